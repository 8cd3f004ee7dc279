#!/usr/bin/env bash
# page_syntax.sh SHOWDIR: the replay page's scripts (src/show/*.js) are
# JavaScript node accepts, each file on its own (issue 17: the page's
# code lives in real .js files so it can be checked as what it is).
# Exit 77 (skipped) without node.
set -u
dir=${1:?usage: page_syntax.sh SHOWDIR}
command -v node > /dev/null || { echo "no node: skipped"; exit 77; }
bad=0
for f in "$dir"/*.js; do
  node --check "$f" || { echo "syntax error in $f"; bad=1; }
done
exit $bad
