#!/usr/bin/env bash
# stress_isolation.sh WINNABLE PROGDIR: the attacks of issue 48, each by
# a hostile program of tests/stress/programs, against runs isolated in
# namespaces of their own: each gets its verdict in bounded time, and no
# process, file or directory of a run outlives it. Skipped (exit 77)
# where the kernel refuses the namespaces (stress says so and falls back).
set -u
bin=$1 progs=$2
. "$(dirname "$0")/json_field.sh"  # field JSON KEY: one field of a JSON line
tmp=$(mktemp -d)
export TMPDIR=$tmp/tmp
mkdir -p "$TMPDIR" "$tmp/work"
trap 'rm -rf "$tmp"' EXIT
cd "$tmp/work" || exit 1
# private copies: the process checks below see only this test's programs
mkdir "$tmp/bin"
cp "$progs"/stress_prog_* "$tmp/bin/"
progs=$tmp/bin
fail=0
say() { echo "FAIL: $*"; fail=1; }

"$bin" stress accordion --rule rightmost --tests 1 --quiet -- \
  "$progs/stress_prog_cf208b_ok" > /dev/null 2> "$tmp/err"
if grep -q "no pid namespace" "$tmp/err"; then
  echo "skipped: $(cat "$tmp/err")"
  exit 77
fi

# attack NAME VERDICT STRESS-OPTIONS... [-- ARGS]: stress --json on
# stress_prog_NAME within 120 s (the attacks that hung or ran to the
# wall limit); the verdict wanted, nothing of it left running
attack() {
  local name=$1 verdict=$2; shift 2
  timeout -k 5 120 "$bin" stress accordion --rule rightmost --quiet --json \
    "$@" -- "$progs/stress_prog_$name" > "$tmp/run" 2> "$tmp/err"
  st=$?
  json=$(tail -n 1 "$tmp/run")
  [ "$st" != 124 ] && [ "$st" != 137 ] || say "$name: stress did not end"
  v=$(field "$json" verdict 2> /dev/null)
  [ "$v" = "$verdict" ] || say "$name: verdict $v, want $verdict ($json)"
  left=$(ps -eo pid=,args= | grep -F "$progs/stress_prog_$name" |
         grep -v grep || true)
  [ -z "$left" ] || say "$name: processes outlived stress: $left"
  [ -z "$(ls -A "$TMPDIR")" ] || say "$name: left $(ls -A "$TMPDIR")"
}

# stdin, stdout and stderr found through /proc/self/fd and replaced by
# FIFOs: nothing to replace (pipes and a memfd), stress never blocks
attack hostile_fifo OK --tests 10
# the file behind stdin rewritten to a won deal, then YES: the memfd is
# sealed, so the output is judged against the input given
attack hostile_rewrite_input WA --shrink-seconds 10
# 384 MB in memfds filled by write(), never mapped
attack hostile_memfd MLE --memory-limit 64M --tests 3 --shrink-seconds 10
# SIGSTOP and SIGKILL to its parent, a child left sleeping: the parent
# it sees is the run's init, which ignores them; the child ends with it
# (a child that outlived its run by 1 s has logged it; one alive now,
# which would, attack() finds)
KILL_LOG=$tmp/kill.log attack hostile_kill_parent OK --tests 5
[ ! -s "$tmp/kill.log" ] || say "hostile_kill_parent: its child outlived its run"
# 2,000 forks, each sleeping: stopped at the process limit, not the wall
attack hostile_forks RE --tests 1 --shrink-seconds 10
case $(field "$json" reason) in
  *processes*) ;;
  *) say "hostile_forks: reason $(field "$json" reason)" ;;
esac
# RLIMIT_FSIZE raised (root may), 300 MB written: counted by stress
attack hostile_fsize OLE --output-limit 1M --tests 1 --shrink-seconds 10
[ "$(field "$json" output_bytes)" -le $((1 << 20)) ] ||
  say "hostile_fsize: $(field "$json" output_bytes) bytes kept"

# stress killed (SIGKILL) while a run goes on: the run's processes go
# with it, and its temporary directory goes at the next stress's start
"$bin" stress accordion --rule rightmost --time-limit 60 --quiet -- \
  "$progs/stress_prog_hostile_spin" > /dev/null 2>&1 &
pid=$!
# the program itself (its argv[0]), not the stress whose arguments name
# it: stress has made its directory once the program runs
spinning() {
  ps -eo pid=,args= | awk -v p="$progs/stress_prog_hostile_spin" '$2 == p'
}
for _ in $(seq 300); do
  [ -n "$(spinning)" ] && break
  sleep 0.1
done
kill -KILL $pid
wait $pid 2> /dev/null
# (a killed run may take a moment to leave the table on a busy machine:
# 10 s at most; a stray spinner spins on)
for _ in $(seq 100); do
  [ -z "$(spinning)" ] && break
  sleep 0.1
done
left=$(spinning)
[ -z "$left" ] || say "stress killed: its run outlived it: $left"
[ -n "$(ls -A "$TMPDIR")" ] || say "stress killed: no directory to clean"
"$bin" stress accordion --rule rightmost --tests 1 --quiet -- \
  "$progs/stress_prog_cf208b_ok" > /dev/null 2>&1 || say "stress after a kill"
[ -z "$(ls -A "$TMPDIR")" ] ||
  say "the directory of a killed stress was not removed: $(ls -A "$TMPDIR")"

# the program runs here, with relative paths as at a terminal, and a
# TMPDIR of its own
cp "$progs/stress_prog_cf208b_ok" sol
printf '#!/bin/sh\n[ "$TMPDIR" != "%s" ] && [ -d "$TMPDIR" ] || exit 9\nexec ./sol\n' \
  "$TMPDIR" > run.sh
chmod +x run.sh
"$bin" stress accordion --rule rightmost --tests 20 --quiet --json -- \
  sh run.sh > "$tmp/run" 2>&1; st=$?
json=$(tail -n 1 "$tmp/run")
[ "$st" = 0 ] && [ "$(field "$json" verdict)" = OK ] ||
  say "a relative path: exit $st, $json"

[ $fail -eq 0 ] && echo "stress: every attack judged, nothing left behind"
exit $fail
