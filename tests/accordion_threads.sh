#!/usr/bin/env bash
# accordion_threads.sh WINNABLE: "winnable accordion --threads T" decides
# T deals of a file at a time and prints what one thread prints, in
# input order: for T = 2, 3 and 5 (3 alone with WN_TEST_QUICK=1),
# stdout, stderr, exit status and the certificate file are byte for byte
# those of --threads 1 (--json but for its seconds), on random deals of
# 24 cards (wins and losses), with --moves, --json, --case, a state limit
# (unknowns), a 1 MB memory cap (28-card deals), and an input that ends
# in a malformed deal (the answers before it, then the error).
# Every proof replays and every certificate passes "check accordion".
set -u
bin=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0

"$bin" deal accordion --cards 24 --seed 37 --count 60 > "$tmp/deals"
# deals of which some stop at a 1 MB cap: what a context kept from its
# last deal must not count against the next one's
"$bin" deal accordion --cards 28 --seed 5 --count 60 > "$tmp/mdeals"
cp "$tmp/deals" "$tmp/bad"
echo "2S 3D 1X" >> "$tmp/bad"

# run T NAME ARGS...: stdout, stderr and status of --threads T in NAME.T
run() {
  local t=$1 name=$2
  shift 2
  rm -f "$tmp/cert.$name.$t"
  "$bin" accordion --threads "$t" "$@" > "$tmp/out.$name.$t" \
    2> "$tmp/err.$name.$t"
  echo $? > "$tmp/rc.$name.$t"
  sed -i 's/"seconds":[0-9.e+-]*/"seconds":_/g' "$tmp/out.$name.$t"
}
threads="1 2 3 5"; [ "${WN_TEST_QUICK:-0}" = 1 ] && threads="1 3"
cases=(
  "moves|--moves --certificate CERT $tmp/deals"
  "json|--json $tmp/deals"
  "case|--case 7 --moves $tmp/deals"
  "limit|--max-states 2000 --json $tmp/deals"
  "bad|--moves $tmp/bad"
  "two|--json $tmp/deals $tmp/bad"
  "memory|--max-memory 1M --json $tmp/mdeals"
)
for c in "${cases[@]}"; do
  name=${c%%|*}
  for t in $threads; do
    args=${c#*|}
    args=${args//CERT/$tmp/cert.$name.$t}
    # shellcheck disable=SC2086
    run "$t" "$name" $args
    [ "$t" = 1 ] && continue
    for f in out err rc cert; do
      [ -e "$tmp/$f.$name.1" ] || continue
      cmp -s "$tmp/$f.$name.1" "$tmp/$f.$name.$t" || {
        echo "FAIL: $name: --threads $t: $f differs from --threads 1"
        diff "$tmp/$f.$name.1" "$tmp/$f.$name.$t" | head -5
        fail=1
      }
    done
  done
done

# what the runs must contain, so that the comparisons above mean something
grep -q unwinnable "$tmp/out.moves.1" || { echo "FAIL: no loss"; fail=1; }
grep -qx winnable "$tmp/out.moves.1" || { echo "FAIL: no win"; fail=1; }
grep -q '"verdict":"unknown"' "$tmp/out.limit.1" ||
  { echo "FAIL: --max-states 2000 left no deal unknown"; fail=1; }
grep -q '"limit":"memory"' "$tmp/out.memory.1" ||
  { echo "FAIL: --max-memory 1M left no deal unknown"; fail=1; }
[ "$(cat "$tmp/rc.bad.1")" = 2 ] && grep -q ':61:' "$tmp/err.bad.1" ||
  { echo "FAIL: the malformed deal: $(cat "$tmp/err.bad.1")"; fail=1; }
[ "$(grep -c . "$tmp/out.case.1")" -le 2 ] ||
  { echo "FAIL: --case 7 printed more than one deal"; fail=1; }
if ! "$bin" check accordion --certificate "$tmp/cert.moves.3" "$tmp/deals" \
    "$tmp/out.moves.3" > "$tmp/check" 2>&1; then
  echo "FAIL: check of --threads 3: $(head -c 300 "$tmp/check")"; fail=1
fi
[ $fail = 0 ] && echo "accordion --threads $threads: the same output"
exit $fail
