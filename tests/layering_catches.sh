#!/usr/bin/env bash
# layering_catches.sh SRC_DIR: tests/layering.sh fails on each arrow it
# exists to refuse, planted in a copy of src/ and python/: the Python
# extension including the command line's header, setup.py compiling
# src/cli into the extension, and a library room including src/cli by
# <...> (issue 49); and passes on the copy as it is.
set -u
src=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
fresh() {
  rm -rf "$tmp/t" && mkdir "$tmp/t"
  cp -r "$src/src" "$src/python" "$tmp/t"
}
# plant WHAT WANT_LINE: the check must fail, saying WANT_LINE
plant() {
  local what=$1 want=$2 out
  out=$(bash "$src/tests/layering.sh" "$tmp/t/src" "$tmp/t/python") &&
    { echo "FAIL: $what passed"; fail=1; return; }
  grep -qF -- "$want" <<< "$out" ||
    { echo "FAIL: $what: no '$want' in: $out"; fail=1; }
}
fresh
bash "$src/tests/layering.sh" "$tmp/t/src" "$tmp/t/python" > /dev/null ||
  { echo "FAIL: the copy as it is does not pass"; fail=1; }
printf '#include "cli/cli.h"\n' >> "$tmp/t/python/ext/deal.c"
plant "python/ext including cli" 'ext/deal.c:'
fresh
sed -i 's/rooms(root, "clikit")/rooms(root, "clikit", "cli")/' "$tmp/t/python/setup.py"
plant "setup.py compiling src/cli" 'python/setup.py: compiles src/cli'
fresh
printf '#include <cli/cli.h>\n' >> "$tmp/t/src/io/reader.c"
plant "a library room including <cli/...>" 'io -> cli'
[ $fail -eq 0 ] && echo "layering: catches python/ext, setup.py and <...> arrows"
exit $fail
