#!/usr/bin/env bash
# accordion_cli_cross.sh WINNABLE CHECK_MOVES BRUTE_TOOL: end-to-end check
# of `winnable accordion` under both rules.
#  - random deals from `winnable deal accordion` (K = 8, 12, 18 cards;
#    30 and 52 under the any rule, where restarts run) and
#    small-alphabet deals with repeats from the brute tool go through
#    `winnable accordion --moves`; accordion_check_moves replays every
#    move line from scratch and matches answers to deals;
#  - the verdicts must equal the brute force's, losses included (for 18
#    cards only the first 400 deals: the brute force needs ~7 ms a deal);
#  - wins and losses must both occur in the any-rule runs and in the
#    small-alphabet runs (random distinct cards almost never win under
#    the rightmost rule, so those runs may be all losses).
set -u
bin=$1 check=$2 brute=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0

run() { # run NAME RULE DEALFILE BRUTE_DEALS BOTH_ANSWERS(0/1)
  # BRUTE_DEALS: how many leading deals to compare with the brute force
  # (DEALFILE holds one deal per line, no comments).
  local name=$1 rule=$2 deals=$3 nbrute=$4 both=$5
  "$bin" accordion --rule="$rule" --moves "$deals" > "$tmp/moves"
  local status=$?
  if [ $status != 0 ]; then
    echo "FAIL $name: winnable accordion --moves exited $status"; fail=1; return
  fi
  if ! summary=$("$check" "$rule" "$deals" "$tmp/moves"); then
    echo "FAIL $name: move check"; fail=1; return
  fi
  if [ "$nbrute" -gt 0 ]; then
    # The answer lines of the --moves output (move lines never match).
    grep -E '^(winnable|unwinnable|unknown)$' "$tmp/moves" |
      head -n "$nbrute" > "$tmp/got"
    if ! head -n "$nbrute" "$deals" | "$brute" decide "$rule" > "$tmp/want"; then
      echo "FAIL $name: the brute force failed"; fail=1; return
    fi
    if ! cmp -s "$tmp/got" "$tmp/want"; then
      echo "FAIL $name: verdicts differ from the brute force (< winnable, > brute force)"
      diff "$tmp/got" "$tmp/want" | head -5
      fail=1; return
    fi
    summary="$summary; verdicts of $(wc -l < "$tmp/want") match the brute force"
  fi
  # Both answers must occur, or the check proves little.
  [ "$both" = 1 ] && case $summary in
    *" 0 winnable"*|*" 0 unwinnable"*)
      echo "FAIL $name: degenerate sample: $summary"; fail=1; return ;;
  esac
  echo "ok $name: $summary"
}

"$bin" deal accordion --seed 2024 --count 2000 --cards 8 > "$tmp/d8"
"$bin" deal accordion --seed 2024 --count 2000 --cards 12 > "$tmp/d12"
"$bin" deal accordion --seed 2024 --count 2000 --cards 18 > "$tmp/d18"
"$brute" gen 5 3000 14 8 > "$tmp/small"
for rule in any rightmost; do
  both=$([ "$rule" = any ] && echo 1 || echo 0)
  run "$rule/deal-8" "$rule" "$tmp/d8" 2000 "$both"
  run "$rule/deal-12" "$rule" "$tmp/d12" 2000 "$both"
  run "$rule/deal-18" "$rule" "$tmp/d18" 400 "$both"
  run "$rule/small-alphabet" "$rule" "$tmp/small" 3000 1
done
# Deals of 25 cards or more go through the restarting search (any rule):
# no brute force reaches them, but every winning line is replayed.
"$bin" deal accordion --seed 2024 --count 500 --cards 30 > "$tmp/d30"
"$bin" deal accordion --seed 2024 --count 300 --cards 52 > "$tmp/d52"
run "any/deal-30" any "$tmp/d30" 0 0
run "any/deal-52" any "$tmp/d52" 0 0
exit $fail
