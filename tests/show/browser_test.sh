#!/usr/bin/env bash
# browser_test.sh WINNABLE JS OUTDIR: write the web page of a 52-card
# Accordion deal, then let browser_test.js step through it in headless
# Chromium with the keyboard and check the final position is one pile.
# Then the same for a lost deal, whose page replays the best line found
# and must end on its 4 piles. Exit 77 (skipped) when chromium or node
# is not installed.
set -u
bin=$1 js=$2 out=$3
. "$(dirname "$0")/need_browser.sh"
mkdir -p "$out"
rm -f "$out"/*.html # show --html never replaces a page: last run's go first
# seed 7, deal 0 is winnable under the classic rule (51 moves)
"$bin" deal accordion --seed 7 > "$out/deal.txt" || exit 1
"$bin" show accordion --html "$out/accordion.html" "$out/deal.txt" || exit 1
# the page must stand alone: no src/href, no CSS url(), no address but
# the SVG namespace name (an identifier, never fetched); the worker is
# made from the page's own text (createObjectURL, a blob: address)
bad=$( { grep -Eio "(src|href) *=|(^|[^a-z])url\(" "$out/accordion.html"
         grep -Eio "[a-z]+://[^'\" ]*" "$out/accordion.html" |
           grep -vx "http://www.w3.org/2000/svg"; } | head -5)
if [ -n "$bad" ]; then
  echo "FAIL: the page refers to something outside itself: $bad"
  exit 1
fi
node "$js" "$chrome" "$out/accordion.html" "$out/accordion.png" 1 || exit 1
size=$(wc -c < "$out/accordion.png")
[ "$(head -c 8 "$out/accordion.png" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] &&
  [ "$size" -gt 10000 ] || { echo "FAIL: $out/accordion.png is not a PNG screenshot"; exit 1; }
# a lost deal shows the best line found (issue 20 item 9): 2S 3D 4H 5S
# 9C has one move, 4>1, which leaves 4 piles and nothing to play; before,
# the page had no moves and its buttons were greyed out
printf '2S 3D 4H 5S 9C\n' > "$out/lost.txt"
"$bin" show accordion --html "$out/lost.html" "$out/lost.txt" || exit 1
grep -q '"verdict":"loss","states":[0-9]*,"piles_left":4,' "$out/lost.html" ||
  { echo "FAIL: the lost deal's page has no best line"; exit 1; }
node "$js" "$chrome" "$out/lost.html" "$out/lost.png" 4 || exit 1
echo "browser test passed"
