#!/usr/bin/env bash
# marks_test.sh WINNABLE BRUTE SHOWDIR OUTDIR: the marks of the replay
# page (marks_test.js). Exit 77 (skipped) without chromium or node.
set -u
. "$(dirname "$0")/need_browser.sh"
exec node "$(dirname "$0")/marks_test.js" "$chrome" "$@"
