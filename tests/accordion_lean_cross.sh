#!/usr/bin/env bash
# accordion_lean_cross.sh WINNABLE BRUTE REDUCE LEAN: the lean exhaustive
# search of bench/accordion_lean (docs/accordion.md "A lean exhaustive
# pass") against the brute force of tests/cross and the plain search of
# bench/accordion_reduce (--stubborn 0 --dominate 0) on seeded random
# deals: small decks with repeated cards, and 18-card deals of a pack.
# On every deal the lean search's verdict must be the brute force's and
# its positions the plain search's (which numbers the deals of a file
# from 1), in each of its settings (sleep sets,
# the prefetches, tables that rehash their keys when they double); and
# its tables must have doubled, so that the rebuilds ran. With closed
# blocks (--blocks 1) its verdicts must be the brute force's, and some
# row must have been narrowed.
set -u
bin=$1 brute=$2 reduce=$3 lean=$4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
# differ WANT GOT WHAT: FAIL (with the first differences) unless the
# files WANT and GOT are the same
differ() {
  cmp -s "$1" "$2" && return
  echo "FAIL: $3:"
  diff "$1" "$2" | head -5
  fail=1
}
"$brute" gen 41 400 14 6 > "$tmp/small"
"$bin" deal accordion --seed 7 --count 300 --cards 18 > "$tmp/pack"
for set in small pack; do
  "$brute" decide any < "$tmp/$set" |
    awk '{ print NR - 1, ($1 == "winnable" ? "win" : "loss") }' > "$tmp/want"
  "$reduce" --file "$tmp/$set" --stubborn 0 --dominate 0 --each 1 |
    awk '/^[0-9]+ (win|loss) plain / { print $1 - 1, $4 }' > "$tmp/plain"
  if [ "$(wc -l < "$tmp/plain")" != "$(wc -l < "$tmp/want")" ]; then
    echo "FAIL: $set: the plain search did not decide every deal"
    fail=1
  fi
  for opt in "--sleep 0" "--sleep 1" "--sleep 1 --prefetch 0" \
    "--sleep 1 --prefetch 31" "--sleep 0 --prefetch 4" \
    "--sleep 1 --keep-hash 0"; do
    # shellcheck disable=SC2086 # the options are words
    "$lean" --file "$tmp/$set" --each 1 $opt > "$tmp/out"
    awk '/^[0-9]+ (win|loss|unknown) / { print $1, $2 }' "$tmp/out" > "$tmp/got"
    differ "$tmp/want" "$tmp/got" \
      "$set $opt: verdicts differ from the brute force's"
    awk '/^[0-9]+ (win|loss|unknown) / { print $1, $3 }' "$tmp/out" > "$tmp/pos"
    differ "$tmp/plain" "$tmp/pos" \
      "$set $opt: positions differ from the plain search's"
    doubled=$(awk '/^[0-9]+ / { d += $12 } END { print d + 0 }' "$tmp/out")
    if [ "$set" = pack ] && [ "$doubled" = 0 ]; then
      echo "FAIL: $set $opt: no table ever doubled"
      fail=1
    fi
  done
  # closed blocks from the first position: the same verdicts, and they
  # narrow some rows
  "$lean" --file "$tmp/$set" --each 1 --blocks 1 --block-start 0 --sleep 1 \
    > "$tmp/out"
  awk '/^[0-9]+ (win|loss|unknown) / { print $1, $2 }' "$tmp/out" > "$tmp/got"
  differ "$tmp/want" "$tmp/got" \
    "$set --blocks 1: verdicts differ from the brute force's"
  narrowed=$(awk '/^[0-9]+ / { d += $19 } END { print d + 0 }' "$tmp/out")
  if [ "$narrowed" = 0 ]; then
    echo "FAIL: $set --blocks 1: no row was narrowed"
    fail=1
  fi
done
[ "$fail" = 0 ] && echo "accordion_lean: verdicts and positions agree"
exit "$fail"
