#!/usr/bin/env bash
# package_verify.sh WINNABLE [PROBLEMTOOLS_DIR]: write the four problem
# packages and run problemtools' verifyproblem (release v1.20231016, a
# source snapshot: python3-yaml, python3-plastex and texlive from
# Debian) on each; pass when every package has 0 errors, which includes
# every bundled submission getting the verdict of its folder. The
# snapshot is PROBLEMTOOLS_DIR, else $PROBLEMTOOLS, else
# /work/problemtools; without one the test is skipped (exit 77), as in
# CI, which fetches no repository. Slow: a few minutes (the
# time_limit_exceeded programs run to the limit).
set -u
bin=$1
pt=${2:-${PROBLEMTOOLS:-/work/problemtools}}
if [ ! -f "$pt/problemtools/verifyproblem.py" ]; then
  echo "skipped: no problemtools snapshot at $pt"; exit 77
fi
if ! /usr/bin/python3 -c 'import yaml, plasTeX' 2>/dev/null; then
  echo "skipped: python3-yaml or python3-plastex missing"; exit 77
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
for p in "accordion --rule rightmost:cf208b" "hitormiss:hitormiss" \
         "stacks:stacks" "outlast:outlast"; do
  args=${p%%:*} name=${p##*:}
  if ! "$bin" package $args "$tmp/$name"; then
    echo "FAIL: winnable package $args"; fail=1; continue
  fi
  (cd "$tmp" && PYTHONPATH=$pt /usr/bin/python3 -m problemtools.verifyproblem \
     "$name") > "$tmp/$name.log" 2>&1
  grep -E "submission|timelim|WARNING|ERROR" "$tmp/$name.log"
  last=$(tail -1 "$tmp/$name.log")
  echo "$last"
  case $last in
    *"tested: 0 errors"*) ;;
    *) echo "FAIL: verifyproblem $name"; fail=1 ;;
  esac
done
exit $fail
