/*
** judge.h: the verdict of one run of the program being stressed, named
** as the contests of the games spec name them: none of Codeforces, SPOJ
** or Code Jam has a presentation error, so output that breaks the
** format is WA, its reason saying what was wrong with it.
*/
#ifndef WN_STRESS_JUDGE_H
#define WN_STRESS_JUDGE_H

#include "stress/inst.h"
#include "stress/sandbox.h"

enum judge_verdict {
  JUDGE_OK, JUDGE_WA, JUDGE_RE, JUDGE_TLE, JUDGE_MLE, JUDGE_OLE,
  JUDGE_FAIL  /* the checker could not judge (stress's failure, not the
                 program's) */
};

/* "OK", "WA", "RE", "TLE", "MLE", "OLE", "FAIL". */
const char *judge_verdict_name(enum judge_verdict v);

/* What a run is judged against. */
struct judge_input {
  const char *game;                    /* "accordion" */
  int rightmost;                       /* accordion --rule rightmost */
  const struct sbuf *in, *out;         /* the input and output texts */
  const struct sandbox_limits *limits; /* the run's limits */
};

/*
** The verdict of a run that has ended; why gets one line (the checker's
** line for OK, WA and FAIL), *ncase the case the checker names
** (from 1; 0 when it names none).
*/
enum judge_verdict judge_run(const struct judge_input *j,
                             const struct sandbox_run *run,
                             struct sbuf *why, uint64_t *ncase);

#endif /* WN_STRESS_JUDGE_H */
