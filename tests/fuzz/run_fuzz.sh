#!/usr/bin/env bash
# run_fuzz.sh [-j JOBS] BUILD_DIR SECONDS [NAME...]: run each libFuzzer
# harness (issue 9) for SECONDS on a scratch copy of its seed corpus,
# JOBS harnesses at a time (default 1; each uses one core). Names
# default to every tests/fuzz/corpus/<name>. New interesting inputs
# stay in the scratch dir; a crash leaves its input as crash-* (or
# timeout-*, leak-*, oom-*) in the current directory, its report is
# printed, and the script exits 1. Needs bash 5.1 or later (wait -p).
#
# The harnesses' own output is dropped (-close_fd_mask=3: some CLI code
# they run prints), but libFuzzer's and the sanitizers' reports still
# show; a failed FUZZ_CHECK shows as an abort whose stack names the
# check's line, and the fuzz_NAME_replay program run on the saved input
# prints its message.
set -u
jobs=1
if [ "${1:-}" = -j ]; then
  jobs=$2
  shift 2
fi
build=$1 secs=$2
shift 2
here=$(cd "$(dirname "$0")" && pwd)
names=("$@")
if [ ${#names[@]} -eq 0 ]; then
  for d in "$here"/corpus/*/; do names+=("$(basename "$d")"); done
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Run harness $1; what it says goes to $work/$1.out; status 0 or 1.
run_one() {
  local h=$1 bin=$build/tests/fuzz_$1 out=$work/$1.out log=$work/$1.log
  if [ ! -x "$bin" ]; then
    echo "run_fuzz: no harness $bin" > "$out"
    return 1
  fi
  local dict=()
  [ -f "$here/$h.dict" ] && dict=(-dict="$here/$h.dict")
  mkdir -p "$work/$h.corpus"
  echo "== fuzz_$h for ${secs}s" > "$out"
  if ! "$bin" -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 \
       -max_len=8192 -close_fd_mask=3 -print_final_stats=1 "${dict[@]}" \
       "$work/$h.corpus" "$here/corpus/$h" > "$log" 2>&1; then
    tail -60 "$log" >> "$out"
    return 1
  fi
  grep -E "^stat::(number_of_executed_units|peak_rss_mb)|Done " "$log" |
    tr '\n' ' ' >> "$out"
  echo >> "$out"
}

# A pool of $jobs background runs; each report is printed whole when
# its run ends, so two runs never interleave their lines.
status=0 running=0
declare -A name_of
finish_one() {
  local pid rc=0
  wait -n -p pid || rc=$?
  cat "$work/${name_of[$pid]}.out"
  [ $rc -eq 0 ] || status=1
  running=$((running - 1))
}
for h in "${names[@]}"; do
  [ $running -lt "$jobs" ] || finish_one
  run_one "$h" &
  name_of[$!]=$h
  running=$((running + 1))
done
while [ $running -gt 0 ]; do finish_one; done
exit $status
