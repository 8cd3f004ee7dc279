#!/usr/bin/env bash
# rules.sh WINNABLE [big]: our Accordion family rules against PySolFC's
# own game code (issue 50). For each PySolFC game of the family,
# rules.py drives PySolFC 3.6.1's row stacks (canMoveCards,
# acceptsCards, moveMove) and the game's isGameWon, headless, and
# (a) replays every winning line `winnable accordion --rule R --moves`
#     prints for PySolFC's deals #1..#N of that game,
# (b) compares, in every position its brute force reaches, the moves
#     PySolFC accepts with those `winnable hint` lists,
# (c) compares its brute force's verdicts on small seeded rows with
#     `winnable accordion --rule R`'s.
# Any disagreement fails the test and is printed (row, position, move,
# both answers). Skips (exit 77) without the fetched repositories, as
# in CI (tree.sh).
#
# The test's sizes take a few seconds a game; `big` (bench/pysol_rules.sh)
# takes 200 deals a game (Accordion's Revenge 100, with a state limit:
# its deals are the hard ones) and thousands of rows.
set -u
winnable=${1:?usage: rules.sh WINNABLE [big]}
size=${2:-test}
# shellcheck source=tests/pysol/tree.sh
. "$(dirname "$0")/tree.sh"

# game id | preset | deals | state limit | rows | cards
if [[ $size == big ]]; then
  games='772|any|200|0|2000|8-12
773|relaxed|200|0|2000|6-9
883|23-skidoo|200|0|3000|8-12
811|revenge|100|1000000|1000|5-9
656|bayan|200|0|3000|8-13'
else
  games='772|any|50|0|200|8-11
773|relaxed|50|0|200|6-9
883|23-skidoo|20|0|200|8-11
811|revenge|10|100000|100|5-9
656|bayan|50|0|200|8-12'
fi

fail=0
while IFS='|' read -r id rule deals limit rows cards; do
  echo "== PySolFC game $id, winnable accordion --rule $rule"
  "$python" "$here/rules.py" "$tmp" "$winnable" "$id" "$rule" "$deals" \
    "$limit" "$rows" "$cards" "$id" || fail=1
done <<< "$games"
exit $fail
