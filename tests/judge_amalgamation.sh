#!/usr/bin/env bash
# judge_amalgamation.sh WINNABLE JUDGE_DIR ACCORDION_CHECK_MOVES
# STACKS_CHECK_MOVES: the judges' one-file sources (JUDGE_DIR/GAME/
# winnable_judge.c, one a game) each compile alone with "cc -std=c11
# -O2" in an empty directory, hold their game's checker and validator
# and no other game's, and the programs they give agree with "winnable
# check" on every case of check_mutations.sh (exit status, stdout and
# stderr, byte for byte, by the judge of the case's game; a command
# line that names no game gets winnable's exit status from every
# judge, whose messages name the one game each knows); then the
# conventions: testlib's 0/1/2/3 (checker in out ans), ICPC's 42/43
# with feedback_dir/judgemessage.txt, input validators 42/43, and a
# judge built with WN_JUDGE_ARGS that takes files only. The input
# validators alone (JUDGE_DIR/GAME/winnable_validator.c) hold their
# game's validator and nothing of a checker; package/cli builds them.
set -u
bin=$1 jdir=$2 acc=$3 stk=$4
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
games="accordion hitormiss outlast stacks"
# compile GAME NAME [CFLAGS...]: $tmp/GAME/NAME from winnable_judge.c
# alone; the compiles run side by side.
compile() {
  local g=$1 name=$2; shift 2
  (cd "$tmp/$g" && cc -std=c11 -O2 "$@" -o "$name" winnable_judge.c -lm -lpthread)
}
pids=()
for g in $games; do
  mkdir "$tmp/$g"
  cp "$jdir/$g/winnable_judge.c" "$tmp/$g/"
  compile $g judge & pids+=($!)
done
# a judge with its command built in, called with files only (-O0: the
# words come first at any level, and the four builds above are -O2)
compile stacks preset -O0 '-DWN_JUDGE_ARGS="check stacks --testlib"' & pids+=($!)
for p in "${pids[@]}"; do
  wait "$p" || { echo "FAIL: a winnable_judge.c does not compile alone"; exit 1; }
done
for g in $games; do
  # the file's flags and its commands: this game alone
  grep -q "^#define WN_JUDGE_${g^^} 1$" "$tmp/$g/winnable_judge.c" ||
    { echo "FAIL: $g: winnable_judge.c is not $g's"; fail=1; }
  for o in $games; do
    [ $o = $g ] && continue
    grep -q -E "^int (check|validate)_$o\(.*\) \{$" "$tmp/$g/winnable_judge.c" &&
      { echo "FAIL: $g: winnable_judge.c holds $o's checker or validator"; fail=1; }
  done
  for verb in check validate; do
    "$tmp/$g/judge" $verb --help | grep -q "Games: $g\$" ||
      { echo "FAIL: $g: judge $verb --help does not name $g alone"; fail=1; }
  done
  # the input validator alone (package/cli compiles and runs it): this
  # game's validator, no checker
  v=$jdir/$g/winnable_validator.c
  grep -q "^#define WN_JUDGE_${g^^} 1$" "$v" && grep -q '^#define WN_JUDGE_CHECKER 0$' "$v" &&
    grep -q -E "^int validate_$g\(.*\) \{$" "$v" ||
    { echo "FAIL: $g: winnable_validator.c is not $g's validator"; fail=1; }
  grep -q -E "^int (check_[a-z]+|cmd_check|validate_(${games// /|}))\(.*\) \{$" \
    <(grep -v -E "^int validate_$g\(" "$v") &&
    { echo "FAIL: $g: winnable_validator.c holds a checker or another game's validator"; fail=1; }
done
judge=$tmp/accordion/judge

# "twin check ...": both programs; any difference fails the run (99).
# Standard input and pipes (/dev/fd/N) are read once: both programs get
# a copy in a file. The outputs are compared and passed on by bash
# itself (read -d '', printf), four processes less a run: they hold no
# NUL byte (messages quote input bytes with src/core/quote.c, which
# writes printable ASCII only), so read takes each file whole.
cat > "$tmp/twin" <<TWIN
#!/usr/bin/env bash
if [ "\$1" != check ]; then exec "$bin" "\$@"; fi
cat > "$tmp/stdin"
args=() k=0
for a in "\$@"; do
  case \$a in /dev/fd/*) k=\$((k + 1)); cat "\$a" > "$tmp/fd\$k"; a=$tmp/fd\$k ;; esac
  args+=("\$a")
done
"$bin" "\${args[@]}" > "$tmp/w.out" 2> "$tmp/w.err" < "$tmp/stdin"; w=\$?
wo= we=
IFS= read -r -d '' wo < "$tmp/w.out"; IFS= read -r -d '' we < "$tmp/w.err"
case " $games " in
  *" \$2 "*)
    "$tmp/\$2/judge" "\${args[@]}" > "$tmp/j.out" 2> "$tmp/j.err" < "$tmp/stdin"; j=\$?
    jo= je=
    IFS= read -r -d '' jo < "$tmp/j.out"; IFS= read -r -d '' je < "$tmp/j.err"
    if [ \$w != \$j ] || [ "\$wo" != "\$jo" ] || [ "\$we" != "\$je" ]; then
      echo "DISAGREE on \$*: winnable \$w, judge \$j" >&2
      diff "$tmp/w.err" "$tmp/j.err" >&2
      exit 99
    fi ;;
  *)
    for g in $games; do
      "$tmp/\$g/judge" "\${args[@]}" > /dev/null 2>&1 < "$tmp/stdin"; j=\$?
      [ \$w = \$j ] || { echo "DISAGREE on \$*: winnable \$w, \$g's judge \$j" >&2; exit 99; }
    done ;;
esac
printf %s "\$wo"; printf %s "\$we" >&2; exit \$w
TWIN
chmod +x "$tmp/twin"
out=$(bash "$here/check_mutations.sh" "$tmp/twin" "$acc" "$stk" 2>&1)
st=$?
echo "$out" | grep -A3 -e DISAGREE -e FAIL
if [ $st -ne 0 ] || echo "$out" | grep -q DISAGREE; then
  echo "FAIL: the judge and winnable check disagree, or a mutation case failed"
  fail=1
fi

# expect WANT WHAT PROGRAM ARGS... [< file via $stdin]
expect() {
  local want=$1 what=$2; shift 2
  "$@" < "${stdin:-/dev/null}" > "$tmp/o" 2> "$tmp/e"
  local st=$?
  if [ $st -ne "$want" ]; then
    echo "FAIL: $what: exit $st, want $want: $(cat "$tmp/e")"; fail=1
  fi
}
cd "$tmp"
printf '4\n2S 2S 2C 2C\n' > yes.in
printf '2\n3S 2C\n' > no.in
echo YES > yes.ans; echo NO > no.ans; echo MAYBE > bad.ans
cp "$here/../src/package/problems/stacks/data/sample/1.in" stacks.in
mkdir fb
for p in "$bin" "$judge"; do
  r="check accordion --rule rightmost"
  # testlib: checker in out ans; 0 ok, 1 wrong answer, 2 presentation
  # error, 3 failure (a missing answer file is the judge's fault)
  expect 0 "testlib ok" $p $r --testlib yes.in yes.ans yes.ans
  expect 1 "testlib wrong answer" $p $r --testlib yes.in no.ans yes.ans
  expect 2 "testlib presentation error" $p $r --testlib yes.in bad.ans yes.ans
  expect 3 "testlib missing answer file" $p $r --testlib yes.in yes.ans none
  expect 3 "testlib two files" $p $r --testlib yes.in yes.ans
  # ICPC: validator input judge_answer feedback_dir < team_output;
  # 42 accepted, 43 wrong answer; the reason in judgemessage.txt
  rm -f fb/judgemessage.txt
  stdin=no.ans expect 42 "icpc accepted" $p $r --icpc no.in no.ans fb
  grep -q '^ok: 1 case$' fb/judgemessage.txt || { echo "FAIL: icpc ok message"; fail=1; }
  stdin=yes.ans expect 43 "icpc wrong answer" $p $r --icpc no.in no.ans fb
  grep -q '^wrong answer: case 1: expected NO, found YES$' fb/judgemessage.txt ||
    { echo "FAIL: icpc judgemessage.txt: $(cat fb/judgemessage.txt)"; fail=1; }
  stdin=bad.ans expect 43 "icpc presentation error" $p $r --icpc no.in no.ans fb
  stdin=no.ans expect 3 "icpc feedback dir missing" $p $r --icpc no.in no.ans nodir
  # input validators: stdin, 42 valid, 43 invalid
  stdin=yes.in expect 42 "validate icpc valid" $p validate accordion --rule rightmost --icpc
  stdin=yes.ans expect 43 "validate icpc invalid" $p validate accordion --rule rightmost --icpc
  expect 0 "validate testlib valid" $p validate accordion --rule rightmost yes.in
  expect 3 "validate testlib invalid" $p validate accordion --rule rightmost no.ans
done

# The judge with its command built in, called with files only.
"$bin" stacks stacks.in > stacks.ans
sed '1s/IMPOSSIBLE/POSSIBLE/;t;1s/POSSIBLE/IMPOSSIBLE/' stacks.ans > stacks.wrong
expect 0 "preset checker ok" stacks/preset stacks.in stacks.ans stacks.ans
expect 1 "preset checker wrong" stacks/preset stacks.in stacks.wrong stacks.ans
[ $fail = 0 ] && echo "judge amalgamation: ok"
exit $fail
