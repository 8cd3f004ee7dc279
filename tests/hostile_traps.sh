#!/usr/bin/env bash
# hostile_traps.sh WINNABLE PART: hostile input and the traps that lose
# a long run, one ctest test per PART. Every run is under 'timeout', so a hang fails instead of
# stalling the suite.
#   endless   an endless token (/dev/zero) in every reader, and an
#             endless Outlasting row or comment: exit 2 with a message,
#             at once
#   ranges    --first/--count ranges whose end passes 2^64 - 1: exit 2
#   full      > /dev/full: the solvers stop at the first failed write;
#             show --case 0 names the range it wants
#   csv       the stats CSV: every option that changes a row in its
#             identity (--max-memory); a file not ours never replaced; an
#             existing file needs --resume or --force; --csv - is stdout;
#             a second run on a file being written is refused (lock);
#             an interrupted summary says so
set -u
bin=$1 part=$2
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
cd "$tmp" || exit 1
trap 'rm -rf "$tmp"' EXIT
fail=0

. "$here/expect.sh"

case $part in
endless)
  for g in accordion hitormiss stacks outlast; do
    expect "$g /dev/zero" 2 '^/dev/zero:1:1: expected .*found "(\\x00)+' \
      "$bin" "$g" /dev/zero
  done
  "$bin" deal accordion --cards 5 > "$tmp/deal.txt"
  expect "show --moves-from /dev/zero" 2 \
    '^/dev/zero:1:1: expected a move like 5>4, found "(\\x00)' \
    "$bin" show accordion --moves-from /dev/zero "$tmp/deal.txt"
  # an endless run of digits and of cells
  expect "stacks: endless number" 2 'expected a number of premade stacks' \
    bash -c "yes 1 | tr -d '\n' | \"$bin\" stacks"
  expect "outlast: endless row" 2 \
    '^<stdin>:3:1: expected a row of 3 cells, found "(X\.){31}X\.\.\." \(more than 10000 cells\)$' \
    bash -c "{ printf '1\n1 3\n'; yes X. | tr -d '\n'; } | \"$bin\" outlast"
  # an endless comment (the readers that take '#' comments): refused past
  # 1 MiB; a comment of exactly 1 MiB is still a comment
  for g in accordion hitormiss; do
    expect "$g: endless comment" 2 \
      '^<stdin>:2:4: expected the end of the comment within 1048576 bytes, found more$' \
      bash -c "{ printf '\n   #'; cat /dev/zero; } | \"$bin\" $g"
  done
  expect "accordion: a 1 MiB comment" 0 '' \
    bash -c "{ printf '#'; head -c 1048576 /dev/zero | tr '\\0' x;
               printf '\n2S 2S\n'; } | \"$bin\" accordion"
  ;;
ranges)
  max=18446744073709551615
  expect "stats --first 2^64-1 --deals 1" 2 'passes 2\^64 - 1' \
    "$bin" stats accordion --cards 5 --first $max --deals 1
  expect "stats --first 2^64-2 --deals 2" 2 'passes 2\^64 - 1' \
    "$bin" stats accordion --cards 5 --first 18446744073709551614 --deals 2
  for g in accordion hitormiss stacks outlast; do
    expect "deal $g --first 2^64-1 --count 2" 2 'passes 2\^64 - 1' \
      "$bin" deal $g --first $max --count 2
  done
  # the last range that fits still works
  expect "deal --first 2^64-2 --count 1" 0 '' \
    "$bin" deal accordion --cards 5 --first 18446744073709551614 --count 1
  [ "$(wc -l < "$tmp/out")" = 1 ] || { echo "FAIL last range: no line"; fail=1; }
  expect "stats --first 2^64-2 --deals 1" 0 '' \
    "$bin" stats accordion --cards 5 --first 18446744073709551614 --deals 1 --quiet
  ;;
full)
  # 30 deals whose answers and proofs fill the output buffer, then a deal
  # that takes 30 s: a solver that goes on after the failed write blows
  # the 20 s of 'expect'
  "$bin" deal accordion --count 30 > "$tmp/deals.txt"
  python3 -c "import random; random.seed(5); print(' '.join(
    random.choice('A23456789TJQK') + random.choice('SHDC')
    for _ in range(10000)))" >> "$tmp/deals.txt"
  expect "accordion > /dev/full" 1 '^winnable: cannot write output' \
    bash -c "\"$bin\" accordion --moves --timeout 30 '$tmp/deals.txt' > /dev/full"
  [ "$(grep -c . "$tmp/err")" = 1 ] || { echo "FAIL: more than one message"; fail=1; }
  expect "show --case 0" 2 'option --case expects a whole number >= 1, found "0"' \
    "$bin" show accordion --case 0 "$tmp/deals.txt"
  ;;
csv)
  st="$bin stats accordion --cards 9 --deals 30 --quiet"
  f=$tmp/run.csv
  expect "fresh run" 0 '' $st --csv "$f" --max-memory 100M
  cp "$f" "$tmp/saved"
  expect "resume with another --max-memory" 2 'was written by another run' \
    $st --csv "$f" --resume --max-memory 200M
  expect "resume with no --max-memory" 2 'was written by another run' \
    $st --csv "$f" --resume
  cmp -s "$f" "$tmp/saved" || { echo "FAIL: refused file changed"; fail=1; }
  expect "resume with the same --max-memory" 0 '' \
    $st --csv "$f" --resume --max-memory 100M
  expect "existing file without --resume or --force" 2 'already exists' \
    $st --csv "$f"
  cmp -s "$f" "$tmp/saved" || { echo "FAIL: existing file changed"; fail=1; }
  expect "--force replaces" 0 '' $st --csv "$f" --force
  head -1 "$f" | grep -q -- '--max-memory' && { echo "FAIL: old identity"; fail=1; }
  # a one-line file without a final newline is not ours: left alone
  printf 'my notes' > "$tmp/notes"
  expect "one line, no newline" 2 'was written by another run' \
    $st --csv "$tmp/notes" --resume
  [ "$(cat "$tmp/notes")" = "my notes" ] || { echo "FAIL: notes replaced"; fail=1; }
  # ... but the start of our own first line is an interrupted write
  printf '# accordion --rule' > "$tmp/ours"
  expect "start of our identity" 0 '' $st --csv "$tmp/ours" --resume
  [ "$(grep -c '^[0-9]' "$tmp/ours")" = 30 ] || { echo "FAIL: ours not redone"; fail=1; }
  # --csv -: the rows on stdout, the summary on stderr
  expect "--csv -" 0 '^instances  30$' $st --csv -
  { head -1 "$tmp/out" | grep -q '^# accordion' &&
    [ "$(grep -c '^[0-9]*,\(win\|loss\),' "$tmp/out")" = 30 ] &&
    [ ! -e ./- ]; } || { echo "FAIL: --csv - output"; fail=1; }
  expect "--csv - --resume" 2 'needs a file' $st --csv - --resume
  # the note of an interrupted run must hold a finite time and a count
  for note in "inf for 10" "1.5 for -5"; do
    { head -12 "$tmp/saved"; echo "# seconds $note rows"; } > "$tmp/note.csv"
    expect "note '$note'" 2 'expected a row or "# seconds S for K rows"' \
      $st --csv "$tmp/note.csv" --resume --max-memory 100M
  done
  # a row holds only what winnable writes (issue 49): no "inf", exponent,
  # hex, sign, blank or leading zero; refused at FILE:LINE:COL, file kept
  for row in "10,loss,1,inf" "10,loss,1,1e400" "10,loss,1,0x10" \
             "010,loss,1,0.000001" "10,loss,00121,0.000001" \
             "10,loss,1,-0.000001" "10,loss,1, 0.1" "10,loss,+1,0.000001"; do
    { head -12 "$tmp/saved"; echo "$row"; } > "$tmp/row.csv"
    cp "$tmp/row.csv" "$tmp/row.saved"
    expect "row '$row'" 2 "^$tmp/row.csv:13:[0-9]+: expected " \
      $st --csv "$tmp/row.csv" --resume --max-memory 100M
    cmp -s "$tmp/row.csv" "$tmp/row.saved" || { echo "FAIL: row '$row': file changed"; fail=1; }
  done
  { head -12 "$tmp/saved"; echo "# seconds 0x1p2 for 10 rows"; } > "$tmp/note.csv"
  expect "note in hex" 2 'expected a row or "# seconds S for K rows"' \
    $st --csv "$tmp/note.csv" --resume --max-memory 100M
  # control bytes of a hand-edited line are shown escaped, never sent raw
  { printf '# accordion \033[2J\a\233\n'; tail -n +2 "$tmp/saved"; } > "$tmp/ctl.csv"
  expect "control bytes in the first line" 2 'it says: "# accordion \\x1b\[2J\\x07\\x9b"' \
    $st --csv "$tmp/ctl.csv" --resume --max-memory 100M
  { head -1 "$tmp/saved"; printf 'index,\033]0;title\a\n'; } > "$tmp/ctl.csv"
  expect "control bytes in the header" 2 'found "index,\\x1b\]0;title\\x07"' \
    $st --csv "$tmp/ctl.csv" --resume --max-memory 100M
  if LC_ALL=C grep -q $'[\x01-\x08\x0b-\x1f\x7f-\xff]' "$tmp/err"; then
    echo "FAIL: a control byte reached stderr"; fail=1
  fi
  # a FIFO (or a pipe named /dev/stdout) takes the rows: it cannot seek
  mkfifo "$tmp/fifo"
  cat "$tmp/fifo" > "$tmp/fifo.rows" &
  expect "--csv FIFO" 0 '' $st --csv "$tmp/fifo"
  wait
  [ "$(grep -c '^[0-9]*,\(win\|loss\),' "$tmp/fifo.rows")" = 30 ] ||
    { echo "FAIL: --csv FIFO rows"; fail=1; }
  # two runs on one file: the second is refused while the first writes
  long="$bin stats accordion --cards 40 --deals 100000000 --threads 1 --quiet"
  $long --csv "$tmp/long.csv" > "$tmp/long.out" 2>&1 &
  pid=$!
  for _ in $(seq 100); do
    [ "$(wc -l < "$tmp/long.csv" 2>/dev/null)" -gt 3 ] 2>/dev/null && break
    sleep 0.1
  done
  expect "second writer" 2 "\"$tmp/long.csv\" is in use" \
    $long --csv "$tmp/long.csv" --resume
  expect "second writer with --force" 2 'is in use' \
    $long --csv "$tmp/long.csv" --force
  kill -INT $pid
  wait $pid
  status=$?
  { [ $status = 130 ] && grep -q '^interrupted after [0-9]* of 100000000 instances$' "$tmp/long.out"; } ||
    { echo "FAIL: interrupted run: exit $status"; cat "$tmp/long.out"; fail=1; }
  # the lock is gone with the first run; an interrupted JSON summary
  # (interrupted once it has written a row, however busy the machine)
  rows=$(wc -l < "$tmp/long.csv")
  ($long --csv "$tmp/long.csv" --resume --json --no-timing > "$tmp/long.json" 2> /dev/null &
   p=$!
   for _ in $(seq 100); do
     [ "$(wc -l < "$tmp/long.csv")" -gt "$rows" ] && break
     sleep 0.1
   done
   kill -INT $p; wait $p)
  grep -q '"interrupted":true}$' "$tmp/long.json" ||
    { echo "FAIL: JSON not marked"; cat "$tmp/long.json"; fail=1; }
  # after a resume the time and rate are the whole run's: a run stopped
  # after about a second notes its time in the CSV, and the resume that
  # ends the range (in a moment) reports at least that second
  short="$bin stats accordion --cards 9 --threads 1 --quiet"
  $short --deals 100000000 --csv "$tmp/rate.csv" > /dev/null 2>&1 &
  pid=$!
  sleep 1
  kill -INT $pid
  wait $pid
  note=$(grep '^# seconds' "$tmp/rate.csv")
  rows=$(grep -c '^[0-9]' "$tmp/rate.csv")
  $short --deals $((rows + 5)) --csv "$tmp/rate.csv" --resume > "$tmp/rate.out"
  secs=$(sed -n 's/^seconds *//p' "$tmp/rate.out")
  awk -v s="$secs" 'BEGIN { exit !(s >= 0.8) }' ||
    { echo "FAIL: resumed run reports $secs s (note: $note)"; fail=1; }
  ;;
*)
  echo "unknown part $part"
  exit 2
  ;;
esac
exit $fail
