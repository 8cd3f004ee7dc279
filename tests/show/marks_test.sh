#!/usr/bin/env bash
# marks_test.sh WINNABLE BRUTE SHOWDIR OUTDIR: the marks of the replay
# page (marks_test.js). Exit 77 (skipped) without chromium or node.
set -u
chrome=${CHROMIUM:-$(command -v chromium || command -v chromium-browser || true)}
if [ -z "$chrome" ] || ! command -v node >/dev/null; then
  echo "skipped: needs chromium and node (apt-get install chromium nodejs)"
  exit 77
fi
exec node "$(dirname "$0")/marks_test.js" "$chrome" "$@"
