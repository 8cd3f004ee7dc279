#!/usr/bin/env bash
# accordion_family_cli.sh WINNABLE: the Accordion family through every
# command that judges or repeats a verdict. For each preset and a
# custom set of knobs, on 80 random 10-card deals: every proof and
# every certificate that "winnable accordion" prints passes "winnable
# check" under the same rules, a broken certificate does not, --threads
# prints what one thread prints, hint finds a winning move exactly where
# the deal is winnable (deals of more piles than win), and the classic
# checker rejects the relaxed proofs that move right. Revenge's goal
# read from a deal's "# goal CARD" gives the verdicts of --goal CARD.
set -u
bin=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0

"$bin" deal accordion --cards 10 --seed 11 --count 80 > "$tmp/plain"
# for revenge: each deal's fifth card is its goal
awk '{print $0 " # goal " $5}' "$tmp/plain" > "$tmp/goals"

# one_rule NAME DEALS ARGS...: the round trips above on the deals of
# file DEALS under the rules ARGS
one_rule() {
  local name=$1; cp "$2" "$tmp/deals"; shift 2
  "$bin" accordion "$@" --moves --certificate "$tmp/cert.$name" \
    "$tmp/deals" > "$tmp/out.$name" ||
    { echo "FAIL: $name: accordion exits $?"; fail=1; return; }
  local wins losses
  wins=$(grep -c '^winnable$' "$tmp/out.$name")
  losses=$(grep -c '^unwinnable$' "$tmp/out.$name")
  echo "$name: $wins wins, $losses losses"
  if [ $((wins + losses)) -ne 80 ] || [ "$wins" -eq 0 ] || [ "$losses" -eq 0 ]
  then
    echo "FAIL: $name: want 80 decided deals, both verdicts"; fail=1
  fi
  "$bin" check accordion "$@" --certificate "$tmp/cert.$name" \
    "$tmp/deals" "$tmp/out.$name" 2> "$tmp/err" ||
    { echo "FAIL: $name: check: $(cat "$tmp/err")"; fail=1; }
  "$bin" accordion "$@" --moves --threads 3 "$tmp/deals" > "$tmp/threads"
  cmp -s "$tmp/threads" "$tmp/out.$name" ||
    { echo "FAIL: $name: --threads 3 prints otherwise"; fail=1; }
  local hinted
  hinted=$("$bin" hint accordion "$@" "$tmp/deals" | grep -c ':win')
  [ "$hinted" -eq "$wins" ] ||
    { echo "FAIL: $name: hint finds $hinted won deals, accordion $wins"
      fail=1; }
  # every block cut down to its deal: a loss that needed rows is unproven
  awk '/^lost /{print; n=0; next} /^#/{print; next} n++ == 0' \
    "$tmp/cert.$name" > "$tmp/broken"
  if cmp -s "$tmp/broken" "$tmp/cert.$name"; then
    echo "FAIL: $name: no certificate row to break"; fail=1
  else
    "$bin" check accordion "$@" --certificate "$tmp/broken" \
      "$tmp/deals" "$tmp/out.$name" 2> "$tmp/err"
    [ $? -eq 1 ] && grep -q 'certificate does not prove' "$tmp/err" ||
      { echo "FAIL: $name: a broken certificate: $(cat "$tmp/err")"
        fail=1; }
  fi
}

one_rule revenge "$tmp/goals" --rule revenge
one_rule skidoo "$tmp/plain" --rule 23-skidoo
one_rule bayan "$tmp/plain" --rule bayan
one_rule custom "$tmp/plain" --left 1,2 --match red-black
one_rule relaxed "$tmp/plain" --rule relaxed

# relaxed proofs that move a pile right are not classic proofs
if grep -Eq '(^| )([0-9]+)>([0-9]+)' "$tmp/out.relaxed" &&
   "$bin" check accordion "$tmp/deals" "$tmp/out.relaxed" 2> /dev/null; then
  echo "FAIL: the classic checker accepts relaxed proofs"; fail=1
fi

# revenge: the goal of a deal's comment is the goal of --goal
deal=$(head -1 "$tmp/deals")
for card in $deal; do
  by_comment=$(echo "$deal # goal $card" | "$bin" accordion --rule revenge)
  by_option=$(echo "$deal" | "$bin" accordion --rule revenge --goal "$card")
  [ "$by_comment" = "$by_option" ] ||
    { echo "FAIL: goal $card: comment $by_comment, --goal $by_option"
      fail=1; }
done
exit $fail
