#!/usr/bin/env bash
# package_killers.sh WINNABLE [PROBLEM...] [-- STRESS OPTIONS]: how the
# secret inputs named after a mistake were found. For each bundled
# program of submissions/wrong_answer, time_limit_exceeded and
# run_time_error of each package (default: all four), run "winnable
# stress" against it and print the verdict, the shrunk input and which
# secret input of the package holds the same text (or "new: not in the
# package" when the data lacks it). Prints, never passes or fails.
#   bash bench/package_killers.sh build/winnable cf208b -- --seconds 30
set -u
bin=$1; shift
problems=() extra=()
while [ $# -gt 0 ] && [ "$1" != -- ]; do problems+=("$1"); shift; done
[ "${1:-}" = -- ] && { shift; extra=("$@"); }
[ ${#problems[@]} -gt 0 ] || problems=(cf208b hitormiss stacks outlast)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for name in "${problems[@]}"; do
  case $name in
    cf208b) game="accordion --rule rightmost" ;;
    hitormiss|stacks|outlast) game=$name ;;
    *) echo "unknown problem $name"; continue ;;
  esac
  "$bin" package $game "$tmp/$name" || continue
  for src in "$tmp/$name"/submissions/{wrong_answer,time_limit_exceeded,run_time_error}/*.c; do
    prog=$tmp/prog-$(basename "$src" .c)
    cc -O2 -o "$prog" "$src" -lm || continue
    rm -rf "$tmp/out"
    "$bin" stress $game --quiet --out "$tmp/out" "${extra[@]}" -- "$prog" > /dev/null 2>&1
    folder=$(basename "$(dirname "$src")")
    if [ ! -f "$tmp/out/fail.in" ]; then
      echo "$name $folder/$(basename "$src"): no failure found"; continue
    fi
    held="new: not in the package"
    for in in "$tmp/$name"/data/secret/*.in; do
      cmp -s "$in" "$tmp/out/fail.in" && held="held by data/secret/$(basename "$in")"
    done
    echo "$name $folder/$(basename "$src"): $(cat "$tmp/out/fail.txt"); $held"
    sed 's/^/    /' "$tmp/out/fail.in" | head -8
  done
done
