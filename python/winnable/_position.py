"""Position: an Accordion game to play move by move, as python-chess's
Board is played: legal_moves, push, pop, is_won, hint.

A position is the deal, the rule and the stack of moves played; its
row of pile tops is the deal with the stack replayed. Which moves are
legal is the library's answer (_winnable.accordion_legal replays each
candidate), never a rule written here again. Invariant: every move on
the stack was legal when pushed, so the row is always reachable.
"""
from __future__ import annotations

from typing import Dict, List, Optional, Union

from . import _options as opt
from . import _render
from . import _winnable


class Position:
    """An Accordion position to play:

        >>> p = Position("2S 2S 2C 2C", rule="rightmost")
        >>> p.legal_moves
        ['4>1', '4>3']
        >>> p.push("4>3"); p.piles
        ['2S', '2S', '2C']

    deal     a deal line (or an Instance of accordion, or another
             Position's str): the start
    rule     'any' or 'rightmost'
    piles    the row of pile tops now, as card words
    move_stack  the moves played, oldest first
    """

    def __init__(self, deal: object, rule: str = "any") -> None:
        data = getattr(deal, "data", None)
        if getattr(deal, "game", "accordion") != "accordion":
            raise ValueError("a Position plays accordion, not %s"
                             % getattr(deal, "game"))
        text = data["cards"] if data else str(deal)
        self.rule = opt.word("rule", rule, ("any", "rightmost"))
        # the library reads the deal: a bad card is its ValueError
        _winnable.accordion_legal(text, self.rule)
        self.deal: List[str] = text.split()
        self.piles: List[str] = list(self.deal)
        self.move_stack: List[str] = []
        self._rows: List[List[str]] = []

    @property
    def legal_moves(self) -> List[str]:
        """The moves of the position, 'from>to' as in proofs, ordered
        as hint() orders them."""
        return _winnable.accordion_legal(" ".join(self.piles), self.rule)

    def is_legal(self, move: str) -> bool:
        return move in self.legal_moves

    def push(self, move: str) -> None:
        """Play move; ValueError (the position unchanged) if it is not
        one of legal_moves."""
        if not isinstance(move, str):
            raise TypeError("a move is a str like '5>4', not %s"
                            % type(move).__name__)
        if move not in self.legal_moves:
            raise ValueError("illegal move %r in %s (legal: %s)"
                             % (move, self, " ".join(self.legal_moves)
                                or "none"))
        source, target = (int(x) for x in move.split(">"))
        self._rows.append(list(self.piles))
        self.piles[target - 1] = self.piles[source - 1]
        del self.piles[source - 1]
        self.move_stack.append(move)

    def pop(self) -> str:
        """Take back the last move and return it (IndexError if none)."""
        if not self.move_stack:
            raise IndexError("pop from a position with no moves played")
        self.piles = self._rows.pop()
        return self.move_stack.pop()

    def peek(self) -> Optional[str]:
        """The last move played, or None."""
        return self.move_stack[-1] if self.move_stack else None

    def is_won(self) -> bool:
        """One pile left."""
        return len(self.piles) == 1

    def is_game_over(self) -> bool:
        """Won, or no legal move left (lost)."""
        return self.is_won() or not self.legal_moves

    def hint(self, *, max_states: int = 0, timeout: float = 0,
             max_memory: Union[int, str] = 0) -> Dict[str, str]:
        """Every legal move valued by the solver: {move: 'win', 'loss'
        or 'unknown'} (a limit ran out), as winnable.hint."""
        from . import hint
        return hint("accordion", str(self), rule=self.rule,
                    max_states=max_states, timeout=timeout,
                    max_memory=max_memory)

    def best_move(self, *, max_states: int = 0, timeout: float = 0,
                  max_memory: Union[int, str] = 0) -> Optional[str]:
        """A move that keeps the position winnable (the first such in
        legal_moves order), or None when none does or none is known."""
        values = self.hint(max_states=max_states, timeout=timeout,
                           max_memory=max_memory)
        wins = [m for m, v in values.items() if v == "win"]
        return wins[0] if wins else None

    def copy(self) -> "Position":
        other = Position.__new__(Position)
        other.rule, other.deal = self.rule, list(self.deal)
        other.piles, other.move_stack = list(self.piles), list(self.move_stack)
        other._rows = [list(r) for r in self._rows]
        return other

    def __str__(self) -> str:
        return " ".join(self.piles)

    def __repr__(self) -> str:
        return "Position(%r, rule=%r, moves=%r)" % (
            " ".join(self.deal), self.rule, " ".join(self.move_stack))

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Position) and self.rule == other.rule
                and self.piles == other.piles)

    def __hash__(self) -> int:
        return hash((self.rule, tuple(self.piles)))

    def _repr_html_(self) -> str:
        return "<div>%s<br>%s</div>" % (
            _render.table([("rule", self.rule),
                           ("moves", " ".join(self.move_stack) or "none"),
                           ("piles", len(self.piles))]),
            _render.rows_svg([self.piles]))
