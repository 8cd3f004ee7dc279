/*
** stats_hitormiss.c: the Hit or Miss adapter of "winnable stats". An
** instance is deck 'index' of 'seed', as "winnable deal hitormiss"
** deals it, played by --players P players; a win means the last player
** discards all 52 cards. The game is deterministic, so the win rate is
** the share of shuffled decks that come out.
** Invariant: a worker owns one context and shares nothing.
*/
#include <stdlib.h>
#include "stats/stats.h"

struct cfg {
  uint64_t players;
};

struct worker {
  hitormiss_ctx *ctx;
  int players;
};

static size_t options(void *cfgp, struct cli_opt *rows) {
  struct cfg *c = cfgp;
  c->players = 1;
  struct cli_opt o = {"players", CLI_UINT, &c->players, "P",
                      "hitormiss: players (1..10, default 1)", 1,
                      HITORMISS_MAX_PLAYERS};
  rows[0] = o;
  return 1;
}

static int check(void *cfgp) {
  (void)cfgp; /* the option table bounds --players */
  return 0;
}

static void worker_release(void *wp) {
  struct worker *w = wp;
  hitormiss_free(w->ctx);
}

static int worker_init(void *wp, const void *cfgp, uint64_t seed,
                       const wn_limits *limits) {
  (void)seed;
  struct worker *w = wp;
  const struct cfg *c = cfgp;
  w->players = (int)c->players;
  if (!(w->ctx = hitormiss_new(NULL)))
    return WN_ENOMEM;
  hitormiss_set_limits(w->ctx, limits);
  return 0;
}

static int run(void *wp, uint64_t seed, uint64_t index, uint64_t *states) {
  struct worker *w = wp;
  uint8_t deck[HITORMISS_CARDS], ranks[HITORMISS_CARDS];
  hitormiss_deal(seed, index, deck);
  for (int i = 0; i < HITORMISS_CARDS; i++)
    ranks[i] = (uint8_t)wn_card_rank(deck[i]);
  int v = hitormiss_play(w->ctx, ranks, w->players);
  *states = hitormiss_states(w->ctx);
  return v;
}

const struct stats_game stats_hitormiss = {
  "hitormiss",
  "An instance is a shuffled deck as 'winnable deal hitormiss' deals it,\n"
  "played by --players P players; a win means the last player discards\n"
  "all 52 cards.",
  sizeof(struct cfg), sizeof(struct worker), options, check, worker_init,
  run, worker_release, NULL, NULL};
