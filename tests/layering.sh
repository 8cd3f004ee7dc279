#!/usr/bin/env bash
# layering.sh SRC [PYTHON]: the arrows between the rooms of src/ point
# only down (docs/architecture.md). Reads every #include "..." (and
# every #include <ROOM/...> naming a room) of every .c and .h under SRC
# and fails, naming file, line and arrow, on one the table below does
# not allow. A folder of SRC that has no row here fails too, so a new
# room gets its rules when it is made. With PYTHON (the python/ folder
# of the checkout), the extension's C files (PYTHON/ext, the room
# "pyext") are held to their row too, and PYTHON/setup.py must compile
# no file of a room the extension may not use (src/cli above all).
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
  [pyext]="check clikit types api" # python/ext: the checker rides along
)

# The room an include names, seen from room $1 ("" for a system header).
target() {
  if [[ $3 == '<' ]]; then # <winnable.h>, <ROOM/x.h>; others are the system's
    case $2 in
      winnable.h|winnable/*) ;;
      */*) [[ -n ${may[${2%%/*}]+set} ]] && echo "${2%%/*}"; return ;;
      *) return ;;
    esac
  fi
  case $2 in
    winnable.h) echo api ;;
    winnable/types.h) echo types ;;
    winnable/*) echo api ;;
    */*) echo "${2%%/*}" ;;
    *) echo "$1" ;; # beside the including file
  esac
}

# check_room ROOM DIR: every include of the files under DIR
check_room() {
  local room=$1 dir=$2 file line inc to
  while IFS=: read -r file line inc; do
    local open=${inc:0:1}
    inc=${inc:1}
    to=$(target "$room" "$inc" "$open")
    [[ -z $to || $to == "$room" ]] && continue
    case " ${may[$room]} " in
      *" $to "*) ;;
      *) echo "${file#"$top"/}:$line: $room -> $to (#include $open$inc)"
         bad=1 ;;
    esac
  done < <(grep -rnoE --include='*.[ch]' '^[[:space:]]*#[[:space:]]*include[[:space:]]*["<][^">]+[">]' "$dir" |
           sed -E 's/^([^:]*):([0-9]+):.*([<"])([^">]+)[">]$/\1:\2:\3\4/')
}

bad=0
top=$src
for dir in "$src"/*/; do
  room=$(basename "$dir")
  if [[ -z ${may[$room]+set} ]]; then
    echo "layering: src/$room has no rules in tests/layering.sh"
    bad=1
    continue
  fi
  check_room "$room" "$dir"
done
if [[ -n ${2:-} ]]; then
  top=$(dirname "$2")
  check_room pyext "$2/ext"
  # the rooms setup.py compiles in: each must be one pyext may use
  for room in $(grep -oE 'rooms\([^)]*\)' "$2/setup.py" | grep -oE '"[a-z]+"' | tr -d '"'); do
    case " core games io verify ${may[pyext]} " in
      *" $room "*) ;;
      *) echo "python/setup.py: compiles src/$room into the extension"; bad=1 ;;
    esac
  done
fi
if [[ $bad != 0 ]]; then
  echo "layering: forbidden arrows (see docs/architecture.md)"
  exit 1
fi
echo "layering: every include points down"
