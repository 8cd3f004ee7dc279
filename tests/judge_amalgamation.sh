#!/usr/bin/env bash
# judge_amalgamation.sh WINNABLE AMALGAMATION ACCORDION_CHECK_MOVES
# STACKS_CHECK_MOVES: the judge's one-file source (winnable_judge.c)
# compiles alone with "cc -std=c11 -O2" in an empty directory, and the
# program it gives agrees with "winnable check" on every case of
# check_mutations.sh (exit status, stdout and stderr, byte for byte);
# then the conventions: testlib's 0/1/2/3 (checker in out ans), ICPC's
# 42/43 with feedback_dir/judgemessage.txt, input validators 42/43, and
# a judge built with WN_JUDGE_ARGS that takes files only.
set -u
bin=$1 amalg=$2 acc=$3 stk=$4
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
mkdir "$tmp/cc"
cp "$amalg" "$tmp/cc/winnable_judge.c"
if ! (cd "$tmp/cc" && cc -std=c11 -O2 -o judge winnable_judge.c -lm -lpthread); then
  echo "FAIL: winnable_judge.c does not compile alone"; exit 1
fi
judge=$tmp/cc/judge

# "twin check ...": both programs; any difference fails the run (99).
# Standard input and pipes (/dev/fd/N) are read once: both programs get
# a copy in a file.
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
"$judge" "\${args[@]}" > "$tmp/j.out" 2> "$tmp/j.err" < "$tmp/stdin"; j=\$?
if [ \$w != \$j ] || ! cmp -s "$tmp/w.out" "$tmp/j.out" || ! cmp -s "$tmp/w.err" "$tmp/j.err"; then
  echo "DISAGREE on \$*: winnable \$w, judge \$j" >&2
  diff "$tmp/w.err" "$tmp/j.err" >&2
  exit 99
fi
cat "$tmp/w.out"; cat "$tmp/w.err" >&2; exit \$w
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

# A judge with its command built in, called with files only.
if (cd cc && cc -std=c11 -O2 '-DWN_JUDGE_ARGS="check accordion --rule rightmost --testlib"' \
      -o polygon winnable_judge.c -lm -lpthread); then
  expect 0 "preset checker ok" cc/polygon yes.in yes.ans yes.ans
  expect 1 "preset checker wrong" cc/polygon yes.in no.ans yes.ans
else
  echo "FAIL: WN_JUDGE_ARGS build"; fail=1
fi
[ $fail = 0 ] && echo "judge amalgamation: ok"
exit $fail
