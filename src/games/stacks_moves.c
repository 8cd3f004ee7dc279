/*
** stacks_moves.c: a winning move list for an instance that stacks.c
** found winnable, built by playing the strategy of the proof: no search.
**
** The play engine applies removals greedily (always the lowest visible
** card of a suit showing two or more, as the rules demand) and, when
** none is left, moves the top of the first stack holding two or more
** cards, unless that top is "frozen", onto an empty stack. Moving only
** from stacks of two or more cards makes it terminate: each such move
** adds a non-empty stack, each removal takes at most one away, so there
** are at most (removals + N) of them. Play stops at the first position
** where every stack holds at most one card, so the list ends with the
** move that wins.
**
** Fewer suits than stacks: the engine alone wins. Fewer than N suits
** are visible, so until the end two tops share a suit or a stack is
** empty, and a stack of two or more cards exists to move from.
**
** As many suits as stacks, with a shortest path A_1 -> ... -> A_k from
** a source to a target (stacks.c): freeze the king of A_(i+1)'s suit
** on A_i, and on A_k the lowest ace t above its bottom. A frozen card
** never leaves: moving it is refused, removing a king needs its ace
** visible, which needs the next frozen card gone, and t is an ace. So
** the source's suit stays hidden, fewer than N suits show, and the
** engine stops only with every unfrozen stack at one card or none.
** Then exactly one stack is empty, the kings and t show on top of the
** path stacks, and every other ace lies alone on its stack: N-1
** visible suits, all but the source's (A_1..A_(k-1) hold no second
** ace, and none lies under t). Moving t to the empty stack finishes:
** each card then uncovered on A_k is below a visible ace or king of
** its suit, and so removable; A_k's ace uncovered makes the king of its
** suit on A_(k-1) removable, which digs A_(k-1) the same way, down to
** the source's ace on A_1, when every stack holds one ace.
**
** Nothing above needs stacks of equal height: stack a holds
** height[a] cards to begin with (ctx->height, 0 for an empty stack), so
** the same play wins any position the decision found winnable.
**
** Visible cards of each suit sit in a binary min-heap keyed by value,
** each heap in its own slice of one array (a suit never shows more
** cards than it has), so each move costs O(log N).
*/
#include "games/stacks_ctx.h"
#include "games/stacks_moves.h"

struct build {
  stacks_ctx *ctx;
  const stacks_card *const *stacks;
  size_t n;
  const uint32_t *height;   /* per stack: dealt cards (ctx->height) */
  const stacks_card **held; /* per stack: the moved card it holds, if any */
  uint32_t *depth;          /* per stack: top dealt card (height: none) */
  uint32_t *topv;           /* per stack: value of the top card */
  uint32_t *hpos;           /* per stack: its slot in its suit's heap */
  uint32_t *frozen;         /* per stack: position that stays on top */
  uint32_t *empty;          /* the empty stacks */
  uint32_t *queue;          /* suits that may show two cards */
  uint32_t *heap;           /* a slot per card, suit s at suit[s].hoff */
  size_t nempty, nqueue, cursor;
  size_t multi;             /* stacks holding two or more cards */
};

/* Bytes of scratch for n stacks, 'total' cards and s suits. */
static size_t scratch_size(size_t n, size_t total, size_t s) {
  return n * (sizeof(stacks_card *) + 5 * sizeof(uint32_t)) +
         (total + s) * sizeof(uint32_t);
}

void stacks_build_free(stacks_ctx *ctx) {
  wn_mem_free(&ctx->mem, ctx->build, ctx->buildsize);
  ctx->build = NULL;
  ctx->buildsize = 0;
}

static int setup(struct build *b, stacks_ctx *ctx, size_t total) {
  size_t n = b->n, need = scratch_size(n, total, ctx->nsuits);
  if (need > ctx->buildsize) {
    stacks_build_free(ctx);
    if (!(ctx->build = wn_mem_alloc(&ctx->mem, need)))
      return wn_mem_fail(&ctx->mem);
    ctx->buildsize = need;
  }
  /* bound on the moves: see the top of the file */
  int rc = wn_mem_grow(&ctx->mem, (void **)&ctx->proof, &ctx->proofcap,
                       2 * total + n, sizeof *ctx->proof);
  if (rc)
    return rc;
  b->held = ctx->build;
  uint32_t *p = (uint32_t *)(b->held + n);
  uint32_t **arrays[] = {&b->depth, &b->topv, &b->hpos, &b->frozen,
                         &b->empty};
  for (size_t k = 0; k < 5; k++, p += n)
    *arrays[k] = p;
  b->queue = p;
  b->heap = p + ctx->nsuits;
  b->nempty = b->nqueue = b->cursor = 0;
  return 0;
}

static void emit(struct build *b, size_t from, size_t to) {
  stacks_ctx *ctx = b->ctx;
  assert(ctx->nproof < ctx->proofcap); /* the bound reserved in setup() */
  ctx->proof[ctx->nproof].from = (uint32_t)from;
  ctx->proof[ctx->nproof++].to = (uint32_t)to;
}

/* ---- per-suit heaps of stacks, keyed by their top card's value ---- */

static void sift_up(struct build *b, uint32_t *h, uint32_t k) {
  uint32_t x = h[k], v = b->topv[x];
  while (k > 0) {
    uint32_t parent = (k - 1) / 2;
    if (b->topv[h[parent]] <= v)
      break;
    h[k] = h[parent];
    b->hpos[h[k]] = k;
    k = parent;
  }
  h[k] = x;
  b->hpos[x] = k;
}

static void sift_down(struct build *b, uint32_t *h, uint32_t size,
                      uint32_t k) {
  uint32_t x = h[k], v = b->topv[x];
  for (;;) {
    uint32_t m = 2 * k + 1;
    if (m >= size)
      break;
    if (m + 1 < size && b->topv[h[m + 1]] < b->topv[h[m]])
      m++;
    if (b->topv[h[m]] >= v)
      break;
    h[k] = h[m];
    b->hpos[h[k]] = k;
    k = m;
  }
  h[k] = x;
  b->hpos[x] = k;
}

/*
** Stack a now shows its dealt card depth[a]: enter it in its suit's
** heap. A card whose suit shows exactly one other, higher card is the
** lowest of the two and is removed at once instead (removals may come in
** any order), and the card under it is shown in turn: most removals of
** a long dig take this path and never touch a heap.
*/
static void show(struct build *b, uint32_t a) {
  for (;;) {
    const stacks_card *x = &b->stacks[a][b->depth[a]];
    struct stacks_suit *u = &b->ctx->suit[x->suit];
    uint32_t *h = b->heap + u->hoff;
#if defined(__GNUC__)
    if (b->depth[a] + 1 < b->height[a]) /* uncovered soon: fetch its suit */
      __builtin_prefetch(&b->ctx->suit[x[1].suit]);
#endif
    if (u->hsize == 1 && b->topv[h[0]] > x->value && b->multi > 0) {
      emit(b, a + 1, 0);
      if (++b->depth[a] == b->height[a]) {
        b->empty[b->nempty++] = a;
        return;
      }
      if (b->depth[a] + 1 == b->height[a])
        b->multi--;
      continue;
    }
    b->topv[a] = x->value;
    /* a card enters its heap once, when first uncovered; moving it only
       renames its slot, so a heap never holds more than the suit's cards */
    assert(u->hsize < u->count);
    h[u->hsize] = a;
    sift_up(b, h, u->hsize++);
    if (u->hsize >= 2 && !u->queued) {
      u->queued = 1;
      b->queue[b->nqueue++] = x->suit;
    }
    return;
  }
}

/* Remove the lowest visible card of suit s (it shows two or more). */
static void remove_lowest(struct build *b, struct stacks_suit *u) {
  uint32_t *h = b->heap + u->hoff, a = h[0];
  emit(b, a + 1, 0);
  if (--u->hsize > 0) {
    h[0] = h[u->hsize];
    sift_down(b, h, u->hsize, 0);
  }
  if (b->depth[a] < b->height[a] && ++b->depth[a] < b->height[a]) {
    if (b->depth[a] + 1 == b->height[a])
      b->multi--;
    show(b, a);
    return;
  }
  b->held[a] = NULL;
  b->empty[b->nempty++] = a;
}

/* Move the top of stack a (two or more cards) onto the empty stack t. */
static void relocate(struct build *b, uint32_t a, uint32_t t) {
  const stacks_card *x = &b->stacks[a][b->depth[a]];
  uint32_t k = b->hpos[a];
  b->held[t] = x;
  b->topv[t] = b->topv[a];
  b->heap[b->ctx->suit[x->suit].hoff + k] = t;
  b->hpos[t] = k;
  emit(b, a + 1, t + 1);
  if (++b->depth[a] + 1 == b->height[a])
    b->multi--;
  show(b, a);
}

/* Every removal, lowest card first within each suit, until won. */
static void drain(struct build *b) {
  while (b->nqueue > 0) {
    struct stacks_suit *u = &b->ctx->suit[b->queue[--b->nqueue]];
    while (u->hsize >= 2 && b->multi > 0)
      remove_lowest(b, u);
    u->queued = 0;
  }
}

/* Removals, then moves from unfrozen stacks of two or more cards. */
static void play(struct build *b) {
  for (;;) {
    drain(b);
    if (b->multi == 0)
      return;
    while (b->cursor < b->n &&
           (b->depth[b->cursor] + 1 >= b->height[b->cursor] ||
            b->frozen[b->cursor] == b->depth[b->cursor]))
      b->cursor++;
    if (b->cursor == b->n || b->nempty == 0)
      return;
    relocate(b, (uint32_t)b->cursor, b->empty[--b->nempty]);
  }
}

int stacks_build_moves(stacks_ctx *ctx, const stacks_card *const *stacks,
                       size_t n, size_t total) {
  struct build b;
  memset(&b, 0, sizeof b);
  b.ctx = ctx;
  b.stacks = stacks;
  b.n = n;
  b.height = ctx->height;
  int rc = setup(&b, ctx, total);
  if (rc)
    return rc;
  ctx->nproof = 0;
  uint32_t off = 0;
  for (size_t k = 0; k < ctx->nsuits; k++) {
    struct stacks_suit *u = &ctx->suit[ctx->suits[k]];
    u->hoff = off;
    u->hsize = u->queued = 0;
    off += u->count;
  }
  for (size_t i = 0; i < n; i++) {
    b.depth[i] = 0;
    b.held[i] = NULL;
    b.frozen[i] = STACKS_NIL;
  }
  for (size_t i = 0; i < n; i++) {
    if (b.height[i] > 0)
      show(&b, (uint32_t)i);
    else
      b.empty[b.nempty++] = (uint32_t)i;
  }
  /* multi is still 0 during these first shows, so they remove nothing */
  for (size_t i = 0; i < n; i++)
    b.multi += b.height[i] >= 2;
  for (size_t k = 0; k < ctx->npath; k++)
    b.frozen[ctx->path[k]] = ctx->pathpos[k];
  play(&b);
  if (ctx->npath > 0) {
    uint32_t a = ctx->path[ctx->npath - 1];
    if (b.depth[a] != ctx->pathpos[ctx->npath - 1] || b.nempty != 1)
      return WN_EINVAL;
    b.frozen[a] = STACKS_NIL;
    relocate(&b, a, b.empty[--b.nempty]);
    drain(&b);
  }
  return b.multi == 0 ? 0 : WN_EINVAL;
}
