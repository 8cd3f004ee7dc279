/*
** accordion_beam.c: beam searches for a winning Accordion line (any
** rule; docs/accordion.md, "Beams").
**
** A beam of width W keeps, at each depth, the W children of the last
** level with the lowest hardness: the sum over the row's tops of a
** weight that falls with the top's reach 5 r + l (r, l: its partners
** on the right and on the left). A child's hardness follows from its
** parent's in O(1) (child_hardness) from sums made once per parent
** (reach_and_gains). Invariant: every child kept passes the dead-end
** test, and no level keeps one row twice (told apart by a hash: a
** collision could only drop a row, never make a wrong line). Ties go
** by the order children were made in: a beam is a function of the deal
** and its widths alone. All state is in struct accordion_beam.
*/
#include "core/core.h"
#include "games/accordion_beam.h"
#include "games/accordion_pos.h"
#include "games/accordion_bits.h"

#define BEAM_MAX_CARDS 1023 /* longer rows are not beamed (accordion.c) */
#define REACH_MAX (5 * BEAM_MAX_CARDS) /* 5 per partner, on the right */
#define RIGHT_PARTNER 5 /* a partner on the right counts 5 on the left */
/* The weight of a reach r: WEIGHT_ONE / (r^2 / 5 + 3), falling fast
** with the first partners and slowly after; integers, so that the order
** of two rows never depends on rounding. */
#define WEIGHT_ONE (UINT64_C(1) << 26)
#define SEQ_BITS 24    /* a candidate's rank in its level, in its key */
#define BEAM_TOP_PILES 20 /* children of more piles: top_width of them */

/* A child waiting for selection (key = hardness << SEQ_BITS | seq), and
** how a kept row was reached (for the proof). */
struct beam_cand {
  uint64_t key;
  uint32_t parent;  /* index of the parent in the level */
  uint16_t from;    /* the move: 1-based source pile, distance 1 or 3 */
  uint8_t dist;
};

/* A slot of the children made at a level. */
struct beam_seen {
  uint64_t hash, stamp;
};

/* The kept rows of a level: ROW_PAD zeros, then each row and ROW_PAD
** zeros; and their tallies, each made from its parent's. */
struct beam_rows {
  uint8_t *rows;
  struct accordion_tally *tally;
};

struct accordion_beam {
  uint32_t weight[REACH_MAX];  /* weight of each reach */
  /* weight[r - 1] - weight[r] (weight[r - 5] - weight[r]): a top of
  ** reach r losing a partner on its left (right); 0 when it has none
  ** (reach_and_gains sums it then, but never reads those sums) */
  int32_t lose1[REACH_MAX], lose5[REACH_MAX];
  size_t weights;         /* entries filled (weights_upto) */
  int distinct;           /* no card of the deal is dealt twice */
  int64_t lose1_rank[13], lose1_suit[4], lose1_card[WN_NCARDS];
  struct beam_seen *seen; /* hashes of the children made at a level */
  size_t seencap;
  uint64_t stamp;         /* of the level being made: older entries of
                          ** seen[] are empty slots */
  /* the rest of a run's scratch, one block carved by carve() */
  void *block;
  size_t blockcap;
  struct beam_rows cur, next; /* this level's rows and the next's */
  struct beam_cand *cands;/* the best children so far: a max-heap */
  uint64_t *entered;      /* the hashes of seen[] in the order entered */
  struct beam_cand *steps;/* (n - 1) levels of width entries (no keys) */
  int32_t *reach;         /* per pile of the parent being expanded */
  int64_t *gain_left;     /* per pile of it: see reach_and_gains */
};

accordion_beam *accordion_beam_new(wn_mem *mem) {
  accordion_beam *b = wn_mem_alloc(mem, sizeof *b);
  if (b)
    memset(b, 0, sizeof *b);
  return b;
}

void accordion_beam_free(accordion_beam *b, wn_mem *mem) {
  if (b) {
    wn_mem_free(mem, b->seen, b->seencap * sizeof *b->seen);
    wn_mem_free(mem, b->block, b->blockcap);
    wn_mem_free(mem, b, sizeof *b);
  }
}

/* Weights (WEIGHT_ONE) filled up to reach 'upto', a division each:
** reach 0, a top nothing can cover, weighs most. */
static void weights_upto(accordion_beam *b, size_t upto) {
  for (size_t r = b->weights; r < upto; r++) {
    b->weight[r] = (uint32_t)(WEIGHT_ONE / ((uint64_t)r * r / 5 + 3));
    b->lose1[r] = r >= 1 ? (int32_t)(b->weight[r - 1] - b->weight[r]) : 0;
    b->lose5[r] = r >= 5 ? (int32_t)(b->weight[r - 5] - b->weight[r]) : 0;
  }
  if (upto > b->weights)
    b->weights = upto;
}

static inline uint32_t weigh(const accordion_beam *b, int32_t reach) {
  assert(reach >= 0); /* a partner counted is a partner there */
  assert(reach < (int32_t)b->weights); /* 5 per partner at most */
  return b->weight[reach];
}

#ifndef NDEBUG
/* For asserts: whether t is the tally of row[0..len). */
static int tally_right(const struct accordion_tally *t, const uint8_t *row,
                       size_t len) {
  struct accordion_tally full;
  accordion_tally_init(&full, row, len);
  return memcmp(&full, t, sizeof full) == 0;
}
#endif

/*
** Fill b->reach for row[0..len) and what a top's leaving costs the
** others: when top i leaves, each top left of it that matches it loses
** a partner on its right (its weight rises by lose5 of its reach), each
** one right of it a partner on its left (lose1). That sum is
**   gain(i) = (sum of lose1 over all tops matching i, i left out)
**           + (sum of lose5 - lose1 over those left of i),
** so one pass from the left fills the second term (gain_left) and the
** totals per rank, suit and card of the first (lose1_*: a copy of a card
** matches by rank and by suit but is one partner, so the sums per card
** are taken off once; gain_of reads them). A top's reach is 5 r + l with
** l its partners on the left, counted on the way, and r its partners in
** all less l. 'distinct': no card is on two piles, so the sums per card
** are the top's own terms and are not kept (each caller has its own
** copy, with 'distinct' a constant). 'all' is the row's tally. Returns
** the row's hardness.
*/
#if defined(__GNUC__)
__attribute__((always_inline)) /* one copy per value of 'distinct' */
#endif
static inline uint64_t reach_and_gains_of(accordion_beam *b,
                                          const uint8_t *row, size_t len,
                                          const struct accordion_tally *all,
                                          int distinct) {
  /* locals, not b's fields: stores through b->reach could alias them */
  int32_t lrank[13] = {0}, lsuit[4] = {0}, lcard[WN_NCARDS]; /* left of k */
  int64_t drank[13] = {0}, dsuit[4] = {0}, dcard[WN_NCARDS];
  int64_t trank[13] = {0}, tsuit[4] = {0}, tcard[WN_NCARDS];
  if (!distinct) {
    memset(lcard, 0, sizeof lcard);
    memset(dcard, 0, sizeof dcard);
    memset(tcard, 0, sizeof tcard);
  }
  int32_t *reach_of = b->reach;
  int64_t *gain_left = b->gain_left;
  const int32_t *lose1 = b->lose1, *lose5 = b->lose5;
  uint64_t hard = 0;
  for (size_t k = 0; k < len; k++) {
    uint8_t c = row[k];
    unsigned r = c >> 2, u = c & 3;
    int32_t l = lrank[r] + lsuit[u] - (distinct ? 0 : lcard[c]);
    int32_t partners = /* the other tops matching c */
        all->rank[r] + all->suit[u] - (distinct ? 1 : all->card[c]) - 1;
    int32_t reach = RIGHT_PARTNER * (partners - l) + l;
    reach_of[k] = reach;
    hard += weigh(b, reach);
    gain_left[k] = drank[r] + dsuit[u] - (distinct ? 0 : dcard[c]);
    int64_t one = lose1[reach], d = lose5[reach] - one;
    drank[r] += d, dsuit[u] += d;
    trank[r] += one, tsuit[u] += one;
    lrank[r]++, lsuit[u]++;
    if (!distinct)
      dcard[c] += d, tcard[c] += one, lcard[c]++;
  }
  memcpy(b->lose1_rank, trank, sizeof trank);
  memcpy(b->lose1_suit, tsuit, sizeof tsuit);
  if (!distinct)
    memcpy(b->lose1_card, tcard, sizeof tcard);
  return hard;
}

static uint64_t reach_and_gains(accordion_beam *b, const uint8_t *row,
                                size_t len, const struct accordion_tally *all) {
  return b->distinct ? reach_and_gains_of(b, row, len, all, 1)
                     : reach_and_gains_of(b, row, len, all, 0);
}

/* gain(i) of reach_and_gains: the change of the others' weights. */
static inline int64_t gain_of(const accordion_beam *b, const uint8_t *row,
                              uint32_t i) {
  uint8_t c = row[i];
  int64_t all = b->lose1_rank[c >> 2] + b->lose1_suit[c & 3] -
                (b->distinct ? b->lose1[b->reach[i]] : b->lose1_card[c]);
  return all - b->lose1[b->reach[i]] + b->gain_left[i];
}

/*
** The hardness of the child of row[0..len) (hardness 'hard', reach and
** gains filled) where pile j goes onto pile i = j - dist (0-based): the
** covered top Y = row[i] leaves, its partners lose one each (the gains);
** the moving top X = row[j] loses Y, a partner on its left. After a
** 3-left move X has jumped over the two tops between: each of them
** that matches X had it on its right and now has it on its left (its
** reach falls by 4), and X now has it on its right (X's rises by 4).
*/
static uint64_t child_hardness(const accordion_beam *b, const uint8_t *row,
                               uint64_t hard, uint32_t j, uint32_t i) {
  uint8_t x = row[j], y = row[i];
  int32_t rx = b->reach[j], rx_after = rx - 1;
  int64_t d = -(int64_t)weigh(b, b->reach[i]) + gain_of(b, row, i);
  for (uint32_t k = i + 1; k < j; k++) { /* the jumped-over tops */
    int32_t my = accordion_match(row[k], y), mx = accordion_match(row[k], x);
    d += (int64_t)weigh(b, b->reach[k] - my - 4 * mx) -
         weigh(b, b->reach[k] - my);
    rx_after += 4 * mx;
  }
  /* gain_of counted X as a partner of Y on its right, losing 1 */
  d += (int64_t)weigh(b, rx_after) - weigh(b, rx - 1);
  return (uint64_t)((int64_t)hard + d);
}

/* The hardness of row[0..len) in full, for asserts. */
#ifndef NDEBUG
static uint64_t hardness_plain(const accordion_beam *b, const uint8_t *row,
                               size_t len) {
  uint64_t hard = 0;
  for (size_t k = 0; k < len; k++) {
    int32_t reach = 0;
    for (size_t m = 0; m < len; m++)
      if (m != k && accordion_match(row[k], row[m]))
        reach += m > k ? RIGHT_PARTNER : 1;
    hard += weigh(b, reach);
  }
  return hard;
}
#endif

/* The hash by which a level tells its children apart, of the child of
** row[0..len) where pile j goes onto pile i (0-based), read without
** making the move: each word mixed into the next (accordion_row_hash,
** linear in the words, lets rows differing in two places collide, and
** the beam compares no rows in full). */
static uint64_t child_hash(const uint8_t *row, size_t len, uint32_t j,
                           uint32_t i) {
  uint64_t h = len;
  for (size_t k = 0; k + 1 < len; k += 8)
    h = wn_mix64(h ^ accordion_child_word(row, k, j, i));
  return h;
}

/* Slots for twice 'children' hashes: a power of two, 16 at least. */
static size_t slots_for(size_t children) {
  size_t slots = 16;
  while (slots < 2 * children)
    slots *= 2;
  return slots;
}

/* Take 'bytes' (rounded up to 8) from the block at *at. */
static void *carve(accordion_beam *b, size_t *at, size_t bytes) {
  void *p = (char *)b->block + *at;
  *at += (bytes + 7) / 8 * 8;
  return p;
}

/* Room for a beam of 'width' on n cards. */
static int beam_grow(accordion_beam *b, wn_mem *mem, size_t n,
                     size_t width) {
  size_t children = 2 * width * n, had = b->seencap;
  int rc = wn_mem_grow(mem, (void **)&b->seen, &b->seencap,
                       slots_for(children), sizeof *b->seen);
  if (rc)
    return rc;
  if (b->seencap > had) /* stamp 0: never the current one */
    memset(b->seen + had, 0, (b->seencap - had) * sizeof *b->seen);
  size_t rows = width * (n + ROW_PAD) + ROW_PAD; /* a pad after each */
  size_t tallies = width * sizeof(struct accordion_tally);
  size_t need = children * sizeof *b->entered +
                (width + width * (n - 1)) * sizeof *b->cands +
                n * (sizeof *b->gain_left + sizeof *b->reach) +
                2 * (tallies + rows) + 9 * 8; /* 9 carves, each rounded up */
  if ((rc = wn_mem_grow(mem, &b->block, &b->blockcap, need, 1)) != 0)
    return rc;
  size_t at = 0;
  b->entered = carve(b, &at, children * sizeof *b->entered);
  b->cands = carve(b, &at, width * sizeof *b->cands);
  b->steps = carve(b, &at, width * (n - 1) * sizeof *b->steps);
  b->gain_left = carve(b, &at, n * sizeof *b->gain_left);
  b->reach = carve(b, &at, n * sizeof *b->reach);
  b->cur.tally = carve(b, &at, tallies);
  b->next.tally = carve(b, &at, tallies);
  b->cur.rows = carve(b, &at, rows);
  b->next.rows = carve(b, &at, rows);
  assert(at <= need);
  return 0;
}

/* What one level of a beam works with. */
struct level {
  size_t len;             /* piles of its rows */
  size_t width;           /* rows it may keep */
  size_t stride;          /* the beam's width: b->steps per level */
  size_t kept;            /* children in the heap b->cands */
  size_t made;            /* children made (their sequence numbers) */
  size_t slots;           /* of b->seen in use, a power of two */
  size_t most_slots;      /* room for twice the children it can have */
  size_t entered;         /* hashes in b->seen (b->entered) */
};

/* Put h (mixed: its low bits pick a slot) into b->seen's first lv->slots. */
static int seen_put(accordion_beam *b, const struct level *lv, uint64_t h) {
  size_t k = (size_t)h & (lv->slots - 1);
  for (; b->seen[k].stamp == b->stamp; k = (k + 1) & (lv->slots - 1))
    if (b->seen[k].hash == h)
      return 0;
  b->seen[k] = (struct beam_seen){.hash = h, .stamp = b->stamp};
  return 1;
}

/* Enter hash h among the children met at this level; 0 if it was there.
** The slots in use start few (a small table stays in cache) and double,
** under a new stamp, whenever they would be more than half full, up to
** lv->most_slots, whose half holds every child a level can have. */
static int seen_add(accordion_beam *b, struct level *lv, uint64_t h) {
  if (2 * (lv->entered + 1) > lv->slots && lv->slots < lv->most_slots) {
    lv->slots *= 2;
    b->stamp++; /* empties the slots: enter the level's hashes again */
    for (size_t k = 0; k < lv->entered; k++)
      seen_put(b, lv, b->entered[k]);
  }
  if (!seen_put(b, lv, h))
    return 0;
  b->entered[lv->entered++] = h;
  return 1;
}

/* The heap b->cands[0..count): each key at least its children's. */
static void sift_down(struct beam_cand *heap, size_t count, size_t k) {
  struct beam_cand c = heap[k];
  for (size_t m; (m = 2 * k + 1) < count; k = m) {
    if (m + 1 < count && heap[m + 1].key > heap[m].key)
      m++;
    if (heap[m].key <= c.key)
      break;
    heap[k] = heap[m];
  }
  heap[k] = c;
}

static void sift_up(struct beam_cand *heap, size_t k) {
  struct beam_cand c = heap[k];
  for (; k > 0 && heap[(k - 1) / 2].key < c.key; k = (k - 1) / 2)
    heap[k] = heap[(k - 1) / 2];
  heap[k] = c;
}

/* Put child c into the level's heap of its lv->width best. The caller
** has checked that it beats the worst of a full heap. */
static void offer(accordion_beam *b, struct level *lv, struct beam_cand c) {
  if (lv->kept < lv->width) {
    b->cands[lv->kept] = c;
    sift_up(b->cands, lv->kept++);
  } else {
    b->cands[0] = c;
    sift_down(b->cands, lv->kept, 0);
  }
}

/* Offer the children of row[0..lv->len) (parent index p, ROW_PAD
** readable bytes either side) that pass the dead-end test and were not
** met at this level. A child whose key cannot beat the worst of a full
** heap is dropped before its test and hash: a twin of a row dropped or
** pushed out of the heap has a higher key still. */
static void expand(accordion_beam *b, struct level *lv, const uint8_t *row,
                   uint32_t p) {
  size_t len = lv->len;
  const struct accordion_tally *t = &b->cur.tally[p];
  assert(tally_right(t, row, len));
  uint64_t hard = reach_and_gains(b, row, len, t);
  assert(hard == hardness_plain(b, row, len));
  for (size_t k0 = 0; k0 < len; k0 += 8) {
    uint64_t one, three;
    accordion_word_moves(row, len, k0, &one, &three);
    for (uint64_t moves = one >> 1 | three; moves; moves &= moves - 1) {
      int bit = wn_ctz64(moves);
      uint32_t j = (uint32_t)(k0 + (size_t)bit / 8), dist = bit & 1 ? 3 : 1;
      uint32_t i = j - dist;
      uint64_t key = child_hardness(b, row, hard, j, i) << SEQ_BITS |
                     lv->made++;
      if ((lv->kept == lv->width && key > b->cands[0].key) ||
          !accordion_child_may_win(t, row, len, j, i))
        continue;
      if (seen_add(b, lv, child_hash(row, len, j, i)))
        offer(b, lv, (struct beam_cand){.key = key, .parent = p,
                                        .from = (uint16_t)(j + 1),
                                        .dist = (uint8_t)dist});
    }
  }
}

/* Write the line to row 'at' of the level after 'depth' to proof[]. */
static void trace_proof(const accordion_beam *b, size_t width, size_t depth,
                        uint32_t at, accordion_move *proof) {
  for (size_t d = depth + 1; d-- > 0;) {
    const struct beam_cand *s = &b->steps[d * width + at];
    proof[d].from = s->from;
    proof[d].to = s->from - s->dist;
    at = s->parent;
  }
}

/* Make the heap's children, best first (lowest key: hardness, then the
** order they were made in), the next level's rows, in b->next. */
static void select_rows(accordion_beam *b, const struct level *lv,
                        size_t depth) {
  size_t len = lv->len;
  memset(b->next.rows, 0, ROW_PAD); /* the pad before the first row */
  for (size_t k = lv->kept; k > 1; k--) { /* heap sort: ascending keys */
    struct beam_cand top = b->cands[0];
    b->cands[0] = b->cands[k - 1];
    b->cands[k - 1] = top;
    sift_down(b->cands, k - 1, 0);
  }
  for (size_t k = 0; k < lv->kept; k++) {
    const struct beam_cand *c = &b->cands[k];
    uint8_t *child = b->next.rows + ROW_PAD + k * (len - 1 + ROW_PAD);
    const uint8_t *parent =
        b->cur.rows + ROW_PAD + (size_t)c->parent * (len + ROW_PAD);
    memcpy(child, parent, len);
    b->next.tally[k] = b->cur.tally[c->parent];
    accordion_tally_remove(&b->next.tally[k], parent[c->from - c->dist - 1]);
    accordion_move m = {.from = c->from, .to = c->from - c->dist};
    int rc = accordion_play(child, len, m);
    assert(rc == 0); /* expand only makes legal moves */
    (void)rc;
    /* the key's hardness, made in O(1) from the parent's, is the row's */
    assert(c->key >> SEQ_BITS == hardness_plain(b, child, len - 1));
    memset(child + len - 1, 0, ROW_PAD); /* the pad after it */
    b->steps[depth * lv->stride + k] = *c;
  }
}

int accordion_beam_run(accordion_beam *b, wn_mem *mem, wn_budget *budget,
                       const uint8_t *cards, size_t n,
                       size_t width, size_t top_width,
                       accordion_move *proof, accordion_move *best,
                       size_t *nbest) {
  assert(n >= 2 && n <= BEAM_MAX_CARDS && width >= 1);
  assert(top_width >= 1 && top_width <= width);
  if (width * 2 * n >= (size_t)1 << SEQ_BITS)
    return ACCORDION_NO_LINE; /* too wide to number the candidates */
  int rc = beam_grow(b, mem, n, width);
  if (rc)
    return rc;
  struct level lv = {.len = n, .width = width, .stride = width};
  weights_upto(b, 5 * n); /* a reach is below 5 n */
  memset(b->cur.rows, 0, n + 2 * ROW_PAD); /* level 0: the dealt row */
  memcpy(b->cur.rows + ROW_PAD, cards, n);
  accordion_tally_init(&b->cur.tally[0], cards, n);
  b->distinct = 1;
  for (size_t k = 0; k < n; k++)
    b->distinct &= b->cur.tally[0].card[cards[k]] == 1;
  size_t rows = 1;
  for (size_t depth = 0; rows; depth++) {
    lv.len = n - depth;
    lv.kept = lv.made = 0;
    lv.width = lv.len - 1 > BEAM_TOP_PILES ? top_width : width;
    b->stamp++;
    lv.most_slots = slots_for(2 * rows * lv.len);
    lv.slots = slots_for(4 * rows) < lv.most_slots ? slots_for(4 * rows)
                                                   : lv.most_slots;
    lv.entered = 0;
    if (depth > *nbest) { /* the best row of this level: the best line */
      trace_proof(b, width, depth - 1, 0, best);
      *nbest = depth;
    }
    for (size_t p = 0; p < rows; p++) {
      if (wn_budget_tick(budget))
        return ACCORDION_STOPPED;
      expand(b, &lv, b->cur.rows + ROW_PAD + p * (lv.len + ROW_PAD),
             (uint32_t)p);
    }
    select_rows(b, &lv, depth);
    rows = lv.kept;
    if (rows && lv.len == 2) { /* its children have one pile: won */
      trace_proof(b, width, depth, 0, proof);
      return ACCORDION_WON;
    }
    struct beam_rows was = b->cur; /* the next level's rows become this's */
    b->cur = b->next;
    b->next = was;
  }
  return ACCORDION_NO_LINE;
}
