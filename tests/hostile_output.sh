#!/usr/bin/env bash
# hostile_output.sh WINNABLE PART: what a judged output (a contestant's,
# untrusted) can do to a message or a reader, one ctest test per PART. Every run
# is under 'timeout', so a hang fails instead of stalling the suite.
#   escape    a message that quotes input holds printable ASCII only:
#             control bytes, invalid UTF-8 and NUL in the move tokens of
#             a judged output (all four games' move formats) and of a
#             --moves-from file come out as \xNN
set -u
bin=$1 part=$2
examples=$(cd "$(dirname "$0")/../examples" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
cd "$tmp" || exit 1
trap 'rm -rf "$tmp"' EXIT
fail=0

. "$here/expect.sh"

# printable NAME: stderr of the last run holds no byte outside printable
# ASCII but its line ends
printable() {
  if LC_ALL=C grep -q '[^ -~]' "$tmp/err"; then
    echo "FAIL $1: raw bytes in stderr: $(od -c "$tmp/err" | head -4)"
    fail=1
  fi
}

case $part in
escape)
  printf 'AS 2S 3S 4S\n' > deal.txt
  # ESC ] 0 ; title BEL, ESC [ 31 m, invalid UTF-8 (a lone 0xff)
  hostile=$(printf '\033]0;PWNED\007\033[31mRED\377')
  printf 'winnable\n2>1 %s\n' "$hostile" > osc.out
  expect "check accordion: OSC title" 2 \
    'found "\\x1b\]0;PWNED\\x07' "$bin" check accordion deal.txt osc.out
  printable "check accordion: OSC title"
  # a NUL inside a token is shown, not the end of the text
  printf 'winnable\n2>1 3\0000>1\n' > nul.out
  expect "check accordion: NUL in a move" 2 'found "3\\x000>1"' \
    "$bin" check accordion deal.txt nul.out
  printf '1\n1 2\n..\n' > board.in
  printf 'Case #1: 1\n1,1%s\n' "$hostile" > outlast.out
  expect "check outlast: escape in a move" 2 'found "1,1\\x1b\]0;PWNED' \
    "$bin" check outlast board.in outlast.out
  printable "check outlast: escape in a move"
  printf 'Case #1: 1\n1,\0002\n' > outlast_nul.out
  expect "check outlast: NUL in a move" 2 'found "1,\\x002"' \
    "$bin" check outlast board.in outlast_nul.out
  printf 'Case #1: POSSIBLE\nr2\033[2J\nCase #2: IMPOSSIBLE\n' > stacks.out
  expect "check stacks: escape in a move" 2 'found "r2\\x1b\[2J"' \
    "$bin" check stacks "$examples/stacks.in" stacks.out
  printable "check stacks: escape in a move"
  printf '2>1 \0333>1\n' > moves.txt
  expect "show --moves-from: escape" 2 'found "\\x1b3>1"' \
    "$bin" show accordion --moves-from moves.txt deal.txt
  printable "show --moves-from: escape"
  ;;
longline)
  printf 'AS 2S 3S 4S\n' > deal.txt
  vmem=65536
  (ulimit -v $vmem && "$bin" --version) > /dev/null 2>&1 || vmem=unlimited
  expect "check: endless proof, 4 cards" 1 \
    '^wrong answer: case 1: move 4 \(2>1\): no such pile$' \
    bash -c "ulimit -v $vmem; { echo winnable; yes '2>1'; } |
             \"$bin\" check accordion deal.txt -"
  # the first wrong move is reported, wherever the line goes on
  printf 'winnable 2>1 4>1 %s\n' "$(yes '3>2' | head -n 100000)" > bad2.out
  expect "check: second move wrong, long line" 1 \
    '^wrong answer: case 1: move 2 \(4>1\): no such pile$' \
    "$bin" check accordion deal.txt bad2.out
  # a right proof is still accepted, and the next deal judged after it
  printf 'AS 2S 3S 4S\n2S 3S\n' > two.txt
  printf 'winnable 2>1 2>1 2>1\nwinnable 2>1\n' > two.out
  expect "check: right proofs" 0 '^ok: 2 cases$' \
    "$bin" check accordion two.txt two.out
  ;;
*)
  echo "unknown part $part"
  exit 2
  ;;
esac
exit $fail
