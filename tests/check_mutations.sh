#!/usr/bin/env bash
# check_mutations.sh WINNABLE ACCORDION_CHECK_MOVES STACKS_CHECK_MOVES:
# "winnable check" on winnable's own outputs for seeded instances of the
# four games, and on mutations of them, each with the exit status it
# must give (0 ok, 1 wrong answer, 2 presentation error, 3 checker
# failure). Where a mutation may or may not still win (two moves of a
# proof swapped, a proof cut short), the expected status comes from the
# independent move checkers of tests/cross: accordion_check_moves has
# its own rules code, stacks_check_moves replays with stacks_replay.
set -u
bin=$1 acc_check=$2 stk_check=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0 runs=0

# expect WANT WHAT GAME INPUT OUTPUT [OPTIONS...]; with USAGE set, a usage
# error may add a second line (the hint "Try ... --help"); WORD, if set,
# is how stderr must start instead of the verdict's word.
expect() {
  local want=$1 what=$2 game=$3 in=$4 out=$5; shift 5
  "$bin" check $game "$@" "$in" "$out" > "$tmp/stdout" 2> "$tmp/stderr"
  local st=$? err= newlines
  runs=$((runs + 1))
  # stderr and its count of lines (as wc -l), read by bash itself: two
  # processes less a run
  IFS= read -r -d '' err < "$tmp/stderr"
  newlines=${err//[!$'\n']/}
  local lines=${#newlines}
  if [ $st -ne "$want" ]; then
    echo "FAIL: $game $what: exit $st, want $want: $(cat "$tmp/stderr")"; fail=1
  elif { [ "$lines" -ne 1 ] && [ -z "${USAGE:-}" ]; } || [ -s "$tmp/stdout" ]; then
    echo "FAIL: $game $what: want one line on stderr and nothing on stdout"
    fail=1
  fi
  local word
  case $want in
    0) word="ok: " ;; 1) word="wrong answer: case " ;;
    2) word="presentation error: case " ;; 3) word="" ;;
  esac
  [ -n "${WORD+set}" ] && word=$WORD
  if [ -n "$word" ] && [[ $'\n'$err != *$'\n'"$word"* ]]; then
    echo "FAIL: $game $what: stderr does not start with '$word': $(cat "$tmp/stderr")"
    fail=1
  fi
}

# The mutations every game shares: OUT is a correct output of IN with
# proofs, PLAIN one without; WORD a line pattern that starts an answer.
common() {
  local g=$1 in=$2 out=$3 plain=$4; shift 4
  local m=$tmp/m
  expect 0 "own output with proofs" $g "$in" "$out" "$@"
  expect 0 "own output without proofs" $g "$in" "$plain" "$@"
  sed 's/$/\r/' "$out" > $m; expect 0 "CRLF line ends" $g "$in" $m "$@"
  sed 's/$/ \t /' "$out" > $m; expect 0 "trailing blanks" $g "$in" $m "$@"
  tr '\n' ' ' < "$out" > $m; expect 0 "one line, no final newline" $g "$in" $m "$@"
  awk '{print; print ""}' "$out" > $m; expect 0 "blank lines between" $g "$in" $m "$@"
  printf '  \n\n' | cat "$out" - > $m; expect 0 "blank lines at the end" $g "$in" $m "$@"
  : > $m; expect 2 "empty output" $g "$in" $m "$@"
  printf ' \n\t\r\n' > $m; expect 2 "only blanks" $g "$in" $m "$@"
  printf 'garbage\n' > $m; expect 2 "garbage" $g "$in" $m "$@"
  printf '\x00\xff\x01' > $m; expect 2 "binary garbage" $g "$in" $m "$@"
  head -c 100000 /dev/zero | cat "$plain" - > $m
  expect 2 "an endless token after the answers" $g "$in" $m "$@"
  (cat "$plain"; echo garbage) > $m; expect 2 "garbage after the last case" $g "$in" $m "$@"
}

# ---- accordion: deal lines (18 cards: about half are winnable) and contest input
for seed in 1 2 3; do
  in=$tmp/acc$seed.in
  "$bin" deal accordion --count 12 --cards 18 --seed $seed > $in
  "$bin" accordion --moves $in > $tmp/out
  "$bin" accordion $in > $tmp/plain
  common accordion $in $tmp/out $tmp/plain
  m=$tmp/m
  sed '0,/^winnable$/s//unwinnable/' $tmp/out > $m; expect 1 "win flipped to loss" accordion $in $m
  sed '0,/^unwinnable$/s//winnable/' $tmp/out > $m; expect 1 "loss flipped to win" accordion $in $m
  sed '0,/^winnable$/s//unknown/' $tmp/out > $m; expect 1 "unknown for a win" accordion $in $m
  sed '0,/^unwinnable$/s//unknown/' $tmp/plain > $m; expect 1 "unknown for a loss" accordion $in $m
  sed '0,/^winnable$/s//YES/' $tmp/out > $m; expect 2 "contest word for deal lines" accordion $in $m
  head -n -1 $tmp/plain > $m; expect 2 "last case missing" accordion $in $m
  (cat $tmp/out; tail -1 $tmp/plain) > $m; expect 2 "extra case" accordion $in $m
  # a proof with two moves swapped, cut short, or with a move added
  for k in 1 2 3 4 5 6; do
    awk -v k=$k '/>/ && !done { n = split($0, w, " "); if (n > k) { t = w[k]; w[k] = w[k+1]; w[k+1] = t }
                 s = w[1]; for (i = 2; i <= n; i++) s = s " " w[i]; print s; done = 1; next } 1' \
      $tmp/out > $m
    if "$acc_check" any $in $m > /dev/null 2>&1; then want=0; else want=1; fi
    expect $want "moves $k and $((k+1)) swapped" accordion $in $m
  done
  awk '/>/ && !done { NF = NF - 1; done = 1 } 1' $tmp/out > $m
  expect 1 "a proof cut short" accordion $in $m
  awk '/>/ && !done { $0 = $0 " 2>1"; done = 1 } 1' $tmp/out > $m
  expect 1 "a move after the win" accordion $in $m
  awk '/>/ && !done { $2 = "2>"; done = 1 } 1' $tmp/out > $m
  expect 2 "a move cut in half" accordion $in $m
  awk '/^unwinnable$/ && !done { print; print "2>1"; done = 1; next } 1' $tmp/plain > $m
  expect 2 "moves after a right loss" accordion $in $m
done
# contest input, both rules: rightmost proofs are also legal under any
printf '4\n2S 2S 2C 2C\n2\n3S 2C\n7\n6H 3S 4H 3S 3H 2D 2H\n1\nAH\n' > $tmp/cf.in
for rule in any rightmost; do
  "$bin" accordion --rule $rule --moves $tmp/cf.in > $tmp/out
  "$bin" accordion --rule $rule $tmp/cf.in > $tmp/plain
  common accordion $tmp/cf.in $tmp/out $tmp/plain --rule $rule
  sed '0,/^YES$/s//NO/' $tmp/out > $m; expect 1 "contest: YES flipped" accordion $tmp/cf.in $m --rule $rule
  sed '0,/^NO$/s//YES/' $tmp/out > $m; expect 1 "contest: NO flipped" accordion $tmp/cf.in $m --rule $rule
  sed '0,/^YES$/s//winnable/' $tmp/out > $m; expect 2 "contest: deal-line word" accordion $tmp/cf.in $m --rule $rule
  sed '0,/^YES$/s//yes/' $tmp/out > $m; expect 2 "contest: lower case" accordion $tmp/cf.in $m --rule $rule
done
# an any-rule proof that moves a pile other than the last is no proof under rightmost
printf '5\n9S 9D TD AD AS\n' > $tmp/r.in
printf 'YES\n2>1 2>1 2>1 2>1\n' > $m; expect 0 "any-rule proof, rule any" accordion $tmp/r.in $m
expect 1 "any-rule proof, rule rightmost" accordion $tmp/r.in $m --rule rightmost
echo YES > $m; expect 1 "no proof, rule rightmost (the solver decides)" accordion $tmp/r.in $m --rule rightmost
echo NO > $m; expect 0 "NO, rule rightmost" accordion $tmp/r.in $m --rule rightmost
expect 3 "a claim the solver cannot decide in --max-states 1" accordion $tmp/acc1.in <("$bin" accordion $tmp/acc1.in | sed 's/^winnable$/unwinnable/') --max-states 1

# ---- stacks: S = N instances, a mix of POSSIBLE and IMPOSSIBLE
for seed in 1 2; do
  in=$tmp/stk$seed.in
  "$bin" deal stacks --count 40 --seed $seed --stacks 4 --cards 3 --suits 4 > $in
  "$bin" stacks --moves $in > $tmp/out
  "$bin" stacks $in > $tmp/plain
  common stacks $in $tmp/out $tmp/plain
  sed '0,/: POSSIBLE$/s//: IMPOSSIBLE/' $tmp/out > $m; expect 1 "POSSIBLE flipped" stacks $in $m
  sed '0,/: IMPOSSIBLE$/s//: POSSIBLE/' $tmp/out > $m; expect 1 "IMPOSSIBLE flipped" stacks $in $m
  sed '0,/: POSSIBLE$/s//: UNKNOWN/' $tmp/plain > $m; expect 1 "UNKNOWN" stacks $in $m
  sed 's/^Case #2:/Case #02:/' $tmp/plain > $m; expect 2 "case number with a leading zero" stacks $in $m
  sed 's/^Case #2:/Case #99999999999999999999999:/' $tmp/plain > $m; expect 2 "huge case number" stacks $in $m
  sed 's/^Case #2: /Case #2 : /' $tmp/plain > $m; expect 2 "blank before the colon" stacks $in $m
  sed 's/^Case #3: POSSIBLE$/Case #3: POSS/; s/^Case #3: IMPOSSIBLE$/Case #3: IMPOSS/' $tmp/plain > $m
  expect 2 "a truncated answer line" stacks $in $m
  sed '/^Case #7:/d' $tmp/plain > $m; expect 2 "a case missing" stacks $in $m
  head -n -1 $tmp/plain > $m; expect 2 "last case missing" stacks $in $m
  (cat $tmp/plain; echo "Case #41: IMPOSSIBLE") > $m; expect 2 "extra case" stacks $in $m
  for k in 1 2 3 4 5; do
    awk -v k=$k '/^[rm]/ && !done { n = split($0, w, " "); if (n > k) { t = w[k]; w[k] = w[k+1]; w[k+1] = t }
                 s = w[1]; for (i = 2; i <= n; i++) s = s " " w[i]; print s; done = 1; next } 1' \
      $tmp/out > $m
    if "$stk_check" $in $m > /dev/null 2>&1; then want=0; else want=1; fi
    expect $want "moves $k and $((k+1)) swapped" stacks $in $m
  done
  awk '/^[rm]/ && !done { NF = NF - 1; done = 1 } 1' $tmp/out > $m
  if "$stk_check" $in $m > /dev/null 2>&1; then want=0; else want=1; fi
  expect $want "a proof cut short" stacks $in $m
  awk '/^[rm]/ && !done { $1 = "x1"; done = 1 } 1' $tmp/out > $m
  expect 2 "a word that is not a move" stacks $in $m
  awk '/^[rm]/ && !done { $1 = "r9"; done = 1 } 1' $tmp/out > $m
  expect 1 "a move on a stack that does not exist" stacks $in $m
done

# a proof longer than a chunk of the reader (1,024 moves): a bad word, and
# a move made illegal, past the first chunk are found and placed
in=$tmp/long.in
"$bin" deal stacks --count 1 --stacks 5 --cards 600 --suits 4 --values 1000 > $in
"$bin" stacks --moves $in > $tmp/out
expect 0 "a proof of $(awk 'NR == 2 { print NF }' $tmp/out) moves" stacks $in $tmp/out
awk 'NR == 2 { $2500 = "x2500" } 1' $tmp/out > $m
expect 2 "a bad word at move 2500" stacks $in $m
col=$(awk 'NR == 2 { c = 1; for (i = 1; i < 2500; i++) c += length($i) + 1; print c }' $m)
grep -q "^presentation error: case 1: $m:2:$col: expected a move like r2 or m1>3, found \"x2500\"$" $tmp/stderr ||
  { echo "FAIL: the bad word at move 2500 is not placed at 2:$col: $(cat $tmp/stderr)"; fail=1; }
awk 'NR == 2 { $2500 = "r9" } 1' $tmp/out > $m
expect 1 "a move on a missing stack at move 2500" stacks $in $m
grep -q "^wrong answer: case 1: move 2500 (r9): no such stack$" $tmp/stderr ||
  { echo "FAIL: move 2500: $(cat $tmp/stderr)"; fail=1; }
# a proof past --max-memory: the checker cannot hold it (3, said so)
expect 3 "a proof past --max-memory 10K" stacks $in $tmp/out --max-memory 10K
grep -q "^checker failure: case 1: the output needs more memory than --max-memory allows (10240 bytes)$" $tmp/stderr ||
  { echo "FAIL: --max-memory 10K: $(cat $tmp/stderr)"; fail=1; }
# an endless output: one token without end is refused at once, not read
# (seen hanging, exit 124 here, with wn_reader.short_tokens off)
if [ -e /dev/zero ]; then
  timeout 20 "$bin" check stacks $in /dev/zero 2> /dev/null; st=$?
  [ $st -eq 2 ] || { echo "FAIL: /dev/zero as the output: exit $st, want 2"; fail=1; }
fi

# ---- hitormiss: contest sets of 1..3 players, and deck lines
for p in 1 3; do
  in=$tmp/hit$p.in
  "$bin" deal hitormiss --count 12 --players $p --seed $p > $in
  "$bin" hitormiss --moves $in > $tmp/out
  "$bin" hitormiss $in > $tmp/plain
  common hitormiss $in $tmp/out $tmp/plain
  awk '/^Case/ && $3 != "unwinnable" && !done { $3 = "unwinnable"; done = 1 } 1' $tmp/plain > $m
  expect 1 "$p players: a win flipped" hitormiss $in $m
  awk '/^Case/ && $3 == "unwinnable" && !done { $3 = ""; for (i = 0; i < '$p'; i++) $3 = $3 (i ? " " : "") "13"; done = 1 } 1' $tmp/plain > $m
  expect 1 "$p players: a loss flipped" hitormiss $in $m
  awk '/^Case/ && $3 != "unwinnable" && !done { $3 = ($3 == 13 ? 12 : 13); done = 1 } 1' $tmp/plain > $m
  expect 1 "$p players: a wrong last card" hitormiss $in $m
  awk '/^[0-9]+$/ && !done { $1 = $1 + 1; done = 1 } 1' $tmp/out > $m
  expect 1 "$p players: a wrong cycle count" hitormiss $in $m
  sed 's/^Case 3:/Case #3:/' $tmp/plain > $m; expect 2 "$p players: a # that the format has not" hitormiss $in $m
  head -n -1 $tmp/plain > $m; expect 2 "$p players: last case missing" hitormiss $in $m
done
awk '/^Case/ && $3 != "unwinnable" && !done { NF = NF - 1; done = 1 } 1' $tmp/plain > $m
expect 2 "a value missing" hitormiss $tmp/hit3.in $m
"$bin" deal accordion --count 3 --cards 52 | "$bin" hitormiss --players 2 > $tmp/plain
"$bin" deal accordion --count 3 --cards 52 > $tmp/hitl.in
expect 0 "deck lines, --players 2" hitormiss $tmp/hitl.in $tmp/plain --players 2
expect 2 "deck lines, other player count" hitormiss $tmp/hitl.in $tmp/plain --players 3

# ---- outlast: small boards, a mix of counts
in=$tmp/out.in
"$bin" deal outlast --count 12 --rows 4 --cols 5 --seed 4 > $in
"$bin" outlast --moves $in > $tmp/out
"$bin" outlast $in > $tmp/plain
common outlast $in $tmp/out $tmp/plain
awk '/^Case/ && !done { $3 = $3 + 1; done = 1 } 1' $tmp/plain > $m; expect 1 "a count off by one" outlast $in $m
awk '/^Case/ && !done { $3 = "UNKNOWN"; done = 1 } 1' $tmp/plain > $m; expect 1 "UNKNOWN" outlast $in $m
awk '/^Case/ && !done { $3 = "0" $3; done = 1 } 1' $tmp/plain > $m; expect 2 "a count with a leading zero" outlast $in $m
awk '/^Case/ && !done { $3 = "+" $3; done = 1 } 1' $tmp/plain > $m; expect 2 "a count with a plus sign" outlast $in $m
awk '/,/ && !done { $0 = $0 " " $1; done = 1 } 1' $tmp/out > $m; expect 1 "a move listed twice" outlast $in $m
awk '/,/ && !done && NF > 1 { NF = NF - 1; done = 1 } 1' $tmp/out > $m
if cmp -s $m $tmp/out; then :; else expect 1 "a winning move left out" outlast $in $m; fi
awk '/,/ && !done { $1 = "99,99"; done = 1 } 1' $tmp/out > $m; expect 1 "a move off the board" outlast $in $m
awk '/,/ && !done { $1 = "1;1"; done = 1 } 1' $tmp/out > $m; expect 2 "a move that is not r,c" outlast $in $m
awk '/,/ && !done { n = split($0, w, " "); s = w[n]; for (i = 1; i < n; i++) s = s " " w[i]; $0 = s; done = 1 } 1' $tmp/out > $m
expect 0 "the winning moves in another order" outlast $in $m

# ---- checker failures: bad judge input, a judge's file missing
printf '1\n2 7 2\n1\n' > $tmp/bad.in
expect 3 "malformed input" stacks $tmp/bad.in $tmp/plain
grep -q "^checker failure: bad input: $tmp/bad.in:[0-9]*:[0-9]*: expected " "$tmp/stderr" ||
  { echo "FAIL: malformed input: no located message: $(cat "$tmp/stderr")"; fail=1; }
WORD="checker failure: cannot open INPUT" \
  expect 3 "a missing input" stacks $tmp/missing $tmp/plain
# ---- an output that is not there: testlib's presentation error (issue 49)
WORD="presentation error: cannot open OUTPUT" \
  expect 2 "a missing output" stacks $tmp/stk1.in $tmp/missing
WORD="presentation error: cannot open OUTPUT" \
  expect 2 "a directory as output" stacks $tmp/stk1.in $tmp
# ---- usage errors: 2 as in every command, no verdict line (issue 49)
USAGE=1 WORD="winnable: " \
  expect 2 "an unknown option" stacks $tmp/stk1.in $tmp/plain --no-such-option
WORD="winnable: " expect 2 "both files standard input" stacks - -
WORD="winnable: " expect 2 "an unknown rule" accordion $tmp/acc1.in $tmp/plain --rule other
for args in "" "no-such-game" "--no-such-option" "stacks $tmp/stk1.in"; do
  "$bin" check $args > /dev/null 2> "$tmp/stderr"; st=$?
  [ $st -eq 2 ] || { echo "FAIL: check $args: exit $st, want 2"; fail=1; }
  grep -q "^winnable: " "$tmp/stderr" ||
    { echo "FAIL: check $args: no usage message: $(cat "$tmp/stderr")"; fail=1; }
done
"$bin" check --help > /dev/null 2>&1 || { echo "FAIL: check --help"; fail=1; }

[ $fail -eq 0 ] && echo "check mutations: $runs runs, every exit status as expected"
exit $fail
