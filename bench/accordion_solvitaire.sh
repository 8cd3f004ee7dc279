#!/usr/bin/env bash
# accordion_solvitaire.sh SOLVITAIRE WINNABLE [COUNT] [CARDS] [SEC]:
# winnable beside Solvitaire (github:thecharlieblake/Solvitaire, built
# as docs/performance.md says) on every Accordion variant both express.
# For each variant, COUNT seeded deals (default 30) of CARDS cards
# (default 20), plus COUNT/4 classic deals of 52 cards and COUNT/4 of
# PySolFC's (its games 1, 2, ... of Accordion and Relaxed Accordion,
# `winnable deal accordion --pysol`), go through both programs, one
# process per deal and side, each stopped after SEC seconds of CPU
# (default 10, then "unknown"); bench/accordion_solvitaire.py
# prints a line per variant: deals, verdicts that agree, disagree, are
# unknown on winnable's (unk_w) or Solvitaire's side (unk_s), the wins
# among the agreeing, each side's CPU (total seconds, median ms per deal)
# and Solvitaire's total CPU over winnable's. A last line gives each
# program's CPU on a one-card deal: what starting a process costs.
# Figures only: it never passes or fails.
#
# Solvitaire decides a row won at one pile under any set of distances
# left (Ln) and right (Rn) and any union of same-rank, same-suit,
# red-black and any-suit: no win at two piles, goal card or pairs, so
# 23 Skidoo is measured as its moves (left 2, 3) won at one pile, where
# every deal is lost (the last move joins neighbours), and with a move
# of 1 to the right added. Suit alone and rank alone lose every deal of
# two suits (ranks): a pile's top keeps its suit (rank); any two tops
# always win. Those lines time a whole search, or none.
# A variant whose options this winnable does not take says so.
set -u
use="usage: accordion_solvitaire.sh SOLVITAIRE WINNABLE [COUNT] [CARDS] [SEC]"
sol=${1:?$use}
win=${2:?$use}
count=${3:-30}
cards=${4:-20}
sec=${5:-10}
here=$(cd "$(dirname "$0")" && pwd)
py=/usr/bin/python3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# name | cards | winnable options | Solvitaire moves | Solvitaire policies
variants="classic|$cards||L1,L3|same-rank,same-suit
classic-52|52||L1,L3|same-rank,same-suit
pysol|pysol||L1,L3|same-rank,same-suit
pysol-relaxed|pysol|--rule relaxed|L1,L3,R1,R3|same-rank,same-suit
relaxed|$cards|--rule relaxed|L1,L3,R1,R3|same-rank,same-suit
left-2,3|$cards|--left 2,3|L2,L3|same-rank,same-suit
left-2,3,right-1|$cards|--left 2,3 --right 1|L2,L3,R1|same-rank,same-suit
suit|$cards|--match suit|L1,L3|same-suit
rank|$cards|--match rank|L1,L3|same-rank
red-black|$cards|--match red-black|L1,L3|red-black
any|$cards|--match any|L1,L3|any-suit"

load=$(cut -d' ' -f1-3 /proc/loadavg)
echo "$(date -u '+%F %H:%M') UTC, $(nproc) cores, load $load;" \
  "COUNT $count, CARDS $cards ($((count / 4)) of 52 cards and of" \
  "PySolFC's), cap $sec CPU s per deal and side"
"$py" "$here/accordion_solvitaire.py" --header
seed=1
while IFS='|' read -r name k opts moves pols; do
  n=$count
  [ "$k" = 52 ] || [ "$k" = pysol ] && n=$((count / 4 > 0 ? count / 4 : 1))
  if [ "$k" = pysol ]; then
    # PySolFC deals every game of the family from one shuffle
    "$win" deal accordion --pysol 1 --count "$n" > "$tmp/deals"
  else
    "$win" deal accordion --seed "$seed" --count "$n" --cards "$k" \
      > "$tmp/deals"
  fi
  seed=$((seed + 1))
  # shellcheck disable=SC2086  # the options are words on purpose
  if ! echo "AS" | "$win" accordion $opts > /dev/null 2>&1; then
    echo "$name: this winnable does not take '$opts'"
    continue
  fi
  # shellcheck disable=SC2086
  "$py" "$here/accordion_solvitaire.py" "$sol" "$win" "$tmp/deals" "$sec" \
    "$moves" "$pols" "$name" $opts
done <<< "$variants"

# What a process costs before it solves anything: the median of 9 runs
# of each program on a one-card deal.
for _ in 1 2 3 4 5 6 7 8 9; do echo AS; done > "$tmp/one"
"$py" "$here/accordion_solvitaire.py" "$sol" "$win" "$tmp/one" "$sec" \
  L1,L3 same-rank,same-suit one-card
