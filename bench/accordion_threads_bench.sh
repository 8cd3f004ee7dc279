#!/usr/bin/env bash
# accordion_threads_bench.sh WINNABLE DEALS [T...]: each deal line of
# DEALS ('#' lines skipped) solved by `winnable accordion --threads T`
# for each T (default: 1 2 3), each run a process of its own under
# /usr/bin/time -v, one after the other: per deal and T the verdict, the
# positions of the member that decided, wall-clock and CPU seconds (user
# + system, summed over threads), peak resident memory (MB), and the
# wall-clock of the first T over this T's. The machine's load average is
# printed before and after: on a shared machine the threads may have no
# free core, and wall-clock times are noisy. Figures only: it never
# passes or fails.
set -u
use="usage: accordion_threads_bench.sh WINNABLE DEALS [T...]"
bin=${1:?$use}
deals=${2:?$use}
shift 2
[ $# -gt 0 ] || set -- 1 2 3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# shellcheck source=bench/timev.sh
. "$(dirname "$0")/timev.sh"

echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-4s %-3s %-7s %11s %8s %8s %7s %8s\n' deal T verdict positions \
  wall_s cpu_s MB speedup
k=0
grep -v '^#' "$deals" | while read -r line; do
  [ -n "$line" ] || continue
  k=$((k + 1))
  echo "$line" > "$tmp/deal"
  first=
  for t in "$@"; do
    /usr/bin/time -v -o "$tmp/time" "$bin" accordion --json --threads "$t" \
      "$tmp/deal" > "$tmp/out" 2> /dev/null
    v=$(grep -o '"verdict":"[a-z]*"' "$tmp/out" | cut -d'"' -f4)
    p=$(grep -o '"states":[0-9]*' "$tmp/out" | cut -d: -f2)
    read -r w c m <<< "$(timev_usage "$tmp/time")"
    [ -n "$first" ] || first=$w
    s=$(awk -v a="$first" -v b="$w" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }')
    printf '%-4s %-3s %-7s %11s %8s %8s %7s %8s\n' "$k" "$t" "$v" "$p" "$w" \
      "$c" "$m" "$s"
  done
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
