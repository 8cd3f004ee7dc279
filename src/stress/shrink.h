/*
** shrink.h: the search for a 1-minimal failing input (shrink.c). It
** knows nothing of processes: whether an input fails is asked of a
** callback, which also keeps every candidate a valid contest input.
*/
#ifndef WN_STRESS_SHRINK_H
#define WN_STRESS_SHRINK_H

#include "stress/gen.h"

/* fails() and first(): the budget ran out before the answer was known. */
#define SHRINK_OVER (-100)

struct shrink_ops {
  const struct stress_game *game;
  /*
  ** 1 when x is valid and fails as the input being shrunk did (the
  ** same verdict), 0 when not, SHRINK_OVER when 'deadline' passed first
  ** (shrinking ends as when the budget runs out between two runs), < 0
  ** to stop shrinking (interrupted, out of memory).
  */
  int (*fails)(void *arg, const struct stress_inst *x);
  void *arg;
  double deadline;  /* sandbox_clock() past which shrinking stops: no
                       candidate starts after it (the callbacks kill
                       those going on then and say SHRINK_OVER) */
  int first_case;   /* the case the checker named (from 0), or -1 */
  /*
  ** Optional, with width >= 2: up to 'width' candidates at once, y[0]
  ** first. The index of the first in that order that fails() would call
  ** 1 (the later ones may be left unrun), n when none does, or < 0 to
  ** stop (SHRINK_OVER as for fails()). Shrinking then takes the same
  ** steps as with fails() alone, and counts the same runs: only the
  ** time differs.
  */
  int (*first)(void *arg, const struct stress_inst *const y[], size_t n);
  unsigned width;
  /*
  ** 1 when the failure is a limit's (TLE, MLE, OLE), which mostly grows
  ** with the input's size: once two spans of a length have passed in a
  ** pass, the others of that length would mostly pass too, at a run's
  ** cost each, and shorter spans are tried next.
  */
  int sized;
};

struct shrink_result {
  size_t runs;      /* candidates run to a verdict (as one at a time:
                       not those run alongside the one taken, and then
                       dropped, nor one the budget or a stop cut short) */
  size_t steps;     /* candidates taken */
  int minimal;      /* 1 when every one-element removal was tried */
};

/*
** Shrink *x, which fails, in place: 0 with *x the smallest failing
** input found (res->minimal says whether it is 1-minimal), or the < 0
** code of fails() or WN_ENOMEM (then *x is still a failing input).
*/
int shrink(const struct shrink_ops *ops, struct stress_inst *x,
           struct shrink_result *res);

#endif /* WN_STRESS_SHRINK_H */
