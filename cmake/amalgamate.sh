#!/bin/sh
# amalgamate.sh SRCROOT OUT VERSION: write OUT, winnable_judge.c, one
# self-contained C11 file holding the library (src/core, io, games,
# verify), the command-line kit, the checker and validator (src/check)
# with their two commands (cli/cmd_check.c, cli/cmd_validate.c) and the
# judge's main (src/judge/judge_main.c), the way SQLite ships sqlite3.c.
#
# How: every project header is inlined once, where it is first included,
# before any .c file; then the .c files follow with their project
# #includes dropped. A file-scope static name (function, variable, or a
# struct/enum/union tag) that two .c files define is renamed in each of
# them to NAME__FILE: each use in code (not in strings or comments, not
# a member after "." or "->") is rewritten, and "struct TAG" for tags.
# Macros a .c file defines are #undef'd after it. The output compiles alone:
#   cc -std=c11 -O2 -o judge winnable_judge.c -lm -lpthread
set -eu
root=$1 out=$2 version=$3
cd "$root/src"
# Files in a fixed order: library, kit, checker, commands, main.
files=$(ls core/*.c io/*.c games/*.c verify/*.c clikit/*.c check/*.c \
  cli/cmd_check.c cli/cmd_validate.c judge/judge_main.c)
tmp=$out.tmp
WN_FILES=$files awk -v version="$version" -f "$root/cmake/amalgamate.awk" > "$tmp"
mv "$tmp" "$out"
