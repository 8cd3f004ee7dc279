/*
** hitormiss_deal.c: reproducible random Hit or Miss decks.
**
** Deal (seed, index) is a Fisher-Yates shuffle of the pack 0..51 (card
** k is wn_card_make(k / 4 + 1, k % 4)) driven by the generator for
** (seed, WN_TAG_HITORMISS, index): for i = 51 down to 1, swap position
** i with position below(i + 1). Every one of the 52! orders is equally
** likely. This algorithm is frozen: changing it is an announced change.
*/
#include "core/core.h"
#include "winnable/hitormiss.h"

void hitormiss_deal(uint64_t seed, uint64_t index, uint8_t out[52]) {
  for (int k = 0; k < WN_NCARDS; k++)
    out[k] = (uint8_t)k;
  wn_rng rng;
  wn_rng_init(&rng, seed, WN_TAG_HITORMISS, index);
  for (int i = WN_NCARDS - 1; i > 0; i--) {
    int j = (int)wn_rng_below(&rng, (uint64_t)i + 1);
    uint8_t t = out[i];
    out[i] = out[j];
    out[j] = t;
  }
}
