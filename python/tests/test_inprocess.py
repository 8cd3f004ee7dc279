"""Everything runs in this process: with no program on PATH and no
WINNABLE_BIN, deal, stats, hint and the checkers still work; threads
calling at once get the answers they get one at a time."""
import concurrent.futures

import pytest

import winnable


@pytest.fixture
def no_program(monkeypatch):
    monkeypatch.setenv("PATH", "/nonexistent")
    monkeypatch.delenv("WINNABLE_BIN", raising=False)


def test_no_program_needed(no_program):
    inst = winnable.deal("accordion", seed=5, index=3, cards=10)
    assert len(inst.data["cards"].split()) == 10
    s = winnable.stats("hitormiss", 50, players=2, threads=2)
    assert s.wins + s.losses == 50 and s.unknowns == 0
    assert winnable.hint("accordion", "2S 2S 2C 2C") == {
        "2>1": "win", "3>2": "win", "4>1": "win", "4>3": "win"}
    r = winnable.solve("accordion", "2S 2S 2C 2C")
    assert winnable.check_line("2S 2S 2C 2C", r.moves) == (True, "")
    ok, why = winnable.check_line("2S 2S 2C 2C", ["2>1"])
    assert not ok and why


def test_check_line_refuses_illegal_moves():
    ok, why = winnable.check_line("2S 3H", ["2>1"])
    assert not ok and "2>1" in why


def test_hint_after_and_its_errors():
    assert winnable.hint("accordion", "2S 3S 2C", after="2>1") == {}
    with pytest.raises(ValueError, match="after"):
        winnable.hint("accordion", "2S 3H", after=["2>1"])
    with pytest.raises(ValueError, match="^after: "):
        winnable.hint("accordion", "2S 3S", after="2-1")


def test_threads_agree_with_one_at_a_time():
    items = winnable.deals("accordion", seed=9, count=40, cards=20)
    alone = [winnable.solve("accordion", i) for i in items]
    with concurrent.futures.ThreadPoolExecutor(4) as pool:
        together = list(pool.map(lambda i: winnable.solve("accordion", i),
                                 items))
    assert [(r.verdict, r.moves, r.states) for r in together] == \
        [(r.verdict, r.moves, r.states) for r in alone]
