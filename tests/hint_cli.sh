#!/usr/bin/env bash
# hint_cli.sh WINNABLE CHECK_MOVES: end-to-end checks of `winnable hint`.
#
# 1. outlast: on 300 random boards of several shapes, `hint outlast
#    --json` gives every move with the Grundy value `outlast --json
#    --all-moves` gives it, labelled win exactly when that value is 0,
#    and the plain output says the same labels.
# 2. accordion: on 300 random 12-card deals and 300 rows of 2..12 tops
#    with repeats (few ranks and suits, as mid-game rows) per rule, `hint accordion
#    --moves` prints one continuation line per win label, in order; each
#    move followed by its continuation is replayed from the deal by
#    accordion_check_moves (rules coded in the test suite, not the
#    library), so every claimed win is won; and the position's verdict
#    (some move wins) is that of `winnable accordion`.
set -u
bin=$1 check=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0

for shape in "3 4 0.6" "5 5 0.5" "6 7 0.4" "1 9 0.7" "8 8 0.3"; do
  set -- $shape
  "$bin" deal outlast --seed 18 --count 60 --rows $1 --cols $2 \
    --density $3 > "$tmp/boards.in" || { echo "FAIL: deal outlast"; exit 1; }
  "$bin" hint outlast --json "$tmp/boards.in" > "$tmp/hint.json" &&
  "$bin" hint outlast "$tmp/boards.in" > "$tmp/hint.txt" &&
  "$bin" outlast --json --all-moves "$tmp/boards.in" > "$tmp/all.json" ||
    { echo "FAIL: outlast $shape: a command failed"; fail=1; continue; }
  python3 - "$tmp/hint.json" "$tmp/hint.txt" "$tmp/all.json" <<'PY' ||
import json, sys
hint = [json.loads(l) for l in open(sys.argv[1])]
text = open(sys.argv[2]).read().split("\n")[:-1]
full = [json.loads(l) for l in open(sys.argv[3])]
assert len(hint) == len(full) == len(text), "case counts differ"
moves = 0
for h, t, f in zip(hint, text, full):
    want = [(m["move"], m["grundy"]) for m in f["all_moves"]]
    got = [(m["move"], m["grundy"]) for m in h["hints"]]
    assert got == want, "case %d: %s != %s" % (h["case"], got, want)
    labels = ["%s:%s" % (m, "win" if g == 0 else "loss") for m, g in want]
    assert [m["move"] + ":" + m["verdict"] for m in h["hints"]] == labels
    assert t == " ".join(labels), "case %d text: %r" % (h["case"], t)
    assert h["verdict"] == f["verdict"] and h["grundy"] == f["grundy"]
    moves += len(want)
assert moves > 0
PY
  { echo "FAIL: outlast boards $shape"; fail=1; }
done

for rule in any rightmost; do
  "$bin" deal accordion --seed 18 --count 300 --cards 12 > "$tmp/deals"
  python3 - >> "$tmp/deals" <<'PY'
import random
r = random.Random(18)
for _ in range(300):
    ranks = r.sample("A23456789TJQK", r.randint(2, 5))
    suits = r.sample("SHDC", r.randint(1, 4))
    print(" ".join(r.choice(ranks) + r.choice(suits)
                   for _ in range(r.randint(2, 12))))
PY
  "$bin" hint accordion --rule=$rule --moves "$tmp/deals" > "$tmp/hints" ||
    { echo "FAIL: hint accordion --rule=$rule"; fail=1; continue; }
  "$bin" accordion --rule=$rule "$tmp/deals" > "$tmp/verdicts"
  # one answer per (deal, win move): "winnable" and move + continuation
  python3 - "$tmp/deals" "$tmp/hints" "$tmp/verdicts" "$tmp/d2" "$tmp/a2" <<'PY' ||
import sys
deals = open(sys.argv[1]).read().split("\n")[:-1]
lines = open(sys.argv[2]).read().split("\n")[:-1]
verdicts = open(sys.argv[3]).read().split("\n")[:-1]
d2, a2 = open(sys.argv[4], "w"), open(sys.argv[5], "w")
k = wins = losses = 0
for deal, verdict in zip(deals, verdicts):
    labels = lines[k].split() if lines[k] else []
    k += 1
    won = [l[:-4] for l in labels if l.endswith(":win")]
    losses += sum(l.endswith(":loss") for l in labels)
    assert all(l.endswith((":win", ":loss")) for l in labels), labels
    for m in won:
        head, _, rest = lines[k].partition(":")
        assert head == m, "deal %r: continuation of %s expected, got %r" % (deal, m, lines[k])
        d2.write(deal + "\n")
        a2.write("winnable\n" + " ".join([m] + rest.split()) + "\n")
        k += 1
        wins += 1
    want = "winnable" if won or len(deal.split()) == 1 else "unwinnable"
    assert verdict == want, "deal %r: %s, hint says %s" % (deal, verdict, want)
assert k == len(lines), "extra lines"
assert wins >= 20 and losses >= 20, (wins, losses)
PY
  { echo "FAIL: hint accordion --rule=$rule: layout or verdicts"; fail=1; continue; }
  "$check" $rule "$tmp/d2" "$tmp/a2" ||
    { echo "FAIL: hint accordion --rule=$rule: a win line does not win"; fail=1; }
done
[ $fail -eq 0 ] && echo "hint cli: outlast values and accordion lines check"
exit $fail
