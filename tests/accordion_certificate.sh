#!/usr/bin/env bash
# accordion_certificate.sh WINNABLE: "winnable accordion --certificate
# FILE" writes a certificate of every loss, and "winnable check accordion
# --certificate FILE" judges each claimed loss by it, without the
# solver: the certificates of 300 random 18-card deals pass, and every
# way of breaking one is caught with the exit status of cli.md.
set -u
bin=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0

# expect WANT WHAT PATTERN COMMAND...: exit status WANT, stderr matching
# the extended regular expression PATTERN ("": stderr empty).
expect() {
  local want=$1 what=$2 pattern=$3; shift 3
  "$@" > "$tmp/stdout" 2> "$tmp/stderr"
  local st=$?
  if [ $st -ne "$want" ]; then
    echo "FAIL: $what: exit $st, want $want: $(head -c 300 "$tmp/stderr")"
    fail=1
  elif [ -z "$pattern" ] && [ -s "$tmp/stderr" ]; then
    echo "FAIL: $what: stderr is not empty: $(head -c 300 "$tmp/stderr")"
    fail=1
  elif [ -n "$pattern" ] && ! grep -Eq "$pattern" "$tmp/stderr"; then
    echo "FAIL: $what: stderr does not match /$pattern/: $(head -c 300 "$tmp/stderr")"
    fail=1
  fi
}

"$bin" deal accordion --cards 18 --seed 3 --count 300 > "$tmp/deals"
"$bin" accordion --moves --certificate "$tmp/cert" "$tmp/deals" \
  > "$tmp/proofs" || { echo "FAIL: accordion --certificate exits $?"; exit 1; }
"$bin" accordion "$tmp/deals" > "$tmp/out"
losses=$(grep -c '^unwinnable$' "$tmp/out")
blocks=$(grep -c '^lost ' "$tmp/cert")
if [ "$losses" -lt 100 ] || [ "$blocks" -ne "$losses" ]; then
  echo "FAIL: $losses losses, $blocks certificate blocks"; fail=1
fi

expect 0 "the certificates" '^ok: 300 cases$' \
  "$bin" check accordion --certificate "$tmp/cert" "$tmp/deals" "$tmp/out"

# With proofs of the wins, no answer needs the solver: a limit of one
# position would stop it on any of these deals (a checker failure).
expect 0 "no solver at all" '^ok: 300 cases$' \
  "$bin" check accordion --certificate "$tmp/cert" --max-states 1 \
  "$tmp/deals" "$tmp/proofs"
expect 3 "the solver, stopped" '^checker failure: case [0-9]+: cannot decide' \
  "$bin" check accordion --max-states 1 "$tmp/deals" "$tmp/proofs"

# Every row counts: take out the third line of the first block longer
# than two rows (its deal and a row stay).
awk '/^lost /{b++; n=0} {n++} !(b && n == 4 && !done) {print; next} {done=1}' \
  "$tmp/cert" > "$tmp/cut"
if cmp -s "$tmp/cert" "$tmp/cut"; then echo "FAIL: nothing cut"; fail=1; fi
expect 1 "a row taken out" \
  '^wrong answer: case [0-9]+: the certificate does not prove the loss: row [0-9]+ of the certificate: move [0-9]+>[0-9]+ leaves' \
  "$bin" check accordion --certificate "$tmp/cut" "$tmp/deals" "$tmp/out"

# A won deal cannot be certified lost: claim the first win lost and give
# it a block of its own.
win=$(grep -n '^winnable$' "$tmp/out" | head -1 | cut -d: -f1)
sed "${win}s/.*/unwinnable/" "$tmp/out" > "$tmp/lie"
{ echo "lost $win"; sed -n "${win}p" "$tmp/deals"; } > "$tmp/forged"
expect 1 "a forged certificate" \
  "^wrong answer: case $win: the certificate does not prove the loss: row 1 of the certificate: move" \
  "$bin" check accordion --certificate "$tmp/forged" "$tmp/deals" "$tmp/lie"
# without a block, the claim goes to the solver as before
expect 1 "a lie without a block" "^wrong answer: case $win: expected winnable" \
  "$bin" check accordion --certificate "$tmp/cert" "$tmp/deals" "$tmp/lie"

# Several blocks for one deal: any one that proves the loss will do,
# whichever comes first.
first=$(grep -n '^unwinnable$' "$tmp/out" | head -1 | cut -d: -f1)
{ echo "lost $first"; sed -n "${first}p" "$tmp/deals"; cat "$tmp/cert"; } \
  > "$tmp/twice"
expect 0 "a bad block and a good one" '^ok: 300 cases$' \
  "$bin" check accordion --certificate "$tmp/twice" "$tmp/deals" "$tmp/out"
{ cat "$tmp/cert"; echo "lost $first"; sed -n "${first}p" "$tmp/deals"; } \
  > "$tmp/twice"
expect 0 "a good block and a bad one" '^ok: 300 cases$' \
  "$bin" check accordion --certificate "$tmp/twice" "$tmp/deals" "$tmp/out"
expect 3 "too little memory" \
  '^checker failure: the certificate file needs more memory than --max-memory' \
  "$bin" check accordion --max-memory 100K --certificate "$tmp/cert" \
  "$tmp/deals" "$tmp/out"

# Malformed and missing certificate files.
printf 'lost 1\nAS 2H XX\n' > "$tmp/bad"
expect 2 "a bad card" '^presentation error: .*bad:2:7: expected a card like 7H, found "XX"$' \
  "$bin" check accordion --certificate "$tmp/bad" "$tmp/deals" "$tmp/out"
printf 'AS 2H\n' > "$tmp/bad"
expect 2 "no header" '^presentation error: .*bad:1:1: expected "lost" and a case number' \
  "$bin" check accordion --certificate "$tmp/bad" "$tmp/deals" "$tmp/out"
printf 'lost 1\n' > "$tmp/bad"
expect 2 "no deal" '^presentation error: .*bad:2:1: expected the deal of the block' \
  "$bin" check accordion --certificate "$tmp/bad" "$tmp/deals" "$tmp/out"
expect 3 "a missing file" 'cannot open' \
  "$bin" check accordion --certificate "$tmp/none" "$tmp/deals" "$tmp/out"
# (a usage error: 2, as in every command, issue 49)
expect 2 "the rightmost rule (check)" 'any rule' \
  "$bin" check accordion --rule rightmost --certificate "$tmp/cert" \
  "$tmp/deals" "$tmp/out"

# Writing: a saved file is never replaced, the rightmost rule has none,
# and a failed write is a run failure.
cp "$tmp/cert" "$tmp/saved"
expect 2 "an existing file" 'already exists' \
  "$bin" accordion --certificate "$tmp/cert" "$tmp/deals"
cmp -s "$tmp/cert" "$tmp/saved" || { echo "FAIL: the saved file changed"; fail=1; }
expect 2 "the rightmost rule" 'rightmost' \
  "$bin" accordion --rule rightmost --certificate "$tmp/new" "$tmp/deals"
[ -e "$tmp/new" ] && { echo "FAIL: a file was created for nothing"; fail=1; }
expect 2 "standard output" 'is standard output' \
  "$bin" accordion --certificate - "$tmp/deals"
"$bin" accordion --certificate "$tmp/same" "$tmp/deals" > "$tmp/same" \
  2> "$tmp/stderr"
st=$?
if [ $st -ne 2 ] || ! grep -q 'is where standard output goes' "$tmp/stderr"; then
  echo "FAIL: certificate and answers in one file: exit $st"; fail=1
fi
# a run that fails before any loss leaves an empty file, which the next
# run may fill
expect 2 "a missing input" 'cannot open' \
  "$bin" accordion --certificate "$tmp/later" "$tmp/none"
[ -s "$tmp/later" ] && { echo "FAIL: a failed run wrote a certificate"; fail=1; }
expect 0 "the run again" '' \
  "$bin" accordion --certificate "$tmp/later" "$tmp/deals"
cmp -s "$tmp/later" "$tmp/cert" || { echo "FAIL: the second run differs"; fail=1; }
if [ -w /dev/full ]; then
  expect 1 "a full disk" 'cannot write certificate file' \
    "$bin" accordion --certificate /dev/full "$tmp/deals"
fi

# the rows go out as they are proven, so the table of losses may forget
# some and prove them again: a lost deal of 421,860 positions within
# --max-memory 16M (too little to keep every loss) is still certified,
# some rows listed twice, and the certificate holds
echo "3D TS 6C JS JH 9D 3C 6S 4C 7H 8H AD AS QD KS 4D KC 2H QS 6H AC 6D 9S JD 7S 2D 9C 4H JC 7D QC 8S AH 2S KH 5S 8D 4S TH 5H 7C KD 2C 3S TC QH TD 9H 5C 3H 8C 5D" > "$tmp/hard"
expect 0 "a certificate within a small --max-memory" '' \
  "$bin" accordion --max-memory 16M --certificate "$tmp/hard.cert" "$tmp/hard"
grep -qx unwinnable "$tmp/stdout" ||
  { echo "FAIL: the hard deal: $(cat "$tmp/stdout")"; fail=1; }
[ -n "$(grep -v '^#' "$tmp/hard.cert" | sort | uniq -d | head -1)" ] ||
  { echo "FAIL: no row listed twice: nothing was forgotten"; fail=1; }
echo unwinnable > "$tmp/hard.out"
expect 0 "checking that certificate" "^ok: 1 case" \
  "$bin" check accordion --certificate "$tmp/hard.cert" "$tmp/hard" \
  "$tmp/hard.out"

# the rows wait in a scratch file in $TMPDIR until the deal is decided
expect 1 "no room for the scratch file" \
  'cannot make a scratch file for the certificate in "/nonexistent' \
  env TMPDIR=/nonexistent/dir "$bin" accordion --certificate "$tmp/none.cert" \
  "$tmp/deals"
[ -s "$tmp/none.cert" ] && { echo "FAIL: wrote a certificate"; fail=1; }
# a relative $TMPDIR is honoured, relative to the working directory
mkdir "$tmp/rel"
expect 0 "a relative TMPDIR" '' \
  bash -c 'cd "$1" && exec env TMPDIR=rel "$2" accordion --certificate rel.cert deals' \
  _ "$tmp" "$bin"
cmp -s "$tmp/rel.cert" "$tmp/cert" ||
  { echo "FAIL: the certificate made with TMPDIR=rel differs"; fail=1; }
expect 1 "a relative TMPDIR that does not exist" \
  'cannot make a scratch file for the certificate in "missing"' \
  bash -c 'cd "$1" && exec env TMPDIR=missing "$2" accordion --certificate miss.cert deals' \
  _ "$tmp" "$bin"
# a scratch file that cannot grow (64 KB, as a full disk): exit 1 with a
# message, never a certificate short of rows
expect 1 "a scratch file that cannot grow" \
  'cannot write the scratch file of the certificate' \
  bash -c 'trap "" XFSZ; ulimit -f 64; exec env TMPDIR="$1" "$2" accordion --certificate "$1/fsz.cert" "$1/deals"' \
  _ "$tmp" "$bin"
if [ -s "$tmp/fsz.cert" ] &&
   ! "$bin" check accordion --certificate "$tmp/fsz.cert" "$tmp/deals" \
     "$tmp/out" > /dev/null 2>&1; then
  echo "FAIL: a short certificate was written"; fail=1
fi

[ $fail -eq 0 ] && echo "certificates: $losses losses certified and checked"
exit $fail
