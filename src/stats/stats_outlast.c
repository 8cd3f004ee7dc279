/*
** stats_outlast.c: the Inventor Outlasting adapter of "winnable stats".
** An instance is board 'index' of 'seed' as "winnable deal outlast"
** deals it (--rows R --cols C, each cell X with chance --density D); a
** win means the first player wins with best play (some first move
** leaves Grundy value 0), so the win rate is the first player's.
** Invariant: a worker owns its context and board buffer.
*/
#include <stdlib.h>
#include "stats/stats.h"

struct cfg {
  uint64_t rows, cols;
  double density;
};

struct worker {
  outlast_ctx *ctx;
  uint8_t *cells;
  size_t rows, cols;
  double density;
};

static size_t options(void *cfgp, struct cli_opt *rows) {
  struct cfg *c = cfgp;
  c->rows = c->cols = 10;
  c->density = 0.5;
  struct cli_opt o[] = {
    {"rows", CLI_UINT, &c->rows, "R", "outlast: rows per board (default 10)",
     1, OUTLAST_MAX_CELLS},
    {"cols", CLI_UINT, &c->cols, "C", "outlast: columns per board "
     "(default 10)", 1, OUTLAST_MAX_CELLS},
    {"density", CLI_DOUBLE, &c->density, "D", "outlast: chance that a cell "
     "is X, 0 to 1 (default 0.5)", 0, 0}};
  for (size_t k = 0; k < 3; k++)
    rows[k] = o[k];
  return 3;
}

static int check(void *cfgp) {
  struct cfg *c = cfgp;
  if (c->density > 1) {
    cli_error("option --density expects a number from 0 to 1, found %g",
              c->density);
    return EXIT_USAGE;
  }
  if (c->rows * c->cols > OUTLAST_MAX_CELLS) {
    cli_error("a board has at most %d cells, found %llu x %llu",
              OUTLAST_MAX_CELLS, (unsigned long long)c->rows,
              (unsigned long long)c->cols);
    return EXIT_USAGE;
  }
  return 0;
}

static void worker_release(void *wp) {
  struct worker *w = wp;
  outlast_free(w->ctx);
  free(w->cells);
}

static int worker_init(void *wp, const void *cfgp, uint64_t seed,
                       const wn_limits *limits) {
  (void)seed;
  struct worker *w = wp;
  const struct cfg *c = cfgp;
  w->rows = (size_t)c->rows;
  w->cols = (size_t)c->cols;
  w->density = c->density;
  w->ctx = outlast_new(NULL);
  w->cells = malloc(w->rows * w->cols);
  if (!w->ctx || !w->cells)
    return WN_ENOMEM;
  outlast_set_limits(w->ctx, limits);
  return 0;
}

static int run(void *wp, uint64_t seed, uint64_t index, uint64_t *states) {
  struct worker *w = wp;
  outlast_deal(seed, index, w->rows, w->cols, w->density, w->cells);
  int v = outlast_solve(w->ctx, w->cells, w->rows, w->cols);
  *states = outlast_states(w->ctx);
  return v;
}

const struct stats_game stats_outlast = {
  "outlast",
  "An instance is a board as 'winnable deal outlast' deals it: R x C\n"
  "cells, each X with chance D; a win means the first player wins with\n"
  "best play.",
  sizeof(struct cfg), sizeof(struct worker), options, check, worker_init,
  run, worker_release, NULL, NULL};
