/*
** stress.h: "winnable stress": find an input on which a contestant's
** program fails, then shrink it. Also the generators of
** "winnable deal GAME --kind K".
**
** The parts, bottom up: inst.h (an input as data), procfs.h (what /proc
** says of a process), spawn.h and sandbox.h (running the untrusted
** program), scratch.h (the temporary directory), gen.h and gen_<game>.c
** (one struct stress_game per game: generate, print, shrink
** candidates), game.h (games and kinds by name, validated input text),
** options.h (the options checked), judge.c (one run judged with the
** code of "winnable check"), shrink.c (the 1-minimal search), runner.h
** (the slots where runs go on, one per -j), failure.h (rerun, shrink
** and finish the failure found), report.h (what is printed), stress.c
** (the loop of tests). This header gathers what the CLI uses; the
** command's option table is src/cli/cmd_stress.c.
*/
#ifndef WN_STRESS_H
#define WN_STRESS_H

#include "stress/game.h"
#include "stress/options.h"

/*
** Run the whole stress search and print its report. Returns the exit
** status: 0 no failure within the budget, 1 a failure found (or the
** run itself failed), 2 COMMAND cannot start or --out is unusable,
** 130 interrupted.
*/
int stress_run(const struct stress_config *cfg);

#endif /* WN_STRESS_H */
