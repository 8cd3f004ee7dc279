#!/bin/sh
# compare_old_new.sh OLD NEW [DIR]: run two builds of winnable on the same
# generated inputs and count the cases whose output differs (JSON with
# the "seconds" field masked, and --moves). Inputs: Accordion deals of
# 2..63 and 64..120 cards under the rightmost rule, half of them rewritten
# to mostly hearts (long searches, as in Codeforces 208B), also under
# --max-states (unknowns and their best lines); Hit or Miss
# contest files of 1..10 players (bench/hitormiss_contest.sh). Prints
# figures; a difference is reported, not failed on.
set -eu
old=$1 new=$2 dir=${3:-$(mktemp -d)}
here=$(dirname "$0")
mask() { sed 's/"seconds":[0-9.e+-]*/"seconds":0/'; }
: > "$dir/acc.txt"
for k in $(seq 2 63) 70 90 120; do
  "$new" deal accordion --seed 21 --count 40 --cards "$k" >> "$dir/acc.txt"
done
# every other line: all suits hearts except one card in eight
awk 'NR % 2 == 0 { for (i = 1; i <= NF; i++) if (i % 8) sub(/.$/, "H", $i) } { print }' \
  "$dir/acc.txt" > "$dir/acc2.txt"
acc=$(wc -l < "$dir/acc2.txt")
for args in "--json" "--moves" "--json --max-states 7" "--json --max-states 500"; do
  # shellcheck disable=SC2086
  "$old" accordion --rule rightmost $args "$dir/acc2.txt" | mask > "$dir/o1"
  # shellcheck disable=SC2086
  "$new" accordion --rule rightmost $args "$dir/acc2.txt" | mask > "$dir/o2"
  echo "accordion rightmost $args: $acc deals, $(diff "$dir/o1" "$dir/o2" | grep -c '^<' || true) differ"
done
sets=0 differ=0
for seed in 1 2 3 4 5; do
  sh "$here/hitormiss_contest.sh" "$new" 3000 "$seed" > "$dir/hm.in"
  for args in "" "--moves" "--json"; do
    # shellcheck disable=SC2086
    "$old" hitormiss $args "$dir/hm.in" | mask > "$dir/o1"
    # shellcheck disable=SC2086
    "$new" hitormiss $args "$dir/hm.in" | mask > "$dir/o2"
    differ=$((differ + $(diff "$dir/o1" "$dir/o2" | grep -c '^<' || true)))
  done
  sets=$((sets + 3000))
done
echo "hitormiss (plain, --moves, --json): $sets sets, $differ output lines differ"
# reader: a bad value at 200 places of a 3,000-set file (past buffer
# refills, after line breaks): the same message, line and column
sh "$here/hitormiss_contest.sh" "$new" 3000 7 | tr ' ' '\n' | awk 'NR % 11 == 0 { printf "%s\n", $0; next } { printf "%s ", $0 }' > "$dir/hm7.in"
bad=0
for k in $(seq 1 200); do
  line=$((k * 97 % $(wc -l < "$dir/hm7.in") + 1))
  awk -v L="$line" -v K="$k" 'NR == L { n = split($0, f, " "); f[(K % n) + 1] = (K % 3 ? "14" : "0x"); s = f[1]; for (i = 2; i <= n; i++) s = s " " f[i]; print s; next } { print }' "$dir/hm7.in" > "$dir/bad.in"
  s1=0 s2=0
  "$old" hitormiss "$dir/bad.in" > "$dir/o1" 2> "$dir/e1" || s1=$?
  "$new" hitormiss "$dir/bad.in" > "$dir/o2" 2> "$dir/e2" || s2=$?
  if [ $s1 -ne $s2 ] || ! cmp -s "$dir/o1" "$dir/o2" || ! cmp -s "$dir/e1" "$dir/e2"; then bad=$((bad + 1)); fi
done
echo "hitormiss reader: 200 files with one bad value, $bad differ (output, message or exit status)"
