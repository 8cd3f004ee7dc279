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
** in place. Every position entered is recorded in 'seen'; a position
** seen before was either fully explored without a win or is being
** explored now (impossible: no cycles), so it is skipped. A loss is
** thus proven by exhausting the reachable positions.
**
** Rightmost rule: every pile left of the last three still holds its
** dealt card, so a position is (piles, last three tops), packed in a
** 64-bit key: at most n * 53^3 positions, polynomial on any deal.
**
** No I/O, no globals: all state is in struct accordion_ctx.
*/
#include "core/core.h"

/* One level of the depth-first search. */
struct frame {
  uint32_t cursor;        /* next candidate move to try, see decode() */
  uint8_t saved;          /* top card of the target before the move */
  accordion_move move;    /* the move that left this level */
};

struct accordion_ctx {
  wn_mem mem;
  wn_limits limits;
  wn_budget budget;
  wn_byteset seen;        /* any rule: positions entered */
  wn_u64set seen64;       /* rightmost rule: positions entered */
  uint8_t *row;           /* the current position, one top per pile */
  size_t rowcap;
  struct frame *stack;
  size_t stackcap;
  accordion_move *proof;
  size_t nproof, proofcap;
};

accordion_ctx *accordion_new(const wn_allocator *alloc) {
  wn_mem mem;
  wn_mem_init(&mem, alloc);
  accordion_ctx *ctx = wn_mem_alloc(&mem, sizeof *ctx);
  if (!ctx)
    return NULL;
  memset(ctx, 0, sizeof *ctx);
  ctx->mem = mem;
  wn_byteset_init(&ctx->seen, &ctx->mem);
  wn_u64set_init(&ctx->seen64, &ctx->mem);
  return ctx;
}

void accordion_free(accordion_ctx *ctx) {
  if (!ctx)
    return;
  wn_byteset_release(&ctx->seen);
  wn_u64set_release(&ctx->seen64);
  wn_mem_free(&ctx->mem, ctx->row, ctx->rowcap);
  wn_mem_free(&ctx->mem, ctx->stack, ctx->stackcap * sizeof *ctx->stack);
  wn_mem_free(&ctx->mem, ctx->proof, ctx->proofcap * sizeof *ctx->proof);
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

static inline int match(uint8_t a, uint8_t b) {
  return ((a ^ b) & 3) == 0 || (a >> 2) == (b >> 2);
}

/* A state or time limit ran out (budget.hit says which). */
#define OUT_OF_BUDGET (-101)

/* Turn a search-stopping code into the verdict the caller returns. */
static int stopped(accordion_ctx *ctx, int rc) {
  if (rc == WN_CAPPED) {
    ctx->budget.hit = WN_LIMIT_MEMORY;
    return WN_UNKNOWN;
  }
  return rc == OUT_OF_BUDGET ? WN_UNKNOWN : rc;
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

/* ---- any rule ---- */

/*
** Candidate k of a row of len piles: move ordering. Piles are tried
** from the right, and for each pile the 3-left move before the 1-left
** one. Returns 0 when k is past the last candidate.
*/
static inline int decode(uint32_t k, size_t len, uint32_t *from,
                         uint32_t *to) {
  if (k >= 2 * (len - 1))
    return 0;
  *from = (uint32_t)(len - k / 2);      /* 1-based, len down to 2 */
  if (k & 1)
    *to = *from - 1;
  else
    *to = *from > 3 ? *from - 3 : 0;    /* 0: no pile 3 to the left */
  return 1;
}

static void apply(uint8_t *row, size_t len, struct frame *f) {
  uint32_t j = f->move.from - 1, i = f->move.to - 1;
  f->saved = row[i];
  row[i] = row[j];
  memmove(row + j, row + j + 1, len - j - 1);
}

static void undo(uint8_t *row, size_t len, const struct frame *f) {
  uint32_t j = f->move.from - 1, i = f->move.to - 1;
  /* len is the length after the move; reopen the gap at j */
  memmove(row + j + 1, row + j, len - j);
  row[j] = row[i];
  row[i] = f->saved;
}

/*
** Enter the position row[0..len): 1 if new, 0 if seen before, or a
** negative code for stopped().
*/
static int enter(accordion_ctx *ctx, size_t len) {
  int rc = wn_byteset_insert(&ctx->seen, ctx->row, len);
  if (rc <= 0)
    return rc;
  return wn_budget_tick(&ctx->budget) ? OUT_OF_BUDGET : 1;
}

static int solve_any(accordion_ctx *ctx, size_t n) {
  size_t depth = 0;
  int rc = enter(ctx, n);
  if (rc < 0)
    return stopped(ctx, rc);
  ctx->stack[0].cursor = 0;
  for (;;) {
    struct frame *f = &ctx->stack[depth];
    size_t len = n - depth;
    int descended = 0;
    uint32_t from, to;
    while (decode(f->cursor++, len, &from, &to)) {
      if (to == 0 || !match(ctx->row[from - 1], ctx->row[to - 1]))
        continue;
      f->move.from = from;
      f->move.to = to;
      apply(ctx->row, len, f);
      if (len - 1 == 1)
        return (rc = record_proof(ctx, depth)) ? stopped(ctx, rc) : WN_WIN;
      rc = enter(ctx, len - 1);
      if (rc < 0) {
        undo(ctx->row, len - 1, f);
        return stopped(ctx, rc);
      }
      if (rc == 0) {
        undo(ctx->row, len - 1, f);
        continue;
      }
      depth++;
      ctx->stack[depth].cursor = 0;
      descended = 1;
      break;
    }
    if (descended)
      continue;
    if (depth == 0)
      return WN_LOSS;
    depth--;
    undo(ctx->row, n - depth - 1, &ctx->stack[depth]);
  }
}

/* ---- rightmost rule ---- */

#define NONE 0xff /* no pile there (fewer than three piles) */

/* Pack (piles, last three tops) into one key. */
static inline uint64_t pack(size_t m, const uint8_t t[3]) {
  return ((uint64_t)m << 24) | ((uint64_t)t[0] << 16) |
         ((uint64_t)t[1] << 8) | t[2];
}

/* Last three tops of a row of m piles whose first m-3 are as dealt. */
static void tail_of(const uint8_t *cards, size_t m, uint8_t t[3]) {
  t[0] = m >= 3 ? cards[m - 3] : NONE;
  t[1] = m >= 2 ? cards[m - 2] : NONE;
  t[2] = cards[m - 1];
}

/*
** Successor of (m, t) by move k (0: onto the pile 1 left, 1: onto the
** pile 3 left). Returns 0 if the move is illegal.
*/
static int step_rightmost(const uint8_t *cards, size_t m, const uint8_t t[3],
                          int k, uint8_t out[3]) {
  if (k == 0) {
    if (m < 2 || !match(t[2], t[1]))
      return 0;
    out[0] = m >= 4 ? cards[m - 4] : NONE;
    out[1] = t[0];
    out[2] = t[2];
  } else {
    if (m < 4 || !match(t[2], cards[m - 4]))
      return 0;
    out[0] = t[2];
    out[1] = t[0];
    out[2] = t[1];
  }
  return 1;
}

struct rframe {
  uint8_t t[3];
  uint8_t next;          /* next move kind to try: 0, 1, then done */
};

/* As enter(), for the rightmost rule's packed positions. */
static int enter64(accordion_ctx *ctx, uint64_t key) {
  int rc = wn_u64set_insert(&ctx->seen64, key);
  if (rc <= 0)
    return rc;
  return wn_budget_tick(&ctx->budget) ? OUT_OF_BUDGET : 1;
}

static int solve_rightmost(accordion_ctx *ctx, const uint8_t *cards,
                           size_t n) {
  struct rframe *st = (struct rframe *)ctx->row; /* scratch, sized below */
  size_t depth = 0;
  tail_of(cards, n, st[0].t);
  st[0].next = 0;
  int rc = enter64(ctx, pack(n, st[0].t));
  if (rc < 0)
    return stopped(ctx, rc);
  for (;;) {
    size_t m = n - depth;
    struct rframe *f = &st[depth];
    int descended = 0;
    while (f->next < 2) {
      int k = f->next++;
      uint8_t t[3];
      if (!step_rightmost(cards, m, f->t, k, t))
        continue;
      ctx->stack[depth].move.from = (uint32_t)m;
      ctx->stack[depth].move.to = (uint32_t)(k == 0 ? m - 1 : m - 3);
      if (m - 1 == 1)
        return (rc = record_proof(ctx, depth)) ? stopped(ctx, rc) : WN_WIN;
      rc = enter64(ctx, pack(m - 1, t));
      if (rc < 0)
        return stopped(ctx, rc);
      if (rc == 0)
        continue;
      depth++;
      memcpy(st[depth].t, t, 3);
      st[depth].next = 0;
      descended = 1;
      break;
    }
    if (descended)
      continue;
    if (depth == 0)
      return WN_LOSS;
    depth--;
  }
}

int accordion_solve(accordion_ctx *ctx, const uint8_t *cards, size_t n,
                    accordion_rule rule) {
  if (n < 1 || n > ACCORDION_MAX_CARDS)
    return WN_EINVAL;
  for (size_t k = 0; k < n; k++)
    if (cards[k] >= WN_NCARDS)
      return WN_EINVAL;
  ctx->mem.cap = ctx->limits.max_memory;
  wn_budget_start(&ctx->budget, &ctx->limits);
  ctx->nproof = 0;
  wn_byteset_clear(&ctx->seen);
  wn_u64set_clear(&ctx->seen64);
  if (n == 1) {
    ctx->budget.states = 1;
    return WN_WIN;
  }
  size_t rowbytes = n * (rule == ACCORDION_RIGHTMOST ? sizeof(struct rframe)
                                                     : 1);
  int rc = wn_mem_grow(&ctx->mem, (void **)&ctx->row, &ctx->rowcap,
                       rowbytes, 1);
  if (!rc)
    rc = wn_mem_grow(&ctx->mem, (void **)&ctx->stack, &ctx->stackcap, n,
                     sizeof *ctx->stack);
  if (rc)
    return stopped(ctx, rc);
  if (rule == ACCORDION_RIGHTMOST)
    return solve_rightmost(ctx, cards, n);
  memcpy(ctx->row, cards, n);
  return solve_any(ctx, n);
}
