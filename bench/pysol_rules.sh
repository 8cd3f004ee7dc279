#!/usr/bin/env bash
# pysol_rules.sh WINNABLE: the big run of tests/pysol/rules.sh, our
# Accordion family rules against PySolFC's own game code: per game 200
# of PySolFC's deals replayed (Accordion's Revenge: 100, at most
# 1,000,000 positions each), thousands of small rows decided by a brute
# force on PySolFC's rules, the legal moves of every position it
# reached compared with `winnable hint`'s. Prints the figures of each
# check and the time of each game; needs the fetched repositories.
set -u
win=${1:?usage: pysol_rules.sh WINNABLE}
here=$(cd "$(dirname "$0")" && pwd)
start=$(date +%s)
bash "$here/../tests/pysol/rules.sh" "$win" big |
  while IFS= read -r line; do
    if [[ $line == ==* ]]; then
      now=$(date +%s)
      echo "   ($((now - start)) s so far)"
    fi
    echo "$line"
  done
status=${PIPESTATUS[0]}
echo "   ($(($(date +%s) - start)) s in all; exit status $status)"
exit "$status"
