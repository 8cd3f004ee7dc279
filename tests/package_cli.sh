#!/usr/bin/env bash
# package_cli.sh WINNABLE: "winnable package" (issue 47).
# 1. Bad input gets a clear error (exit 2) and leaves nothing: a DIR that
#    is not empty, a DIR that is a file, a parent that is a file; a
#    failure half way (a file-size limit) exits 1 and leaves nothing,
#    not even the directory being built beside DIR.
# 2. A written package is whole, and judges as its folders say without
#    problemtools: the validators build with their own build scripts,
#    every input is valid (42) and its answer accepted (42); the
#    accepted programs pass every secret input, each wrong_answer
#    program is rejected (43) on some input, each run_time_error program
#    exits non-zero on some input (a program's output that is the
#    answer file byte for byte is not checked again: those bytes were
#    accepted). (Time limits are left to
#    package_verify.sh: a test here has no clock.) Each package carries
#    its game's winnable_judge.c (cmake/amalgamate.sh GAME), which
#    builds in a fraction of the time of all four games, as its output
#    validator, and as its input validator winnable_validator.c, which
#    holds no checker and rejects (43) an answer given as an input.
#    Under the sanitizers (WN_TEST_QUICK=1) part 2 judges the cf208b
#    package alone.
set -u
bin=$1
tmp=$(mktemp -d)
trap 'chmod -R u+w "$tmp"; rm -rf "$tmp"' EXIT
fail=0
say() { echo "FAIL: $*"; fail=1; }
leftovers() { ls -A "$1" | grep -q '\.package-' && say "a half-built directory was left in $1"; }

# expect_error STATUS PATTERN ARGS...: exit STATUS, PATTERN on stderr
expect_error() {
  local want=$1 pat=$2; shift 2
  "$bin" package "$@" > "$tmp/out" 2> "$tmp/err"; local st=$?
  [ $st -eq "$want" ] || say "package $*: exit $st, want $want"
  grep -q -- "$pat" "$tmp/err" || say "package $*: stderr lacks '$pat': $(cat "$tmp/err")"
  [ -s "$tmp/out" ] && say "package $*: wrote to stdout"
}
mkdir -p "$tmp/full" "$tmp/place"
echo keep > "$tmp/full/mine.txt"
expect_error 2 'is not empty' stacks "$tmp/full"
[ "$(ls -A "$tmp/full")" = mine.txt ] && [ "$(cat "$tmp/full/mine.txt")" = keep ] ||
  say "a non-empty DIR was changed"
echo file > "$tmp/place/afile"
expect_error 2 'exists and is not a directory' outlast "$tmp/place/afile"
expect_error 2 'Not a directory' outlast "$tmp/place/afile/pkg"
expect_error 2 'cannot create a directory beside' outlast /proc/winnable-package-test
expect_error 2 'unknown format' hitormiss --format polygon "$tmp/place/p"
expect_error 2 'unknown game' klondike "$tmp/place/p"
expect_error 2 'no contest problem' accordion "$tmp/place/p"
expect_error 2 'needs one DIR' stacks
[ -e "$tmp/place/p" ] && say "a failed package left DIR behind"
leftovers "$tmp/place"; leftovers "$tmp"
# half way: the stacks package holds files over 1 MB; writes past the
# limit fail (EFBIG, the signal ignored) and the package is taken back
( trap '' XFSZ; ulimit -f 1000; "$bin" package stacks "$tmp/place/big" ) 2> "$tmp/err"
st=$?
[ $st -eq 1 ] || say "package under a file-size limit: exit $st, want 1: $(cat "$tmp/err")"
[ -e "$tmp/place/big" ] && say "a package that failed half way left DIR"
leftovers "$tmp/place"

# ---- whole packages, judged with their own validators
run_judge() { # DIR: build both validators, as a judge would (side by side)
  (cd "$1/output_validators/winnable" && ./build) & local out=$!
  (cd "$1/input_validators/winnable" && ./build); local st=$?
  wait $out && [ $st = 0 ]
}
problems=("accordion --rule rightmost:cf208b" "hitormiss:hitormiss"
          "stacks:stacks" "outlast:outlast")
[ "${WN_TEST_QUICK:-}" = 1 ] && problems=("${problems[0]}")
for p in "${problems[@]}"; do
  args=${p%%:*} name=${p##*:} d=$tmp/$name
  mkdir "$d" # an empty DIR is fine
  "$bin" package $args "$d" || { say "package $args"; continue; }
  leftovers "$tmp"
  for f in problem.yaml problem_statement/problem.en.tex data/sample data/secret \
           submissions/accepted submissions/wrong_answer \
           submissions/time_limit_exceeded submissions/run_time_error \
           input_validators/winnable/winnable_validator.c \
           output_validators/winnable/winnable_judge.c; do
    [ -e "$d/$f" ] || say "$name: no $f"
  done
  grep -q '^#define WN_JUDGE_CHECKER 0$' "$d/input_validators/winnable/winnable_validator.c" &&
    ! grep -q -E '^int (check_[a-z]+|cmd_check)\(.*\) \{$' "$d/input_validators/winnable/winnable_validator.c" ||
    say "$name: the input validator's file holds a checker"
  run_judge "$d" || { say "$name: a validator does not build"; continue; }
  val=$d/input_validators/winnable/run chk=$d/output_validators/winnable/run
  mkdir -p "$tmp/fb"
  ins=$(ls "$d"/data/*/*.in)
  first=${ins%%$'\n'*}
  "$val" < "${first%.in}.ans" 2> /dev/null
  [ $? -eq 43 ] || say "$name: the input validator takes an answer as an input"
  for in in $ins; do
    "$val" < "$in" 2> /dev/null; [ $? -eq 42 ] || say "$name: ${in#"$d/"} is not valid"
    [ -f "${in%.in}.ans" ] || { say "$name: no answer for ${in#"$d/"}"; continue; }
    "$chk" "$in" "${in%.in}.ans" "$tmp/fb" < "${in%.in}.ans" 2> /dev/null
    [ $? -eq 42 ] || say "$name: ${in#"$d/"}'s answer is not accepted"
  done
  for folder in accepted wrong_answer run_time_error; do
    for src in "$d"/submissions/$folder/*.c; do
      prog=$tmp/$name-$(basename "$src" .c)
      cc -std=gnu99 -O2 -o "$prog" "$src" -lm 2> /dev/null || { say "$src does not compile"; continue; }
      wa=0 re=0
      for in in $ins; do
        # the memory limit of problem.yaml (256 MB), as a judge sets it
        ( ulimit -v 262144; "$prog" < "$in" > "$tmp/team" 2> /dev/null ) 2> /dev/null
        [ $? -ne 0 ] && { re=1; [ $folder = accepted ] || break; continue; }
        # the answer file's own bytes were accepted above (the checker is
        # deterministic): the same output needs no second run
        cmp -s "$tmp/team" "${in%.in}.ans" && continue
        "$chk" "$in" "${in%.in}.ans" "$tmp/fb" < "$tmp/team" 2> /dev/null
        [ $? -eq 43 ] && { wa=1; [ $folder = accepted ] || break; }
      done
      case $folder in
        accepted) [ $wa$re = 00 ] || say "$name: accepted $(basename "$src") fails (wa $wa, re $re)" ;;
        wrong_answer) [ $wa = 1 ] || say "$name: wrong_answer $(basename "$src") passes every input" ;;
        run_time_error) [ $re = 1 ] || say "$name: run_time_error $(basename "$src") never crashes" ;;
      esac
    done
  done
done
[ $fail = 0 ] && echo "package: errors leave nothing; four packages judge as their folders say"
exit $fail
