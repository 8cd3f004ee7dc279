#!/usr/bin/env bash
# stats_interrupt.sh WINNABLE [DEALS]: stop "winnable stats" part way and
# go on, on DEALS 18-card deals (default 20,000; fewer under sanitizers).
#  - SIGINT: exit 130, a summary of the instances saved, a CSV that
#    --resume completes to the summary and rows of an uninterrupted run;
#  - SIGTERM: the same with exit 143;
#  - SIGKILL: no chance to flush, yet --resume still completes the run.
# Exit 77 (skipped) if a run finished before the signal reached it.
set -u
bin=$1 deals=${2:-20000}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
args=(stats accordion --cards 18 --deals "$deals" --seed 4 --threads 2 --no-timing)
"$bin" "${args[@]}" --quiet --csv "$tmp/full.csv" > "$tmp/full" || exit 1
fail=0 skipped=0
for sig in INT TERM KILL; do
  rm -f "$tmp/part.csv"
  "$bin" "${args[@]}" --csv "$tmp/part.csv" > "$tmp/out" 2> "$tmp/err" &
  pid=$!
  # once it has saved a row (10 s at most: a busy machine starts it late)
  for _ in $(seq 100); do
    [ "$(grep -c '^[0-9]' "$tmp/part.csv" 2>/dev/null)" -gt 0 ] 2>/dev/null && break
    sleep 0.1
  done
  kill -$sig $pid 2>/dev/null
  { wait $pid; } 2>/dev/null; st=$?
  case $sig in INT) want=130 ;; TERM) want=143 ;; KILL) want=137 ;; esac
  if [ $st -eq 0 ]; then skipped=1; continue; fi
  [ $st -eq $want ] || { echo "FAIL: SIG$sig: exit $st, want $want"; fail=1; }
  if [ $sig != KILL ]; then
    grep -q "interrupted after" "$tmp/err" ||
      { echo "FAIL: SIG$sig: no note on stderr"; fail=1; }
    saved=$(($(grep -vc '^#' "$tmp/part.csv") - 1))
    grep -q '^# seconds [0-9.]* for [0-9]* rows$' "$tmp/part.csv" ||
      { echo "FAIL: SIG$sig: no note of the time taken"; fail=1; }
    grep -qx "instances  $saved" "$tmp/out" ||
      { echo "FAIL: SIG$sig: summary does not cover the $saved saved rows"; fail=1; }
  fi
  "$bin" "${args[@]}" --quiet --csv "$tmp/part.csv" --resume > "$tmp/resumed" ||
    { echo "FAIL: SIG$sig: resume exited $?"; fail=1; }
  cmp -s "$tmp/full" "$tmp/resumed" ||
    { echo "FAIL: SIG$sig: resumed summary differs"; diff "$tmp/full" "$tmp/resumed"; fail=1; }
  cmp -s <(cut -d, -f1-3 "$tmp/full.csv") \
         <(grep -v '^# seconds' "$tmp/part.csv" | cut -d, -f1-3) ||
    { echo "FAIL: SIG$sig: resumed rows differ"; fail=1; }
done
[ $fail -ne 0 ] && exit 1
[ $skipped -ne 0 ] && { echo "a run ended before its signal: skipped"; exit 77; }
echo "stats: SIGINT, SIGTERM and SIGKILL runs resume to the full result"
