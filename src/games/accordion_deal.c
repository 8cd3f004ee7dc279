/*
** accordion_deal.c: reproducible random Accordion deals.
**
** Deal (seed, index, n) is the first n cards of a partial Fisher-Yates
** shuffle of ceil(n/52) whole decks, card k of the unshuffled pack
** being k mod 52. Position i takes the card at i + below(total - i).
** Only positions below n are ever written back to 'out'; the few pack
** cards past n live in a small local tail.
**
** A tilted deal (accordion_deal_tilted) draws from the same pack kept as
** counts of each card left, with weights that make clashes one and three
** apart rarer, and adds up the log of uniform over tilted probability of
** each draw: the importance weight of the deal.
*/
#include <math.h>
#include "core/core.h"
#include "winnable/accordion.h"
#include "games/accordion_bits.h"

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

/* How many of the cards at out[i-1] and out[i-3] share a rank or a suit
** with card c (0, 1 or 2). */
static int matches(const uint8_t *out, size_t i, int c) {
  return (i >= 1 && accordion_match(out[i - 1], (uint8_t)c)) +
         (i >= 3 && accordion_match(out[i - 3], (uint8_t)c));
}

/* One tilted draw at position i from left[] (copies of each card still
** in the pack, 'remain' in all). Returns the card; adds log(uniform
** probability / tilted probability) of the draw to *log_weight.
** Weights are taken relative to the fewest matches m0 among the cards
** left, so their sum is at least 1 and nothing underflows. */
static int draw(wn_rng *rng, const uint8_t *out, size_t i, double lambda,
                const uint32_t *left, size_t remain, double *log_weight) {
  int m[WN_NCARDS], m0 = 2, last = -1;
  for (int c = 0; c < WN_NCARDS; c++)
    if (left[c]) {
      m[c] = matches(out, i, c);
      m0 = m[c] < m0 ? m[c] : m0;
    }
  double e[3], z = 0;
  for (int k = 0; k < 3; k++)
    e[k] = k >= m0 ? exp(-lambda * (k - m0)) : 0;
  for (int c = 0; c < WN_NCARDS; c++)
    if (left[c])
      z += left[c] * e[m[c]];
  double u = wn_rng_unit(rng) * z, acc = 0;
  for (int c = 0; c < WN_NCARDS; c++)
    if (left[c]) {
      last = c;
      acc += left[c] * e[m[c]];
      if (u < acc)
        break;
    }
  /* remain >= 1, so some card is left; rounding may leave u past acc */
  assert(last >= 0);
  *log_weight += log(z) - log((double)remain) + lambda * (m[last] - m0);
  return last;
}

void accordion_deal_tilted(uint64_t seed, uint64_t index, size_t n,
                           double lambda, uint8_t *out, double *log_weight) {
  size_t total = (n + WN_NCARDS - 1) / WN_NCARDS * WN_NCARDS;
  uint32_t left[WN_NCARDS];
  for (int c = 0; c < WN_NCARDS; c++)
    left[c] = (uint32_t)(total / WN_NCARDS);
  wn_rng rng;
  wn_rng_init(&rng, seed, WN_TAG_ACCORDION, index);
  *log_weight = 0;
  for (size_t i = 0; i < n; i++) {
    int c = draw(&rng, out, i, lambda, left, total - i, log_weight);
    out[i] = (uint8_t)c;
    left[c]--;
  }
}
