#!/usr/bin/env bash
# check_bench.sh WINNABLE STACKS_GEN_LARGE [REPEAT]: the time of
# "winnable check stacks" on the Large-size Stack Management input of
# bench/stacks_gen.c (100 cases, N*C up to 10^5) against winnable's own
# --moves output (about 30 MB, millions of moves): every POSSIBLE proof
# read and replayed by stacks_replay, every IMPOSSIBLE decided by the
# solver. Prints the best and median wall and CPU (user + system) times
# of REPEAT runs (default 7), the output's size and moves, and the same
# for the output without proofs. Figures only: it never passes or fails.
set -u
bin=${1:?usage: check_bench.sh WINNABLE STACKS_GEN_LARGE [REPEAT]}
gen=${2:?usage: check_bench.sh WINNABLE STACKS_GEN_LARGE [REPEAT]}
repeat=${3:-7}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$gen" 1 > "$tmp/large.in"
"$bin" stacks --moves "$tmp/large.in" > "$tmp/moves.out"
"$bin" stacks "$tmp/large.in" > "$tmp/plain.out"

# "WALL CPU" seconds of one check, which must accept
one() {
  local TIMEFORMAT='%R %U %S' t
  t=$( { time "$bin" check stacks "$tmp/large.in" "$1" 2> "$tmp/err"; } 2>&1 )
  grep -q '^ok: 100 cases$' "$tmp/err" ||
    { echo "check_bench: not accepted: $(cat "$tmp/err")" >&2; exit 1; }
  echo "$t" | awk '{ printf "%.3f %.3f\n", $1, $2 + $3 }'
}
# print "best median" of column $1 of the lines on stdin
stat() { sort -n -k"$1" | awk -v c="$1" '{ v[NR] = $c } END {
  printf "%.3f %.3f", v[1], v[int((NR + 1) / 2)] }'; }

report() {
  local name=$1 file=$2 runs=""
  for _ in $(seq "$repeat"); do runs+="$(one "$file")"$'\n'; done
  local wall cpu
  wall=$(printf '%s' "$runs" | stat 1)
  cpu=$(printf '%s' "$runs" | stat 2)
  printf '%-12s %8.3f MB %10s moves  wall best/median %s s  cpu best/median %s s\n' \
    "$name" "$(wc -c < "$file" | awk '{ print $1 / 1e6 }')" "$3" "${wall/ //}" "${cpu/ //}"
}
moves=$(grep -v '^Case' "$tmp/moves.out" | wc -w)
echo "winnable check stacks, Large input ($(wc -c < "$tmp/large.in") bytes, 100 cases), $repeat runs"
report "with --moves" "$tmp/moves.out" "$moves"
report "answers only" "$tmp/plain.out" 0
