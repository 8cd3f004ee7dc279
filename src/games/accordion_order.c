/*
** accordion_order.c: the moves of a position, in the order a pass tries
** them, each with its child's dead-end test read from the tally.
**
** Scored order: first cover the top with the fewest matching tops left
** (the hardest to get rid of later), then prefer 3-left moves a little,
** then piles further left. Restarts add noise below the gap between two
** degree classes, so it reorders moves that cover tops of equal degree
** and never the others; past s->cross_states positions a pass may also
** add a whole degree step at random (s->pass.cross), so a move can
** overtake the next class. The order is only a heuristic: every move
** not known lost is still tried.
**
** The legal moves are found eight piles at a time (accordion_bits.h).
** The noise is drawn for every legal move, in the order of the piles
** (each pile's 1-left move first), whether or not the move is pushed,
** so leaving a move out never changes the order of the others.
*/
#include <stdlib.h>
#include "games/accordion_block.h"
#include "games/accordion_rules.h"
#include "games/accordion_search.h"

#define DEGREE_CAP 100000  /* keeps a score inside an int on any deal */
#define DEGREE_STEP 16000  /* one matching top more: above every tie-break */
#define PILE_STEP 16       /* one pile further left */
#define THREE_LEFT_PILES 30 /* a 3-left move is worth 30 piles further left */
#define NOISE_BITS 12      /* noise below 2^12, less than DEGREE_STEP */
#define NOISE (1 << NOISE_BITS)
#define SORT_BY_INSERTION 64 /* longer lists go to qsort */
#define SHORT_ROW 16       /* rows whose moves fit one packed mask */

static int score(const int32_t *nrank, const int32_t *nsuit, uint8_t covered,
                 uint32_t from, uint32_t to) {
  int degree = nrank[covered >> 2] + nsuit[covered & 3] - 2;
  if (degree > DEGREE_CAP)
    degree = DEGREE_CAP;
  return -DEGREE_STEP * degree +
         PILE_STEP * (THREE_LEFT_PILES * (from - to == 3) - (int)from);
}

/* The sort key of a move (see accordion_cand): ascending, best first. */
static accordion_cand cand_make(int score, uint32_t from, uint32_t dist,
                                unsigned refuted) {
  uint32_t high = ~((uint32_t)score ^ 0x80000000u); /* higher score: lower */
  return (uint64_t)high << 32 | (uint64_t)from << 2 |
         (uint64_t)(dist == 3) << 1 | refuted;
}

static int cand_order(const void *pa, const void *pb) {
  accordion_cand a = *(const accordion_cand *)pa,
                 b = *(const accordion_cand *)pb;
  return (a > b) - (a < b);
}

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
  int nbits;       /* noise bits left in 'bits' */
  uint64_t bits;
  size_t legal;    /* legal moves seen (for an assert) */
  int short_cut;   /* the children keep 3 piles or more: 'others' holds */
  uint64_t others; /* the tops but the leftmost if no other top equals
                   ** it: a child's tops that the test reads, before
                   ** its covered card leaves */
};

/* The child's dead-end test, from g->others when it keeps the leftmost. */
static inline int gen_may_win(const accordion_search *s, size_t len,
                              const struct gen *g, uint32_t j, uint32_t i) {
  const struct accordion_tally *t = &s->pos.tally;
  uint8_t c = s->pos.row[i], left = s->pos.row[0];
  if (!g->short_cut || i == 0 || c == left)
    return accordion_child_may_win(t, s->pos.row, len, j, i);
  uint64_t others = g->others & ~(t->card[c] == 1 ? accordion_card_bit(c) : 0);
  return accordion_dead_end_passes(others, accordion_matching_bits(left),
                                   len - 1);
}

/* The noise of the next legal move (noise on). */
static inline int draw_noise(accordion_search *s, struct gen *g) {
  if (!g->nbits) {
    g->bits = wn_rng_next(&s->pass.rng);
    g->nbits = 64 / NOISE_BITS;
  }
  int sc = (int)(g->bits & (NOISE - 1));
  g->bits >>= NOISE_BITS;
  g->nbits--;
  if (s->pass.cross)
    sc += (int)(wn_rng_next(&s->pass.rng) & 1) * DEGREE_STEP;
  return sc;
}

/*
** Push the move of pile j (1-based) d to its left, with its score. A
** move 'asleep' (known lost) only draws its noise. Returns whether the
** child fails the dead-end test.
*/
#if defined(__GNUC__)
__attribute__((always_inline)) /* in push_word's loop and push_short's */
#endif
static inline unsigned push_move(accordion_search *s, size_t len,
                                 struct gen *g, uint32_t j, uint32_t d,
                                 unsigned asleep) {
  int sc = 0;
  g->legal++;
  if (s->pass.noise) {
    sc = draw_noise(s, g);
    if (asleep)
      return 0;
  }
  sc += s->pass.order == ORDER_SCORED
            ? score(s->pos.tally.rank, s->pos.tally.suit,
                    s->pos.row[j - 1 - d], j, j - d)
        : s->pass.order == ORDER_RIGHT ? (int)(2 * j + (d == 3))
                                       : 0;
  unsigned refuted = !gen_may_win(s, len, g, j - 1, j - 1 - d);
  assert(child_check(s, len, j, d, refuted));
  /* written always, kept or not: no branch on the test's outcome */
  s->cands[s->ncands] = cand_make(sc, j, d, refuted);
  s->ncands += (!refuted) | g->for_best;
  return refuted;
}

/*
** The moves to push of a mask of legal moves, 'asleep' those known
** lost: all of them with noise (an asleep move draws its noise), else
** all but the asleep ones (counted as legal all the same, for the
** assert of generate).
*/
static inline uint64_t skip_asleep(const accordion_search *s, struct gen *g,
                                   uint64_t moves, uint64_t asleep) {
  if (s->pass.noise)
    return moves;
#ifndef NDEBUG
  for (uint64_t m = asleep; m; m &= m - 1)
    g->legal++;
#else
  (void)g;
#endif
  return moves & ~asleep;
}

/* Push the legal moves of piles k0..k0+7 but those known lost at f, and
** add those whose child fails the test to f's known lost. */
static void push_word(accordion_search *s, size_t len, struct gen *g,
                      struct accordion_frame *f, size_t k0) {
  uint64_t one, three;
  accordion_word_moves(s->pos.row, len, k0, &one, &three);
  uint64_t moves = one >> 1 | three; /* a move word (accordion_sleep.h) */
  if (!s->sleep) { /* certificates: every move */
    for (; moves; moves &= moves - 1) {
      int bit = wn_ctz64(moves);
      push_move(s, len, g, (uint32_t)(k0 + (size_t)bit / 8) + 1,
                1 + 2 * (uint32_t)(bit & 1), 0);
    }
    return;
  }
  uint64_t asleep = accordion_sleep_word(&f->sleep, k0) & moves, refuted = 0;
  if (g->for_best) /* the best line may pass there */
    asleep = 0;
  moves = skip_asleep(s, g, moves, asleep);
  for (; moves; moves &= moves - 1) {
    int bit = wn_ctz64(moves);
    refuted |= (uint64_t)push_move(s, len, g,
                                   (uint32_t)(k0 + (size_t)bit / 8) + 1,
                                   1 + 2 * (uint32_t)(bit & 1),
                                   (unsigned)(asleep >> bit & 1))
               << bit;
  }
  accordion_sleep_add_word(&f->sleep, k0, refuted); /* a dead end is lost */
}

/*
** push_word for rows of up to SHORT_ROW piles: the moves of both words
** packed into one mask in the layout of done[0], so one loop with no
** branch per word walks them and the known lost go in and out of
** done[0] without a conversion.
*/
static void push_short(accordion_search *s, size_t len, struct gen *g,
                       struct accordion_frame *f) {
  uint64_t one, three;
  accordion_word_moves(s->pos.row, len, 0, &one, &three);
  uint64_t moves = accordion_sleep_pack(one >> 1 | three);
  if (len > 8) {
    accordion_word_moves(s->pos.row, len, 8, &one, &three);
    moves |= accordion_sleep_pack(one >> 1 | three) << 16;
  }
  uint64_t asleep = 0, refuted = 0;
  if (s->sleep && !g->for_best)
    asleep = f->sleep.done[0] & moves;
  moves = skip_asleep(s, g, moves, asleep);
  for (; moves; moves &= moves - 1) {
    int bit = wn_ctz64(moves);
    refuted |= (uint64_t)push_move(s, len, g, (uint32_t)bit / 2 + 1,
                                   1 + 2 * (uint32_t)(bit & 1),
                                   (unsigned)(asleep >> bit & 1))
               << bit;
  }
  if (s->sleep) /* a dead end is lost */
    f->sleep.done[0] |= refuted;
}

/* Sort list[0..count) ascending: insertion sort for short lists. */
static void sort_cands(accordion_cand *list, size_t count) {
  if (count > SORT_BY_INSERTION) {
    qsort(list, count, sizeof *list, cand_order);
    return;
  }
  for (size_t k = 1; k < count; k++) {
    accordion_cand c = list[k];
    size_t m = k;
    for (; m > 0 && list[m - 1] > c; m--)
      list[m] = list[m - 1];
    list[m] = c;
  }
}

/* Drop of the sorted candidates cands[f->next..) those after the last
** move inside the row's closed block, if it leaves a move out
** (accordion_block.h), or with s->pass.alone every move outside it:
** once the block's moves have failed, the row is lost. A deal whose
** rows seldom have such a block stops looking: the look costs more
** than the moves it drops. */
static void keep_block(accordion_search *s, size_t len,
                       const struct accordion_frame *f) {
  size_t l, r, kept = f->next;
  if (++s->block_tried == BLOCK_TRIAL &&
      s->block_cut * BLOCK_RARE < BLOCK_TRIAL)
    s->block_states = UINT64_MAX; /* from the next row on */
  if (!accordion_block_find(s->pos.row, len, &l, &r))
    return;
  for (size_t k = f->next; k < s->ncands; k++) {
    size_t from = (size_t)(s->cands[k] >> 2 & 0x3fffffff) - 1;
    size_t to = from - (s->cands[k] & 2 ? 3 : 1);
    if (to < l || from >= r) /* outside the block */
      continue;
    if (s->pass.alone) /* the block's moves alone, in their order */
      s->cands[kept++] = s->cands[k];
    else /* every move up to the block's last */
      kept = k + 1;
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
  const uint8_t *row = s->pos.row;
  struct gen g = {.for_best = for_best, .short_cut = len - 1 >= 3,
                  .others = s->pos.tally.tops};
  if (s->pos.tally.card[row[0]] == 1)
    g.others &= ~accordion_card_bit(row[0]);
  if (len <= SHORT_ROW)
    push_short(s, len, &g, f);
  else
    for (size_t k0 = 0; k0 < len; k0 += 8)
      push_word(s, len, &g, f, k0);
  assert(g.legal == count_moves_plain(row, len)); /* the words saw them all */
  sort_cands(s->cands + f->next, s->ncands - f->next);
  if (!for_best && accordion_pass_states(s) >= s->block_states)
    keep_block(s, len, f);
  f->end = (uint32_t)s->ncands;
  return 0;
}
