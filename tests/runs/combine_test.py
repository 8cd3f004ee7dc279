#!/usr/bin/env python3
"""combine_test.py: bench/runs/combine.py on made-up chunk summaries.

    python3 tests/runs/combine_test.py bench/runs/combine.py

Checks the totals, the Wilson interval against its closed form at 100%
(n / (n + z^2)), unknowns counted both ways and decided later, the text
outside the markers left alone, overlapping chunks refused, and the
picture (well-formed SVG, one bar per non-empty bin). Exit 0 on success.
"""
import json
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

Z2 = 1.959963984540054 ** 2


def chunk(folder, c, first, deals, wins, unknowns=(), hist=None):
    summary = {
        "chunk": c, "first": first, "deals": deals, "wins": wins,
        "losses": deals - wins - len(unknowns), "unknowns": len(unknowns),
        "states": 100 * deals, "seconds": 1.5,
        "solver_commit": "0123456789abcdef",
        "states_log2_histogram": hist or {"6": deals},
        "slowest": [{"index": first, "states": 1000 + c, "seconds": 0.01}],
        "unknown_indexes": list(unknowns),
        "loss_indexes": [first + 1] if deals - wins - len(unknowns) else [],
    }
    name = f"accordion-any-52-seed1-c{c:04d}.json"
    with open(os.path.join(folder, name), "w") as f:
        json.dump(summary, f)


def run(script, folder, results, picture):
    return subprocess.run([sys.executable, script, folder, results, picture],
                          capture_output=True, text=True)


def main():
    script = sys.argv[1]
    with tempfile.TemporaryDirectory() as tmp:
        runs = os.path.join(tmp, "runs")
        os.mkdir(runs)
        results, picture = os.path.join(tmp, "r.md"), os.path.join(tmp, "p.svg")
        with open(results, "w") as f:
            f.write("before\n<!-- BEGIN accordion-100m -->\nold\n"
                    "<!-- END accordion-100m -->\nafter\n")
        chunk(runs, 0, 0, 60, 60, hist={"5": 10, "7": 50})
        chunk(runs, 1, 60, 40, 39, unknowns=(77,))
        r = run(script, runs, results, picture)
        assert r.returncode == 0, r.stderr
        text = open(results).read()
        assert text.startswith("before\n<!-- BEGIN") and text.endswith(
            "<!-- END accordion-100m -->\nafter\n"), text
        assert "old" not in text
        assert "**100** of the planned" in text and "0 to 99" in text, text
        # one unknown: the interval runs from wilson(99) to wilson(100)
        low100 = 100 / (100 + Z2)
        assert "| with the per-deal limit | 100 | 99 | 0 | 1 | 99.0000000% (" in text
        assert f"to 100.0000000%) | 10,000 |" in text
        assert "77 (not yet decided)" in text
        # the unknown decided: a win, and the interval's low end is n/(n+z^2)
        with open(os.path.join(runs, "accordion-unknowns-decided.jsonl"), "w") as f:
            f.write(json.dumps({"index": 77, "answer": {"verdict": "win"}}) + "\n")
        r = run(script, runs, results, picture)
        assert r.returncode == 0, r.stderr
        text = open(results).read()
        want = (f"| unknowns decided again without limits | 100 | 100 | 0 | 0 | "
                f"100.0000000% ({100 * low100:.7f}% to 100.0000000%)")
        assert want in text, (want, text)
        assert f"below {100 * (1 - low100):.7f}%" in text, text
        assert "77 (win)" in text and "Losses: none." in text
        # the slowest deals, most positions first, with the solver's commit
        assert text.index("| 60 | 1,001 |") < text.index("| 0 | 1,000 |")
        assert "| 0123456 |" in text
        # the picture: one bar per non-empty bin (5, 6, 7), and a title
        svg = ET.parse(picture).getroot()
        bars = [e for e in svg.iter("{http://www.w3.org/2000/svg}rect")
                if e.get("fill") != "white"]
        assert len(bars) == 3, len(bars)
        assert "100 deals" in "".join(svg.itertext())
        # the slowest deals decided again by one solver
        with open(os.path.join(runs, "accordion-slowest-rerun.jsonl"), "w") as f:
            for i, st, sec in ((0, 500, 0.25), (60, 900, 0.5), (61, 100, 0.75)):
                f.write(json.dumps({"index": i, "verdict": "win", "states": st,
                                    "seconds": sec, "solver": "abc1234"}) + "\n")
        r = run(script, runs, results, picture)
        assert r.returncode == 0, r.stderr
        text = open(results).read()
        assert ("Those 3 deals (the 20 slowest of each chunk) decided again in "
                "one run by one solver (abc1234;") in text, text
        assert "3 won; positions median 500, max 900; seconds median 0.500, " \
               "max 0.750." in text, text
        assert text.index("| 60 | 900 | 0.500 |") < text.index("| 0 | 500 | 0.250 |")
        # overlapping chunks are refused and nothing is written
        chunk(runs, 2, 90, 20, 20)
        before = open(results).read()
        r = run(script, runs, results, picture)
        assert r.returncode != 0 and "overlap" in r.stderr, r
        assert open(results).read() == before
    print("combine.py: totals, intervals, unknowns, picture, overlap: ok")


if __name__ == "__main__":
    main()
