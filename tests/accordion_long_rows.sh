#!/usr/bin/env bash
# accordion_long_rows.sh WINNABLE CHECK_MOVES: issue 22 item 6, easy but
# long Accordion deals must not eat memory with the square of the row.
# 100,000 copies of AS (won by any line of play) and a 20,000-card row
# of alternating AS 2S ... (all one suit) must be won under
# --max-memory 100M (the search of 1.0 held 784 MB for 10,000 cards and
# ended 'unknown' here), and every printed line of moves must replay
# with the independent checker.
set -u
bin=$1 check=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
awk 'BEGIN { for (i = 0; i < 100000; i++) printf "AS%s", i < 99999 ? " " : "\n" }' \
  > "$tmp/deals"
awk 'BEGIN { split("AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS", c, " ");
  for (i = 0; i < 20000; i++) printf "%s%s", c[i % 13 + 1], i < 19999 ? " " : "\n" }' \
  >> "$tmp/deals"
if ! "$bin" accordion --max-memory 100M --moves "$tmp/deals" > "$tmp/out" \
    2> "$tmp/err"; then
  echo "FAIL: winnable accordion exited $? ($(head -c 200 "$tmp/err"))"
  fail=1
fi
verdicts=$(grep -cx winnable "$tmp/out")
if [ "$verdicts" != 2 ]; then
  echo "FAIL: want 2 'winnable', got: $(grep -v '>' "$tmp/out" | head -3)"
  fail=1
elif ! "$check" any "$tmp/deals" "$tmp/out"; then
  echo "FAIL: a line of moves does not replay"
  fail=1
fi
[ $fail = 0 ] && echo "ok: long easy rows won within 100M and replayed"
exit $fail
