"""Win rates over random instances: stats() and its Stats result.

The instances are dealt and decided in the library on threads (the C
extension's stats); this file checks the options, counts, and makes the
Wilson interval as `winnable stats` does: the lower end from the wins,
the upper end from the wins and the unknowns (an unknown could be
either), at 95%.
"""
from __future__ import annotations

import dataclasses
import math
import time
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple, Union

from . import _options as opt
from . import _render
from . import _winnable

Z95 = 1.959963984540054


def wilson(k: int, n: int, z: float = Z95) -> Tuple[float, float]:
    """The Wilson score interval of k successes in n trials."""
    if n == 0:
        return 0.0, 1.0
    p, z2 = k / n, z * z
    denom = 1 + z2 / n
    centre = (p + z2 / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denom
    return (0.0 if k == 0 else max(0.0, centre - half),
            1.0 if k == n else min(1.0, centre + half))


@dataclasses.dataclass(repr=False)
class Stats:
    """A win-rate run: counts, rate = wins / instances, interval = the
    95% interval of the rate (unknowns counted as losses for the low end,
    as wins for the high end), seconds the wall-clock time of the run,
    and rows, one dict per instance (index, verdict, states, seconds),
    which pandas.DataFrame(stats.rows) takes. requested is the number of
    deals asked for: instances == requested unless the run was
    interrupted (see Interrupted), when rows hold the deals decided
    before the stop. repr() is a one-line summary, whatever the size."""
    game: str
    seed: int
    first: int
    instances: int
    wins: int
    losses: int
    unknowns: int
    states: int
    seconds: float
    rows: List[Dict[str, Any]]
    requested: int = 0

    def __post_init__(self) -> None:
        self.requested = self.requested or self.instances

    @property
    def rate(self) -> float:
        return self.wins / self.instances if self.instances else 0.0

    @property
    def interval(self) -> Tuple[float, float]:
        low = wilson(self.wins, self.instances)[0]
        high = wilson(self.wins + self.unknowns, self.instances)[1]
        return low, high

    @property
    def complete(self) -> bool:
        """Every deal asked for was decided (no Ctrl-C, no stop)."""
        return self.instances == self.requested

    def __repr__(self) -> str:
        low, high = self.interval
        part = ("" if self.complete else
                ", interrupted after %d of %d" % (self.instances,
                                                  self.requested))
        return ("Stats(game=%r, seed=%d, first=%d, instances=%d, wins=%d, "
                "losses=%d, unknowns=%d, rate=%.6f, interval=(%.6f, %.6f), "
                "seconds=%.3f%s)"
                % (self.game, self.seed, self.first, self.instances,
                   self.wins, self.losses, self.unknowns, self.rate, low,
                   high, self.seconds, part))

    def _repr_html_(self) -> str:
        low, high = self.interval
        facts = [
            ("game", self.game), ("instances", self.instances),
            ("wins", self.wins), ("losses", self.losses),
            ("unknowns", self.unknowns), ("rate", "%.6f" % self.rate),
            ("95% interval", "%.6f .. %.6f" % (low, high)),
            ("states", self.states), ("seconds", "%.3f" % self.seconds)]
        if not self.complete:
            facts.append(("interrupted", "after %d of %d deals"
                          % (self.instances, self.requested)))
        return _render.table(facts)


class Interrupted(KeyboardInterrupt):
    """Ctrl-C (or a KeyboardInterrupt raised by progress) stopped
    stats(): .stats is the Stats of the deals decided until then (a
    search the stop cut short is not counted). It is a
    KeyboardInterrupt, so code that does not look for it stops as
    before."""

    def __init__(self, stats: Stats):
        super().__init__("stats interrupted after %d of %d deals"
                         % (stats.instances, stats.requested))
        self.stats = stats


def stats(game: str, deals: int, seed: int = 1, first: int = 0,
          threads: int = 1, *, progress: Optional[Callable[[int], Any]] = None,
          rule: Optional[str] = None, goal: Optional[str] = None,
          left: Optional[Union[str, Sequence[int]]] = None,
          right: Optional[Union[str, Sequence[int]]] = None,
          match: Optional[Union[str, Sequence[str]]] = None,
          win_piles: Optional[int] = None, pairs: Optional[bool] = None,
          cards: Optional[int] = None,
          players: Optional[int] = None, stacks: Optional[int] = None,
          suits: Optional[int] = None, values: Optional[int] = None,
          rows: Optional[int] = None, cols: Optional[int] = None,
          density: Optional[float] = None, max_states: int = 0,
          timeout: float = 0, limit_seconds: Optional[float] = None,
          max_memory: Union[int, str] = 0) -> Stats:
    """Deal and decide instances first .. first+deals-1 of seed on
    threads threads. Options, each of its games only (None: the
    default): rule and its knobs (goal, left, right, match, win_piles,
    pairs: as for solve_all), cards (accordion), players (hitormiss), stacks,
    cards, suits, values (stacks), rows, cols, density (outlast), as for
    deal(); max_states, timeout (or limit_seconds), max_memory (per
    instance).

    progress, if given, is called on this thread with the number of
    deals decided since its last call (tqdm's update takes exactly
    that), about every 20 ms while deals are decided; for a run that
    ends, the calls add up to its instances. Ctrl-C, or a
    KeyboardInterrupt from progress, raises Interrupted, whose .stats
    keeps the deals decided so far; any other exception progress raises
    stops the run and propagates as it is."""
    o = opt.keywords(locals(), "game", "deals", "seed", "first", "threads",
                     "progress")
    game = opt.game(game)
    kw = opt.limits(o)
    if game == "accordion":
        kw.update(opt.accordion_rules(o))
    from . import _shape  # the deal options, checked the same way
    shape = _shape(game, o, "stats")
    shape.pop("contest", None), shape.pop("lines", None)
    if shape.pop("premade", 0):
        raise ValueError("stats deals stacks without a premade pool")
    if progress is not None and not callable(progress):
        raise TypeError("progress must be callable, not %s"
                        % type(progress).__name__)
    deals = opt.integer("deals", deals, 1)
    started = time.monotonic()
    got, error = _winnable.stats(
        game, opt.integer("seed", seed), opt.integer("first", first),
        deals, opt.integer("threads", threads, 1, 256), **kw, **shape,
        progress=progress)
    rows = [dict(zip(("index", "verdict", "states", "seconds"), r))
            for r in got]
    count = {v: sum(r["verdict"] == v for r in rows)
             for v in ("win", "loss", "unknown")}
    result = Stats(game, seed, first, len(rows), count["win"], count["loss"],
                   count["unknown"], sum(r["states"] for r in rows),
                   time.monotonic() - started, rows, deals)
    if isinstance(error, KeyboardInterrupt):
        raise Interrupted(result) from error
    if error is not None:
        raise error
    return result
