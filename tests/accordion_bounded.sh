#!/usr/bin/env bash
# accordion_bounded.sh WINNABLE DEALS: the table of proven losses keeps
# within half of --max-memory by forgetting losses, which changes no
# verdict. The first deal of DEALS (bench/accordion_hard6.txt: a loss
# whose table takes about 50 MB) is decided the same under --max-memory
# 32M (a table of at most 16 MB) as without a cap; a cap too small for
# the rest of the search still gives "unknown" with the memory limit.
set -u
bin=$1
deals=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0

grep -v '^#' "$deals" | head -1 > "$tmp/deal"

# verdict [OPTIONS...]: "VERDICT LIMIT" of the deal solved with OPTIONS
verdict() {
  "$bin" accordion --json "$@" "$tmp/deal" > "$tmp/out" || return 1
  v=$(grep -o '"verdict":"[a-z]*"' "$tmp/out" | cut -d'"' -f4)
  l=$(grep -o '"limit":"[a-z]*"' "$tmp/out" | cut -d'"' -f4)
  echo "$v ${l:-none}"
}

free=$(verdict) || { echo "FAIL: winnable accordion failed"; exit 1; }
capped=$(verdict --max-memory 32M) || { echo "FAIL: --max-memory 32M failed"; exit 1; }
tiny=$(verdict --max-memory 16K) || { echo "FAIL: --max-memory 16K failed"; exit 1; }
case $free in
  "win none" | "loss none") ;;
  *) echo "FAIL: no cap: '$free', want a verdict"; fail=1 ;;
esac
if [ "$capped" != "$free" ]; then
  echo "FAIL: --max-memory 32M: '$capped', without a cap '$free'"
  fail=1
fi
if [ "$tiny" != "unknown memory" ]; then
  echo "FAIL: --max-memory 16K: '$tiny', want 'unknown memory'"
  fail=1
fi
[ $fail = 0 ] && echo "ok: '$free' within 32M too, '$tiny' in 16K"
exit $fail
