#!/usr/bin/env bash
# stress_programs.sh WINNABLE PROGDIR INPUTS: the contestant programs of
# tests/stress/programs (built as PROGDIR/stress_prog_<file>) are what
# their comments claim, so that tests of `winnable stress` can rely on
# them:
#   correct ones: `winnable check` accepts their output on a few hundred
#     generated inputs (winnable deal, seeded);
#   buggy ones: accepted on a sample, and rejected (check fails, a crash,
#     or no answer within 2 s; 0.5 s for the one that runs for hours) on
#     their counterexample INPUTS/<name>.in;
#   hostile ones: they do their hostile act (measured cheaply: the memory
#     programs under `ulimit -v`, the orphans' children killed here by pid).
set -u
bin=$1 progs=$(cd "$2" && pwd) inputs=$(cd "$3" && pwd)
tmp=$(mktemp -d)
orphans=()
cleanup() {
  for pid in "${orphans[@]}"; do kill -9 "$pid" 2> /dev/null; done
  rm -rf "$tmp"
}
trap cleanup EXIT
fail=0
bad() { echo "FAIL: $*"; fail=1; }

# judge PROG INPUT CHECKARGS...: runs PROG on INPUT ($seconds, 2 s
# unless set), then check. Returns 0 if accepted; 124 on timeout, the
# exit status of a crash, or check's status; the reason is in $tmp/why.
judge() {
  local prog=$1 in=$2 rc
  shift 2
  (timeout -k 1 "${seconds:-2}" "$progs/stress_prog_$prog" < "$in" > "$tmp/out"
   exit $?) 2> /dev/null
  rc=$?
  if [ $rc -ne 0 ]; then
    echo "exit status $rc" > "$tmp/why"
    return $rc
  fi
  "$bin" check "$@" "$in" "$tmp/out" 2> "$tmp/why"
}

# accepted PROG INPUT CHECKARGS...: PROG must be accepted on INPUT.
accepted() {
  judge "$@" || bad "$1 on $(basename "$2"): $(cat "$tmp/why")"
}

# buggy PROG SAMPLE COUNTEREXAMPLE CHECKARGS...: judge's status on
# the counterexample (within $hang seconds, 2 unless set) in $rejected
buggy() {
  local prog=$1 sample=$2 counter=$3
  shift 3
  accepted "$prog" "$inputs/$sample" "$@"
  seconds=${hang:-2} judge "$prog" "$inputs/$counter" "$@"
  rejected=$?
  [ $rejected -ne 0 ] || bad "$prog is accepted on its counterexample $counter"
}

# The memory hog's two modes hold their memory 2 s: they run meanwhile,
# and are looked at below.
for how in plain shared; do
  "$progs/stress_prog_hostile_fork_memory" ${how#plain} \
    < "$inputs/cf208b_sample.in" > "$tmp/fm_$how.out" &
done

# Correct programs on generated inputs (under the sanitizers,
# WN_TEST_QUICK=1: every fourth of them, each size class still there;
# what is checked is the contestant program, built without them).
step=1; [ -n "${WN_TEST_QUICK:-}" ] && step=4
for i in $(seq 0 $step 199); do
  cards=$(( i % 40 < 10 ? i % 10 + 1 : i % 40 < 30 ? 8 + i % 13 : 52 ))
  "$bin" deal accordion --contest --cards $cards --seed 208 --first $i \
    > "$tmp/in$i"
  accepted cf208b_ok "$tmp/in$i" accordion --rule rightmost
done
accepted cf208b_ok "$inputs/cf208b_exponential.in" accordion --rule rightmost
accepted cf208b_ok "$inputs/cf208b_greedy.in" accordion --rule rightmost
accepted cf208b_ok "$inputs/cf208b_crash_n1.in" accordion --rule rightmost

for p in 1 2 3 5 10; do
  "$bin" deal hitormiss --players $p --count 100 --seed 35 > "$tmp/hom$p"
  accepted hitormiss_ok "$tmp/hom$p" hitormiss
done
accepted hitormiss_ok "$inputs/hitormiss_window100.in" hitormiss

while read -r n c k v; do
  "$bin" deal stacks --stacks $n --cards $c --suits $k --values $v \
    --count 100 --seed 17 > "$tmp/st"
  accepted stacks_ok "$tmp/st" stacks
done <<'CONFIGS'
2 2 2 4
3 2 3 3
4 2 4 3
5 2 5 3
4 3 4 4
3 3 3 13
4 5 4 13
6 3 7 13
CONFIGS
"$bin" deal stacks --stacks 1000 --cards 100 --suits 1000 --values 50000 \
  --count 2 --seed 17 > "$tmp/stbig"
accepted stacks_ok "$tmp/stbig" stacks
accepted stacks_ok "$inputs/stacks_missing_condition.in" stacks

while read -r r c d n; do
  "$bin" deal outlast --rows $r --cols $c --density $d --count $n \
    --seed 22 > "$tmp/ol"
  accepted outlast_ok "$tmp/ol" outlast
done <<'CONFIGS'
1 1 0.5 50
2 2 0.5 100
3 3 0.6 100
2 5 0.5 100
4 4 0.5 100
10 10 0.1 100
1 200 1 2
14 14 0.9 2
CONFIGS
accepted outlast_ok "$inputs/outlast_no_combine.in" outlast

for k in 4 8 11; do
  "$bin" deal accordion --cards $k --count 100 --seed 33 > "$tmp/acc$k"
  accepted accordion_lines_ok "$tmp/acc$k" accordion
done
accepted accordion_lines_ok "$inputs/accordion_lines_onlyleft1.in" accordion

# Buggy programs: right on a sample, wrong on their counterexample.
R="accordion --rule rightmost"
buggy cf208b_greedy cf208b_sample.in cf208b_greedy.in $R
buggy cf208b_crash_n1 cf208b_sample.in cf208b_crash_n1.in $R
[ $rejected -ge 128 ] || bad "cf208b_crash_n1 does not die of a signal on n = 1"
# (it runs for hours on its counterexample: 0.5 s tells it)
hang=0.5 buggy cf208b_exponential cf208b_sample.in cf208b_exponential.in $R
[ $rejected -eq 124 ] || bad "cf208b_exponential finishes within 0.5 s"
buggy hitormiss_window100 hitormiss_sample.in hitormiss_window100.in hitormiss
buggy stacks_missing_condition stacks_sample.in stacks_missing_condition.in \
  stacks
buggy outlast_no_combine outlast_sample.in outlast_no_combine.in outlast
buggy accordion_lines_onlyleft1 accordion_lines_sample.in \
  accordion_lines_onlyleft1.in accordion
buggy stacks_short_values stacks_sample.in stacks_short_values.in stacks
buggy stacks_keeps_removals stacks_sample.in stacks_keeps_removals.in stacks
buggy hitormiss_line_per_set hitormiss_sample.in hitormiss_line_per_set.in \
  hitormiss

# Hostile programs do what they are named for.
sample=$inputs/cf208b_sample.in
p=$progs/stress_prog_
bytes=$(timeout 5 "${p}hostile_flood" < "$sample" | head -c 10000000 | wc -c)
[ "$bytes" -eq 10000000 ] || bad "hostile_flood printed only $bytes bytes"

(timeout -s TERM -k 0.2 0.3 "${p}hostile_spin" < /dev/null; exit $?) 2> /dev/null
[ $? -eq 137 ] || bad "hostile_spin did not need SIGKILL"

for v in hostile_orphan hostile_orphan_setsid; do
  timeout 5 "$p$v" < "$sample" > "$tmp/out" 2> "$tmp/err"
  pid=$(sed -n 's/^child \([0-9]*\)$/\1/p' "$tmp/err")
  if [ -z "$pid" ] || ! kill -0 "$pid" 2> /dev/null; then
    bad "$v left no child running"
    continue
  fi
  orphans+=("$pid")
  "$bin" check $R "$sample" "$tmp/out" 2> /dev/null || bad "$v answers wrong"
  sid=$(ps -o sid= -p "$pid" | tr -d ' ')
  if [ $v = hostile_orphan_setsid ]; then
    [ "$sid" = "$pid" ] || bad "$v: the child did not call setsid"
  else
    [ "$sid" != "$pid" ] || bad "$v: the child left its session"
  fi
  kill -9 "$pid"
done

# the sleeper: alive after its parent, in its session, out of its group,
# and it logs having outlived the parent by half a second
ORPHAN_LOG=$tmp/orphan.log timeout 5 "${p}hostile_orphan_sleeper" \
  < "$sample" > "$tmp/out" 2> "$tmp/err"
pid=$(sed -n 's/^sleeper \([0-9]*\)$/\1/p' "$tmp/err")
if [ -n "$pid" ] && kill -0 "$pid" 2> /dev/null; then
  orphans+=("$pid")
  "$bin" check $R "$sample" "$tmp/out" 2> /dev/null ||
    bad "hostile_orphan_sleeper answers wrong with its sleeper alive"
  read -r spgid ssid <<< "$(ps -o pgid=,sid= -p "$pid")"
  [ "$spgid" = "$pid" ] && [ "$ssid" = "$(ps -o sid= -p $$ | tr -d ' ')" ] ||
    bad "hostile_orphan_sleeper: the sleeper is not out of its group only"
  # it logs 0.5 s after the parent's end: wait for that, 10 s at most
  # (a busy machine is slow to schedule it)
  for _ in $(seq 100); do
    grep -qx "outlived $pid" "$tmp/orphan.log" 2> /dev/null && break
    sleep 0.1
  done
  grep -qx "outlived $pid" "$tmp/orphan.log" 2> /dev/null ||
    bad "hostile_orphan_sleeper: the sleeper did not log outliving"
  kill -9 "$pid"
else
  bad "hostile_orphan_sleeper left no sleeper running"
fi

out=$(yes | timeout 5 "${p}hostile_closes_stdin")
[ "$out" = NO ] || bad "hostile_closes_stdin printed '$out'"

mkdir "$tmp/cwd"
(cd "$tmp/cwd" && "${p}hostile_writes" < "$sample" > ../out) ||
  bad "hostile_writes failed"
[ "$(ls "$tmp/cwd" | wc -l)" -eq 3 ] || bad "hostile_writes left no 3 files"
"$bin" check $R "$sample" "$tmp/out" 2> /dev/null ||
  bad "hostile_writes answers wrong"

# the attacks of issue 48: each does its act where a judge lets it
mkdir "$tmp/fifo"
cp "$sample" "$tmp/fifo/in"
timeout 5 "${p}hostile_fifo" < "$tmp/fifo/in" > "$tmp/fifo/out" \
  2> "$tmp/fifo/err"
[ -p "$tmp/fifo/in" ] && [ -p "$tmp/fifo/out" ] && [ -p "$tmp/fifo/err" ] ||
  bad "hostile_fifo did not put FIFOs in place of its files"
printf '5\n2S 2S 3S 4H 4S\n' > "$tmp/rewritten"        # lost: NO
chmod 644 "$tmp/rewritten"
out=$(timeout 5 "${p}hostile_rewrite_input" 0<> "$tmp/rewritten" 2>&1)
[ "$(cat "$tmp/rewritten")" = "$(printf '1\nAH')" ] &&
  [ "$out" = "$(printf 'rewritten\nYES')" ] ||
  bad "hostile_rewrite_input did not rewrite its input: $out"
timeout 10 "${p}hostile_memfd" < "$sample" > "$tmp/out" ||
  bad "hostile_memfd could not hold its memfds"
"$bin" check $R "$sample" "$tmp/out" 2> /dev/null ||
  bad "hostile_memfd answers wrong"
bytes=$(timeout 10 "${p}hostile_fsize" | head -c 20000000 | wc -c)
[ "$bytes" -eq 20000000 ] || bad "hostile_fsize printed only $bytes bytes"

(ulimit -v 1048576; "${p}hostile_memory" < "$sample" > /dev/null)
[ $? -eq 1 ] || bad "hostile_memory did not ask for more than 1 GiB"

(ulimit -v 40960; "${p}hostile_fork_memory" < "$sample" > /dev/null)
[ $? -eq 1 ] || bad "hostile_fork_memory's workers did not ask for 40 MiB"
wait # the two runs of hostile_fork_memory, started at the top
for how in plain shared; do
  "$bin" check $R "$sample" "$tmp/fm_$how.out" 2> /dev/null ||
    bad "hostile_fork_memory $how answers wrong"
done

for how in "" light; do
  "${p}hostile_fork_cpu" $how < "$sample" > "$tmp/out"
  "$bin" check $R "$sample" "$tmp/out" 2> /dev/null ||
    bad "hostile_fork_cpu $how answers wrong"
done
# the workers' CPU time is not the parent's: a shell's times for its
# children show the light one's reaped workers only
cpu=$(bash -c 'TIMEFORMAT=%U; time "$1" < "$2" > /dev/null' _ \
      "${p}hostile_fork_cpu" "$sample" 2>&1)
awk -v c="$cpu" 'BEGIN { exit !(c < 0.3) }' ||
  bad "hostile_fork_cpu: its parent's rusage shows ${cpu}s, want under 0.3"

# all its processes together spend about 0.6 s (its parent reaps them),
# and none outlives it (a private copy, to look for it by name)
cp "${p}hostile_reap_wrapped" "$tmp/reap_copy"
cpu=$(bash -c 'TIMEFORMAT=%U; time "$1" < "$2" > "$3" 2> /dev/null' _ \
      "$tmp/reap_copy" "$sample" "$tmp/out" 2>&1)
# (its sleepers end with it: give them 10 s at most on a busy machine)
for _ in $(seq 100); do
  [ -z "$(ps -eo args= | grep -F "$tmp/reap_copy" | grep -v grep)" ] && break
  sleep 0.1
done
[ -z "$(ps -eo args= | grep -F "$tmp/reap_copy" | grep -v grep)" ] ||
  bad "hostile_reap_wrapped left processes behind"
"$bin" check $R "$sample" "$tmp/out" 2> /dev/null ||
  bad "hostile_reap_wrapped answers wrong"
awk -v c="$cpu" 'BEGIN { exit !(c >= 0.55 && c < 1.05) }' ||
  bad "hostile_reap_wrapped: its processes used ${cpu}s, want about 0.6"

# alone it answers right (or wrong on an even deal); two at once spin
CROWD_LOCK=$tmp/crowd "${p}hostile_crowded" < "$sample" > "$tmp/out"
"$bin" check $R "$sample" "$tmp/out" 2> /dev/null ||
  bad "hostile_crowded answers wrong alone"
printf '2\nAS 2S\n' > "$tmp/even.in"
"${p}hostile_crowded" even < "$tmp/even.in" > "$tmp/out"
! "$bin" check $R "$tmp/even.in" "$tmp/out" 2> /dev/null ||
  bad "hostile_crowded even answers right on 2 cards"
# (a pair started together may still miss each other's 0.2 s on a busy
# machine: three tries)
crowd_pair() {
  for k in 1 2; do
    (CROWD_LOCK=$tmp/crowd timeout 0.5 "${p}hostile_crowded" < "$sample" \
      > /dev/null; echo $? > "$tmp/crowd.$k") &
  done
  wait
  grep -qx 124 "$tmp/crowd.1" "$tmp/crowd.2"
}
crowd_pair || crowd_pair || crowd_pair ||
  bad "hostile_crowded: two at once did not spin"

# it answers right, and its stray outlives it by 0.5 s (then exits)
ORPHAN_LOG=$tmp/stray.log "${p}hostile_wrap_stray" < "$sample" > "$tmp/out"
"$bin" check $R "$sample" "$tmp/out" 2> /dev/null ||
  bad "hostile_wrap_stray answers wrong"
for _ in $(seq 100); do # it logs 0.5 s after the end: 10 s at most
  grep -q "outlived its run" "$tmp/stray.log" 2> /dev/null && break
  sleep 0.1
done
grep -q "outlived its run" "$tmp/stray.log" 2> /dev/null ||
  bad "hostile_wrap_stray left no stray"

"${p}hostile_exit1" < "$sample" > "$tmp/out"
[ $? -eq 1 ] || bad "hostile_exit1 did not exit 1"
"$bin" check $R "$sample" "$tmp/out" 2> /dev/null ||
  bad "hostile_exit1 answers wrong"

"${p}hostile_garbage" < "$sample" > "$tmp/out"
"$bin" check $R "$sample" "$tmp/out" 2> /dev/null
[ $? -eq 2 ] || bad "hostile_garbage is not a presentation error"

[ $fail -eq 0 ] && echo "ok: stress programs are what they claim"
exit $fail
