/*
** accordion_block.c: the choice of a closed block (accordion_search.h).
** A block is a run of piles [l, r) (0-based) that holds a legal move,
** whose first three tops match no top left of l (or l = 0), whose last
** three match no top at or right of r (or r = len), and which has three
** piles or more unless l = 0 or r = len.
**
** A set of tops is kept as a mask of its ranks and suits (top_bits): a
** card matches one of them iff its rank or its suit is in. The seals of
** all boundaries take one sweep each way, which stops once every top of
** the row matches a swept one; the blocks tried are the pairs of sealed
** boundaries, few on a row of a pack, and none but the whole row on most
** rows.
*/
#include "games/accordion_search.h"
#include "games/accordion_bits.h"

/* A card as a set of tops keeps it: its rank's bit (0-12) and its
** suit's (16-19). A card matches a set of tops iff their bits meet. */
static inline uint32_t top_bits(uint8_t c) {
  return 1u << (c >> 2) | 1u << (16 + (c & 3));
}

/* The ranks (bits 0-12) and the suits (bits 16-19) of the tops word t
** (accordion_tally's: suit s in lane s), as top_bits keeps them. */
static uint32_t row_bits(uint64_t t) {
  uint64_t lanes = accordion_lanes_nonzero(t) >> 15; /* bit 16 s */
  uint32_t suits = (uint32_t)((lanes | lanes >> 15 | lanes >> 30 |
                               lanes >> 45) & 0xf);
  return (uint32_t)((t | t >> 16 | t >> 32 | t >> 48) & 0x1fff) |
         suits << 16;
}

/* The boundaries sealed on the left: the b (0 < b < len) at which no
** top left of pile b matches row[b..b+3), in at[1..) after at[0] = 0;
** their count. 'rev': the same read from the right. 'all' (row_bits):
** once the swept tops hold all the row's suits or ranks, every top
** matches one and the sweep stops, a few piles in on most rows. */
#if defined(__GNUC__)
__attribute__((always_inline)) /* one copy a direction */
#endif
static inline size_t seals(const uint8_t *row, size_t len, int rev,
                           uint32_t all, uint8_t *at) {
#define TOP(k) row[rev ? len - 1 - (k) : (k)]
  size_t n = 0;
  at[n++] = 0;
  uint32_t swept = 0, next1 = top_bits(TOP(0)), next2 = top_bits(TOP(1));
  uint32_t next3 = len > 2 ? top_bits(TOP(2)) : 0;
  for (size_t b = 1; b < len; b++) {
    swept |= next1; /* TOP(b - 1) */
    if (!(all & 0xf0000 & ~swept) || !(all & 0x1fff & ~swept))
      break;
    next1 = next2, next2 = next3;
    next3 = b + 2 < len ? top_bits(TOP(b + 2)) : 0;
    if (!(swept & (next1 | next2 | next3)))
      at[n++] = (uint8_t)b;
  }
  return n;
#undef TOP
}

/* The legal moves of row[0..len) (len <= 64): bit j of *one (of
** *three) set iff pile j may move onto the pile one (three) to its left.
** Reads the pads around the row (accordion_word_moves). */
static void move_masks(const uint8_t *row, size_t len, uint64_t *one,
                       uint64_t *three) {
  *one = *three = 0;
  for (size_t k0 = 0; k0 < len; k0 += 8) {
    uint64_t o, t;
    accordion_word_moves(row, len, k0, &o, &t);
    /* bit 7 of byte b to bit k0 + b */
    *one |= ((o >> 7) * 0x0102040810204080ULL) >> 56 << k0;
    *three |= ((t >> 7) * 0x0102040810204080ULL) >> 56 << k0;
  }
}

/* Bits lo..hi-1 (lo <= hi <= 64). */
static inline uint64_t bit_range(size_t lo, size_t hi) {
  return accordion_low_bits(hi) & ~accordion_low_bits(lo);
}

int accordion_block_find(const uint8_t *row, size_t len, uint64_t tops,
                         size_t *l, size_t *r) {
  uint8_t lefts[BLOCK_MAX_PILES + 1], rights[BLOCK_MAX_PILES + 1];
  if (len < 2 || len > BLOCK_MAX_PILES)
    return 0;
  uint32_t all = row_bits(tops);
  size_t nl = seals(row, len, 0, all, lefts);
  size_t nr = seals(row, len, 1, all, rights);
  if (nl == 1 && nr == 1)
    return 0; /* the whole row, the one block, leaves nothing out */
  uint64_t one, three;
  move_masks(row, len, &one, &three);
  size_t n = (size_t)(wn_popcount64(one) + wn_popcount64(three)), best = n;
  for (size_t i = 0; i < nl; i++) {
    size_t a = lefts[i];
    for (size_t j = 0; j < nr; j++) {
      size_t b = len - rights[nr - 1 - j]; /* from the left */
      if (b < a + 2 || (a > 0 && b < len && b - a < 3))
        continue;
      /* moves with both ends in [a, b): from a + 1 (a + 3) up */
      size_t in = (size_t)wn_popcount64(one & bit_range(a + 1, b));
      if (b > a + 3)
        in += (size_t)wn_popcount64(three & bit_range(a + 3, b));
      if (in && in < best)
        best = in, *l = a, *r = b;
    }
  }
  return best < n;
}
