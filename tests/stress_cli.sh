#!/usr/bin/env bash
# stress_cli.sh WINNABLE PROGDIR: "winnable stress" against the contestant
# programs of tests/stress/programs (built as PROGDIR/stress_prog_NAME):
# each buggy one is caught with its verdict and shrunk to a small input,
# each correct one runs its whole budget with no false alarm, hostile ones
# are judged and leave no process and no file behind, --out never
# overwrites, -j does not change the report, Ctrl-C exits 130 clean.
set -u
bin=$1
. "$(dirname "$0")/json_field.sh"  # field JSON KEY: one field of a JSON line
tmp=$(mktemp -d)
export TMPDIR=$tmp/tmp
mkdir -p "$TMPDIR" "$tmp/bin" "$tmp/work"
trap 'rm -rf "$tmp"' EXIT
# programs run in stress's directory: hostile_writes leaves its files here
cd "$tmp/work" || exit 1
# private copies: the process checks below see only this test's programs
cp "$2"/stress_prog_* "$tmp/bin/"
progs=$tmp/bin
fail=0
say() { echo "FAIL: $*"; fail=1; }

# run NAME GAME-ARGS...: stress --json on stress_prog_NAME; sets $json, $st
run() {
  local name=$1; shift
  "$bin" stress "$@" --quiet --json -- "$progs/stress_prog_$name" > "$tmp/run"
  st=$?
  json=$(tail -n 1 "$tmp/run")
}

# expect NAME VERDICT MAXSIZE GAME-ARGS...: found, that verdict, shrunk
expect() {
  local name=$1 verdict=$2 most=$3; shift 3
  run "$name" "$@"
  local v size
  v=$(field "$json" verdict) size=$(field "$json" size)
  [ "$st" = 1 ] || say "$name: stress exited $st, want 1"
  [ "$v" = "$verdict" ] || say "$name: verdict $v, want $verdict ($json)"
  [ "$size" -le "$most" ] 2>/dev/null ||
    say "$name: shrunk to $size elements, want at most $most ($json)"
}

# (a killed process may take a moment to leave the table on a busy
# machine: 10 s at most; a stray left behind lives for minutes)
left_of() {
  local left
  for _ in $(seq 100); do
    left=$(ps -eo pid=,args= | grep -F "$1" | grep -v grep || true)
    [ -z "$left" ] && break
    sleep 0.1
  done
  printf '%s' "$left"
}
# running PROGRAM: wait until a process runs PROGRAM (its argv[0], not
# a stress naming it), 30 s at most
running() {
  for _ in $(seq 300); do
    ps -eo args= | awk -v p="$1" '$1 == p { f = 1 } END { exit !f }' && return
    sleep 0.1
  done
}

# The plain report counts in words (issue 49): "after 1 test", "1 test
# passed"
printf '#!/bin/sh\ncat > /dev/null\necho MAYBE\n' > "$tmp/bin/maybe"
chmod +x "$tmp/bin/maybe"
"$bin" stress accordion --rule rightmost --shrink-seconds 0 --quiet \
  -- "$tmp/bin/maybe" > "$tmp/run"
grep -q "), found after 1 test in " "$tmp/run" ||
  say "a failure on test 1: $(head -n 1 "$tmp/run")"
"$bin" stress accordion --rule rightmost --tests 1 --quiet \
  -- "$progs/stress_prog_cf208b_ok" > "$tmp/run"
grep -q "^stress: 1 test passed (" "$tmp/run" ||
  say "one test passed: $(head -n 1 "$tmp/run")"

# Buggy programs: found, judged, shrunk (the issue's bounds).
expect cf208b_greedy WA 8 accordion --rule rightmost --seconds 60
# spans first: 39 cards to 4 in far fewer runs than one card at a time
runs=$(field "$json" shrink_runs)
[ "$runs" -ge 1 ] 2>/dev/null && [ "$runs" -le 30 ] ||
  say "cf208b_greedy: shrinking took $runs runs, want 1 to 30 ($json)"
expect cf208b_crash_n1 RE 1 accordion --rule rightmost --seconds 60
expect accordion_lines_onlyleft1 WA 8 accordion --seconds 60
expect hitormiss_window100 WA 60 hitormiss --seconds 60
expect stacks_missing_condition WA 12 stacks --seconds 60
expect outlast_no_combine WA 16 outlast --seconds 60
# bugs of issue 48: a 16-bit value (large numbers on both sides of
# 32,767), premade stacks changed by a case (a later case shares them), a
# Hit or Miss reader taking a set a line (sets broken across lines)
expect stacks_short_values WA 6 stacks --seconds 120
expect stacks_keeps_removals WA 12 stacks --seconds 120
expect hitormiss_line_per_set RE 1 hitormiss --seconds 60
# (its hard inputs run for hours: 1 s of shrinking, a candidate or more)
expect cf208b_exponential TLE 52 accordion --rule rightmost --kinds hard \
  --time-limit 0.5 --shrink-seconds 1 --seconds 60

# Correct programs: the whole budget, no false alarm.
for p in "cf208b_ok accordion --rule rightmost" "hitormiss_ok hitormiss" \
         "stacks_ok stacks" "outlast_ok outlast" \
         "accordion_lines_ok accordion --kinds small"; do
  set -- $p
  run "$@" --tests 60 -j 2
  [ "$st" = 0 ] && [ "$(field "$json" verdict)" = OK ] &&
    [ "$(field "$json" tests)" = 60 ] || say "$1: false alarm: $json"
done

# Hostile programs: judged, and nothing outlives stress.
expect hostile_flood OLE 52 accordion --rule rightmost --output-limit 1M \
  --shrink-seconds 5
# (the spinners' shrinking spins too: 1 s of it, a candidate or more)
expect hostile_spin TLE 52 accordion --rule rightmost --time-limit 0.3 \
  --shrink-seconds 1
expect hostile_memory MLE 52 accordion --rule rightmost --memory-limit 64M \
  --shrink-seconds 5
expect hostile_fork_memory MLE 52 accordion --rule rightmost \
  --memory-limit 128M --shrink-seconds 5 --tests 3
# the same memory shared by its workers (copy-on-write) counts once
# (-j 2: each run holds its memory 2 s)
"$bin" stress accordion --rule rightmost --memory-limit 128M --tests 2 -j 2 \
  --quiet --json -- "$progs/stress_prog_hostile_fork_memory" shared \
  > "$tmp/run"; st=$?
json=$(tail -n 1 "$tmp/run")
[ "$st" = 0 ] && [ "$(field "$json" verdict)" = OK ] ||
  say "hostile_fork_memory shared: shared pages counted more than once: $json"
# CPU time too: workers spending it for a leader that spends none
expect hostile_fork_cpu TLE 52 accordion --rule rightmost --time-limit 0.5 \
  --shrink-seconds 1 --tests 3
"$bin" stress accordion --rule rightmost --time-limit 0.5 --tests 2 \
  --quiet --json -- "$progs/stress_prog_hostile_fork_cpu" light \
  > "$tmp/run"; st=$?
json=$(tail -n 1 "$tmp/run")
[ "$st" = 0 ] && [ "$(field "$json" verdict)" = OK ] ||
  say "hostile_fork_cpu light: reaped workers' CPU counted twice: $json"
expect hostile_exit1 RE 1 accordion --rule rightmost
# no PE in Codeforces: WA, the reason saying what broke the format
expect hostile_garbage WA 1 accordion --rule rightmost
case $(field "$json" reason) in
  "presentation error: "*) ;;
  *) say "hostile_garbage: reason $(field "$json" reason)" ;;
esac
[ "$(field "$json" output_bytes)" -gt 1024 ] &&
  [ "$(printf '%s' "$json" | wc -c)" -lt 8192 ] ||
  say "hostile_garbage: --json not cut: $(printf '%s' "$json" | wc -c) bytes"
run hostile_orphan accordion --rule rightmost --tests 5
run hostile_orphan_setsid accordion --rule rightmost --tests 5
run hostile_writes accordion --rule rightmost --tests 5
# -j 3: a sleeper orphaned while its run goes on lives until that run
# ends (another run's end must not kill it), and not past it
ORPHAN_LOG=$tmp/orphan.log run hostile_orphan_sleeper accordion \
  --rule rightmost --tests 15 -j 3
[ "$st" = 0 ] && [ "$(field "$json" verdict)" = OK ] ||
  say "hostile_orphan_sleeper: a sleeper died before its run ended: $json"
# a sleeper that outlived its run by 0.5 s has logged; one still alive
# would
left=$(left_of "$progs/stress_prog_hostile_orphan_sleeper")
[ ! -s "$tmp/orphan.log" ] && [ -z "$left" ] ||
  say "hostile_orphan_sleeper: sleepers outlived their runs: $(cat "$tmp/orphan.log") $left"
run hostile_closes_stdin accordion --rule rightmost --tests 5
left=$(left_of "$progs/stress_prog_hostile")
[ -z "$left" ] || say "processes outlived stress: $left"
[ -z "$(ls -A "$TMPDIR")" ] || say "files left in TMPDIR: $(ls -A "$TMPDIR")"

# A program that answers YES and NO in turn: the rerun of its first
# failing input passes, so it is reported flaky, never called minimal.
FLAKY_COUNTER=$tmp/flaky.count run hostile_flaky accordion --rule rightmost \
  --tests 50
[ "$st" = 1 ] && [ "$(field "$json" flaky)" = true ] &&
  [ "$(field "$json" minimal)" = false ] || say "hostile_flaky: $json"

# Interrupted while shrinking (each run a third of a second): the failure
# found is still shown. The notice on stderr says when shrinking began.
# --out holds what the report shows, whole files that belong together
# (the right answer was not computed), and nothing is left running.
printf '#!/bin/sh\nsleep 0.3\nexec "%s" "$@"\n' \
  "$progs/stress_prog_cf208b_greedy" > "$progs/slow_greedy"
chmod +x "$progs/slow_greedy"
for wait in 1 2; do
  rm -rf "$tmp/intout"
  "$bin" stress accordion --rule rightmost --json -j 4 --out "$tmp/intout" \
    -- "$progs/slow_greedy" > "$tmp/int" 2> "$tmp/int.err" &
  pid=$!
  for _ in $(seq 600); do
    grep -q "shrinking it" "$tmp/int.err" && break
    sleep 0.1
  done
  sleep $wait
  kill -INT $pid
  wait $pid; st=$?
  json=$(tail -n 1 "$tmp/int")
  [ "$st" = 130 ] && [ "$(field "$json" verdict)" = WA ] &&
    [ "$(field "$json" interrupted)" = true ] &&
    [ "$(field "$json" minimal)" = false ] &&
    [ -n "$(field "$json" input)" ] || say "interrupted shrink: exit $st, $json"
  left=$(ps -eo pid=,args= | grep -F "$progs/" | grep -v grep || true)
  [ -z "$left" ] || say "interrupted shrink left: $left"
  [ -z "$(ls -A "$TMPDIR")" ] ||
    say "interrupted shrink left files: $(ls -A "$TMPDIR")"
  case $(ls -A "$tmp/intout" | tr '\n' ' ') in
    "fail.in fail.out fail.txt ") ;;
    "fail.ans fail.in fail.out fail.txt ") # interrupted after the answer
      "$bin" check accordion --rule rightmost "$tmp/intout/fail.in" \
        "$tmp/intout/fail.ans" 2> /dev/null ||
        say "interrupted shrink: fail.ans is not a right answer" ;;
    *) say "interrupted shrink: --out holds $(ls -A "$tmp/intout")" ;;
  esac
  printf '%s\n' "$(field "$json" input)" | cmp -s - "$tmp/intout/fail.in" ||
    say "interrupted shrink: fail.in is not the input reported"
  "$bin" validate accordion --rule rightmost "$tmp/intout/fail.in" ||
    say "interrupted shrink: fail.in is not a valid input"
  "$progs/stress_prog_cf208b_greedy" < "$tmp/intout/fail.in" |
    cmp -s - "$tmp/intout/fail.out" ||
    say "interrupted shrink: fail.out is not the program's output on fail.in"
  "$bin" check accordion --rule rightmost "$tmp/intout/fail.in" \
    "$tmp/intout/fail.out" 2> /dev/null &&
    say "interrupted shrink: fail.out is a right answer to fail.in"
  grep -q "^WA: " "$tmp/intout/fail.txt" ||
    say "interrupted shrink: fail.txt is $(cat "$tmp/intout/fail.txt")"
done

# SIGHUP (a closed terminal) cleans up as Ctrl-C does.
"$bin" stress accordion --rule rightmost --quiet --time-limit 60 -- \
  "$progs/stress_prog_hostile_spin" > /dev/null 2>&1 &
pid=$!
running "$progs/stress_prog_hostile_spin"
kill -HUP $pid
wait $pid; st=$?
[ "$st" = 130 ] || say "SIGHUP: exit $st, want 130"

# --out DIR: four files; a second failure saved beside, never over them.
"$bin" stress accordion --rule rightmost --quiet --out "$tmp/out" -- \
  "$progs/stress_prog_cf208b_greedy" > /dev/null; st=$?
[ "$st" = 1 ] || say "--out: exit $st"
for f in fail.in fail.out fail.ans fail.txt; do
  [ -s "$tmp/out/$f" ] || say "--out: $f missing or empty"
done
cp "$tmp/out/fail.in" "$tmp/saved.in"
"$bin" stress accordion --rule rightmost --quiet --out "$tmp/out" -- \
  "$progs/stress_prog_cf208b_greedy" > "$tmp/second"; st=$?
[ "$st" = 1 ] || say "--out over a saved failure: exit $st"
grep -q "saved as $tmp/out/fail-2.in" "$tmp/second" ||
  say "--out: the second failure is not said saved as fail-2"
for f in fail-2.in fail-2.out fail-2.ans fail-2.txt; do
  [ -s "$tmp/out/$f" ] || say "--out: second failure: $f missing or empty"
done
cmp -s "$tmp/out/fail.in" "$tmp/saved.in" || say "--out changed a saved file"
"$bin" check accordion --rule rightmost "$tmp/out/fail.in" \
  "$tmp/out/fail.ans" 2> /dev/null || say "fail.ans is not accepted by check"

# -j does not change the report.
for j in 1 3; do
  "$bin" stress stacks --quiet --json -j $j -- \
    "$progs/stress_prog_stacks_missing_condition" |
    sed -E 's/"(found_)?seconds":[0-9.]*//g' > "$tmp/j$j"
done
cmp -s "$tmp/j1" "$tmp/j3" || say "-j 1 and -j 3 report differently"

# Ctrl-C: exit 130, no process left, no file left.
"$bin" stress accordion --rule rightmost --quiet --time-limit 60 -j 2 -- \
  "$progs/stress_prog_hostile_spin" > /dev/null 2>&1 &
pid=$!
running "$progs/stress_prog_hostile_spin"
kill -INT $pid
wait $pid; st=$?
[ "$st" = 130 ] || say "Ctrl-C: exit $st, want 130"
left=$(left_of "$progs/stress_prog_hostile_spin")
[ -z "$left" ] || say "Ctrl-C left: $left"
[ -z "$(ls -A "$TMPDIR")" ] || say "Ctrl-C left files: $(ls -A "$TMPDIR")"

# Usage: no COMMAND, a COMMAND that cannot start, an unknown kind.
for args in "accordion" "accordion -- $tmp/no-such-program" \
            "accordion --kinds tiny -- true" "nosuchgame -- true"; do
  "$bin" stress $args > /dev/null 2> "$tmp/err"; st=$?
  [ "$st" = 2 ] && [ -s "$tmp/err" ] || say "stress $args: exit $st"
done

[ $fail -eq 0 ] && echo "stress: every program judged as it should be"
exit $fail
