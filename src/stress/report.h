/*
** report.h: what stress found and how it says so. failure.c takes a
** failing test, shrinks it and gathers what the report shows (the
** program's output, the right answer, the checker's reason, --out);
** report.c prints the progress line and the report, and catches
** SIGINT and SIGTERM so an interrupted run still cleans up.
*/
#ifndef WN_STRESS_REPORT_H
#define WN_STRESS_REPORT_H

#include <signal.h>
#include "stress/runner.h"
#include "stress/shrink.h"

/* Codes of the search besides 0: why it stopped without its answer. */
enum { STRESS_CANNOT_START = -1, STRESS_STOPPED = -2, STRESS_OOM = -3 };

struct failure {
  uint64_t test;              /* the failing test, 0 while none */
  double found;               /* seconds from the start to its verdict */
  enum stress_kind kind;
  enum judge_verdict verdict;
  struct stress_inst inst;    /* its input, shrunk in place */
  size_t size0;               /* the size before shrinking */
  struct sbuf why;            /* the reason of the last failing run */
  int flaky;                  /* passed when run again: not shrunk */
  int shrunk;                 /* shrinking ran */
  struct shrink_result sr;
  struct sbuf input, output, answer, err; /* texts for the report */
};

void failure_init(struct failure *f);
void failure_release(struct failure *f);
/* Take over slot s's failing input with its verdict and reason. */
void failure_take(struct failure *f, struct slot *s, enum judge_verdict v,
                  const struct sbuf *why);
/* Shrink f->inst within --shrink-seconds: 0 or a STRESS_ code. */
int shrink_failure(struct runner *rn, struct failure *f);
/*
** Run the final input once more for its output and reason, get the
** right answer from this program, and write --out DIR: 0 or a code.
*/
int finish_failure(struct runner *rn, struct failure *f);

struct progress {
  int on;           /* stderr is a terminal */
  double t0, shown; /* start, last line's time */
  uint64_t tests;   /* runs judged */
};

void progress_show(struct progress *pg, const struct failure *f);
void progress_clear(struct progress *pg);

/* Say so on stderr, return the code. */
int report_oom(void);
int report_cannot_start(const char *why);
/* A generated input the validator refuses: a bug of stress's own. */
int report_invalid(uint64_t test, const struct validate_error *err);

/*
** Print the report of a run that ended with code rc (0 or a STRESS_
** code) after 'seconds'; returns the exit status.
*/
int report(const struct stress_config *cfg, const struct runner *rn,
           const struct failure *f, const struct progress *pg, int rc,
           double seconds);

/* SIGINT and SIGTERM set *stop until signals_restore. */
void signals_catch(volatile sig_atomic_t *stop);
void signals_restore(void);

#endif /* WN_STRESS_REPORT_H */
