#!/usr/bin/env bash
# stats_bench.sh WINNABLE [SCALE]: instances per second of "winnable stats"
# on 1 and 2 threads for every game it lists, the 1 -> 2 thread speed-up,
# and the CPU time of the 2-thread run relative to the 1-thread run
# (1.00: threading costs nothing; the speed-up then only depends on how
# idle the cores are). SCALE (default 1) multiplies every --deals; at 1 a
# game takes about 5 to 60 CPU seconds. Figures only: it never passes or
# fails. docs/results.md reports these runs; use an otherwise idle machine.
set -u
bin=${1:?usage: stats_bench.sh WINNABLE [SCALE]}
scale=${2:-1}
workload() {
  case $1 in
    accordion) echo "--cards 18 --deals $((100000 * scale))" ;;
    hitormiss) echo "--players 1 --deals $((5000000 * scale))" ;;
    stacks)    echo "--deals $((20000000 * scale))" ;;
    outlast)   echo "--deals $((200000 * scale))" ;;
  esac
}
# "RATE CPU": instances/s and user+system seconds of one run
measure() {
  local TIMEFORMAT='%U %S' out t
  { t=$( { time "$bin" stats "$@" --quiet --json > "$tmp/json"; } 2>&1 ); }
  out=$(sed -n 's/.*"per_second":\([0-9.]*\).*/\1/p' "$tmp/json")
  echo "$out $(echo $t | awk '{ print $1 + $2 }')"
}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
games=$("$bin" stats --help | sed -n 's/.*Games: //p')
printf '%-10s %-30s %12s %12s %9s %9s\n' game options "1 thread/s" \
  "2 threads/s" speed-up "cpu 2/1"
for g in $games; do
  opts=$(workload $g)
  [ -n "$opts" ] || continue
  read r1 c1 <<< "$(measure $g $opts --threads 1)"
  read r2 c2 <<< "$(measure $g $opts --threads 2)"
  awk -v g=$g -v o="$opts" -v r1=$r1 -v r2=$r2 -v c1=$c1 -v c2=$c2 'BEGIN {
    printf "%-10s %-30s %12.1f %12.1f %8.2fx %9.2f\n", g, o, r1, r2,
           r2 / r1, c2 / c1 }'
done
