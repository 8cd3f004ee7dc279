"""Position: a solitaire played move by move, as python-chess's Board is
played: legal_moves, push, pop, is_won, hint. Accordion and Stack
Management (the two solitaires with choices; Hit or Miss plays itself).

A position is the instance, its rule and the stack of moves played.
Which moves are legal is always the library's answer, never a rule
written here again: Accordion's from _winnable.accordion_legal (each
candidate replayed on the row), Stacks' the moves hint() lists (each
decided with a budget of one position: the listing, not the values, is
what is used). Invariant: every move on the stack was legal when
pushed, so the position shown (piles, or stacks) is always reachable;
push applies a legal move to it as a player would.
"""
from __future__ import annotations

from typing import Any, Dict, List, Optional, Tuple, Union

from . import _options as opt
from . import _render
from . import _winnable

Card = Tuple[int, int]  # a Stacks card: (value, suit)


class Position:
    """A solitaire position to play:

        >>> p = Position("2S 2S 2C 2C", rule="rightmost")
        >>> p.legal_moves
        ['4>1', '4>3']
        >>> p.push("4>3"); p.piles
        ['2S', '2S', '2C']

    deal     Accordion: a deal line, or an Instance of accordion; Stack
             Management: an Instance of stacks (deal(), read()), or its
             text with game='stacks'
    rule     Accordion: 'any' or 'rightmost'
    piles    Accordion: the row of pile tops now, as card words
    stacks   Stacks: the stacks now, each a list of (value, suit), top
             card first
    move_stack  the moves played, oldest first, as proofs write them
             ('5>4'; 'r2', 'm1>3')
    """

    def __init__(self, deal: Any, rule: str = "any", *,
                 game: Optional[str] = None) -> None:
        game = game or getattr(deal, "game", "accordion")
        self.game = opt.word("game", game, ("accordion", "stacks"))
        self.rule = opt.word("rule", rule, ("any", "rightmost"))
        if getattr(deal, "game", game) != game:
            raise ValueError("a Position of %s, given an instance of %s"
                             % (game, deal.game))
        self.move_stack: List[str] = []
        self._before: List[Any] = []  # the state before each move
        from . import _text, read  # a str, bytes or an Instance
        if game == "accordion":
            data = getattr(deal, "data", None)
            text = data["cards"] if data else _text(deal)
            # the library reads the deal: a bad card, contest input or a
            # second row is its ValueError
            _winnable.accordion_legal(text, self.rule)
            if not data:  # its cards as the library reads them: '10S'
                # is 'TS', a '# goal QS' no pile
                text = read("accordion", text)[0].data["cards"]
            self._text = text
            self.piles: List[str] = text.split()
        else:
            self._text = _text(deal)
            found = read("stacks", self._text)
            if len(found) != 1:
                raise ValueError("a Position is one instance, found %d"
                                 % len(found))
            inst = found[0]
            self.stacks: List[List[Card]] = [list(s)
                                             for s in inst.data["stacks"]]

    def _state(self) -> Any:
        return self.piles if self.game == "accordion" else self.stacks

    def _snapshot(self) -> Any:
        """A copy of the state, which push and pop never change."""
        if self.game == "accordion":
            return list(self.piles)
        return [list(s) for s in self.stacks]

    @property
    def legal_moves(self) -> List[str]:
        """The moves of the position, as proofs write them, in the
        order hint() lists them."""
        if self.game == "accordion":
            return _winnable.accordion_legal(str(self), self.rule)
        from . import hint
        return list(hint("stacks", self._text, after=self.move_stack,
                         max_states=1))

    def is_legal(self, move: str) -> bool:
        return move in self.legal_moves

    def push(self, move: str) -> None:
        """Play move; ValueError (the position unchanged) if it is not
        one of legal_moves."""
        if not isinstance(move, str):
            raise TypeError("a move is a str like '5>4' or 'r2', not %s"
                            % type(move).__name__)
        legal = self.legal_moves
        if move not in legal:
            raise ValueError("illegal move %r (legal: %s)"
                             % (move, " ".join(legal) or "none"))
        self._before.append(self._snapshot())
        if self.game == "accordion":
            source, target = (int(x) for x in move.split(">"))
            self.piles[target - 1] = self.piles[source - 1]
            del self.piles[source - 1]
        elif move.startswith("r"):   # remove the top card of a stack
            del self.stacks[int(move[1:]) - 1][0]
        else:                        # its top card onto an empty stack
            source, target = (int(x) for x in move[1:].split(">"))
            self.stacks[target - 1].insert(
                0, self.stacks[source - 1].pop(0))
        self.move_stack.append(move)

    def pop(self) -> str:
        """Take back the last move and return it (IndexError if none)."""
        if not self.move_stack:
            raise IndexError("pop from a position with no moves played")
        if self.game == "accordion":
            self.piles = self._before.pop()
        else:
            self.stacks = self._before.pop()
        return self.move_stack.pop()

    def peek(self) -> Optional[str]:
        """The last move played, or None."""
        return self.move_stack[-1] if self.move_stack else None

    def is_won(self) -> bool:
        """Accordion: one pile left; Stacks: no stack holds two cards."""
        if self.game == "accordion":
            return len(self.piles) == 1
        return all(len(s) <= 1 for s in self.stacks)

    def is_game_over(self) -> bool:
        """Won, or no legal move left (lost)."""
        return self.is_won() or not self.legal_moves

    def hint(self, *, max_states: int = 0, timeout: float = 0,
             max_memory: Union[int, str] = 0) -> Dict[str, str]:
        """Every legal move valued by the solver: {move: 'win', 'loss'
        or 'unknown'} (a limit ran out), as winnable.hint."""
        from . import hint
        if self.game == "accordion":
            return hint("accordion", str(self), rule=self.rule,
                        max_states=max_states, timeout=timeout,
                        max_memory=max_memory)
        return hint("stacks", self._text, after=self.move_stack,
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
        other.__dict__.update(self.__dict__)
        other.move_stack = list(self.move_stack)
        other._before = list(self._before)  # snapshots: never changed
        if self.game == "accordion":
            other.piles = other._snapshot()
        else:
            other.stacks = other._snapshot()
        return other

    def __str__(self) -> str:
        """Accordion: the row of pile tops, a deal line; Stacks: a line
        per stack, 'value/suit' top card first."""
        if self.game == "accordion":
            return " ".join(self.piles)
        return "\n".join("%d: %s" % (k, " ".join("%d/%d" % c for c in s)
                                     or "empty")
                         for k, s in enumerate(self.stacks, 1))

    def __repr__(self) -> str:
        start = (" ".join(self._text.split()) if self.game == "accordion"
                 else "a stacks instance")
        return "Position(%r, rule=%r, game=%r, moves=%r)" % (
            start, self.rule, self.game, " ".join(self.move_stack))

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Position) and self.game == other.game
                and self.rule == other.rule
                and self._state() == other._state())

    def __hash__(self) -> int:
        return hash((self.game, self.rule,
                     tuple(tuple(x) if isinstance(x, list) else x
                           for x in self._state())))

    def _repr_html_(self) -> str:
        picture = (_render.rows_svg([self.piles]) if self.game == "accordion"
                   else _render.stacks_svg(self.stacks))
        facts = [("game", self.game),
                 ("moves", " ".join(self.move_stack) or "none")]
        if self.game == "accordion":
            facts.append(("rule", self.rule))
        return "<div>%s%s</div>" % (_render.table(facts), picture)
