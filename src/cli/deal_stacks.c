/*
** deal_stacks.c: "winnable deal stacks": one contest input holding
** instances first .. first+count-1 of a seed as its cases. Without
** --premade each case brings its own N premade stacks (listed in case
** order); with --premade P all cases pick from one pool of P stacks.
*/
#include "cli/cli.h"
#include "winnable/stacks.h"

struct deal {
  struct cli_deal at;      /* which instances */
  stacks_shape sh;
};

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
  rc = stacks_write_deals(stdout, d.at.seed, d.at.first, d.at.count, &d.sh);
  return rc == WN_ENOMEM ? cli_fail(rc, NULL) : cli_finish(EXIT_OK);
}
