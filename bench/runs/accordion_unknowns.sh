#!/usr/bin/env bash
# accordion_unknowns.sh: decide, without limits, every deal that a chunk of
# the long run left unknown (issue 21).
#
#   bench/runs/accordion_unknowns.sh WINNABLE docs/runs
#
# Prints one JSON line per unknown deal (index, then the solver's --json
# answer with its proof) to docs/runs/accordion-unknowns-decided.jsonl,
# skipping indexes already there. combine.py reads that file.
# A deal found lost would be the first proven-unwinnable random deal: its
# certificate (winnable accordion --certificate) goes to
# docs/runs/accordion-loss-INDEX.cert, checked by winnable check.
set -euo pipefail
[ $# -eq 2 ] || { sed -n 2,9p "$0" >&2; exit 2; }
bin=$1 dir=$2 out=$2/accordion-unknowns-decided.jsonl
touch "$out"
python3 - "$dir" <<'PY' | while read -r index; do
import glob, json, sys
for p in sorted(glob.glob(sys.argv[1] + "/accordion-any-52-seed1-c*.json")):
    for i in json.load(open(p))["unknown_indexes"]:
        print(i)
PY
  grep -q "^{\"index\":$index," "$out" && continue
  scratch=$(mktemp -d)
  "$bin" deal accordion --cards 52 --seed 1 --first "$index" --count 1 \
    > "$scratch/deal"
  answer=$("$bin" accordion --json --certificate "$scratch/cert" "$scratch/deal")
  if grep -q '^lost ' "$scratch/cert"; then
    echo unwinnable > "$scratch/answer"
    "$bin" check accordion --certificate "$scratch/cert" --max-states 1 \
      "$scratch/deal" "$scratch/answer"
    mv "$scratch/cert" "$dir/accordion-loss-$index.cert"
  fi
  rm -rf "$scratch"
  printf '{"index":%s,"answer":%s}\n' "$index" "$answer" >> "$out"
done
