#!/usr/bin/env bash
# cli_exit_status.sh WINNABLE [SANITIZE]: every row of the exit-status
# table (winnable(1), ../shared/spec/cli.md) for every command it
# applies to:
#   0    win, loss and unknown answers; deal, stats, show, games, --help;
#   1    out of memory (ulimit -v; not under sanitizers), a write that
#        fails mid-run (> /dev/full);
#   2    usage errors, a missing, unreadable or directory input,
#        malformed input, an output path that cannot be created, a
#        --resume file that does not match;
#   130  SIGINT.
# A lost MPI rank (1) is tested by stats_mpi/*, SIGINT and SIGTERM of
# stats (130, 143) in detail by stats/interrupt. "winnable check" has
# its own table (testlib: 0 ok, 1 wrong answer, 2 presentation error, 3
# checker failure), tested by check/mutations.
set -u
bin=$1 sanitize=${2:-}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
expect() { # WANT DESCRIPTION CMD...: run CMD, check its exit status
  local want=$1 what=$2; shift 2
  "$@" > "$tmp/out" 2> "$tmp/err" < "${STDIN:-/dev/null}"
  local st=$?
  if [ $st -ne "$want" ]; then
    echo "FAIL: $what: exit $st, want $want ($(head -c 200 "$tmp/err"))"; fail=1
  elif [ "$want" -ne 0 ] && ! [ -s "$tmp/err" ]; then
    echo "FAIL: $what: exit $st without a message on stderr"; fail=1
  fi
}

# Inputs: one won, one lost and one limited instance per game.
printf '4\n2S 2S 2C 2C\n2\n2S 3C\n' > "$tmp/accordion.win-loss"
"$bin" deal hitormiss --count 3 > "$tmp/hitormiss.win-loss"
printf '5\n2 7 2 7 1\n2 6 4 7 4\n2 3 2 6 2\n2 4 2 10 2\n2 5 4 7 3\n2\n2 2\n0 2\n3 2\n4 1 3\n' \
  > "$tmp/stacks.win-loss"
printf '2\n2 2\nX.\n.X\n1 1\n.\n' > "$tmp/outlast.win-loss"
printf 'KH 2D 1X 8S\n' > "$tmp/accordion.bad"
printf '1\n3 1 2\n' > "$tmp/hitormiss.bad"
printf '1\n2 7 2\n1\n' > "$tmp/stacks.bad"
printf '1\n2 2\nX.\n.Y\n' > "$tmp/outlast.bad"
mkdir "$tmp/adir"
: > "$tmp/noread"; chmod 000 "$tmp/noread"
games="accordion hitormiss stacks outlast"

# ---- 0
for g in $games; do
  expect 0 "$g win and loss" "$bin" $g --moves "$tmp/$g.win-loss"
  expect 0 "$g --json" "$bin" $g --json "$tmp/$g.win-loss"
  expect 0 "deal $g" "$bin" deal $g --count 2
  expect 0 "stats $g" "$bin" stats $g --deals 5 --quiet
  expect 0 "show $g" "$bin" show $g "$tmp/$g.win-loss"
  expect 0 "$g --help" "$bin" $g --help
done
expect 0 "accordion unknown (--max-states 1)" "$bin" accordion --max-states 1 "$tmp/accordion.win-loss"
grep -qx UNKNOWN "$tmp/out" || { echo "FAIL: --max-states 1 did not give UNKNOWN"; fail=1; }
expect 0 "show accordion, a lost deal" "$bin" show accordion --case 2 "$tmp/accordion.win-loss"
expect 0 "games" "$bin" games
expect 0 "--help" "$bin" --help
expect 0 "--version" "$bin" --version

# ---- 1: out of memory, failed writes
if [ -z "$sanitize" ]; then
  "$bin" deal outlast --rows 100 --cols 100 --density 1 > "$tmp/big.outlast"
  expect 1 "outlast out of memory" bash -c 'ulimit -v 40000; exec "$0" outlast "$1"' "$bin" "$tmp/big.outlast"
  grep -q "out of memory" "$tmp/err" || { echo "FAIL: out of memory not said"; fail=1; }
else
  echo "note: out-of-memory row not tested under $sanitize (ulimit -v)"
fi
for g in $games; do
  expect 1 "$g > /dev/full" bash -c 'exec "$0" "$@" > /dev/full' "$bin" $g --moves "$tmp/$g.win-loss"
  expect 1 "deal $g > /dev/full" bash -c 'exec "$0" "$@" > /dev/full' "$bin" deal $g --count 500
  expect 1 "stats $g > /dev/full" bash -c 'exec "$0" "$@" > /dev/full' "$bin" stats $g --deals 3 --quiet
  expect 1 "show $g > /dev/full" bash -c 'exec "$0" "$@" > /dev/full' "$bin" show $g "$tmp/$g.win-loss"
  expect 1 "show $g --html > /dev/full" bash -c 'exec "$0" "$@" > /dev/full' "$bin" show $g --html - "$tmp/$g.win-loss"
done
expect 1 "games > /dev/full" bash -c 'exec "$0" games > /dev/full' "$bin"
expect 1 "--version > /dev/full" bash -c 'exec "$0" --version > /dev/full' "$bin"
expect 1 "stats --csv /dev/full" "$bin" stats accordion --deals 5000 --cards 8 --quiet --csv /dev/full

# ---- 2: usage errors
expect 2 "no command" "$bin"
expect 2 "unknown command" "$bin" no-such-game
for v in deal stats show; do
  expect 2 "$v without a game" "$bin" $v
  expect 2 "$v, unknown game" "$bin" $v no-such-game
done
for g in $games; do
  expect 2 "$g --no-such-option" "$bin" $g --no-such-option
  expect 2 "$g --max-states x" "$bin" $g --max-states x
  expect 2 "deal $g --seed -1" "$bin" deal $g --seed -1
  expect 2 "stats $g --threads 0" "$bin" stats $g --deals 3 --threads 0
  expect 2 "show $g --case 0" "$bin" show $g --case 0 "$tmp/$g.win-loss"
  expect 2 "show $g --case 9 of 2" "$bin" show $g --case 9 "$tmp/$g.win-loss"
  # inputs the user can fix
  for cmd in "$g" "show $g"; do
    expect 2 "$cmd: missing input" "$bin" $cmd "$tmp/missing"
    expect 2 "$cmd: directory as input" "$bin" $cmd "$tmp/adir"
    if [ "$(id -u)" != 0 ]; then
      expect 2 "$cmd: unreadable input" "$bin" $cmd "$tmp/noread"
    fi
    expect 2 "$cmd: malformed input" "$bin" $cmd "$tmp/$g.bad"
    grep -q "^$tmp/$g.bad:[0-9]*:[0-9]*: expected " "$tmp/err" ||
      { echo "FAIL: $cmd: no file:line:col message: $(cat "$tmp/err")"; fail=1; }
  done
  # outputs the user can fix
  expect 2 "stats $g --csv in a missing directory" "$bin" stats $g --deals 3 --quiet --csv "$tmp/missing/r.csv"
  expect 2 "stats $g --csv a directory" "$bin" stats $g --deals 3 --quiet --csv "$tmp/adir"
  expect 2 "show $g --html in a missing directory" "$bin" show $g --html "$tmp/missing/p.html" "$tmp/$g.win-loss"
  # a saved page is never replaced, as --csv and --certificate (issue 49)
  printf 'saved\n' > "$tmp/saved.html"
  expect 2 "show $g --html an existing file" "$bin" show $g --html "$tmp/saved.html" "$tmp/$g.win-loss"
  [ "$(cat "$tmp/saved.html")" = saved ] ||
    { echo "FAIL: show $g --html replaced an existing file"; fail=1; }
done
[ "$(id -u)" = 0 ] && echo "note: running as root, unreadable-input rows not tested"
# a --resume file from another run
"$bin" stats accordion --deals 4 --cards 9 --quiet --csv "$tmp/r.csv" > /dev/null
expect 2 "stats --resume, another run's file" "$bin" stats accordion --deals 4 --cards 10 --quiet --csv "$tmp/r.csv" --resume
# answers before a malformed instance stay printed
expect 2 "accordion, bad second input" "$bin" accordion "$tmp/accordion.win-loss" "$tmp/accordion.bad"
[ "$(head -2 "$tmp/out")" = "$(printf 'YES\nNO')" ] ||
  { echo "FAIL: answers before the malformed input were lost"; fail=1; }

# ---- 130: SIGINT while a solving command waits for more input
for g in $games; do
  mkfifo "$tmp/fifo"
  # (a background job of a script starts with SIGINT ignored: undo that)
  env --default-signal=INT "$bin" $g "$tmp/fifo" > /dev/null 2>&1 &
  pid=$!
  exec 9> "$tmp/fifo"           # a writer that never writes nor closes
  sleep 0.2
  kill -INT $pid
  { wait $pid; } 2>/dev/null; st=$?
  exec 9>&-
  rm -f "$tmp/fifo"
  [ $st -eq 130 ] || { echo "FAIL: $g, SIGINT: exit $st, want 130"; fail=1; }
done

[ $fail -eq 0 ] && echo "exit status: every row of the table ok"
exit $fail
