#!/usr/bin/env bash
# play_family_test.sh WINNABLE SHOWDIR OUTDIR: write "show accordion
# --html" pages under the Accordion family's rules (relaxed, 23-skidoo,
# revenge with a deal's '# goal', bayan, --match red-black) and one
# without its WebAssembly solver (the module's two scripts cut out, as
# a build without the toolchain writes the page), then let
# play_family_test.js play them in headless Chromium (issue 50). Exit
# 77 (skipped) without chromium or node, or when this build has no
# WebAssembly solver.
set -u
bin=$1 showdir=$2 out=$3
here=$(cd "$(dirname "$0")" && pwd)
. "$(dirname "$0")/need_browser.sh"
mkdir -p "$out"
rm -f "$out"/*.html # show --html never replaces a page: last run's go first
"$bin" deal accordion --seed 7 > "$out/deal.txt" &&
  "$bin" deal accordion --seed 7 --cards 20 > "$out/deal20.txt" &&
  "$bin" deal accordion --seed 8 --cards 26 > "$out/deal26.txt" || exit 1
# Revenge: 26 cards, the goal the 20th (2S), a winnable deal whose hint
# takes milliseconds (PySolFC's 52-card deals take about a second
# natively, so the page's 2 s hint budget would say unknown on a busy
# machine)
awk '{ print $0 " # goal " $20 }' "$out/deal26.txt" > "$out/revenge.txt"
page() { # page NAME DEAL RULE-OPTIONS...
  local name=$1 deal=$2
  shift 2
  "$bin" show accordion --hint-budget 2 "$@" --html "$out/$name.html" "$deal"
}
page relaxed "$out/deal.txt" --rule relaxed &&
  page skidoo "$out/deal.txt" --rule 23-skidoo &&
  page revenge "$out/revenge.txt" --rule revenge &&
  page bayan "$out/deal.txt" --rule bayan &&
  page redblack "$out/deal20.txt" --match red-black || exit 1
if ! grep -q "^<script type='application/octet-stream' id='wasm'>" "$out/relaxed.html"; then
  echo "skipped: this build has no WebAssembly solver (clang for wasm32-wasi)"
  exit 77
fi
# the module's script, then the worker's: each ends at a line </script>
awk "/^<script type='application\/octet-stream' id='wasm'>\$/ { skip = 2 }
     skip && /^<\/script>\$/ { skip--; next }
     !skip" "$out/skidoo.html" > "$out/skidoo-replay.html"
if grep -Eq "^<script [^>]*id='(wasm|worker-js)'" "$out/skidoo-replay.html"; then
  echo "FAIL: the solver was not cut out of skidoo-replay.html"
  exit 1
fi
node "$here/play_family_test.js" "$chrome" "$bin" "$out" "$showdir"
