"""winnable.check() against the program's `winnable check GAME INPUT
OUTPUT`: the same status and the same one line on a few hundred outputs
of every game (right ones, one answer changed, malformed, a move made
illegal), seeded; bad options as Python exceptions. WINNABLE_BIN names
the program (tests/python_test.sh sets it)."""
import os
import pathlib
import random
import subprocess
import threading

import pytest

import winnable

BIN = os.environ.get("WINNABLE_BIN", "winnable")
SWAP = {"winnable": "unwinnable", "unwinnable": "winnable", "YES": "NO",
        "NO": "YES", "POSSIBLE": "IMPOSSIBLE", "IMPOSSIBLE": "POSSIBLE"}


def small_deck_lines(seed, count):
    """Accordion deal lines from a deck of few cards: wins and losses."""
    rng = random.Random(seed)
    deck = ["2S", "2H", "3S", "3H", "4S", "5D"]
    return "".join(" ".join(rng.choice(deck)
                            for _ in range(rng.randint(2, 12))) + "\n"
                   for _ in range(count))


def program_output(game, text, args):
    return subprocess.run([BIN, game, "--moves", *args], input=text,
                          capture_output=True, text=True, check=True).stdout


def is_proof(line):
    return line and not line.startswith("Case") and \
        line.split()[0] not in SWAP


def mutate(output, rng, kind):
    """One output of 'kind' made from the right output."""
    lines = output.splitlines()
    if kind == "answer":
        k = rng.randrange(len(lines))
        while is_proof(lines[k]):
            k -= 1
        words = lines[k].split()
        if words[-1] in SWAP:
            words[-1] = SWAP[words[-1]]
        else:  # a number: Hit or Miss, Outlasting
            words[-1] = str(int(words[-1]) + rng.choice((1, -1, 7)))
        lines[k] = " ".join(words)
    elif kind == "move":
        proofs = [k for k, line in enumerate(lines) if is_proof(line)]
        if not proofs:  # every answer a loss: no move to change
            return mutate(output, rng, "malformed")
        k = rng.choice(proofs)
        words = lines[k].split()
        m = rng.randrange(len(words))
        words[m] = rng.choice(["9>1", "2>1", "3>2", "r1", "r7", "m1>2",
                               "1,1", "2,2", "9,9", "0", "12"])
        if rng.random() < 0.2:
            del words[m]
        lines[k] = " ".join(words)
    else:  # malformed
        how = rng.randrange(5)
        k = rng.randrange(len(lines))
        if how == 0:
            words = lines[k].split() or [""]
            words[rng.randrange(len(words))] = rng.choice(["x?", "Case",
                                                           "#", "-1"])
            lines[k] = " ".join(words)
        elif how == 1:
            del lines[k]
        elif how == 2:
            lines.insert(k, lines[k])
        elif how == 3:
            text = "\n".join(lines) + "\n"
            return text[:rng.randrange(len(text))]
        else:
            lines.append("junk")
    return "\n".join(lines) + "\n"


def cli_check(game, in_path, out_path, args):
    p = subprocess.run([BIN, "check", game, *args, str(in_path),
                        str(out_path)], capture_output=True)
    return p.returncode, p.stderr.decode("utf-8", "replace").rstrip("\n")


CASES = [  # game, input text, solver args, check options, their CLI form
    ("accordion", small_deck_lines(1, 40), [], {}, []),
    ("accordion", small_deck_lines(2, 40), [], {"max_states": 3},
     ["--max-states", "3"]),
    ("accordion", winnable.deal_text("accordion", seed=5, count=40, cards=8,
                                     contest=True), ["--rule", "rightmost"],
     {"rule": "rightmost"}, ["--rule", "rightmost"]),
    ("hitormiss", winnable.deal_text("hitormiss", seed=2, count=40,
                                     players=3), [], {}, []),
    ("hitormiss", winnable.deal_text("hitormiss", seed=8, count=40,
                                     players=1), [], {"max_states": 0},
     ["--max-states", "0"]),
    ("hitormiss", winnable.deal_text("hitormiss", seed=9, count=40,
                                     players=2, lines=True),
     ["--players", "2"], {"players": 2}, ["--players", "2"]),
    ("stacks", winnable.deal_text("stacks", seed=3, count=40), [], {}, []),
    ("stacks", winnable.deal_text("stacks", seed=4, count=40, stacks=4,
                                  cards=2, suits=3), [], {"timeout": 30},
     ["--timeout", "30"]),
    ("outlast", winnable.deal_text("outlast", seed=6, count=40, rows=3,
                                   cols=4), [], {"max_memory": "64M"},
     ["--max-memory", "64M"]),
    ("outlast", winnable.deal_text("outlast", seed=9, count=40, rows=2,
                                   cols=5, density=0.7), [], {}, []),
]


@pytest.mark.parametrize("game,text,solve_args,options,cli_args", CASES,
                         ids=["%s-%d" % (c[0], k) for k, c in
                              enumerate(CASES)])
def test_check_is_the_cli_check(tmp_path, game, text, solve_args, options,
                                cli_args):
    right = program_output(game, text, solve_args)
    rng = random.Random(game + str(cli_args))
    in_path = tmp_path / "in.txt"
    in_path.write_text(text)
    outputs = [right] + [mutate(right, rng, kind) for kind in
                         ["answer"] * 60 + ["move"] * 70 + ["malformed"] * 70]
    statuses = set()
    for n, out in enumerate(outputs):
        out_path = tmp_path / ("out%d.txt" % n)
        out_path.write_text(out)
        code, line = cli_check(game, in_path, out_path, cli_args)
        got = winnable.check(game, in_path, out_path, **options)
        assert (got.code, got.reason) == (code, line), out
        assert got.status == winnable._check.STATUSES[code]
        assert got.ok == (code == 0)
        if code in (1, 2):
            assert got.case == int(line.split("case ")[1].split(":")[0])
        else:
            assert got.case is None
        mem = winnable.check(game, text, out.encode(), **options)
        assert (mem.code, mem.reason) == (code, line.replace(
            str(out_path), "output").replace(str(in_path), "input"))
        statuses.add(code)
    assert {0, 2} <= statuses and (1 in statuses or 3 in statuses)


def test_sources_and_names(tmp_path):
    text = "2S 2S 2C 2C\nAS 2H\n"
    good = "winnable\n4>3 3>2 2>1\nunwinnable\n"
    assert winnable.check("accordion", text, good).reason == "ok: 2 cases"
    deals = winnable.read("accordion", text)
    assert winnable.check("accordion", deals[1], "unwinnable").ok
    path = tmp_path / "answers"
    path.write_text("winnable\n4>3 3>2 2>3\n")
    with open(path) as f:
        r = winnable.check("accordion", text.encode(), f)
    assert (r.status, r.case) == ("wrong answer", 1)
    assert r.reason == "wrong answer: case 1: " + \
        cli_check("accordion", _write(tmp_path, text), path, [])[1].split(
            "case 1: ")[1]
    r = winnable.check("accordion", "2S 1X\n", good)
    assert (r.code, r.reason) == (3, 'checker failure: bad input: input:1:4: '
                                  'expected a card like 7H, found "1X"')
    r = winnable.check("accordion", text, b"winnable\n\xff\n")
    assert r.status == "presentation error" and '"\\xff"' in r.reason


def _write(tmp_path, text):
    p = tmp_path / "in.txt"
    p.write_text(text)
    return p


def test_certificate_file(tmp_path):
    text = small_deck_lines(7, 30)
    in_path = _write(tmp_path, text)
    cert = tmp_path / "cert.txt"
    out = subprocess.run([BIN, "accordion", "--moves", "--certificate",
                          str(cert),
                          str(in_path)], capture_output=True, text=True,
                         check=True).stdout
    out_path = tmp_path / "out.txt"
    out_path.write_text(out)
    code, line = cli_check("accordion", in_path, out_path,
                           ["--certificate", str(cert)])
    # wins replay and losses are proven by the file: no search needed
    got = winnable.check("accordion", in_path, out_path, certificate=cert,
                         max_states=1)
    assert (got.code, got.reason) == (code, line) == (0, "ok: 30 cases")
    assert winnable.check("accordion", in_path, out_path,
                          max_states=1).status == "checker failure"


@pytest.mark.parametrize("options,error", [
    ({"rule": "leftmost"}, ValueError),
    ({"rule": "any", "game": "stacks"}, ValueError),
    ({"certificate": "c", "rule": "rightmost"}, ValueError),
    ({"certificate": 3}, TypeError),
    ({"players": 2}, ValueError),
    ({"players": 0, "game": "hitormiss"}, ValueError),
    ({"players": 11, "game": "hitormiss"}, ValueError),
    ({"max_states": -1}, ValueError),
    ({"max_states": 2**64}, OverflowError),
    ({"max_states": True}, TypeError),
    ({"max_states": 1.5}, TypeError),
    ({"timeout": -1}, ValueError),
    ({"timeout": float("nan")}, ValueError),
    ({"timeout": float("inf")}, ValueError),
    ({"timeout": 2e12}, ValueError),
    ({"timeout": "1"}, TypeError),
    ({"max_memory": -1}, ValueError),
    ({"max_memory": "8Q"}, ValueError),
    ({"max_memory": True}, TypeError),
    ({"game": "chess"}, ValueError),
    ({"limit": 3}, TypeError),
])
def test_bad_options(options, error):
    o = dict(options)
    game = o.pop("game", "accordion")
    with pytest.raises(error):
        winnable.check(game, "2S 2S\n", "winnable\n", **o)


def test_bad_sources():
    with pytest.raises(TypeError, match="output must be"):
        winnable.check("accordion", "2S", 3)
    with pytest.raises(FileNotFoundError):
        winnable.check("accordion", pathlib.Path("/nonexistent/x"), "")
    with pytest.raises(FileNotFoundError):
        winnable.check("accordion", "2S", "unwinnable",
                       certificate="/nonexistent/cert")
    with pytest.raises(IsADirectoryError):
        winnable.check("accordion", "2S", "unwinnable", certificate="/")


def test_players_with_a_contest_set(tmp_path):
    """An option the input shows wrong is the checker's line, as in the
    program (it is found while judging)."""
    text = winnable.deal_text("hitormiss", seed=1, count=2, players=2)
    in_path = _write(tmp_path, text)
    out_path = tmp_path / "out.txt"
    out_path.write_text("Case 1: unwinnable\n")
    code, line = cli_check("hitormiss", in_path, out_path, ["--players", "2"])
    got = winnable.check("hitormiss", in_path, out_path, players=2)
    assert (got.code, got.reason) == (code, line)
    assert got.status == "checker failure" and "--players" in got.reason


# A lost deal whose search takes over a million positions
# (bench/accordion_hard6.txt, its first): no solve can end before the
# clock is first read.
LONG_LOSS = ("5S JH 8D AH KD AC JS 6C 2S 5H 3S 4D 7S QD 9C 3D 6H TD "
             "KS 5D 3C 7D 3H 9S 2C 8S KC 9H JC AS 8C 7H TC 9D 6S AD "
             "8H JD QS 4C 6D 2D QH 4S QC TH 7C KH 2H 4H 5C TS")


def test_limits_reach_the_checker():
    """A tiny timeout is passed on exactly (0.000001 s is not 0, no
    limit): a claimed loss of a long deal cannot be decided in it."""
    deal = winnable.deal_text("accordion", seed=1, count=1, cards=52)
    r = winnable.check("accordion", LONG_LOSS + "\n", "unwinnable\n",
                       timeout=1e-6)
    assert r.status == "checker failure" and "time limit" in r.reason
    r = winnable.check("accordion", deal, "unwinnable\n", max_states=5)
    assert "states limit" in r.reason


def test_threads_judge_at_once():
    """Each thread's call gets its own line: the route is per thread."""
    text = small_deck_lines(3, 40)
    right = program_output("accordion", text, [])
    wrong = right.replace("unwinnable", "winnable", 1)
    want = {0: winnable.check("accordion", text, right).reason,
            1: winnable.check("accordion", text, wrong).reason}
    assert want[0] != want[1]
    seen = []

    def work(k):
        for _ in range(30):
            seen.append((k, winnable.check("accordion", text,
                                           (right, wrong)[k]).reason))
    threads = [threading.Thread(target=work, args=(k % 2,))
               for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(seen) == 120 and all(line == want[k] for k, line in seen)
