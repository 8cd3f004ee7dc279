#!/usr/bin/env bash
# cli_json_file.sh WINNABLE: with several inputs every --json object names
# its input in "file", JSON-escaped: a quote, a backslash and a tab in
# file names (made here, at test time, since they cannot live in the
# tree portably) come out as \", \\ and \u0009. Every solving command
# goes through the same loop; each is run once.
set -u
bin=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp" || exit 1
q='q"uote.in' b='back\slash.in' t=$'t\tab.in'
printf '2S 2S 2C 2C\n' > "$q"
printf '3S 2C\n' > "$b"
printf '1\n1 %s\n' "$(for i in 1 2 3 4; do seq -s' ' 1 13; done | paste -sd' ')" > "$t"
fail=0
check() { # label want got
  if [ "$2" != "$3" ]; then
    echo "FAIL: $1"; diff <(printf '%s\n' "$2") <(printf '%s\n' "$3"); fail=1
  fi
}
files() { sed -E 's/^\{"case":([0-9]+),"file":("([^"\\]|\\.)*"),.*/\1 \2/'; }
got=$("$bin" accordion --json "$q" "$b" "$q" | files)
check "accordion" '1 "q\"uote.in"
1 "back\\slash.in"
1 "q\"uote.in"' "$got"
got=$("$bin" hitormiss --json "$t" "$t" | files)
check "hitormiss" '1 "t\u0009ab.in"
1 "t\u0009ab.in"' "$got"
printf '1\n2 1 1 2 1\n1\n1 2\n0\n' > "$b"
got=$("$bin" stacks --json "$b" - < /dev/null | files)
check "stacks" '1 "back\\slash.in"' "$got"
printf '1\n1 3\nX.X\n' > "$q"
got=$("$bin" outlast --json "$q" "$q" | files)
check "outlast" '1 "q\"uote.in"
1 "q\"uote.in"' "$got"
[ $fail -eq 0 ] && echo "--json \"file\" names: ok"
exit $fail
