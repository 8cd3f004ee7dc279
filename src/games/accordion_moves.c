/*
** accordion_moves.c: the moves of a position in the pass's order (the
** 3-left moves from the left, then the 1-left moves from the right),
** each with its child's dead-end test read from the tally, and a row's
** closed block. Moves are packed two bits a pile as the sleep sets keep
** them (accordion_sleep.h): walking the odd bits upwards, then the even
** bits downwards, is the order.
*/
#include "games/accordion_bits.h"
#include "games/accordion_search.h"

#ifndef NDEBUG
/* For asserts: the legal moves of row[0..len), one pile at a time. */
static size_t count_moves_plain(const uint8_t *row, size_t len) {
  size_t count = 0;
  for (size_t k = 1; k < len; k++)
    count += accordion_match(row[k], row[k - 1]) +
             (k >= 3 && accordion_match(row[k], row[k - 3]));
  return count;
}

/* For asserts: the test read from the tally agrees with the child made
** in full (the move is made and taken back). */
static int child_check(accordion_search *s, size_t len, uint32_t j,
                       uint32_t d, unsigned refuted) {
  accordion_move m = {.from = j, .to = j - d};
  uint8_t c = accordion_pos_apply(&s->pos, len, m);
  int wins = len - 1 < 2 || accordion_pos_may_win(&s->pos, len - 1);
  accordion_pos_undo(&s->pos, len - 1, m, c);
  return wins == !refuted;
}
#endif

/* What generate works with, move after move. */
struct gen {
  int for_best;    /* keep refuted moves (CAND_REFUTED) */
  size_t legal;    /* legal moves seen (for an assert) */
};

/* Push the move of pile j (1-based) d to its left. Returns whether the
** child fails the dead-end test. */
#if defined(__GNUC__)
__attribute__((always_inline)) /* in push_piles' loop */
#endif
static inline unsigned push_move(accordion_search *s, size_t len,
                                 struct gen *g, uint32_t j, uint32_t d) {
  unsigned refuted = !accordion_child_may_win(&s->pos.tally, s->pos.row,
                                              len, j - 1, j - 1 - d);
  assert(child_check(s, len, j, d, refuted));
  /* written always, kept or not: no branch on the test's outcome */
  s->cands[s->ncands] = j << 2 | (uint32_t)(d == 3) << 1 | refuted;
  s->ncands += (!refuted) | g->for_best;
  return refuted;
}

/* The legal moves of piles k0..k0+15 (k0 % 16 == 0), as done[] keeps. */
static inline uint64_t chunk_moves(const accordion_search *s, size_t len,
                                   size_t k0) {
  uint64_t one, three;
  accordion_word_moves(s->pos.row, len, k0, &one, &three);
  uint64_t moves = accordion_sleep_pack(one >> 1 | three);
  if (len > k0 + 8) {
    accordion_word_moves(s->pos.row, len, k0 + 8, &one, &three);
    moves |= accordion_sleep_pack(one >> 1 | three) << 16;
  }
  return moves;
}

/* Push the moves of 'moves' (piles k0..k0+15) of one kind, 3-left moves
** ('three') from the left or 1-left ones (EVEN_BITS, accordion_sleep.h)
** from the right, but those known lost at f, and add those whose child
** fails the test to f's known lost (in and out of done[] with a shift:
** the mask is in its layout). */
#if defined(__GNUC__)
__attribute__((always_inline)) /* once for a short row, no loop */
#endif
static inline void push_piles(accordion_search *s, size_t len, struct gen *g,
                              struct accordion_frame *f, size_t k0,
                              uint64_t moves, int three) {
  moves &= three ? ~EVEN_BITS : EVEN_BITS;
  /* piles from SLEEP_PILES on keep no bits */
  int bits = k0 < SLEEP_PILES;
  unsigned at = 2 * (unsigned)(k0 % 32);
  uint64_t asleep = 0, refuted = 0;
  if (s->sleep && !g->for_best && bits) /* the best line may pass there */
    asleep = f->sleep.done[k0 / 32] >> at & moves;
#ifndef NDEBUG
  for (uint64_t m = moves; m; m &= m - 1) /* the asleep ones too */
    g->legal++;
#endif
  for (moves &= ~asleep; moves;) {
    int bit = three ? wn_ctz64(moves) : wn_msb64(moves);
    moves ^= UINT64_C(1) << bit;
    uint32_t j = (uint32_t)(k0 + (size_t)bit / 2) + 1;
    refuted |= (uint64_t)push_move(s, len, g, j, three ? 3 : 1) << bit;
  }
  if (s->sleep && bits) /* a dead end is lost */
    f->sleep.done[k0 / 32] |= refuted << at;
}

/* Keep of the candidates cands[f->next..) those of the row's closed
** block (accordion_search.h), if it has one that leaves a move out: once
** the block's moves have failed, the row is lost. A solve whose rows
** seldom have such a block stops looking: the look costs more than the
** moves it drops. */
static void keep_block(accordion_search *s, size_t len,
                       const struct accordion_frame *f) {
  size_t l, r, kept = f->next;
  if (++s->block_tried == BLOCK_TRIAL &&
      s->block_cut * BLOCK_RARE < BLOCK_TRIAL)
    s->blocking = 0; /* from the next row on */
  if (!accordion_block_find(s->pos.row, len, s->pos.tally.tops, &l, &r))
    return;
  for (size_t k = f->next; k < s->ncands; k++) {
    size_t from = (size_t)(s->cands[k] >> 2) - 1;
    size_t to = from - (s->cands[k] & 2 ? 3 : 1);
    if (to >= l && from < r) /* inside the block */
      s->cands[kept++] = s->cands[k];
  }
  s->block_cut += kept < s->ncands;
  s->ncands = kept;
}

int accordion_generate(accordion_search *s, size_t len, int for_best,
                       struct accordion_frame *f) {
  if (s->ncands + 2 * len > s->candcap) { /* rarely: no call */
    int rc = wn_mem_grow(s->mem, (void **)&s->cands, &s->candcap,
                         s->ncands + 2 * len, sizeof *s->cands);
    if (rc)
      return rc;
  }
  f->next = f->end = (uint32_t)s->ncands;
  struct gen g = {.for_best = for_best};
  uint64_t moves[4]; /* rows of up to 64 piles: each chunk read once */
  size_t chunks = (len + 15) / 16;
  int kept = chunks <= 4;
  for (size_t k = 0; k < chunks; k++) {
    uint64_t m = chunk_moves(s, len, 16 * k);
    if (kept)
      moves[k] = m;
    push_piles(s, len, &g, f, 16 * k, m, 1);
  }
  for (size_t k = chunks; k-- > 0;)
    push_piles(s, len, &g, f, 16 * k,
               kept ? moves[k] : chunk_moves(s, len, 16 * k), 0);
  assert(g.legal == count_moves_plain(s->pos.row, len)); /* none missed */
  if (!for_best && s->blocking && len <= BLOCK_MAX_PILES)
    keep_block(s, len, f);
  f->end = (uint32_t)s->ncands;
  return 0;
}
