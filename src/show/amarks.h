/*
** amarks.h: the marks of "winnable show accordion": for every step of
** the line a page replays (the position after k moves, k = 0..nmoves),
** the verdict of every legal move, from accordion_hint, within a total
** time budget.
**
** Steps are analysed in order while the budget lasts; a step reached
** after it ran out is AMARKS_BUDGET and has no moves. Each move's search
** is limited by the show's own limits (--max-states, --max-memory,
** --timeout) and by its share of the time left (the time left over the
** most moves the step can have), so the marks end within the budget; a
** limit turns that move into WN_UNKNOWN and leaves the others exact.
** Invariant: the moves of step k are values[steps[k].first .. +
** steps[k].n), in accordion_hint's order (by 'from', then 'to').
*/
#ifndef WN_AMARKS_H
#define WN_AMARKS_H

#include "winnable.h"

/* A step not analysed: the budget ran out before it. */
enum { AMARKS_BUDGET = 100 };

typedef struct amarks_step {
  int verdict;           /* of the position: WN_WIN, WN_LOSS, WN_UNKNOWN,
                            or AMARKS_BUDGET */
  size_t first, n;       /* its moves in values[] */
} amarks_step;

typedef struct amarks {
  amarks_step *steps;    /* nsteps = nmoves + 1; owned */
  size_t nsteps;
  accordion_move_value *values;   /* owned */
  size_t nvalues, cap;
  double seconds;        /* time spent analysing */
} amarks;

/* An empty set of marks: pair with amarks_release. */
void amarks_init(amarks *mk);
void amarks_release(amarks *mk);

/*
** Mark every step of the line moves[0..nmoves) from the deal
** cards[0..n) under 'rule' and r (amoves_check's; the line was checked:
** every move is legal),
** within 'budget' seconds of wall-clock time in all and 'limits' per
** move. Returns 0, WN_ENOMEM or WN_EINVAL.
*/
int amarks_compute(amarks *mk, const uint8_t *cards, size_t n,
                   accordion_rule rule, const accordion_rules *r,
                   const accordion_move *moves,
                   size_t nmoves, double budget, const wn_limits *limits);

/*
** The step where the line went wrong: the first k whose position is
** WN_WIN and whose played move moves[k] is WN_LOSS; mk->nsteps if none
** (a line can go wrong at most once: every position after it is lost).
*/
size_t amarks_wrong(const amarks *mk, const accordion_move *moves);

/* The value of move m at step k, or NULL if the step has none. */
const accordion_move_value *amarks_find(const amarks *mk, size_t k,
                                        accordion_move m);

#endif /* WN_AMARKS_H */
