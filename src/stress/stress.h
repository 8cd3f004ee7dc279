/*
** stress.h: "winnable stress": find an input on which a contestant's
** program fails, then shrink it. Also the generators of
** "winnable deal GAME --kind K".
**
** The parts, bottom up: inst.h (an input as data), procfs.h (what /proc
** says of a process), sandbox.h (running the untrusted program),
** gen_<game>.c (one struct stress_game per game: generate, print, shrink
** candidates), judge.c (one run judged with the code of "winnable
** check"), shrink.c (the 1-minimal search), runner.h (the slots where
** runs go on, one per -j), failure.c (rerun, shrink and finish the
** failure found), report.c (what is printed), options.c (the options
** checked), stress.c (the loop of tests). The command's option table is
** src/cli/cmd_stress.c.
*/
#ifndef WN_STRESS_H
#define WN_STRESS_H

#include <stdio.h>
#include "stress/inst.h"

/* The kinds of generated instance (--kinds, deal --kind). */
enum stress_kind {
  STRESS_SMALL,  /* tiny: most bugs show there, and shrinking is quick */
  STRESS_EDGE,   /* every bound of the statement */
  STRESS_RANDOM, /* the instances of "winnable deal" */
  STRESS_HARD,   /* made to blow up naive searches and magic cut-offs */
  STRESS_NKINDS
};

/* "small", "edge", "random", "hard". */
const char *stress_kind_name(enum stress_kind kind);
/* The kind called 'name', or -1. */
int stress_kind_parse(const char *name);

/* The game options of a stress run or a deal. */
struct stress_opts {
  int rightmost;   /* accordion: CF 208B, contest format, one case */
  int small;       /* --subtask small: stay within its bounds */
};

/* One game: its generators, its text and its shrink candidates. */
struct stress_game {
  const char *name;        /* "accordion" */
  const char *unit;        /* what size() counts: "cards", "cells" */
  const char *unit_one;    /* and one of them: "card", "cell" */
  const char *unit_means;  /* what the unit counts, said once in a report */
  double seconds;          /* the contest's time limit per input */
  size_t memory;           /* and memory limit, bytes */
  /* How many cases an input of 'kind' holds, drawn from rng. */
  size_t (*ncases)(const struct stress_opts *o, enum stress_kind kind,
                   wn_rng *rng);
  /* Append case 'index' of 'seed' and 'kind' to x: 0 or WN_ENOMEM. */
  int (*add_case)(struct stress_inst *x, const struct stress_opts *o,
                  enum stress_kind kind, uint64_t seed, uint64_t index);
  /* x as contest input (deal lines for classic Accordion). */
  void (*write)(const struct stress_inst *x, const struct stress_opts *o,
                struct sbuf *out);
  /*
  ** Shrink candidate k of x: 1 with *out a copy of x smaller by one
  ** element (a card, a player, a stack, a row, a cell), 0 when x has no
  ** candidate k (candidates are numbered 0, 1, ... without gaps), or
  ** WN_ENOMEM. Cases as a whole are shrink.c's, not the game's.
  */
  int (*reduce)(const struct stress_inst *x, size_t k,
                struct stress_inst *out);
  /* The elements of x that shrinking removes, in 'unit'. */
  size_t (*size)(const struct stress_inst *x);
  /*
  ** 1 when neighbouring candidates are mostly elements of one kind in a
  ** row (the cards of a deal, the swaps of a deck), so that shrink.c
  ** also tries removing spans of them at once; 0 when they are of mixed
  ** kinds (Stack Management: unused premades, a case's stacks, layers;
  ** Outlasting: rows, columns, X cells), where a span is an arbitrary
  ** mix and the descent ends at larger 1-minimal inputs.
  */
  int spans;
};

extern const struct stress_game stress_accordion, stress_hitormiss,
    stress_stacks, stress_outlast;

/* The game called 'name', or NULL. */
const struct stress_game *stress_game_find(const char *name);

/*
** Fill x with cases first .. first+count-1 of 'seed' and 'kind', as
** "winnable deal GAME --kind K" prints them: 0 or WN_ENOMEM.
*/
int stress_deal(const struct stress_game *g, const struct stress_opts *o,
                enum stress_kind kind, uint64_t seed, uint64_t first,
                uint64_t count, struct stress_inst *x);

#define STRESS_MAX_JOBS 64 /* the most runs at once (-j) */

/* The options as parsed (src/cli/cmd_stress.c's table). */
struct stress_options {
  const char *rule, *subtask, *kinds, *out;
  uint64_t tests, seed, jobs;
  double seconds, time_limit, shrink_seconds; /* -1: not given */
  size_t memory_limit, output_limit;          /* 0: the contest's */
  uint64_t process_limit;
  int json, quiet;
};

/* What a stress run was asked to do (stress_configure fills it). */
struct stress_config {
  const struct stress_game *game;
  struct stress_opts opts;
  char **argv;             /* COMMAND and its arguments, NULL-ended */
  uint64_t tests;          /* at most this many inputs (0: no bound) */
  double seconds;          /* nor past this many seconds (0: no bound) */
  double time_limit;       /* per run, CPU seconds */
  size_t memory_limit;     /* per run, resident bytes */
  size_t output_limit;     /* per run, bytes of stdout, and of stderr */
  unsigned process_limit;  /* per run, processes and threads at once */
  double shrink_seconds;   /* the shrinking's own budget */
  uint64_t seed;
  unsigned jobs;           /* runs at once */
  unsigned kinds;          /* a bit per enum stress_kind */
  const char *out_dir;     /* --out DIR, or NULL: failures are saved
                              there beside those of earlier runs */
  int json;                /* the last line of stdout: one object */
  int progress;            /* a progress line on stderr */
  int notices;             /* a line on stderr when a failure is found */
  const char *self;        /* this program, to print the right answer */
};

struct validate_error;
/*
** Write x as contest text into *text (emptied first), the text stress
** runs the program on, and check it with the validator of "winnable
** validate" for cfg's game and subtask: 1 when it is valid, else 0 with
** *err saying why (out of memory included). Every input stress runs,
** generated or shrunk, is one the statement allows.
*/
int stress_input_text(const struct stress_config *cfg,
                      const struct stress_inst *x, struct sbuf *text,
                      struct validate_error *err);

/*
** Check o and fill cfg from it (all but argv and self): 0, or
** EXIT_USAGE after saying what is wrong. Makes --out DIR when missing.
*/
int stress_configure(struct stress_config *cfg,
                     const struct stress_options *o, const char *game);

/*
** Run the whole stress search and print its report. Returns the exit
** status: 0 no failure within the budget, 1 a failure found (or the
** run itself failed), 2 COMMAND cannot start or --out is unusable,
** 130 interrupted.
*/
int stress_run(const struct stress_config *cfg);

#endif /* WN_STRESS_H */
