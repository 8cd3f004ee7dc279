/*
** amarks.c: the verdict of every legal move at every step of a replayed
** Accordion line, within a time budget (see amarks.h).
*/
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include "show/amarks.h"
#include "show/amoves.h"
#include "show/show.h"

void amarks_init(amarks *mk) { memset(mk, 0, sizeof *mk); }

void amarks_release(amarks *mk) {
  free(mk->steps);
  free(mk->values);
  amarks_init(mk);
}

/* Keep the last hint's moves as step k's. */
static int keep(amarks *mk, size_t k, const accordion_ctx *ctx) {
  size_t n;
  const accordion_move_value *v = accordion_hint_moves(ctx, &n);
  if (mk->nvalues + n > mk->cap) {
    size_t cap = 2 * (mk->nvalues + n);
    accordion_move_value *grown = realloc(mk->values, cap * sizeof *grown);
    if (!grown)
      return WN_ENOMEM;
    mk->values = grown;
    mk->cap = cap;
  }
  memcpy(mk->values + mk->nvalues, v, n * sizeof *v);
  mk->steps[k].first = mk->nvalues;
  mk->steps[k].n = n;
  mk->nvalues += n;
  return 0;
}

/* The distances a pile may move under r: at most 2 classic. */
static unsigned distances(const accordion_rules *r) {
  unsigned count = 0;
  for (uint32_t bits = r->left; bits; bits &= bits - 1)
    count++;
  for (uint32_t bits = r->right; bits; bits &= bits - 1)
    count++;
  return count;
}

/*
** Hint step k (the row of 'piles' tops) with 'left' seconds of budget,
** shared by its moves: at most piles times the distances under r, 2
** under the rightmost rule, so the step ends within the budget.
*/
static int mark(amarks *mk, size_t k, accordion_ctx *ctx, const uint8_t *row,
                size_t piles, accordion_rule rule, const accordion_rules *r,
                wn_limits lim, double left) {
  if (left <= 0) {
    mk->steps[k].verdict = AMARKS_BUDGET;
    return 0;
  }
  double most = rule == ACCORDION_RIGHTMOST || piles < 2
                    ? 2
                    : (double)distances(r) * (double)piles;
  if (lim.timeout <= 0 || lim.timeout > left / most)
    lim.timeout = left / most;
  accordion_set_limits(ctx, &lim);
  int v = accordion_hint(ctx, row, piles, rule);
  if (v < 0)
    return v;
  mk->steps[k].verdict = v;
  return keep(mk, k, ctx);
}

int amarks_compute(amarks *mk, const uint8_t *cards, size_t n,
                   accordion_rule rule, const accordion_rules *r,
                   const accordion_move *moves,
                   size_t nmoves, double budget, const wn_limits *limits) {
  accordion_rules classic = ACCORDION_RULES_CLASSIC;
  if (!r)
    r = &classic;
  double t0 = cli_clock();
  mk->nsteps = nmoves + 1;
  mk->steps = calloc(mk->nsteps, sizeof *mk->steps);
  uint8_t *row = malloc(n ? n : 1);
  accordion_ctx *ctx = accordion_new(NULL);
  int rc = mk->steps && row && ctx ? 0 : WN_ENOMEM;
  if (rc == 0) {
    memcpy(row, cards, n);
    accordion_set_rules(ctx, r);
  }
  size_t piles = n;
  for (size_t k = 0; rc == 0 && k <= nmoves; k++) {
    double left = budget - (cli_clock() - t0);
    rc = mark(mk, k, ctx, row, piles, rule, r, *limits, left);
    long after = k < nmoves && rc == 0
                     ? amoves_play(rule, r, row, piles, moves[k]) : 0;
    if (after < 0)
      rc = WN_EINVAL; /* the line was checked: not reached */
    piles = (size_t)after;
  }
  mk->seconds = cli_clock() - t0;
  accordion_free(ctx);
  free(row);
  return rc;
}

const accordion_move_value *amarks_find(const amarks *mk, size_t k,
                                        accordion_move m) {
  assert(k < mk->nsteps);
  const amarks_step *s = &mk->steps[k];
  for (size_t x = s->first; x < s->first + s->n; x++)
    if (mk->values[x].move.from == m.from && mk->values[x].move.to == m.to)
      return &mk->values[x];
  return NULL;
}

size_t amarks_wrong(const amarks *mk, const accordion_move *moves) {
  for (size_t k = 0; k + 1 < mk->nsteps; k++) {
    const accordion_move_value *v = amarks_find(mk, k, moves[k]);
    if (mk->steps[k].verdict == WN_WIN && v && v->verdict == WN_LOSS)
      return k;
  }
  return mk->nsteps;
}
