/*
** deal_hitormiss.c: "winnable deal hitormiss": contest input (or deck
** lines with --lines) for decks first .. first+count-1 of a seed.
*/
#include "cli/cli.h"

int deal_hitormiss(int argc, char **argv) {
  uint64_t seed = 1, count = 1, first = 0, players = 1;
  int lines = 0;
  struct cli_opt opts[] = {
    {"seed", CLI_UINT, &seed, "S", "seed of the deal sequence (default 1)",
     0, 0},
    {"count", CLI_UINT, &count, "N", "number of decks (default 1)", 0, 0},
    {"first", CLI_UINT, &first, "I", "index of the first deck (default 0)",
     0, 0},
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
    "not depend on P.",
    opts};
  int nargs, rc = cli_parse(&cmd, argc, argv, &nargs);
  if (rc)
    return rc == 1 ? cli_finish(EXIT_OK) : rc;
  if (nargs) {
    cli_error("deal takes no file, found \"%s\"", argv[0]);
    return EXIT_USAGE;
  }
  if (!lines)
    printf("%llu\n", (unsigned long long)count);
  for (uint64_t k = 0; k < count && !ferror(stdout); k++) {
    uint8_t deck[HITORMISS_CARDS];
    hitormiss_deal(seed, first + k, deck);
    if (!lines)
      printf("%llu", (unsigned long long)players);
    for (int i = 0; i < HITORMISS_CARDS; i++) {
      char tok[3];
      wn_card_format(deck[i], tok);
      if (lines)
        printf(i ? " %s" : "%s", tok);
      else
        printf(" %d", wn_card_rank(deck[i]));
    }
    putchar('\n');
  }
  return cli_finish(EXIT_OK);
}
