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

# The file a header of the room belongs to.
owner() {
  local stem=${1%.h}
  if [[ -f $games/$stem.c ]]; then echo "$stem"
  elif [[ $stem == *_impl && -f $games/${stem%_impl}.c ]]; then echo "${stem%_impl}"
  else echo "$stem"
  fi
}

# Includes: file -> owner of each games/ header it includes.
for f in "$games"/*.[ch]; do
  base=$(basename "$f")
  from=$(owner "${base%.[ch]}.h")
  grep -oE '^[[:space:]]*#[[:space:]]*include[[:space:]]*"'"$room"'/[^"]+"' "$f" |
    sed -E 's/.*"'"$room"'\/([^"]+)"/\1/' |
    while read -r inc; do
      to=$(owner "$inc")
      [[ $to != "$from" ]] && echo "$from $to"
    done
done >>"$edges"

# Calls and data: object -> object defining a symbol it uses.
declare -A def
objs=()
for o in "$@"; do
  [[ $o == */src/$room/*.o ]] || continue
  name=$(basename "$o" .c.o)
  objs+=("$o")
  while read -r sym; do def[$sym]=$name; done < <(nm --defined-only "$o" | awk '$2 ~ /^[TDRB]$/ {print $3}')
done
if [[ ${#objs[@]} == 0 ]]; then
  echo "games_no_circles: no object of src/$room given"
  exit 1
fi
for o in "${objs[@]}"; do
  name=$(basename "$o" .c.o)
  nm -u "$o" | awk '{print $2}' | while read -r sym; do
    to=${def[$sym]:-}
    [[ -n $to && $to != "$name" ]] && echo "$name $to"
  done
done >>"$edges"

if ! loop=$(sort -u "$edges" | tsort 2>&1 >/dev/null) || [[ -n $loop ]]; then
  echo "games_no_circles: files of src/$room that depend on each other:"
  echo "$loop" | sed -n '/input contains a loop/d; s/^tsort: /  /p'
  exit 1
fi
echo "games_no_circles: src/$room: $(sort -u "$edges" | wc -l) arrows, no circle"
