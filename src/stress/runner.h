/*
** runner.h: the places where the program runs. A runner owns one
** temporary directory (scratch.h) holding a slot per run at once; a slot
** has what its run printed, in memory, and the private TMPDIR of its
** program, emptied after every run. The program runs in the directory
** stress was started from. Runs started in several slots go on
** together and are polled from one thread.
*/
#ifndef WN_STRESS_RUNNER_H
#define WN_STRESS_RUNNER_H

#include <signal.h>
#include "stress/judge.h"
#include "stress/options.h"

struct slot {
  char *tmp;                   /* its program's TMPDIR, owned */
  struct sbuf in;              /* the input text of its last run */
  struct sbuf out, err;        /* what its last run printed */
  struct sandbox_run run;
  uint64_t test;               /* the test it runs, 0 when idle */
  int crowded;                 /* another run went on during its run */
  int suspect;                 /* its crowded run ended TLE: it counts
                                  after a run alone */
  enum stress_kind kind;
  struct stress_inst inst;     /* the input it runs */
};

struct runner {
  const struct stress_config *cfg;
  struct sandbox_limits limits;
  char *root;                  /* the temporary directory, owned */
  int lock;                    /* the descriptor holding root's lock */
  int isolated;                /* sandbox_init's answer */
  struct slot *slots;
  unsigned nslots;
  volatile sig_atomic_t *stop; /* set by the signal handler */
  double deadline;             /* 0, or the sandbox_clock() past which
                                  runner_run kills its run (the
                                  --shrink-seconds of a failure found) */
  struct sbuf text;            /* scratch: the input text of a test */
};

/*
** Make the temporary directory and nslots slots, for runs isolated as
** sandbox_init said. 0, or -1 after saying why on stderr.
*/
int runner_init(struct runner *rn, const struct stress_config *cfg,
                unsigned nslots, int isolated, volatile sig_atomic_t *stop);
/* Kill what still runs, remove the directory, free everything. */
void runner_release(struct runner *rn);

/*
** Start the program on 'text' (contest input) in slot s. 0; or -1 with
** why[] saying why it cannot start (the caller exits 2).
*/
int runner_start(struct runner *rn, struct slot *s, const struct sbuf *text,
                 char *why, size_t whylen);
/* Kill slot s's run, if any, and what it left behind. */
void runner_cancel(struct runner *rn, struct slot *s);
/* How one run was judged. */
struct outcome {
  enum judge_verdict v;
  struct sbuf why;       /* the reason, one line */
  uint64_t ncase;        /* the case the checker names, from 1; or 0 */
};

/*
** 1 when s's run has ended and *o is set (its strays swept, its TMPDIR
** emptied; what it printed stays in s until the slot runs again); 0
** while it runs. o->why is appended to.
*/
int runner_poll(struct runner *rn, struct slot *s, struct outcome *o);
/*
** Run the program on 'text' in slot s to the end: 0 with *o set, -1
** with o->why set when the program cannot start, -2 when *rn->stop was
** set meanwhile, -3 when rn->deadline passed first (the run killed).
*/
int runner_run(struct runner *rn, struct slot *s, const struct sbuf *text,
               struct outcome *o);
/*
** Sleep until a run of rn's ends, or RUNNER_POLL seconds pass (polls
** check the limits in between), or a signal comes; at once when no run
** goes on.
*/
void runner_nap(const struct runner *rn);
#define RUNNER_POLL 0.01

#endif /* WN_STRESS_RUNNER_H */
