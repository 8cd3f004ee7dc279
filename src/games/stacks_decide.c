/*
** stacks_decide.c: decides Stack Management in time linear in N*C.
**
** Let S be the number of suits. A suit's highest card (its "ace") can
** never be removed and a visible suit never stops being visible, so
** S > N loses and S < N always wins (some move exists until the end).
** For S = N, the criterion of the contest analysis (Code Jam 2017):
**   1. apply every removal; they never hurt. Won: done. No stack
**      empty: lost (N tops of N different suits, nothing can move);
**   2. the vertices are the stacks whose bottom card is an ace; a source
**      is such a stack whose ace is the last card of its suit, a target
**      one that also holds another ace; an edge A -> B means the second
**      highest card ("king") of B's bottom suit lies in A;
**   3. winnable iff a source reaches a target.
** Removals commute (a removable card stays removable until removed:
** nothing ever covers a visible card and the highest visible value of a
** suit never drops), so step 1 may remove in any order; the worklist
** below removes each card once: O(N*C). The graph has at most one edge
** per card, and a breadth-first search from all sources finds a
** shortest path, whose inner stacks therefore hold no second ace; the
** move builder (stacks_moves.c) relies on that.
** None of this needs stacks of equal height (the position after step 1
** is ragged anyway): the decision takes any position, stack i holding
** ctx->height[i] cards, which is how stacks_hint.c values mid-game
** positions. The suit count never changes along a game (an ace cannot
** go, no card comes in), so S is the same in every position reached.
** No I/O, no globals: all state is in struct stacks_ctx.
*/
#include "games/stacks_decide.h"

/* Make the per-stack arrays hold n entries (their contents are lost). */
static int reserve_stacks(stacks_ctx *ctx, size_t n) {
  if (n > ctx->stackcap) {
    wn_mem_free(&ctx->mem, ctx->stackmem, ctx->stackcap * STACKS_PER_STACK);
    ctx->stackcap = 0;
    ctx->stackmem = wn_mem_alloc(&ctx->mem, n * STACKS_PER_STACK);
    if (!ctx->stackmem)
      return wn_mem_fail(&ctx->mem);
    ctx->stackcap = n;
  }
  uint32_t *p = ctx->stackmem;
  size_t cap = ctx->stackcap;
  uint32_t **arrays[] = {&ctx->depth, &ctx->work,  &ctx->head,
                         &ctx->parent, &ctx->via,   &ctx->tpos,
                         &ctx->path,  &ctx->pathpos, &ctx->height};
  for (size_t k = 0; k < sizeof arrays / sizeof arrays[0]; k++)
    *arrays[k] = p + k * cap;
  ctx->kind = (uint8_t *)(p + 9 * cap);
  return 0;
}

/* Make suit numbers below 'need' addressable; new entries are unstamped. */
static int reserve_suits(stacks_ctx *ctx, size_t need) {
  size_t old = ctx->suitcap;
  if (need <= old)
    return 0;
  int rc = wn_mem_grow(&ctx->mem, (void **)&ctx->suit, &ctx->suitcap, need,
                       sizeof *ctx->suit);
  if (rc)
    return rc;
  memset(ctx->suit + old, 0, (ctx->suitcap - old) * sizeof *ctx->suit);
  return 0;
}

/* Start a new instance: stamps of earlier instances become stale. */
static void next_generation(stacks_ctx *ctx) {
  if (++ctx->gen == 0) { /* wrapped: old stamps could match again */
    for (size_t s = 0; s < ctx->suitcap; s++)
      ctx->suit[s].stamp = 0;
    ctx->gen = 1;
  }
}

/* ---- step 0: the suits, their aces and kings ---- */

/*
** Stamp every suit of the instance with ace, king and count, and list
** the distinct suits in ctx->suits. Returns 0, WN_EINVAL for a card out
** of range, or a memory failure.
*/
static int scan_suits(stacks_ctx *ctx, const stacks_card *const *stacks,
                      size_t n) {
  uint32_t gen = ctx->gen;
  struct stacks_suit *suit = ctx->suit; /* locals: the loop is the hot */
  size_t cap = ctx->suitcap;            /* spot of the whole decision */
  ctx->nsuits = 0;
  for (size_t i = 0; i < n; i++) {
    const stacks_card *x = stacks[i], *end = x + ctx->height[i];
    for (; x < end; x++) {
      uint32_t v = x->value, s = x->suit;
      if ((v - 1 >= STACKS_MAX_VALUE) | (s >= cap)) {
        if (v - 1 >= STACKS_MAX_VALUE || s - 1 >= STACKS_MAX_VALUE)
          return WN_EINVAL;
        int rc = reserve_suits(ctx, (size_t)s + 1);
        if (rc)
          return rc;
        suit = ctx->suit;
        cap = ctx->suitcap;
      }
      struct stacks_suit *u = &suit[s];
      if (u->stamp == gen) {
        u->count++;
        if (v > u->king) { /* rare once a suit's high cards are seen */
          if (v > u->ace) {
            u->king = u->ace;
            u->ace = v;
          } else {
            u->king = v;
          }
        }
        continue;
      }
      int rc = wn_mem_grow(&ctx->mem, (void **)&ctx->suits, &ctx->suitscap,
                           ctx->nsuits + 1, sizeof *ctx->suits);
      if (rc)
        return rc;
      ctx->suits[ctx->nsuits++] = s;
      u->stamp = gen;
      u->ace = v;
      u->king = 0;
      u->count = 1;
      u->maxvis = 0;
      u->home = STACKS_NIL;
    }
  }
  return 0;
}

/* ---- step 1: every removal ---- */

/*
** Apply removals until none is left; ctx->depth[] then describes the
** position and suit[].left counts what is left of each suit. A stack
** sits in the worklist exactly while its top is removable, so it is
** never there twice and the worklist needs n entries.
*/
static void remove_all(stacks_ctx *ctx, const stacks_card *const *stacks,
                       size_t n) {
  struct stacks_suit *suit = ctx->suit;
  uint32_t *depth = ctx->depth, *work = ctx->work;
  const uint32_t *height = ctx->height;
  size_t nwork = 0;
  for (size_t k = 0; k < ctx->nsuits; k++)
    suit[ctx->suits[k]].left = suit[ctx->suits[k]].count;
  for (size_t i = 0; i < n; i++) {
    depth[i] = 0;
    if (height[i] == 0)
      continue;
    struct stacks_suit *u = &suit[stacks[i][0].suit];
    if (stacks[i][0].value > u->maxvis) {
      u->maxvis = stacks[i][0].value;
      u->owner = (uint32_t)i;
    }
  }
  for (size_t i = 0; i < n; i++)
    if (height[i] > 0 && stacks[i][0].value < suit[stacks[i][0].suit].maxvis)
      work[nwork++] = (uint32_t)i;
  while (nwork > 0) {
    uint32_t i = work[--nwork];
    const stacks_card *st = stacks[i];
    suit[st[depth[i]].suit].left--;
    if (++depth[i] == height[i])
      continue;
    const stacks_card *y = &st[depth[i]];
    struct stacks_suit *u = &suit[y->suit];
    if (y->value > u->maxvis) {
      if (u->maxvis)
        work[nwork++] = u->owner; /* its top just became removable */
      u->maxvis = y->value;
      u->owner = i;
    } else {
      work[nwork++] = i;
    }
  }
}

/* ---- steps 2 and 3: the suit graph ---- */

static int add_edge(stacks_ctx *ctx, uint32_t from, uint32_t to,
                    uint32_t pos) {
  size_t e = ctx->nedges;
  uint32_t **arrays[] = {&ctx->enext, &ctx->eto, &ctx->epos};
  for (int k = 0; k < 3; k++) {
    int rc = wn_mem_grow(&ctx->mem, (void **)arrays[k], &ctx->ecap[k], e + 1,
                         sizeof(uint32_t));
    if (rc)
      return rc;
  }
  ctx->enext[e] = ctx->head[from];
  ctx->eto[e] = to;
  ctx->epos[e] = pos;
  ctx->head[from] = (uint32_t)e;
  ctx->nedges = e + 1;
  return 0;
}

/*
** Mark vertices, sources and targets (tpos[] = the lowest second ace of
** a target) and link the edges. Returns 0 or a memory failure.
*/
static int build_graph(stacks_ctx *ctx, const stacks_card *const *stacks,
                       size_t n) {
  const uint32_t *height = ctx->height;
  struct stacks_suit *suit = ctx->suit;
  ctx->nedges = 0;
  for (size_t i = 0; i < n; i++) {
    ctx->kind[i] = 0;
    ctx->head[i] = STACKS_NIL;
    if (ctx->depth[i] == height[i])
      continue;
    const stacks_card *bottom = &stacks[i][height[i] - 1];
    struct stacks_suit *u = &suit[bottom->suit];
    if (bottom->value != u->ace)
      continue;
    ctx->kind[i] = STACKS_VERTEX | (u->left == 1 ? STACKS_SOURCE : 0);
    u->home = (uint32_t)i;
  }
  for (size_t i = 0; i < n; i++) {
    if (!(ctx->kind[i] & STACKS_VERTEX))
      continue;
    for (size_t j = ctx->depth[i]; j + 1 < height[i]; j++) {
      const struct stacks_suit *u = &suit[stacks[i][j].suit];
      if (stacks[i][j].value == u->ace) {
        ctx->kind[i] |= STACKS_TARGET;
        ctx->tpos[i] = (uint32_t)j; /* the last one found is the lowest */
      } else if (stacks[i][j].value == u->king && u->home != STACKS_NIL &&
                 u->home != i) {
        int rc = add_edge(ctx, (uint32_t)i, u->home, (uint32_t)j);
        if (rc)
          return rc;
      }
    }
  }
  return 0;
}

/*
** Breadth-first search from every source at once; the first target
** taken from the queue ends a shortest source-target path, stored in
** ctx->path / pathpos. Returns WN_WIN, WN_LOSS or WN_UNKNOWN (states).
*/
static int search(stacks_ctx *ctx, size_t n) {
  uint32_t *queue = ctx->work;
  size_t qh = 0, qt = 0;
  for (size_t i = 0; i < n; i++)
    if (ctx->kind[i] & STACKS_SOURCE) {
      ctx->kind[i] |= STACKS_SEEN;
      ctx->parent[i] = STACKS_NIL;
      queue[qt++] = (uint32_t)i;
    }
  while (qh < qt) {
    uint32_t v = queue[qh++];
    if (wn_budget_tick(&ctx->budget))
      return WN_UNKNOWN;
    if (ctx->kind[v] & STACKS_TARGET) {
      size_t k = 0;
      uint32_t pos = ctx->tpos[v];
      for (uint32_t w = v; w != STACKS_NIL; w = ctx->parent[w]) {
        ctx->path[k] = w;
        ctx->pathpos[k++] = pos;
        pos = ctx->via[w];
      }
      for (size_t a = 0, b = k - 1; a < b; a++, b--) { /* source first */
        uint32_t t = ctx->path[a];
        ctx->path[a] = ctx->path[b];
        ctx->path[b] = t;
        t = ctx->pathpos[a];
        ctx->pathpos[a] = ctx->pathpos[b];
        ctx->pathpos[b] = t;
      }
      ctx->npath = k;
      return WN_WIN;
    }
    for (uint32_t e = ctx->head[v]; e != STACKS_NIL; e = ctx->enext[e]) {
      uint32_t w = ctx->eto[e];
      if (ctx->kind[w] & STACKS_SEEN)
        continue;
      ctx->kind[w] |= STACKS_SEEN;
      ctx->parent[w] = v;
      ctx->via[w] = ctx->epos[e];
      queue[qt++] = w;
    }
  }
  ctx->reason = STACKS_NO_PATH;
  return WN_LOSS;
}

/* ---- the decision ---- */

/* After remove_all: 1 won, 0 some stack empty, -1 neither. */
static int after_removals(const stacks_ctx *ctx, size_t n) {
  int empty = 0, won = 1;
  for (size_t i = 0; i < n; i++) {
    if (ctx->depth[i] + 1 < ctx->height[i])
      won = 0;
    if (ctx->depth[i] == ctx->height[i])
      empty = 1;
  }
  return won ? 1 : empty ? 0 : -1;
}

/* The decision once the suits are scanned (steps 1 to 3). */
static int decide_scanned(stacks_ctx *ctx, const stacks_card *const *stacks,
                          size_t n) {
  int rc;
  if (ctx->nsuits > n) {
    ctx->reason = STACKS_TOO_MANY_SUITS;
    return WN_LOSS;
  }
  if (ctx->nsuits < n)
    return WN_WIN;
  remove_all(ctx, stacks, n);
  switch (after_removals(ctx, n)) {
  case 1:
    return WN_WIN;
  case -1:
    ctx->reason = STACKS_STUCK;
    return WN_LOSS;
  default:
    break;
  }
  if ((rc = build_graph(ctx, stacks, n)))
    return rc;
  return search(ctx, n);
}

int stacks_decide(stacks_ctx *ctx, const stacks_card *const *stacks,
                  size_t n) {
  int rc = scan_suits(ctx, stacks, n);
  if (rc)
    return rc;
  ctx->scanned = 1;
  return decide_scanned(ctx, stacks, n);
}

int stacks_decide_again(stacks_ctx *ctx, const stacks_card *const *stacks,
                        size_t n) {
  assert(ctx->scanned); /* the caller's promise: same cards as scanned */
  for (size_t k = 0; k < ctx->nsuits; k++) {
    struct stacks_suit *u = &ctx->suit[ctx->suits[k]];
    u->maxvis = 0;
    u->home = STACKS_NIL;
  }
  ctx->reason = STACKS_REASON_NONE;
  ctx->npath = 0;
  ctx->nproof = 0;
  return decide_scanned(ctx, stacks, n);
}

int stacks_prepare(stacks_ctx *ctx, size_t n) {
  ctx->mem.cap = ctx->limits.max_memory;
  ctx->nproof = 0;
  ctx->npath = 0;
  ctx->nsuits = 0;
  ctx->scanned = 0;
  ctx->reason = STACKS_REASON_NONE;
  next_generation(ctx);
  return reserve_stacks(ctx, n);
}
