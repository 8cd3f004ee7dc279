/*
** accordion_block.c: the choice of a closed block (accordion_block.h).
**
** A set of tops is kept as a mask of ranks and a mask of suits: a card
** matches one of them iff its rank or its suit is in. The seals of all
** boundaries take one sweep each way; the blocks tried are the pairs of
** sealed boundaries, few on a row of a pack.
*/
#include "games/accordion_block.h"
#include "games/accordion_rules.h"

struct feats {
  uint32_t ranks, suits;
};

static void feats_add(struct feats *f, uint8_t c) {
  f->ranks |= 1u << (c >> 2);
  f->suits |= 1u << (c & 3);
}

static int feats_hit(struct feats f, uint8_t c) {
  return (int)((f.ranks >> (c >> 2) & 1) | (f.suits >> (c & 3) & 1));
}

/* left[b] (0 < b < len): no top left of pile b matches row[b..b+3);
** right[b]: no top at or right of pile b matches row[b-3..b); left[0]
** and right[len], the row's ends, are 1. */
static void seal(const uint8_t *row, size_t len, uint8_t *left,
                 uint8_t *right) {
  struct feats f = {0, 0};
  left[0] = right[len] = 1;
  for (size_t b = 1; b < len; b++) {
    feats_add(&f, row[b - 1]);
    left[b] = 1;
    for (size_t k = b; k < len && k < b + 3; k++)
      left[b] &= (uint8_t)!feats_hit(f, row[k]);
  }
  f = (struct feats){0, 0};
  for (size_t b = len - 1; b > 0; b--) {
    feats_add(&f, row[b]);
    right[b] = 1;
    for (size_t k = b >= 3 ? b - 3 : 0; k < b; k++)
      right[b] &= (uint8_t)!feats_hit(f, row[k]);
  }
}

/* The legal moves of the row as (from, to) pairs, 0-based; their count. */
static size_t legal(const uint8_t *row, size_t len, uint8_t (*mv)[2]) {
  size_t n = 0;
  for (size_t j = 1; j < len; j++)
    for (size_t d = 1; d <= 3 && d <= j; d += 2)
      if (accordion_match(row[j], row[j - d]))
        mv[n][0] = (uint8_t)j, mv[n][1] = (uint8_t)(j - d), n++;
  return n;
}

int accordion_block_find(const uint8_t *row, size_t len, size_t *l,
                         size_t *r) {
  uint8_t left[BLOCK_MAX_PILES + 1], right[BLOCK_MAX_PILES + 1];
  uint8_t mv[2 * BLOCK_MAX_PILES][2];
  if (len < 2 || len > BLOCK_MAX_PILES)
    return 0;
  size_t n = legal(row, len, mv), best = n;
  seal(row, len, left, right);
  for (size_t a = 0; a < len; a++) {
    if (!left[a])
      continue;
    for (size_t b = a + 2; b <= len; b++) {
      if (!right[b] || (a > 0 && b < len && b - a < 3))
        continue;
      size_t in = 0;
      for (size_t k = 0; k < n; k++)
        in += mv[k][1] >= a && mv[k][0] < b;
      if (in && in < best)
        best = in, *l = a, *r = b;
    }
  }
  return best < n;
}
