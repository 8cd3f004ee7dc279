/*
** accordion_sleep.h: sleep sets, the moves known lost at one level of
** the depth-first search, and what a child inherits of them: those
** whose span (source to target pile) does not overlap the move it
** descends by, which commute with it (docs/accordion.md, "Sleep sets").
** Only lost moves are skipped, so verdicts cannot change.
**
** The layout, the one place it is defined: two bits a pile, bit 2 (b
** mod 32) of done[b / 32] the 1-left move of pile b (0-based, b < 64),
** the bit after it its 3-left move; piles from 64 on keep no bits. A
** "move word" (accordion_word_moves) has bit 6 of byte b for the 1-left
** move of pile k0 + b and bit 7 for its 3-left.
*/
#ifndef WN_ACCORDION_SLEEP_H
#define WN_ACCORDION_SLEEP_H

#include <assert.h>
#include <stddef.h>
#include <stdint.h>

#define SLEEP_PILES 64 /* piles with bits: two words of 32 piles */
#define EVEN_BITS UINT64_C(0x5555555555555555) /* the 1-left moves */

struct accordion_sleep {
  uint64_t done[2];
};

/* Mark pile b's move (0-based; 'three': its 3-left one) known lost. */
static inline void accordion_sleep_mark(struct accordion_sleep *s, size_t b,
                                        unsigned three) {
  if (b < SLEEP_PILES)
    s->done[b / 32] |= UINT64_C(1) << (2 * (b % 32) + three);
}

/* A move word's bits packed two a pile: bits 2b and 2b + 1 (16 bits). */
static inline uint64_t accordion_sleep_pack(uint64_t w) {
  uint64_t t = w >> 6 & UINT64_C(0x0303030303030303);
  t = (t | t >> 6) & UINT64_C(0x000f000f000f000f);
  t = (t | t >> 12) & UINT64_C(0x000000ff000000ff);
  return (t | t >> 24) & 0xffff;
}

/* The bits below bit k of a word (all of them when k >= 64). */
static inline uint64_t accordion_low_bits(size_t k) {
  return k >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << k) - 1;
}

/* The bits of word w (0 or 1) of a done pair below bit k of the pair. */
static inline uint64_t accordion_pair_below(size_t k, size_t w) {
  return k <= 64 * w ? 0 : accordion_low_bits(k - 64 * w);
}

/* The child's known lost after pile j goes onto pile i (0-based) at a
** level knowing 's': those whose span lies left of the move's target or
** right of its source (1-left moves of piles j + 2 on, 3-left ones of
** piles j + 4 on), the bits of the piles after j moved down one pile. */
static inline void accordion_sleep_child(const struct accordion_sleep *s,
                                              size_t j, size_t i,
                                              struct accordion_sleep *child) {
  uint64_t m[2];
  for (size_t w = 0; w < 2; w++)
    m[w] = s->done[w] & (accordion_pair_below(2 * i, w) |
                         (~accordion_pair_below(2 * j + 4, w) & EVEN_BITS) |
                         (~accordion_pair_below(2 * j + 8, w) & ~EVEN_BITS));
  uint64_t down[2] = {m[0] >> 2 | m[1] << 62, m[1] >> 2};
  for (size_t w = 0; w < 2; w++) {
    uint64_t low = accordion_pair_below(2 * j, w);
    child->done[w] = (m[w] & low) | (down[w] & ~low);
  }
}

#endif /* WN_ACCORDION_SLEEP_H */
