/*
** stats_accordion.c: the Accordion adapter of "winnable stats". An
** instance is deal 'index' of 'seed' with --cards K cards, exactly as
** "winnable deal accordion" prints it, decided under --rule. With --tilt LAMBDA the deal is
** accordion_deal_tilted's instead, and the run is weighted: each
** instance carries its importance weight.
** Invariant: a worker owns one solver context and one deal buffer and
** shares nothing with other workers.
*/
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "stats/stats.h"

struct cfg {
  struct cli_accordion_opts ao; /* --rule and the knobs */
  uint64_t cards;
  const char *tilt_text;  /* NULL: plain deals */
  double tilt;
  char tilt_buf[32];      /* tilt_text in canonical form */
};

struct worker {
  accordion_ctx *ctx;
  uint8_t *cards;
  size_t n;
  accordion_rule rule;
  accordion_rules rules;
  int tilted;
  double tilt, log_weight;  /* of the last deal */
};

static size_t options(void *cfgp, struct cli_opt *rows) {
  struct cfg *c = cfgp;
  cli_accordion_opts_init(&c->ao);
  c->cards = 52;
  struct cli_opt o[] = {
    CLI_ACCORDION_OPTS(&c->ao),
    {"cards", CLI_UINT, &c->cards, "K",
     "accordion: cards per deal (default 52)", 1, ACCORDION_MAX_CARDS},
    {"tilt", CLI_STRING, &c->tilt_text, "LAMBDA",
     "accordion: deal by importance sampling, each clash one or three "
     "apart made rarer by exp(-LAMBDA) (0 to 20), and estimate the loss "
     "rate from the weights", 0, 0}};
  size_t n = sizeof o / sizeof o[0];
  for (size_t k = 0; k < n; k++)
    rows[k] = o[k];
  return n;
}

static int check(void *cfgp) {
  struct cfg *c = cfgp;
  int rc = cli_accordion_opts_resolve(&c->ao, 0);
  if (rc)
    return rc;
  if (c->tilt_text && !accordion_rules_is_classic(&c->ao.rules)) {
    cli_error("--tilt weighs clashes of classic Accordion: it takes no "
              "other rules");
    return EXIT_USAGE;
  }
  if (!c->tilt_text)
    return 0;
  double t;
  if (cli_parse_number(c->tilt_text, &t) || t > 20) {
    char found[64];
    wn_quote(found, sizeof found, c->tilt_text, strlen(c->tilt_text), 0);
    cli_error("--tilt expects a number from 0 to 20, found %s", found);
    return EXIT_USAGE;
  }
  /* the value used is the one the run's name shows */
  snprintf(c->tilt_buf, sizeof c->tilt_buf, "%g", t);
  c->tilt = strtod(c->tilt_buf, NULL);
  c->tilt_text = c->tilt_buf;
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
  w->rule = c->ao.base;
  w->rules = c->ao.rules;
  w->tilted = c->tilt_text != NULL;
  w->tilt = c->tilt;
  w->ctx = accordion_new(NULL);
  w->cards = malloc(w->n);
  if (!w->ctx || !w->cards)
    return WN_ENOMEM;
  accordion_set_limits(w->ctx, limits);
  accordion_set_rules(w->ctx, &w->rules);
  return 0;
}

static int run(void *wp, uint64_t seed, uint64_t index, uint64_t *states) {
  struct worker *w = wp;
  if (w->tilted)
    accordion_deal_tilted(seed, index, w->n, w->tilt, w->cards,
                          &w->log_weight);
  else
    accordion_deal(seed, index, w->n, w->cards);
  int v = accordion_solve(w->ctx, w->cards, w->n, w->rule);
  *states = accordion_states(w->ctx);
  return v;
}

static int weighted(const void *cfgp) {
  const struct cfg *c = cfgp;
  return c->tilt_text != NULL;
}

static double weight(const void *wp) {
  const struct worker *w = wp;
  return exp(w->log_weight);
}

const struct stats_game stats_accordion = {
  "accordion",
  "An instance is a deal of --cards K cards, as 'winnable deal accordion'\n"
  "prints it; a win means it can be won under --rule and the knobs.\n"
  "With --tilt the deals are drawn by importance sampling and the summary\n"
  "adds the weighted loss rate, its interval, the effective sample sizes\n"
  "and the largest weight's share; the CSV rows add the weight.",
  sizeof(struct cfg), sizeof(struct worker), options, check, worker_init,
  run, worker_release, weighted, weight};
