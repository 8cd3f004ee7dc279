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
enum { STRESS_CANNOT_START = -1, STRESS_STOPPED = -2, STRESS_OOM = -3,
       STRESS_BROKEN = -4 /* a generated input was refused: our bug */ };

/*
** The failure being reported. Every time a run fails with its verdict
** (when found, and at each step of shrinking) the failure takes that
** run's reason, output and stderr, so what the report shows always
** belongs together, whatever stops the work afterwards.
*/
struct failure {
  uint64_t test;              /* the failing test, 0 while none */
  double found;               /* seconds from the start to its verdict */
  enum stress_kind kind;
  enum judge_verdict verdict;
  uint64_t ncase;             /* the case the checker named, from 1 */
  struct stress_inst inst;    /* its input, shrunk in place */
  size_t size0;               /* the size before shrinking */
  struct sbuf why, output, err; /* of the last run that failed so */
  struct sbuf input, answer;  /* the input's text, the right answer */
  int flaky;                  /* passed on a rerun before shrinking */
  int unsteady;               /* the shrunk input did not fail again */
  int shrunk;                 /* shrinking ran */
  int interrupted;            /* a signal stopped the work on it */
  struct shrink_result sr;
};

void failure_init(struct failure *f);
void failure_release(struct failure *f);
/*
** Take over slot s's failing input, with the outcome of its run and
** what the run printed.
*/
void failure_take(struct failure *f, const struct runner *rn, struct slot *s,
                  const struct outcome *o);
/* Rerun the input: 0 steady, 1 flaky (f->flaky set), or a STRESS_ code. */
int failure_steady(struct runner *rn, struct failure *f);
/* Shrink f->inst within --shrink-seconds: 0 or a STRESS_ code. */
int shrink_failure(struct runner *rn, struct failure *f);
/*
** Run the final input once more (f->unsteady when it no longer fails
** so), then get the right answer from this program: 0 or a code.
*/
int finish_failure(struct runner *rn, struct failure *f);
/* Write --out DIR (f->input made from f->inst): 0, or -1 after saying
** why. */
int save_failure(const struct stress_config *cfg, struct failure *f);

struct progress {
  int on;           /* stderr is a terminal */
  double t0, shown; /* start, last line's time */
  uint64_t tests;   /* runs judged */
};

void progress_show(struct progress *pg, const struct failure *f);
void progress_clear(struct progress *pg);

/*
** "stress: WA on test 16; shrinking it (Ctrl-C reports what is found so
** far)" on stderr, where a log or a terminal sees it at once.
*/
void report_found(const struct failure *f);

/* Say so on stderr, return the code. */
int report_oom(void);
/* ... adding "did you mean ./COMMAND?" when COMMAND, named without a
   slash (so looked up in PATH), is a file in the working directory. */
int report_cannot_start(const char *why, const char *command);
struct validate_error;
/* A generated input the validator refuses: a bug of stress's own. */
int report_invalid(uint64_t test, const struct validate_error *err);
/* The checker could not judge a run (a claim it cannot decide). */
int report_broken(uint64_t test, const struct sbuf *why);

/*
** Print the report of a run that ended with code rc (0 or a STRESS_
** code) after 'seconds'; returns the exit status.
*/
int report(const struct stress_config *cfg, const struct failure *f,
           const struct progress *pg, int rc, double seconds);

/* SIGINT and SIGTERM set *stop until signals_restore. */
void signals_catch(volatile sig_atomic_t *stop);
void signals_restore(void);

#endif /* WN_STRESS_REPORT_H */
