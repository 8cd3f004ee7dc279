# need_browser.sh: sourced by the browser tests (bash). Sets 'chrome' to
# headless Chromium ($CHROMIUM, else chromium or chromium-browser on the
# PATH), or exits 77 (skipped) when it or node is missing.
chrome=${CHROMIUM:-$(command -v chromium || command -v chromium-browser || true)}
if [ -z "$chrome" ] || ! command -v node >/dev/null; then
  echo "skipped: needs chromium and node (apt-get install chromium nodejs)"
  exit 77
fi
