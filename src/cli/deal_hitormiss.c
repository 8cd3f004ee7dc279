/*
** deal_hitormiss.c: "winnable deal hitormiss": contest input (or deck
** lines with --lines) for decks first .. first+count-1 of a seed.
*/
#include "cli/cli.h"

int deal_hitormiss(int argc, char **argv) {
  struct cli_deal d = CLI_DEAL_DEFAULTS;
  uint64_t players = 1;
  int lines = 0;
  const char *kind = NULL, *pysol = NULL;
  struct cli_opt opts[] = {
    CLI_DEAL_OPTS(&d, "deck", "N", 0, 0),
    CLI_DEAL_KIND_OPT(&kind),
    CLI_DEAL_PYSOL_OPT(&pysol, "Hit or Miss"),
    {"players", CLI_UINT, &players, "P",
     "players written in each set (1..10, default 1)", 1,
     HITORMISS_MAX_PLAYERS},
    {"lines", CLI_FLAG, &lines, NULL,
     "print one deck of cards like 7H per line instead", 0, 0},
    CLI_OPT_END};
  const struct cli_command cmd = {
    "winnable deal hitormiss [options]",
    "Print random Hit or Miss input: N, then N sets of P and the ranks of\n"
    "a uniformly shuffled 52-card deck, top first. Deck I of seed S does\n"
    "not depend on P. With --pysol, PySolFC's decks by its own numbers,\n"
    "one deck line each.",
    opts};
  int rc;
  if (cli_deal_parse(&cmd, &d, argc, argv, &rc))
    return rc;
  if (pysol)
    return cli_deal_pysol("hitormiss", NULL, pysol, &d, kind || players != 1);
  if (kind)
    return cli_deal_kind("hitormiss", kind, &d, 0);
  hitormiss_write_deals(stdout, d.seed, d.first, d.count,
                        lines ? 0 : (unsigned)players);
  return cli_finish(EXIT_OK); /* which reports a failed write */
}
