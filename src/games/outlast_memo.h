/*
** outlast_memo.h (internal): one colour class of an Inventor Outlasting
** board in rotated coordinates, and where its memo keeps the Grundy
** value of each rectangle.
**
** Class p holds the cells with (r + c) % 2 == p. Cell (r, c) is lattice
** point (i, j) with r = i + j + alpha, c = i - j + beta, so the four sign
** directions run along line i (fixed i) and line j (fixed j). The board
** is slo <= i + j <= shi, tlo <= i - j <= thi; lines i in [0, n) and j in
** [0, m) each hold at least one board cell, the cells of line i being j
** in [lo(i), hi(i)].
**
** Two memo layouts, both one uint16_t per slot:
**   MEMO_DENSE  every rectangle [a,b] x [c,d] of the n x m lattice has a
**               slot: block (1 + tri(a,b)) of (m+1)^2 slots, slot
**               c * (m+1) + (d + 1) inside it. Block 0 and the slots
**               with c > d hold 0, the value of an empty rectangle, so
**               the four corners of a build are found with no test.
**               Fast, but (n m)^2 / 2 slots: for near-square boards.
**   MEMO_TIGHT  only rectangles shrunk to the bounding box of their board
**               cells (memo_canon) have a slot: block tri(a,b) of L x L
**               slots, L the longest line, c and d counted from the
**               least values a shrunk rectangle on lines a..b can have
**               (memo_slot); slot 0 holds 0 for empty ones. Compact
**               for thin boards too, but each look-up shrinks first.
** A class whose board cells are all X also has a shape index
** (outlast_shape.c): values keyed by what a rectangle holds, up to
** moving it, asked before a rectangle is searched.
** Invariant: a slot is either MEMO_UNSET or the Grundy value of every
** rectangle that maps to it; values are at most the cells of a class
** (5000), so they never reach MEMO_UNSET, nor even its top bit.
*/
#ifndef WN_OUTLAST_MEMO_H
#define WN_OUTLAST_MEMO_H

#include "core/core.h"
#include "winnable/outlast.h"

#define MEMO_UNSET 0xffffu

enum outlast_memo_layout { MEMO_TIGHT = 0, MEMO_DENSE = 1 };

struct memo_rect {
  int a, b, c, d;              /* lines a..b (i) by c..d (j), inclusive */
};

/* Values by shape (outlast_shape.c); id i's key is keys[2i], keys[2i+1]. */
struct shape_index {
  uint64_t *keys;
  uint16_t *value;             /* per id: MEMO_UNSET or the Grundy value */
  uint32_t *bucket;            /* mask + 1 buckets: 0 or id + 1 */
  size_t nids, idcap, mask;
  size_t keyscap, valuecap, bucketcap;   /* bytes held */
  int full;                    /* could not grow: adds nothing more */
};

/* Board cells on line i: j in [lo, hi]; off indexes nx[] at j = lo. */
struct memo_line {
  int32_t lo, hi, off;
};

struct memo_class {
  int n, m;
  int slo, shi, tlo, thi, alpha, beta;
  int vlo, vhi;                /* least lo(i), greatest hi(i) */
  int longest;                 /* L: most board cells on one line i */
  enum outlast_memo_layout layout;
  size_t ncells, nslots;       /* board cells; slots (SIZE_MAX: too many
                                  to index with 32 bits) */
  size_t stride;               /* MEMO_DENSE: m + 1; MEMO_TIGHT: L */
  struct memo_line *lines;     /* n lines i, then m lines j (cols) */
  int32_t *nx;                 /* per cell: the next X on its line i at
                                  or after it, or the line's hi + 1; then
                                  the same along lines j (ny) */
  struct memo_line *cols;      /* lines + n: line j holds i in [lo, hi] */
  int32_t *ny;                 /* nx + ncells */
  int32_t *px;                 /* ny + ncells: per cell, the last X on its
                                  line i at or before it, or lo - 1 */
  int32_t *scratch;            /* px + ncells: 2 n ints, outlast_memo_split */
  uint16_t *g;                 /* nslots values */
  size_t linescap, nxcap, gcap;   /* bytes held */
  int all_x;                   /* every board cell is X: 'shapes' is used */
  struct shape_index shapes;
};

static inline int memo_max(int x, int y) { return x > y ? x : y; }
static inline int memo_min(int x, int y) { return x < y ? x : y; }

/* Index of i-interval [a, b], 0 <= a <= b. */
static inline size_t memo_tri(int a, int b) {
  return (size_t)b * ((size_t)b + 1) / 2 + (size_t)a;
}

/* lo(i) is V-shaped and hi(i) a roof, so their extremes are closed form. */
static inline int memo_lo(const struct memo_class *k, int i) {
  return memo_max(k->slo - i, i - k->thi);
}
static inline int memo_hi(const struct memo_class *k, int i) {
  return memo_min(k->shi - i, i - k->tlo);
}
static inline int memo_min_lo(const struct memo_class *k, int a, int b) {
  return memo_max(memo_max(k->slo - b, a - k->thi), k->vlo);
}
static inline int memo_max_hi(const struct memo_class *k, int a, int b) {
  return memo_min(memo_min(k->shi - a, b - k->tlo), k->vhi);
}

/*
** Shrink *r to the bounding box of the board cells in it; 0 if it holds
** none. The lines a..b kept are exactly those meeting [c, d], then the
** j-range is clipped to what those lines hold, so any two rectangles
** with the same board cells end up equal.
*/
static inline int memo_canon(const struct memo_class *k, struct memo_rect *r) {
  if (r->a > r->b || r->c > r->d)
    return 0;
  int a = memo_max(r->a, memo_max(k->slo - r->d, r->c + k->tlo));
  int b = memo_min(r->b, memo_min(r->d + k->thi, k->shi - r->c));
  if (a > b)
    return 0;
  r->c = memo_max(r->c, memo_min_lo(k, a, b));
  r->d = memo_min(r->d, memo_max_hi(k, a, b));
  r->a = a;
  r->b = b;
  return 1;
}

/* Line i holds an X cell with j in [c, d]. */
static inline int memo_row_has_x(const struct memo_class *k, int i, int c,
                                 int d) {
  const struct memo_line *ln = &k->lines[i];
  int from = memo_max(c, ln->lo), to = memo_min(d, ln->hi);
  return from <= to && k->nx[ln->off + from - ln->lo] <= to;
}

/* Line j holds an X cell with i in [a, b]. */
static inline int memo_col_has_x(const struct memo_class *k, int j, int a,
                                 int b) {
  const struct memo_line *ln = &k->cols[j];
  int from = memo_max(a, ln->lo), to = memo_min(b, ln->hi);
  return from <= to && k->ny[ln->off + from - ln->lo] <= to;
}

/*
** Shrink *r, already shrunk by memo_canon(), to the bounding box of its
** X cells; 0 if it holds none. The game in a rectangle only depends on
** its X cells, so rectangles with the same X cells share one value.
** One pass is enough: the X that stops line a stays inside [c, d] when
** c and d move, since its own line j holds an X (itself) in [a, b].
** The result is a fixed point of memo_canon(): each side holds a cell.
*/
static inline int memo_shrink_x(const struct memo_class *k,
                                struct memo_rect *r) {
  while (r->a <= r->b && !memo_row_has_x(k, r->a, r->c, r->d))
    r->a++;
  if (r->a > r->b)
    return 0;
  while (!memo_row_has_x(k, r->b, r->c, r->d))
    r->b--;
  while (!memo_col_has_x(k, r->c, r->a, r->b))
    r->c++;
  while (!memo_col_has_x(k, r->d, r->a, r->b))
    r->d--;
  return 1;
}

/* The int32_t words of nx and what follows it (ny, px, scratch). */
static inline size_t memo_link_words(const struct memo_class *k) {
  return 3 * k->ncells + 2 * (size_t)k->n;
}

/*
** A line i* in [a, b) such that the X cells of r (shrunk by
** memo_shrink_x) on lines a..i* all lie before, or all lie after, those
** on lines i*+1..b along j; -1 if there is none. Then no build in one
** part touches the other, and the game is the sum of the two parts:
** grundy(r) = grundy(top) ^ grundy(bottom) (argument in outlast.c).
*/
int outlast_memo_split(const struct memo_class *k, const struct memo_rect *r);

/* MEMO_DENSE: first slot of the block of [a, b], or block 0 if a > b. */
static inline size_t memo_dense_block(const struct memo_class *k, int a,
                                      int b) {
  return a > b ? 0 : (memo_tri(a, b) + 1) * k->stride * k->stride;
}

/*
** Tight layout: slot of rectangle [a2,b2] x [c,d] once shrunk, given
** that lines a2..b2 are exactly those meeting [c, d], or 0 if it holds
** no board cell; the rest of memo_canon() and the indexing in one go,
** without branches. The shrunk c is at least min_lo(a,b) and d at least
** max(lo(a), lo(b)), and both ranges are at most L long: hi is a roof
** and lo a V, so line a or b reaches no higher than the line where lo
** is least, and no lower than the line where hi is greatest.
*/
static inline size_t memo_tight_lines(const struct memo_class *k, int a2,
                                      int b2, int c, int d) {
  int ml = memo_max(memo_max(k->slo - b2, a2 - k->thi), k->vlo);
  int mh = memo_min(memo_min(k->shi - a2, b2 - k->tlo), k->vhi);
  int64_t dc = memo_max(c, ml) - ml;
  int64_t dd = memo_min(d, mh) - memo_max(k->slo - a2, b2 - k->thi);
  int64_t w = (int64_t)k->stride;
  int64_t slot = 1 + (((int64_t)b2 * (b2 + 1) / 2 + a2) * w + dc) * w + dd;
  return a2 <= b2 && c <= d ? (size_t)slot : 0;
}

/*
** The same for [a,b] x [c,d] itself: the lines kept are those meeting
** [c, d] (a > b makes a2 > b2 too).
*/
static inline size_t memo_tight_slot(const struct memo_class *k, int a, int b,
                                     int c, int d) {
  int a2 = memo_max(a, memo_max(k->slo - d, c + k->tlo));
  int b2 = memo_min(b, memo_min(d + k->thi, k->shi - c));
  return memo_tight_lines(k, a2, b2, c, d);
}

/* Slot of a rectangle memo_canon() has shrunk (either layout). */
static inline size_t memo_slot(const struct memo_class *k,
                               const struct memo_rect *r) {
  if (k->layout == MEMO_DENSE)
    return memo_dense_block(k, r->a, r->b) + (size_t)r->c * k->stride +
           (size_t)(r->d + 1);
  return memo_tight_slot(k, r->a, r->b, r->c, r->d);
}

/*
** Set the lattice of class p of a rows x cols board, with the tight
** layout (no allocation).
*/
void outlast_memo_shape(struct memo_class *k, int p, int rows, int cols);
/* Slots 'layout' needs for class k, or SIZE_MAX past UINT32_MAX. */
size_t outlast_memo_count(const struct memo_class *k,
                          enum outlast_memo_layout layout);
/* Switch class k to 'layout': sets stride and nslots (no allocation). */
void outlast_memo_layout(struct memo_class *k,
                         enum outlast_memo_layout layout);
/*
** With k->layout, nslots and every array allocated: fill lines and nx
** from cells (row-major, nonzero for X) and reset the memo.
*/
void outlast_memo_fill(struct memo_class *k, const uint8_t *cells, int cols);
/* Lattice point of board cell (r, c) of class k. */
void outlast_memo_point(const struct memo_class *k, int r, int c, int *i,
                        int *j);

/* ---- the shape index (outlast_shape.c) ---- */

/* Bytes a fresh index takes (it grows by doubling from there). */
size_t outlast_shape_first_bytes(void);
/* Empty x; allocates on first use. Returns 0, WN_CAPPED or WN_ENOMEM. */
int outlast_shape_reset(struct shape_index *x, wn_mem *mem);
/* Id of shrunk, non-empty rectangle r of class k (all X), added with
   value MEMO_UNSET if new; -1 if it is new and x cannot grow (the index
   only saves work: the caller then searches r as if it had none). */
int64_t outlast_shape_find(const struct memo_class *k, struct shape_index *x,
                           wn_mem *mem, const struct memo_rect *r);
/* Free what x holds. */
void outlast_shape_release(struct shape_index *x, wn_mem *mem);

/*
** Tests only (like sqlite3_test_control): make outlast_solve() use
** 'layout' (an enum outlast_memo_layout, or -1 to choose as usual)
** wherever it can, and the shape index only if 'shapes' (-1: wherever it can).
*/
struct outlast_ctx;
void outlast_test_control(struct outlast_ctx *ctx, int layout, int shapes);

#endif /* WN_OUTLAST_MEMO_H */
