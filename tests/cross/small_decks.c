/*
** small_decks.c: seeded random decks from small alphabets.
**
** Cards are bytes (rank - 1) * 4 + suit as in winnable.h. The deck is a
** pure function of the stream state it starts from.
*/
#include "cross/small_decks.h"

uint64_t sd_next64(uint64_t *s) {
  uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

int sd_below(uint64_t *s, int bound) {
  return (int)(sd_next64(s) % (uint64_t)bound);
}

/* k distinct values of 0..m-1 (m <= 13) into out[]. */
static void pick_distinct(uint64_t *s, int m, int k, int *out) {
  int all[13];
  for (int v = 0; v < m; v++)
    all[v] = v;
  for (int v = 0; v < k; v++) {
    int w = v + sd_below(s, m - v);
    int t = all[v];
    all[v] = all[w];
    all[w] = t;
    out[v] = all[v];
  }
}

size_t sd_deck(uint64_t *s, int maxn, int maxr, uint8_t *cards) {
  int ranks[13], suits[4];
  int n = 1 + sd_below(s, maxn);
  int nr = 1 + sd_below(s, maxr), ns = 1 + sd_below(s, 4);
  pick_distinct(s, 13, nr, ranks);
  pick_distinct(s, 4, ns, suits);
  for (int k = 0; k < n; k++)
    cards[k] = (uint8_t)(ranks[sd_below(s, nr)] * 4 + suits[sd_below(s, ns)]);
  return (size_t)n;
}
