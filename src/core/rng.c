/*
** rng.c: the counter-based deal generator. The stream of instance k of
** seed s in game g starts from mix(mix(mix(s) ^ g) ^ k) and then steps
** as SplitMix64. Frozen: deals printed today must be dealt again by
** every later version (docs/formats.md states the algorithm).
*/
#include "core/core.h"

#define GOLDEN 0x9e3779b97f4a7c15ULL

void wn_rng_init(wn_rng *rng, uint64_t seed, uint64_t game_tag,
                 uint64_t index) {
  uint64_t s = wn_mix64(seed + GOLDEN);
  s = wn_mix64((s ^ game_tag) + GOLDEN);
  rng->state = wn_mix64((s ^ index) + GOLDEN);
}

uint64_t wn_rng_next(wn_rng *rng) {
  rng->state += GOLDEN;
  return wn_mix64(rng->state);
}

/* Rejection keeps it unbiased: drop the lowest (2^64 mod bound) values. */
uint64_t wn_rng_below(wn_rng *rng, uint64_t bound) {
  assert(bound >= 1);
  uint64_t threshold = (0 - bound) % bound;
  for (;;) {
    uint64_t x = wn_rng_next(rng);
    if (x >= threshold)
      return x % bound;
  }
}

double wn_rng_unit(wn_rng *rng) {
  return (double)(wn_rng_next(rng) >> 11) * 0x1.0p-53;
}
