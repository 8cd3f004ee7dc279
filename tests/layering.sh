#!/usr/bin/env bash
# layering.sh SRC: the arrows between the rooms of src/ point only down
# (docs/architecture.md). Reads every #include "..." of every .c and .h
# under SRC and fails, naming file, line and arrow, on one the table
# below does not allow. A folder of SRC that has no row here fails too,
# so a new room gets its rules when it is made.
#
# What an include names: "ROOM/file.h" is that room; "winnable.h" is
# the whole public API (api); "winnable/types.h" the shared types alone
# (types); any other "winnable/x.h" one game's public header (api).
set -u
src=${1:?usage: layering.sh SRC}

# room -> the rooms its files may include (its own is always allowed)
declare -A may=(
  [core]="types"
  [games]="core types api"
  [io]="core types api"
  [verify]="core types api"
  [clikit]="types api"
  [stats]="clikit types api"
  [show]="clikit types api"
  [check]="clikit types api"
  [stress]="check clikit types api"
  [package]="check clikit types api"
  [cli]="clikit stats show check stress package types api"
  [judge]="cli clikit check types api"
  [mpi]="stats clikit types api"
  [wasm]="show types api"
)

# The room an include names, seen from room $1.
target() {
  case $2 in
    winnable.h) echo api ;;
    winnable/types.h) echo types ;;
    winnable/*) echo api ;;
    */*) echo "${2%%/*}" ;;
    *) echo "$1" ;; # beside the including file
  esac
}

bad=0
for dir in "$src"/*/; do
  room=$(basename "$dir")
  if [[ -z ${may[$room]+set} ]]; then
    echo "layering: src/$room has no rules in tests/layering.sh"
    bad=1
    continue
  fi
  while IFS=: read -r file line inc; do
    to=$(target "$room" "$inc")
    [[ $to == "$room" ]] && continue
    case " ${may[$room]} " in
      *" $to "*) ;;
      *) echo "${file#"$src"/}:$line: $room -> $to (#include \"$inc\")"
         bad=1 ;;
    esac
  done < <(grep -rnoE --include='*.[ch]' '^[[:space:]]*#[[:space:]]*include[[:space:]]*"[^"]+"' "$dir" |
           sed -E 's/^([^:]*):([0-9]+):.*"([^"]+)"$/\1:\2:\3/')
done
if [[ $bad != 0 ]]; then
  echo "layering: forbidden arrows (see docs/architecture.md)"
  exit 1
fi
echo "layering: every include points down"
