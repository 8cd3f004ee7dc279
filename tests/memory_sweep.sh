#!/usr/bin/env bash
# memory_sweep.sh WINNABLE: every --max-memory from 0 to 12,000 bytes in
# steps of 24 (72 with WN_TEST_QUICK=1, under the sanitizers), on inputs of three instances for every game (issue 9).
# A cap can run out anywhere in a solve, and the next instance reuses
# the context, so each run must end in answers (exit 0) or a clear
# refusal (exit 1 or 2 with a message), never a crash: a cap in
# 2,360..2,608 once crashed the second Accordion deal.
set -u
bin=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
"$bin" deal accordion --count 3 --cards 18 --seed 4 > "$tmp/acc" || exit 1
"$bin" deal outlast --count 3 --rows 6 --cols 7 --density 0.7 > "$tmp/out" || exit 1
"$bin" deal stacks --count 3 > "$tmp/stk" || exit 1
for _ in 1 2; do # the deal of the crash, twice
  echo "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AH 2H 3H 4H 5H" >> "$tmp/acc"
done
runs=0
step=24; [ "${WN_TEST_QUICK:-0}" = 1 ] && step=72
for m in $(seq 0 "$step" 12000); do
  for args in "accordion --moves $tmp/acc" \
              "accordion --rule rightmost --moves $tmp/acc" \
              "outlast --json --all-moves $tmp/out" "stacks --moves $tmp/stk"; do
    # shellcheck disable=SC2086
    "$bin" $args --max-memory "$m" > "$tmp/o" 2> "$tmp/e"
    st=$?
    runs=$((runs + 1))
    if [ "$st" -gt 2 ] || { [ "$st" -ne 0 ] && [ ! -s "$tmp/e" ]; }; then
      echo "FAIL: $args --max-memory $m: exit $st"; head -5 "$tmp/e"
      fail=1
    fi
  done
done
echo "$runs runs"
exit $fail
