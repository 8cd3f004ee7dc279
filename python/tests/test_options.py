"""Options are checked with the command line's bounds: out of range is
ValueError, past 64 bits OverflowError, the wrong type (a bool where a
number belongs) TypeError; nothing is wrapped or read as 'no limit'."""
import math

import pytest

import winnable

DEAL = "2S 2S 2C 2C"


@pytest.mark.parametrize("options,error", [
    ({"max_states": 2**64 + 1}, OverflowError),
    ({"max_states": 2**64}, OverflowError),
    ({"max_states": -1}, ValueError),
    ({"max_states": True}, TypeError),
    ({"max_states": 1.5}, TypeError),
    ({"timeout": math.nan}, ValueError),
    ({"timeout": math.inf}, ValueError),
    ({"timeout": -1}, ValueError),
    ({"timeout": True}, TypeError),
    ({"timeout": "1"}, TypeError),
    ({"max_memory": -1}, ValueError),
    ({"max_memory": True}, TypeError),
    ({"max_memory": "8X"}, ValueError),
    ({"players": 0}, ValueError),
    ({"players": 11}, ValueError),
    ({"certificate": 1}, TypeError),
    ({"threads": 2}, TypeError),  # one solve runs on one thread
    ({"rule": "leftmost"}, ValueError),
    ({"no_such": 1}, TypeError),
])
def test_bad_solve_options(options, error):
    with pytest.raises(error):
        winnable.solve("accordion", DEAL, **options)


def test_sizes_as_ints_or_strings():
    for size in (1 << 20, "1M", "1024K", "1mb"):
        r = winnable.solve("accordion", DEAL, max_memory=size)
        assert r.verdict == "win"
    assert winnable._options.size("m", "8M") == 8 << 20


@pytest.mark.parametrize("game,options,error", [
    ("accordion", {"cards": 0}, ValueError),
    ("accordion", {"cards": 10**9}, ValueError),
    ("accordion", {"contest": "yes"}, TypeError),
    ("hitormiss", {"players": 11}, ValueError),
    ("outlast", {"rows": 200, "cols": 200}, ValueError),
    ("outlast", {"density": 1.5}, ValueError),
    ("outlast", {"density": math.nan}, ValueError),
    ("stacks", {"stacks": 0}, ValueError),
    ("stacks", {"stacks": 3, "cards": 20, "suits": 1, "values": 2},
     ValueError),
    ("accordion", {"help": True}, TypeError),
])
def test_bad_deal_options(game, options, error):
    with pytest.raises(error):
        winnable.deal(game, **options)


def test_deal_refuses_flags_as_text_and_bad_seeds():
    with pytest.raises(ValueError):
        winnable.deal("--help")
    with pytest.raises(TypeError):
        winnable.deal("accordion", seed="1")
    with pytest.raises(OverflowError):
        winnable.deal("accordion", seed=2**64)
    with pytest.raises(ValueError):
        winnable.deal("accordion", index=-1)


def test_errors_speak_python():
    with pytest.raises(ValueError, match=r"^cards must be between 1 and \d+"):
        winnable.deal("accordion", cards=0)
    with pytest.raises(ValueError, match="^threads must be between 1 and"):
        winnable.stats("accordion", 10, threads=0)


PUBLIC = ["solve", "solve_all", "iter_solve", "hint", "deal", "deals",
          "deal_text", "stats", "check"]


@pytest.mark.parametrize("name", PUBLIC)
def test_options_are_named_and_typed(name):
    """Every option is a keyword an editor can complete, annotated: no
    **options catch-all."""
    import inspect
    sig = inspect.signature(getattr(winnable, name))
    kinds = [p.kind for p in sig.parameters.values()]
    assert inspect.Parameter.VAR_KEYWORD not in kinds, sig
    assert inspect.Parameter.KEYWORD_ONLY in kinds, sig
    assert all(p.annotation is not inspect.Parameter.empty
               for p in sig.parameters.values()), sig


def test_an_option_of_another_game_is_refused():
    with pytest.raises(TypeError, match="not of accordion: rows"):
        winnable.deal("accordion", rows=3)
    with pytest.raises(TypeError, match="unexpected keyword"):
        winnable.solve("accordion", DEAL, no_such=1)
