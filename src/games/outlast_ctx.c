/*
** outlast_ctx.c: the Inventor Outlasting context's tables (each colour
** class's memo in the layout chosen, the search's scratch), its
** lifecycle and its getters. The search itself is outlast.c.
*/
#include "games/outlast_ctx.h"

#define DENSE_FACTOR 16        /* dense if at most this many times tight */
#define DENSE_SMALL (1u << 18) /* or if at most this many slots (512 KiB) */

/* ---- tables ---- */

/* Make *p hold at least 'bytes' (contents not kept). */
static int reserve(outlast_ctx *ctx, void *pp, size_t *cap, size_t bytes) {
  void **p = pp;
  if (bytes <= *cap)
    return 0;
  wn_mem_free(&ctx->mem, *p, *cap);
  *p = NULL;
  *cap = 0;
  void *q = wn_mem_alloc(&ctx->mem, bytes);
  if (!q)
    return wn_mem_fail(&ctx->mem);
  *p = q;
  *cap = bytes;
  return 0;
}

/* Free every table (the board's shape is kept). */
static void release_tables(outlast_ctx *ctx) {
  for (int p = 0; p < 2; p++) {
    struct memo_class *k = &ctx->cls[p];
    wn_mem_free(&ctx->mem, k->lines, k->linescap);
    wn_mem_free(&ctx->mem, k->nx, k->nxcap);
    wn_mem_free(&ctx->mem, k->g, k->gcap);
    outlast_shape_release(&k->shapes, &ctx->mem);
    k->lines = NULL;
    k->nx = NULL;
    k->g = NULL;
    k->linescap = k->nxcap = k->gcap = 0;
  }
  wn_mem_free(&ctx->mem, ctx->stack, ctx->stackcap);
  wn_mem_free(&ctx->mem, ctx->bits, ctx->bitscap);
  wn_mem_free(&ctx->mem, ctx->moves, ctx->movescap);
  ctx->stack = NULL;
  ctx->bits = NULL;
  ctx->moves = NULL;
  ctx->stackcap = ctx->bitscap = ctx->movescap = 0;
}

/* *sum += a * b; 1 if that overflowed. */
static int add_size(size_t *sum, size_t a, size_t b) {
  if (b && a > SIZE_MAX / b)
    return 1;
  if (*sum > SIZE_MAX - a * b)
    return 1;
  *sum += a * b;
  return 0;
}

/*
** Allocate the tables of both classes (layouts chosen) and the search
** scratch for a board with nx X cells. Sets ctx->needed. Returns 0,
** WN_CAPPED (also when a memo cannot be indexed) or WN_ENOMEM.
*/
static int allocate(outlast_ctx *ctx, size_t nx) {
  size_t need = sizeof *ctx + MEX_WORDS * 8, depth = 2; /* all it holds */
  int over = add_size(&need, nx, sizeof(outlast_move));
  for (int p = 0; p < 2; p++) {
    const struct memo_class *k = &ctx->cls[p];
    over |= k->nslots == SIZE_MAX;
    over |= add_size(&need, (size_t)(k->n + k->m), sizeof(struct memo_line));
    over |= add_size(&need, memo_link_words(k), sizeof(int32_t));
    over |= add_size(&need, k->nslots, sizeof(uint16_t));
    depth += (size_t)(k->n + k->m);
  }
  over |= add_size(&need, depth, sizeof(struct frame));
  ctx->needed = over ? SIZE_MAX : need;
  if (over)
    return WN_CAPPED;
  int rc = 0;
  for (int p = 0; p < 2 && !rc; p++) {
    struct memo_class *k = &ctx->cls[p];
    rc = reserve(ctx, &k->lines, &k->linescap,
                 (size_t)(k->n + k->m) * sizeof(struct memo_line));
    if (!rc)
      rc = reserve(ctx, &k->nx, &k->nxcap,
                   memo_link_words(k) * sizeof(int32_t));
    if (!rc)
      rc = reserve(ctx, &k->g, &k->gcap, k->nslots * sizeof(uint16_t));
  }
  if (!rc)
    rc = reserve(ctx, &ctx->stack, &ctx->stackcap,
                 depth * sizeof(struct frame));
  if (!rc)
    rc = reserve(ctx, &ctx->bits, &ctx->bitscap, MEX_WORDS * 8);
  if (!rc)
    rc = reserve(ctx, &ctx->moves, &ctx->movescap,
                 nx * sizeof(outlast_move));
  /* last: the shape index only saves work; without room, do without */
  for (int p = 0; p < 2 && !rc; p++) {
    struct memo_class *k = &ctx->cls[p];
    if (k->all_x && outlast_shape_reset(&k->shapes, &ctx->mem) != 0)
      k->all_x = 0;
  }
  return rc;
}

/*
** Dense if it is small or takes at most DENSE_FACTOR times the tight
** one (k shaped, tight layout set), unless a test forces a layout.
*/
static int wants_dense(const outlast_ctx *ctx, const struct memo_class *k) {
  size_t full = outlast_memo_count(k, MEMO_DENSE);
  if (k->nslots == SIZE_MAX || full == SIZE_MAX)
    return 0;
  if (ctx->force_layout >= 0)
    return ctx->force_layout == MEMO_DENSE;
  return full / DENSE_FACTOR <= k->nslots || full <= DENSE_SMALL;
}

/* outlast_ctx.h. Layouts: dense if wants_dense() and it fits the memory
** limit, else tight; the shape index where every cell is X. */
int outlast_prepare(outlast_ctx *ctx, int rows, int cols,
                    const size_t xs[2]) {
  int dense = 0;
  size_t nx = xs[0] + xs[1];
  for (int p = 0; p < 2; p++) {
    struct memo_class *k = &ctx->cls[p];
    outlast_memo_shape(k, p, rows, cols);
    k->all_x = xs[p] == k->ncells && ctx->force_shapes != 0;
    if (wants_dense(ctx, k)) {
      outlast_memo_layout(k, MEMO_DENSE);
      dense = 1;
    }
  }
  int rc = allocate(ctx, nx);
  if (rc == WN_CAPPED) { /* tables kept from earlier boards may be in the way */
    release_tables(ctx);
    rc = allocate(ctx, nx);
  }
  if (rc != WN_CAPPED || !dense)
    return rc;
  release_tables(ctx);
  for (int p = 0; p < 2; p++)
    outlast_memo_layout(&ctx->cls[p], MEMO_TIGHT);
  return allocate(ctx, nx);
}

/* ---- the public side ---- */

outlast_ctx *outlast_new(const wn_allocator *alloc) {
  wn_mem mem;
  wn_mem_init(&mem, alloc);
  outlast_ctx *ctx = wn_mem_alloc(&mem, sizeof *ctx);
  if (!ctx)
    return NULL;
  memset(ctx, 0, sizeof *ctx);
  ctx->mem = mem;
  ctx->force_layout = ctx->force_shapes = -1;
  return ctx;
}

void outlast_free(outlast_ctx *ctx) {
  if (!ctx)
    return;
  release_tables(ctx);
  wn_mem mem = ctx->mem;
  wn_mem_free(&mem, ctx, sizeof *ctx);
}

void outlast_set_limits(outlast_ctx *ctx, const wn_limits *limits) {
  ctx->limits = *limits;
}

void outlast_test_control(outlast_ctx *ctx, int layout, int shapes) {
  ctx->force_layout = layout;
  ctx->force_shapes = shapes;
}

uint32_t outlast_grundy(const outlast_ctx *ctx) { return ctx->grundy; }

uint32_t outlast_class_grundy(const outlast_ctx *ctx, int parity) {
  return ctx->value[parity & 1];
}

const outlast_move *outlast_moves(const outlast_ctx *ctx, size_t *nmoves) {
  *nmoves = ctx->nmoves;
  return ctx->moves;
}

size_t outlast_winning_count(const outlast_ctx *ctx) { return ctx->nwin; }
uint64_t outlast_states(const outlast_ctx *ctx) { return ctx->budget.states; }
wn_limit_hit outlast_limit_hit(const outlast_ctx *ctx) {
  return ctx->budget.hit;
}
size_t outlast_memory_needed(const outlast_ctx *ctx) { return ctx->needed; }
size_t outlast_peak_memory(const outlast_ctx *ctx) { return ctx->mem.peak; }

