#!/usr/bin/env bash
# games_no_circles.sh SRC [--room ROOM] OBJECT...: no two files of
# src/games (or of src/ROOM) depend on each other, however indirectly
# (docs/architecture.md). A file depends
# on another when it calls a function or reads data the other defines
# (read from the objects with nm) or includes its header (X.h and
# X_impl.h belong to X.c). Each file must sit below the files that use
# it; a circle names its members and fails.
set -u
src=${1:?usage: games_no_circles.sh SRC [--room ROOM] OBJECT...}
shift
room=games
if [[ ${1:-} == --room ]]; then room=$2; shift 2; fi
games=$src/$room
edges=$(mktemp)
trap 'rm -f "$edges"' EXIT
[[ -n ${DEBUG_EDGES:-} ]] && trap 'cat "$edges"; rm -f "$edges"' EXIT

# The file a header of the room belongs to, into 'own'.
owner() {
  local stem=${1%.h}
  if [[ -f $games/$stem.c ]]; then own=$stem
  elif [[ $stem == *_impl && -f $games/${stem%_impl}.c ]]; then own=${stem%_impl}
  else own=$stem
  fi
}

# Includes: file -> owner of each games/ header it includes (one grep
# for all files; lines "FILE:#include "ROOM/HEADER"").
while IFS= read -r hit; do
  base=${hit%%:*}
  base=${base##*/}
  owner "${base%.[ch]}.h"
  from=$own
  inc=${hit##*\"$room/}
  owner "${inc%\"}"
  [[ $own != "$from" ]] && echo "$from $own"
done < <(grep -HoE '^[[:space:]]*#[[:space:]]*include[[:space:]]*"'"$room"'/[^"]+"' \
           "$games"/*.[ch]) >>"$edges"

# Calls and data: object -> object defining a symbol it uses (one nm
# for all objects' definitions, one for their undefined symbols; -A
# starts each line with the object's path and a colon).
objs=()
for o in "$@"; do
  [[ $o == */src/$room/*.o ]] && objs+=("$o")
done
if [[ ${#objs[@]} == 0 ]]; then
  echo "games_no_circles: no object of src/$room given"
  exit 1
fi
{ nm -A --defined-only "${objs[@]}" | sed 's/^/D /'
  nm -A -u "${objs[@]}" | sed 's/^/U /'; } |
  awk '{ file = $2; sub(/:.*/, "", file); sub(/.*\//, "", file); sub(/\.c\.o$/, "", file) }
       $1 == "D" && $(NF - 1) ~ /^[TDRB]$/ { def[$NF] = file }
       $1 == "U" && ($NF in def) && def[$NF] != file { print file, def[$NF] }' >>"$edges"

if ! loop=$(sort -u "$edges" | tsort 2>&1 >/dev/null) || [[ -n $loop ]]; then
  echo "games_no_circles: files of src/$room that depend on each other:"
  echo "$loop" | sed -n '/input contains a loop/d; s/^tsort: /  /p'
  exit 1
fi
echo "games_no_circles: src/$room: $(sort -u "$edges" | wc -l) arrows, no circle"
