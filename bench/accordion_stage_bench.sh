#!/usr/bin/env bash
# accordion_stage_bench.sh ACCORDION_BENCH DEALS STAGE [ROUNDS] [OTHER_BENCH]:
# each deal line of DEALS ('#' lines skipped) solved by accordion_bench
# without the last stage ("off", --stage off) and with it from STAGE
# positions (--stage STAGE, "on"), each in a process of its own under
# /usr/bin/time -v, the two alternated, ROUNDS times (default 3). With
# OTHER_BENCH (a kept binary), "off" runs that one as it is instead, so
# that a change can be timed against it. Per deal: verdict and positions of
# each, the median CPU seconds (user + system), ns a position and the
# median peak resident memory (MB), and off's CPU over on's.
# Figures only: it never passes or fails.
set -u
use="usage: accordion_stage_bench.sh ACCORDION_BENCH DEALS STAGE [ROUNDS] [OTHER_BENCH]"
bin=${1:?$use}
deals=${2:?$use}
stage=${3:?$use}
rounds=${4:-3}
other=${5:-$bin}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# shellcheck source=bench/timev.sh
. "$(dirname "$0")/timev.sh"

# run NAME: one run on $tmp/deal; appends "CPU MB" to $tmp/NAME.runs and
# leaves "VERDICT POSITIONS" in $tmp/NAME.what
run() {
  if [ "$1" = on ]; then
    set -- on "$bin" --stage "$stage"
  elif [ "$other" = "$bin" ]; then
    set -- off "$bin" --stage off
  else
    set -- off "$other"
  fi
  local name=$1
  shift
  /usr/bin/time -v -o "$tmp/time" "$@" --file "$tmp/deal" --each 1 \
    > "$tmp/out"
  awk 'NR == 1 { print $2, $3 }' "$tmp/out" > "$tmp/$name.what"
  timev_usage "$tmp/time" | awk '{ printf "%s %s", $2, $3 }' \
    >> "$tmp/$name.runs"
  echo >> "$tmp/$name.runs"
}

printf '%-4s' deal
for p in off on; do
  printf ' | %-4s %-4s %10s %7s %6s %6s' "$p" verd positions cpu_s ns MB
done
printf ' | %s\n' off/on
k=0
grep -v '^#' "$deals" | while read -r line; do
  [ -n "$line" ] || continue
  k=$((k + 1))
  echo "$line" > "$tmp/deal"
  rm -f "$tmp"/*.runs
  for _ in $(seq "$rounds"); do
    run off
    run on
  done
  printf '%-4s' "$k"
  for p in off on; do
    read -r v pos < "$tmp/$p.what"
    c=$(awk 'NF { print $1 }' "$tmp/$p.runs" | timev_median)
    m=$(awk 'NF { print $2 }' "$tmp/$p.runs" | timev_median)
    ns=$(awk -v c="$c" -v p="$pos" 'BEGIN { printf "%.0f", (p > 0 ? 1e9 * c / p : 0) }')
    printf ' | %-4s %-4s %10s %7s %6s %6s' "$p" "$v" "$pos" "$c" "$ns" "$m"
    eval "cpu_$p=$c"
  done
  awk -v a="$cpu_off" -v b="$cpu_on" 'BEGIN { printf " | %.2f\n", (b > 0 ? a / b : 0) }'
done
