/*
** options.h: what a stress run is asked to do: the options as parsed
** (src/cli/cmd_stress.c's table) and, checked, the run's configuration
** (options.c).
*/
#ifndef WN_STRESS_OPTIONS_H
#define WN_STRESS_OPTIONS_H

#include "stress/gen.h"

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

/*
** Check o and fill cfg from it (all but argv and self): 0, or
** EXIT_USAGE after saying what is wrong. Makes --out DIR when missing.
*/
int stress_configure(struct stress_config *cfg,
                     const struct stress_options *o, const char *game);

#endif /* WN_STRESS_OPTIONS_H */
