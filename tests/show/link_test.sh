#!/usr/bin/env bash
# link_test.sh WINNABLE OUTDIR: the playable pages under broken links and
# an injected script (link_test.js, issue 36), after checking without a
# browser that the page's Content-Security-Policy names the SHA-256 of
# its one inline script and has no 'unsafe-inline' for scripts. Exit 77
# (skipped) for the browser part without chromium, node or the
# WebAssembly solver.
set -u
bin=$1 out=$2
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
rm -f "$out"/*.html # show --html never replaces a page: last run's go first
"$bin" deal accordion --seed 7 > "$out/deal.txt" &&
  "$bin" show accordion --html "$out/accordion.html" "$out/deal.txt" &&
  "$bin" deal stacks --seed 1 --stacks 4 --cards 4 --suits 3 > "$out/stacks.in" &&
  "$bin" show stacks --html "$out/stacks.html" "$out/stacks.in" &&
  "$bin" deal outlast --seed 3 --rows 4 --cols 5 --density 0.55 > "$out/outlast.in" &&
  "$bin" show outlast --html "$out/outlast.html" "$out/outlast.in" || exit 1
for page in accordion stacks outlast; do
  python3 - "$out/$page.html" <<'PY' || exit 1
import base64, hashlib, re, sys
page = open(sys.argv[1], encoding="utf-8").read()
csp = re.search(r"Content-Security-Policy' content=\"([^\"]*)\"", page).group(1)
src = re.search(r"script-src ([^;]*)", csp).group(1).split()
scripts = re.findall(r"<script>(.*?)</script>", page, re.S)
hashes = ["'sha256-%s'" % base64.b64encode(hashlib.sha256(s.encode()).digest()).decode()
          for s in scripts]
bad = [h for h in hashes if h not in src]
if "'unsafe-inline'" in src or not scripts or bad:
    sys.exit(f"FAIL: {sys.argv[1]}: script-src {' '.join(src)}; inline scripts {hashes}")
print(f"{sys.argv[1]}: script-src names the hash of its {len(scripts)} inline script")
PY
done
# the same page with one more inline script, which must not run
sed 's#</body>#<script>document.documentElement.dataset.injected = "ran";</script>\n</body>#' \
  "$out/accordion.html" > "$out/injected.html"
. "$(dirname "$0")/need_browser.sh"
if ! grep -q "^<script type='application/octet-stream' id='wasm'>" "$out/accordion.html"; then
  echo "skipped: this build has no WebAssembly solver (clang for wasm32-wasi)"
  exit 77
fi
node "$here/link_test.js" "$chrome" "$out/accordion.html" "$out/stacks.html" \
  "$out/outlast.html" "$out/injected.html"
