/*
** outlast.c: decides Inventor Outlasting with Sprague-Grundy values.
**
** Signs run diagonally, so a build only ever touches cells of its own
** colour (r + c parity): the two colour classes are independent games
** and the board's value is the XOR of theirs. In the rotated lattice of
** a class (outlast_memo.h) the signs of a build at (i, j) fill line i
** and line j. Invariant: every position reached from the start is a
** set of disjoint, untouched rectangles [a,b] x [c,d], since a build
** splits its rectangle into the four corners around (i, j) and the
** signs stop exactly at the rectangle's border. So
**     grundy(rect) = mex over X cells (i,j) of rect of the XOR of
**                    grundy of its four corners,
** memoised per rectangle. The search is an explicit stack of
** rectangles, each strictly inside the one below, so at most n + m
** deep. A rectangle's value depends only on its X cells, so only
** rectangles shrunk to their X cells (memo_canon, memo_shrink_x) are
** evaluated and other slots copy their shrunk twin; a rectangle whose
** X cells fall into two parts that no build crosses is the XOR of the
** parts (outlast_memo_split); and a class that is all X asks its shape index
** for a translate or mirror image first (outlast_shape.c). Why each is
** exact: docs/outlast.md.
**
** No I/O, no globals: all state is in struct outlast_ctx
** (outlast_ctx.h; its tables and getters are in outlast_ctx.c).
*/
#include <limits.h>
#include "games/outlast_ctx.h"

/* Values below this go into a frame's 'seen' word (tests lower it to
   send more rectangles through wide_mex). */
#ifndef OUTLAST_SEEN_BITS
#define OUTLAST_SEEN_BITS 64
#endif
#define SEEN_ALL (~UINT64_C(0) >> (64 - OUTLAST_SEEN_BITS))
#define SPLIT_UNCHECKED (-2) /* frame.split: outlast_memo_split() not asked */

/* A frame to evaluate shrunk rectangle r, whose value goes to 'slot'. */
static struct frame frame_of(const struct memo_rect *r, size_t slot,
                             int64_t shape, int split) {
  struct frame f = {*r, r->a, INT_MIN, slot, shape, split, 0, 0};
  return f;
}

/* Corner q (0..3) of r around cell (i, j): before/after i, before/after j. */
static inline struct memo_rect corner(const struct memo_rect *r, int i, int j,
                                      int q) {
  struct memo_rect s;
  s.a = q < 2 ? r->a : i + 1;
  s.b = q < 2 ? i - 1 : r->b;
  s.c = (q & 1) ? j + 1 : r->c;
  s.d = (q & 1) ? r->d : j - 1;
  return s;
}

/* Dense layout: blocks of the corners above and below line i of r. */
struct row {
  size_t top, bottom;
};

static inline struct row row_of(const struct memo_class *k,
                                const struct memo_rect *r, int i) {
  struct row w = {0, 0};
  if (k->layout == MEMO_DENSE) {
    w.top = memo_dense_block(k, r->a, i - 1);
    w.bottom = memo_dense_block(k, i + 1, r->b);
  }
  return w;
}

/* Slots of the four corners of a build at (i, j) in r (w from row_of). */
static inline void corner_slots(const struct memo_class *k,
                                const struct memo_rect *r, const struct row *w,
                                int i, int j, size_t s[4]) {
  if (k->layout == MEMO_DENSE) {
    size_t left = (size_t)r->c * k->stride + (size_t)j;
    size_t right = (size_t)(j + 1) * k->stride + (size_t)(r->d + 1);
    s[0] = w->top + left;
    s[1] = w->top + right;
    s[2] = w->bottom + left;
    s[3] = w->bottom + right;
    return;
  }
  s[0] = memo_tight_slot(k, r->a, i - 1, r->c, j - 1);
  s[1] = memo_tight_slot(k, r->a, i - 1, j + 1, r->d);
  s[2] = memo_tight_slot(k, i + 1, r->b, r->c, j - 1);
  s[3] = memo_tight_slot(k, i + 1, r->b, j + 1, r->d);
}

/*
** Shrunk rectangle t, whose slot 'slot' has no value: returns 0 after
** filling the slot from a translate in the shape index, or 1 with
** *next a frame to evaluate t.
*/
static int fill_or_push(struct memo_class *k, wn_mem *mem,
                        const struct memo_rect *t, size_t slot,
                        struct frame *next) {
  int64_t id = k->all_x ? outlast_shape_find(k, &k->shapes, mem, t) : -1;
  if (id >= 0 && k->shapes.value[id] != MEMO_UNSET) {
    k->g[slot] = k->shapes.value[id];
    return 0;
  }
  *next = frame_of(t, slot, id, SPLIT_UNCHECKED);
  return 1;
}

/*
** Corner q of r around (i, j) has no value in slot s yet. Returns 0
** after filling s (the corner is empty, its shrunk twin is known in the
** dense layout, or a translate of it in the shape index), or 1 with
** *next the shrunk corner to evaluate first.
*/
static int resolve(struct memo_class *k, wn_mem *mem,
                   const struct memo_rect *r, int i, int j, int q, size_t s,
                   struct frame *next) {
  struct memo_rect t = corner(r, i, j, q);
  if (!memo_canon(k, &t) || !memo_shrink_x(k, &t)) {
    k->g[s] = 0;
    return 0;
  }
  size_t twin = memo_slot(k, &t);
  if ((twin != s && k->g[twin] != MEMO_UNSET) ||
      !fill_or_push(k, mem, &t, twin, next)) {
    k->g[s] = k->g[twin];
    return 0;
  }
  return 1;
}

/*
** f's rectangle splits at line f->split into two parts that no build
** touches across (outlast_memo_split). Returns 1 with f->sum the XOR of their
** values, or 0 with *next a part to evaluate first.
*/
static int sum_parts(struct memo_class *k, wn_mem *mem, struct frame *f,
                     struct frame *next) {
  struct memo_rect part[2] = {f->r, f->r};
  part[0].b = f->split;
  part[1].a = f->split + 1;
  f->sum = 0;
  for (int q = 0; q < 2; q++) {
    int held = memo_shrink_x(k, &part[q]);
    assert(held); /* line a holds an X, and so does line b */
    (void)held;
    size_t s = memo_slot(k, &part[q]);
    if (k->g[s] == MEMO_UNSET && fill_or_push(k, mem, &part[q], s, next))
      return 0;
    f->sum ^= k->g[s];
  }
  return 1;
}

/*
** The build at (i, j) of f's rectangle found a corner without a value.
** Returns the value the build leaves once every corner is filled in,
** or UINT32_MAX with *next a corner to evaluate first.
*/
static uint32_t visit_slow(struct memo_class *k, wn_mem *mem,
                           const struct frame *f, int i, int j,
                           struct frame *next) {
  struct row w = row_of(k, &f->r, i);
  size_t s[4];
  corner_slots(k, &f->r, &w, i, j, s);
  uint32_t x = 0;
  for (int q = 0; q < 4; q++) {
    if (k->g[s[q]] == MEMO_UNSET &&
        resolve(k, mem, &f->r, i, j, q, s[q], next))
      return UINT32_MAX;
    x ^= k->g[s[q]];
  }
  return x;
}

/*
** Tight layout: the slots of the four corners of a build at (i, j) in
** r. The lines each corner keeps (see memo_canon) are bounded by
** limits fixed for the row, in lim[], and by limits that move with j.
*/
static inline void tight_corners(const struct memo_class *k,
                                 const struct memo_rect *r, const int lim[8],
                                 int j, size_t s[4]) {
  int before_lo = k->slo + 1 - j, before_hi = j - 1 + k->thi;
  int after_lo = j + 1 + k->tlo, after_hi = k->shi - 1 - j;
  s[0] = memo_tight_lines(k, memo_max(lim[0], before_lo),
                          memo_min(lim[1], before_hi), r->c, j - 1);
  s[1] = memo_tight_lines(k, memo_max(lim[2], after_lo),
                          memo_min(lim[3], after_hi), j + 1, r->d);
  s[2] = memo_tight_lines(k, memo_max(lim[4], before_lo),
                          memo_min(lim[5], before_hi), r->c, j - 1);
  s[3] = memo_tight_lines(k, memo_max(lim[6], after_lo),
                          memo_min(lim[7], after_hi), j + 1, r->d);
}

/*
** Look at the X cells of f's rectangle from (f->i, f->j) on, marking
** the values their builds leave. Returns 1 when all are seen, or 0
** with *next a rectangle to evaluate first (f resumes at the same
** cell). 'layout' is a constant in each caller, so that each layout
** gets its own copy of the loop.
*/
#if defined(__GNUC__)
__attribute__((always_inline))
#endif
static inline int scan(struct memo_class *k, wn_mem *mem, struct frame *f,
                       struct frame *next, enum outlast_memo_layout layout) {
  if (f->split == SPLIT_UNCHECKED)
    f->split = outlast_memo_split(k, &f->r);
  if (f->split >= 0)
    return sum_parts(k, mem, f, next);
  const struct memo_rect r = f->r;
  const uint16_t *g = k->g;
  uint64_t seen = f->seen;
  for (; f->i <= r.b; f->i++, f->j = INT_MIN) {
    int i = f->i;
    const struct memo_line *ln = &k->lines[i];
    const int32_t *nx = k->nx + ln->off;
    int lo = ln->lo, hi = memo_min(r.d, ln->hi);
    struct row w = row_of(k, &r, i);
    size_t st = k->stride, left = (size_t)r.c * st;
    size_t right = st + (size_t)r.d + 1;
    const int lim[8] = {
      memo_max(r.a, r.c + k->tlo), memo_min(i - 1, k->shi - r.c),
      memo_max(r.a, k->slo - r.d), memo_min(i - 1, r.d + k->thi),
      memo_max(i + 1, r.c + k->tlo), memo_min(r.b, k->shi - r.c),
      memo_max(i + 1, k->slo - r.d), memo_min(r.b, r.d + k->thi)};
    for (int j = memo_max(f->j, memo_max(r.c, lo)); j <= hi; j++) {
      if ((j = nx[j - lo]) > hi)
        break;
      uint32_t v0, v1, v2, v3;
      if (layout == MEMO_DENSE) {
        size_t jj = (size_t)j * st;
        v0 = g[w.top + left + (size_t)j];
        v1 = g[w.top + right + jj];
        v2 = g[w.bottom + left + (size_t)j];
        v3 = g[w.bottom + right + jj];
      } else {
        size_t s[4];
        tight_corners(k, &r, lim, j, s);
        v0 = g[s[0]];
        v1 = g[s[1]];
        v2 = g[s[2]];
        v3 = g[s[3]];
      }
      uint32_t x = v0 ^ v1 ^ v2 ^ v3;
      if ((v0 | v1 | v2 | v3) & 0x8000) { /* only MEMO_UNSET has it */
        if ((x = visit_slow(k, mem, f, i, j, next)) == UINT32_MAX) {
          f->j = j;
          f->seen = seen;
          return 0;
        }
      }
      if (x < OUTLAST_SEEN_BITS)
        seen |= UINT64_C(1) << x;
    }
  }
  f->seen = seen;
  return 1;
}

static int scan_dense(struct memo_class *k, wn_mem *mem, struct frame *f,
                      struct frame *next) {
  return scan(k, mem, f, next, MEMO_DENSE);
}

static int scan_tight(struct memo_class *k, wn_mem *mem, struct frame *f,
                      struct frame *next) {
  return scan(k, mem, f, next, MEMO_TIGHT);
}

/* Value left by a build at (i, j) in r, once every corner is known. */
static uint32_t after_build(const struct memo_class *k,
                            const struct memo_rect *r, int i, int j) {
  struct row w = row_of(k, r, i);
  size_t s[4];
  corner_slots(k, r, &w, i, j, s);
  uint32_t x = 0;
  for (int q = 0; q < 4; q++) {
    assert(k->g[s[q]] != MEMO_UNSET); /* scan() resolved every corner */
    x ^= k->g[s[q]];
  }
  return x;
}

static unsigned lowest_zero(uint64_t w) {
  unsigned b = 0;
  while (w & 1) {
    w >>= 1;
    b++;
  }
  return b;
}

/* mex of a scanned rectangle whose moves leave every value the 'seen'
   word holds (rare). */
static uint32_t wide_mex(outlast_ctx *ctx, const struct memo_class *k,
                         const struct memo_rect *r) {
  memset(ctx->bits, 0, MEX_WORDS * sizeof *ctx->bits);
  for (int i = r->a; i <= r->b; i++) {
    const struct memo_line *ln = &k->lines[i];
    int hi = memo_min(r->d, ln->hi);
    for (int j = memo_max(r->c, ln->lo); j <= hi; j++) {
      if ((j = k->nx[ln->off + (j - ln->lo)]) > hi)
        break;
      uint32_t x = after_build(k, r, i, j);
      ctx->bits[x >> 6] |= UINT64_C(1) << (x & 63);
    }
  }
  uint32_t w = 0;
  while (ctx->bits[w] == ~UINT64_C(0))
    w++;
  return w * 64 + lowest_zero(ctx->bits[w]);
}

/*
** Compute the value of shrunk rectangle 'root' (slot 'slot', id 'shape'
** in the shape index or -1) and of every rectangle it needs. Returns 0
** or WN_STOPPED.
*/
static int evaluate(outlast_ctx *ctx, struct memo_class *k,
                    const struct memo_rect *root, size_t slot,
                    int64_t shape) {
  struct frame *st = ctx->stack;
  size_t sp = 0;
  /* the root is never split: first_moves() reads its corners */
  st[sp++] = frame_of(root, slot, shape, -1);
  while (sp > 0) {
    struct frame *f = &st[sp - 1];
    /* each frame is strictly inside the one below: depth <= n + m */
    assert(sp < ctx->stackcap / sizeof *st);
    int done = k->layout == MEMO_DENSE
                   ? scan_dense(k, &ctx->mem, f, &st[sp])
                   : scan_tight(k, &ctx->mem, f, &st[sp]);
    if (!done) {
      sp++;
      continue;
    }
    uint16_t v = (uint16_t)(f->split >= 0        ? f->sum
                            : f->seen != SEEN_ALL ? lowest_zero(f->seen)
                                                  : wide_mex(ctx, k, &f->r));
    k->g[f->slot] = v;
    if (f->shape >= 0)
      k->shapes.value[f->shape] = v;
    sp--;
    if (wn_budget_tick(&ctx->budget))
      return WN_STOPPED;
  }
  return 0;
}

/* Value after each first move, row-major; counts the winning ones. */
static void first_moves(outlast_ctx *ctx, const uint8_t *cells, int rows,
                        int cols) {
  ctx->nmoves = ctx->nwin = 0;
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++) {
      if (!cells[(size_t)r * (size_t)cols + (size_t)c])
        continue;
      int p = (r + c) & 1, i, j;
      outlast_memo_point(&ctx->cls[p], r, c, &i, &j);
      uint32_t x = after_build(&ctx->cls[p], &ctx->root[p], i, j) ^
                   ctx->value[p ^ 1];
      ctx->moves[ctx->nmoves++] =
          (outlast_move){(uint32_t)r + 1, (uint32_t)c + 1, x};
      ctx->nwin += x == 0;
    }
}

int outlast_solve(outlast_ctx *ctx, const uint8_t *cells, size_t rows,
                  size_t cols) {
  if (rows < 1 || cols < 1 || rows > OUTLAST_MAX_CELLS ||
      cols > OUTLAST_MAX_CELLS / rows)
    return WN_EINVAL;
  ctx->mem.cap = ctx->limits.max_memory;
  wn_budget_start(&ctx->budget, &ctx->limits);
  ctx->nmoves = ctx->nwin = 0;
  ctx->grundy = ctx->value[0] = ctx->value[1] = 0;
  size_t xs[2] = {0, 0};
  for (size_t r = 0; r < rows; r++)
    for (size_t c = 0; c < cols; c++)
      xs[(r + c) & 1] += cells[r * cols + c] != 0;
  int rc = outlast_prepare(ctx, (int)rows, (int)cols, xs);
  if (rc)
    return wn_stop_verdict(&ctx->budget, rc);
  for (int p = 0; p < 2; p++) {
    struct memo_class *k = &ctx->cls[p];
    outlast_memo_fill(k, cells, (int)cols);
    struct memo_rect *root = &ctx->root[p];
    *root = (struct memo_rect){0, k->n - 1, 0, k->m - 1};
    if (!memo_canon(k, root) || !memo_shrink_x(k, root))
      continue;
    size_t slot = memo_slot(k, root);
    int64_t shape =
        k->all_x ? outlast_shape_find(k, &k->shapes, &ctx->mem, root) : -1;
    if ((rc = evaluate(ctx, k, root, slot, shape)) != 0)
      return wn_stop_verdict(&ctx->budget, rc);
    ctx->value[p] = k->g[slot];
  }
  ctx->grundy = ctx->value[0] ^ ctx->value[1];
  first_moves(ctx, cells, (int)rows, (int)cols);
  return ctx->grundy ? WN_WIN : WN_LOSS;
}
