#!/usr/bin/env bash
# stats_tilt.sh WINNABLE: weighted runs (issue 38) through the CSV. The
# rows carry a fifth column, the weight; two threads write the same rows
# as one (seconds aside); a run resumed from half its CSV reports what
# the whole run reports, its weighted sums read back from the rows.
set -eu
bin=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
run() { "$bin" stats accordion --cards 20 --tilt 0.8 --quiet --no-timing "$@"; }
fail() { echo "FAIL: $*" >&2; exit 1; }

run --deals 60 --threads 1 --csv "$tmp/one.csv" > "$tmp/one.out"
run --deals 60 --threads 2 --csv "$tmp/two.csv" > "$tmp/two.out"
cmp "$tmp/one.out" "$tmp/two.out" || fail "summaries differ by threads"
sed -n 2p "$tmp/one.csv" | grep -qx 'index,verdict,states,seconds,weight' ||
  fail "no weight column in the header"
rows() { awk -F, 'NR > 2 && !/^#/ { print $1, $2, $3, $5 }' "$1"; }
[ "$(rows "$tmp/one.csv" | wc -l)" = 60 ] || fail "not 60 rows"
awk -F, 'NR > 2 && (NF != 5 || !($5 > 0)) { exit 1 }' "$tmp/one.csv" ||
  fail "a row without a positive weight"
[ "$(rows "$tmp/one.csv")" = "$(rows "$tmp/two.csv")" ] ||
  fail "rows differ by threads"
grep -q '^loss rate' "$tmp/one.out" || fail "no loss rate line"

run --deals 30 --threads 2 --csv "$tmp/half.csv" > /dev/null
run --deals 60 --threads 2 --csv "$tmp/half.csv" --resume > "$tmp/res.out"
cmp "$tmp/one.out" "$tmp/res.out" || fail "a resumed run reports otherwise"
[ "$(rows "$tmp/one.csv")" = "$(rows "$tmp/half.csv")" ] ||
  fail "resumed rows differ"

# a plain CSV is not a weighted run's: --resume refuses it
"$bin" stats accordion --cards 20 --deals 5 --quiet --csv "$tmp/plain.csv" \
  > /dev/null
if run --deals 10 --csv "$tmp/plain.csv" --resume > /dev/null 2>&1; then
  fail "a weighted run resumed a plain CSV"
fi
echo ok
