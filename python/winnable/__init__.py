"""winnable: exact solvers for card solitaires and impartial games.

    >>> import winnable
    >>> r = winnable.solve("accordion", "2S 2S 2C 2C", rule="rightmost")
    >>> r.verdict, r.moves
    ('win', ['4>3', '3>2', '2>1'])

Everything runs in this process, in the library compiled into the
module: solve, solve_all, iter_solve, read, deal, deals, stats, hint,
check_line, check_loss, check (the contest checker of `winnable
check`), and Position, an Accordion game (under any rules of its
family) or a Stacks game played move by move. Searches release the GIL (threads solve in
parallel) and Ctrl-C stops them with KeyboardInterrupt. Options are the
command line's long options with '_' for '-', checked with its bounds
(ValueError, OverflowError, TypeError). Verdicts are 'win', 'loss' or
'unknown' in every game; answers are the contest's words, None when a
limit ran out.
"""
from __future__ import annotations

import dataclasses
import os
from typing import Any, Dict, Iterator, List, Optional, Sequence, Tuple, Union

from . import _options as opt
from . import _render
from ._check import CheckResult, check
from ._position import Position
from ._stats import Interrupted, Stats, stats
from . import _winnable

__all__ = ["solve", "solve_all", "iter_solve", "read", "deal", "deals",
           "deal_text", "stats", "hint", "check", "check_line",
           "check_loss", "CheckResult", "Instance", "Interrupted", "Position",
           "Result", "Stats",
           "GAMES", "__version__"]
__version__: str = _winnable.VERSION
GAMES = opt.GAMES


@dataclasses.dataclass(frozen=True)
class Instance:
    """One instance of a game: what solve() and hint() accept back.

    game  'accordion', 'hitormiss', 'stacks' or 'outlast'
    text  the instance alone as input text (str(instance) gives it)
    data  what it holds: {'cards', 'contest'} (Accordion: a deal line),
          {'ranks', 'players'} (Hit or Miss), {'stacks'} (lists of
          (value, suit), top card first), {'rows'} (Outlasting: 'X.X')
    """
    game: str
    text: str
    data: Dict[str, Any]

    def __str__(self) -> str:
        return self.text

    def svg(self) -> str:
        """The instance as an SVG picture."""
        d = self.data
        if self.game == "accordion":
            return _render.rows_svg([d["cards"].split()])
        if self.game == "hitormiss":
            return _render.ranks_svg(d["ranks"])
        if self.game == "stacks":
            return _render.stacks_svg(d["stacks"])
        return _render.board_svg(d["rows"])

    def _repr_html_(self) -> str:
        return "<div><b>%s</b><br>%s</div>" % (self.game, self.svg())


def _instance_text(game: str, d: Dict[str, Any]) -> str:
    """The one instance of d as input text the readers take back."""
    if game == "accordion":
        n = len(d["cards"].split())
        return ("%d\n%s\n" % (n, d["cards"]) if d["contest"]
                else d["cards"] + "\n")
    if game == "hitormiss":
        return "1\n%d %s\n" % (d["players"], " ".join(map(str, d["ranks"])))
    if game == "stacks":
        s = d["stacks"]
        lines = ["%d" % len(s)]
        lines += ["%d %s" % (len(st), " ".join("%d %d" % c for c in st))
                  for st in s]
        lines += ["1", "%d %d" % (len(s), len(s[0]) if s else 0),
                  " ".join(str(i) for i in range(len(s)))]
        return "\n".join(lines) + "\n"
    rows = d["rows"]
    return "1\n%d %d\n%s\n" % (len(rows), len(rows[0]), "\n".join(rows))


_DATA = {"accordion": ("cards", "contest"), "hitormiss": ("ranks", "players"),
         "stacks": ("stacks",), "outlast": ("rows",)}


def _make_instance(game: str, d: Dict[str, Any]) -> Instance:
    data = {k: d[k] for k in _DATA[game]}
    return Instance(game, _instance_text(game, data), data)


@dataclasses.dataclass
class Result:
    """The answer for one instance.

    verdict  'win', 'loss' or 'unknown' (a limit ran out: see limit)
    answer   the contest answer as text ('YES', 'winnable', 'POSSIBLE',
             '3' ...), None when the verdict is unknown
    moves    the proof, one string per move ('5>4', 'r2', 'm1>3', '2,3';
             Hit or Miss: the cycle count); empty for a loss
    states   positions examined
    seconds  time taken
    limit    '' or the limit that ran out: 'states', 'time', 'memory'
    certificate  with certificate=True, an Accordion loss (any rule): the
             rows of top cards the search proved lost, which
             check_loss() verifies without the solver; else None
    instance the Instance solved
    grundy   Outlasting: the Grundy value of the board (nonzero: the
             first player wins); None in other games or when unknown
    all_moves  Outlasting with all_moves=True: every legal first move
             'r,c' mapped to the Grundy value of the board it leaves (0:
             a winning move, as in moves); else None
    """
    verdict: str
    answer: Optional[str]
    moves: List[str]
    states: int
    seconds: float
    limit: str = ""
    certificate: Optional[List[str]] = None
    instance: Optional[Instance] = None
    grundy: Optional[int] = None
    all_moves: Optional[Dict[str, int]] = None

    def svg(self) -> str:
        """The result as an SVG picture: a won Accordion deal its
        winning line (a row of pile tops after each move, labelled with
        the move, the pile it made ringed), an Outlasting board its
        winning cells, else the instance."""
        inst = self.instance
        if inst is None:
            return ""
        if inst.game == "accordion" and self.verdict == "win":
            return _render.accordion_line(inst.data["cards"].split(),
                                          self.moves)
        if inst.game == "outlast":
            marks = [tuple(int(x) for x in m.split(",")) for m in self.moves]
            return _render.board_svg(inst.data["rows"], marks)
        return inst.svg()

    def _repr_html_(self) -> str:
        facts = [("verdict", self.verdict), ("answer", self.answer),
                 ("moves", " ".join(self.moves)), ("states", self.states),
                 ("seconds", "%.6f" % self.seconds)]
        if self.limit:
            facts.append(("limit", self.limit))
        return "<div>%s%s</div>" % (_render.table(facts), self.svg())


Size = Union[int, str]  # bytes, or a size like '512K', '8M', '2G'
# Accordion move distances: a list like [1, 3], or a str '1,3' or 'none'
Distances = Union[str, Sequence[int]]


def _solve_options(game: str, options: Dict[str, Any]
                   ) -> Tuple[Dict[str, Any], bool]:
    """The options of _winnable.solve, checked, and all_moves."""
    o = dict(options)
    out = opt.limits(o)
    out.update(opt.accordion_rules(o, game))
    out["players"] = opt.integer("players", o.pop("players", 1), 1, 10)
    out["certificate"] = opt.flag("certificate", o.pop("certificate", False))
    all_moves = opt.flag("all_moves", o.pop("all_moves", False))
    if all_moves and game != "outlast":
        raise ValueError("all_moves is an option of outlast (the Grundy "
                         "value of every first move), not of %s" % game)
    opt.no_more("solve", o)
    return out, all_moves


def _text(text: Union[str, bytes, Instance]) -> str:
    if isinstance(text, Instance):
        return text.text
    if isinstance(text, bytes):
        return text.decode()
    if not isinstance(text, str):
        raise TypeError("text must be str, bytes or an Instance, not %s"
                        % type(text).__name__)
    return text


def _results(game: str, dicts: List[Dict[str, Any]],
             all_moves: bool = False) -> List[Result]:
    fields = {f.name for f in dataclasses.fields(Result)}
    for d in dicts:
        moves = d.pop("all_moves", None)
        if all_moves and d["verdict"] != "unknown":
            d["all_moves"] = dict(moves)
    return [Result(instance=_make_instance(game, d),
                   **{k: v for k, v in d.items() if k in fields})
            for d in dicts]


def solve_all(game: str, text: Union[str, bytes, Instance], *,
              rule: str = "any", goal: Optional[str] = None,
              left: Optional[Distances] = None,
              right: Optional[Distances] = None,
              match: Optional[Union[str, Sequence[str]]] = None,
              win_piles: Optional[int] = None, pairs: Optional[bool] = None,
              players: int = 1, max_states: int = 0,
              timeout: float = 0, limit_seconds: Optional[float] = None,
              max_memory: Size = 0, certificate: bool = False,
              all_moves: bool = False) -> List[Result]:
    """Decide every instance of text (a contest file of T cases, deal
    lines, deck lines): a list of Results, one per case or line.
    Options, the command line's: rule ('any', 'rightmost', 'relaxed',
    '23-skidoo', 'revenge', 'bayan'; accordion) and the knobs that change
    its preset: goal (a card like 'QS'; revenge needs one), left and right
    (move distances 1..16: [1, 3], '1,3' or 'none'), match ('rank',
    'suit', 'red-black', 'any': a list or 'rank,suit'), win_piles, pairs;
    players (1..10; deck lines of hitormiss), max_states, timeout (or
    limit_seconds; finite seconds >= 0, 0 for none), max_memory (bytes,
    or '8M'), certificate (accordion), all_moves (outlast: Result.
    all_moves maps every legal first move to the Grundy value it
    leaves). Each instance is solved on the calling thread; stats()
    uses several.
    """
    options = opt.keywords(locals(), "game", "text")
    if isinstance(text, Instance):
        game = text.game if game is None else game
    game = opt.game(game)
    checked, keep = _solve_options(game, options)
    return _results(game, _winnable.solve(game, _text(text), **checked),
                    keep)


def solve(game: str, text: Union[str, bytes, Instance], *,
          rule: str = "any", goal: Optional[str] = None,
          left: Optional[Distances] = None,
          right: Optional[Distances] = None,
          match: Optional[Union[str, Sequence[str]]] = None,
          win_piles: Optional[int] = None, pairs: Optional[bool] = None,
          players: int = 1, max_states: int = 0,
          timeout: float = 0, limit_seconds: Optional[float] = None,
          max_memory: Size = 0, certificate: bool = False,
          all_moves: bool = False) -> Result:
    """Decide the one instance in text, or an Instance (from deal(),
    read()); options as for solve_all(). ValueError for malformed text
    ('line:col: expected ..., found ...') or more than one instance."""
    results = solve_all(game, text, **opt.keywords(locals(), "game", "text"))
    if len(results) != 1:
        raise ValueError("solve() takes one instance, found %d (use "
                         "solve_all or iter_solve)" % len(results))
    return results[0]


def read(game: str, text: Union[str, bytes], players: int = 1
         ) -> List[Instance]:
    """The instances of text as Instance objects, read by the library's
    readers (ValueError with line:col for malformed text)."""
    game = opt.game(game)
    players = opt.integer("players", players, 1, 10)
    return [_make_instance(game, d)
            for d in _winnable.read(game, _text(text), players=players)]


def _source(source: Any) -> Union[bytes, int]:
    """What _winnable.Cases reads: bytes, or a descriptor of its own."""
    if isinstance(source, str):
        return source.encode()
    if isinstance(source, bytes):
        return source
    if isinstance(source, os.PathLike):
        with open(source, "rb") as f:
            return os.dup(f.fileno())
    if hasattr(source, "fileno"):
        try:
            fd = source.fileno()
        except (OSError, ValueError):
            fd = None
        if fd is not None:
            here = source.tell()
            fd = os.dup(fd)
            os.lseek(fd, here, os.SEEK_SET)
            return fd
    if hasattr(source, "read"):
        return _source(source.read())
    raise TypeError("source must be a text, a path or a file, not %s"
                    % type(source).__name__)


def iter_solve(game: str, source: Any, *,
               rule: str = "any", goal: Optional[str] = None,
               left: Optional[Distances] = None,
               right: Optional[Distances] = None,
               match: Optional[Union[str, Sequence[str]]] = None,
               win_piles: Optional[int] = None, pairs: Optional[bool] = None,
               players: int = 1, max_states: int = 0, timeout: float = 0,
               limit_seconds: Optional[float] = None, max_memory: Size = 0,
               certificate: bool = False, all_moves: bool = False
               ) -> Iterator[Result]:
    """Results one at a time for the instances of source: a text, a path
    (os.PathLike) or an open file (read by the library from its current
    position, one case at a time: a file of a million cases takes the
    memory of one), or an iterable of Instances. Options as for
    solve_all(); a malformed case raises ValueError when it is reached."""
    options = opt.keywords(locals(), "game", "source")
    game = opt.game(game)
    checked, keep = _solve_options(game, options)
    if not isinstance(source, (str, bytes, os.PathLike)) and \
            not hasattr(source, "read"):
        for inst in source:
            yield from _results(game, _winnable.solve(game, _text(inst),
                                                      **checked), keep)
        return
    cases = _winnable.Cases(game, _source(source), solve=True, **checked)
    for d in cases:
        yield from _results(game, [d], keep)


def _shape(game: str, options: Dict[str, Any], function: str = "deal"
           ) -> Dict[str, Any]:
    """The deal options of game, checked with the CLI's bounds; an
    option of another game is a TypeError."""
    o = dict(options)
    w = _winnable
    if game == "accordion":
        s = {"cards": opt.integer("cards", o.pop("cards", 52), 1,
                                  w.ACCORDION_MAX_CARDS),
             "contest": opt.flag("contest", o.pop("contest", False))}
    elif game == "hitormiss":
        s = {"players": opt.integer("players", o.pop("players", 1), 1, 10),
             "lines": opt.flag("lines", o.pop("lines", False))}
    elif game == "stacks":
        m = w.STACKS_MAX_CARDS
        s = {"stacks": opt.integer("stacks", o.pop("stacks", 4), 1, m),
             "cards": opt.integer("cards", o.pop("cards", 5), 1, m),
             "suits": opt.integer("suits", o.pop("suits", 0), 0,
                                  w.STACKS_MAX_VALUE),
             "values": opt.integer("values", o.pop("values", 13), 1,
                                   w.STACKS_MAX_VALUE),
             "premade": opt.integer("premade", o.pop("premade", 0), 0,
                                    w.STACKS_MAX_PREMADE)}
    else:
        m = w.OUTLAST_MAX_CELLS
        s = {"rows": opt.integer("rows", o.pop("rows", 10), 1, m),
             "cols": opt.integer("cols", o.pop("cols", 10), 1, m),
             "density": opt.seconds("density", o.pop("density", 0.5))}
        if s["density"] > 1:
            raise ValueError("density must be between 0 and 1, found %r"
                             % s["density"])
        if s["rows"] * s["cols"] > m:
            raise ValueError("a board has at most %d cells, found %d x %d"
                             % (m, s["rows"], s["cols"]))
    opt.no_more(function, o, game)
    return s


def deal_text(game: str, seed: int = 1, first: int = 0, count: int = 1, *,
              cards: Optional[int] = None, contest: Optional[bool] = None,
              players: Optional[int] = None, lines: Optional[bool] = None,
              stacks: Optional[int] = None, suits: Optional[int] = None,
              values: Optional[int] = None, premade: Optional[int] = None,
              rows: Optional[int] = None, cols: Optional[int] = None,
              density: Optional[float] = None) -> str:
    """Instances first .. first+count-1 of seed as the text `winnable
    deal GAME` prints. Options, each of its games only (None: the
    command line's default): cards (52), contest (accordion); players
    (1), lines (hitormiss); stacks (4), cards (5), suits (as many as
    stacks), values (13), premade (0) (stacks); rows (10), cols (10),
    density (0.5) (outlast)."""
    options = opt.keywords(locals(), "game", "seed", "first", "count")
    game = opt.game(game)
    return _winnable.deal(game, opt.integer("seed", seed),
                          opt.integer("first", first),
                          opt.integer("count", count, 1, 10**6),
                          **_shape(game, options))


def deals(game: str, seed: int = 1, first: int = 0, count: int = 1, *,
          cards: Optional[int] = None, contest: Optional[bool] = None,
          players: Optional[int] = None, lines: Optional[bool] = None,
          stacks: Optional[int] = None, suits: Optional[int] = None,
          values: Optional[int] = None, premade: Optional[int] = None,
          rows: Optional[int] = None, cols: Optional[int] = None,
          density: Optional[float] = None) -> List[Instance]:
    """Instances first .. first+count-1 of seed as Instance objects;
    options as for deal_text()."""
    options = opt.keywords(locals(), "game", "seed", "first", "count")
    text = deal_text(game, seed, first, count, **options)
    return read(game, text, options.get("players", 1))


def deal(game: str, seed: int = 1, index: int = 0, *,
         cards: Optional[int] = None, contest: Optional[bool] = None,
         players: Optional[int] = None, lines: Optional[bool] = None,
         stacks: Optional[int] = None, suits: Optional[int] = None,
         values: Optional[int] = None, premade: Optional[int] = None,
         rows: Optional[int] = None, cols: Optional[int] = None,
         density: Optional[float] = None) -> Instance:
    """Instance index (from 0) of seed: an Instance, whose text is what
    `winnable deal GAME --seed S --first I --count 1` prints and which
    solve() takes back. Options as for deal_text()."""
    options = opt.keywords(locals(), "game", "seed", "index")
    game = opt.game(game)
    text = deal_text(game, seed, index, 1, **options)
    inst = read(game, text, options.get("players", 1))[0]
    return Instance(game, text, inst.data)


def hint(game: str, text: Union[str, bytes, Instance], *,
         rule: str = "any", goal: Optional[str] = None,
         left: Optional[Distances] = None,
         right: Optional[Distances] = None,
         match: Optional[Union[str, Sequence[str]]] = None,
         win_piles: Optional[int] = None, pairs: Optional[bool] = None,
         after: Union[str, Sequence[str]] = (),
         max_states: int = 0, timeout: float = 0,
         limit_seconds: Optional[float] = None,
         max_memory: Size = 0) -> Dict[str, str]:
    """Value every legal move of the one position in text: {move:
    verdict}, moves written as in proofs, in the order `winnable hint`
    lists them; 'win' (the position the move leaves can still be won, or
    for Outlasting the move wins), 'loss' or 'unknown'. game is
    'accordion', 'stacks' or 'outlast'. Options: rule and its knobs (as
    for solve_all), after (accordion,
    stacks: moves played first, '3>2 5>4' or a list), max_states, timeout,
    max_memory (limits per move)."""
    if game == "hitormiss":
        raise ValueError("Hit or Miss has no choices to rank: the deck "
                         "plays itself (use solve)")
    o = opt.keywords(locals(), "game", "text")
    game = opt.word("game", game, ("accordion", "stacks", "outlast"))
    checked = opt.limits(o)
    checked.update(opt.accordion_rules(o, game))
    after = o.pop("after", ())
    opt.no_more("hint", o)
    if not isinstance(text, Instance):
        found = len(read(game, text))
        if found != 1:
            raise ValueError("hint() takes one instance, found %d" % found)
    if not isinstance(after, str):
        after = " ".join(after)
    got = _winnable.hint(game, _text(text), after=after, **checked)
    return dict(got)


def _moves(moves: Union[str, Sequence[str]]) -> List[Tuple[int, int]]:
    """Accordion moves '5>4' (a str of them or a list) as (from, to)."""
    out = []
    for m in moves.split() if isinstance(moves, str) else moves:
        parts = str(m).split(">")
        if len(parts) != 2 or not all(p.isdigit() for p in parts):
            raise ValueError("a move is FROM>TO like 5>4, found %r" % (m,))
        out.append((opt.integer("move", int(parts[0]), 1, 2**32 - 1),
                    opt.integer("move", int(parts[1]), 1, 2**32 - 1)))
    return out


def check_line(deal: Union[str, Instance], moves: Union[str, Sequence[str]],
               rule: str = "any", goal: Optional[str] = None,
               left: Optional[Distances] = None,
               right: Optional[Distances] = None,
               match: Optional[Union[str, Sequence[str]]] = None,
               win_piles: Optional[int] = None, pairs: Optional[bool] = None
               ) -> Tuple[bool, str]:
    """Does the line of moves win the Accordion deal under rule (and the
    knobs, as for solve_all)? Replayed by the library's checker, without
    the solver: (True, '') or (False, why)."""
    checked = opt.accordion_rules(opt.keywords(locals(), "deal", "moves"))
    text = deal.data["cards"] if isinstance(deal, Instance) else deal
    return _winnable.check_line(text, _moves(moves), **checked)


def check_loss(deal: Union[str, Instance],
               certificate: Sequence[str]) -> Tuple[bool, str]:
    """Does certificate (rows of top cards, as Result.certificate gives
    them) prove the Accordion deal lost under the any rule? Checked by
    the library's separate checker, without the solver: (True, '') or
    (False, why). ValueError for text that is not a row of cards."""
    text = deal.data["cards"] if isinstance(deal, Instance) else deal
    return _winnable.check_loss(text, list(certificate))
