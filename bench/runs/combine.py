#!/usr/bin/env python3
"""combine.py: add up the chunk summaries of the long Accordion run.

    bench/runs/combine.py docs/runs docs/results.md docs/accordion-positions.svg

Reads every docs/runs/accordion-any-52-seed1-c*.json (written by
accordion_chunks.sh), checks that the chunks do not overlap, and
  - rewrites the part of docs/results.md between the lines
    <!-- BEGIN accordion-100m --> and <!-- END accordion-100m -->
    with the totals, the Wilson 95% interval (unknowns counted as losses
    for the lower end and as wins for the upper end), the chunk plan, the
    slowest deals and every unknown or loss;
  - writes an SVG of how many deals needed how many positions (log scale).
Nothing else in results.md changes.
"""
import glob
import json
import math
import os
import sys

Z = 1.959963984540054          # the 97.5% point of the normal distribution
TARGET = 100_000_000
BEGIN, END = "<!-- BEGIN accordion-100m -->", "<!-- END accordion-100m -->"


def wilson(wins, n):
    """The Wilson score interval of wins/n at 95%, as (low, high)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = p + Z * Z / (2 * n)
    spread = Z * math.sqrt(p * (1 - p) / n + Z * Z / (4 * n * n))
    scale = 1 + Z * Z / n
    return max(0.0, (centre - spread) / scale), min(1.0, (centre + spread) / scale)


def load(folder):
    chunks = []
    for path in sorted(glob.glob(os.path.join(folder, "accordion-any-52-seed1-c*.json"))):
        with open(path) as f:
            chunks.append(json.load(f))
    chunks.sort(key=lambda c: c["first"])
    for a, b in zip(chunks, chunks[1:]):
        if a["first"] + a["deals"] > b["first"]:
            sys.exit(f"chunks {a['chunk']} and {b['chunk']} overlap")
    return chunks


def totals(chunks):
    t = {"deals": 0, "wins": 0, "losses": 0, "unknowns": 0, "states": 0,
         "seconds": 0.0, "histogram": {}, "slowest": [], "unknown": [], "lost": []}
    for c in chunks:
        for key in ("deals", "wins", "losses", "unknowns", "states"):
            t[key] += c[key]
        t["seconds"] += c.get("seconds") or 0.0
        for k, n in c["states_log2_histogram"].items():
            t["histogram"][int(k)] = t["histogram"].get(int(k), 0) + n
        t["slowest"] += [dict(s, solver=c.get("solver_commit", "")[:7]) for s in c["slowest"]]
        t["unknown"] += c["unknown_indexes"]
        t["lost"] += c["loss_indexes"]
    t["slowest"].sort(key=lambda s: (-s["states"], s["index"]))
    return t


def covered(chunks):
    """The index ranges done, merged, as text."""
    spans = []
    for c in chunks:
        lo, hi = c["first"], c["first"] + c["deals"]
        if spans and spans[-1][1] == lo:
            spans[-1][1] = hi
        else:
            spans.append([lo, hi])
    return ", ".join(f"{lo:,} to {hi - 1:,}" for lo, hi in spans) or "none"


def decided(folder):
    """index -> verdict for the unknowns decided later without limits."""
    path = os.path.join(folder, "accordion-unknowns-decided.jsonl")
    if not os.path.exists(path):
        return {}
    with open(path) as f:
        rows = [json.loads(line) for line in f if line.strip()]
    return {r["index"]: r["answer"]["verdict"] for r in rows}


def rerun(folder):
    """The slowest deals decided again by one solver (accordion_slowest.sh)."""
    path = os.path.join(folder, "accordion-slowest-rerun.jsonl")
    if not os.path.exists(path):
        return []
    with open(path) as f:
        return [json.loads(line) for line in f if line.strip()]


def median(values):
    values = sorted(values)
    return values[len(values) // 2] if values else 0


def rerun_lines(rows):
    """The text on the slowest deals decided again, or nothing."""
    if not rows:
        return []
    wins = sum(r["verdict"] == "win" for r in rows)
    solvers = sorted({r["solver"] for r in rows if r["solver"]})
    top = sorted(rows, key=lambda r: (-r["states"], r["index"]))[:10]
    states, secs = [r["states"] for r in rows], [r["seconds"] for r in rows]
    lines = ["", f"Those {len(rows):,} deals (the 20 slowest of each chunk) "
             f"decided again in one run by one solver "
             f"({', '.join(solvers) or 'commit not recorded'}; "
             "`bench/runs/accordion_slowest.sh`): "
             f"{wins:,} won; positions median {median(states):,}, "
             f"max {max(states):,}; seconds median {median(secs):.3f}, "
             f"max {max(secs):.3f}. The slowest of them for that solver:", "",
             "| index | positions | seconds |", "|---:|---:|---:|"]
    lines += [f"| {r['index']:,} | {r['states']:,} | {r['seconds']:.3f} |"
              for r in top]
    return lines


def row(label, n, wins, losses, unknowns, states):
    """One line of the totals table, with the Wilson interval."""
    low, _ = wilson(wins, n)
    _, high = wilson(wins + unknowns, n)
    return (f"| {label} | {n:,} | {wins:,} | {losses:,} | {unknowns:,} | "
            f"{100 * wins / n if n else 0:.7f}% ({100 * low:.7f}% to {100 * high:.7f}%) | "
            f"{states:,} |")


def section(chunks, t, later, reruns):
    n = t["deals"]
    # the unknowns decided again without limits, by verdict
    redone = [later[i] for i in t["unknown"] if i in later]
    wins = t["wins"] + redone.count("win")
    losses = t["losses"] + redone.count("loss")
    if n >= TARGET:
        done = (f"All **{n:,}** planned deals are decided, in {len(chunks)} "
                f"chunks, indexes {covered(chunks)}.")
    else:
        done = (f"Deals decided so far: **{n:,}** of the planned {TARGET:,} "
                f"in {len(chunks)} chunks, indexes {covered(chunks)}.")
    low, _ = wilson(wins, n)
    bound = (f"Losses: {losses:,}. The Wilson 95% interval (unknowns still "
             f"open counted as losses) puts the share of lost deals below "
             f"{100 * (1 - low):.7f}%, one deal in {1 / (1 - low):,.0f}."
             if low < 1 else "")
    lines = [BEGIN, "", done, "", bound, "",
             "| | deals | wins | losses | unknowns | win rate (95% interval) | positions |",
             "|---|---:|---:|---:|---:|---|---:|",
             row("with the per-deal limit", n, t["wins"], t["losses"],
                 t["unknowns"], t["states"]),
             row("unknowns decided again without limits", n, wins, losses,
                 t["unknowns"] - len(redone), t["states"]),
             "",
             f"Wall time of all chunks: {t['seconds']:,.0f} s (two threads, at the "
             "lowest priority on a machine shared with other work, so a bound "
             "on the cost rather than a speed figure).",
             ""]
    lines += ["Slowest deals (most positions examined; `winnable deal accordion "
              "--first INDEX --count 1` prints one):", "",
              "| index | positions | seconds | solver |", "|---:|---:|---:|---|"]
    lines += [f"| {s['index']:,} | {s['states']:,} | {s['seconds']:.3f} | {s['solver']} |"
              for s in t["slowest"][:10]]
    lines += rerun_lines(reruns)
    lines += ["", "Unknowns (ran out of the per-deal limit; decided again without limits "
              "by bench/runs/accordion_unknowns.sh): "
              + (", ".join(f"{i} ({later.get(i, 'not yet decided')})" for i in t["unknown"])
                 or "none") + ".",
              "", "Losses: " + (", ".join(str(i) for i in t["lost"]) or "none") + ".",
              "", "![Positions per deal](accordion-positions.svg)", "", END]
    return "\n".join(lines)


def short(n):
    """n as a tick label: 512, 1K, 64K, 1M."""
    for unit, name in ((1 << 20, "M"), (1 << 10, "K")):
        if n >= unit:
            return f"{n // unit}{name}"
    return str(n)


def svg(t):
    """Bars: deals per power-of-two bin of positions, both axes logarithmic."""
    hist = t["histogram"]
    if not hist:
        return "<svg xmlns='http://www.w3.org/2000/svg'/>\n"
    kmin, kmax = min(hist), max(hist)
    top = math.ceil(math.log10(max(hist.values())))
    w, h, left, bottom, bar = 640, 320, 60, 40, 560 / (kmax - kmin + 1)
    out = [f"<svg xmlns='http://www.w3.org/2000/svg' width='{w}' height='{h}' "
           "font-family='sans-serif' font-size='11'>",
           f"<rect width='{w}' height='{h}' fill='white'/>",
           f"<text x='{w / 2}' y='14' text-anchor='middle'>Classic Accordion, 52 cards: "
           f"deals by positions examined ({t['deals']:,} deals)</text>"]
    plot = h - bottom - 24

    def y(count):
        # the axis starts at 10^-0.3, so that a bin of one deal still shows
        return h - bottom - plot * (math.log10(max(count, 1)) + 0.3) / (top + 0.3)

    for d in range(top + 1):
        out.append(f"<line x1='{left}' x2='{w - 20}' y1='{y(10 ** d):.1f}' y2='{y(10 ** d):.1f}' stroke='#ddd'/>")
        out.append(f"<text x='{left - 4}' y='{y(10 ** d) + 4:.1f}' text-anchor='end'>1e{d}</text>")
    for i, k in enumerate(range(kmin, kmax + 1)):
        x, n = left + i * bar, hist.get(k, 0)
        if n:
            out.append(f"<rect x='{x + 1:.1f}' y='{y(n):.1f}' width='{bar - 2:.1f}' "
                       f"height='{h - bottom - y(n):.1f}' fill='#3b6ea5'><title>"
                       f"{n:,} deals with 2^{k} to 2^{k + 1} positions</title></rect>")
        out.append(f"<text x='{x + bar / 2:.1f}' y='{h - bottom + 14}' text-anchor='middle'>{short(2 ** k)}</text>")
    out.append(f"<text x='{w / 2}' y='{h - 8}' text-anchor='middle'>positions examined "
               "(a bar from N holds the deals that took N to 2N - 1)</text>")
    out.append(f"<text transform='translate(14 {h / 2}) rotate(-90)' text-anchor='middle'>"
               "deals (log scale)</text>")
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__.strip().splitlines()[2].strip())
    folder, results, picture = sys.argv[1:]
    chunks = load(folder)
    if not chunks:
        sys.exit(f"no chunk summaries in {folder}")
    t = totals(chunks)
    text = open(results).read()
    if BEGIN not in text or END not in text:
        sys.exit(f"{results} has no {BEGIN} ... {END} section")
    head, rest = text.split(BEGIN, 1)
    tail = rest.split(END, 1)[1]
    with open(results + ".tmp", "w") as f:
        f.write(head + section(chunks, t, decided(folder), rerun(folder)) + tail)
    os.replace(results + ".tmp", results)
    with open(picture, "w") as f:
        f.write(svg(t))


if __name__ == "__main__":
    main()
