/*
** small_decks.c: seeded random decks from small alphabets.
**
** Cards are bytes (rank - 1) * 4 + suit as in winnable.h. The deck is a
** pure function of the stream state it starts from.
*/
#include "cross/small_decks.h"

/* k distinct values of 0..m-1 (m <= 13) into out[]. */
static void pick_distinct(uint64_t *s, int m, int k, int *out) {
  int all[13];
  for (int v = 0; v < m; v++)
    all[v] = v;
  for (int v = 0; v < k; v++) {
    int w = v + cross_below(s, m - v);
    int t = all[v];
    all[v] = all[w];
    all[w] = t;
    out[v] = all[v];
  }
}

size_t sd_deck(uint64_t *s, int maxn, int maxr, uint8_t *cards) {
  int ranks[13], suits[4];
  int n = 1 + cross_below(s, maxn);
  int nr = 1 + cross_below(s, maxr), ns = 1 + cross_below(s, 4);
  pick_distinct(s, 13, nr, ranks);
  pick_distinct(s, 4, ns, suits);
  for (int k = 0; k < n; k++)
    cards[k] = (uint8_t)(ranks[cross_below(s, nr)] * 4 +
                         suits[cross_below(s, ns)]);
  return (size_t)n;
}
