#!/usr/bin/env bash
# accordion_threads.sh WINNABLE DEALS: "winnable accordion --threads T"
# on climbed hard deals (DEALS: deal 8, lost, and deals 9 and 12, won,
# of bench/accordion_hard6.txt; every search passes the helpers' start)
# and on random 30-card deals: the verdicts of T = 1, 2, 3 are the same,
# every proof replays and every certificate passes "check accordion
# --certificate", and the output and certificate of T = 2 and T = 3 are
# the same on three runs (two with WN_TEST_QUICK=1, under the sanitizers).
set -u
bin=$1 hard=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0

grep -v '^#' "$hard" | sed -n '8p;9p;12p' > "$tmp/deals"
"$bin" deal accordion --cards 30 --seed 37 --count 40 >> "$tmp/deals"
for t in 1 2 3; do
  "$bin" accordion --threads "$t" --moves --certificate "$tmp/cert$t" \
    "$tmp/deals" > "$tmp/out$t" || { echo "FAIL: --threads $t exits $?"; fail=1; }
  grep -Ex 'winnable|unwinnable|unknown' "$tmp/out$t" > "$tmp/verdicts$t"
  if ! "$bin" check accordion --certificate "$tmp/cert$t" "$tmp/deals" \
      "$tmp/out$t" > "$tmp/check$t" 2>&1; then
    echo "FAIL: --threads $t: check: $(head -c 300 "$tmp/check$t")"; fail=1
  fi
done
grep -q unwinnable "$tmp/verdicts1" || { echo "FAIL: no loss among the deals"; fail=1; }
for t in 2 3; do
  cmp -s "$tmp/verdicts1" "$tmp/verdicts$t" ||
    { echo "FAIL: --threads $t: verdicts differ from --threads 1"; fail=1; }
done
# the searches share losses at barriers: output and certificate (rows in
# the order they are pooled) are the same on every run
runs="a b c"; [ "${WN_TEST_QUICK:-0}" = 1 ] && runs="a b"
for t in 2 3; do
  for run in $runs; do
    "$bin" accordion --threads "$t" --json --certificate "$tmp/c$t$run" \
      "$tmp/deals" | sed 's/"seconds":[0-9.e+-]*//' > "$tmp/json$t$run"
  done
  for run in ${runs#a }; do
    cmp -s "$tmp/json${t}a" "$tmp/json$t$run" ||
      { echo "FAIL: --threads $t: runs a and $run differ"; fail=1; }
    cmp -s "$tmp/c${t}a" "$tmp/c$t$run" ||
      { echo "FAIL: --threads $t: certificates of runs a and $run differ"; fail=1; }
  done
done
exit $fail
