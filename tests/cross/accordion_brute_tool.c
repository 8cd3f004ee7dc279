/*
** accordion_brute_tool.c: the brute force of accordion_brute.c on the
** command line, for the CLI cross-check script.
**
**   accordion_brute_tool decide any|rightmost < DEALS
**       one line per deal: winnable or unwinnable (as `winnable
**       accordion` prints for deal lines);
**   accordion_brute_tool gen SEED COUNT MAXN MAXR
**       COUNT deal lines of 1..MAXN cards from 1..MAXR ranks and 1..4
**       suits (small_decks.c), repeats allowed.
** Exit 0, or 1 with a message on a bad deal line or a deal too long.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cross/accordion_brute.h"
#include "cross/deal_lines.h"
#include "cross/small_decks.h"

static int decide(int rightmost) {
  char *line = NULL;
  size_t cap = 0, n;
  unsigned long lineno = 0;
  uint8_t cards[ACCBRUTE_MAX_CARDS];
  int rc = 0;
  while (rc == 0 && getline(&line, &cap, stdin) >= 0) {
    lineno++;
    int got = dl_parse(line, strcspn(line, "\n"), cards, ACCBRUTE_MAX_CARDS,
                       &n);
    if (got == 0)
      continue;
    int won = got < 0 ? -1 : accbrute_decide(cards, n, rightmost, 1, NULL, NULL);
    if (won < 0) {
      fprintf(stderr, "accordion_brute_tool: line %lu: bad or too long deal\n",
              lineno);
      rc = 1;
    } else {
      puts(won ? "winnable" : "unwinnable");
    }
  }
  free(line);
  return rc;
}

static int gen(uint64_t seed, unsigned long count, int maxn, int maxr) {
  uint8_t cards[ACCBRUTE_MAX_CARDS];
  for (unsigned long k = 0; k < count; k++) {
    size_t n = sd_deck(&seed, maxn, maxr, cards);
    for (size_t p = 0; p < n; p++) {
      char tok[3];
      dl_format(cards[p], tok);
      printf("%s%c", tok, p + 1 < n ? ' ' : '\n');
    }
  }
  return 0;
}

int main(int argc, char **argv) {
  if (argc == 3 && strcmp(argv[1], "decide") == 0 &&
      (strcmp(argv[2], "any") == 0 || strcmp(argv[2], "rightmost") == 0))
    return decide(strcmp(argv[2], "rightmost") == 0);
  if (argc == 6 && strcmp(argv[1], "gen") == 0) {
    int maxn = atoi(argv[4]), maxr = atoi(argv[5]);
    if (maxn >= 1 && maxn <= ACCBRUTE_MAX_CARDS && maxr >= 1 && maxr <= 13)
      return gen(strtoull(argv[2], NULL, 10), strtoul(argv[3], NULL, 10),
                 maxn, maxr);
  }
  fprintf(stderr, "usage: accordion_brute_tool decide any|rightmost < DEALS\n"
                  "       accordion_brute_tool gen SEED COUNT MAXN MAXR\n");
  return 2;
}
