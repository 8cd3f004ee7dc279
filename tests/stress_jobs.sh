#!/usr/bin/env bash
# stress_jobs.sh WINNABLE PROGDIR: "winnable stress" with runs at once.
# A TLE that only runs at once make (stress_prog_hostile_crowded, whose
# runs spin while another goes on: shared cores, a wall limit) is never
# a verdict, in the search or while shrinking, so -j 4 reports what
# -j 1 does; and shrinking keeps to --shrink-seconds whatever -j: no
# candidate starts after it, and the runs going on then are killed.
# The six stress runs below go on at once, each with a lock file of its
# own (runs of one stress crowd each other, never another's): they spend
# their time waiting on their programs' 0.2 s holds and sleeps.
set -u
bin=$1 progs=$2
tmp=$(mktemp -d)
export TMPDIR=$tmp/tmp
mkdir -p "$TMPDIR"
trap 'rm -rf "$tmp"' EXIT
crowded=$progs/stress_prog_hostile_crowded
fail=0
say() { echo "FAIL: $*"; fail=1; }

# report J ARGS...: the JSON line of stress -j J, timings left out
report() {
  local j=$1; shift
  "$bin" stress accordion --rule rightmost --quiet --json -j "$j" "$@" |
    tail -n 1 |
    sed -E 's/"(found_)?seconds":[0-9.]*//g; s/[0-9.]+ s (of CPU|wall|of it)//g; s/"reason_bytes":[0-9]*//g'
}
# started NAME CMD...: CMD in the background, with the lock file
# $tmp/NAME.lock, its output in $tmp/NAME
started() {
  local name=$1; shift
  (export CROWD_LOCK=$tmp/$name.lock; "$@" > "$tmp/$name") &
}

# the search: a right program is right at -j 4 too (under the
# sanitizers, WN_TEST_QUICK=1: 4 tests)
tests=12
[ -n "${WN_TEST_QUICK:-}" ] && tests=4
started search report 4 --tests $tests --time-limit 0.3 -- "$crowded"

# The shrinks start from the first input of seed 5's random kind, of 10
# cards: every candidate runs 0.2 s at least, each crowded batch at -j 4
# also waits for its TLE and then reruns alone, so a small start keeps
# these short.
# shrink J LIMIT MODE...: stress -j J on that input, hostile_crowded MODE
shrink() {
  local j=$1 limit=$2; shift 2
  report "$j" --kinds random --seed 5 --tests 1 --time-limit "$limit" -- \
    "$crowded" "$@"
}
# shrinking a WA: a candidate's TLE at once is not a pass (a pass of
# candidates that all TLE at once would end at 10 cards, called minimal)
started wa1 shrink 1 0.3 even
started wa4 shrink 4 0.3 even
# shrinking a TLE: a candidate's TLE at once is not a failure (the
# descent went on below 5 cards, to an input that passes alone)
started tle1 shrink 1 0.2 slow 5
started tle4 shrink 4 0.2 slow 5

# The budget: every run logs its start; each candidate of shrinking
# sleeps 10 s and fails, the first input none. Budget 3 s at -j 4: one
# batch at 0 s, killed at 3 s, then the final rerun (without the bound:
# a rerun at 10 s or later). The slack is wide for a busy machine.
log=$tmp/starts
cat > "$tmp/sleepy" <<EOS
#!/bin/sh
in=\$(cat)
echo "\$(date +%s.%N)" >> "$log"
[ -f "$tmp/first" ] || printf '%s' "\$in" > "$tmp/first"
[ "\$(cat "$tmp/first")" = "\$in" ] || sleep 10
ans=\$(printf '%s\n' "\$in" | "$progs/stress_prog_cf208b_ok")
[ "\$ans" = YES ] && echo NO || echo YES
EOS
chmod +x "$tmp/sleepy"
started budget report 4 --kinds hard --tests 1 --shrink-seconds 3 -- \
  "$tmp/sleepy"
wait

case $(cat "$tmp/search") in *'"verdict":"OK","tests":'$tests,*) ;;
  *) say "crowded runs made a verdict in the search: $(cat "$tmp/search")" ;;
esac
a=$(cat "$tmp/wa1") b=$(cat "$tmp/wa4")
[ "$a" = "$b" ] && case $a in *'"size":2,'*'"size_found":10,'*) true ;;
  *) false ;; esac || say "shrinking a WA: -j 1 and -j 4 differ: $a / $b"
a=$(cat "$tmp/tle1") b=$(cat "$tmp/tle4")
[ "$a" = "$b" ] && case $a in *'"size":5,'*'"size_found":10,'*'"minimal":true'*)
  true ;; *) false ;; esac || say "shrinking a TLE: -j 1 and -j 4 differ: $a / $b"
case $(cat "$tmp/budget") in *'"verdict":"WA"'*'"minimal":false'*) ;;
  *) say "budget: $(cat "$tmp/budget")" ;; esac
# lines 1-3: the test and its two reruns; 4: shrinking's first start;
# the last: the final rerun; every other start in the first batch
# (a start past the budget, t + 3 s, is the fault; without the budget
# the next batch would start at t + 10 s: the final rerun must come
# before that, whatever the machine's load)
awk 'NR == 4 { t = $1 }
     NR > 4 { if (prev > t + 3) late = prev; prev = $1 }
     END { if (NR < 5 || late || prev > t + 9.9) exit 1 }' "$log" ||
  say "budget: runs started after 3 s: $(cat "$log")"

[ $fail -eq 0 ] && echo "stress: verdicts and budget do not depend on -j"
exit $fail
