#!/usr/bin/env bash
# stats_mpi_module.sh BUILD_DIR MPIRUN CC: the MPI module winnable-mpi.so
# (issue 8, src/stats/stats_mpi_load.c):
#  1. the program itself does not link libmpi (only the module does);
#  2. a program started by a launcher that finds no module, a module
#     that dlopen refuses, or one from another build, says so and exits 1;
#  3. an installed tree (cmake --install into a DESTDIR, another prefix)
#     finds its module from the program's own directory: mpirun -np 2
#     prints what the plain run prints.
set -u
build=$1 mpirun=$2 cc=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
bad() { echo "FAIL: $*"; fail=1; }
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0
args="stats accordion --cards 9 --deals 60 --seed 3 --quiet --no-timing"

[ -f "$build/winnable-mpi.so" ] || bad "no winnable-mpi.so in $build"
ldd "$build/winnable" | grep -q libmpi && bad "winnable links libmpi"
ldd "$build/winnable-mpi.so" | grep -q libmpi || bad "the module lacks libmpi"

# 2. a copy of the program with no module, a bad one, a foreign one;
# OMPI_COMM_WORLD_SIZE makes it believe a launcher started it.
mkdir "$tmp/bin"
cp "$build/winnable" "$tmp/bin/"
expect_error() { # what, pattern
  OMPI_COMM_WORLD_SIZE=1 "$tmp/bin/winnable" $args > "$tmp/out" 2> "$tmp/err"
  local st=$?
  [ "$st" -eq 1 ] || bad "$1: exit $st, not 1"
  grep -q "$2" "$tmp/err" || { bad "$1: message"; cat "$tmp/err"; }
  [ -s "$tmp/out" ] && bad "$1: printed a result"
}
installed=$(sed -n 's/^CMAKE_INSTALL_PREFIX:PATH=//p' "$build/CMakeCache.txt")
if ! ls "$installed"/lib*/winnable/winnable-mpi.so > /dev/null 2>&1; then
  expect_error "no module" "MPI module winnable-mpi.so is not installed"
fi
echo "not a shared object" > "$tmp/bin/winnable-mpi.so"
expect_error "garbage module" "cannot load the MPI module"
printf 'const void *winnable_mpi_plugin(const void *h) { return 0; }\n' \
  > "$tmp/foreign.c"
"$cc" -shared -fPIC -o "$tmp/bin/winnable-mpi.so" "$tmp/foreign.c" ||
  bad "cannot build the foreign module"
expect_error "foreign module" "not from this build"
printf 'int unrelated(void) { return 0; }\n' > "$tmp/nosym.c"
"$cc" -shared -fPIC -o "$tmp/bin/winnable-mpi.so" "$tmp/nosym.c"
expect_error "module without the entry point" "not from this build"
# without a launcher the module is never opened, even a broken one
"$tmp/bin/winnable" $args > "$tmp/plain" || bad "plain run beside a bad module"

# 3. an installed tree under another prefix
DESTDIR=$tmp/stage cmake --install "$build" --prefix /opt/wn > "$tmp/log" ||
  { cat "$tmp/log"; bad "cmake --install"; }
prog=$tmp/stage/opt/wn/bin/winnable
ls "$tmp"/stage/opt/wn/lib*/winnable/winnable-mpi.so > /dev/null 2>&1 ||
  bad "winnable-mpi.so not installed in <libdir>/winnable"
"$mpirun" --oversubscribe -np 2 "$prog" $args > "$tmp/np2" 2> "$tmp/np2.err" ||
  { bad "installed program under mpirun -np 2"; cat "$tmp/np2.err"; }
cmp -s "$tmp/plain" "$tmp/np2" || { bad "-np 2 differs"; diff "$tmp/plain" "$tmp/np2"; }
"$mpirun" --oversubscribe -np 2 "$prog" $args --json > "$tmp/np2.json" &&
  grep -q '"rank_instances":\[[0-9]*,[0-9]*\]' "$tmp/np2.json" ||
  bad "installed program: not two ranks"
exit $fail
