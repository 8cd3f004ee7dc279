#!/usr/bin/env bash
# readme_test.sh BIN_DIR SRC_DIR: every "$ ..." line in the README's
# ```console blocks runs as written, from the repository root with BIN_DIR
# (where winnable is) first on PATH, in one shell per block (so "echo $?"
# sees the command before it); its stdout and stderr together must be the
# lines the README shows after it, with timings masked ("seconds":N,
# "in N s").
# Also: every file the README names under examples/ exists, and every
# example input is read by its game's solving and show commands.
set -u
bindir=$1 src=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export PATH=$bindir:$PATH NO_COLOR=1
cd "$src" || exit 1
mask() { sed -E -e 's/"seconds":[0-9.e+-]+/"seconds":*/g' \
                -e 's/ in [0-9.]+ s\b/ in * s/g'; }

# Split the blocks: block N's text goes to $tmp/N.want.
awk -v dir="$tmp" '
  /^```console$/ { n++; f = dir "/" n ".want"; printf "" > f; next }
  /^```$/ { f = ""; next }
  f { print > f }' README.md
fail=0 blocks=0 commands=0
for want in "$tmp"/*.want; do
  blocks=$((blocks + 1))
  got=${want%.want}.got
  : > "$got"
  st=0
  while IFS= read -r line; do
    case $line in
      '$ '*)
        commands=$((commands + 1))
        printf '%s\n' "$line" >> "$got"
        (exit $st)
        eval "${line#\$ }" >> "$got" 2>&1 < /dev/null
        st=$? ;;
    esac
  done < "$want"
  if ! diff -u <(mask < "$want") <(mask < "$got") > "$tmp/diff"; then
    echo "FAIL: README console block $blocks differs (- README, + now):"
    cat "$tmp/diff"; fail=1
  fi
done
[ $commands -ge 10 ] || { echo "FAIL: only $commands README commands found"; fail=1; }
for f in $(grep -o 'examples/[A-Za-z0-9_./-]*[A-Za-z0-9]' README.md | sort -u); do
  [ -e "$f" ] || { echo "FAIL: the README names $f, which is not in the repository"; fail=1; }
done
# Every example input is read by its game and shown: answers (exit 0), or
# exit 2 with a message for the bad-* files kept to show an error.
for f in examples/*.*; do
  game=${f#examples/}; game=${game%%[-.]*}
  case $f in
    examples/deals.txt) game=accordion ;;
    examples/bad-deals.txt) game=accordion ;;
  esac
  want=0; case $f in examples/bad-*) want=2 ;; esac
  winnable "$game" "$f" > /dev/null 2> "$tmp/err"; st=$?
  [ $st -eq $want ] || { echo "FAIL: winnable $game $f exited $st, want $want: $(cat "$tmp/err")"; fail=1; }
  [ $want -eq 0 ] || continue
  winnable show "$game" "$f" > /dev/null 2>&1 ||
    { echo "FAIL: winnable show $game $f exited $?"; fail=1; }
done
[ $fail -eq 0 ] && echo "README: $commands commands in $blocks blocks give the output shown"
exit $fail
