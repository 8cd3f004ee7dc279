/*
** accordion_block.c: the choice of a closed block (accordion_search.h).
** A block is a run of piles [l, r) (0-based) that holds a legal move,
** whose first three tops match no top left of l (or l = 0), whose last
** three match no top at or right of r (or r = len), and which has three
** piles or more unless l = 0 or r = len.
**
** A set of tops is kept as a mask of ranks and a mask of suits: a card
** matches one of them iff its rank or its suit is in. The seals of all
** boundaries take one sweep each way, which stops once the swept tops
** hold every suit; the blocks tried are the pairs of sealed boundaries,
** few on a row of a pack, and none but the whole row on most rows.
*/
#include "games/accordion_search.h"
#include "games/accordion_bits.h"

/* The rank bit and the suit bit of a card, as masks a set of tops keeps:
** a card matches one of a set of tops iff one of its bits is in. */
static uint32_t rank_bit(uint8_t c) { return 1u << (c >> 2); }
static uint32_t suit_bit(uint8_t c) { return 1u << (c & 3); }

/*
** The boundaries sealed on the left: the b (0 < b < len) at which no top
** left of pile b matches row[b..b+3), in at[1..) after at[0] = 0; their
** count. 'rev': the same of the row read from the right (b piles from
** its right end, where no top at or right of len - b matches the three
** before). Once the swept tops hold every suit, every card matches one
** of them: the sweep stops there, a few piles in on a row of a pack.
*/
static size_t seals(const uint8_t *row, size_t len, int rev, uint8_t *at) {
#define TOP(k) row[rev ? len - 1 - (k) : (k)]
  size_t n = 0;
  uint32_t ranks = 0, suits = 0;
  at[n++] = 0;
  for (size_t b = 1; b < len && suits != 0xf; b++) {
    ranks |= rank_bit(TOP(b - 1));
    suits |= suit_bit(TOP(b - 1));
    uint32_t r3 = 0, s3 = 0;
    for (size_t k = b; k < len && k < b + 3; k++)
      r3 |= rank_bit(TOP(k)), s3 |= suit_bit(TOP(k));
    if (!(ranks & r3) && !(suits & s3))
      at[n++] = (uint8_t)b;
  }
  return n;
#undef TOP
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
  uint8_t lefts[BLOCK_MAX_PILES + 1], rights[BLOCK_MAX_PILES + 1];
  uint8_t mv[2 * BLOCK_MAX_PILES][2];
  if (len < 2 || len > BLOCK_MAX_PILES)
    return 0;
  size_t nl = seals(row, len, 0, lefts), nr = seals(row, len, 1, rights);
  if (nl == 1 && nr == 1)
    return 0; /* the whole row, the one block, leaves nothing out */
  size_t n = legal(row, len, mv), best = n;
  for (size_t i = 0; i < nl; i++) {
    size_t a = lefts[i];
    for (size_t j = 0; j < nr; j++) {
      size_t b = len - rights[nr - 1 - j]; /* from the left */
      if (b < a + 2 || (a > 0 && b < len && b - a < 3))
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
