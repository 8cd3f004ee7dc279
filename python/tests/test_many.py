"""Many instances: solve_all over a contest file or deal lines, the
iterator over a file, deal() returning Instances that solve takes
back, and one spelling of verdicts and answers across games."""
import io

import pytest

import winnable

TWO_BOARDS = "2\n2 2\nX.\n.X\n1 3\nXXX\n"


def test_solve_all_one_result_per_case():
    got = winnable.solve_all("outlast", TWO_BOARDS)
    assert [r.instance.data["rows"] for r in got] == [["X.", ".X"], ["XXX"]]
    assert [r.verdict for r in got] == [
        winnable.solve("outlast", r.instance).verdict for r in got]
    lines = winnable.solve_all("accordion", "2S 2S\n3C 4H\n")
    assert [r.verdict for r in lines] == ["win", "loss"]
    with pytest.raises(ValueError, match="solve_all"):
        winnable.solve("outlast", TWO_BOARDS)


def test_iter_solve_over_a_file():
    text = winnable.deal_text("stacks", seed=2, count=25)
    it = winnable.iter_solve("stacks", io.StringIO(text))
    first = next(it)
    assert first.verdict in ("win", "loss")
    rest = list(it)
    assert [r.verdict for r in [first] + rest] == [
        r.verdict for r in winnable.solve_all("stacks", text)]


def test_deal_gives_instances_solve_takes_back():
    for game in winnable.GAMES:
        inst = winnable.deal(game, seed=4, index=1)
        assert isinstance(inst, winnable.Instance) and inst.game == game
        assert winnable.solve(game, inst).instance.data == inst.data
        assert [i.data for i in winnable.read(game, str(inst))] == [inst.data]
    batch = winnable.deals("hitormiss", seed=1, first=3, count=4, players=2)
    assert [b.data["players"] for b in batch] == [2] * 4
    assert batch[0].data == winnable.deal("hitormiss", 1, 3,
                                          players=2).data


def test_one_spelling_of_unknown():
    for game, inst, opts in [
            ("accordion", winnable.deal("accordion", cards=30), {}),
            ("outlast", winnable.deal("outlast", rows=30, cols=30), {}),
            ("accordion", "4\n2S 2S 2C 2C\n", {})]:
        r = winnable.solve(game, inst, max_states=1, **opts)
        assert (r.verdict, r.answer, r.limit) == ("unknown", None, "states")


def test_iter_solve_streams_a_file(tmp_path):
    """A file is read a case at a time: walking 3,000 cases holds a small
    part of what solving them all at once holds; from a path, from an
    open file at its position, with the answers of solve_all."""
    import tracemalloc
    text = winnable.deal_text("hitormiss", seed=5, count=3000, players=2)
    path = tmp_path / "decks.in"
    path.write_text(text)
    tracemalloc.start()
    try:
        streamed = [r.answer for r in winnable.iter_solve("hitormiss", path)]
        stream_peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.reset_peak()
        whole = [r.answer for r in winnable.solve_all("hitormiss", text)]
        whole_peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert streamed == whole and len(whole) == 3000
    assert stream_peak * 10 < whole_peak, (stream_peak, whole_peak)
    with open(path, "rb") as f:
        f.readline()  # the count: the rest are the sets, a new count...
        f.seek(0)
        assert next(winnable.iter_solve("hitormiss", f)).answer == whole[0]


def test_iter_solve_raises_at_the_bad_case():
    it = winnable.iter_solve("outlast", "2\n1 1\nX\n1 1\nQ\n")
    assert next(it).verdict == "win"
    with pytest.raises(ValueError, match="^5:1: expected"):
        next(it)
