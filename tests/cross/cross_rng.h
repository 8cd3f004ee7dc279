/*
** cross_rng.h: the one random generator of the cross-checks (prefix
** cross_): a splitmix64 stream of their own, so that their instances
** depend on nothing in the library and a seed gives the same instances
** in every build.
*/
#ifndef CROSS_RNG_H
#define CROSS_RNG_H

#include <stdint.h>

/* The next 64 random bits of stream *s. */
static inline uint64_t cross_next64(uint64_t *s) {
  uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/* A value in [0, bound), bound >= 1 (slight modulo bias is harmless). */
static inline int cross_below(uint64_t *s, int bound) {
  return (int)(cross_next64(s) % (uint64_t)bound);
}

#endif /* CROSS_RNG_H */
