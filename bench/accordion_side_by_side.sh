#!/usr/bin/env bash
# accordion_side_by_side.sh OLD_BUILD NEW_BUILD [ROUNDS]: the classic
# Accordion solver of two build trees (each with winnable and
# bench/accordion_bench) side by side, in one run, the two alternating
# ROUNDS times (default 3):
#  - random 52-card deals (seed 1, 1,000 deals): callgrind's instruction
#    count of the whole accordion_bench run, and accordion_bench's
#    seconds per deal (median, p99) each round;
#  - each bench/accordion_hard*.txt: the CPU (user + system) and peak
#    resident memory of `winnable accordion --json FILE` in a process of
#    its own, each round; the deals whose verdicts differ are counted.
# The figures to read: instructions within 10%, median and p99 within
# 10% (a build older than this script times wall clock there, so run on
# a quiet machine), hard sets' CPU in all, the peak under 256 MB. For
# each deal against the plain search see accordion_hard_bench.sh.
# Figures only: it never passes or fails.
set -u
use="usage: accordion_side_by_side.sh OLD_BUILD NEW_BUILD [ROUNDS]"
old=${1:?$use}
new=${2:?$use}
rounds=${3:-3}
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

echo "== random 52-card deals, seed 1, 1,000 (accordion_bench)"
for b in old new; do
  dir=${!b}
  ir=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null \
    "$dir/bench/accordion_bench" --cards 52 --count 1000 --seed 1 2>&1 |
    grep -o 'Collected : [0-9]*' | grep -o '[0-9]*$')
  echo "$b: callgrind $ir instructions"
done
for r in $(seq "$rounds"); do
  for b in old new; do
    dir=${!b}
    line=$("$dir/bench/accordion_bench" --cards 52 --count 1000 --seed 1 |
      grep -E '/deal' | head -1)
    echo "round $r $b: $line"
  done
done

echo "== hard sets (winnable accordion --json FILE, one process a set)"
for f in "$here"/accordion_hard*.txt; do
  name=$(basename "$f" .txt)
  for r in $(seq "$rounds"); do
    for b in old new; do
      dir=${!b}
      /usr/bin/time -f "%U %S %M" -o "$tmp/time" \
        "$dir/winnable" accordion --json "$f" > "$tmp/$b.json"
      read -r user sys kb < "$tmp/time"
      grep -o '"verdict":"[a-z]*"' "$tmp/$b.json" > "$tmp/$b.v"
      awk -v n="$name" -v r="$r" -v b="$b" -v u="$user" -v s="$sys" \
        -v kb="$kb" 'BEGIN { printf "%s round %s %s: cpu %.2f s  peak %.0f MB\n",
          n, r, b, u + s, kb / 1024 }'
    done
    echo "$name round $r: $(paste "$tmp/old.v" "$tmp/new.v" |
      awk '$1 != $2' | wc -l) verdicts differ"
  done
done
