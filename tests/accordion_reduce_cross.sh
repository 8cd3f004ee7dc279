#!/usr/bin/env bash
# accordion_reduce_cross.sh WINNABLE BRUTE REDUCE: the verdicts of
# bench/accordion_reduce (closed-block stubborn sets and rows below a
# loss, docs/accordion.md "Tried and left out") against the brute force
# of tests/cross on seeded random deals: small decks with repeated cards
# and 16-card deals of a pack. On every deal the plain search's verdict
# must be the brute force's and the reduced search's the plain one's
# ("verdicts differ: 0"), and both reductions must have fired; the
# goal-directed stubborn sets (--stubborn 3) and the first move played
# alone (--first 2) must agree too.
set -u
bin=$1 brute=$2 reduce=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
"$brute" gen 37 600 14 6 > "$tmp/small"
"$bin" deal accordion --seed 5 --count 150 --cards 16 > "$tmp/pack"
for set in small pack; do
  "$brute" decide any < "$tmp/$set" > "$tmp/$set.want"
  "$reduce" --file "$tmp/$set" --each 1 --stubborn 1 --dominate 1 \
    > "$tmp/$set.out"
  grep -E '^[0-9]+ (win|loss) ' "$tmp/$set.out" |
    awk '{ print ($2 == "win" ? "winnable" : "unwinnable") }' > "$tmp/$set.got"
  if ! cmp -s "$tmp/$set.want" "$tmp/$set.got"; then
    echo "FAIL: $set: the plain search's verdicts are not the brute force's"
    diff "$tmp/$set.want" "$tmp/$set.got" | head -5
    fail=1
  fi
  if ! grep -q 'verdicts differ: 0$' "$tmp/$set.out"; then
    echo "FAIL: $set: the reduced search's verdicts differ:"
    grep 'differ' "$tmp/$set.out" | head -5
    fail=1
  fi
  read -r narrowed dominated <<< "$(awk '/^rows narrowed/ { print $3 + 0, $NF }' \
    "$tmp/$set.out")"
  if [ "${narrowed:-0}" = 0 ] || [ "${dominated:-0}" = 0 ]; then
    echo "FAIL: $set: a reduction never fired (narrowed ${narrowed:-?}," \
      "below a loss ${dominated:-?})"
    fail=1
  fi
done
# goal-directed stubborn sets (they leave out no move on such deals,
# docs/accordion.md) and the first move played alone: the same verdicts,
# and the latter fires
for opt in "--stubborn 3" "--stubborn 0 --first 2"; do
  # shellcheck disable=SC2086 # the options are two words each
  "$reduce" --file "$tmp/small" $opt > "$tmp/more.out"
  if ! grep -q 'verdicts differ: 0$' "$tmp/more.out"; then
    echo "FAIL: $opt: the reduced search's verdicts differ"
    fail=1
  fi
done
if ! awk '/^rows narrowed/ { exit !($3 + 0 > 0) }' "$tmp/more.out"; then
  echo "FAIL: --first 2 never played the first move alone"
  fail=1
fi
[ "$fail" = 0 ] && echo "accordion_reduce: verdicts agree with the brute force"
exit "$fail"
