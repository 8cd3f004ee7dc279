#!/usr/bin/env bash
# run_case.sh WINNABLE CASEFILE: run one golden CLI case and compare.
#
# A case file has header lines, then sections:
#   args: accordion --rule=rightmost     (shell words, after "winnable")
#   status: 0                            (expected exit status, default 0)
#   mask: seconds states                 (optional; see below)
#   --- stdin                            (optional; else stdin is empty)
#   --- stdout                           (expected stdout, byte for byte)
#   --- stderr                           (expected stderr; absent = empty)
# Lines starting with '#' before the first section are comments. The
# command runs in the case file's directory, so args may name files there.
# mask: names JSON fields whose numbers vary from run to run (seconds) or
# are not what the case is about; in stdout each "FIELD":NUMBER becomes
# "FIELD":* before the comparison, so the expected stdout writes them so.
set -u
bin=$1 case=$2
dir=$(cd "$(dirname "$case")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

awk -v out="$tmp" '
  /^--- (stdin|stdout|stderr)$/ { sec = $2; printf "" > (out "/" sec); next }
  sec == "" && /^args: / { sub(/^args: /, ""); print > (out "/args"); next }
  sec == "" && /^status: / { sub(/^status: /, ""); print > (out "/status"); next }
  sec == "" && /^mask: / { sub(/^mask: /, ""); print > (out "/mask"); next }
  sec == "" { next }
  { print > (out "/" sec) }
' "$case"

args=$(cat "$tmp/args" 2>/dev/null) || { echo "no args: line in $case"; exit 1; }
want_status=$(cat "$tmp/status" 2>/dev/null || echo 0)
[ -f "$tmp/stdin" ] || : > "$tmp/stdin"
[ -f "$tmp/stderr" ] || : > "$tmp/stderr"
[ -f "$tmp/stdout" ] || : > "$tmp/stdout"

eval "set -- $args"
(cd "$dir" && "$bin" "$@" < "$tmp/stdin" > "$tmp/got_out" 2> "$tmp/got_err")
status=$?
for field in $(cat "$tmp/mask" 2>/dev/null); do
  sed -E "s/\"$field\":-?[0-9]+(\.[0-9]+)?/\"$field\":*/g" "$tmp/got_out" \
    > "$tmp/masked" && mv "$tmp/masked" "$tmp/got_out"
done

fail=0
if [ "$status" != "$want_status" ]; then
  echo "exit status: want $want_status, got $status"; fail=1
fi
if ! cmp -s "$tmp/stdout" "$tmp/got_out"; then
  echo "stdout differs (want vs got):"; diff "$tmp/stdout" "$tmp/got_out" | head -20; fail=1
fi
if ! cmp -s "$tmp/stderr" "$tmp/got_err"; then
  echo "stderr differs (want vs got):"; diff "$tmp/stderr" "$tmp/got_err" | head -20; fail=1
fi
exit $fail
