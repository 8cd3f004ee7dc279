#!/usr/bin/env bash
# run_fuzz.sh BUILD_DIR SECONDS [NAME...]: run each libFuzzer harness
# (issue 9) for SECONDS on a scratch copy of its seed corpus, one after
# the other. Names default to every tests/fuzz/corpus/<name>. New
# interesting inputs stay in the scratch dir; a crash leaves its input
# as crash-* in the current directory and the script exits 1.
set -u
build=$1 secs=$2
shift 2
here=$(cd "$(dirname "$0")" && pwd)
names=("$@")
if [ ${#names[@]} -eq 0 ]; then
  for d in "$here"/corpus/*/; do names+=("$(basename "$d")"); done
fi
status=0
for h in "${names[@]}"; do
  bin=$build/tests/fuzz_$h
  [ -x "$bin" ] || { echo "run_fuzz: no harness $bin"; status=1; continue; }
  scratch=$(mktemp -d)
  dict=()
  [ -f "$here/$h.dict" ] && dict=(-dict="$here/$h.dict")
  echo "== fuzz_$h for ${secs}s"
  if ! "$bin" -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 \
       -max_len=8192 -print_final_stats=1 "${dict[@]}" \
       "$scratch" "$here/corpus/$h" > "$scratch.log" 2>&1; then
    tail -60 "$scratch.log"
    status=1
  else
    grep -E "^stat::(number_of_executed_units|peak_rss_mb)|Done " \
      "$scratch.log" | tr '\n' ' '
    echo
  fi
  rm -rf "$scratch" "$scratch.log"
done
exit $status
