#!/usr/bin/env bash
# play_test.sh WINNABLE SHOWDIR OUTDIR [SHOTDIR]: write the web pages of
# a 52-card Accordion deal, a Stack Management case and an Inventor
# Outlasting board, and let play_test.js, play_stacks_test.js and
# play_outlast_test.js play them in headless Chromium (one browser for
# the three, play_pages.js) against the native program (issue 19).
# Exit 77 (skipped) without chromium or node, or when this build has no
# WebAssembly solver (the page then replays only; browser_test.sh
# checks that).
set -u
bin=$1 showdir=$2 out=$3 shots=${4:-}
here=$(cd "$(dirname "$0")" && pwd)
. "$(dirname "$0")/need_browser.sh"
mkdir -p "$out"
rm -f "$out"/*.html # show --html never replaces a page: last run's go first
"$bin" deal accordion --seed 7 > "$out/deal.txt" || exit 1
"$bin" show accordion --html "$out/play.html" "$out/deal.txt" || exit 1
if ! grep -q "^<script type='application/octet-stream' id='wasm'>" "$out/play.html"; then
  echo "skipped: this build has no WebAssembly solver (clang for wasm32-wasi)"
  exit 77
fi
# seed 1, 4 stacks of 4 cards, 3 suits: winnable in 14 moves
"$bin" deal stacks --seed 1 --stacks 4 --cards 4 --suits 3 > "$out/stacks.in" &&
  "$bin" show stacks --html "$out/stacks.html" "$out/stacks.in" || exit 1
# seed 3, a 4 x 5 board with 12 X cells (small enough for a brute force)
"$bin" deal outlast --seed 3 --rows 4 --cols 5 --density 0.55 > "$out/outlast.in" &&
  "$bin" show outlast --html "$out/outlast.html" "$out/outlast.in" || exit 1
node "$here/play_pages.js" "$chrome" "$bin" "$showdir" "$out" $shots
