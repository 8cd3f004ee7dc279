#!/usr/bin/env bash
# Walk the dispatch table: every command must answer --help with exit 0
# and some output, and reject an unknown option with exit 2 and a message
# (check too: a usage error is no verdict, whatever 2 means in testlib's).
set -u
bin=$1 fail=0
for cmd in $("$bin" --list-commands); do
  out=$("$bin" $cmd --help 2>&1); st=$?
  if [ $st -ne 0 ] || [ -z "$out" ]; then
    echo "FAIL: winnable $cmd --help exited $st"; fail=1
  fi
  # deal/stats/show take a game first; try them with every game they list
  usage=2
  err=$("$bin" $cmd --no-such-option 2>&1 >/dev/null); st=$?
  if [ $st -ne $usage ] || [ -z "$err" ]; then
    echo "FAIL: winnable $cmd --no-such-option exited $st"; fail=1
  fi
done
for verb in deal stats show hint check stress validate package; do
  "$bin" --list-commands | grep -qx $verb || continue
  usage=2
  # the games are the commands named after one (the rest are verbs)
  for game in $("$bin" --list-commands | grep -xE 'accordion|hitormiss|outlast|stacks'); do
    out=$("$bin" $verb $game --help 2>&1); st=$?
    [ $st -eq 0 ] || { echo "FAIL: winnable $verb $game --help exited $st"; fail=1; }
    "$bin" $verb $game --no-such-option >/dev/null 2>&1; st=$?
    [ $st -eq $usage ] || { echo "FAIL: winnable $verb $game --no-such-option exited $st"; fail=1; }
  done
done
[ $fail -eq 0 ] && echo "help table: all commands ok"
exit $fail
