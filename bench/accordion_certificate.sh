#!/usr/bin/env bash
# accordion_certificate.sh WINNABLE [DEALS] [CARDS] [REPEAT]: what
# certificates of Accordion losses cost (docs/accordion.md). On DEALS
# random deals of CARDS cards (default 5,000 of 18, seed 1, about half
# lost): the least CPU time (user + system) of REPEAT runs (default 3) of
# "winnable accordion" with and without --moves --certificate, the
# certificate's blocks, rows and bytes, and of "winnable check accordion"
# judging the answers with certificates and proofs (--max-states 1: no
# search at all) and without them (the solver decides every claim).
# Figures only: it never passes or fails.
set -u
bin=${1:?usage: accordion_certificate.sh WINNABLE [DEALS] [CARDS] [REPEAT]}
deals=${2:-5000} cards=${3:-18} repeat=${4:-3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$bin" deal accordion --cards "$cards" --count "$deals" > "$tmp/deals"

# least "user+system" seconds of REPEAT runs of the command; each run may
# write $tmp/cert afresh
least() {
  local best="" t TIMEFORMAT='%U %S'
  for ((k = 0; k < repeat; k++)); do
    rm -f "$tmp/cert.new"
    t=$( { time "$@" > /dev/null 2> "$tmp/err"; } 2>&1 | awk '{ print $1 + $2 }')
    best=$(awk -v a="$t" -v b="${best:-$t}" 'BEGIN { print (a < b ? a : b) }')
  done
  echo "$best"
}
plain=$(least "$bin" accordion "$tmp/deals")
with=$(least "$bin" accordion --moves --certificate "$tmp/cert.new" "$tmp/deals")
"$bin" accordion --moves --certificate "$tmp/cert" "$tmp/deals" > "$tmp/proofs"
"$bin" accordion "$tmp/deals" > "$tmp/answers"
blocks=$(grep -c '^lost ' "$tmp/cert")
rows=$(grep -vc -e '^lost ' -e '^#' "$tmp/cert")
bytes=$(wc -c < "$tmp/cert")
by_cert=$(least "$bin" check accordion --certificate "$tmp/cert" \
  --max-states 1 "$tmp/deals" "$tmp/proofs")
grep -q '^ok: ' "$tmp/err" || { echo "not accepted: $(cat "$tmp/err")" >&2; exit 1; }
by_solver=$(least "$bin" check accordion "$tmp/deals" "$tmp/answers")
echo "$deals deals of $cards cards, $blocks lost (least CPU of $repeat runs)"
echo "solve:            ${plain} s; with --moves --certificate ${with} s"
echo "certificate:      $blocks blocks, $rows rows (deals included), $bytes bytes"
echo "check, no search: ${by_cert} s (certificates and proofs)"
echo "check by solver:  ${by_solver} s (answers only)"
