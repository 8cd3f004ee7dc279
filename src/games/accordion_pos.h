/*
** accordion_pos.h: a position of the any rule's depth-first search: the
** row of pile tops at rowbuf + ROW_PAD, a tally of them kept as moves
** are made and taken back, its hash, and the dead-end test read from
** the tally. Invariant: the tally is that of row[0..len), and the
** ROW_PAD bytes before the row and every byte after it as far as the
** word reads reach are zero.
*/
#ifndef WN_ACCORDION_POS_H
#define WN_ACCORDION_POS_H

#include "core/core.h"
#include "winnable/accordion.h"
#include "games/accordion_bits.h"

/* The tops of a row counted by rank, suit and card, and their set as a
** tops word (accordion_bits.h); the pass and the beams keep them. */
struct accordion_tally {
  uint64_t tops;               /* bit 16 s + r: a top of suit s, rank r */
  int32_t rank[13], suit[4];   /* tops of each rank, of each suit */
  int32_t card[WN_NCARDS];     /* tops equal to each card */
};

/* Set *t to the tally of row[0..len). */
static inline void accordion_tally_init(struct accordion_tally *t,
                                        const uint8_t *row, size_t len) {
  memset(t, 0, sizeof *t);
  for (size_t k = 0; k < len; k++) {
    t->rank[row[k] >> 2]++, t->suit[row[k] & 3]++, t->card[row[k]]++;
    t->tops |= accordion_card_bit(row[k]);
  }
}

/* One top equal to c leaves the row. */
static inline void accordion_tally_remove(struct accordion_tally *t,
                                          uint8_t c) {
  t->rank[c >> 2]--, t->suit[c & 3]--;
  if (--t->card[c] == 0)
    t->tops &= ~accordion_card_bit(c);
}

/* One top equal to c comes back. */
static inline void accordion_tally_add(struct accordion_tally *t, uint8_t c) {
  t->rank[c >> 2]++, t->suit[c & 3]++, t->card[c]++;
  t->tops |= accordion_card_bit(c);
}

/* The dead-end test (docs/accordion.md) of a row of 'piles' >= 2 with
** tops word t, its leftmost top 'left' held by 'left_count' piles. */
static inline int accordion_tops_may_win(uint64_t t, uint8_t left,
                                         int32_t left_count, size_t piles) {
  if (piles >= 3 && left_count == 1)
    t &= ~accordion_card_bit(left);
  return accordion_dead_end_passes(t, accordion_matching_bits(left), piles);
}

/* Shifts of up to ROW_BLOCK piles move one block with no loop (no trip
** count to predict); ROW_TAIL bytes after the right pad keep it in. */
#define ROW_BLOCK 16
#define ROW_TAIL (ROW_BLOCK - ROW_PAD)
#define HASH_SHORT 24 /* rows this long hash as three words, no loop */

typedef struct accordion_pos {
  uint8_t *row;               /* rowbuf + ROW_PAD */
  uint8_t *rowbuf;
  size_t rowcap;
  struct accordion_tally tally;
} accordion_pos;

/* Make room for n piles with every pad zeroed (the left pad is never
** written). Returns 0 or a wn_mem code. */
static inline int accordion_pos_grow(accordion_pos *p, wn_mem *mem,
                                     size_t n) {
  size_t after = n + ROW_PAD + ROW_TAIL; /* bytes from row[0] on */
  if (after < HASH_SHORT + 1) /* a child's hash reads one byte further */
    after = HASH_SHORT + 1;
  int rc = wn_mem_grow(mem, (void **)&p->rowbuf, &p->rowcap, ROW_PAD + after,
                       1);
  if (!rc) {
    memset(p->rowbuf, 0, p->rowcap);
    p->row = p->rowbuf + ROW_PAD;
  }
  return rc;
}

static inline void accordion_pos_release(accordion_pos *p, wn_mem *mem) {
  wn_mem_free(mem, p->rowbuf, p->rowcap);
  p->row = p->rowbuf = NULL;
  p->rowcap = 0;
}

/* Set the position to cards[0..n) (room made by accordion_pos_grow). */
static inline void accordion_pos_set(accordion_pos *p, const uint8_t *cards,
                                     size_t n) {
  memcpy(p->row, cards, n);
  accordion_tally_init(&p->tally, cards, n);
}

/* row[k] = row[k + 1] for k in [from, len - 1): words go the way the
** bytes move and each is read before it is written. */
static inline void accordion_row_shift_left(uint8_t *row, size_t from,
                                            size_t len) {
  if (len - from <= ROW_BLOCK + 1) {
    uint8_t b[ROW_BLOCK];
    memcpy(b, row + from + 1, ROW_BLOCK);
    memcpy(row + from, b, ROW_BLOCK);
    return;
  }
  for (size_t k = from; k + 1 < len; k += 8) {
    uint64_t w;
    memcpy(&w, row + k + 1, 8);
    memcpy(row + k, &w, 8);
  }
}

/* row[k + 1] = row[k] for k from len - 1 down to from: the words start
** at from + 8 m, the highest first, so the top one is the partial one. */
static inline void accordion_row_shift_right(uint8_t *row, size_t from,
                                             size_t len) {
  if (len - from <= ROW_BLOCK) {
    uint8_t b[ROW_BLOCK];
    memcpy(b, row + from, ROW_BLOCK);
    memcpy(row + from + 1, b, ROW_BLOCK);
    return;
  }
  for (size_t k = from + (len - from - 1) / 8 * 8 + 8; k > from;) {
    uint64_t w;
    k -= 8;
    memcpy(&w, row + k, 8);
    memcpy(row + k + 1, &w, 8);
  }
}

/* Make the legal move m on the row of len piles. Returns the top it
** covers (accordion_pos_undo needs it); that top leaves the tally. */
static inline uint8_t accordion_pos_apply(accordion_pos *p, size_t len,
                                          accordion_move m) {
  uint8_t *row = p->row;
  uint32_t j = m.from - 1, i = m.to - 1;
  uint8_t c = row[i];
  row[i] = row[j];
  accordion_row_shift_left(row, j, len);
  row[len - 1] = 0; /* the bytes after the row stay zeros */
  accordion_tally_remove(&p->tally, c);
  return c;
}

/* Take back move m, which covered top c (len: the piles after it). */
static inline void accordion_pos_undo(accordion_pos *p, size_t len,
                                      accordion_move m, uint8_t c) {
  uint8_t *row = p->row;
  uint32_t j = m.from - 1, i = m.to - 1;
  accordion_row_shift_right(row, j, len); /* reopen the gap at j */
  row[j] = row[i];
  row[i] = c;
  accordion_tally_add(&p->tally, c);
}

/* The hash of the row of len piles: its words times odd constants plus
** its length (no mask: zeros follow the row). The tables mix it and
** compare keys in full, so quality matters little. */
#define HASH_K0 UINT64_C(0x9e3779b97f4a7c15)
#define HASH_K1 UINT64_C(0xc2b2ae3d27d4eb4f)
#define HASH_K2 UINT64_C(0x165667b19e3779f9)
static inline uint64_t accordion_row_hash(const uint8_t *row, size_t len) {
  if (len <= HASH_SHORT) /* independent products: no chain, no loop */
    return accordion_load_word(row) * HASH_K0 +
           accordion_load_word(row + 8) * HASH_K1 +
           accordion_load_word(row + 16) * HASH_K2 + len;
  uint64_t h = len;
  for (size_t k = 0; k < len; k += 8)
    h = (h + accordion_load_word(row + k)) * HASH_K0;
  return h;
}

/* accordion_row_hash of the position's row. */
static inline uint64_t accordion_pos_hash(const accordion_pos *p, size_t len) {
  return accordion_row_hash(p->row, len);
}

/* Word k (bytes k..k+7) of the child of row[0..len) where pile j goes
** onto pile i (0-based, i < j), without making the move: the bytes
** before j as they are but byte i, which holds row[j], and those from
** j on read one byte further (the zeros after the row come in last). */
static inline uint64_t accordion_child_word(const uint8_t *row, size_t k,
                                            uint32_t j, uint32_t i) {
  uint64_t w;
  if (k + 8 <= j) {
    w = accordion_load_word(row + k);
  } else if (k >= j) {
    w = accordion_load_word(row + k + 1);
  } else { /* j inside the word */
    uint64_t low = (UINT64_C(1) << 8 * (j - k)) - 1;
    w = (accordion_load_word(row + k) & low) |
        (accordion_load_word(row + k + 1) & ~low);
  }
  if ((size_t)i - k < 8) {
    unsigned at = 8 * (unsigned)(i - k);
    w = (w & ~(UINT64_C(0xff) << at)) | (uint64_t)row[j] << at;
  }
  return w;
}

/* accordion_row_hash of that child (len - 1 piles), from the parent's
** row (read one byte further than the parent's hash): for fetching
** ahead. */
static inline uint64_t accordion_child_hash(const uint8_t *row, size_t len,
                                            uint32_t j, uint32_t i) {
  size_t clen = len - 1;
  if (clen <= HASH_SHORT)
    return accordion_child_word(row, 0, j, i) * HASH_K0 +
           accordion_child_word(row, 8, j, i) * HASH_K1 +
           accordion_child_word(row, 16, j, i) * HASH_K2 + clen;
  uint64_t h = clen;
  for (size_t k = 0; k < clen; k += 8)
    h = (h + accordion_child_word(row, k, j, i)) * HASH_K0;
  return h;
}

/* The dead-end test on the row of len >= 2 piles, from the tally. */
static inline int accordion_pos_may_win(const accordion_pos *p, size_t len) {
  uint8_t left = p->row[0];
  return accordion_tops_may_win(p->tally.tops, left, p->tally.card[left],
                                len);
}

/* The dead-end test of the child where pile j goes onto pile i (0-based
** j > i) of a row of len piles with tally t, without making the move:
** the child has lost the covered top c = row[i], and its leftmost top
** is row[j] if i = 0. */
static inline int accordion_child_may_win(const struct accordion_tally *t,
                                          const uint8_t *row, size_t len,
                                          uint32_t j, uint32_t i) {
  if (len - 1 < 2)
    return 1;
  uint8_t c = row[i], left = i == 0 ? row[j] : row[0];
  uint64_t tops = t->tops;
  if (t->card[c] == 1) /* the last top equal to c leaves */
    tops &= ~accordion_card_bit(c);
  return accordion_tops_may_win(tops, left, t->card[left] - (left == c),
                                len - 1);
}

#endif /* WN_ACCORDION_POS_H */
