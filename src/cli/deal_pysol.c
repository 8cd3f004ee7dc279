/*
** deal_pysol.c: "winnable deal accordion|hitormiss --pysol N": the deals
** of PySolFC by its own numbers (winnable/pysol.h), one line each: the
** cards as dealt, first card first, and for Accordion's Revenge the goal
** card in a trailing "# goal XX" (docs/formats.md).
*/
#include <assert.h>
#include <string.h>
#include "cli/cli.h"

/* The games --pysol deals: Accordion's by its --rule, Hit or Miss's one
** (both Hit or Miss games of PySolFC deal the same deck). */
static const struct {
  const char *family, *rule;
  pysol_game game;
} pysol_games[] = {
  {"accordion", "any", PYSOL_ACCORDION},
  {"accordion", "relaxed", PYSOL_RELAXED_ACCORDION},
  {"accordion", "23-skidoo", PYSOL_23_SKIDOO},
  {"accordion", "revenge", PYSOL_ACCORDIONS_REVENGE},
  {"accordion", "bayan", PYSOL_BAYAN},
  {"hitormiss", NULL, PYSOL_HIT_OR_MISS},
};

/* The game of 'family' and 'rule' (NULL for Hit or Miss), or -1. */
static int find_game(const char *family, const char *rule) {
  for (size_t i = 0; i < sizeof pysol_games / sizeof pysol_games[0]; i++)
    if (!strcmp(pysol_games[i].family, family) &&
        (!rule || !strcmp(pysol_games[i].rule, rule)))
      return (int)pysol_games[i].game;
  return -1;
}

static void write_line(const uint8_t *cards, int goal) {
  char tok[3];
  for (int k = 0; k < WN_NCARDS; k++) {
    wn_card_format(cards[k], tok);
    printf(k ? " %s" : "%s", tok);
  }
  if (goal >= 0) {
    wn_card_format((uint8_t)goal, tok);
    printf(" # goal %s", tok);
  }
  putchar('\n');
}

int cli_deal_pysol(const char *family, const char *rule, const char *number,
                   const struct cli_deal *d, int others) {
  const char *why;
  pysol_number num, last;
  int game = find_game(family, rule);
  if (others || d->seed_given || d->first_given) {
    cli_error("option --pysol goes with --count and %s only%s",
              rule ? "--rule" : "--lines",
              d->seed_given || d->first_given
                  ? " (PySolFC's number N picks the deal: no --seed or "
                    "--first)" : "");
    return EXIT_USAGE;
  }
  if (game < 0) {
    cli_error("no PySolFC game for rule \"%s\" (expected any, relaxed, "
              "23-skidoo, revenge or bayan with --pysol)", rule);
    return EXIT_USAGE;
  }
  if (pysol_number_parse(number, &num, &why)) {
    cli_error("option --pysol: %s, found \"%s\"", why, number);
    return EXIT_USAGE;
  }
  last = num;
  if (d->count && pysol_number_add(&last, d->count - 1)) {
    cli_error("option --pysol: --count %llu from \"%s\" runs past PySolFC's "
              "last deal number", (unsigned long long)d->count, number);
    return EXIT_USAGE;
  }
  for (uint64_t k = 0; k < d->count && !ferror(stdout); k++) {
    uint8_t cards[WN_NCARDS];
    int goal, rc = pysol_deal(game, &num, cards, &goal);
    assert(rc == 0); /* the table above holds only games pysol_deal knows */
    (void)rc;
    write_line(cards, goal);
    if (k + 1 < d->count)
      pysol_number_add(&num, 1); /* cannot fail: 'last' is within range */
  }
  return cli_finish(EXIT_OK);
}
