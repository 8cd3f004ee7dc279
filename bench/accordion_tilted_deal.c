/*
** accordion_tilted_deal.c: print tilted deals (accordion_deal_tilted),
** the deals of "winnable stats accordion --tilt LAMBDA", to look at them
** or to solve them again.
**
** Usage: accordion_tilted_deal SEED K LAMBDA INDEX...
** One line per index: the cards, then "# index I, log weight W, L legal
** first moves" (a comment to the readers of deal lines).
*/
#include <stdio.h>
#include <stdlib.h>
#include "winnable.h"

static int shares(int a, int b) { return a / 4 == b / 4 || a % 4 == b % 4; }

int main(int argc, char **argv) {
  if (argc < 5) {
    fprintf(stderr, "usage: accordion_tilted_deal SEED K LAMBDA INDEX...\n");
    return 2;
  }
  uint64_t seed = strtoull(argv[1], NULL, 10);
  size_t n = (size_t)strtoull(argv[2], NULL, 10);
  double lambda = strtod(argv[3], NULL);
  if (n < 1 || n > 52 || !(lambda >= 0 && lambda <= 20)) {
    fprintf(stderr, "accordion_tilted_deal: K from 1 to 52, LAMBDA from 0 "
            "to 20\n");
    return 2;
  }
  uint8_t cards[52];
  for (int a = 4; a < argc; a++) {
    uint64_t index = strtoull(argv[a], NULL, 10);
    double lw;
    accordion_deal_tilted(seed, index, n, lambda, cards, &lw);
    int moves = 0;
    for (size_t j = 1; j < n; j++)
      moves += shares(cards[j], cards[j - 1]) +
               (j >= 3 && shares(cards[j], cards[j - 3]));
    accordion_write_deal(stdout, cards, n);
    printf("  # index %llu, log weight %.6f, %d legal first moves\n",
           (unsigned long long)index, lw, moves);
  }
  return 0;
}
