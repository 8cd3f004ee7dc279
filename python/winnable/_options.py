"""Checking the options of the Python API with the command line's bounds.

Every public function passes its keyword options through check(); the C
extension trusts what comes out. Errors are ValueError (a value out of
range, a bad word), OverflowError (an integer past 64 bits) and TypeError
(a bool, a float or a str where an integer belongs, an unknown option).
"""
from __future__ import annotations

import math
from typing import Any, Dict, Iterable

U64 = 2**64 - 1
_SIZE_SHIFT = {"": 0, "K": 10, "M": 20, "G": 30, "T": 40}


def integer(name: str, value: Any, lo: int = 0, hi: int = U64) -> int:
    """value as an int in lo..hi; bools, floats and strs are refused."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError("%s must be an integer, not %s"
                        % (name, type(value).__name__))
    if value > U64 or value < -U64:
        raise OverflowError("%s must be between %d and %d, found %d"
                            % (name, lo, hi, value))
    if not lo <= value <= hi:
        raise ValueError("%s must be between %d and %d, found %d"
                         % (name, lo, hi, value))
    return value


def seconds(name: str, value: Any) -> float:
    """A finite, non-negative number of seconds (0: no limit)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError("%s must be a number of seconds, not %s"
                        % (name, type(value).__name__))
    if not math.isfinite(value) or value < 0:
        raise ValueError("%s must be a finite number of seconds >= 0, "
                         "found %r" % (name, value))
    return float(value)


def size(name: str, value: Any) -> int:
    """Bytes from an int or a string like '512K', '8M', '2G' (0: none)."""
    if isinstance(value, str):
        text = value.strip().upper()
        text = text[:-1] if text.endswith("B") else text
        unit = text[-1:] if text[-1:] in _SIZE_SHIFT else ""
        number = text[:len(text) - len(unit)]
        if not number.isdigit():
            raise ValueError("%s expects a size like 512M, found %r"
                             % (name, value))
        value = int(number) << _SIZE_SHIFT[unit]
    return integer(name, value)


def flag(name: str, value: Any) -> bool:
    if not isinstance(value, bool):
        raise TypeError("%s must be True or False, not %r" % (name, value))
    return value


def word(name: str, value: Any, words: Iterable[str]) -> str:
    words = tuple(words)
    if value not in words:
        raise ValueError("%s must be one of %s, not %r"
                         % (name, ", ".join(words), value))
    return value


GAMES = ("accordion", "hitormiss", "stacks", "outlast")


def game(value: Any) -> str:
    return word("game", value, GAMES)


def keywords(values: Dict[str, Any], *positional: str) -> Dict[str, Any]:
    """The keyword arguments among values (a function's locals(), taken
    first thing): every name but the positional ones, those left None
    (not given: the game's default) dropped."""
    return {k: v for k, v in values.items()
            if k not in positional and v is not None}


def limits(options: Dict[str, Any]) -> Dict[str, Any]:
    """max_states, timeout (or limit_seconds), max_memory, checked."""
    timeout = options.pop("timeout", 0)
    alias = options.pop("limit_seconds", None)
    if alias is not None:
        if timeout:
            raise TypeError("give timeout or limit_seconds, not both")
        timeout = alias
    return {"max_states": integer("max_states",
                                  options.pop("max_states", 0)),
            "timeout": seconds("timeout", timeout),
            "max_memory": size("max_memory", options.pop("max_memory", 0))}


def no_more(function: str, options: Dict[str, Any], game: str = "") -> None:
    """TypeError for options left over: unknown, or not of game."""
    if options:
        raise TypeError("%s() got %s: %s"
                        % (function, "options not of " + game if game
                           else "unknown options", ", ".join(sorted(options))))


RULES = ("any", "rightmost", "relaxed", "23-skidoo", "revenge", "bayan")
KNOBS = ("goal", "left", "right", "match", "win_piles", "pairs")
_MATCH = ("rank", "suit", "red-black", "any")


def _distances(name: str, value: Any) -> int:
    """Distances 1..16 (a list of ints, or a str '1,3' or 'none') as
    bits, bit d-1 for distance d."""
    if isinstance(value, str):
        text = value.strip()
        parts = [] if text == "none" else text.split(",")
        if not all(p.strip().isdigit() for p in parts):
            raise ValueError("%s must be distances like '1,3' or 'none', "
                             "found %r" % (name, value))
        value = [int(p) for p in parts]
    bits = 0
    for d in value:
        bits |= 1 << (integer(name, d, 1, 16) - 1)
    return bits


def _match(value: Any) -> int:
    """Match words (a list, or a str 'rank,suit') as bits."""
    words = value.split(",") if isinstance(value, str) else list(value)
    if not words:
        raise ValueError("match needs at least one of %s" % ", ".join(_MATCH))
    bits = 0
    for w in words:
        bits |= 1 << _MATCH.index(word("match", w, _MATCH))
    return bits


def accordion_rules(options: Dict[str, Any], game: str = "accordion"
                    ) -> Dict[str, Any]:
    """rule and the knobs (goal, left, right, match, win_piles, pairs)
    popped from options and checked, as the extension takes them: the
    base rule ('any' or 'rightmost') and the family's 'rules' (the
    library's checked tuple), or no 'rules' for classic Accordion."""
    from . import _winnable  # the extension checks the rules it runs
    rule = word("rule", options.pop("rule", "any"), RULES)
    knobs = {k: options.pop(k) for k in KNOBS if k in options}
    if game != "accordion":
        if knobs or rule not in ("any", "rightmost"):
            raise ValueError("the Accordion family's rules and knobs are "
                             "options of accordion, not of %s" % game)
        return {"rule": rule}
    if rule == "rightmost":
        if knobs:
            raise ValueError("rule 'rightmost' takes no %s (only the last "
                             "pile moves)" % ", ".join(sorted(knobs)))
        return {"rule": "rightmost"}
    args: Dict[str, Any] = {}
    for side in ("left", "right"):
        if side in knobs:
            args[side] = _distances(side, knobs[side])
    if "match" in knobs:
        args["match"] = _match(knobs["match"])
    if "win_piles" in knobs:
        args["win_piles"] = integer("win_piles", knobs["win_piles"], 0,
                                    100000)
    if "pairs" in knobs:
        args["pairs"] = int(flag("pairs", knobs["pairs"]))
    if "goal" in knobs:
        if not isinstance(knobs["goal"], str):
            raise TypeError("goal must be a card like 'QS', not %r"
                            % (knobs["goal"],))
        args["goal"] = knobs["goal"]
    if rule == "revenge" and "goal" not in args:
        raise ValueError("rule 'revenge' needs goal='CARD' (the card that "
                         "must be the last top)")
    if rule == "any" and not args:
        return {"rule": "any"}
    return {"rule": "any", "rules": _winnable.accordion_rules(rule, **args)}
