"""winnable: exact solvers for card solitaires and impartial games.

    >>> import winnable
    >>> r = winnable.solve("accordion", "2S 2S 2C 2C", rule="rightmost")
    >>> r.verdict, r.moves
    ('win', ['4>3', '3>2', '2>1'])

solve() runs in the library, in this process, with the GIL released, so
threads solve in parallel. deal(), stats() and hint() run the installed
`winnable` program (the one this module was built with; WINNABLE_BIN
overrides), so their output is exactly what `winnable deal`, `winnable
stats --json` and `winnable hint --json` print. Options are the command line's long options with '_' for '-'.
"""
import dataclasses
import json
import os
import shutil
import subprocess

from . import _winnable

__all__ = ["solve", "hint", "deal", "stats", "check_loss", "Result",
           "__version__"]
__version__ = _winnable.VERSION

_SOLVE_OPTIONS = {"rule", "players", "max_states", "timeout",
                  "limit_seconds", "max_memory", "certificate"}
_SIZE_SUFFIX = {"": 0, "K": 10, "M": 20, "G": 30, "T": 40}


@dataclasses.dataclass
class Result:
    """The answer for one instance, as `winnable GAME --json` gives it.

    verdict  'win', 'loss' or 'unknown' (a limit ran out: see limit)
    answer   the contest answer as text: 'YES', 'POSSIBLE', '2', ...
    moves    the proof as `--moves` prints it, one string per move (Hit
             or Miss: the cycle count); empty for a loss
    states   positions examined
    seconds  time taken
    limit    '' or the limit that ran out: 'states', 'time', 'memory'
    certificate  with certificate=True, an Accordion loss (any rule): the
             rows of top cards the search proved lost, each a deal line,
             which check_loss() verifies without the solver; else None
    """
    verdict: str
    answer: str
    moves: list
    states: int
    seconds: float
    limit: str = ""
    certificate: list = None


def _size(value):
    """Bytes from 123, '64K', '8M', '2G' (as --max-memory reads them)."""
    if isinstance(value, int):
        return value
    text = str(value).strip().upper().removesuffix("B")
    unit = text[-1:] if text[-1:] in _SIZE_SUFFIX else ""
    number = text[:len(text) - len(unit)]
    if not number.isdigit():
        raise ValueError("max_memory expects a size like 512M, found %r"
                         % (value,))
    return int(number) << _SIZE_SUFFIX[unit]


def solve(game, text, **options):
    """Decide the one instance in text (what `winnable GAME` reads for it).

    game is 'accordion', 'hitormiss', 'stacks' or 'outlast'. Options:
    rule ('any', 'rightmost'; accordion), players (1..10; hitormiss deck
    lines), max_states, timeout (or limit_seconds), max_memory (bytes or
    '8M'), certificate (True: an Accordion loss under the any rule comes
    with Result.certificate). Raises ValueError for malformed text ('line:col: expected ...,
    found ...'), text with more than one instance, or a bad option.
    """
    unknown = set(options) - _SOLVE_OPTIONS
    if unknown:
        raise TypeError("solve() got unknown options: %s"
                        % ", ".join(sorted(unknown)))
    if isinstance(text, str):
        text = text.encode()
    timeout = options.get("timeout", options.get("limit_seconds", 0))
    got = _winnable.solve(
        game, text, rule=options.get("rule"),
        players=int(options.get("players", 1)),
        max_states=int(options.get("max_states", 0)),
        timeout=float(timeout),
        max_memory=_size(options.get("max_memory", 0)),
        certificate=bool(options.get("certificate", False)))
    return Result(**got)


def check_loss(deal, certificate):
    """Does certificate (rows of top cards, as Result.certificate gives
    them) prove the Accordion deal lost under the any rule? Checked by
    the library's separate checker, without the solver: every row's
    every move must lead to a row of the certificate or to a dead end.
    Returns (True, '') or (False, why). Raises ValueError for text that
    is not a row of cards."""
    return _winnable.check_loss(deal, list(certificate))


def _program():
    """The `winnable` program: $WINNABLE_BIN, the one built alongside, PATH."""
    for path in (os.environ.get("WINNABLE_BIN"),
                 os.path.join(_winnable.BINDIR, "winnable")
                 if _winnable.BINDIR else None,
                 shutil.which("winnable")):
        if path and os.access(path, os.X_OK):
            return path
    raise RuntimeError("winnable: the winnable program is not installed "
                       "(set WINNABLE_BIN)")


def _run(args, options, stdin=None):
    """Run the program with args and options as long options, stdin the
    text it reads (None: nothing)."""
    for name, value in options.items():
        flag = "--" + name.replace("_", "-")
        if value is True:
            args.append(flag)
        elif value is not False and value is not None:
            args += [flag, str(value)]
    done = subprocess.run([_program()] + args, capture_output=True,
                          text=True, input=stdin if stdin is not None else "")
    if done.returncode != 0:
        raise ValueError(done.stderr.strip() or
                         "winnable exited %d" % done.returncode)
    return done.stdout


def deal(game, seed=1, index=0, **options):
    """Instance index (from 0) of seed as text `winnable deal` prints,
    which solve() reads back. Options as for `winnable deal GAME`: cards,
    contest=True (accordion), players, lines=True (hitormiss), stacks,
    cards, suits, values, premade (stacks), rows, cols, density (outlast).
    """
    return _run(["deal", game, "--seed", str(seed), "--first", str(index),
                 "--count", "1"], options)


def stats(game, deals, seed=1, threads=1, **options):
    """Win rates over deals random instances: the dict that
    `winnable stats GAME --json` prints (instances, wins, losses,
    unknowns, the Wilson interval, ...). Options as for that command:
    rule, cards, players, max_states, timeout, csv, resume=True, ...
    """
    out = _run(["stats", game, "--deals", str(deals), "--seed", str(seed),
                "--threads", str(threads), "--json", "--quiet"], options)
    return json.loads(out)


_HINT_OPTIONS = {"rule", "after", "max_states", "timeout", "limit_seconds",
                 "max_memory"}


def hint(game, text, **options):
    """Value every legal move of the one position in text (what `winnable
    hint GAME` reads for it): {move: verdict}, moves written as in proofs
    ('5>4', 'r2', 'm1>3', '2,3') in the order the command lists them,
    verdicts 'win' (the position the move leaves can still be won), 'loss'
    (proven) or 'unknown' (that move's search ran out of a limit). An empty
    dict when no move is legal.

    game is 'accordion', 'stacks' or 'outlast' (Hit or Miss has no
    choices: ValueError). Options: rule (accordion), after (moves played
    first, '3>2 5>4'; accordion, stacks), max_states, timeout (or
    limit_seconds), max_memory: limits per move. Raises ValueError for
    malformed text, an illegal move in after, or text with more than one
    instance.
    """
    unknown = set(options) - _HINT_OPTIONS
    if unknown:
        raise TypeError("hint() got unknown options: %s"
                        % ", ".join(sorted(unknown)))
    if isinstance(text, bytes):
        text = text.decode()
    out = _run(["hint", game, "--json"], options, stdin=text)
    objects = [json.loads(line) for line in out.splitlines()]
    if len(objects) != 1:
        raise ValueError("hint() reads one instance, found %d"
                         % len(objects))
    return {h["move"]: h["verdict"] for h in objects[0]["hints"]}
