#!/usr/bin/env bash
# solvitaire.sh WINNABLE: `winnable accordion` against Solvitaire
# (github:thecharlieblake/Solvitaire, the research solver written by
# others) on every Accordion variant both express: 40 seeded deals of 16
# to 20 cards each, and every verdict must be win or loss on both sides
# and the same. A deal either side leaves undecided fails too: at this
# size both decide in a few seconds at most.
#
# The Solvitaire binary comes from $WINNABLE_SOLVITAIRE, else
# /work/solvitaire-build/solvitaire (docs/performance.md says how it is
# built); without one the test skips (exit 77), as in CI.
#
# Solvitaire takes its rules and each deal as JSON: the rules name the
# row size, the distances (L1, R3, ...) and the matching tops
# ("build policies", any of which may hold); a deal is the row left to
# right, rank T written 10. The conversion below is ours.
#
# Some variants are lost or won whatever the deal, so their lines check
# that both search every row alike before they say so, or that both read
# the policy alike: without a distance of 1 no row of two or more cards
# is won, the last move joining two neighbours ("left-2,3"); under suit
# alone (rank alone) a pile's top keeps its suit (rank), so only a row
# of one suit (rank) is won; any two tops meeting at distance 1 always
# win ("any").
set -u -o pipefail
win=${1:?usage: solvitaire.sh WINNABLE}
sol=${WINNABLE_SOLVITAIRE:-/work/solvitaire-build/solvitaire}
[[ -x $sol ]] || { echo "skipped: no Solvitaire binary at $sol"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# name | winnable options | Solvitaire moves | Solvitaire policies
variants='classic||"L1","L3"|"same-rank","same-suit"
relaxed|--rule relaxed|"L1","L3","R1","R3"|"same-rank","same-suit"
left-2,3|--left 2,3|"L2","L3"|"same-rank","same-suit"
left-2,3-right-1|--left 2,3 --right 1|"L2","L3","R1"|"same-rank","same-suit"
right-1,2|--left 1 --right 2|"L1","R2"|"same-rank","same-suit"
suit|--match suit|"L1","L3"|"same-suit"
rank|--match rank|"L1","L3"|"same-rank"
red-black|--match red-black|"L1","L3"|"red-black"
red-black-or-rank|--match red-black,rank|"L1","L3"|"red-black","same-rank"
any|--match any|"L1","L3"|"any-suit"'

fails=0 seed=50
while IFS='|' read -r name opts moves pols; do
  seed=$((seed + 1))
  for k in 16 17 18 19 20; do
    "$win" deal accordion --seed "$seed" --first $((k * 8)) --count 8 \
      --cards "$k" >> "$tmp/$name.deals" || exit 1
  done
  # shellcheck disable=SC2086  # the options are words on purpose
  "$win" accordion --json $opts "$tmp/$name.deals" > "$tmp/$name.json" || {
    echo "FAIL $name: winnable accordion $opts exited $?"
    fails=$((fails + 1))
    continue
  }
  i=0
  while read -r deal; do
    i=$((i + 1))
    n=$(wc -w <<< "$deal")
    printf '{"foundations":{"present":false},"tableau piles":{"count":0},'\
'"accordion":{"size":%d,"moves":[%s],"build policies":[%s]}}\n' \
      "$n" "$moves" "$pols" > "$tmp/rules.json"
    awk '{ printf "{\"accordion\":["
           for (i = 1; i <= NF; i++) {
             c = $i; if (substr(c, 1, 1) == "T") c = "10" substr(c, 2)
             printf "%s\"%s\"", (i > 1 ? "," : ""), c }
           print "]}" }' <<< "$deal" > "$tmp/deal.json"
    sv=$(timeout 60 "$sol" --custom-rules "$tmp/rules.json" \
      "$tmp/deal.json" 2> /dev/null < /dev/null |
      sed -n 's/^Solution Type: //p')
    case $sv in
      solved) sv=win ;;
      unsolvable) sv=loss ;;
      *) sv="undecided (${sv:-no answer})" ;;
    esac
    wv=$(sed -n "${i}p" "$tmp/$name.json" |
      grep -o '"verdict":"[a-z]*"' | cut -d'"' -f4)
    if [[ $wv != "$sv" || ( $wv != win && $wv != loss ) ]]; then
      echo "FAIL $name deal $i: winnable ${wv:-nothing}, Solvitaire $sv: $deal"
      fails=$((fails + 1))
    fi
  done < "$tmp/$name.deals"
  echo "$name: $i deals, $(grep -c '"verdict":"win"' "$tmp/$name.json") won"
done <<< "$variants"
[[ $fails -eq 0 ]] || { echo "$fails failures"; exit 1; }
echo "all verdicts agree"
