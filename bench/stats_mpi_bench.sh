#!/usr/bin/env bash
# stats_mpi_bench.sh WINNABLE [DEALS] [MPIRUN]: instances per second of
# "winnable stats accordion --cards 18" (DEALS deals, default 20000) as
#   threads alone:  1 and 2 threads in one plain process;
#   MPI ranks:      mpirun -np 1 and -np 2, one thread per rank;
# and the efficiency of 2 ranks against 2 threads. 'rate' is the
# command's own per_second (from the first instance to the last);
# 'wall' also counts starting and stopping the processes (mpirun). The
# deals are the same in every run, so the totals must agree: a line says
# so. Figures only: it never passes or fails; the machine should be idle.
set -u
bin=${1:?usage: stats_mpi_bench.sh WINNABLE [DEALS] [MPIRUN]}
deals=${2:-20000}
mpirun=${3:-mpirun}
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
opts="accordion --cards 18 --deals $deals --quiet --json"
field() { sed -n "s/.*\"$1\":\([0-9.]*\).*/\1/p"; }
declare -A rate wall wins
run() { # name command...
  local name=$1; shift
  local t0 t1 out
  t0=$(date +%s.%N)
  out=$("$@")
  t1=$(date +%s.%N)
  rate[$name]=$(field per_second <<< "$out")
  wins[$name]=$(field wins <<< "$out")
  wall[$name]=$(awk -v a="$t0" -v b="$t1" -v n="$deals" \
                'BEGIN { printf "%.1f", n / (b - a) }')
}
run threads1 "$bin" stats $opts --threads 1
run threads2 "$bin" stats $opts --threads 2
run ranks1 "$mpirun" --oversubscribe -np 1 "$bin" stats $opts --threads 1
run ranks2 "$mpirun" --oversubscribe -np 2 "$bin" stats $opts --threads 1
echo "winnable stats $opts (cores: $(nproc), load before: $(cut -d' ' -f1 /proc/loadavg))"
printf '%-22s %12s %12s\n' setup "rate/s" "wall/s"
for k in threads1 threads2 ranks1 ranks2; do
  case $k in
    threads1) label="1 thread" ;;  threads2) label="2 threads" ;;
    ranks1) label="1 rank x 1 thread" ;; ranks2) label="2 ranks x 1 thread" ;;
  esac
  printf '%-22s %12s %12s\n' "$label" "${rate[$k]}" "${wall[$k]}"
done
awk -v t1="${rate[threads1]}" -v t2="${rate[threads2]}" \
    -v r1="${rate[ranks1]}" -v r2="${rate[ranks2]}" 'BEGIN {
  printf "speed-up 1->2: threads %.2fx, ranks %.2fx\n", t2 / t1, r2 / r1
  printf "efficiency of 2 ranks vs 2 threads: %.0f%%\n", 100 * r2 / t2 }'
same=yes
for k in threads2 ranks1 ranks2; do
  [ "${wins[$k]}" = "${wins[threads1]}" ] || same=no
done
echo "same wins in every run: $same (${wins[threads1]})"
