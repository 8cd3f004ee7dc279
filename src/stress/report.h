/*
** report.h: how stress says what it found (report.c): the progress
** line, the notices, and the report of the failure failure.c gathered;
** and the catching of SIGINT and SIGTERM, so an interrupted run still
** cleans up.
*/
#ifndef WN_STRESS_REPORT_H
#define WN_STRESS_REPORT_H

#include <signal.h>
#include "stress/failure.h"

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
