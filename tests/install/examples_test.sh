#!/usr/bin/env bash
# examples_test.sh BUILD_DIR CC [SANITIZE]: stage "cmake --install" into a
# temporary DESTDIR under a non-system prefix, then build the programs of
# examples/c against the installed tree twice, with pkg-config (examples/c/
# Makefile, rpath set on the command line) and with CMake (examples/c/
# CMakeLists.txt, find_package(winnable 1.0 CONFIG)), and run them. Also
# checks that every place that states the version agrees: the header's
# WINNABLE_VERSION_* macros, wn_version(), winnable --version, winnable.pc
# and the CMake package.
set -u
build=$1 cc=$2 sanitize=${3:-}
src=$(cd "$(dirname "$0")/../../examples/c" && pwd)
command -v pkg-config > /dev/null || { echo "skipped: needs pkg-config"; exit 77; }
command -v make > /dev/null || { echo "skipped: needs make"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
bad() { echo "FAIL: $*"; fail=1; }

prefix=/opt/winnable-examples
DESTDIR=$tmp/stage cmake --install "$build" --prefix "$prefix" > "$tmp/log" ||
  { cat "$tmp/log"; echo "FAIL: cmake --install"; exit 1; }
root=$tmp/stage$prefix
pc=$(find "$root" -name winnable.pc | head -1)
[ -n "$pc" ] || { echo "FAIL: no winnable.pc installed"; exit 1; }
export PKG_CONFIG_PATH=$(dirname "$pc")
libdir=$(pkg-config --variable=libdir winnable)
version=$(pkg-config --modversion winnable)

san=()
[ -n "$sanitize" ] && san=("-fsanitize=$sanitize")

# What each program prints for its built-in instance.
declare -A want=(
  [accordion]="win: 4>3 3>2 2>1"
  [hitormiss]="win: 13 13 13 13 after 55 cycles"
  [stacks]="win: r2 r2 m1>2"
  [outlast]="win: 1,1 2,2 (grundy 1)")
run_all() { # DIR HOW: run the four programs built in DIR
  for g in accordion hitormiss stacks outlast; do
    got=$("$1/$g" 2>&1) || bad "$2: examples/c/$g exited $?"
    [ "$got" = "${want[$g]}" ] || bad "$2: $g printed \"$got\", want \"${want[$g]}\""
  done
  got=$("$1/accordion" "KH 2D 1X" 2>&1)
  [ $? = 2 ] && [ "$got" = 'deal:1:7: expected a card like 7H, found "1X"' ] ||
    bad "$2: accordion on a bad card printed \"$got\""
  got=$("$1/accordion" "AS 2H" any 2>&1)
  [ "$got" = "loss" ] || bad "$2: a lost deal printed \"$got\""
}

# pkg-config, with the library's directory as the programs' rpath.
mkdir "$tmp/pc"
cp "$src"/*.c "$src/Makefile" "$tmp/pc/"
if make -s -C "$tmp/pc" CC="$cc" CFLAGS="-std=c11 -Wall -Wextra -Werror ${san[*]}" \
     LDFLAGS="-Wl,-rpath,$libdir ${san[*]}" > "$tmp/log" 2>&1; then
  run_all "$tmp/pc" pkg-config
  ldd "$tmp/pc/accordion" | grep -q "$libdir/libwinnable.so" ||
    bad "pkg-config: the program does not load the installed libwinnable.so"
else
  cat "$tmp/log"; bad "examples/c do not build with pkg-config"
fi

# CMake: the package config, with CMake's own rpath for imported targets.
if cmake -S "$src" -B "$tmp/cm" -DCMAKE_PREFIX_PATH="$root" \
     -DCMAKE_C_COMPILER="$cc" -DCMAKE_C_FLAGS="-std=c11 -Wall -Wextra -Werror ${san[*]}" \
     -DCMAKE_EXE_LINKER_FLAGS="${san[*]}" > "$tmp/log" 2>&1 &&
   cmake --build "$tmp/cm" >> "$tmp/log" 2>&1; then
  run_all "$tmp/cm" cmake
  grep -q "^-- winnable $version found in " "$tmp/log" ||
    bad "the CMake package does not report version $version"
else
  cat "$tmp/log"; bad "examples/c do not build with CMake"
fi
# A 2.x request must be refused by the version file (SameMajorVersion).
sed 's/find_package(winnable 1.0 /find_package(winnable 2.0 /' \
  "$src/CMakeLists.txt" > "$tmp/v2.txt"
mkdir "$tmp/v2" && cp "$src"/*.c "$tmp/v2/" && mv "$tmp/v2.txt" "$tmp/v2/CMakeLists.txt"
cmake -S "$tmp/v2" -B "$tmp/v2/b" -DCMAKE_PREFIX_PATH="$root" > /dev/null 2>&1 &&
  bad "find_package(winnable 2.0) accepted version $version"

# One version everywhere.
cat > "$tmp/ver.c" <<'C'
#include <stdio.h>
#include <winnable.h>
int main(void) {
  printf("%d.%d.%d %s %s\n", WINNABLE_VERSION_MAJOR, WINNABLE_VERSION_MINOR,
         WINNABLE_VERSION_PATCH, WINNABLE_VERSION_STRING, wn_version());
  return 0;
}
C
# shellcheck disable=SC2046
"$cc" "${san[@]}" "$tmp/ver.c" -o "$tmp/ver" $(pkg-config --cflags --libs winnable) \
  -Wl,-rpath,"$libdir" || bad "cannot build the version program"
got=$("$tmp/ver")
[ "$got" = "$version $version $version" ] ||
  bad "header macros and wn_version() say \"$got\", winnable.pc says $version"
got=$("$root/bin/winnable" --version)
[ "$got" = "winnable $version" ] || bad "winnable --version says \"$got\""
[ $fail -eq 0 ] && echo "examples: pkg-config and CMake builds ok, version $version everywhere"
exit $fail
