#!/usr/bin/env bash
# outlast_json.sh WINNABLE DIR: `winnable outlast --json --all-moves` on
# DIR/sample.in must give DIR/sample_json.expected once the run-dependent
# "seconds" values are blanked; every line must also be a JSON object
# with the fields cli.md asks for (checked with python3 when present).
# A case refused for --max-memory must say so.
set -u
bin=$1 dir=$2
out=$("$bin" outlast --json --all-moves "$dir/sample.in") || { echo "exit $?"; exit 1; }
got=$(printf '%s\n' "$out" | sed -E 's/"seconds":[0-9.]+/"seconds":S/')
if [ "$got" != "$(cat "$dir/sample_json.expected")" ]; then
  echo "json differs (want vs got):"
  diff <(cat "$dir/sample_json.expected") <(printf '%s\n' "$got")
  exit 1
fi
if command -v python3 >/dev/null; then
  printf '%s\n' "$out" | python3 -c '
import json, sys
for n, line in enumerate(sys.stdin, 1):
    o = json.loads(line)
    for f in ("case", "verdict", "answer", "grundy", "moves", "states", "seconds"):
        assert f in o, (n, f)
    assert o["case"] == n
    assert o["answer"] == str(o["winning"])
    assert o["winning"] == len(o["moves"]) == sum(m["grundy"] == 0 for m in o["all_moves"])
    assert (o["verdict"] == "win") == (o["grundy"] != 0)
    assert o["grundy"] == o["grundy_even"] ^ o["grundy_odd"]
' || exit 1
fi
# a case refused for memory: verdict unknown, no answer, the limit named
out=$(printf '1\n1 5\nX.X.X\n' | "$bin" outlast --json --max-memory 2K 2>/dev/null)
case $out in
  '{"case":1,"rows":1,"cols":5,"verdict":"unknown","answer":"UNKNOWN","limit":"memory","states":0,"seconds":'*'}') ;;
  *) echo "memory refusal json: $out"; exit 1 ;;
esac
echo "outlast json: ok"
