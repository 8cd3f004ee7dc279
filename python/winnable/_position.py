"""Position: a solitaire played move by move, as python-chess's Board is
played: legal_moves, push, pop, is_won, hint. Accordion under any rules
of its family (the rule names and knobs of solve) and Stack Management
(the two solitaires with choices; Hit or Miss plays itself).

A position is the instance, its rules and the stack of moves played.
What the rules say is always the library's answer, never written here
again: Accordion's legal moves, a move's row and the win come from
_winnable.accordion_legal, accordion_play and accordion_won
(accordion_rules_legal, accordion_rules_play, accordion_rules_won; the
rightmost rule's replay), Stacks' moves from the ones hint() lists (each
decided with a budget of one position: the listing, not the values, is
what is used). Invariant: every move on the stack was legal when
pushed, so the position shown (piles, or stacks) is always reachable;
a won position has no legal move (once won, no move follows).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Dict, List, Optional, Tuple, Union

from . import _options as opt
from . import _render
from . import _winnable

if TYPE_CHECKING:
    from . import Result

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
    rule     Accordion: 'any' (classic), 'rightmost', or a member of the
             family ('relaxed', '23-skidoo', 'revenge', 'bayan'), changed
             by the knobs goal, left, right, match, win_piles, pairs: the
             keywords of solve(), checked as it checks them
    piles    Accordion: the row of pile tops now, as card words (empty
             once Bayan's pairs cleared it)
    stacks   Stacks: the stacks now, each a list of (value, suit), top
             card first
    move_stack  the moves played, oldest first, as proofs write them
             ('5>4'; 'r2', 'm1>3')
    """

    def __init__(self, deal: Any, rule: str = "any", *,
                 game: Optional[str] = None, goal: Optional[str] = None,
                 left: Optional[Any] = None, right: Optional[Any] = None,
                 match: Optional[Any] = None,
                 win_piles: Optional[int] = None,
                 pairs: Optional[bool] = None) -> None:
        game = game or getattr(deal, "game", "accordion")
        self.game = opt.word("game", game, ("accordion", "stacks"))
        # the rules as solve() takes them back, and as the extension does
        self._keywords: Dict[str, Any] = opt.keywords(
            {"rule": rule, "goal": goal, "left": left, "right": right,
             "match": match, "win_piles": win_piles, "pairs": pairs})
        self._rules = opt.accordion_rules(dict(self._keywords), self.game)
        self.rule = rule
        if getattr(deal, "game", game) != game:
            raise ValueError("a Position of %s, given an instance of %s"
                             % (game, deal.game))
        self.move_stack: List[str] = []
        self._before: List[Any] = []  # the state before each move
        from . import _text, read  # a str, bytes or an Instance
        if game == "accordion":
            data = getattr(deal, "data", None)
            text = data["cards"] if data else _text(deal)
            if not data:  # its cards as the library reads them: '10S'
                # is 'TS', a '# goal QS' no pile; a bad card, contest
                # input or a second row is its ValueError
                found = read("accordion", text)
                if len(found) != 1 or found[0].data["contest"]:
                    raise ValueError("a Position is one row of cards, found "
                                     + ("contest input" if found and
                                        found[0].data["contest"] else
                                        "%d rows" % len(found)))
                text = found[0].data["cards"]
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
            return _winnable.accordion_legal(self.piles, **self._rules)
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
            raise ValueError("illegal move %r (%s)" % (
                move, "the game is won: no move follows" if self.is_won()
                else "legal: " + (" ".join(legal) or "none")))
        if self.game == "accordion":  # the library plays it
            source, target = (int(x) for x in move.split(">"))
            row = _winnable.accordion_play(self.piles, (source, target),
                                           **self._rules)
            self._before.append(self.piles)
            self.piles = row.split()
            self.move_stack.append(move)
            return
        self._before.append(self._snapshot())
        if move.startswith("r"):   # remove the top card of a stack
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
        """Accordion: won under its rules (one pile, or win_piles; the
        goal card the last top; with pairs, the row cleared); Stacks:
        no stack holds two cards."""
        if self.game == "accordion":
            return _winnable.accordion_won(self.piles, **self._rules)
        return all(len(s) <= 1 for s in self.stacks)

    def is_game_over(self) -> bool:
        """Won, or no legal move left (lost)."""
        return self.is_won() or not self.legal_moves

    def is_lost(self) -> bool:
        """Not won, and no legal move left."""
        return not self.is_won() and not self.legal_moves

    @property
    def status(self) -> str:
        """'won', 'lost' (not won, no move left) or 'open'."""
        return ("won" if self.is_won() else
                "lost" if not self.legal_moves else "open")

    def hint(self, *, max_states: int = 0, timeout: float = 0,
             max_memory: Union[int, str] = 0) -> Dict[str, str]:
        """Every legal move valued by the solver: {move: 'win', 'loss'
        or 'unknown'} (a limit ran out), as winnable.hint."""
        from . import hint
        return hint(self.game, self._text, after=self.move_stack,
                    max_states=max_states, timeout=timeout,
                    max_memory=max_memory, **self._keywords)

    def solve(self, *, max_states: int = 0, timeout: float = 0,
              max_memory: Union[int, str] = 0) -> "Result":
        """Accordion: decide the row as it stands, under its rules: a
        Result as winnable.solve gives, its moves from here (a row that
        pairs cleared is won in no move). Stacks positions are valued by
        hint()."""
        from . import Result, solve
        if self.game != "accordion":
            raise ValueError("solve() is for Accordion positions; a Stacks "
                             "position's moves are valued by hint()")
        if not self.piles:
            return Result("win", _winnable.ACCORDION_WIN_ANSWER, [], 0, 0.0)
        return solve("accordion", str(self), max_states=max_states,
                     timeout=timeout, max_memory=max_memory,
                     **self._keywords)

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
        knobs = "".join(", %s=%r" % (k, v) for k, v in self._keywords.items()
                        if k != "rule")
        return "Position(%r, rule=%r%s, game=%r, moves=%r)" % (
            start, self.rule, knobs, self.game, " ".join(self.move_stack))

    def _game_rules(self) -> Any:
        """What decides the moves: the base rule and the family's rules
        (a preset named or given by its knobs are the same game)."""
        rules = self._rules.get("rules")
        if rules is None and self._rules["rule"] == "any":
            rules = _winnable.accordion_rules("any")
        return (self._rules["rule"], rules)

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Position) and self.game == other.game
                and self._game_rules() == other._game_rules()
                and self._state() == other._state())

    def __hash__(self) -> int:
        return hash((self.game, self._game_rules(),
                     tuple(tuple(x) if isinstance(x, list) else x
                           for x in self._state())))

    def _repr_html_(self) -> str:
        picture = (_render.rows_svg([self.piles]) if self.game == "accordion"
                   else _render.stacks_svg(self.stacks))
        facts = [("game", self.game),
                 ("moves", " ".join(self.move_stack) or "none")]
        if self.game == "accordion":
            facts += [(k, v) for k, v in self._keywords.items()]
            facts.append(("status", self.status))
        return "<div>%s%s</div>" % (_render.table(facts), picture)
