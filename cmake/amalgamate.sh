#!/bin/sh
# amalgamate.sh SRCROOT OUT VERSION GAME [PART]: write OUT, the
# winnable_judge.c of GAME (accordion, hitormiss, outlast or stacks): one
# self-contained C11 file holding the checker and validator of that
# game's contest problem (src/check) with their two commands
# (cli/cmd_check.c, cli/cmd_validate.c), the judge's main
# (src/judge/judge_main.c), and the part of the library and the
# command-line kit they call, the way SQLite ships sqlite3.c. PART
# "validator" writes winnable_validator.c instead: the input validator
# and its command alone, no checker and no solver, the file of a
# package's input_validators (it compiles in about a third of the time).
#
# What: the files every judge needs (the frame of both commands, the
# reader, the option parser), then GAME's own list below: the files its
# checker and validator call, directly or not, and no other (no hints,
# no deals, no other game). A file missing from a list fails the link
# of check/judge_amalgamation; a file a list does not need only costs
# compile time. The file starts with the WN_JUDGE_<GAME> flags of
# src/check/judge_games.h, 1 for GAME and 0 for the rest, so the
# commands' tables name GAME alone, and with WN_JUDGE_CHECKER of
# src/judge/judge_main.c, 0 in the validator alone.
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
root=$1 out=$2 version=$3 game=$4 part=${5:-judge}
lib="core/budget.c core/mem.c core/quote.c io/answer.c io/reader.c"
basekit="clikit/game_verb.c clikit/options.c clikit/suggest.c clikit/util.c"
kit=$basekit
frame="check/check_main.c check/validate.c check/validate_scan.c"
case $game in
  accordion)
    lib="$lib core/card.c core/hashset.c core/keytab.c core/rng.c
      core/u64set.c games/accordion.c games/accordion_beam.c
      games/accordion_bits.c games/accordion_block.c games/accordion_ctx.c
      games/accordion_deal.c games/accordion_greedy.c games/accordion_lost.c
      games/accordion_moves.c games/accordion_pass.c games/accordion_rules.c
      games/family.c games/family_beam.c games/family_cut.c
      games/family_rules.c games/rightmost.c io/accordion_answer.c
      io/accordion_cert.c io/accordion_moves.c io/accordion_read.c
      io/accordion_write.c io/card_token.c io/move_list.c
      verify/accordion_family_check.c verify/accordion_losscheck.c
      verify/accordion_replay.c"
    kit="$kit clikit/accordion_opts.c clikit/accordion_rule.c"
    frame="$frame check/check_accordion.c check/check_cert.c
      check/validate_accordion.c" ;;
  hitormiss)
    lib="$lib core/card.c games/hitormiss.c games/hitormiss_events.c
      games/hitormiss_wide.c io/card_token.c io/hitormiss_answer.c
      io/hitormiss_read.c"
    frame="$frame check/check_hitormiss.c check/validate_hitormiss.c" ;;
  outlast)
    lib="$lib games/outlast.c games/outlast_ctx.c games/outlast_memo.c
      games/outlast_shape.c
      io/outlast_answer.c io/outlast_read.c"
    frame="$frame check/check_outlast.c check/validate_outlast.c" ;;
  stacks)
    lib="$lib games/stacks.c games/stacks_decide.c games/stacks_hint.c
      games/stacks_moves.c io/move_list.c io/stacks_answer.c
      io/stacks_moves.c io/stacks_read.c verify/stacks_replay.c"
    frame="$frame check/check_stacks.c check/validate_stacks.c" ;;
  *) echo "amalgamate.sh: unknown game \"$game\"" >&2; exit 2 ;;
esac
commands="cli/cmd_check.c cli/cmd_validate.c"
case $part in
  judge) ;;
  validator) # the reader, the kit, the validator with its command
    lib="core/budget.c core/mem.c core/quote.c io/reader.c"
    kit=$basekit
    frame="check/validate.c check/validate_scan.c check/validate_$game.c"
    if [ "$game" = accordion ]; then # --rule: the rules' names alone
      lib="$lib games/accordion_rules.c games/family_rules.c"
      kit="$kit clikit/accordion_rule.c"
    fi
    commands=cli/cmd_validate.c ;;
  *) echo "amalgamate.sh: unknown part \"$part\"" >&2; exit 2 ;;
esac
cd "$root/src"
# One a line, in a fixed order: library, kit, checker, commands, main.
files=$(printf '%s\n' $lib $kit $frame $commands judge/judge_main.c)
tmp=$out.tmp
WN_FILES=$files awk -v version="$version" -v game="$game" -v part="$part" \
  -f "$root/cmake/amalgamate.awk" > "$tmp"
mv "$tmp" "$out"
