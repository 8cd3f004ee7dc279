/*
** stats_stacks.c: the Stack Management adapter of "winnable stats". An
** instance is case 'index' of 'seed' with the shape of "winnable deal
** stacks" (--stacks N --cards C --suits K --values V [--premade P]);
** a win means every stack can be brought down to at most one card.
** Invariant: a worker owns its context, its card buffer and, with
** --premade, its own copy of the pool; nothing is shared.
*/
#include <stdlib.h>
#include "stats/stats.h"

struct cfg {
  uint64_t stacks, cards, suits, values, premade;
  stacks_shape shape;
};

struct worker {
  stacks_ctx *ctx;
  stacks_shape shape;
  stacks_card *cards;          /* n*c cards, or the pool of p*c */
  const stacks_card **rows;    /* the n stacks of the instance */
  uint32_t *pick;              /* with a pool: the n pool indexes */
};

static size_t options(void *cfgp, struct cli_opt *rows) {
  struct cfg *c = cfgp;
  c->stacks = 4;
  c->cards = 5;
  c->values = 13;
  struct cli_opt o[] = {
    {"stacks", CLI_UINT, &c->stacks, "N", "stacks: stacks per case "
     "(default 4)", 1, STACKS_MAX_CARDS},
    {"cards", CLI_UINT, &c->cards, "C", "stacks: cards per stack "
     "(default 5)", 1, STACKS_MAX_CARDS},
    {"suits", CLI_UINT, &c->suits, "K", "stacks: suits 1..K (default: N)",
     0, STACKS_MAX_VALUE},
    {"values", CLI_UINT, &c->values, "V", "stacks: values 1..V "
     "(default 13)", 1, STACKS_MAX_VALUE},
    {"premade", CLI_UINT, &c->premade, "P", "stacks: pick from one pool "
     "of P stacks (default: none)", 0, STACKS_MAX_PREMADE}};
  for (size_t k = 0; k < 5; k++)
    rows[k] = o[k];
  return 5;
}

static int check(void *cfgp) {
  struct cfg *c = cfgp;
  char why[128];
  if (!c->suits)
    c->suits = c->stacks;
  stacks_shape sh = {(uint32_t)c->stacks, (uint32_t)c->cards,
                     (uint32_t)c->suits, (uint32_t)c->values,
                     (uint32_t)c->premade};
  if (stacks_shape_check(&sh, why, sizeof why)) {
    cli_error("cannot deal this shape: %s", why);
    return EXIT_USAGE;
  }
  c->shape = sh;
  return 0;
}

static void worker_release(void *wp) {
  struct worker *w = wp;
  stacks_free(w->ctx);
  free(w->cards);
  free(w->rows);
  free(w->pick);
}

static int worker_init(void *wp, const void *cfgp, uint64_t seed,
                       const wn_limits *limits) {
  struct worker *w = wp;
  const struct cfg *c = cfgp;
  w->shape = c->shape;
  size_t n = w->shape.stacks, len = w->shape.cards;
  size_t held = w->shape.premade ? w->shape.premade : n;
  w->ctx = stacks_new(NULL);
  w->cards = malloc(held * len * sizeof *w->cards);
  w->rows = malloc(n * sizeof *w->rows);
  w->pick = malloc(n * sizeof *w->pick);
  if (!w->ctx || !w->cards || !w->rows || !w->pick)
    return WN_ENOMEM;
  stacks_set_limits(w->ctx, limits);
  for (size_t p = 0; p < w->shape.premade; p++)
    stacks_deal_premade(seed, p, &w->shape, w->cards + p * len);
  for (size_t i = 0; i < n; i++)
    w->rows[i] = w->cards + i * len;
  return 0;
}

static int run(void *wp, uint64_t seed, uint64_t index, uint64_t *states) {
  struct worker *w = wp;
  size_t n = w->shape.stacks, len = w->shape.cards;
  if (w->shape.premade) {
    stacks_deal_pick(seed, index, &w->shape, w->pick);
    for (size_t i = 0; i < n; i++)
      w->rows[i] = w->cards + (size_t)w->pick[i] * len;
  } else {
    stacks_deal(seed, index, &w->shape, w->cards);
  }
  int v = stacks_solve(w->ctx, w->rows, n, len, 0);
  *states = stacks_states(w->ctx);
  return v;
}

const struct stats_game stats_stacks = {
  "stacks",
  "An instance is a case as 'winnable deal stacks' deals it: N stacks of\n"
  "C distinct cards from K suits and V values (from a pool of P premade\n"
  "stacks with --premade); a win means every stack can be brought down\n"
  "to at most one card.",
  sizeof(struct cfg), sizeof(struct worker), options, check, worker_init,
  run, worker_release, NULL, NULL};
