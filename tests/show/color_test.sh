#!/usr/bin/env bash
# color_test.sh WINNABLE DEAL: "show --color=auto" colours only when
# stdout is a terminal and NO_COLOR is unset or empty; --color=always
# wins over NO_COLOR. A terminal is faked with script(1); exit 77
# (skipped) without it.
set -u
bin=$1 deal=$2
command -v script > /dev/null || { echo "skipped: needs script(1)"; exit 77; }
esc=$(printf '\033[')
fail=0
on_tty() { # on_tty ENV-ASSIGNMENTS... -- ARGS: stdout of show on a pty
  script -qec "env $* $(printf '%q ' "$bin") show accordion $(printf '%q' "$deal")" /dev/null
}
expect() { # expect yes|no WHAT OUTPUT
  local has=no
  case $3 in *"$esc"*) has=yes ;; esac
  [ "$has" = "$1" ] || { echo "FAIL: $2: colour $has, want $1"; fail=1; }
}
expect yes "terminal" "$(on_tty -u NO_COLOR)"
expect no "terminal, NO_COLOR=1" "$(on_tty NO_COLOR=1)"
expect yes "terminal, NO_COLOR empty" "$(on_tty NO_COLOR=)"
expect no "pipe" "$(env -u NO_COLOR "$bin" show accordion "$deal" | cat)"
expect yes "pipe, --color=always, NO_COLOR=1" \
  "$(NO_COLOR=1 "$bin" show accordion --color=always "$deal" | cat)"
expect no "terminal, --color=never" \
  "$(script -qec "$(printf '%q ' "$bin") show accordion --color=never $(printf '%q' "$deal")" /dev/null)"
[ $fail -eq 0 ] && echo "colour: terminal, pipe and NO_COLOR all as expected"
exit $fail
