#!/usr/bin/env bash
# hostile_big.sh WINNABLE: hostile inputs too big to commit, made here
# and streamed through stdin (issue 9). Each must give the right answer
# or a clear error (exit 2, file:line:col), never a crash, a hang or
# unbounded memory: every run is under 'timeout' and 'ulimit -v': 64 MiB
# of address space for the 100 MB lines (reading streams), 1 GiB for
# the big solves, which get --max-memory 256M (skipped when the binary
# cannot start under the limit, as with ASan, which reserves terabytes).
#   100 MB single lines, for every game: one 100 MB token, and valid
#     input whose tokens are spread over a 100 MB line of blanks
#   Accordion deals of 10,000 cards (random and all equal) and of
#     100,000 (the most accepted), both rules, with --timeout
#   the largest Stack Management case (10^6 premade stacks of one card,
#     one case using them all) and Outlasting's largest board
set -u
bin=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
SMALL=65536 BIG=1048576
if ! (ulimit -v $SMALL && "$bin" --version) > /dev/null 2>&1; then
  SMALL=unlimited BIG=unlimited
  echo "note: no address-space limit (the binary needs more to start)"
fi
VMEM=$SMALL

# run NAME WANT_STATUS WANT_STDOUT WANT_STDERR_PATTERN ARGS... < input
# stdout must equal WANT_STDOUT (or match it as a pattern with '~');
# stderr must match the extended regex WANT_STDERR_PATTERN ('' = empty).
# A failure is written to $tmp/failed, not to a variable: a run fed by a
# pipe runs in a subshell, whose variables are lost.
run() {
  local name=$1 want_status=$2 want_out=$3 want_err=$4
  shift 4
  (ulimit -v $VMEM; exec timeout 120 "$bin" "$@") > "$tmp/out" 2> "$tmp/err"
  local status=$? out
  out=$(cat "$tmp/out")
  local ok=1
  [ "$status" = "$want_status" ] || ok=0
  if [[ "$want_out" == '~'* ]]; then
    [[ "$out" =~ ${want_out#\~} ]] || ok=0
  else
    [ "$out" = "$want_out" ] || ok=0
  fi
  if [ -z "$want_err" ]; then
    [ -s "$tmp/err" ] && ok=0
  else
    grep -Eq "$want_err" "$tmp/err" || ok=0
  fi
  if [ $ok = 1 ]; then
    echo "ok   $name"
  else
    echo "FAIL $name: exit $status (want $want_status)"
    echo "  stdout: $(head -c 200 "$tmp/out")"
    echo "  stderr: $(head -c 300 "$tmp/err")"
    echo "$name" >> "$tmp/failed" # run may be in a pipe's subshell
  fi
}

MB100=100000000
blanks() { head -c "$1" /dev/zero | tr '\0' ' '; }
token() { head -c "$1" /dev/zero | tr '\0' "$2"; }

# ---- one 100 MB token, every game: a clear error at 1:1
token $MB100 X | run "accordion: 100 MB token" 2 "" \
  '^<stdin>:1:1: expected a card like 7H, found "X{63}\.\.\."$' accordion
token $MB100 7 | run "accordion: 100 MB number" 2 "" \
  '^<stdin>:1:1: expected a number of cards \(1\.\.100000\), found "7{63}\.\.\."$' \
  accordion
token $MB100 X | run "hitormiss: 100 MB token" 2 "" \
  '^<stdin>:1:1: expected a card like 7H, found "X{63}' hitormiss
token $MB100 1 | run "stacks: 100 MB number" 2 "" \
  '^<stdin>:1:1: expected a number of premade stacks .*found "1{63}\.\.\."' stacks
token $MB100 9 | run "outlast: 100 MB number" 2 "" \
  '^<stdin>:1:1: expected a number of cases .*found "9{63}\.\.\."' outlast

# ---- valid input spread over a 100 MB line of blanks
{ printf '4 2S'; blanks $MB100; printf '2S 2C\t2C'; } |
  run "accordion: 100 MB line of blanks" 0 "YES" "" accordion
{ printf '2S'; blanks $MB100; printf '2S 2C 2C\n3S 2C'; } |
  run "accordion: deal line of 100 MB" 0 $'winnable\nunwinnable' "" accordion
deck="AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC"
{ printf '%s' "${deck:0:30}"; blanks $MB100; printf '%s\n' "${deck:30}"; } |
  run "hitormiss: deck line of 100 MB" 0 "Case 1: 13" "" hitormiss
{ printf '5 2 7 2 7 1 2 6 4 7 4 2 3 2 6 2 2 4 2 10 2 2 5 4 7 3 2'
  blanks $MB100; printf '2 2 0 2 3 2 4 1 3'; } |
  run "stacks: 100 MB line" 0 $'Case #1: POSSIBLE\nCase #2: IMPOSSIBLE' "" stacks
{ printf '1 2 2'; blanks $MB100; printf 'X. .X'; } |
  run "outlast: 100 MB line" 0 "Case #1: 2" "" outlast
{ printf '1\n1 10000\n'; token $MB100 X; } |
  run "outlast: 100 MB row" 2 "" \
  '^<stdin>:3:1: expected a row of 10000 cells, found "X{63}\.\.\." \(more than 10000 cells\)$' \
  outlast
{ printf '2\n'; blanks $MB100; printf '\n3S 2C'; } |
  run "accordion: 100 MB of blanks, then a deal" 0 "NO" "" accordion

# ---- Accordion: 10,000 and 100,000 cards, both rules
VMEM=$BIG
"$bin" deal accordion --cards 10000 --seed 9 > "$tmp/d10k"
run "accordion any: 10,000 random cards" 0 "~^(winnable|unwinnable|unknown)$" "" \
  accordion --timeout 2 --max-memory 256M < "$tmp/d10k"
run "accordion rightmost: 10,000 random cards" 0 "~^(winnable|unwinnable)$" "" \
  accordion --rule rightmost --timeout 20 < "$tmp/d10k"
yes 7H | head -n 10000 | tr '\n' ' ' > "$tmp/same10k"
run "accordion any: 10,000 equal cards" 0 "~^(winnable|unknown)$" "" \
  accordion --timeout 2 --max-memory 256M < "$tmp/same10k"
run "accordion rightmost: 10,000 equal cards" 0 "winnable" "" \
  accordion --rule rightmost --timeout 20 < "$tmp/same10k"
"$bin" deal accordion --cards 100000 --seed 9 > "$tmp/d100k"
run "accordion rightmost: 100,000 random cards" 0 "~^(winnable|unwinnable)$" "" \
  accordion --rule rightmost --timeout 20 < "$tmp/d100k"
run "accordion any: 100,000 random cards" 0 "~^(winnable|unwinnable|unknown)$" "" \
  accordion --timeout 2 --max-memory 256M < "$tmp/d100k"
{ tr -d '\n' < "$tmp/d100k"; echo " 2S"; } |
  run "accordion: 100,001 cards on a line" 2 "" \
  '^<stdin>:1:300001: expected at most 100000 cards in a deal, found "2S"$' \
  accordion

# ---- the largest Stack Management case and Outlasting board
awk 'BEGIN { print 1000000; for (i = 1; i <= 1000000; i++) print 1, i, 1 + i % 7;
             print 1; print 1000000, 1; for (i = 0; i < 1000000; i++) printf "%d ", i;
             print "" }' > "$tmp/st_max"
run "stacks: 10^6 premade stacks, one case using all" 0 "Case #1: POSSIBLE" "" \
  stacks < "$tmp/st_max"
# (it is UNKNOWN at its timeout, which comes long after its table's
# 100 MB: 0.5 s of it are enough)
{ printf '1\n100 100\n'; for i in $(seq 100); do token 100 X; echo; done; } |
  run "outlast: 100x100 board of X" 0 "~^Case #1: ([0-9]+|UNKNOWN)$" "" \
  outlast --timeout 0.5 --max-memory 256M

[ -e "$tmp/failed" ] && fail=1
exit $fail
