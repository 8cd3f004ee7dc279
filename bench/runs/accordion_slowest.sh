#!/usr/bin/env bash
# accordion_slowest.sh: decide again, with one solver, the slowest deals
# every chunk of the long run kept (issue 21: publish the slowest deals).
#
#   bench/runs/accordion_slowest.sh WINNABLE docs/runs
#
# Each chunk summary lists its 20 deals with the most positions, measured
# by whichever solver ran that chunk. This deals them all again and
# decides them with WINNABLE in one run, one thread, writing one line per
# deal (index, verdict, positions, seconds, the solver's commit if COMMIT
# is set) to docs/runs/accordion-slowest-rerun.jsonl, so that the
# figures combine.py shows come from a single solver. The file is
# replaced only once it is complete.
set -euo pipefail
[ $# -eq 2 ] || { sed -n 2,13p "$0" >&2; exit 2; }
bin=$1 dir=$2 out=$2/accordion-slowest-rerun.jsonl
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
python3 - "$dir" > "$scratch/indexes" <<'PY'
import glob, json, sys
for p in sorted(glob.glob(sys.argv[1] + "/accordion-any-52-seed1-c*.json")):
    for s in json.load(open(p))["slowest"]:
        print(s["index"])
PY
while read -r index; do
  "$bin" deal accordion --cards 52 --seed 1 --first "$index" --count 1
done < "$scratch/indexes" > "$scratch/deals"
"$bin" accordion --json "$scratch/deals" > "$scratch/answers"
python3 - "$scratch/indexes" "$scratch/answers" "${COMMIT:-}" \
  > "$scratch/out" <<'PY'
import json, sys
indexes = open(sys.argv[1]).read().split()
answers = [json.loads(line) for line in open(sys.argv[2])]
assert len(indexes) == len(answers), "one answer per deal"
for i, a in zip(indexes, answers):
    print(json.dumps({"index": int(i), "verdict": a["verdict"],
                      "states": a["states"], "seconds": a["seconds"],
                      "solver": sys.argv[3]}, separators=(",", ":")))
PY
mv "$scratch/out" "$out"
echo "accordion_slowest: $(wc -l < "$out") deals decided again into $out"
