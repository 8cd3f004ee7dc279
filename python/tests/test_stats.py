"""stats(): progress a tqdm loop can take (calls of update(n) adding up
to the deals decided), an exception from progress that stops the run,
and a repr() that stays one line whatever the number of deals."""
import pytest

import winnable


class Bar:
    """What stats() needs of tqdm: update(n)."""

    def __init__(self):
        self.n, self.calls = 0, 0

    def update(self, n):
        assert n > 0
        self.n += n
        self.calls += 1


def test_progress_adds_up_to_the_deals():
    bar = Bar()
    s = winnable.stats("accordion", 400, cards=20, threads=2,
                       progress=bar.update)
    assert bar.n == s.instances == s.requested == 400 and s.complete
    plain = winnable.stats("accordion", 400, cards=20, threads=1)
    assert [(r["index"], r["verdict"]) for r in s.rows] == \
        [(r["index"], r["verdict"]) for r in plain.rows]


def test_progress_that_raises_stops_the_run():
    def progress(n):
        raise ZeroDivisionError("from progress")
    with pytest.raises(ZeroDivisionError, match="from progress"):
        winnable.stats("accordion", 10**7, cards=20, threads=2,
                       progress=progress)


def test_keyboard_interrupt_from_progress_keeps_the_deals():
    seen = []

    def progress(n):
        seen.append(n)
        if sum(seen) >= 50:
            raise KeyboardInterrupt
    with pytest.raises(winnable.Interrupted) as e:
        winnable.stats("accordion", 10**7, cards=20, threads=2,
                       progress=progress)
    s = e.value.stats
    assert isinstance(e.value, KeyboardInterrupt)
    assert 50 <= s.instances < s.requested and not s.complete
    assert "interrupted after %d of 10000000" % s.instances in repr(s)


def test_progress_must_be_callable():
    with pytest.raises(TypeError):
        winnable.stats("accordion", 10, progress=3)


def test_repr_is_a_summary():
    rows = [{"index": i, "verdict": "win" if i % 3 else "loss",
             "states": 7, "seconds": 0.0} for i in range(100000)]
    big = winnable.Stats("accordion", 1, 0, 100000, 66666, 33334, 0, 700000,
                         12.5, rows, 100000)
    text = repr(big)
    assert len(text) < 300 and "\n" not in text
    assert "instances=100000" in text and "rate=0.666660" in text
    s = winnable.stats("accordion", 300, cards=14)
    assert repr(s).startswith("Stats(game='accordion'") and len(repr(s)) < 300
