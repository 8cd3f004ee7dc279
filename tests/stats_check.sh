#!/usr/bin/env bash
# stats_check.sh WINNABLE GAME "STATS OPTS" "DEAL OPTS" "SOLVE OPTS"
#
# Checks "winnable stats GAME" as a whole on a few hundred instances:
#  1. --threads 1, 2 and 3 print the same summary (plain and --json) and
#     write the same CSV rows apart from the seconds column;
#  2. --resume from a CSV cut after some rows, in the middle of a line,
#     gives the same summary and rows as the full run; resuming a
#     finished CSV decides nothing new;
#  3. every instance's verdict and state count agree with the
#     single-instance command: winnable deal GAME | winnable GAME --json.
set -u
bin=$1 game=$2 sopts=$3 dopts=$4 vopts=$5
n=${WN_STATS_N:-300} seed=3 first=7
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
stats() { "$bin" stats "$game" $sopts --deals $n --seed $seed --first $first \
            --quiet --no-timing "$@"; }
rows() { tail -n +3 "$1" | cut -d, -f1-3; }

for t in 1 2 3; do
  stats --threads $t --csv "$tmp/t$t.csv" > "$tmp/out$t" || {
    echo "FAIL: stats --threads $t exited $?"; exit 1; }
  stats --threads $t --json > "$tmp/json$t" || exit 1
  rows "$tmp/t$t.csv" > "$tmp/rows$t"
done
for t in 2 3; do
  cmp -s "$tmp/out1" "$tmp/out$t" ||
    { echo "FAIL: --threads $t summary differs"; diff "$tmp/out1" "$tmp/out$t"; fail=1; }
  cmp -s "$tmp/json1" "$tmp/json$t" ||
    { echo "FAIL: --threads $t json differs"; fail=1; }
  cmp -s "$tmp/rows1" "$tmp/rows$t" ||
    { echo "FAIL: --threads $t csv rows differ"; diff "$tmp/rows1" "$tmp/rows$t" | head; fail=1; }
done
[ "$(wc -l < "$tmp/rows1")" -eq "$n" ] || { echo "FAIL: csv does not hold $n rows"; fail=1; }

# 2. resume: keep the two header lines, 1/3 of the rows and half a line
keep=$((n / 3 + 2))
head -n $keep "$tmp/t1.csv" > "$tmp/cut.csv"
sed -n "$((keep + 1))p" "$tmp/t1.csv" | head -c 5 >> "$tmp/cut.csv"
stats --threads 2 --csv "$tmp/cut.csv" --resume > "$tmp/resumed" ||
  { echo "FAIL: --resume exited $?"; fail=1; }
cmp -s "$tmp/out1" "$tmp/resumed" ||
  { echo "FAIL: resumed summary differs"; diff "$tmp/out1" "$tmp/resumed"; fail=1; }
rows "$tmp/cut.csv" | cmp -s - "$tmp/rows1" ||
  { echo "FAIL: resumed csv rows differ from a full run"; fail=1; }
cp "$tmp/t1.csv" "$tmp/done.csv"
stats --csv "$tmp/done.csv" --resume > "$tmp/again" &&
  cmp -s "$tmp/out1" "$tmp/again" && cmp -s "$tmp/t1.csv" "$tmp/done.csv" ||
  { echo "FAIL: resuming a finished csv changed something"; fail=1; }

# 3. the single-instance command on each dealt instance
"$bin" deal "$game" $dopts --seed $seed --first $first --count $n |
  "$bin" "$game" $vopts --json > "$tmp/single" ||
  { echo "FAIL: deal | $game --json exited $?"; fail=1; }
sed -n 's/.*"verdict":"\([a-z]*\)".*"states":\([0-9]*\).*/\1,\2/p' "$tmp/single" |
  awk -F, -v f=$first '{ print f + NR - 1 "," $0 }' > "$tmp/single_rows"
cmp -s "$tmp/single_rows" "$tmp/rows1" ||
  { echo "FAIL: stats rows differ from the single-instance command";
    diff "$tmp/single_rows" "$tmp/rows1" | head; fail=1; }
wins=$(grep -c '"verdict":"win"' "$tmp/single")
grep -qx "wins       $wins" "$tmp/out1" ||
  { echo "FAIL: single-instance command counts $wins wins"; fail=1; }
[ $fail -eq 0 ] && echo "stats $game $sopts: threads, resume and single-instance agree ($wins wins of $n)"
exit $fail
