#!/usr/bin/env bash
# readme_test.sh BIN_DIR SRC_DIR: every "$ ..." line in the README's
# ```console blocks runs as written, from the repository root with BIN_DIR
# (where winnable is) first on PATH, in one shell per block (so "echo $?"
# sees the command before it); its stdout and stderr together must be the
# lines the README shows after it, with timings masked ("seconds":N,
# "in N s").
# Also: every file the README names under examples/ exists, every input
# file a README command names (in text or in a block) is one of them, or
# made by an earlier command of its block, and every example input is
# read by its game's solving and show commands.
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
# Every input file a "winnable" command of the README names (a word ending
# in .txt, .in or .deals that is not the value of an output option or a
# redirection) is in examples/, or a file an earlier command of the same
# block wrote.
python3 - README.md > "$tmp/inputs" <<'PY'
import os, re, shlex, sys
text = open(sys.argv[1]).read()
commands = []  # (block id, command text)
for n, block in enumerate(re.findall(r"```(?:console|sh)\n(.*?)```", text, re.S)):
    for line in block.splitlines():
        commands.append((n, line[2:] if line.startswith("$ ") else line))
prose = re.sub(r"```.*?```", "", text, flags=re.S)
for span in re.findall(r"`([^`]+)`", prose):
    commands.append((None, span.replace("\n", " ")))
outputs = {"--html", "--csv", "--certificate", "--out", "--moves-out", "-o"}
made = {}
for block, cmd in commands:
    try:
        words = shlex.split(cmd)
    except ValueError:
        continue
    run = False
    skip = False
    for w in words:
        if w in ("|", "&&", ";"):
            run = False
            continue
        if w == "winnable":
            run = True
            continue
        if skip or w.startswith(">"):
            name = w.lstrip(">") or None
            if name and block is not None:
                made.setdefault(block, set()).add(name)
            skip = w == ">"
            if skip is False and w in outputs:
                skip = True
            continue
        if w in outputs:
            skip = True
            continue
        if not run or w.startswith("-") or not re.search(r"\.(txt|in|deals)$", w):
            continue
        if w in made.get(block, set()):
            continue
        if not (w.startswith("examples/") and os.path.isfile(w)):
            print(f"{w} (in: {cmd.strip()[:70]})")
PY
while IFS= read -r bad; do
  echo "FAIL: a README command reads $bad, which is not in examples/"; fail=1
done < "$tmp/inputs"
# "The page is N KB for a 52-card deal": within a tenth of the page the
# README's own command writes (when the build has the WebAssembly module)
kb=$(grep -o 'The page is [0-9]* KB' README.md | grep -o '[0-9][0-9]*')
winnable show accordion --html - --case 3 examples/deals.txt > "$tmp/page.html"
size=$(( $(wc -c < "$tmp/page.html") / 1000 ))
if [ -z "$kb" ]; then
  echo "FAIL: the README no longer says how big the page is"; fail=1
elif grep -q AGFzbQ "$tmp/page.html" &&
     [ $(( (size - kb) * 10 )) -gt "$kb" -o $(( (kb - size) * 10 )) -gt "$kb" ]; then
  echo "FAIL: the README says the page is $kb KB; it is $size KB"; fail=1
fi
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
