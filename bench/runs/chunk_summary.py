#!/usr/bin/env python3
"""chunk_summary.py: one chunk of a long `winnable stats` run, summarised.

Reads the JSON line `stats --json` printed and the per-instance CSV of the
same run, and prints one JSON object: the counts, the run's identity, a
histogram of positions examined per deal (bins [2^k, 2^(k+1)), key k), the
slowest deals by positions, and the index of every unknown. The counts are
taken from the CSV and checked against the JSON line, so a summary is only
written when both agree.
"""
import argparse
import csv
import json
import sys

SLOWEST = 20


def read_rows(path):
    """Yield (index, verdict, states, seconds) for every CSV row."""
    with open(path, newline="") as f:
        lines = (line for line in f if not line.startswith("#"))
        for row in csv.DictReader(lines):
            yield (int(row["index"]), row["verdict"], int(row["states"]),
                   float(row["seconds"]))


def summarise(args):
    stats = json.load(open(args.summary))
    counts = {"win": 0, "loss": 0, "unknown": 0}
    histogram = {}
    slowest = []          # (states, index, seconds), kept sorted, short
    unknowns, losses = [], []
    seen = 0
    for index, verdict, states, seconds in read_rows(args.rows):
        if not args.first <= index < args.first + args.deals:
            sys.exit(f"row index {index} outside the chunk")
        seen += 1
        counts[verdict] += 1
        k = max(states, 1).bit_length() - 1
        histogram[k] = histogram.get(k, 0) + 1
        if verdict == "unknown":
            unknowns.append(index)
        elif verdict == "loss":
            losses.append(index)
        if len(slowest) < SLOWEST or states > slowest[-1][0]:
            slowest.append((states, index, seconds))
            slowest.sort(key=lambda t: (-t[0], t[1]))
            del slowest[SLOWEST:]
    if seen != args.deals:
        sys.exit(f"{seen} rows for a chunk of {args.deals}")
    expect = (stats["wins"], stats["losses"], stats["unknowns"])
    if (counts["win"], counts["loss"], counts["unknown"]) != expect:
        sys.exit(f"CSV counts {counts} differ from the summary {expect}")
    return {
        "game": "accordion", "rule": "any", "cards": 52, "seed": 1,
        "chunk": args.chunk, "first": args.first, "deals": args.deals,
        "limit_seconds": args.limit_seconds, "threads": args.threads,
        "solver": args.version, "solver_commit": args.commit,
        "wins": counts["win"], "losses": counts["loss"],
        "unknowns": counts["unknown"], "states": stats["states"],
        "seconds": stats.get("seconds"),
        "states_log2_histogram": {str(k): histogram[k]
                                  for k in sorted(histogram)},
        "slowest": [{"index": i, "states": s, "seconds": t}
                    for s, i, t in slowest],
        "unknown_indexes": unknowns, "loss_indexes": losses,
    }


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    for name in ("chunk", "first", "deals", "threads"):
        p.add_argument("--" + name, type=int, required=True)
    p.add_argument("--limit-seconds", type=float, required=True)
    p.add_argument("--commit", default="")
    for name in ("version", "summary", "rows"):
        p.add_argument("--" + name, required=True)
    json.dump(summarise(p.parse_args()), sys.stdout, indent=1)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
