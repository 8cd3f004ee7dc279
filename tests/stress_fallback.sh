#!/usr/bin/env bash
# stress_fallback.sh WINNABLE PROGDIR: "winnable stress" where the kernel
# refuses namespaces. Run inside a user namespace (unshare; skipped, exit
# 77, where that is refused) whose limits allow no new pid or user
# namespace, stress says so once and falls back to sessions: bugs are
# still found and shrunk, limits still hold, strays are still swept.
set -u
if [ -z "${WN_IN_USERNS:-}" ]; then
  unshare --user --map-root-user true 2>/dev/null || exit 77
  WN_IN_USERNS=1 exec unshare --user --map-root-user bash "$0" "$@"
fi
. "$(dirname "$0")/json_field.sh"  # field JSON KEY: one field of a JSON line
echo 0 > /proc/sys/user/max_pid_namespaces &&
  echo 0 > /proc/sys/user/max_user_namespaces || exit 77
bin=$1 progs=$2
tmp=$(mktemp -d)
export TMPDIR=$tmp/tmp
mkdir -p "$TMPDIR" "$tmp/work"
trap 'rm -rf "$tmp"' EXIT
cd "$tmp/work" || exit 1
# private copies: the process checks below see only this test's programs
mkdir "$tmp/bin"
cp "$progs"/stress_prog_* "$tmp/bin/"
progs=$tmp/bin
fail=0
say() { echo "FAIL: $*"; fail=1; }
# expect NAME VERDICT MAXSIZE ARGS...
expect() {
  local name=$1 verdict=$2 most=$3; shift 3
  timeout -k 5 120 "$bin" stress accordion --rule rightmost --quiet --json \
    "$@" -- "$progs/stress_prog_$name" > "$tmp/run" 2> "$tmp/err"
  json=$(tail -n 1 "$tmp/run")
  [ "$(field "$json" verdict)" = "$verdict" ] &&
    [ "$(field "$json" size)" -le "$most" ] ||
    say "$name: want $verdict within $most cards: $json"
  [ "$(grep -c "no pid namespace" "$tmp/err")" = 1 ] ||
    say "$name: the fallback not said once: $(cat "$tmp/err")"
}
expect cf208b_greedy WA 8 --seconds 60
expect hostile_flood OLE 52 --output-limit 1M --shrink-seconds 5
expect hostile_fork_memory MLE 52 --memory-limit 128M --tests 3 \
  --shrink-seconds 5
expect hostile_fork_cpu TLE 52 --time-limit 0.5 --tests 3 --shrink-seconds 1
expect hostile_memfd MLE 52 --memory-limit 64M --tests 3 --shrink-seconds 5
expect hostile_orphan_setsid OK 0 --tests 5
expect hostile_fifo OK 0 --tests 5
# (a killed process may take a moment to leave the table on a busy
# machine: 10 s at most; a stray left behind sleeps for minutes)
for _ in $(seq 100); do
  left=$(ps -eo pid=,args= | grep -F "$progs/stress_prog_hostile" |
         grep -v grep || true)
  [ -z "$left" ] && break
  sleep 0.1
done
[ -z "$left" ] || say "processes outlived stress: $left"
[ -z "$(ls -A "$TMPDIR")" ] || say "files left in TMPDIR: $(ls -A "$TMPDIR")"
[ $fail -eq 0 ] && echo "stress: the fallback judges and cleans up"
exit $fail
