#!/bin/sh
# hitormiss_contest.sh: print a SPOJ HITOMISS contest input of N random
# sets (default 3000) with 1..10 players each, for timing whole runs of
# `winnable hitormiss` (docs/performance.md). The decks are those of
# `winnable deal hitormiss --seed S`; the player count of set k (from 0)
# is 1 + (a 32-bit linear congruential sequence seeded by S) mod 10, so
# the file is the same on every machine. Figures only; never fails.
#
# usage: bench/hitormiss_contest.sh [WINNABLE] [N] [SEED] > contest.in
#   e.g. bench/hitormiss_contest.sh build/winnable 3000 1 > /tmp/hm3000.in
#        hyperfine -N --input /tmp/hm3000.in 'build/winnable hitormiss'
set -eu
bin=${1:-build/winnable}
n=${2:-3000}
seed=${3:-1}
"$bin" deal hitormiss --seed "$seed" --count "$n" --players 1 |
  awk -v seed="$seed" 'NR == 1 { print; x = seed % 4294967296; next }
    {
      x = (1664525 * x + 1013904223) % 4294967296
      $1 = 1 + int(x / 65536) % 10
      print
    }'
