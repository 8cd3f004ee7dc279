#!/usr/bin/env bash
# pipes.sh WINNABLE: output to a closed pipe and to a full disk (issue 9).
#
# 'winnable ... | head -1' must end quietly: nothing on stderr, and
# either exit 0 (everything fitted in the pipe) or death by SIGPIPE
# (status 141, as cat or grep end), also when the parent shell ignores
# SIGPIPE (then writes would fail with EPIPE and the program would go on
# producing output nobody reads). Writing to /dev/full must give exit 1
# and one "cannot write output" message. Every command is tried.
set -u
bin=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0

"$bin" deal accordion --count 20000 --cards 10 > "$tmp/acc.txt"
"$bin" deal hitormiss --count 3000 > "$tmp/hm.in"
"$bin" deal stacks --count 3000 > "$tmp/st.in"
"$bin" deal outlast --count 3000 --rows 4 --cols 4 > "$tmp/ol.in"
"$bin" deal accordion --seed 7 > "$tmp/one.txt"

# Commands with a lot of output (more than a pipe buffer holds).
long=(
  "deal accordion --count 100000"
  "deal hitormiss --count 20000"
  "deal stacks --count 20000"
  "deal outlast --count 20000"
  "accordion $tmp/acc.txt"
  "accordion --json $tmp/acc.txt"
  "hitormiss --json $tmp/hm.in"
  "stacks --moves $tmp/st.in"
  "outlast --json $tmp/ol.in"
)
# Commands with short output.
short=(
  "--help" "--version" "games"
  "accordion --help" "stats accordion --deals 20"
  "show accordion $tmp/one.txt"
)

closed_pipe() { # ignore_sigpipe words...
  local ign=$1
  shift
  local status
  if [ "$ign" = 1 ]; then
    (trap '' PIPE; "$bin" "$@" 2> "$tmp/err" | head -1 > /dev/null
     exit "${PIPESTATUS[0]}")
  else
    "$bin" "$@" 2> "$tmp/err" | head -1 > /dev/null
    (exit "${PIPESTATUS[0]}")
  fi
  status=$?
  if { [ "$status" != 0 ] && [ "$status" != 141 ]; } || [ -s "$tmp/err" ]
  then
    echo "FAIL | head -1 (SIGPIPE ignored: $ign): winnable $*: exit $status"
    head -c 300 "$tmp/err"
    fail=1
  fi
}

full_disk() {
  local status
  "$bin" "$@" > /dev/full 2> "$tmp/err"
  status=$?
  if [ "$status" != 1 ] || [ "$(wc -l < "$tmp/err")" != 1 ] ||
     ! grep -q "cannot write output" "$tmp/err"; then
    echo "FAIL > /dev/full: winnable $*: exit $status"
    head -c 300 "$tmp/err"
    fail=1
  fi
}

for c in "${long[@]}" "${short[@]}"; do
  read -r -a words <<< "$c"
  closed_pipe 0 "${words[@]}"
  closed_pipe 1 "${words[@]}"
  full_disk "${words[@]}"
done

# A long output to a closed pipe must stop soon, not run to the end: a
# billion deals would take hours to write.
(trap '' PIPE; "$bin" deal accordion --count 1000000000 | head -1 > /dev/null)

[ $fail = 0 ] && echo "ok: ${#long[@]} long and ${#short[@]} short commands"
exit $fail
