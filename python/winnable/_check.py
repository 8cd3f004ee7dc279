"""winnable.check(): the contest checker of `winnable check GAME INPUT
OUTPUT`, run in this process by the library's own checker code (the
check room, compiled into the extension) on the two texts in memory.

The options become the command line's (checked here first, so a bad one
raises ValueError, OverflowError or TypeError instead of a checker
failure); the result is the checker's exit status and its one line.
"""
from __future__ import annotations

import dataclasses
import decimal
import os
from typing import Any, Optional, Tuple, Union

from . import _options as opt
from . import _winnable

#: testlib's exit codes, by status word
STATUSES = ("ok", "wrong answer", "presentation error", "checker failure")
_MAX_TIMEOUT = 1e12  # the command line's bound on a number of seconds


@dataclasses.dataclass(frozen=True)
class CheckResult:
    """What `winnable check` says about an output.

    status  'ok', 'wrong answer', 'presentation error' or 'checker
            failure'
    code    its testlib exit code: 0, 1, 2 or 3
    reason  the checker's one line, as it prints it on stderr
            ('wrong answer: case 2: expected NO, found YES')
    case    the case a wrong answer or presentation error names (from
            1), else None
    """
    status: str
    code: int
    reason: str
    case: Optional[int] = None

    @property
    def ok(self) -> bool:
        """True when the output is accepted (code 0)."""
        return self.code == 0


def _file(source: Any, default: str, what: str) -> Tuple[bytes, str]:
    """The bytes of source and the name the line shows for it: a str
    or bytes is the text itself, shown as default; a path (os.PathLike)
    is read and shown as given; a file is read from where it stands."""
    if isinstance(source, str):
        return source.encode(), default
    if isinstance(source, (bytes, bytearray, memoryview)):
        return bytes(source), default
    if isinstance(source, os.PathLike):
        with open(source, "rb") as f:
            return f.read(), os.fsdecode(source)
    if hasattr(source, "read"):
        data = source.read()
        name = getattr(source, "name", None)
        return (data.encode() if isinstance(data, str) else bytes(data),
                name if isinstance(name, str) else default)
    if hasattr(source, "game") and hasattr(source, "text"):  # an Instance
        return source.text.encode(), default
    raise TypeError("%s must be a text, bytes, a path or a file, not %s"
                    % (what, type(source).__name__))


def _seconds_text(value: float) -> str:
    """value in the command line's number syntax, digits and a point."""
    return format(decimal.Decimal(repr(value)), "f")


def _args(game: str, rule: Any, certificate: Any, players: Any,
          max_states: Any, timeout: Any, max_memory: Any) -> list:
    """The command line's options for these values, checked."""
    args = []
    if players is not None:
        if game != "hitormiss":
            raise ValueError("players is an option of hitormiss, not %s"
                             % game)
        args += ["--players", str(opt.integer("players", players, 1, 10))]
    if rule is not None or certificate is not None:
        if game != "accordion":
            raise ValueError("rule and certificate are options of "
                             "accordion, not %s" % game)
    if rule is not None:
        args += ["--rule", opt.word("rule", rule, opt.RULES)]
    if certificate is not None:
        if rule == "rightmost":
            raise ValueError("certificates are for the any rule")
        if not isinstance(certificate, (str, os.PathLike)):
            raise TypeError("certificate must be a path, not %s"
                            % type(certificate).__name__)
        with open(certificate, "rb"):  # OSError here, as for input
            pass                         # and output, not a bare failure
        args += ["--certificate", os.fsdecode(certificate)]
    if max_states is not None:
        args += ["--max-states", str(opt.integer("max_states", max_states))]
    if timeout is not None:
        t = opt.seconds("timeout", timeout)
        if t > _MAX_TIMEOUT:
            raise ValueError("timeout must be at most %g seconds, found %r"
                             % (_MAX_TIMEOUT, timeout))
        args += ["--timeout", _seconds_text(t)]
    if max_memory is not None:
        args += ["--max-memory", str(opt.size("max_memory", max_memory))]
    return args


def check(game: str, input: Any, output: Any, *,
          rule: Optional[str] = None,
          certificate: Union[str, "os.PathLike[str]", None] = None,
          players: Optional[int] = None,
          max_states: Optional[int] = None,
          timeout: Optional[float] = None,
          max_memory: Union[int, str, None] = None) -> CheckResult:
    """Judge output, what a program printed for the contest input of
    game, exactly as `winnable check GAME INPUT OUTPUT` does: every
    answer must be right and every proof (move list) must replay to a
    win. input and output are each a text (str or bytes, shown as
    'input' and 'output' in the reason), a path (os.PathLike, shown as
    given) or an open file. Options as the command line's: rule
    ('any', 'rightmost') and certificate (a path: judge each claimed
    loss whose deal has a block there by that block) for accordion,
    players (1..10, for deck lines; a contest set with it is a checker
    failure) for hitormiss;
    max_states, timeout (seconds) and max_memory (bytes or '8M') bound
    the solver calls that decide claims without a proof (None: the
    command line's defaults), and a claim they cannot decide is a
    checker failure. Returns a CheckResult. Bad options raise
    ValueError (or TypeError, OverflowError) before anything is judged,
    and a file that cannot be read OSError (FileNotFoundError ...);
    a malformed input is a checker failure, as in the command line.
    Runs with the GIL released; Ctrl-C raises KeyboardInterrupt."""
    game = opt.game(game)
    args = _args(game, rule, certificate, players, max_states, timeout,
                 max_memory)
    in_bytes, in_name = _file(input, "input", "input")
    out_bytes, out_name = _file(output, "output", "output")
    code, line, case = _winnable.check(game, in_bytes, out_bytes, args,
                                       in_name, out_name)
    return CheckResult(STATUSES[code], code,
                       line.decode("utf-8", "replace"), case or None)
