#!/usr/bin/env bash
# oracle.sh WINNABLE: `winnable deal accordion|hitormiss --pysol` against
# PySolFC itself (issue 50). PySolFC's own Python code (oracle.py) deals
# the same numbers of every game it ships of the Accordion family and
# Hit or Miss, and the lines must be equal, goal cards included.
#
# Needs the fetched repositories of PySolFC and pysol_cards (tree.sh
# says which, and skips with exit 77 without them, as in CI).
#
# Numbers: each generator's ranges and their edges. LC (1..31999, msN):
# the first 400, the last below 32000, ms numbers across 2^31 (draws
# with bit 15 set) and 2^32 (the 16-bit draws), the last ms numbers. The
# Mersenne Twister: from 32000, across 2^32 and 2^64 (a seed of one,
# two, three 32-bit words), the last 20-digit numbers, and 40 numbers of
# the range PySolFC draws its random games from (10^16 .. 10^20).
set -u
winnable=${1:?usage: oracle.sh WINNABLE}
# shellcheck source=tests/pysol/tree.sh
. "$(dirname "$0")/tree.sh"

ranges=(1:400 31600:400 ms2147483548:200 ms4294967196:200
        ms8589934492:100 32000:200 4294967196:200
        18446744073709551516:200 99999999999999999900:100)
# PySolFC's random game numbers: 17 to 20 digits
for n in $("$python" -c 'import random
r = random.Random(50)
print(*(r.randrange(10**16, 10**20) for _ in range(40)))'); do
  ranges+=("$n:5")
done

fail=0 total=0
check() { # check GAME_ID DEAL_ALL WINNABLE-ARGS...: every range, both ways
  local id=$1 all=$2
  shift 2
  "$python" "$here/oracle.py" "$tmp" "$id" "$all" "${ranges[@]}" > "$tmp/want" ||
    { echo "oracle.py failed for game $id"; fail=1; return; }
  : > "$tmp/got"
  for r in "${ranges[@]}"; do
    "$winnable" deal "$@" --pysol "${r%:*}" --count "${r#*:}" >> "$tmp/got"
  done
  if ! cmp -s "$tmp/want" "$tmp/got"; then
    echo "game $id (winnable deal $*): PySolFC and winnable differ:"
    diff "$tmp/want" "$tmp/got" | head -6
    fail=1
  fi
  total=$((total + $(wc -l < "$tmp/want")))
  echo "game $id, $(wc -l < "$tmp/want") deals: $*"
}
check 772 0 accordion
check 773 1 accordion --rule relaxed
check 883 0 accordion --rule 23-skidoo
check 811 0 accordion --rule revenge
check 811 1 accordion --rule revenge
check 656 1 accordion --rule bayan
check 774 0 hitormiss
check 865 0 hitormiss
echo "$total deals compared"
exit $fail
