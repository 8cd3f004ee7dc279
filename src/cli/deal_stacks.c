/*
** deal_stacks.c: "winnable deal stacks": one contest input holding
** instances first .. first+count-1 of a seed as its cases. Without
** --premade each case brings its own N premade stacks (listed in case
** order); with --premade P all cases pick from one pool of P stacks.
*/
#include <stdlib.h>
#include "cli/cli.h"
#include "winnable/stacks.h"

struct deal {
  struct cli_deal at;      /* which instances */
  stacks_shape sh;
};

/* The premade stacks: each case's own, or the pool. */
static int print_premade(const struct deal *d, stacks_card *cards) {
  uint64_t p = d->sh.premade ? d->sh.premade : d->at.count * d->sh.stacks;
  printf("%llu\n", (unsigned long long)p);
  for (uint64_t k = 0; k < d->at.count && !d->sh.premade; k++) {
    stacks_deal(d->at.seed, d->at.first + k, &d->sh, cards);
    for (uint32_t i = 0; i < d->sh.stacks; i++) {
      stacks_write_stack(stdout, cards + (size_t)i * d->sh.cards,
                         d->sh.cards);
      putchar('\n');
    }
  }
  for (uint64_t q = 0; q < p && d->sh.premade; q++) {
    stacks_deal_premade(d->at.seed, q, &d->sh, cards);
    stacks_write_stack(stdout, cards, d->sh.cards);
    putchar('\n');
  }
  return ferror(stdout) ? WN_EIO : 0;
}

static void print_cases(const struct deal *d, uint32_t *pick) {
  printf("%llu\n", (unsigned long long)d->at.count);
  for (uint64_t k = 0; k < d->at.count && !ferror(stdout); k++) {
    printf("%u %u\n", d->sh.stacks, d->sh.cards);
    if (d->sh.premade)
      stacks_deal_pick(d->at.seed, d->at.first + k, &d->sh, pick);
    for (uint32_t i = 0; i < d->sh.stacks; i++)
      printf("%s%llu", i ? " " : "",
             d->sh.premade ? (unsigned long long)pick[i]
                           : (unsigned long long)(k * d->sh.stacks + i));
    putchar('\n');
  }
}

int deal_stacks(int argc, char **argv) {
  struct deal d = {CLI_DEAL_DEFAULTS, {4, 5, 0, 13, 0}};
  uint64_t n = 4, c = 5, k = 0, v = 13, premade = 0;
  const char *kind = NULL;
  struct cli_opt opts[] = {
    CLI_DEAL_OPTS(&d.at, "instance", "T", 1, STACKS_MAX_CASES),
    CLI_DEAL_KIND_OPT(&kind),
    {"stacks", CLI_UINT, &n, "N", "stacks per case (default 4)", 1,
     STACKS_MAX_CARDS},
    {"cards", CLI_UINT, &c, "C", "cards per stack (default 5)", 1,
     STACKS_MAX_CARDS},
    {"suits", CLI_UINT, &k, "K", "suits 1..K (default: N)", 1,
     STACKS_MAX_VALUE},
    {"values", CLI_UINT, &v, "V", "values 1..V (default 13)", 1,
     STACKS_MAX_VALUE},
    {"premade", CLI_UINT, &premade, "P", "share one pool of P premade "
     "stacks between the cases (default: none)", 0, STACKS_MAX_PREMADE},
    CLI_OPT_END};
  const struct cli_command cmd = {
    "winnable deal stacks [options]",
    "Print a Stack Management contest input whose cases are random\n"
    "instances: N stacks of C distinct cards drawn from K suits and V\n"
    "values. Case k is the same for a seed whatever --count and --first.",
    opts};
  int rc;
  if (cli_deal_parse(&cmd, &d.at, argc, argv, &rc))
    return rc;
  if (kind)
    return cli_deal_kind("stacks", kind, &d.at, 0);
  d.sh.stacks = (uint32_t)n;
  d.sh.cards = (uint32_t)c;
  d.sh.suits = (uint32_t)(k ? k : n);
  d.sh.values = (uint32_t)v;
  d.sh.premade = (uint32_t)premade;
  char why[128];
  if (stacks_shape_check(&d.sh, why, sizeof why)) {
    cli_error("cannot deal this shape: %s", why);
    return EXIT_USAGE;
  }
  if (!d.sh.premade && d.at.count * n > STACKS_MAX_PREMADE) {
    cli_error("cannot deal this shape: count times stacks exceeds 1000000 "
              "premade stacks (use --premade)");
    return EXIT_USAGE;
  }
  stacks_card *cards = malloc(n * c * sizeof *cards);
  uint32_t *pick = malloc(n * sizeof *pick);
  if (!cards || !pick) {
    free(cards);
    free(pick);
    return cli_fail(WN_ENOMEM, NULL);
  }
  if (print_premade(&d, cards) == 0)
    print_cases(&d, pick);
  free(cards);
  free(pick);
  return cli_finish(EXIT_OK);
}
