#!/usr/bin/env bash
# python_test.sh BUILD_DIR SRC_DIR [SANITIZE]: the Python module as a user
# gets it: stage "cmake --install" under a non-system prefix, make a venv
# (with the system's setuptools and pytest: Debian's python3-setuptools,
# python3-pytest), "pip install --no-build-isolation --no-index ./python"
# against the staged library found by pkg-config, then run pytest on
# python/tests, which compares the module with the staged program.
# Skipped (77) without python3-venv, setuptools, pytest, Python.h or
# pkg-config, and under sanitizers (the module is not built with them).
set -u
build=$1 src=$2 sanitize=${3:-}
[ -z "$sanitize" ] || { echo "skipped: not under $sanitize"; exit 77; }
need='import ensurepip, setuptools, pytest, sysconfig, os; assert os.path.exists(os.path.join(sysconfig.get_paths()["include"], "Python.h"))'
py=
for p in "${WINNABLE_PYTHON:-python3}" /usr/bin/python3; do
  if command -v "$p" > /dev/null && "$p" -c "$need" 2> /dev/null; then py=$p; break; fi
done
[ -n "$py" ] || { echo "skipped: needs python3 with venv, setuptools, pytest and Python.h"; exit 77; }
command -v pkg-config > /dev/null || { echo "skipped: needs pkg-config"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

prefix=/opt/winnable-python
DESTDIR=$tmp/stage cmake --install "$build" --prefix "$prefix" > "$tmp/log" ||
  { cat "$tmp/log"; echo "FAIL: cmake --install"; exit 1; }
root=$tmp/stage$prefix
export PKG_CONFIG_PATH=$(dirname "$(find "$root" -name winnable.pc | head -1)")
"$py" -m venv --system-site-packages "$tmp/venv" ||
  { echo "FAIL: python3 -m venv"; exit 1; }
cp -r "$src/python" "$tmp/python"   # pip builds in the tree: keep src clean
rm -rf "$tmp/python/build" "$tmp/python"/*.egg-info  # and build afresh
if ! "$tmp/venv/bin/python" -m pip install --no-build-isolation --no-index \
       "$tmp/python" > "$tmp/log" 2>&1; then
  cat "$tmp/log"; echo "FAIL: pip install --no-build-isolation ./python"; exit 1
fi
cd "$tmp" && WINNABLE_BIN=$root/bin/winnable \
  "$tmp/venv/bin/python" -m pytest -q -p no:cacheprovider "$tmp/python/tests"
