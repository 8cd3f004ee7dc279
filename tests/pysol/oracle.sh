#!/usr/bin/env bash
# oracle.sh WINNABLE: `winnable deal accordion|hitormiss --pysol` against
# PySolFC itself (issue 50). PySolFC's own Python code (oracle.py) deals
# the same numbers of every game it ships of the Accordion family and
# Hit or Miss, and the lines must be equal, goal cards included.
#
# Needs the fetched repositories of PySolFC (tag pysolfc-3.6.1, or the
# commit $WN_PYSOLFC_TAG names) and of pysol_cards, its random module
# (tag 0.24.0), and Debian's python3 with its 'attr' module: their git
# directories come from $WN_PYSOLFC_GIT and $WN_PYSOL_CARDS_GIT, by
# default where the fetch tool puts them. Skips (exit 77) when any is
# missing, as in CI.
#
# Numbers: each generator's ranges and their edges. LC (1..31999, msN):
# the first 400, the last below 32000, ms numbers across 2^31 (draws
# with bit 15 set) and 2^32 (the 16-bit draws), the last ms numbers. The
# Mersenne Twister: from 32000, across 2^32 and 2^64 (a seed of one,
# two, three 32-bit words), the last 20-digit numbers, and 40 numbers of
# the range PySolFC draws its random games from (10^16 .. 10^20).
set -u
winnable=${1:?usage: oracle.sh WINNABLE}
pysolfc=${WN_PYSOLFC_GIT:-/work/.mirror/shlomif+PySolFC/repo}
tag=${WN_PYSOLFC_TAG:-pysolfc-3.6.1}
cards=${WN_PYSOL_CARDS_GIT:-/work/.mirror/shlomif+pysol_cards/repo}
python=/usr/bin/python3
here=$(cd "$(dirname "$0")" && pwd)

skip() { echo "skipped: $*"; exit 77; }
[[ -x $python ]] || skip "no $python"
"$python" -c 'import attr' 2>/dev/null || skip "python3 has no 'attr' module"
git --git-dir="$pysolfc" rev-parse -q --verify "$tag" >/dev/null 2>&1 ||
  skip "no PySolFC repository with tag $tag at $pysolfc"
git --git-dir="$cards" rev-parse -q --verify 0.24.0 >/dev/null 2>&1 ||
  skip "no pysol_cards repository with tag 0.24.0 at $cards"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# (git may complain on stderr of large blobs the mirror lacks, outside
# the paths taken: its status says whether the archive is whole)
set -o pipefail
git --git-dir="$pysolfc" archive "$tag" pysollib 2>"$tmp/err" |
  tar -x -C "$tmp" &&
git --git-dir="$cards" archive 0.24.0 code/pysol_cards 2>>"$tmp/err" |
  tar -x -C "$tmp" &&
mv "$tmp/code/pysol_cards" "$tmp/pysol_cards" ||
  { echo "git archive failed:"; cat "$tmp/err"; exit 1; }

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
