/*
** rightmost.c: decides Accordion under the rightmost rule
** (Codeforces 208B: only the last pile moves, 1 or 3 places left).
**
** Invariant: every pile left of the last three still holds its dealt
** card, so a position is (piles m, last three tops), and there are at
** most n * D^3 of them, D being the number of distinct cards dealt plus
** one for "no pile" (fewer than three piles). Cards are renamed to ids
** 0..D-2 in order of value (D-1: no pile), which changes nothing but the
** indexing: a position is new iff its (m, ids) is. A position's key
** packs its three ids (D <= 53) in 6 bits each.
**
** The search is a depth-first walk that enters each position once, in
** the order moves 1-left then 3-left, and stops at the first win; the
** positions entered are what --max-states counts. They are kept in a
** dense bitset of (n + 1) * 2^18 bits when that is at most
** DENSE_MAX_BITS (n <= 63: every contest deal; 1.7 MB for 52 cards; the
** 2^18 - D^3 unused keys of a level cost address space, not work: lines
** are cleared only when touched), else in a hash
** set of (m, key). The bitset is not cleared between solves: each
** 512-bit line carries the generation that last cleared it, and a line
** of an older generation is cleared when first touched, so a solve
** costs O(positions), not O(size of the bitset). A bitset refused by
** the allocator or --max-memory falls back to the hash set, so a memory
** cap never turns an answer the hash set could give into "unknown".
**
** A position that fails the dead-end test of the any rule
** (accordion_bits.h, docs/accordion.md) is not entered: the test only
** uses facts true of every legal line (cards never come back; the
** leftmost pile never moves), so it is sound under this rule too.
** Here it is read from a prefix set of the dealt cards left of the
** last three, in O(1).
**
** No I/O, no globals: all state is in struct rightmost_solver.
*/
#include "core/core.h"
#include "games/accordion_bits.h"
#include "games/rightmost.h"

#define DENSE_MAX_BITS (UINT64_C(1) << 24) /* 2 MB of bits */
#define LINE_SHIFT 9                       /* 512 bits, 8 words a line */

/* One level of the search: the position's key and the moves left. */
struct rframe {
  uint32_t alt;          /* key after the 3-left move, NO_MOVE if none */
  uint32_t kind;         /* the move being tried: 0 1-left, 1 3-left */
};

#define KEY(a, b, c) ((uint32_t)(a) << 12 | (uint32_t)(b) << 6 | (uint32_t)(c))
#define NO_MOVE UINT32_MAX

struct rightmost_solver {
  wn_u64set seen;        /* positions entered, when not dense */
  uint64_t *bits;        /* dense: bit (m << 3s) | key, valid per line */
  uint32_t *stamp;       /* generation each line was last cleared in */
  size_t nlines;         /* lines of bits[] and entries of stamp[] */
  uint32_t gen;          /* this solve's generation, never 0 */
  int dense;             /* this solve uses bits[] */
  uint8_t nopile;        /* the id of "no pile": distinct cards dealt */
  uint8_t *pad;          /* pad[k]: id of dealt card k - 3 (k < 3: no pile) */
  size_t padcap;
  uint64_t *rest;        /* rest[m]: tops word of dealt cards 1 .. m - 4 */
  size_t restcap;
  uint64_t bit[WN_NCARDS + 1];   /* id's bit in a tops word (no pile: 0) */
  uint64_t touch[WN_NCARDS + 1]; /* bits of the cards that id matches */
  struct rframe *st;     /* the search path */
  size_t stcap;
  uint64_t matches[WN_NCARDS + 1]; /* bit b of matches[a]: ids a, b match */
};

rightmost_solver *rightmost_new(wn_mem *mem) {
  rightmost_solver *rm = wn_mem_alloc(mem, sizeof *rm);
  if (!rm)
    return NULL;
  memset(rm, 0, sizeof *rm);
  wn_u64set_init(&rm->seen, mem);
  return rm;
}

static void drop_dense(rightmost_solver *rm, wn_mem *mem) {
  wn_mem_free(mem, rm->bits, rm->nlines * 64);
  wn_mem_free(mem, rm->stamp, rm->nlines * sizeof *rm->stamp);
  rm->bits = NULL;
  rm->stamp = NULL;
  rm->nlines = 0;
}

void rightmost_free(rightmost_solver *rm, wn_mem *mem) {
  if (!rm)
    return;
  wn_u64set_release(&rm->seen);
  drop_dense(rm, mem);
  wn_mem_free(mem, rm->pad, rm->padcap);
  wn_mem_free(mem, rm->rest, rm->restcap * sizeof *rm->rest);
  wn_mem_free(mem, rm->st, rm->stcap * sizeof *rm->st);
  wn_mem_free(mem, rm, sizeof *rm);
}

/*
** Rename cards[0..n) to ids into rm->pad; set nopile, matches, bit,
** touch and rest (rm->rest has room for n + 1 words).
*/
static void rename_cards(rightmost_solver *rm, const uint8_t *cards, size_t n) {
  uint8_t id[WN_NCARDS], value[WN_NCARDS];
  memset(id, 0, sizeof id);
  for (size_t k = 0; k < n; k++)
    id[cards[k]] = 1;
  uint32_t d = 0;
  for (uint8_t c = 0; c < WN_NCARDS; c++)
    if (id[c]) {
      value[d] = c;
      id[c] = (uint8_t)d++;
    }
  rm->pad[0] = rm->pad[1] = rm->pad[2] = (uint8_t)d;
  for (size_t k = 0; k < n; k++)
    rm->pad[k + 3] = id[cards[k]];
  memset(rm->matches, 0, sizeof rm->matches);
  for (uint32_t a = 0; a < d; a++)
    for (uint32_t b = 0; b < d; b++)
      if (accordion_match(value[a], value[b]))
        rm->matches[a] |= UINT64_C(1) << b;
  rm->nopile = (uint8_t)d; /* matches nothing */
  for (uint32_t a = 0; a < d; a++) {
    uint8_t c = value[a];
    rm->bit[a] = accordion_card_bit(c);
    rm->touch[a] = accordion_matching_bits(c);
  }
  rm->bit[d] = rm->touch[d] = 0;
  uint64_t tops = 0;
  for (size_t m = 0; m <= n; m++) {
    rm->rest[m] = tops;         /* dealt cards 1 .. m - 4 */
    if (m >= 4)                 /* card m - 3 joins for m + 1 */
      tops |= accordion_card_bit(cards[m - 3]);
  }
}

/*
** Make the dense bitset ready for 'bits' bits and a new generation.
** Returns 0, or a wn_mem code (the bitset is then dropped).
*/
static int dense_start(rightmost_solver *rm, wn_mem *mem, uint64_t bits) {
  size_t lines = (size_t)((bits + 511) >> LINE_SHIFT);
  if (lines > rm->nlines) {
    drop_dense(rm, mem);
    rm->bits = wn_mem_alloc(mem, lines * 64);
    rm->stamp = rm->bits ? wn_mem_alloc(mem, lines * sizeof *rm->stamp)
                         : NULL;
    if (!rm->stamp) {
      int rc = wn_mem_fail(mem);
      wn_mem_free(mem, rm->bits, lines * 64);
      rm->bits = NULL;
      return rc;
    }
    rm->nlines = lines;
    memset(rm->stamp, 0, lines * sizeof *rm->stamp);
    rm->gen = 0;
  }
  if (++rm->gen == 0) { /* wrapped: an old stamp could look current */
    memset(rm->stamp, 0, rm->nlines * sizeof *rm->stamp);
    rm->gen = 1;
  }
  return 0;
}

/*
** May position (m, key) still be won? With three piles or more, the
** piles but the leftmost must be connected by matches and the leftmost
** must match one of them (the leftmost pile never moves, so it covers
** nothing: docs/accordion.md). Sets of tops ignore repeats, which
** changes neither condition. Fewer than three piles: the moves decide.
*/
static inline int may_win(const rightmost_solver *rm, size_t m, uint32_t key) {
  uint64_t others = rm->bit[key >> 6 & 63] | rm->bit[key & 63];
  uint32_t left = key >> 12;
  if (m < 3)
    return 1;
  if (m >= 4) {
    others |= rm->rest[m] | rm->bit[left];
    left = rm->pad[3]; /* dealt card 0 */
  }
  return accordion_dead_end_passes(others, rm->touch[left], m);
}

/*
** Count position (m, key) as entered: 1 if it is new and may be won, 0
** if it was met before or is a dead end (marked as met, not counted, so
** it is tested once), ACCORDION_STOPPED when a limit ran out, or a
** wn_mem code.
*/
static inline int enter(rightmost_solver *rm, wn_budget *b, size_t m,
                        uint32_t key) {
  if (rm->dense) {
    uint64_t i = ((uint64_t)m << 18) | key;
    size_t line = (size_t)(i >> LINE_SHIFT);
    assert(line < rm->nlines); /* m <= n, key < 2^18: inside */
    if (rm->stamp[line] != rm->gen) {
      memset(rm->bits + line * 8, 0, 64);
      rm->stamp[line] = rm->gen;
    }
    uint64_t *w = rm->bits + (i >> 6), bit = UINT64_C(1) << (i & 63);
    if (*w & bit)
      return 0;
    *w |= bit;
  } else {
    int rc = wn_u64set_insert(&rm->seen, ((uint64_t)m << 24) | key);
    if (rc <= 0)
      return rc;
  }
  if (!may_win(rm, m, key))
    return 0;
  return wn_budget_tick(b) ? ACCORDION_STOPPED : 1;
}

/* The move the path makes at 'depth' of a deal of n cards. */
static inline accordion_move move_at(const rightmost_solver *rm, size_t n,
                                     size_t depth) {
  uint32_t m = (uint32_t)(n - depth);
  accordion_move mv = {.from = m,
                       .to = rm->st[depth].kind == 0 ? m - 1 : m - 3};
  return mv;
}

/* The moves of st[0..depth] (the last one included) as the proof. */
static int record(const rightmost_solver *rm, wn_mem *mem, size_t n,
                  size_t depth, accordion_move **proof, size_t *proofcap,
                  size_t *nproof) {
  int rc = wn_mem_grow(mem, (void **)proof, proofcap, depth + 1,
                       sizeof **proof);
  if (rc)
    return rc;
  for (size_t d = 0; d <= depth; d++)
    (*proof)[d] = move_at(rm, n, d);
  *nproof = depth + 1;
  return 0;
}

/*
** The best line: the first path to reach fewer piles than any before
** it. best[0..match) agree with the path; the moves after it are copied
** only when the path goes deeper than ever, so the copies cost no more
** than the moves the search makes (as the any rule's, accordion_pass.c).
*/
struct best {
  accordion_move *line;
  size_t *n, match;
};

/* The move at 'depth' was just made (legal, whether entered or not). */
static inline void best_move(struct best *b, const rightmost_solver *rm,
                             size_t n, size_t depth) {
  if (b->match > depth)
    b->match = depth;
  if (depth + 1 <= *b->n)
    return;
  for (size_t d = b->match; d <= depth; d++)
    b->line[d] = move_at(rm, n, d);
  *b->n = b->match = depth + 1;
}

/*
** The walk itself, once ids, frames and the seen set are ready. With
** last three tops a, b, c (key a<<12 | b<<6 | c) and u the id of the
** pile 3 left of c (dealt card m-4: pad[m-1]), the move 1 left (c onto
** b) gives u, a, c and the move 3 left (c onto u) gives c, a, b. A
** missing pile has the id "no pile", which matches nothing, so the
** match tests alone say which moves are legal.
*/
static int walk(rightmost_solver *rm, wn_mem *mem, wn_budget *b, size_t n,
                accordion_move **proof, size_t *proofcap, size_t *nproof,
                struct best *best) {
  struct rframe *st = rm->st;
  const uint8_t *pad = rm->pad;
  const uint64_t *matches = rm->matches;
  size_t depth = 0;
  uint32_t key = KEY(pad[n], pad[n + 1], pad[n + 2]);
  if (!may_win(rm, n, key)) /* the deal is a dead end: one position */
    return wn_budget_tick(b) ? ACCORDION_STOPPED : ACCORDION_LOST;
  int fresh = 1, rc = enter(rm, b, n, key);
  if (rc < 0)
    return rc;
  for (;;) {
    size_t m = n - depth;
    uint32_t child, kind = 1;
    if (fresh) { /* just entered (m, key): find both moves */
      uint32_t ta = key >> 12, tb = key >> 6 & 63, tc = key & 63;
      uint32_t u = pad[m - 1];
      uint64_t mc = matches[tc];
      st[depth].alt = mc >> u & 1 ? KEY(tc, ta, tb) : NO_MOVE;
      if (mc >> tb & 1) {
        child = KEY(u, ta, tc);
        kind = 0;
      }
    }
    if (kind) { /* the 3-left move, if any and not tried yet */
      child = st[depth].alt;
      st[depth].alt = NO_MOVE;
      if (child == NO_MOVE) {
        if (depth == 0)
          return ACCORDION_LOST;
        depth--;
        fresh = 0;
        continue;
      }
    }
    st[depth].kind = kind;
    best_move(best, rm, n, depth);
    if (m == 2)
      return (rc = record(rm, mem, n, depth, proof, proofcap, nproof))
                 ? rc : ACCORDION_WON;
    if ((rc = enter(rm, b, m - 1, child)) < 0)
      return rc;
    fresh = rc;
    if (rc) {
      depth++;
      key = child;
    }
  }
}

/*
** The last three tops (a, b, c) after c moves 1 left (one: to u, a, c)
** or 3 left (to c, a, b), u being the pile 3 left of c.
*/
static inline void move_tops(uint32_t top[3], uint32_t u, int one) {
  uint32_t a = top[0], b = top[1], c = top[2];
  top[0] = one ? u : c;
  top[1] = a;
  top[2] = one ? c : b;
}

/*
** After a loss: play the best line on from where it ends, the first
** legal move each time (1 left, then 3 left), until no move is left.
** Positions cut off by may_win are not followed by the search, so the
** best line may stop short of the fewest piles it could reach; this
** makes it at least end where the rule allows no move. best[] has room
** for n - 1 moves.
*/
static void extend_best(const rightmost_solver *rm, size_t n,
                        accordion_move *best, size_t *nbest) {
  const uint8_t *pad = rm->pad;
  uint32_t top[3] = {pad[n], pad[n + 1], pad[n + 2]}; /* the last three */
  size_t m = n;
  for (size_t k = 0; k < *nbest; k++, m--) /* where the line ends */
    move_tops(top, pad[m - 1], best[k].to == m - 1);
  for (; m >= 2; m--, ++*nbest) {
    uint64_t mc = rm->matches[top[2]];
    int one = mc >> top[1] & 1;
    if (!one && !(mc >> pad[m - 1] & 1))
      break; /* no move left */
    best[*nbest] = (accordion_move){.from = (uint32_t)m,
                                    .to = (uint32_t)m - (one ? 1 : 3)};
    move_tops(top, pad[m - 1], one);
  }
}

int rightmost_solve(rightmost_solver *rm, wn_mem *mem, wn_budget *b,
                       const uint8_t *cards, size_t n, accordion_move **proof,
                       size_t *proofcap, size_t *nproof, accordion_move *best,
                       size_t *nbest) {
  assert(n >= 2); /* the caller answers one card itself */
  *nproof = *nbest = 0;
  wn_u64set_clear(&rm->seen); /* entered, not lost: never kept */
  int rc = wn_mem_grow(mem, (void **)&rm->pad, &rm->padcap, n + 3, 1);
  if (!rc)
    rc = wn_mem_grow(mem, (void **)&rm->st, &rm->stcap, n, sizeof *rm->st);
  if (!rc)
    rc = wn_mem_grow(mem, (void **)&rm->rest, &rm->restcap, n + 1,
                     sizeof *rm->rest);
  if (rc)
    return rc;
  rename_cards(rm, cards, n);
  uint64_t bits = ((uint64_t)n + 1) << 18;
  rm->dense = bits <= DENSE_MAX_BITS && dense_start(rm, mem, bits) == 0;
  struct best line = {.line = best, .n = nbest, .match = 0};
  rc = walk(rm, mem, b, n, proof, proofcap, nproof, &line);
  if (rc == ACCORDION_LOST)
    extend_best(rm, n, best, nbest);
  return rc;
}
