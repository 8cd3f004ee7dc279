#!/usr/bin/env bash
# stats_bench.sh WINNABLE [SCALE]: instances per second of "winnable stats"
# on 1 and 2 threads for every game it lists, and the 1 -> 2 thread
# speed-up. SCALE (default 1) multiplies every run's --deals; each run
# takes roughly 5 to 30 seconds per thread count at SCALE 1 on one core.
# Figures only: it never passes or fails. The same runs are what
# docs/results.md reports; the machine should be otherwise idle.
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
games=$("$bin" stats --help | sed -n 's/.*Games: //p')
printf '%-10s %-34s %14s %14s %8s\n' game options "1 thread/s" "2 threads/s" speed-up
for g in $games; do
  opts=$(workload $g)
  [ -n "$opts" ] || continue
  r1=$("$bin" stats $g $opts --threads 1 --quiet --json |
       sed -n 's/.*"per_second":\([0-9.]*\).*/\1/p')
  r2=$("$bin" stats $g $opts --threads 2 --quiet --json |
       sed -n 's/.*"per_second":\([0-9.]*\).*/\1/p')
  printf '%-10s %-34s %14s %14s %7.2fx\n' $g "$opts" $r1 $r2 \
    "$(awk -v a=$r1 -v b=$r2 'BEGIN { print b / a }')"
done
