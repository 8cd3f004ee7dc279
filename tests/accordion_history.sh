#!/usr/bin/env bash
# accordion_history.sh WINNABLE: a deal's answer, its positions
# included, does not depend on what the context solved before it, which
# --threads T relies on (which deals share a context depends on T).
# Deals 82 and 188 of `deal accordion --cards 28 --seed 5` are both long
# searches; the first leaves its tables' memory behind, and 188 solved
# after it in one run must print what it prints alone (a rule that read
# the tables' bytes, not their rows, once gave 452,904 positions there
# against 451,769).
set -u
bin=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$bin" deal accordion --cards 28 --seed 5 --count 188 > "$tmp/deals" || exit 1
sed -n 188p "$tmp/deals" > "$tmp/alone"
sed -n '82p;188p' "$tmp/deals" > "$tmp/after"
strip() { sed 's/,"seconds":[0-9.e+-]*//; s/"case":[0-9]*,//'; }
alone=$("$bin" accordion --json "$tmp/alone" | strip)
after=$("$bin" accordion --json "$tmp/after" | tail -n 1 | strip)
case $alone in *'"states":'*) ;; *) echo "FAIL: no answer: $alone"; exit 1 ;; esac
if [ "$alone" != "$after" ]; then
  echo "FAIL: deal 188 after deal 82 differs from deal 188 alone"
  echo "alone: $(echo "$alone" | grep -o '"verdict".*')"
  echo "after: $(echo "$after" | grep -o '"verdict".*')"
  exit 1
fi
echo "accordion history: deal 188 prints the same after deal 82"
