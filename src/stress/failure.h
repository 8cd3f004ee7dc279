/*
** failure.h: from the first failing test to what the report shows
** (failure.c): the failure taken over from its slot, rerun, shrunk,
** run once more, with the right answer, saved into --out DIR.
*/
#ifndef WN_STRESS_FAILURE_H
#define WN_STRESS_FAILURE_H

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
  int answer_late;            /* the right answer took past the budget */
  unsigned saved_as;          /* --out: saved as fail (1) or fail-K (K),
                                 0 when not saved */
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
/*
** Write --out DIR (f->input made from f->inst): fail.in, .out, .ans and
** .txt, or beside failures saved before, fail-K.* with the first K whose
** files are all free; never over a file. 0, or -1 after saying why.
*/
int save_failure(const struct stress_config *cfg, struct failure *f);

#endif /* WN_STRESS_FAILURE_H */
