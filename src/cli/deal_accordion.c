/*
** deal_accordion.c: "winnable deal accordion": deal lines (or contest
** input with --contest, or --rule rightmost, whose only format is the
** contest's, Codeforces 208B) for instances first .. first+count-1 of a
** seed.
*/
#include "cli/cli.h"

int deal_accordion(int argc, char **argv) {
  struct cli_deal d = CLI_DEAL_DEFAULTS;
  uint64_t ncards = 52;
  int contest = 0;
  const char *kind = NULL;
  const char *pysol = NULL;
  struct cli_accordion_opts ao;
  cli_accordion_opts_init(&ao);
  struct cli_opt opts[] = {
    CLI_DEAL_OPTS(&d, "deal", "N", 0, 0),
    CLI_DEAL_KIND_OPT(&kind),
    {"rule", CLI_STRING, &ao.rule, "RULE",
     "any (default), rightmost (contest input only), or with --pysol the "
     "PySolFC game: relaxed, 23-skidoo, revenge or bayan (without it they "
     "deal as any)", 0, 0},
    CLI_DEAL_PYSOL_OPT(&pysol, "the game --rule names: any (Accordion), "
                       "relaxed, 23-skidoo, revenge or bayan"),
    {"cards", CLI_UINT, &ncards, "K", "cards per deal (default 52)", 1,
     ACCORDION_MAX_CARDS},
    {"contest", CLI_FLAG, &contest, NULL,
     "print contest input (n, then the cards) instead of deal lines", 0, 0},
    CLI_OPT_END};
  const struct cli_command cmd = {
    "winnable deal accordion [options]",
    "Print random Accordion deals, one per line: the first K cards of a\n"
    "shuffled deck (several decks when K > 52). With --pysol, the deals\n"
    "of PySolFC by its own numbers.",
    opts};
  int rc;
  if (cli_deal_parse(&cmd, &d, argc, argv, &rc))
    return rc;
  if ((rc = cli_accordion_opts_resolve(&ao, 1)) != 0)
    return rc;
  if (pysol)
    return cli_deal_pysol("accordion", ao.rule, pysol, &d,
                          kind || contest || ncards != 52);
  contest |= ao.base == ACCORDION_RIGHTMOST; /* CF 208B: contest only */
  if (kind)
    return cli_deal_kind("accordion", kind, &d, contest);
  rc = accordion_write_deals(stdout, d.seed, d.first, d.count, ncards,
                             contest);
  return rc == WN_ENOMEM ? cli_fail(rc, NULL) : cli_finish(EXIT_OK);
}
