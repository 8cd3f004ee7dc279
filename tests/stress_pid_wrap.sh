#!/usr/bin/env bash
# stress_pid_wrap.sh WINNABLE PROGDIR: "winnable stress" when the kernel's
# pids wrap during a run, in the fallback that keeps runs apart by
# sessions (no namespace may be made for a run). In a pid namespace of
# its own (unshare; skipped, exit 77, where user namespaces are not
# allowed) with pid_max 2000, each
# run starts just below it, so a program's worker gets a pid smaller than
# its parent's and /proc lists it first: its CPU time must count once,
# not once alone and again in the parent's children's time once reaped.
# And a run whose pids go a whole cycle leaves a stray outside the range
# of pids from its own to the last: it must go when its run ends.
set -u
if [ -z "${WN_IN_PIDNS:-}" ]; then
  # exec cannot report a refused namespace as a skip: ask first
  unshare --user --map-root-user --pid --fork --mount-proc true \
    2>/dev/null || exit 77
  WN_IN_PIDNS=1 exec unshare --user --map-root-user --pid --fork \
    --mount-proc bash "$0" "$@"
fi
bin=$1 progs=$2
# 2000: a whole cycle of pids in few forks (forks are slow on some
# machines: 0.7 ms each, kernel and user time)
echo 2000 > /proc/sys/kernel/pid_max 2>/dev/null || exit 77
# the sessions' fallback is what sweeps by pid: no namespace for runs
echo 0 > /proc/sys/user/max_pid_namespaces &&
  echo 0 > /proc/sys/user/max_user_namespaces || exit 77
tmp=$(mktemp -d)
export TMPDIR=$tmp
trap 'rm -rf "$tmp"' EXIT
fail=0
say() { echo "FAIL: $*"; fail=1; }
prog=$progs/stress_prog_hostile_reap_wrapped

# the set-up works: the worker's pid is below its parent's
printf '5\n2S 2S 3S 4H 4S\n' > "$tmp/in"
echo 1990 > /proc/sys/kernel/ns_last_pid
"$prog" < "$tmp/in" > /dev/null 2> "$tmp/pids"
read -r _ worker _ parent < "$tmp/pids"
[ "${worker:-0}" -gt 0 ] && [ "$worker" -lt "${parent:-0}" ] ||
  say "no pid wrap in the namespace: $(cat "$tmp/pids")"

# 0.6 s of CPU and 400 forks under a 1.0 s limit: never a TLE (each
# walk of /proc that reads the worker, then its parent after the reap,
# counted 1.2 s and more). The CPU time is work, the same on a busy
# machine; the wall limit (2 s + twice the CPU limit) is the clock's: a
# TLE with less CPU counted than the limit is the machine's, and that
# run goes again (three times at most).
# (0.6 s and 0.3 s of slow forks stay below the limit, twice 0.6 s
# passes it; stress built to sum one walk failed 6 to 8 runs of 10)
# (under the sanitizers, WN_TEST_QUICK=1: 3 runs and 6 tests)
runs=10 tests=12
[ -n "${WN_TEST_QUICK:-}" ] && runs=3 tests=6
# the CPU seconds a TLE's reason counted, or nothing
tle_cpu() { sed -n 's/.*time limit exceeded: \([0-9.]*\) s of CPU.*/\1/p' "$1"; }
for i in $(seq $runs); do
  for try in 1 2 3; do
    echo 1990 > /proc/sys/kernel/ns_last_pid
    "$bin" stress accordion --rule rightmost --tests 1 --time-limit 1.0 \
      --process-limit 1000 --shrink-seconds 0 --quiet --json -- "$prog" \
      > "$tmp/run"; st=$?
    cpu=$(tle_cpu "$tmp/run")
    [ "$st" = 1 ] && [ -n "$cpu" ] &&
      awk -v c="$cpu" 'BEGIN { exit !(c < 1.0) }' || break
    echo "run $i: a TLE by the wall clock ($cpu s of CPU): again"
  done
  [ "$st" = 0 ] || say "run $i: exit $st, $(tail -n 1 "$tmp/run")"
done
# strays of runs that made the pids go round, while another run goes on
# (-j 2): each goes at the end of its own run
# (about 1,700 forks each: 1.2 s of CPU where forks are slow, under a
# 60 s limit)
echo 400 > /proc/sys/kernel/ns_last_pid
ORPHAN_LOG=$tmp/orphan.log "$bin" stress accordion --rule rightmost \
  --tests $tests -j 2 --time-limit 60 --process-limit 10000 --quiet --json -- \
  "$progs/stress_prog_hostile_wrap_stray" \
  > "$tmp/run"; st=$?
[ "$st" = 0 ] || say "hostile_wrap_stray: exit $st, $(tail -n 1 "$tmp/run")"
# a stray that outlived its run by 0.5 s has logged it; one still alive
# would (a killed one may take a moment to leave the table on a busy
# machine: 10 s at most)
for _ in $(seq 100); do
  left=$(ps -eo stat=,args= | awk -v p="$progs/stress_prog_hostile_wrap_stray" \
         '$2 == p && $1 !~ /^Z/')
  [ -z "$left" ] && break
  sleep 0.1
done
[ ! -s "$tmp/orphan.log" ] && [ -z "$left" ] ||
  say "strays outlived their runs: $(cat "$tmp/orphan.log") $left"

[ $fail -eq 0 ] && echo "stress: pid wraps: CPU counted once, strays swept"
exit $fail
