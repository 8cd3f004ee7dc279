#!/usr/bin/env bash
# stacks_cli_cross.sh WINNABLE CHECK_MOVES GEN_LARGE: end-to-end checks of
# `winnable stacks`.
#  - small inputs from `winnable deal stacks` (several shapes, 2,000 to
#    3,000 cases each) go through `winnable stacks --moves`; the checker
#    replays every move line from scratch and compares every answer with
#    the exhaustive search; both answers must occur;
#  - Large-size inputs (the benchmark's mix of random, fewer-suits and
#    planted suit-graph cases, 10^5 cards per case; one case of 50,000
#    stacks picked from 60,000, its index line about 290,000 characters; one of 2 stacks of
#    50,000 cards): every move line is replayed;
#  - --json agrees with --moves and names the reasons; CRLF input and
#    one token per line give the same answers.
set -u
bin=$1 check=$2 gen=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0

run() { # run NAME INPUT [--brute] [MIN_POSSIBLE]
  local name=$1 input=$2 brute=${3:-} min=${4:-1}
  if ! "$bin" stacks --moves "$input" > "$tmp/out"; then
    echo "FAIL $name: winnable stacks --moves exited $?"; fail=1; return
  fi
  if ! summary=$("$check" "$input" "$tmp/out" $brute); then
    echo "FAIL $name: move check"; fail=1; return
  fi
  local pos imp
  pos=$(echo "$summary" | sed -E 's/.*cases: ([0-9]+) POSSIBLE.*/\1/')
  imp=$(echo "$summary" | sed -E 's/.* ([0-9]+) IMPOSSIBLE.*/\1/')
  if [ "$pos" -lt "$min" ] || { [ -n "$brute" ] && [ "$imp" -eq 0 ]; }; then
    echo "FAIL $name: degenerate sample: $summary"; fail=1; return
  fi
  echo "ok $name: $summary"
}

d() { "$bin" deal stacks "$@"; }
d --seed 11 --count 3000 --stacks 3 --cards 2 --values 5 > "$tmp/s32"
d --seed 12 --count 3000 --stacks 4 --cards 2 --values 6 > "$tmp/s42"
d --seed 13 --count 2000 --stacks 4 --cards 3 --values 8 > "$tmp/s43"
d --seed 14 --count 2000 --stacks 4 --cards 5 --suits 3 > "$tmp/s45k3"
d --seed 15 --count 2000 --stacks 4 --cards 5 > "$tmp/s45"
d --seed 16 --count 2000 --stacks 4 --cards 2 --values 6 --premade 10 > "$tmp/pool"
d --seed 17 --count 500 --stacks 3 --cards 3 --suits 4 --values 6 > "$tmp/s33k4"
for f in s32 s42 s43 pool; do
  run "small/$f" "$tmp/$f" --brute 100
done
run "small/s45" "$tmp/s45" --brute 10
run "small/s45k3 (3 suits, 4 stacks)" "$tmp/s45k3" "" 2000

"$gen" 1 > "$tmp/large"
run "large/bench-mix" "$tmp/large" "" 66
d --seed 3 --count 3 --stacks 1000 --cards 100 --values 50000 --premade 1700 > "$tmp/lpool"
run "large/pool-1000x100" "$tmp/lpool" "" 0
d --seed 4 --stacks 50000 --cards 2 --suits 49999 --values 50000 --premade 60000 > "$tmp/wide"
if [ "$(sed -n '60004p' "$tmp/wide" | wc -c)" -lt 280000 ]; then
  echo "FAIL large/wide: the index line is shorter than 280,000 characters"; fail=1
fi
run "large/50000x2 (long line)" "$tmp/wide" "" 1
d --seed 5 --stacks 2 --cards 50000 --suits 1 --values 100000 > "$tmp/tall"
run "large/2x50000" "$tmp/tall" "" 1

# --json: the same moves as --moves, reasons named, fields present
sample=$'5\n2 7 2 7 1\n2 6 4 7 4\n2 3 2 6 2\n2 4 2 10 2\n2 5 4 7 3\n2\n2 2\n0 2\n3 2\n4 1 3\n'
printf '%s' "$sample" > "$tmp/sample"
"$bin" stacks --json "$tmp/sample" | sed -E 's/"seconds":[0-9.]+/"seconds":S/' > "$tmp/json"
cat > "$tmp/want" <<'JSON'
{"case":1,"stacks":2,"cards":2,"suits":2,"verdict":"win","answer":"POSSIBLE","moves":["r2","r2","m1>2"],"states":1,"seconds":S}
{"case":2,"stacks":3,"cards":2,"suits":3,"verdict":"loss","answer":"IMPOSSIBLE","reason":"stuck with no empty stack","states":0,"seconds":S}
JSON
if ! cmp -s "$tmp/json" "$tmp/want"; then
  echo "FAIL json/sample:"; diff "$tmp/want" "$tmp/json"; fail=1
else
  echo "ok json/sample"
fi
"$bin" stacks --json "$tmp/s42" > "$tmp/j42"
"$bin" stacks --moves "$tmp/s42" | grep -v '^Case' | tr ' ' ',' | sed -E 's/([^,]+)/"\1"/g' > "$tmp/m42"
grep -o '"moves":\[[^]]*\]' "$tmp/j42" | sed -E 's/"moves":\[(.*)\]/\1/' > "$tmp/jm42"
"$bin" stacks --json "$tmp/s45" "$tmp/s33k4" | grep -o '"reason":"[^"]*"' | sort | uniq -c > "$tmp/reasons"
if ! cmp -s "$tmp/m42" "$tmp/jm42" || [ "$(wc -l < "$tmp/reasons")" -ne 3 ]; then
  echo "FAIL json: moves differ from --moves, or not all three reasons seen:"
  cat "$tmp/reasons"; fail=1
else
  echo "ok json/moves+reasons: $(tr -s ' \n' ' ' < "$tmp/reasons")"
fi

# CRLF line ends and one token per line read the same
"$bin" stacks "$tmp/s43" > "$tmp/a1"
sed 's/$/\r/' "$tmp/s43" > "$tmp/crlf"
tr ' ' '\n' < "$tmp/s43" > "$tmp/tokens"
if "$bin" stacks "$tmp/crlf" | cmp -s - "$tmp/a1" &&
   "$bin" stacks "$tmp/tokens" | cmp -s - "$tmp/a1"; then
  echo "ok layout: CRLF and one token per line"
else
  echo "FAIL layout: CRLF or one-token-per-line input answers differently"; fail=1
fi
exit $fail
