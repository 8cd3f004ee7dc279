/*
** accordion.c: decides Accordion, any-pile and rightmost rules.
**
** Only pile tops matter, so a position is the row of top cards, one
** byte per pile, and serves as its own hash key. Repeated cards are
** allowed. Invariant: each move removes exactly one pile, so positions
** at depth d all have n - d piles, the search graph has no cycles, and
** the depth stays below the number of cards dealt.
**
** Any rule: depth-first search over the row, applying and undoing moves
** in place, with moves ordered by a heuristic and positions that cannot
** be won cut off by a sound test (may_win). apply/undo keep a tally of
** the tops (counts per card, rank and suit; the set of tops as one
** word of four suit lanes) equal to the row's, so the test and the
** ordering read it in O(1) instead of scanning the row; generate reads
** each child's test from the tally before the move is made, and finds
** the legal moves eight piles at a time (accordion_bits.h) in a row
** with ROW_PAD bytes of zeros on either side. A position all of whose
** moves failed goes into 'lost' and is skipped wherever it shows up
** again; 'lost' only ever holds proven losses, so it stays valid across
** the randomised restarts that cut the search's heavy tail. A loss is
** proven when the dealt row itself joins 'lost'. Each level also keeps
** the moves known lost there, and its children skip those that commute
** with the move that made them (sleep sets, sleep_child).
**
** Rightmost rule: see accordion_rightmost.c.
**
** No I/O, no globals: all state is in struct accordion_ctx.
*/
#include <stdlib.h>
#include "core/core.h"
#include "winnable/accordion.h"
#include "games/accordion_impl.h"
#include "games/accordion_bits.h"

/* One level of the depth-first search. */
struct frame {
  uint32_t next, end;     /* candidates left: cands[next..end) */
  uint8_t saved;          /* top card of the target before the move */
  accordion_move move;    /* the move that left this level */
  uint64_t hash;          /* wn_hash_bytes of the position at this level */
  uint64_t done[2];       /* moves known lost here (sleep sets), two bits
                          ** a pile: bit 2 (b mod 32) of done[b / 32] the
                          ** 1-left move of pile b (0-based, b < 64),
                          ** the bit after it its 3-left one */
};

/* The bits below bit k of a word (all of them when k >= 64). */
static inline uint64_t low_bits(size_t k) {
  return k >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << k) - 1;
}

/*
** A legal move waiting to be tried, as one sort key: the ordering score
** (higher first) in the top 32 bits, then the moving pile (leftmost
** first), then 0 for a 1-left move, 1 for a 3-left one, then the bit
** CAND_REFUTED. (pile, distance) is unique in a list, so that bit never
** decides the order.
*/
typedef uint64_t cand;
#define CAND_REFUTED 1u /* the child fails may_win: only the best line
                        ** looks at it (generate) */

/*
** A pass in natural or reverse order (ORDER_LEFT, ORDER_RIGHT) carries
** no noise, so the next pass of its order would walk the same moves
** again: instead it goes on where the last one stopped. When a budget
** runs out, the pass's path is copied here (resume_save) and copied
** back by the next pass of its order (resume_load).
*/
struct resume {
  int live;               /* holds the path of a pass of this solve */
  size_t depth, ncands;
  uint8_t *row;           /* the row at 'depth': n - depth piles */
  struct frame *stack;    /* levels 0..depth */
  cand *cands;
  size_t rowcap, stackcap, candcap;
  uint32_t count[WN_NCARDS]; /* the tally (see accordion_ctx) */
  int nrank[13], nsuit[4];
  uint64_t tops;
};

struct accordion_ctx {
  wn_mem mem;
  wn_limits limits;
  wn_budget budget;
  wn_byteset lost;        /* any rule: positions proven lost */
  wn_byteset won;         /* any rule, kept solves: positions on proofs */
  accordion_rm *rm;       /* rightmost rule (accordion_rightmost.c) */
  accordion_beam *beam;   /* any rule, 25 cards or more (accordion_beam.c) */
  uint8_t *row;           /* the current position, one top per pile:
                          ** rowbuf + ROW_PAD, with ROW_PAD zero bytes
                          ** on either side for generate's word reads
                          ** (the right ones are slack for the shifts,
                          ** and ROW_TAIL more after them) */
  uint8_t *rowbuf;
  size_t rowcap;
  struct frame *stack;
  size_t stackcap;
  wn_rng rng;             /* tie-breaking noise of restarts */
  uint64_t noise_seed;    /* the noise stream's seed (0 but in experiments) */
  uint64_t cross_states;  /* CROSS_STATES, or 0 (ACCORDION_EXP_EARLY) */
  int noise;
  int order;              /* this pass's move order (ORDER_*) */
  int cross;              /* the noise may also cross one degree class */
  cand *cands;            /* candidate moves of every level on the path */
  size_t ncands, candcap;
  uint64_t matches[WN_NCARDS]; /* bit b of matches[a]: a and b match */
  uint8_t linked[ACCORDION_LINKS]; /* suits connected? (accordion_bits.h) */
  /* tally of the row's tops, kept by apply/undo (tally_init) */
  uint32_t count[WN_NCARDS];   /* tops equal to each card */
  int nrank[13], nsuit[4];     /* tops of each rank, of each suit */
  uint64_t tops;               /* bit 16 s + r: a top of suit s, rank r */
  uint64_t matching[WN_NCARDS]; /* the tops bits of the cards matching a */
  uint64_t bit[WN_NCARDS];      /* accordion_card_bit(a), looked up */
  accordion_move *proof;
  size_t nproof, proofcap;
  accordion_hints hints;       /* the last accordion_hint (accordion_hint.c) */
  /* the line to the fewest piles reached (accordion_best_line); the
  ** first best_match moves of the current path are best[0..) */
  accordion_move *best;
  size_t nbest, bestcap, best_match;
  int certify;            /* accordion_set_certify: keep 'lost' closed */
  int sleep;              /* this solve skips moves known lost (sleep
                          ** sets): not while certifying */
  int no_sleep;           /* experiment: never (ACCORDION_EXP_NO_SLEEP) */
  int beam_on;            /* beams before and between passes (but in
                          ** experiments: ACCORDION_EXP_NO_BEAM) */
  uint64_t beam_states;   /* positions the beams of this solve examined */
  struct resume resume[2]; /* of ORDER_LEFT, ORDER_RIGHT passes */
  int certified;          /* the last solve was an accordion_solve with
                          ** certify on that ended WN_LOSS under the any
                          ** rule: 'lost' holds its certificate */
};


accordion_ctx *accordion_new(const wn_allocator *alloc) {
  wn_mem mem;
  wn_mem_init(&mem, alloc);
  accordion_ctx *ctx = wn_mem_alloc(&mem, sizeof *ctx);
  if (!ctx)
    return NULL;
  memset(ctx, 0, sizeof *ctx);
  ctx->mem = mem;
  wn_byteset_init(&ctx->lost, &ctx->mem);
  wn_byteset_init(&ctx->won, &ctx->mem);
  for (uint8_t a = 0; a < WN_NCARDS; a++) {
    for (uint8_t b = 0; b < WN_NCARDS; b++)
      if (accordion_match(a, b))
        ctx->matches[a] |= UINT64_C(1) << b;
    ctx->matching[a] = accordion_matching_bits(a);
  }
  for (uint8_t a = 0; a < WN_NCARDS; a++)
    ctx->bit[a] = accordion_card_bit(a);
  accordion_links_init(ctx->linked);
  accordion_set_experiment(ctx, 0, 0);
  return ctx;
}

static void resume_release(accordion_ctx *ctx, struct resume *rs) {
  wn_mem_free(&ctx->mem, rs->row, rs->rowcap);
  wn_mem_free(&ctx->mem, rs->stack, rs->stackcap * sizeof *rs->stack);
  wn_mem_free(&ctx->mem, rs->cands, rs->candcap * sizeof *rs->cands);
}

void accordion_free(accordion_ctx *ctx) {
  if (!ctx)
    return;
  wn_byteset_release(&ctx->lost);
  wn_byteset_release(&ctx->won);
  accordion_rm_free(ctx->rm, &ctx->mem);
  accordion_beam_free(ctx->beam, &ctx->mem);
  wn_mem_free(&ctx->mem, ctx->rowbuf, ctx->rowcap);
  wn_mem_free(&ctx->mem, ctx->stack, ctx->stackcap * sizeof *ctx->stack);
  wn_mem_free(&ctx->mem, ctx->cands, ctx->candcap * sizeof *ctx->cands);
  wn_mem_free(&ctx->mem, ctx->proof, ctx->proofcap * sizeof *ctx->proof);
  accordion_hints_release(&ctx->hints, &ctx->mem);
  wn_mem_free(&ctx->mem, ctx->best, ctx->bestcap * sizeof *ctx->best);
  for (size_t k = 0; k < 2; k++)
    resume_release(ctx, &ctx->resume[k]);
  wn_mem mem = ctx->mem;
  wn_mem_free(&mem, ctx, sizeof *ctx);
}

void accordion_set_limits(accordion_ctx *ctx, const wn_limits *limits) {
  ctx->limits = *limits;
}

const accordion_move *accordion_proof(const accordion_ctx *ctx,
                                      size_t *nmoves) {
  *nmoves = ctx->nproof;
  return ctx->proof;
}

const accordion_move *accordion_best_line(const accordion_ctx *ctx,
                                          size_t *nmoves) {
  if (ctx->nproof) { /* a win: the proof is the best line */
    *nmoves = ctx->nproof;
    return ctx->proof;
  }
  *nmoves = ctx->nbest;
  return ctx->best;
}

uint64_t accordion_states(const accordion_ctx *ctx) {
  return ctx->budget.states;
}

wn_limit_hit accordion_limit_hit(const accordion_ctx *ctx) {
  return ctx->budget.hit;
}

size_t accordion_peak_memory(const accordion_ctx *ctx) {
  return ctx->mem.peak;
}

const char *accordion_rule_name(accordion_rule rule) {
  return rule == ACCORDION_RIGHTMOST ? "rightmost" : "any";
}

int accordion_rule_parse(const char *name, accordion_rule *rule) {
  if (strcmp(name, "any") == 0)
    *rule = ACCORDION_ANY;
  else if (strcmp(name, "rightmost") == 0)
    *rule = ACCORDION_RIGHTMOST;
  else
    return -1;
  return 0;
}

/* Copy the moves of stack[0..depth] (the last one included) to the proof. */
static int record_proof(accordion_ctx *ctx, size_t depth) {
  int rc = wn_mem_grow(&ctx->mem, (void **)&ctx->proof, &ctx->proofcap,
                       depth + 1, sizeof *ctx->proof);
  if (rc)
    return rc;
  for (size_t d = 0; d <= depth; d++)
    ctx->proof[d] = ctx->stack[d].move;
  ctx->nproof = depth + 1;
  return 0;
}

/*
** The best line. The search is about to set stack[depth].move: the path
** from then on agrees with best[] in at most its first 'depth' moves.
*/
static inline void best_leave(accordion_ctx *ctx, size_t depth) {
  if (ctx->best_match > depth)
    ctx->best_match = depth;
}

/*
** The move at stack[depth] reached a position of n - depth - 1 piles;
** if that is fewer than ever, the path is the best line. Only the moves
** after best_match are copied, so the copies cost no more than the
** moves the search makes. best[] has room for n - 1 moves.
*/
static inline void best_reach(accordion_ctx *ctx, size_t depth) {
  if (depth + 1 <= ctx->nbest)
    return;
  for (size_t d = ctx->best_match; d <= depth; d++)
    ctx->best[d] = ctx->stack[d].move;
  ctx->nbest = ctx->best_match = depth + 1;
}

/* ---- any rule ---- */

/* Set the tally to the tops of row[0..len). */
static void tally_init(accordion_ctx *ctx, const uint8_t *row, size_t len) {
  memset(ctx->count, 0, sizeof ctx->count);
  memset(ctx->nrank, 0, sizeof ctx->nrank);
  memset(ctx->nsuit, 0, sizeof ctx->nsuit);
  ctx->tops = 0;
  for (size_t k = 0; k < len; k++) {
    ctx->count[row[k]]++;
    ctx->nrank[row[k] >> 2]++;
    ctx->nsuit[row[k] & 3]++;
    ctx->tops |= ctx->bit[row[k]];
  }
}

/*
** The row's piles shift eight at a time: ROW_PAD bytes of slack after
** the row take what the last word carries past its end (bytes past the
** row are never read as piles). Each word is read before it is written,
** and the words go the way the bytes move, so no byte is read after it
** was overwritten.
*/
/*
** The shifts of rows of up to ROW_BLOCK piles past the moving pile: one
** ROW_BLOCK-byte block, read whole before it is written, with no loop
** whose trip count the branch predictor must guess (1 or 2 words at 18
** cards). The row's buffer has ROW_TAIL bytes after its right pad, so
** that a block starting at any pile of the row stays inside it.
*/
#define ROW_BLOCK 16
#define ROW_TAIL (ROW_BLOCK - ROW_PAD)

static inline void row_shift_left(uint8_t *row, size_t from, size_t len) {
  if (len - from <= ROW_BLOCK + 1) { /* the len - from - 1 piles after from */
    uint8_t b[ROW_BLOCK];
    memcpy(b, row + from + 1, ROW_BLOCK);
    memcpy(row + from, b, ROW_BLOCK);
    return;
  }
  for (size_t k = from; k + 1 < len; k += 8) { /* row[k] = row[k + 1] */
    uint64_t w;
    memcpy(&w, row + k + 1, 8);
    memcpy(row + k, &w, 8);
  }
}

static inline void row_shift_right(uint8_t *row, size_t from, size_t len) {
  /* row[k + 1] = row[k] for k from len - 1 down to from; the words start
  ** at from + 8 m, the highest first, so the top one is the partial one */
  if (len - from <= ROW_BLOCK) { /* from <= len: the last pile moved
                                  ** moves nothing but the slack */
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

/* Make f->move on the row of len piles; the top it covers leaves the tally. */
static inline void apply(accordion_ctx *ctx, size_t len, struct frame *f) {
  uint8_t *row = ctx->row;
  uint32_t j = f->move.from - 1, i = f->move.to - 1;
  uint8_t c = row[i];
  f->saved = c;
  row[i] = row[j];
  row_shift_left(row, j, len); /* len - 1 piles now */
  row[len - 1] = 0; /* the bytes after the row stay zeros (row_hash) */
  ctx->nrank[c >> 2]--;
  ctx->nsuit[c & 3]--;
  if (--ctx->count[c] == 0)
    ctx->tops &= ~ctx->bit[c];
}

/* Take f->move back (len: piles after it); the covered top comes back. */
static inline void undo(accordion_ctx *ctx, size_t len,
                        const struct frame *f) {
  uint8_t *row = ctx->row;
  uint32_t j = f->move.from - 1, i = f->move.to - 1;
  uint8_t c = f->saved;
  /* len is the length after the move; reopen the gap at j */
  row_shift_right(row, j, len);
  row[j] = row[i];
  row[i] = c;
  ctx->nrank[c >> 2]++;
  ctx->nsuit[c & 3]++;
  ctx->count[c]++;
  ctx->tops |= ctx->bit[c];
}

/*
** Pruning. Cards never come back, and each top but the one left at the
** end disappears exactly once, covered by a matching top; "X covered
** Y" links form a tree over the current tops whose edges are matches.
** So a position can only be won if (1) its tops' match graph is
** connected, and (2) since the leftmost pile never moves, its top
** covers nothing and is a leaf of that tree, so the other tops are
** connected without it (when there are at least two of them).
** Every card is joined to the others of its suit, so a set of cards is
** connected iff the suits it holds are linked through shared ranks:
** accordion_link_index reads that from a tops word (accordion_bits.h),
** and linked[] says whether the suits are connected.
*/
static inline int tops_connected(const accordion_ctx *ctx, uint64_t t) {
  return ctx->linked[accordion_link_index(t)];
}

/*
** Tests (1) and (2) on a row of len >= 2 piles whose tops are the word
** t, leftmost top 'left', held by 'left_count' piles.
*/
static inline int tops_may_win(const accordion_ctx *ctx, uint64_t t,
                               uint8_t left, uint32_t left_count,
                               size_t len) {
  /* test (2) looks at the others alone; a copy of the leftmost card
  ** among them keeps its bit */
  if (len >= 3 && left_count == 1)
    t &= ~ctx->bit[left];
  if (!tops_connected(ctx, t))
    return 0;
  /* the leftmost top must still match one of the others */
  return len < 3 || (t & ctx->matching[left]) != 0;
}

/* Tests (1) and (2) on the current row of len >= 2 piles, from the tally. */
static int may_win(const accordion_ctx *ctx, size_t len) {
  uint8_t left = ctx->row[0];
  return tops_may_win(ctx, ctx->tops, left, ctx->count[left], len);
}

/*
** may_win of the child reached by moving pile j+1 onto pile i+1 (0-based
** j > i) of the current row of len piles, read from the row's tally
** without making the move: the child has lost one top, the covered
** card c = row[i], and its leftmost top is row[j] if i = 0.
*/
static int child_may_win(const accordion_ctx *ctx, size_t len, uint32_t j,
                         uint32_t i) {
  const uint8_t *row = ctx->row;
  if (len - 1 < 2)
    return 1;
  uint8_t c = row[i], left = i == 0 ? row[j] : row[0];
  uint64_t t = ctx->tops;
  if (ctx->count[c] == 1) /* the last top equal to c leaves */
    t &= ~ctx->bit[c];
  return tops_may_win(ctx, t, left, ctx->count[left] - (left == c), len - 1);
}

/*
** Move ordering: first cover the top with the fewest matching tops
** left (the hardest to get rid of later), then prefer 3-left moves a
** little, then piles further left. A degree step is worth 16,000, a
** 3-left move 480, a pile 16. Restarts add noise below 2^12 = 4,096:
** it reorders moves that cover tops of equal degree, never the others.
** Past CROSS_STATES positions a pass also adds a whole degree step at
** random (ctx->cross), so a move can overtake those of the next class.
** Degrees are capped so that the score fits an int on any deal (the
** order is only a heuristic; every move is still tried).
*/
#define DEGREE_CAP 100000
#define DEGREE_STEP 16000
static int score(const int *nrank, const int *nsuit, uint8_t covered,
                 uint32_t from, uint32_t to) {
  int degree = nrank[covered >> 2] + nsuit[covered & 3] - 2;
  if (degree > DEGREE_CAP)
    degree = DEGREE_CAP;
  return -DEGREE_STEP * degree + 16 * (30 * (from - to == 3) - (int)from);
}

#define NOISE_BITS 12
#define NOISE (1 << NOISE_BITS)
/*
** Past this many positions a deal is in the tail (the 1,000 52-card
** deals of seed 1 need at most 49,275), and the winning lines of the
** hardest deals take moves of the second to fourth degree class that
** the noise within a class never promotes (docs/accordion.md); crossing
** one class at random cut the p99 of the hard set by 18-36% under three
** noise seeds and leaves every deal below the threshold as it was.
*/
#define CROSS_STATES 100000
#define LONG_ROW 1024

/*
** Move orders of a pass. ORDER_SCORED is the ordering above (with noise
** after the first pass). ORDER_LEFT is the natural order, no noise:
** piles from the left, each onto its 1-left then 3-left neighbour (all
** scores 0, so the key's tie-break decides). ORDER_RIGHT is the
** reverse: the last pile first, 3-left before 1-left (score 2j + 1 for
** a 3-left move of pile j, 2j for a 1-left one).
*/
enum { ORDER_SCORED, ORDER_LEFT, ORDER_RIGHT };

/* The sort key of a move (see cand): ascending keys, best move first. */
static cand cand_make(int score, uint32_t from, uint32_t dist,
                      unsigned refuted) {
  uint32_t high = ~((uint32_t)score ^ 0x80000000u); /* higher score: lower */
  return (uint64_t)high << 32 | (uint64_t)from << 2 |
         (uint64_t)(dist == 3) << 1 | refuted;
}

static int cand_order(const void *pa, const void *pb) {
  cand a = *(const cand *)pa, b = *(const cand *)pb;
  return (a > b) - (a < b);
}

/*
** For asserts: the legal moves of row[0..len), counted one pile at a
** time, and whether a child's test read from the tally (refuted or
** not) agrees with may_win on the child made in full.
*/
#ifndef NDEBUG
static size_t count_moves_plain(const uint8_t *row, size_t len) {
  size_t count = 0;
  for (size_t k = 1; k < len; k++)
    count += accordion_match(row[k], row[k - 1]) +
             (k >= 3 && accordion_match(row[k], row[k - 3]));
  return count;
}

/* Makes the move and takes it back: the row and tally end as they were. */
static int child_check(accordion_ctx *ctx, size_t len, uint32_t j, uint32_t d,
                       unsigned refuted) {
  struct frame f;
  f.move.from = j;
  f.move.to = j - d;
  apply(ctx, len, &f);
  int wins = len - 1 < 2 || may_win(ctx, len - 1);
  undo(ctx, len - 1, &f);
  return wins == !refuted;
}
#endif

/* What generate works with, move after move. */
struct gen {
  int for_best;    /* keep refuted moves (CAND_REFUTED) */
  int nbits;       /* noise bits left in 'bits' */
  uint64_t bits;
  size_t legal;    /* legal moves seen */
  int short_cut;   /* the children keep 3 piles or more: 'others' holds */
  uint64_t others; /* the tops but for the leftmost if no other top
                   ** equals it: a child's tops that test (2) reads,
                   ** before its covered card leaves */
};

/* child_may_win, read from g->others when the child keeps the leftmost. */
static inline int gen_may_win(const accordion_ctx *ctx, size_t len,
                              const struct gen *g, uint32_t j, uint32_t i) {
  uint8_t c = ctx->row[i], left = ctx->row[0];
  if (!g->short_cut || i == 0 || c == left)
    return child_may_win(ctx, len, j, i);
  uint64_t t = g->others & ~(ctx->count[c] == 1 ? ctx->bit[c] : 0);
  /* '&', not '&&': both are cheap and the outcome is hard to predict */
  return tops_connected(ctx, t) & ((t & ctx->matching[left]) != 0);
}

/*
** Push the move of pile j (1-based) d to its left, with its score.
** A move 'asleep' (known lost: sleep_child; only with noise, generate
** leaves them out otherwise) only draws its noise, so that the others'
** order does not change. Returns whether the child fails may_win.
*/
#if defined(__GNUC__)
__attribute__((always_inline)) /* in push_word's loop and push_short's */
#endif
static inline unsigned push_move(accordion_ctx *ctx, size_t len,
                                 struct gen *g, uint32_t j, uint32_t d,
                                 unsigned asleep) {
  const uint8_t *row = ctx->row;
  int sc = 0;
  g->legal++;
  if (ctx->noise) {
    if (!g->nbits) {
      g->bits = wn_rng_next(&ctx->rng);
      g->nbits = 64 / NOISE_BITS;
    }
    sc = (int)(g->bits & (NOISE - 1));
    g->bits >>= NOISE_BITS;
    g->nbits--;
    if (ctx->cross)
      sc += (int)(wn_rng_next(&ctx->rng) & 1) * DEGREE_STEP;
    if (asleep)
      return 0;
  }
  sc += ctx->order == ORDER_SCORED
            ? score(ctx->nrank, ctx->nsuit, row[j - 1 - d], j, j - d)
        : ctx->order == ORDER_RIGHT ? (int)(2 * j + (d == 3))
                                    : 0;
  unsigned refuted = !gen_may_win(ctx, len, g, j - 1, j - 1 - d);
  assert(child_check(ctx, len, j, d, refuted));
  /* written always, kept or not: no branch on the test's outcome */
  ctx->cands[ctx->ncands] = cand_make(sc, j, d, refuted);
  ctx->ncands += (!refuted) | g->for_best;
  return refuted;
}

/*
** A move word of push_word (bit 6 of byte b the 1-left move of pile
** k0 + b, bit 7 its 3-left one) packed two bits a pile, as in f->done:
** bits 2b and 2b + 1 (16 bits).
*/
static inline uint64_t pack_moves(uint64_t w) {
  uint64_t t = w >> 6 & UINT64_C(0x0303030303030303);
  t = (t | t >> 6) & UINT64_C(0x000f000f000f000f);
  t = (t | t >> 12) & UINT64_C(0x000000ff000000ff);
  return (t | t >> 24) & 0xffff;
}

/* The inverse of pack_moves: 16 bits back to a move word. */
static inline uint64_t unpack_moves(uint64_t x) {
  uint64_t t = x & 0xffff;
  t = (t | t << 24) & UINT64_C(0x000000ff000000ff);
  t = (t | t << 12) & UINT64_C(0x000f000f000f000f);
  t = (t | t << 6) & UINT64_C(0x0303030303030303);
  return t << 6;
}

/* The moves of piles k0..k0+7 known lost at level f, as a move word. */
static inline uint64_t asleep_word(const struct frame *f, size_t k0) {
  if (k0 >= 64)
    return 0;
  return unpack_moves(f->done[k0 / 32] >> 2 * (k0 % 32)); /* k0 % 8 == 0 */
}

/* Add the refuted moves of word k0 (a move word) to f's known lost. */
static inline void add_refuted(struct frame *f, size_t k0, uint64_t refuted) {
  if (k0 < 64)
    f->done[k0 / 32] |= pack_moves(refuted) << 2 * (k0 % 32);
}

/*
** The moves to push of a mask of legal moves, 'asleep' those known
** lost: all of them with noise (an asleep move draws its noise, so that
** the others' order does not change), else all but the asleep ones
** (counted as legal all the same, for generate's assert).
*/
static inline uint64_t skip_asleep(const accordion_ctx *ctx, struct gen *g,
                                   uint64_t moves, uint64_t asleep) {
  if (ctx->noise)
    return moves;
#ifndef NDEBUG
  for (uint64_t m = asleep; m; m &= m - 1)
    g->legal++;
#else
  (void)g;
#endif
  return moves & ~asleep;
}

/*
** Push the legal moves of piles k0..k0+7 (generate), but for those known
** lost at level f, and add those whose child fails may_win to f's.
*/
static void push_word(accordion_ctx *ctx, size_t len, struct gen *g,
                      struct frame *f, size_t k0) {
  uint64_t one, three;
  accordion_word_moves(ctx->row, len, k0, &one, &three);
  /* one bit per move: bit 6 of byte b a 1-left move of pile k0 + b,
  ** bit 7 a 3-left one, so each pile's 1-left move comes first */
  uint64_t moves = one >> 1 | three;
  if (!ctx->sleep) { /* certificates: every move */
    for (; moves; moves &= moves - 1) {
      int bit = wn_ctz64(moves);
      push_move(ctx, len, g, (uint32_t)(k0 + (size_t)bit / 8) + 1,
                1 + 2 * (uint32_t)(bit & 1), 0);
    }
    return;
  }
  uint64_t asleep = asleep_word(f, k0) & moves, refuted = 0;
  if (g->for_best) /* the best line may pass there: as without sleep sets */
    asleep = 0;
  moves = skip_asleep(ctx, g, moves, asleep);
  for (; moves; moves &= moves - 1) {
    int bit = wn_ctz64(moves);
    refuted |= (uint64_t)push_move(ctx, len, g,
                                   (uint32_t)(k0 + (size_t)bit / 8) + 1,
                                   1 + 2 * (uint32_t)(bit & 1),
                                   (unsigned)(asleep >> bit & 1))
               << bit;
  }
  add_refuted(f, k0, refuted); /* a dead end is lost */
}

/*
** Rows of up to SHORT_ROW piles (at 18 cards all but the first two
** levels; at 52 cards three positions in four): the moves of both words
** packed into one mask, two bits a pile (bit 2p the 1-left move of pile
** p, 0-based, bit 2p + 1 its 3-left one, the layout of f->done[0]), so
** that one loop with no branch per word walks them all, and the known
** lost go in and out of f->done without a conversion or a test.
*/
#define SHORT_ROW 16

/* push_word on both words of a row of len <= SHORT_ROW piles. */
static void push_short(accordion_ctx *ctx, size_t len, struct gen *g,
                       struct frame *f) {
  uint64_t one, three;
  accordion_word_moves(ctx->row, len, 0, &one, &three);
  uint64_t moves = pack_moves(one >> 1 | three);
  if (len > 8) {
    accordion_word_moves(ctx->row, len, 8, &one, &three);
    moves |= pack_moves(one >> 1 | three) << 16;
  }
  uint64_t asleep = 0, refuted = 0;
  if (ctx->sleep && !g->for_best) /* as in push_word */
    asleep = f->done[0] & moves;
  moves = skip_asleep(ctx, g, moves, asleep);
  for (; moves; moves &= moves - 1) {
    int bit = wn_ctz64(moves);
    refuted |= (uint64_t)push_move(ctx, len, g, (uint32_t)bit / 2 + 1,
                                   1 + 2 * (uint32_t)(bit & 1),
                                   (unsigned)(asleep >> bit & 1))
               << bit;
  }
  if (ctx->sleep) /* a dead end is lost */
    f->done[0] |= refuted;
}

/*
** Push the legal moves of row[0..len) onto ctx->cands, best first. The
** caller has checked may_win; the tally must match the row. A move to a
** child that fails may_win is left out (it is lost), or, when the
** children reach fewer piles than the best line ('for_best'), kept with
** CAND_REFUTED for the best line alone; so is a move known lost at
** level f (sleep sets), unless 'for_best'; refuted moves join f's known
** lost. The noise is drawn for every legal move either way, in the order
** of the piles (each pile's 1-left move first), so the order of the
** others does not change.
*/
static int generate(accordion_ctx *ctx, size_t len, int for_best,
                    struct frame *f) {
  uint32_t *first = &f->next, *end = &f->end;
  if (ctx->ncands + 2 * len > ctx->candcap) { /* rarely: no call */
    int rc = wn_mem_grow(&ctx->mem, (void **)&ctx->cands, &ctx->candcap,
                         ctx->ncands + 2 * len, sizeof *ctx->cands);
    if (rc)
      return rc;
  }
  *first = *end = (uint32_t)ctx->ncands;
  const uint8_t *row = ctx->row;
  struct gen g = {for_best, 0, 0, 0, len - 1 >= 3, ctx->tops};
  if (ctx->count[row[0]] == 1)
    g.others &= ~ctx->bit[row[0]];
  if (len <= SHORT_ROW)
    push_short(ctx, len, &g, f);
  else
    for (size_t k0 = 0; k0 < len; k0 += 8)
      push_word(ctx, len, &g, f, k0);
  assert(g.legal == count_moves_plain(row, len)); /* the words saw them all */
  *end = (uint32_t)ctx->ncands;
  cand *list = ctx->cands + *first;
  size_t count = *end - *first;
  if (count > 64) {
    qsort(list, count, sizeof *list, cand_order);
    return 0;
  }
  for (size_t k = 1; k < count; k++) { /* insertion sort: short lists */
    cand c = list[k];
    size_t m = k;
    for (; m > 0 && list[m - 1] > c; m--)
      list[m] = list[m - 1];
    list[m] = c;
  }
  return 0;
}

/*
** Position hashes: the row's words, eight piles each, times odd
** constants, plus its length. The bytes after the row are zeros
** (grow_row clears the buffer, apply the byte its last pile leaves,
** and undo's shifts bring in zeros), so the words need no mask. A
** child's hash costs a few multiplies once it is made, less than
** keeping prefix sums of the parent (until the eighth session: sum
** (top + 1) B^k, the child's from the parent's prefix sums in O(1), but
** the sums cost O(len) at each position). Quality matters little: the
** tables mix the hash before use and compare keys in full.
*/
#define HASH_K0 UINT64_C(0x9e3779b97f4a7c15)
#define HASH_K1 UINT64_C(0xc2b2ae3d27d4eb4f)
#define HASH_K2 UINT64_C(0x165667b19e3779f9)
#define HASH_SHORT 24 /* rows this long: three words, no loop */

#ifndef NDEBUG
/* The invariant the hash needs: zeros after the row, as far as the
** hash and the shifts read. */
static int tail_clear(const accordion_ctx *ctx, const uint8_t *row,
                      size_t len) {
  const uint8_t *end = ctx->rowbuf + ctx->rowcap;
  size_t reach = len + ROW_PAD + ROW_TAIL;
  if (row + (reach < HASH_SHORT ? HASH_SHORT : reach) < end)
    end = row + (reach < HASH_SHORT ? HASH_SHORT : reach);
  for (const uint8_t *p = row + len; p < end; p++)
    if (*p)
      return 0;
  return 1;
}
#endif

/* The hash of the current row of len piles. */
static inline uint64_t row_hash(const accordion_ctx *ctx, size_t len) {
  const uint8_t *row = ctx->row;
  assert(tail_clear(ctx, row, len));
  if (len <= HASH_SHORT) /* independent products: no chain, no loop */
    return accordion_load_word(row) * HASH_K0 +
           accordion_load_word(row + 8) * HASH_K1 +
           accordion_load_word(row + 16) * HASH_K2 + len;
  uint64_t h = len;
  for (size_t k = 0; k < len; k += 8)
    h = (h + accordion_load_word(row + k)) * HASH_K0;
  return h;
}

/*
** Sleep sets. Two moves whose spans (source to target pile) do not
** overlap commute: made in either order they reach the same row (the
** one on the right only shifts by one pile when the other is made).
** A move t that is lost at a position P (tried and lost, or a dead
** end) stays lost after any move u independent of it: P.u.t = P.t.u is
** a successor of P.t, and every successor of a lost position is lost.
** So each level keeps the moves known lost there (done, two bits a
** pile) and passes those independent of the move
** it descends by to the child, which never tries them. Verdicts cannot
** change: only lost moves are skipped, and a position still joins
** 'lost' only once all its moves are lost. The table then holds rows
** whose skipped successors it may not hold, so certificates turn this
** off (ctx->sleep). Rows past 64 piles keep no bits for their right end.
*/

#define EVEN_BITS UINT64_C(0x5555555555555555) /* the 1-left moves */

/* The bits of word w (0 or 1) of a done pair below bit k of the pair. */
static inline uint64_t pair_below(size_t k, size_t w) {
  return k <= 64 * w ? 0 : low_bits(k - 64 * w);
}

/*
** The child's known-lost moves, after f->move from level f (pile j onto
** pile i, 0-based): those of f whose span lies left of the move's target
** or right of its source (1-left moves of piles j + 2 on, 3-left ones of
** piles j + 4 on), with the bits of the piles after j moved down one
** pile. Both words, any row.
*/
static void sleep_child_pair(const struct frame *f, size_t j, size_t i,
                             struct frame *child) {
  uint64_t m[2];
  for (size_t w = 0; w < 2; w++)
    m[w] = f->done[w] & (pair_below(2 * i, w) |
                         (~pair_below(2 * j + 4, w) & EVEN_BITS) |
                         (~pair_below(2 * j + 8, w) & ~EVEN_BITS));
  uint64_t down[2] = {m[0] >> 2 | m[1] << 62, m[1] >> 2};
  for (size_t w = 0; w < 2; w++) {
    uint64_t low = pair_below(2 * j, w);
    child->done[w] = (m[w] & low) | (down[w] & ~low);
  }
}

/* The same, with one word when the pair's second one stays empty. */
static void sleep_child(const struct frame *f, struct frame *child) {
  size_t j = f->move.from - 1, i = f->move.to - 1; /* 0-based */
  if (f->done[1] || j + 4 >= 32) {
    sleep_child_pair(f, j, i, child);
    return;
  }
  /* i < j < j + 4 < 32: every shift below is under 64 */
  uint64_t low = (UINT64_C(1) << 2 * j) - 1;
  uint64_t keep = ((UINT64_C(1) << 2 * i) - 1) |
                  (~((UINT64_C(1) << (2 * j + 4)) - 1) & EVEN_BITS) |
                  (~((UINT64_C(1) << (2 * j + 8)) - 1) & ~EVEN_BITS);
  uint64_t m = f->done[0] & keep;
  child->done[0] = (m & low) | (m >> 2 & ~low);
  child->done[1] = 0;
#ifndef NDEBUG
  struct frame check;
  sleep_child_pair(f, j, i, &check);
  assert(check.done[0] == child->done[0] && check.done[1] == 0);
#endif
}

/* A pass ran out of its budget of losses; the caller restarts. */
#define RESTART (-102)


/* Luby's restart sequence 1 1 2 1 1 2 4 1 1 2 ... for i >= 1. */
static uint64_t luby(uint64_t i) {
  for (;;) {
    unsigned k = 1;
    while ((UINT64_C(1) << k) - 1 < i)
      k++;
    if ((UINT64_C(1) << k) - 1 == i)
      return UINT64_C(1) << (k - 1);
    i -= (UINT64_C(1) << (k - 1)) - 1;
  }
}

/*
** Proven wins, kept by accordion_solve_keep under the any rule: every
** position of every proof it found goes into 'won', the deepest first
** (remember_line), so each position in 'won' has a successor in 'won'
** or is down to two piles. A search that reaches a position of 'won'
** is over: walk_won finishes the proof by stepping from one position
** of 'won' to another until one pile is left. Positions never leave
** 'won' between the two, so the walk cannot get stuck.
*/

/*
** Append to ctx->proof (holding ctx->nproof moves) a line from the
** current row of len piles, which is in 'won', to one pile. The row and
** tally are left at the end of the line. Returns WN_WIN or a wn_mem code.
*/
static int walk_won(accordion_ctx *ctx, size_t len) {
  int rc = wn_mem_grow(&ctx->mem, (void **)&ctx->proof, &ctx->proofcap,
                       ctx->nproof + len - 1, sizeof *ctx->proof);
  if (rc)
    return rc;
  struct frame f;
  for (; len > 1; len--) {
    int stepped = 0;
    for (uint32_t j = 2; j <= len && !stepped; j++)
      for (uint32_t d = 1; d <= 3 && !stepped; d += 2) {
        if (j <= d || !accordion_match(ctx->row[j - 1], ctx->row[j - 1 - d]))
          continue;
        f.move.from = j;
        f.move.to = j - d;
        apply(ctx, len, &f);
        if (len - 1 == 1 ||
            wn_byteset_contains(&ctx->won, ctx->row, len - 1,
                                row_hash(ctx, len - 1)))
          stepped = 1;
        else
          undo(ctx, len - 1, &f);
      }
    assert(stepped); /* every position in 'won' has a successor there */
    ctx->proof[ctx->nproof++] = f.move;
  }
  return WN_WIN;
}

/*
** Put the positions of the proof just found from cards[0..n) into
** 'won', the deepest first. Failing to make room only stops early (the
** positions already in keep their successors), so it returns nothing.
*/
static void remember_line(accordion_ctx *ctx, const uint8_t *cards, size_t n) {
  assert(ctx->nproof == n - 1); /* a win takes every pile but one */
  memcpy(ctx->row, cards, n);
  tally_init(ctx, cards, n);
  size_t len = n;
  for (size_t k = 0; k < ctx->nproof; k++, len--) {
    ctx->stack[k].move = ctx->proof[k];
    apply(ctx, len, &ctx->stack[k]);
  }
  for (size_t k = ctx->nproof; k-- > 0;) {
    undo(ctx, len, &ctx->stack[k]);
    len++;
    if (wn_byteset_add(&ctx->won, ctx->row, len,
                       row_hash(ctx, len)) < 0)
      return;
  }
}

/*
** Positions the passes of this solve examined, the beams' left out: the
** thresholds of the noise's class crossing and of the portfolio count
** these, so that the passes search as they would without beams.
*/
static uint64_t pass_states(const accordion_ctx *ctx) {
  return ctx->budget.states - ctx->beam_states;
}

/* pass_begin found the dealt row undecided: the pass goes on. */
#define SEARCH_ON (-103)

/*
** Set up a pass from the dealt row: row, tally, noise, hash, and
** the moves of level 0. Returns SEARCH_ON, or the verdict when the table
** of losses, the kept wins or the dead-end test decide the row at once
** (or a wn_mem code).
*/
static int pass_begin(accordion_ctx *ctx, const uint8_t *cards, size_t n,
                      uint64_t pass, int order) {
  int rc;
  memcpy(ctx->row, cards, n);
  tally_init(ctx, cards, n);
  ctx->ncands = 0;
  wn_rng_init(&ctx->rng, ctx->noise_seed, 0xacc, pass);
  ctx->order = order;
  ctx->noise = pass > 1 && order == ORDER_SCORED;
  ctx->cross = ctx->noise && pass_states(ctx) >= ctx->cross_states;
  ctx->best_match = 0; /* a new path from the deal */
  ctx->stack[0].hash = row_hash(ctx, n);
  if (wn_byteset_contains(&ctx->lost, ctx->row, n, ctx->stack[0].hash))
    return WN_LOSS;
  if (ctx->won.count &&
      wn_byteset_contains(&ctx->won, ctx->row, n, ctx->stack[0].hash)) {
    ctx->nproof = 0;
    return walk_won(ctx, n);
  }
  if (!may_win(ctx, n)) {
    rc = wn_byteset_add(&ctx->lost, ctx->row, n, ctx->stack[0].hash);
    return rc < 0 ? rc : WN_LOSS;
  }
  ctx->stack[0].done[0] = ctx->stack[0].done[1] = 0;
  rc = generate(ctx, n, ctx->nbest < 1, &ctx->stack[0]);
  return rc ? rc : SEARCH_ON;
}

/*
** Copy the path of a pass cut off at level 'depth' (its row, frames,
** candidates and tally; the move being tried at 'depth' has been taken
** back) to rs. Without room, rs holds nothing and the next
** pass of the order starts afresh, as passes of the scored order do.
*/
static void resume_save(accordion_ctx *ctx, struct resume *rs, size_t depth,
                        size_t n) {
  size_t len = n - depth;
  rs->live = !wn_mem_grow(&ctx->mem, (void **)&rs->row, &rs->rowcap, len, 1) &&
             !wn_mem_grow(&ctx->mem, (void **)&rs->stack, &rs->stackcap,
                          depth + 1, sizeof *rs->stack) &&
             !wn_mem_grow(&ctx->mem, (void **)&rs->cands, &rs->candcap,
                          ctx->ncands, sizeof *rs->cands);
  if (!rs->live)
    return;
  memcpy(rs->row, ctx->row, len);
  memcpy(rs->stack, ctx->stack, (depth + 1) * sizeof *rs->stack);
  memcpy(rs->cands, ctx->cands, ctx->ncands * sizeof *rs->cands);
  memcpy(rs->count, ctx->count, sizeof rs->count);
  memcpy(rs->nrank, ctx->nrank, sizeof rs->nrank);
  memcpy(rs->nsuit, ctx->nsuit, sizeof rs->nsuit);
  rs->tops = ctx->tops;
  rs->depth = depth;
  rs->ncands = ctx->ncands;
}

/*
** Put back the path rs holds, as a pass of 'order' (no noise). Returns
** its depth, or a wn_mem code (negative) if the candidates find no room.
*/
static long resume_load(accordion_ctx *ctx, struct resume *rs, size_t n,
                        int order) {
  assert(rs->live && rs->depth < n);
  int rc = wn_mem_grow(&ctx->mem, (void **)&ctx->cands, &ctx->candcap,
                       rs->ncands, sizeof *ctx->cands);
  if (rc)
    return rc;
  memcpy(ctx->row, rs->row, n - rs->depth);
  /* the bytes after the row are zeros (row_hash); past n they stay so */
  memset(ctx->row + (n - rs->depth), 0, rs->depth);
  memcpy(ctx->stack, rs->stack, (rs->depth + 1) * sizeof *rs->stack);
  memcpy(ctx->cands, rs->cands, rs->ncands * sizeof *rs->cands);
  memcpy(ctx->count, rs->count, sizeof rs->count);
  memcpy(ctx->nrank, rs->nrank, sizeof rs->nrank);
  memcpy(ctx->nsuit, rs->nsuit, sizeof rs->nsuit);
  ctx->tops = rs->tops;
  ctx->ncands = rs->ncands;
  ctx->order = order;
  ctx->noise = ctx->cross = 0;
  ctx->best_match = 0; /* another path than the last pass's */
  return (long)rs->depth;
}

/*
** One depth-first pass from the dealt row. Positions whose every move
** was tried without a win are added to ctx->lost, which stays valid
** from pass to pass; a position found there is skipped. 'limit' bounds
** the losses this pass adds (0: none); 'order' is an ORDER_*. A pass
** in ORDER_LEFT or ORDER_RIGHT goes on from where the last one of its
** order was cut off, if it was (struct resume).
*/
static int dfs_pass(accordion_ctx *ctx, const uint8_t *cards, size_t n,
                    uint64_t limit, uint64_t pass, int order) {
  uint64_t added = 0; /* losses this pass added to ctx->lost */
  struct resume *rs =
      order == ORDER_SCORED ? NULL : &ctx->resume[order - ORDER_LEFT];
  size_t depth = 0;
  int rc;
  if (rs && rs->live) {
    long at = resume_load(ctx, rs, n, order);
    if (at < 0)
      return (int)at;
    depth = (size_t)at;
  } else if ((rc = pass_begin(ctx, cards, n, pass, order)) != SEARCH_ON) {
    return rc;
  }
  for (;;) {
    struct frame *f = &ctx->stack[depth];
    size_t len = n - depth;
    int descended = 0;
    while (f->next < f->end) {
      cand c = ctx->cands[f->next++];
      best_leave(ctx, depth);
      f->move.from = (uint32_t)c >> 2;
      f->move.to = f->move.from - (c & 2 ? 3 : 1);
      size_t b = f->move.from - 1; /* 0-based; no bits past pile 64 */
      uint64_t *done = &f->done[b < 64 ? b / 32 : 0], was_done = *done;
      if (ctx->sleep && b < 64) /* lost once tried (a win ends the search) */
        *done |= UINT64_C(1) << (2 * (b % 32) + (c >> 1 & 1));
      if (c & CAND_REFUTED) { /* lost at once: neither counted nor kept */
        best_reach(ctx, depth);
        continue;
      }
      apply(ctx, len, f);
      uint64_t h = row_hash(ctx, len - 1);
      best_reach(ctx, depth);
      if (len - 1 == 1)
        return (rc = record_proof(ctx, depth)) ? rc : WN_WIN;
      if (ctx->won.count && /* on an earlier proof: won from here */
          wn_byteset_contains(&ctx->won, ctx->row, len - 1, h))
        return (rc = record_proof(ctx, depth)) ? rc : walk_won(ctx, len - 1);
      assert(may_win(ctx, len - 1)); /* generate left out those that fail */
      if (wn_byteset_contains(&ctx->lost, ctx->row, len - 1, h)) {
        undo(ctx, len - 1, f);
        continue;
      }
      if (limit && added > limit) { /* cut off: the move is tried again
                                     ** by the next pass of this order */
        undo(ctx, len - 1, f);
        f->next--;
        *done = was_done;
        if (rs)
          resume_save(ctx, rs, depth, n);
        return RESTART;
      }
      if (wn_budget_tick(&ctx->budget))
        return WN_STOPPED;
      /* a position of a long row costs O(len log len): read the clock
      ** at every one, not every 1024 (wn_budget_tick's pace) */
      if (len >= LONG_ROW && wn_budget_check_time(&ctx->budget))
        return WN_STOPPED;
      depth++;
      ctx->stack[depth].hash = h;
      if (ctx->sleep)
        sleep_child(f, &ctx->stack[depth]);
      else /* none known: what a solve with sleep sets left there is stale */
        ctx->stack[depth].done[0] = ctx->stack[depth].done[1] = 0;
      rc = generate(ctx, len - 1, ctx->nbest < depth + 1, &ctx->stack[depth]);
      if (rc)
        return rc;
      descended = 1;
      break;
    }
    if (descended)
      continue;
    rc = wn_byteset_add(&ctx->lost, ctx->row, len, f->hash);
    if (rc < 0)
      return rc;
    added++;
    if (depth == 0)
      return WN_LOSS;
    depth--;
    ctx->ncands = ctx->stack[depth].end;
    undo(ctx, n - depth - 1, &ctx->stack[depth]);
  }
}

/*
** Restarts: a depth-first search that commits to a bad early move can
** spend long proving a huge subtree lost, while 52-card deals are
** nearly always won by some other line. Passes with budgets following
** Luby's sequence and fresh noise cut those tails; 'lost' carries what
** each pass proved to the next. A budget counts the losses a pass adds
** to 'lost', one per card times Luby's term (52 for 52 cards): a pass
** is cut off at the first position it would expand once it has added
** more (short passes beat long ones by far on 52-card deals,
** docs/accordion.md; counting losses rather than expansions, as until
** issue 23, leaves out the positions a pass re-walks on its way down
** and the line it is on: 5% fewer instructions and a lower median and
** p99). The passes never stop restarting, and the answer stays exact:
** every cut-off pass has added a proven loss, the positions are
** finitely many, and Luby's terms grow without
** bound. (One unbounded pass after 2 million expansions, as before,
** could commit to a bad line: 6.9 million positions on a hard deal of
** bench/accordion_hard.txt, under another noise seed, that the restarts
** decide in 2.5 million.)
*/
#define RESTART_PER_CARD 1 /* 2 until the eighth session: see the
                             ** portfolio below */
#define RESTART_MIN_CARDS 25 /* smaller deals: one pass, losses are common */

/*
** The portfolio (issue 23). Each scored pass is followed by one pass in
** ORDER_LEFT and one in ORDER_RIGHT, each with the same budget of
** losses. They carry no noise, and each one goes on exactly where the
** last one of its order was cut off (struct resume; until the eighth
** session it walked down from the dealt row again, skipping the losses
** proven, and expanded the path anew): two plain DFS runs in other
** orders, sharing the table of losses, take two thirds of the work.
** (Half the budget each did worse on every tail figure,
** docs/accordion.md.) Deals
** that the scored order finds hard are often easy in another order (the
** peer bench/accordion_plain decides many climbed deals in fewer
** positions). Until the eighth session the two orders joined only past
** 50,000 positions, so a deal easy in natural order but hard for the
** scored one cost at least that: the climb found dozens of deals at
** 40,000-85,000 positions that the peer decides in 1,000-10,000. From
** the first restart on, with budgets of one loss per card instead of
** two, the climbs' worst deals fell from 1,213,132 / 599,472 / 321,744
** positions (seeds 1-100 / 101-200 / 201-300) to 314,955 / 316,072 /
** 230,642 (and with the resuming passes and the beams' sixth to
** 257,784 / 217,239 / 256,974), and random 52-card deals stop on the
** first pass or soon after (seed 1: median 121, p99 4,778, max 7,644
** positions, was 121 / 5,021 / 10,120). On deals hard in all three
** orders the portfolio costs up to three times the scored order alone.
*/

/*
** Beams (accordion_beam.c) look for a win by another route: at each
** depth they keep the few positions of least hardness, where the
** passes commit to one line and pay for every lost subtree under it.
** The first beam, of width BEAM_FIRST_WIDTH, runs before the first
** pass; between any two passes another runs, twice as wide as the
** last, when the beams have examined no more than a sixth of the
** positions the passes have. A beam's position costs about 2.5 of a
** pass's, and the last beam to run can examine as many as all before
** it, so beams take between a third and half the time of a deal they
** do not win (deals lost or won only by the passes). A beam may
** rewrite the best line: passes start it afresh (best_match 0). Widths
** stop doubling at BEAM_MAX_PILES piles in all (about 50 MB of
** scratch). A beam proves
** no loss and stores none, and the passes stay exact with or without
** them; one that runs out of memory frees its scratch and ends the
** beams of the solve, not the solve.
*/
#define BEAM_FIRST_WIDTH 3
#define BEAM_FIRST_TOP 2 /* the first beam's width while its rows have
                         ** more than 20 piles: as many wins, fewer
                         ** positions (docs/accordion.md) */
#define BEAM_SHARE 6 /* beams run while they have examined at most 1 /
                     ** BEAM_SHARE of the passes' positions (3 until the
                     ** eighth session: docs/accordion.md) */
#define BEAM_MAX_PILES ((size_t)1 << 19)

struct beams {
  size_t width;       /* of the next beam; 0: no more beams */
};

/* Run the next beam if it is due. Returns 0, WN_WIN or WN_STOPPED. */
static int beam_next(accordion_ctx *ctx, const uint8_t *cards, size_t n,
                     struct beams *bs) {
  if (!bs->width || BEAM_SHARE * ctx->beam_states > pass_states(ctx))
    return 0;
  if (bs->width * n > BEAM_MAX_PILES ||
      (!ctx->beam && !(ctx->beam = accordion_beam_new(&ctx->mem))) ||
      wn_mem_grow(&ctx->mem, (void **)&ctx->proof, &ctx->proofcap, n - 1,
                  sizeof *ctx->proof)) {
    bs->width = 0;
    return 0;
  }
  uint64_t before = ctx->budget.states;
  size_t top = bs->width == BEAM_FIRST_WIDTH ? BEAM_FIRST_TOP : bs->width;
  int rc = accordion_beam_run(ctx->beam, &ctx->mem, &ctx->budget, cards, n,
                              bs->width, top, ctx->proof, ctx->best,
                              &ctx->nbest);
  ctx->beam_states += ctx->budget.states - before;
  bs->width *= 2;
  if (rc == 1) {
    ctx->nproof = n - 1;
    return WN_WIN;
  }
  if (rc < 0 && rc != WN_STOPPED) { /* no memory: no more beams */
    accordion_beam_free(ctx->beam, &ctx->mem);
    ctx->beam = NULL;
    bs->width = 0;
    rc = 0;
  }
  return rc;
}

static int solve_any(accordion_ctx *ctx, const uint8_t *cards, size_t n) {
  if (wn_budget_tick(&ctx->budget)) /* the dealt row is examined too */
    return wn_stop_verdict(&ctx->budget, WN_STOPPED);
  struct beams bs = {n >= RESTART_MIN_CARDS && n < LONG_ROW &&
                             ctx->beam_on ? BEAM_FIRST_WIDTH : 0};
  ctx->beam_states = 0;
  ctx->resume[0].live = ctx->resume[1].live = 0;
  for (uint64_t pass = 1;; pass++) {
    int rc = beam_next(ctx, cards, n, &bs);
    if (rc)
      return wn_stop_verdict(&ctx->budget, rc);
    uint64_t limit = RESTART_PER_CARD * (uint64_t)n * luby(pass);
    if (n < RESTART_MIN_CARDS)
      limit = 0;
    rc = dfs_pass(ctx, cards, n, limit, pass, ORDER_SCORED);
    for (int order = ORDER_LEFT; rc == RESTART && order <= ORDER_RIGHT;
         order++)
      if ((rc = beam_next(ctx, cards, n, &bs)) == 0) /* between any passes */
        rc = dfs_pass(ctx, cards, n, limit, pass, order);
    if (rc != RESTART)
      return wn_stop_verdict(&ctx->budget, rc);
  }
}

static int solve(accordion_ctx *ctx, const uint8_t *cards, size_t n,
                 accordion_rule rule, int keep);

/* Make ctx->row hold n piles, with its pads (ROW_PAD, ROW_TAIL) zeroed. */
static int grow_row(accordion_ctx *ctx, size_t n) {
  size_t after = n + ROW_PAD + ROW_TAIL; /* bytes from row[0] on */
  if (after < HASH_SHORT) /* row_hash reads three words of short rows */
    after = HASH_SHORT;
  int rc = wn_mem_grow(&ctx->mem, (void **)&ctx->rowbuf, &ctx->rowcap,
                       ROW_PAD + after, 1);
  if (rc)
    return rc;
  memset(ctx->rowbuf, 0, ctx->rowcap); /* the left pad is never written */
  ctx->row = ctx->rowbuf + ROW_PAD;
  return 0;
}

/*
** Any rule, after a loss: the search does not follow
** positions its tests cut off, so its best line may stop where moves
** are still legal. Play on from its end with the greedy line (O(n log
** n), no state or time limit, the memory limit kept) until no move is
** left. Best effort: nothing changes when memory runs short, and the
** verdict is not touched.
*/
static void extend_best(accordion_ctx *ctx, const uint8_t *cards, size_t n) {
  uint8_t *row = ctx->row; /* scratch now; n bytes */
  size_t len = n, more = 0;
  memcpy(row, cards, n);
  for (size_t k = 0; k < ctx->nbest; k++, len--) {
    int rc = accordion_play(row, len, ctx->best[k]);
    assert(rc == 0); /* the best line is made of legal moves */
    (void)rc;
  }
  if (len < 2)
    return;
  wn_budget free_run;
  wn_budget_start(&free_run, &(wn_limits){0, 0, 0});
  if (accordion_greedy(&ctx->mem, &free_run, row, len, ctx->best + ctx->nbest,
                       &more) >= 0)
    ctx->nbest += more;
}

int accordion_solve(accordion_ctx *ctx, const uint8_t *cards, size_t n,
                    accordion_rule rule) {
  ctx->certified = 0;
  if (n < 1 || n > ACCORDION_MAX_CARDS)
    return WN_EINVAL;
  wn_byteset_clear(&ctx->lost);
  wn_byteset_clear(&ctx->won);
  ctx->hints.nvalues = 0; /* the last hint's values end here */
  int rc = solve(ctx, cards, n, rule, 0);
  ctx->certified = rc == WN_LOSS && rule == ACCORDION_ANY && ctx->certify;
  return rc;
}

int accordion_solve_keep(accordion_ctx *ctx, const uint8_t *cards, size_t n,
                         accordion_rule rule) {
  ctx->certified = 0; /* the table now mixes several solves */
  return solve(ctx, cards, n, rule, 1);
}

/*
** The certificate is the table of losses itself: a row goes in only
** when each of its moves leads to a row already in, or to one that
** fails may_win (the refuted children, never stored), so every row of
** the table passes the separate checker's test (accordion_check_loss),
** and a lost deal's own row is in it (dfs_pass returns WN_LOSS when the
** dealt row is added, pass_begin when it is found there or fails
** may_win). Positions of passes cut off by a restart that never got
** their row in are left out, as they must be: they were not proven.
*/
int accordion_loss_certificate(const accordion_ctx *ctx,
                               int (*fn)(void *user, const uint8_t *row,
                                         size_t len),
                               void *user) {
  if (!ctx->certified)
    return WN_EINVAL;
  return wn_byteset_each(&ctx->lost, fn, user);
}

/* The solve; 'keep': remember the proof's positions in 'won'. */
static int solve(accordion_ctx *ctx, const uint8_t *cards, size_t n,
                 accordion_rule rule, int keep) {
  if (n < 1 || n > ACCORDION_MAX_CARDS)
    return WN_EINVAL;
  for (size_t k = 0; k < n; k++)
    if (cards[k] >= WN_NCARDS)
      return WN_EINVAL;
  ctx->mem.cap = ctx->limits.max_memory;
  ctx->sleep = !ctx->certify && !ctx->no_sleep;
  wn_budget_start(&ctx->budget, &ctx->limits);
  ctx->nproof = ctx->nbest = ctx->best_match = 0;
  if (n == 1) {
    ctx->budget.states = 1;
    return WN_WIN;
  }
  int rc = grow_row(ctx, n);
  if (!rc)
    rc = wn_mem_grow(&ctx->mem, (void **)&ctx->stack, &ctx->stackcap, n,
                     sizeof *ctx->stack);
  if (!rc)
    rc = wn_mem_grow(&ctx->mem, (void **)&ctx->best, &ctx->bestcap, n,
                     sizeof *ctx->best);
  if (rc)
    return wn_stop_verdict(&ctx->budget, rc);
  if (rule == ACCORDION_RIGHTMOST) {
    if (!ctx->rm && !(ctx->rm = accordion_rm_new(&ctx->mem)))
      return wn_stop_verdict(&ctx->budget, wn_mem_fail(&ctx->mem));
    return accordion_rm_solve(ctx->rm, &ctx->mem, &ctx->budget, cards, n,
                              &ctx->proof, &ctx->proofcap, &ctx->nproof,
                              ctx->best, &ctx->nbest);
  }
  if (n >= LONG_ROW) { /* long rows are usually won by any line */
    rc = wn_mem_grow(&ctx->mem, (void **)&ctx->proof, &ctx->proofcap, n - 1,
                     sizeof *ctx->proof);
    if (!rc)
      rc = accordion_greedy(&ctx->mem, &ctx->budget, cards, n, ctx->proof,
                            &ctx->nproof);
    if (rc == 1)
      return WN_WIN;
    if (rc == 0) { /* stuck: its line is the best so far */
      memcpy(ctx->best, ctx->proof, ctx->nproof * sizeof *ctx->best);
      ctx->nbest = ctx->nproof;
    }
    ctx->nproof = 0;
    if (rc == WN_UNKNOWN)
      return WN_UNKNOWN;
    if (rc)
      return wn_stop_verdict(&ctx->budget, rc);
  }
  rc = solve_any(ctx, cards, n);
  if (rc == WN_WIN && keep)
    remember_line(ctx, cards, n);
  if (rc == WN_LOSS) /* not after a limit: that would be work past it */
    extend_best(ctx, cards, n);
  return rc;
}

void accordion_set_experiment(accordion_ctx *ctx, uint64_t noise_seed,
                              int flags) {
  ctx->noise_seed = noise_seed;
  int early = flags & ACCORDION_EXP_EARLY;
  ctx->cross_states = early ? 0 : CROSS_STATES;
  ctx->no_sleep = (flags & ACCORDION_EXP_NO_SLEEP) != 0;
  ctx->beam_on = (flags & ACCORDION_EXP_NO_BEAM) == 0;
}

uint64_t accordion_beam_states(const accordion_ctx *ctx) {
  return ctx->beam_states;
}

void accordion_set_certify(accordion_ctx *ctx, int on) {
  ctx->certify = on != 0;
}

accordion_parts_of accordion_parts(accordion_ctx *ctx) {
  ctx->certified = 0; /* the caller may change the table of losses */
  accordion_parts_of p = {&ctx->mem, &ctx->limits, &ctx->budget, &ctx->lost,
                          &ctx->won, &ctx->hints};
  return p;
}

const accordion_hints *accordion_hints_view(const accordion_ctx *ctx) {
  return &ctx->hints;
}

void accordion_remember(accordion_ctx *ctx, const uint8_t *cards, size_t n,
                        const accordion_move *moves) {
  assert(n >= 2);
  if (grow_row(ctx, n) ||
      wn_mem_grow(&ctx->mem, (void **)&ctx->stack, &ctx->stackcap, n,
                  sizeof *ctx->stack) ||
      wn_mem_grow(&ctx->mem, (void **)&ctx->proof, &ctx->proofcap, n - 1,
                  sizeof *ctx->proof))
    return; /* no room: the line is just not kept */
  memcpy(ctx->proof, moves, (n - 1) * sizeof *moves);
  ctx->nproof = n - 1;
  remember_line(ctx, cards, n);
}
