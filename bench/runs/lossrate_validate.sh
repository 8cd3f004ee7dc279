#!/usr/bin/env bash
# lossrate_validate.sh WINNABLE OUTDIR: the validation runs of issue 38.
# For each deck size K, the tilted estimate at several LAMBDA (seed 2, so
# the deals are not the plain run's) as one JSON summary each; the plain
# runs are made with "winnable stats accordion --cards K --json".
set -eu
bin=$1 out=$2
deals=${DEALS:-5000}
for K in ${KS:-24 27 30}; do
  for L in ${LAMBDAS:-0.5 1 2}; do
    f=$out/tilt-$K-$L-$deals.json
    [ -s "$f" ] && continue
    "$bin" stats accordion --cards "$K" --tilt "$L" --deals "$deals" \
      --seed 2 --threads "${THREADS:-1}" --quiet --json > "$f.tmp"
    mv "$f.tmp" "$f"
  done
done
