/*
** hitormiss_write.c: batches of random decks as text, deck lines or
** contest input (what "winnable deal hitormiss" prints).
*/
#include "core/core.h"
#include "winnable/hitormiss.h"

int hitormiss_write_deals(FILE *out, uint64_t seed, uint64_t first,
                          uint64_t count, unsigned players) {
  if (players)
    fprintf(out, "%llu\n", (unsigned long long)count);
  for (uint64_t k = 0; k < count && !ferror(out); k++) {
    uint8_t deck[HITORMISS_CARDS];
    hitormiss_deal(seed, first + k, deck);
    if (players)
      fprintf(out, "%u", players);
    for (int i = 0; i < HITORMISS_CARDS; i++) {
      char tok[3];
      wn_card_format(deck[i], tok);
      if (!players)
        fprintf(out, i ? " %s" : "%s", tok);
      else
        fprintf(out, " %d", wn_card_rank(deck[i]));
    }
    putc('\n', out);
  }
  return ferror(out) ? WN_EIO : 0;
}
