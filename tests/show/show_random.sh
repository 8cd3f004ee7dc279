#!/usr/bin/env bash
# show_random.sh WINNABLE: run "winnable show" on seeded random instances
# of every game, as text and as a page. Each show checks itself: the
# accordion and stacks proofs go through the library's replay checkers,
# the hitormiss replay must end as hitormiss_play said, and the outlast
# values must match a whole-board solve; any mismatch exits 1.
set -u
bin=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0 runs=0
try() { # try FILE ARGS...: show text and html, both must exit 0
  local file=$1; shift
  runs=$((runs + 1))
  rm -f "$tmp/page.html" # show --html never replaces a page
  if ! "$bin" show "$@" "$file" > "$tmp/out" 2> "$tmp/err" ||
     ! "$bin" show "$@" --html "$tmp/page.html" "$file" 2>> "$tmp/err"; then
    echo "FAIL: winnable show $* $file"; cat "$tmp/err"; fail=1
  fi
}
"$bin" deal accordion --seed 11 --count 12 --cards 18 > "$tmp/acc"
for k in $(seq 1 12); do try "$tmp/acc" accordion --case "$k"; done
for p in 1 2 3 5 10; do
  "$bin" deal hitormiss --seed 5 --count 8 --players $p > "$tmp/hm$p"
  for k in $(seq 1 8); do try "$tmp/hm$p" hitormiss --case "$k" --every 7; done
done
"$bin" deal stacks --seed 9 --count 30 --stacks 4 --cards 4 > "$tmp/st"
for k in $(seq 1 30); do try "$tmp/st" stacks --case "$k"; done
"$bin" deal outlast --seed 4 --count 12 --rows 6 --cols 6 > "$tmp/ol"
for k in $(seq 1 12); do try "$tmp/ol" outlast --case "$k"; done
echo "show on random instances: $runs runs, $([ $fail = 0 ] && echo all ok || echo FAILED)"
exit $fail
