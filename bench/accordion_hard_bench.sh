#!/usr/bin/env bash
# accordion_hard_bench.sh WINNABLE ACCORDION_PLAIN DEALS [MAX_STATES] [SEC]:
# each 52-card deal line of DEALS ('#' lines skipped) solved by
# `winnable accordion` and by the plain memoized depth-first search of
# bench/accordion_plain.c (--ours 0), each in a process of its own under
# /usr/bin/time -v, in the same run: per deal the verdicts, positions,
# CPU seconds (user + system) and peak resident memory (MB) of both, and
# the plain search's CPU over winnable's. The plain search is capped at
# MAX_STATES positions (default 50,000,000) and SEC seconds (default 60):
# a capped deal shows "unknown" and its CPU is a lower bound. Figures
# only: it never passes or fails.
set -u
use="usage: accordion_hard_bench.sh WINNABLE ACCORDION_PLAIN DEALS [MAX_STATES] [SEC]"
bin=${1:?$use}
plain=${2:?$use}
deals=${3:?$use}
cap=${4:-50000000}
sec=${5:-60}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# shellcheck source=bench/timev.sh
. "$(dirname "$0")/timev.sh"

printf '%-4s %-7s %11s %8s %7s   %-7s %11s %8s %7s %8s\n' deal winnable \
  positions cpu_s MB plain positions cpu_s MB plain/w
k=0
grep -v '^#' "$deals" | while read -r line; do
  [ -n "$line" ] || continue
  k=$((k + 1))
  echo "$line" > "$tmp/deal"
  /usr/bin/time -v -o "$tmp/time" "$bin" accordion --json "$tmp/deal" \
    > "$tmp/out" 2> /dev/null
  wv=$(grep -o '"verdict":"[a-z]*"' "$tmp/out" | cut -d'"' -f4)
  wp=$(grep -o '"states":[0-9]*' "$tmp/out" | cut -d: -f2)
  read -r _ wc wm <<< "$(timev_usage "$tmp/time")"
  /usr/bin/time -v -o "$tmp/time" "$plain" --file "$tmp/deal" --ours 0 \
    --each 1 --max-states "$cap" --timeout "$sec" > "$tmp/out"
  read -r _ _ pv pp _ _ <<< "$(head -1 "$tmp/out")"
  read -r _ pc pm <<< "$(timev_usage "$tmp/time")"
  ratio=$(awk -v p="$pc" -v w="$wc" 'BEGIN { printf "%.1f", (w > 0 ? p / w : 0) }')
  printf '%-4s %-7s %11s %8s %7s   %-7s %11s %8s %7s %8s\n' "$k" "$wv" \
    "$wp" "$wc" "$wm" "$pv" "$pp" "$pc" "$pm" "$ratio"
done
