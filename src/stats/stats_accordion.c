/*
** stats_accordion.c: the Accordion adapter of "winnable stats". An
** instance is deal 'index' of 'seed' with --cards K cards, exactly as
** "winnable deal accordion" prints it, decided under --rule.
** Invariant: a worker owns one solver context and one deal buffer and
** shares nothing with other workers.
*/
#include <stdlib.h>
#include "stats/stats.h"

struct cfg {
  const char *rule_name;
  uint64_t cards;
  accordion_rule rule;
};

struct worker {
  accordion_ctx *ctx;
  uint8_t *cards;
  size_t n;
  accordion_rule rule;
};

static size_t options(void *cfgp, struct cli_opt *rows) {
  struct cfg *c = cfgp;
  c->rule_name = "any";
  c->cards = 52;
  struct cli_opt o[] = {
    {"rule", CLI_STRING, &c->rule_name, "RULE",
     "accordion: any (classic, default) or rightmost (CF 208B)", 0, 0},
    {"cards", CLI_UINT, &c->cards, "K",
     "accordion: cards per deal (default 52)", 1, ACCORDION_MAX_CARDS}};
  rows[0] = o[0];
  rows[1] = o[1];
  return 2;
}

static int check(void *cfgp) {
  struct cfg *c = cfgp;
  if (cli_accordion_rule(c->rule_name, &c->rule))
    return EXIT_USAGE;
  c->rule_name = accordion_rule_name(c->rule);
  return 0;
}

static void worker_release(void *wp) {
  struct worker *w = wp;
  accordion_free(w->ctx);
  free(w->cards);
}

static int worker_init(void *wp, const void *cfgp, uint64_t seed,
                       const wn_limits *limits) {
  (void)seed;
  struct worker *w = wp;
  const struct cfg *c = cfgp;
  w->n = (size_t)c->cards;
  w->rule = c->rule;
  w->ctx = accordion_new(NULL);
  w->cards = malloc(w->n);
  if (!w->ctx || !w->cards)
    return WN_ENOMEM;
  accordion_set_limits(w->ctx, limits);
  return 0;
}

static int run(void *wp, uint64_t seed, uint64_t index, uint64_t *states) {
  struct worker *w = wp;
  accordion_deal(seed, index, w->n, w->cards);
  int v = accordion_solve(w->ctx, w->cards, w->n, w->rule);
  *states = accordion_states(w->ctx);
  return v;
}

const struct stats_game stats_accordion = {
  "accordion",
  "An instance is a deal of --cards K cards, as 'winnable deal accordion'\n"
  "prints it; a win means it can be reduced to one pile under --rule.",
  sizeof(struct cfg), sizeof(struct worker), options, check, worker_init,
  run, worker_release};
