#!/usr/bin/env bash
# python_test.sh BUILD_DIR SRC_DIR [SANITIZE]: the Python module as a user
# gets it, in fresh venvs, offline:
#   1. the README's install command, exactly as the README's Python
#      section writes it, in a copy of the sources: a plain venv (no
#      system packages: no wheel, no pytest), no cmake --install, no
#      pkg-config, no program on PATH; the module imports, solves and
#      checks;
#   2. (venvs with --system-site-packages, for Debian's python3-pytest)
#      "pip wheel" of the same copy (setuptools finds the extension of
#      step 1 up to date: the library is compiled once), the copy and its
#      build removed, the wheel installed with --no-index into another
#      fresh venv, then pytest on python/tests (which compares the module
#      with the program of BUILD_DIR, and runs the README section);
#   3. WINNABLE_SYSTEM_LIB=1 against a staged "cmake --install" found by
#      pkg-config: the distributions' build.
# The venvs use the system's pip when python3-pip is there (ensurepip
# copying pip into each venv is most of the time a venv takes).
# Skipped (77) without python3-venv, setuptools, pytest or
# Python.h, and under sanitizers (the module is not built with them).
set -u
build=$1 src=$2 sanitize=${3:-}
[ -z "$sanitize" ] || { echo "skipped: not under $sanitize"; exit 77; }
need='import ensurepip, setuptools, pytest, sysconfig, os; assert os.path.exists(os.path.join(sysconfig.get_paths()["include"], "Python.h"))'
py=
for p in "${WINNABLE_PYTHON:-python3}" /usr/bin/python3; do
  if command -v "$p" > /dev/null && "$p" -c "$need" 2> /dev/null; then py=$p; break; fi
done
[ -n "$py" ] || { echo "skipped: needs python3 with venv, setuptools, pytest and Python.h"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { cat "$tmp/log"; echo "FAIL: $*"; exit 1; }
venv_opts=(--system-site-packages)
"$py" -c 'import pip' 2> /dev/null && venv_opts+=(--without-pip)
venv() { "$py" -m venv "${venv_opts[@]}" "$1" > "$tmp/log" 2>&1 || fail venv; }

# the sources as a checkout holds them, away from SRC_DIR (pip builds in-tree)
copy() {
  mkdir -p "$1"
  cp -r "$src/src" "$src/include" "$src/python" "$src/README.md" "$1"
  rm -rf "$1/python/build" "$1/python"/*.egg-info "$1/python/winnable"/*.so
}
tests=$tmp/tests
cp -r "$src/python/tests" "$tests"
export WINNABLE_BIN=$build/winnable WINNABLE_README=$src/README.md
run_tests() {  # VENV: pytest on the tests, from a directory without sources
  (cd "$tmp" && PATH=/nonexistent "$1/bin/python" -m pytest -q \
     -p no:cacheprovider "$tests") || { echo "FAIL: pytest in $1"; exit 1; }
}
# smoke VENV yes|no: the module solves and checks (the check room is
# compiled in), with libwinnable.so loaded or not
smoke() {
  (cd "$tmp" && PATH=/nonexistent "$1/bin/python" -c '
import sys, winnable
r = winnable.solve("accordion", "2S 2S 2C 2C")
assert r.verdict == "win", r
c = winnable.check("stacks", "1\n1 1 1\n1\n1 1\n0\n", "Case #1: POSSIBLE\n")
assert c.reason == "ok: 1 case", c
loaded = "libwinnable.so" in open("/proc/self/maps").read()
assert loaded == (sys.argv[1] == "yes"), "libwinnable.so loaded: %s" % loaded
print("module:", winnable._winnable.__file__)' "$2")
}

echo "== the README's install command, in a plain venv"
# the first line of the first sh block of the README's Python section
readme_install=$(awk '/^## Python/ { p = 1 } p && /^```sh/ { getline; print; exit }' \
  "$src/README.md")
case $readme_install in
  *"-m venv venv "*"venv/bin/pip install "*"./python"*) ;;
  *) echo "FAIL: the README's Python section opens with \"$readme_install\","
     echo "not a venv and a pip install of ./python"; exit 1 ;;
esac
copy "$tmp/src1"
(cd "$tmp/src1" && bash -ec "$readme_install") > "$tmp/log" 2>&1 ||
  fail "the README's command: $readme_install"
"$tmp/src1/venv/bin/python" -c 'import wheel' 2> /dev/null &&
  { echo "FAIL: the README's venv sees the wheel package: not a plain venv"; exit 1; }
smoke "$tmp/src1/venv" no || { echo "FAIL: the module of the README's command"; exit 1; }

echo "== a wheel, installed after its sources and build are gone"
"$tmp/src1/venv/bin/python" -m pip wheel --no-build-isolation --no-index \
  --no-deps -w "$tmp/wheels" "$tmp/src1/python" > "$tmp/log" 2>&1 ||
  fail "pip wheel ./python"
rm -rf "$tmp/src1"
venv "$tmp/venv2"
"$tmp/venv2/bin/python" -m pip install --no-index "$tmp"/wheels/*.whl \
  > "$tmp/log" 2>&1 || fail "pip install the wheel"
run_tests "$tmp/venv2"

echo "== WINNABLE_SYSTEM_LIB=1 against a staged install"
command -v pkg-config > /dev/null || { echo "no pkg-config: step 3 left out"; exit 0; }
prefix=/opt/winnable-python
DESTDIR=$tmp/stage cmake --install "$build" --prefix "$prefix" > "$tmp/log" ||
  fail "cmake --install"
root=$tmp/stage$prefix
copy "$tmp/src3"
venv "$tmp/venv3"
PKG_CONFIG_PATH=$(dirname "$(find "$root" -name winnable.pc | head -1)") \
  WINNABLE_SYSTEM_LIB=1 "$tmp/venv3/bin/python" -m pip install \
  --no-build-isolation --no-index "$tmp/src3/python" > "$tmp/log" 2>&1 ||
  fail "pip install with WINNABLE_SYSTEM_LIB=1"
smoke "$tmp/venv3" yes || { echo "FAIL: the module linked to libwinnable"; exit 1; }
