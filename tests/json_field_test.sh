#!/usr/bin/env bash
# json_field_test.sh: the field helper of json_field.sh (which the stress
# tests read stress's --json with) against Python's json module, on
# every escape JSON has, UTF-8 and surrogate pairs, values that are not
# strings, nesting, spaces, a missing key and text that is no object.
# Skipped (77) without python3.
set -u
. "$(dirname "$0")/json_field.sh"
command -v python3 > /dev/null || { echo "skipped: no python3"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# KEY, a tab, JSON: one case a line
cat > "$tmp/cases" <<'CASES'
verdict	{"verdict":"WA","tests":3,"input":"4\u000a3 6\u000a","size":12}
input	{"verdict":"WA","tests":3,"input":"4\u000a3 6\u000a","size":12}
size	{"verdict":"WA","tests":3,"input":"4\u000a3 6\u000a","size":12}
r	{"r":"a \"q\" \\\\ b\\\"c / \/ \t\b\f\r \u00e9 \u20ac \ud83d\ude00 \ufffd é"}
r	{"r":"x\u0001y\u007fz\u001f","s":"r"}
last	{"a":[1, 2,{"a":"}],\""}],"o":{"last":"no"},"last":"z\\"}
o	{"o":{"last":"no"},"last":"z\\"}
n	{"n":null,"t":true,"f":false}
t	{"n":null,"t":true,"f":false}
f	{"n":null,"t":true,"f":false}
x	{"y":2,"x":-0.5}
c	 { "a" : "b" ,	"c" : 12 } 
missing	{"a":"b","c":12}
a	{}
a	["a"]
a	not json
a	{"a":"never closed
CASES
# what Python says: each case's value (JSON text for a bool, None, a
# number, a list or an object) and its status, NUL-separated
python3 -S - "$tmp/cases" > "$tmp/want" <<'PY'
import json, sys
for line in open(sys.argv[1], encoding="utf-8"):
    key, text = line.rstrip("\n").split("\t", 1)
    try:
        v = json.loads(text)[key]
        out = v if isinstance(v, str) else json.dumps(v, separators=(",", ":"))
        out, st = out + "\n", 0
    except (ValueError, KeyError, TypeError):
        out, st = "", 1
    sys.stdout.buffer.write(out.encode() + b"\0%d\0" % st)
PY
fail=0
n=0
while IFS=$'\t' read -r key text; do
  IFS= read -r -d '' -u 3 want && IFS= read -r -d '' -u 3 want_st || exit 1
  n=$((n + 1))
  got=$(field "$text" "$key" 2> "$tmp/err"; echo "status $?")
  if [ "$got" != "${want}status $want_st" ]; then
    echo "FAIL: field $key of $text: got $(printf '%s' "$got" | od -c | head -3), want $(printf '%s' "$want" | od -c | head -3)"
    fail=1
  fi
  [ "$want_st" = 0 ] || [ -s "$tmp/err" ] ||
    { echo "FAIL: field $key of $text: no message"; fail=1; }
done < "$tmp/cases" 3< "$tmp/want"
[ $fail -eq 0 ] && echo "field: $n cases read as Python reads them"
exit $fail
