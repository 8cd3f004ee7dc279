#!/usr/bin/env bash
# accordion_climb_start.sh WINNABLE CLIMB: bench/accordion_climb --start
# FILE starts climb k from the k-th deal line of FILE. With no generations
# a climb's deal is the deal it starts from, so two deal lines (and a '#'
# line to skip) must come back, each once, under --seeds 5 (cut to the
# file's two deals); a file with a 51-card line, or none at all, is
# refused with exit status 2 and a message naming the problem.
set -u
bin=$1 climb=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
{ echo "# two deals"; "$bin" deal accordion --seed 7 --count 2; } > "$tmp/start"
"$climb" --start "$tmp/start" --seeds 5 --gens 0 --top 5 > "$tmp/out" \
  2> "$tmp/err"
rc=$?
if [ "$rc" != 0 ]; then
  echo "FAIL: accordion_climb --start exited $rc ($(head -c 200 "$tmp/err"))"
  fail=1
fi
grep -v '^#' "$tmp/start" | sort > "$tmp/want"
grep -v '^#' "$tmp/out" | sort > "$tmp/got"
if ! cmp -s "$tmp/want" "$tmp/got"; then
  echo "FAIL: climbs with no generations did not print their start deals:"
  head -4 "$tmp/out"
  fail=1
fi
# refused: the message and exit status 2
refuse() {
  local what=$1 want=$2
  shift 2
  "$climb" "$@" --gens 0 > /dev/null 2> "$tmp/err"
  local rc=$?
  if [ "$rc" != 2 ] || ! grep -q "$want" "$tmp/err"; then
    echo "FAIL: $what: exit $rc, stderr '$(head -c 200 "$tmp/err")'"
    fail=1
  fi
}
head -c 152 "$tmp/want" > "$tmp/short" && echo >> "$tmp/short"
refuse "51-card start deal" "not 52 cards" --start "$tmp/short"
refuse "missing start file" "cannot open start file" --start "$tmp/none"
: > "$tmp/empty"
refuse "start file with no deal" "no deal" --start "$tmp/empty"
[ $fail = 0 ] && echo "ok: accordion_climb --start climbs from the file's deals"
exit $fail
