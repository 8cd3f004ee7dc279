#!/usr/bin/env bash
# accordion_chunks.sh: decide classic 52-card Accordion deals of seed 1 in
# chunks, one committed summary file per chunk (issue 21, the 10^8 run).
#
#   bench/runs/accordion_chunks.sh WINNABLE OUTDIR FIRST_CHUNK LAST_CHUNK [SIZE]
#
# Chunk c covers deal indexes c*SIZE .. (c+1)*SIZE-1 (SIZE defaults to
# 1,000,000). A chunk whose summary OUTDIR/accordion-any-52-seed1-cNNNN.json
# exists is skipped, so the script can be stopped and started again at will;
# a summary is written under a temporary name and renamed when complete, so a
# file that exists is whole. The per-deal CSV lives only in a scratch
# directory and is deleted once summarised (10^8 rows would be 3 GB).
#
# COMMIT in the environment names the solver's commit in each summary.
# Each deal gets --limit-seconds (default 10, LIMIT in the environment):
# a deal that runs out is an unknown, listed by index in the summary and
# decided later without limits (bench/runs/accordion_unknowns.sh).
set -euo pipefail
[ $# -ge 4 ] || { sed -n 2,16p "$0" >&2; exit 2; }
bin=$1 out=$2 first=$3 last=$4 size=${5:-1000000}
limit=${LIMIT:-10} threads=${THREADS:-2}
here=$(cd "$(dirname "$0")" && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$out"
for ((c = first; c <= last; c++)); do
  name=$(printf 'accordion-any-52-seed1-c%04d.json' "$c")
  [ -e "$out/$name" ] && continue
  start=$((c * size))
  rm -f "$scratch/rows.csv"
  "$bin" stats accordion --cards 52 --seed 1 --first "$start" --deals "$size" \
    --threads "$threads" --limit-seconds "$limit" --quiet --json \
    --csv "$scratch/rows.csv" > "$scratch/summary.json"
  python3 "$here/chunk_summary.py" --chunk "$c" --first "$start" \
    --deals "$size" --limit-seconds "$limit" --threads "$threads" \
    --version "$("$bin" --version | head -n 1)" --commit "${COMMIT:-}" \
    --summary "$scratch/summary.json" --rows "$scratch/rows.csv" \
    > "$scratch/$name.tmp"
  mv "$scratch/$name.tmp" "$out/$name"
  echo "chunk $c done: $(cat "$scratch/summary.json")"
done
