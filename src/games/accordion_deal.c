/*
** accordion_deal.c: reproducible random Accordion deals.
**
** Deal (seed, index, n) is the first n cards of a partial Fisher-Yates
** shuffle of ceil(n/52) whole decks, card k of the unshuffled pack
** being k mod 52. Position i takes the card at i + below(total - i).
** Only positions below n are ever written back to 'out'; the few pack
** cards past n live in a small local tail.
*/
#include "core/core.h"
#include "winnable/accordion.h"

void accordion_deal(uint64_t seed, uint64_t index, size_t n, uint8_t *out) {
  size_t total = (n + WN_NCARDS - 1) / WN_NCARDS * WN_NCARDS;
  uint8_t tail[WN_NCARDS];           /* pack positions n .. total-1 */
  assert(total - n < WN_NCARDS);     /* fewer than one deck past n */
  for (size_t k = 0; k < total; k++) {
    uint8_t c = (uint8_t)(k % WN_NCARDS);
    if (k < n)
      out[k] = c;
    else
      tail[k - n] = c;
  }
  wn_rng rng;
  wn_rng_init(&rng, seed, WN_TAG_ACCORDION, index);
  for (size_t i = 0; i < n; i++) {
    size_t j = i + (size_t)wn_rng_below(&rng, total - i);
    uint8_t *pj = j < n ? &out[j] : &tail[j - n];
    uint8_t t = out[i];
    out[i] = *pj;
    *pj = t;
  }
}
