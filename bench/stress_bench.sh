#!/usr/bin/env bash
# stress_bench.sh WINNABLE PROGDIR [SEEDS [JOBS [NAME]]]: how fast
# "winnable stress" finds and shrinks each bug of tests/stress/programs
# (PROGDIR holds the built stress_prog_NAME), over seeds 1..SEEDS
# (default 5), JOBS runs at once (-j, default 1), only program NAME when
# given: per program
# the verdict, the tests and seconds until the failure was found and
# judged (to-find), the whole run's seconds (total), the size found and
# shrunk to, the shrinking's runs, and whether the result is 1-minimal.
# Figures only: it never passes or fails.
set -u
bin=${1:?usage: stress_bench.sh WINNABLE PROGDIR [SEEDS [JOBS [NAME]]]}
progs=${2:?usage: stress_bench.sh WINNABLE PROGDIR [SEEDS [JOBS [NAME]]]}
seeds=${3:-5}
jobs=${4:-1}
only=${5:-}
printf '%-28s %4s %-7s %6s %8s %8s %7s %6s %5s %5s\n' program seed verdict \
  tests to-find total found shrunk runs minimal
while read -r name args; do
  [ -z "$only" ] || [ "$only" = "$name" ] || continue
  for seed in $(seq "$seeds"); do
    start=$(date +%s.%N)
    json=$("$bin" stress $args --seed "$seed" -j "$jobs" --seconds 120 --quiet --json \
           -- "$progs/stress_prog_$name" | tail -n 1)
    end=$(date +%s.%N)
    python3 - "$json" "$name" "$seed" "$start" "$end" <<'PY'
import json, sys
d, name, seed = json.loads(sys.argv[1]), sys.argv[2], sys.argv[3]
total = float(sys.argv[5]) - float(sys.argv[4])
print(f"{name:28s} {seed:>4s} {d['verdict']:7s} {d['tests']:6d} "
      f"{d.get('found_seconds', 0):8.2f} {total:8.2f} "
      f"{d.get('size_found', 0):7d} {d['size']:6d} "
      f"{d.get('shrink_runs', 0):5d} {str(d.get('minimal', '-')):>5s}")
PY
  done
done <<'LIST'
cf208b_greedy accordion --rule rightmost
cf208b_crash_n1 accordion --rule rightmost
cf208b_exponential accordion --rule rightmost --shrink-seconds 20
accordion_lines_onlyleft1 accordion
hitormiss_window100 hitormiss
stacks_missing_condition stacks
outlast_no_combine outlast
LIST
