#!/usr/bin/env bash
# accordion_lean_bench.sh WINNABLE ACCORDION_PLAIN ACCORDION_LEAN DEALS [ROUNDS]:
# each deal line of DEALS ('#' lines skipped) solved by `winnable
# accordion`, by the plain search (accordion_plain --prune 1 --ours 0)
# and by the lean one (accordion_lean: without sleep sets, lean0; with
# them, lean1; with them and closed blocks tried alone from the first
# position, leanb), each in a process of its own under /usr/bin/time -v,
# the five alternated, ROUNDS times (default 3). Per deal and program:
# verdict, positions, the median CPU seconds (user + system), ns a
# position and the median peak resident memory (MB); then the plain
# search's CPU over each one's.
# Figures only: it never passes or fails.
set -u
use="usage: accordion_lean_bench.sh WINNABLE ACCORDION_PLAIN ACCORDION_LEAN DEALS [ROUNDS]"
bin=${1:?$use}
plain=${2:?$use}
lean=${3:?$use}
deals=${4:?$use}
rounds=${5:-3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# shellcheck source=bench/timev.sh
. "$(dirname "$0")/timev.sh"

# run NAME: one run of program NAME on $tmp/deal; appends "CPU MB" to
# $tmp/NAME.runs and leaves "VERDICT POSITIONS" in $tmp/NAME.what
run() {
  case $1 in
  winnable)
    /usr/bin/time -v -o "$tmp/time" "$bin" accordion --json "$tmp/deal" \
      > "$tmp/out" 2> /dev/null
    echo "$(grep -o '"verdict":"[a-z]*"' "$tmp/out" | cut -d'"' -f4)" \
      "$(grep -o '"states":[0-9]*' "$tmp/out" | cut -d: -f2)" > "$tmp/$1.what" ;;
  plain)
    /usr/bin/time -v -o "$tmp/time" "$plain" --file "$tmp/deal" --ours 0 \
      --prune 1 --each 1 --max-states 100000000 --timeout 600 > "$tmp/out"
    awk 'NR == 1 { print $3, $4 }' "$tmp/out" > "$tmp/$1.what" ;;
  lean*)
    case $1 in
    lean0) opts="--sleep 0" ;;
    lean1) opts="--sleep 1" ;;
    leanb) opts="--sleep 1 --blocks 2 --block-start 0" ;;
    esac
    # shellcheck disable=SC2086 # the options are words
    /usr/bin/time -v -o "$tmp/time" "$lean" --file "$tmp/deal" --each 1 \
      $opts --max-states 100000000 --timeout 600 > "$tmp/out"
    awk 'NR == 1 { print $2, $3 }' "$tmp/out" > "$tmp/$1.what" ;;
  esac
  timev_usage "$tmp/time" | cut -d" " -f2- >> "$tmp/$1.runs"
  echo >> "$tmp/$1.runs"
}

progs="winnable plain lean0 lean1 leanb"
printf '%-4s %-8s %-7s %11s %8s %7s %7s %8s\n' deal program verdict \
  positions cpu_s ns/pos MB plain/x
k=0
grep -v '^#' "$deals" | while read -r line; do
  [ -n "$line" ] || continue
  k=$((k + 1))
  echo "$line" > "$tmp/deal"
  for p in $progs; do : > "$tmp/$p.runs"; done
  for _ in $(seq "$rounds"); do
    for p in $progs; do run "$p"; done
  done
  pc=$(awk 'NF { print $1 }' "$tmp/plain.runs" | timev_median)
  for p in $progs; do
    read -r v n < "$tmp/$p.what"
    c=$(awk 'NF { print $1 }' "$tmp/$p.runs" | timev_median)
    m=$(awk 'NF { print $2 }' "$tmp/$p.runs" | timev_median)
    awk -v k="$k" -v p="$p" -v v="$v" -v n="$n" -v c="$c" -v m="$m" -v pc="$pc" \
      'BEGIN { printf "%-4s %-8s %-7s %11s %8.3f %7.0f %7.1f %8.1f\n", k, p, v,
               n, c, (n > 0 ? c * 1e9 / n : 0), m, (c > 0 ? pc / c : 0) }'
  done
done
