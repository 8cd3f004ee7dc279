/*
** accordion_phash.h: the polynomial row hash, for searches that hash a
** child without making it (the beams).
**
** The hash of row[0..len) is the sum of (row[k] + 1) B^k mod 2^64 over
** the piles k, for the odd B below. With the prefix sums pre[k] of a
** row, the hash of the child where pile j goes onto pile i follows in
** O(1): the piles before i are unchanged, pile i holds row[j], the
** piles between keep their places, and those after j move one place
** left (times B^-1). The depth-first pass hashes the row it has made
** instead (accordion_pos.h), which needs no sums.
*/
#ifndef WN_ACCORDION_PHASH_H
#define WN_ACCORDION_PHASH_H

#include <stddef.h>
#include <stdint.h>

#define ACCORDION_PHASH_BASE UINT64_C(0x9e3779b97f4a7c15)

/* B^-1 mod 2^64 by Newton's iteration: right to 3 bits, each step
** doubles that. */
static inline uint64_t accordion_phash_inverse(void) {
  uint64_t x = ACCORDION_PHASH_BASE;
  for (int k = 0; k < 5; k++)
    x *= 2 - ACCORDION_PHASH_BASE * x;
  return x;
}

/* pre[0..len]: the prefix sums of row[0..len), power[k] = B^k. */
static inline void accordion_phash_prefix(const uint8_t *row, size_t len,
                                          const uint64_t *power,
                                          uint64_t *pre) {
  pre[0] = 0;
  for (size_t k = 0; k < len; k++)
    pre[k + 1] = pre[k] + (uint64_t)(row[k] + 1) * power[k];
}

/* The hash of the child of row[0..len) where pile j goes onto pile i
** (0-based), from the row's prefix sums; binv = B^-1. */
static inline uint64_t accordion_phash_child(const uint8_t *row, size_t len,
                                             const uint64_t *pre,
                                             const uint64_t *power,
                                             uint64_t binv, uint32_t j,
                                             uint32_t i) {
  return pre[i] + (uint64_t)(row[j] + 1) * power[i] + (pre[j] - pre[i + 1]) +
         (pre[len] - pre[j + 1]) * binv;
}

#endif /* WN_ACCORDION_PHASH_H */
