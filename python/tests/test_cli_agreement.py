"""The Python module against the command-line program: the same answers,
proofs, deals, hints and statistics on a few hundred instances of every game; errors as exceptions; the GIL released while
solving. WINNABLE_BIN names the program (tests/python_test.sh sets it)."""
import json
import os
import subprocess
import threading

import pytest

import winnable

BIN = os.environ.get("WINNABLE_BIN", "winnable")
SAMPLE_STACKS = "5\n2 7 2 7 1\n2 6 4 7 4\n2 3 2 6 2\n2 4 2 10 2\n2 5 4 7 3\n"


def cli_json(game, text, *args):
    out = subprocess.run([BIN, game, "--json", *args], input=text,
                         capture_output=True, text=True, check=True).stdout
    return [json.loads(line) for line in out.splitlines()]


def cli_moves(obj):
    if "cycles" in obj:  # Hit or Miss: the proof line is the cycle count
        return [str(obj["cycles"])] if obj["verdict"] != "unknown" else []
    return obj.get("moves", [])


GAMES = [("accordion", {"cards": 18}, {}),
         ("accordion", {"cards": 12}, {"rule": "rightmost"}),
         ("hitormiss", {"players": 3}, {}),
         ("stacks", {}, {}),
         ("outlast", {"rows": 4, "cols": 5}, {})]


@pytest.mark.parametrize("game,deal_opts,solve_opts", GAMES)
def test_same_answers_as_the_cli(game, deal_opts, solve_opts):
    """A few hundred instances of every game, solved in one call of
    solve_all, against the program on the same text."""
    text = winnable.deal_text(game, seed=3, count=300, **deal_opts)
    args = ["--rule", solve_opts["rule"]] if "rule" in solve_opts else []
    want = cli_json(game, text, *args)
    got = winnable.solve_all(game, text, **solve_opts)
    assert len(got) == len(want) == 300
    for g, w in zip(got, want):
        assert g.verdict == w["verdict"]
        assert g.answer == (None if w["verdict"] == "unknown" else w["answer"])
        assert g.moves == cli_moves(w)
        assert g.states == w["states"]


@pytest.mark.parametrize("game,position", [
    ("stacks", "5\n2 7 2 7 1\n2 6 4 7 4\n2 3 2 6 2\n2 4 2 10 2\n"
               "2 5 4 7 3\n1\n3 2\n0 2 4\n"),
    ("outlast", "1\n3 4\nX.XX\n.XX.\nXX.X\n")])
def test_hint_of_other_games_is_the_cli_hint(game, position):
    out = subprocess.run([BIN, "hint", game, "--json"], input=position,
                         capture_output=True, text=True, check=True).stdout
    want = {h["move"]: h["verdict"] for h in json.loads(out)["hints"]}
    assert winnable.hint(game, position) == want


def test_hint_is_the_cli_hint():
    """hint() gives the labels of `winnable hint --json`, and a win label
    agrees with solve() on the position the move leaves (accordion)."""
    row = "2C 3S 2S 2D QD 6H 7H JD KH 7D JC 9H"
    got = winnable.hint("accordion", row)
    assert list(got) == ["3>2", "4>1", "4>3", "5>4", "7>6", "8>5", "9>6",
                         "10>7", "11>8", "12>9"]
    cards = row.split()
    for move, verdict in got.items():
        j, i = (int(p) for p in move.split(">"))
        child = cards[:]
        child[i - 1] = child[j - 1]
        del child[j - 1]
        assert winnable.solve("accordion", " ".join(child)).verdict == verdict
    assert winnable.hint("accordion", row, after="3>2")["11>8"] == "win"
    assert winnable.hint("accordion", "4\n2S 2S 2C 2C\n",
                         rule="rightmost") == {"4>1": "win", "4>3": "win"}
    assert winnable.hint("accordion", "AS") == {}
    assert winnable.hint("stacks", SAMPLE_STACKS + "1\n2 2\n0 2\n") == \
        {"r2": "win"}
    text = winnable.deal("outlast", seed=4, rows=4, cols=5)
    values = winnable.hint("outlast", text)
    want = cli_json("outlast", str(text), "--all-moves")[0]["all_moves"]
    assert values == {m["move"]: "win" if m["grundy"] == 0 else "loss"
                      for m in want}
    assert "unknown" in winnable.hint("accordion", row, max_states=1).values()
    with pytest.raises(ValueError, match="2>1"):
        winnable.hint("accordion", "2C 3S", after="2>1")
    with pytest.raises(ValueError, match="no choices"):
        winnable.hint("hitormiss", "AS 2S")
    with pytest.raises(ValueError, match="one instance"):
        winnable.hint("accordion", "AS\n2S\n")
    with pytest.raises(TypeError):
        winnable.hint("accordion", row, players=2)


def test_deal_is_what_the_cli_deals():
    want = subprocess.run([BIN, "deal", "accordion", "--seed", "7",
                           "--first", "5", "--cards", "20"],
                          capture_output=True, text=True, check=True).stdout
    assert str(winnable.deal("accordion", seed=7, index=5, cards=20)) == want
    for game, opts in [("hitormiss", ["--players", "3"]),
                       ("stacks", ["--premade", "9"]),
                       ("outlast", ["--rows", "3", "--density", "0.3"])]:
        want = subprocess.run([BIN, "deal", game, "--seed", "4", "--first",
                               "2", "--count", "5", *opts],
                              capture_output=True, text=True,
                              check=True).stdout
        kw = {o[2:]: (float(v) if "." in v else int(v))
              for o, v in zip(opts[::2], opts[1::2])}
        assert winnable.deal_text(game, seed=4, first=2, count=5, **kw) == want


def test_stats_is_the_cli_json():
    want = json.loads(subprocess.run(
        [BIN, "stats", "accordion", "--deals", "200", "--cards", "13",
         "--seed", "2", "--threads", "1", "--json", "--quiet", "--no-timing"],
        capture_output=True, text=True, check=True).stdout)
    for threads in (1, 3):
        got = winnable.stats("accordion", deals=200, seed=2, threads=threads,
                             cards=13)
        assert (got.instances, got.wins, got.losses, got.unknowns,
                got.states) == (want["instances"], want["wins"],
                                want["losses"], want["unknowns"],
                                want["states"])
        assert got.rate == pytest.approx(want["win_rate"])
        assert got.interval == pytest.approx((want["ci_low"],
                                              want["ci_high"]), abs=1e-8)
        assert [r["index"] for r in got.rows] == list(range(200))


def test_contest_text_and_cards_as_pasted():
    r = winnable.solve("accordion", "4\n2S 2S 2C 2C\n", rule="rightmost")
    assert (r.verdict, r.answer, r.moves) == ("win", "YES", ["4>3", "3>2", "2>1"])
    r = winnable.solve("accordion", "7\u2665 7\u2660 7\u2666 7\u2663")
    assert r.verdict == "win"
    r = winnable.solve("stacks", SAMPLE_STACKS + "1\n3 2\n4 1 3\n")
    assert (r.verdict, r.answer, r.moves) == ("loss", "IMPOSSIBLE", [])


def test_certificates_of_losses():
    losses = 0
    for index in range(60):
        text = winnable.deal("accordion", seed=3, index=index, cards=16)
        r = winnable.solve("accordion", text, certificate=True)
        if r.verdict == "win":
            assert r.certificate is None
            assert winnable.check_loss(text, []) [0] is False
            continue
        losses += 1
        assert winnable.check_loss(text, r.certificate) == (True, "")
        if len(r.certificate) > 1:  # every row counts
            ok, why = winnable.check_loss(text, r.certificate[1:])
            assert not ok and "of the certificate" in why
    assert losses >= 10
    r = winnable.solve("accordion", "AS 2H")  # no certificate unless asked
    assert (r.verdict, r.certificate) == ("loss", None)
    with pytest.raises(ValueError, match="row 1: 1:4: expected a card"):
        winnable.check_loss("AS 2H", ["KH 1X"])
    with pytest.raises(ValueError, match="^deal: 1:1: expected"):
        winnable.check_loss("", [])


def test_limits_give_unknown():
    r = winnable.solve("accordion", "2S 2S 2C 2C", max_states=1)
    assert (r.verdict, r.limit) == ("unknown", "states")
    board = winnable.deal("outlast", rows=60, cols=60, density=1)
    r = winnable.solve("outlast", board, max_memory="1M")
    assert (r.verdict, r.answer, r.limit) == ("unknown", None, "memory")


def test_errors():
    with pytest.raises(ValueError, match=r'^1:4: expected a card like 7H, found "1X"'):
        winnable.solve("accordion", "KH 1X")
    with pytest.raises(ValueError, match="found end of input"):
        winnable.solve("outlast", "")
    with pytest.raises(ValueError, match="one instance"):
        winnable.solve("accordion", "2S 2S\n3C 3C\n")
    with pytest.raises(ValueError, match="takes one instance, found 2"):
        winnable.solve("stacks", SAMPLE_STACKS + "2\n2 2\n0 2\n3 2\n4 1 3\n")
    with pytest.raises(ValueError, match="game must be one of"):
        winnable.solve("chess", "e4")
    with pytest.raises(ValueError, match="rule"):
        winnable.solve("accordion", "2S", rule="leftmost")
    with pytest.raises(TypeError, match="no_such"):
        winnable.solve("accordion", "2S", no_such=1)
    with pytest.raises(ValueError, match="deals"):
        winnable.stats("accordion", deals=0)


def test_the_gil_is_released_while_solving():
    """A long solve (a lost 52-card deal of bench/accordion_hard7.txt,
    about a second here, every row of its search examined) in another
    thread must leave this thread free to run Python meanwhile. Measured
    on a loaded 2-core machine: about 360,000 turns of this loop a second
    with the GIL released, under 10,000 in all with it held (the solve
    then blocks this thread but for the interpreter's forced switches)."""
    deal = ("5S JH 8D AH KD AC JS 6C 2S 5H 3S 4D 7S QD 9C 3D 6H TD KS 5D 3C 7D 3H 9S 2C 8S "
            "KC 9H JC AS 8C 7H TC 9D 6S AD 8H JD 2D 4C 6D 4S QH QS KH TS 7C QC 2H TH 5C 4H")
    result = {}
    worker = threading.Thread(target=lambda: result.update(
        r=winnable.solve("accordion", deal)))
    worker.start()
    turns = 0
    while worker.is_alive():
        turns += 1
    worker.join()
    assert result["r"].verdict == "loss"
    assert turns > 50000, "only %d turns of this thread during the solve" % turns


def test_version():
    want = subprocess.run([BIN, "--version"], capture_output=True, text=True,
                          check=True).stdout.split()[1]
    assert winnable.__version__ == want


@pytest.mark.parametrize("game,position,after", [
    ("stacks", SAMPLE_STACKS + "1\n2 2\n0 2\n", "r2"),
    ("stacks", SAMPLE_STACKS + "1\n3 2\n0 2 4\n", "r2"),
    # a card moved onto the stack emptied, then valued from there
    ("stacks", "4\n3 2 1 9 2 13 2\n3 12 2 7 2 10 1\n3 13 1 8 1 7 1\n"
     "3 12 1 9 1 4 1\n1\n4 3\n0 1 2 3\n", "r1 r1 r2 r2 r2 m1>2"),
    ("accordion", "2C 3S 2S 2D QD 6H 7H JD KH 7D JC 9H", "3>2 3>2")])
def test_hint_after_is_the_cli_hint(game, position, after):
    out = subprocess.run([BIN, "hint", game, "--json", "--after", after],
                         input=position, capture_output=True, text=True,
                         check=True).stdout
    want = {h["move"]: h["verdict"] for h in json.loads(out)["hints"]}
    assert winnable.hint(game, position, after=after) == want
    assert winnable.hint(game, position, after=after.split()) == want
    with pytest.raises(ValueError, match="^after: "):
        winnable.hint(game, position, after="r9" if game == "stacks"
                      else "9>8")


def test_outlast_grundy_and_all_moves_are_the_cli_json():
    """Result.grundy and, with all_moves=True, every first move's Grundy
    value: `winnable outlast --json --all-moves` on 200 boards."""
    text = winnable.deal_text("outlast", seed=5, count=200, rows=4, cols=6)
    ours = winnable.solve_all("outlast", text, all_moves=True)
    theirs = cli_json("outlast", text, "--all-moves")
    for r, c in zip(ours, theirs, strict=True):
        assert r.grundy == c["grundy"]
        assert r.all_moves == {m["move"]: m["grundy"] for m in c["all_moves"]}
        assert r.moves == [m for m, g in r.all_moves.items() if g == 0]
        assert (r.grundy != 0) == (r.verdict == "win")
    assert [r.all_moves for r in winnable.iter_solve(
        "outlast", text, all_moves=True)] == [r.all_moves for r in ours]
    plain = winnable.solve("outlast", "1\n2 2\nX.\n.X\n")
    assert plain.grundy == 1 and plain.all_moves is None
    with pytest.raises(ValueError, match="outlast"):
        winnable.solve("accordion", "2S 2S", all_moves=True)
