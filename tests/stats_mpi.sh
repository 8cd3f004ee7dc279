#!/usr/bin/env bash
# stats_mpi.sh WINNABLE MPIRUN GAME "STATS OPTS"
#
# Checks "winnable stats" under MPI (issue 8) against the plain run of
# the same range and seed:
#  1. mpirun -np 2 and -np 3 (threads 1 and 2 per rank) print the same
#     summary as one process, and the same --json apart from the
#     per-rank counts, which must add up to the instances;
#  2. their CSV rows equal the plain run's apart from the seconds;
#  3. --resume under MPI from a CSV cut after a third of its rows gives
#     the full run's summary and rows, deciding only the missing ones;
#  4. a worker rank killed mid-run fails the run (nonzero exit) and the
#     CSV rows it kept are the plain run's first rows;
#  5. (mode 'stop', issue 22) a worker rank stopped with SIGSTOP ends the
#     run after --rank-timeout seconds: a message naming the rank, exit
#     1, the summary marked interrupted, the plain run's first rows kept.
set -u
bin=$1 mpirun=$2 game=$3 sopts=$4
n=${WN_STATS_N:-400} seed=5 first=11
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export OMPI_MCA_rmaps_base_oversubscribe=1
# Open MPI leaks by design (and from unloaded plugins LeakSanitizer cannot
# name): leak checks stay on for the plain runs only.
mpienv="ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
args="stats $game $sopts --deals $n --seed $seed --first $first --quiet --no-timing"
# (each mpirun has a TMPDIR of its own: mpiruns started at once race to
# make the same session directory under a shared one)
mpi() { local np=$1 dir; shift; dir=$(mktemp -d "$tmp/mpi.XXXXXX")
        env "$mpienv" TMPDIR="$dir" "$mpirun" --oversubscribe -np "$np" "$bin" \
          $args "$@"; }
rows() { tail -n +3 "$1" | cut -d, -f1-3; }
strip() { sed 's/,"rank_instances":\[[0-9,]*\]//' "$1"; }
ranksum() { sed -n 's/.*"rank_instances":\[\([0-9,]*\)\].*/\1/p' "$1" |
              tr , '\n' | awk '{s += $1} END {print s + 0}'; }

mode=${5:-}
if [ "$mode" != stop ]; then # 1.-3. (the stopped rank checks only 5.)
"$bin" $args --threads 1 > "$tmp/plain" || { echo "FAIL: plain run"; exit 1; }
"$bin" $args --threads 1 --json > "$tmp/plain.json" || exit 1
"$bin" $args --threads 1 --csv "$tmp/plain.csv" > /dev/null || exit 1
rows "$tmp/plain.csv" > "$tmp/plain.rows"
# combo NP T: 1. and 2. for mpirun -np NP --threads T; 1 on a failure
combo() {
  local np=$1 t=$2 tag="np$1-t$2" bad=0
  mpi $np --threads $t > "$tmp/$tag" || { echo "FAIL: $tag exited $?"; return 1; }
  cmp -s "$tmp/plain" "$tmp/$tag" ||
    { echo "FAIL: $tag summary differs"; diff "$tmp/plain" "$tmp/$tag"; bad=1; }
  mpi $np --threads $t --json > "$tmp/$tag.json" || return 1
  strip "$tmp/$tag.json" | cmp -s "$tmp/plain.json" - ||
    { echo "FAIL: $tag json differs"; cat "$tmp/$tag.json"; bad=1; }
  [ "$(ranksum "$tmp/$tag.json")" -eq "$n" ] ||
    { echo "FAIL: $tag rank_instances do not add up to $n"; bad=1; }
  grep -q "\"rank_instances\":\[[0-9]*\(,[0-9]*\)\{$((np - 1))\}\]" \
    "$tmp/$tag.json" || { echo "FAIL: $tag: not $np rank counts"; bad=1; }
  mpi $np --threads $t --csv "$tmp/$tag.csv" > /dev/null || return 1
  rows "$tmp/$tag.csv" | cmp -s "$tmp/plain.rows" - ||
    { echo "FAIL: $tag csv rows differ"; bad=1; }
  return $bad
}

# 3. resume across ranks; 1 on a failure
resume() {
  local bad=0
  head -n $((n / 3 + 2)) "$tmp/plain.csv" > "$tmp/cut.csv"
  mpi 3 --threads 1 --csv "$tmp/cut.csv" --resume --json > "$tmp/resume.json" ||
    { echo "FAIL: resume exited $?"; bad=1; }
  strip "$tmp/resume.json" | cmp -s "$tmp/plain.json" - ||
    { echo "FAIL: resume json differs"; cat "$tmp/resume.json"; bad=1; }
  [ "$(ranksum "$tmp/resume.json")" -eq $((n - n / 3)) ] ||
    { echo "FAIL: resume decided other than the missing instances"; bad=1; }
  rows "$tmp/cut.csv" | cmp -s "$tmp/plain.rows" - ||
    { echo "FAIL: resumed csv rows differ"; bad=1; }
  return $bad
}

# The five go on at once: an mpirun spends most of its time waiting for
# its ranks to start and to end.
jobs=()
for np in 2 3; do
  for t in 1 2; do
    combo $np $t > "$tmp/np$np-t$t.log" 2>&1 &
    jobs+=("$!:np$np-t$t")
  done
done
resume > "$tmp/resume.log" 2>&1 &
jobs+=("$!:resume")
for j in "${jobs[@]}"; do
  wait "${j%%:*}" || fail=1
  cat "$tmp/${j#*:}.log"
done

fi

# 4. a worker rank that dies (long 18-card Accordion run, killed early)
# 5. or stops
[ "$mode" = kill ] || [ "$mode" = stop ] || exit $fail
big=1000000 kopts="accordion --cards 18 --seed $seed --first $first"
env "$mpienv" TMPDIR="$(mktemp -d "$tmp/mpi.XXXXXX")" timeout 60 "$mpirun" \
  --oversubscribe -np 2 "$bin" stats $kopts \
  --deals $big --threads 1 --quiet --no-timing --csv "$tmp/kill.csv" \
  --rank-timeout 2 > "$tmp/kill.out" 2> "$tmp/kill.err" &
job=$!
victim=""
for _ in $(seq 300); do
  sleep 0.1
  for p in $(pgrep -P "$(pgrep -P "$job" | head -1)" 2>/dev/null); do # rank 1 says so in its environment
    tr '\0' '\n' < "/proc/$p/environ" 2>/dev/null |
      grep -qx 'OMPI_COMM_WORLD_RANK=1' && victim=$p
  done
  [ -n "$victim" ] && [ "$(cat "$tmp/kill.csv" 2>/dev/null | wc -l)" -gt 50 ] && break
done
if [ -z "$victim" ]; then
  echo "FAIL: no rank 1 process found"; kill "$job"; exit 1
fi
if [ "$mode" = stop ]; then
  kill -STOP "$victim"
  wait "$job"; st=$?
  kill -KILL "$victim" 2> /dev/null
  [ "$st" = 1 ] || { echo "FAIL: stopped rank: mpirun exited $st (want 1)"; fail=1; }
  grep -q 'MPI rank 1 has sent nothing for 2 s' "$tmp/kill.err" ||
    { echo "FAIL: stopped rank: no message"; cat "$tmp/kill.err"; fail=1; }
  grep -q "^interrupted after [0-9]* of $big instances$" "$tmp/kill.out" ||
    { echo "FAIL: stopped rank: summary not marked"; cat "$tmp/kill.out"; fail=1; }
else
  kill -9 "$victim"
  wait "$job"; st=$?
fi
[ "$st" -ne 0 ] || { echo "FAIL: killed rank: mpirun exited 0"; fail=1; }
grep -q "^instances  $big$" "$tmp/kill.out" &&
  { echo "FAIL: killed rank: full totals printed"; fail=1; }
# the complete rows kept must be the plain run's first rows
tail -n +3 "$tmp/kill.csv" | grep -E '^[0-9]+,[a-z]+,[0-9]+,[0-9.e+-]+$' |
  cut -d, -f1-3 > "$tmp/kill.rows"
kept=$(wc -l < "$tmp/kill.rows")
[ "$kept" -gt 0 ] || { echo "FAIL: killed rank: no rows kept"; fail=1; }
"$bin" stats $kopts --deals "$kept" --threads 1 --quiet --no-timing \
  --csv "$tmp/kill.plain.csv" > /dev/null
rows "$tmp/kill.plain.csv" | cmp -s "$tmp/kill.rows" - ||
  { echo "FAIL: rows kept after the kill differ from the plain run"; fail=1; }
echo "$mode rank 1 (mpirun exit $st), $kept rows kept"
exit $fail
