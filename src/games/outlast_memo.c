/*
** outlast_memo.c: sizes and fills the lattice and memo of one colour
** class of an Inventor Outlasting board (see outlast_memo.h). Sizes
** depend on the board's shape only, so they are known, and can be
** refused, before anything is allocated.
*/
#include "games/outlast_memo.h"

/* Floor and ceiling of x / 2 for any sign. */
static int half_floor(int x) { return x >= 0 ? x / 2 : -((1 - x) / 2); }
static int half_ceil(int x) { return -half_floor(-x); }

void outlast_memo_shape(struct memo_class *k, int p, int rows, int cols) {
  int q = (p + cols - 1) & 1, top = rows + cols - 2;
  k->n = top >= p ? (top - p) / 2 + 1 : 0;
  k->m = top >= q ? (top - q) / 2 + 1 : 0;
  k->alpha = (p + q - cols + 1) / 2; /* exact: both numerators are even */
  k->beta = (p - q + cols - 1) / 2;
  k->slo = -k->alpha;
  k->shi = rows - 1 - k->alpha;
  k->tlo = -k->beta;
  k->thi = cols - 1 - k->beta;
  k->vlo = half_ceil(k->slo - k->thi);
  k->vhi = half_floor(k->shi - k->tlo);
  k->ncells = 0;
  k->longest = 0;
  for (int i = 0; i < k->n; i++) {
    int len = memo_hi(k, i) - memo_lo(k, i) + 1;
    k->ncells += (size_t)len;
    k->longest = memo_max(k->longest, len);
  }
  outlast_memo_layout(k, MEMO_TIGHT);
}

size_t outlast_memo_count(const struct memo_class *k,
                          enum outlast_memo_layout layout) {
  size_t blocks = memo_tri(0, k->n), per;
  if (layout == MEMO_DENSE) {
    blocks++; /* block 0: the empty rectangles */
    per = ((size_t)k->m + 1) * ((size_t)k->m + 1);
  } else {
    per = (size_t)k->longest * (size_t)k->longest;
  }
  if (per && blocks > (UINT32_MAX - 1) / per)
    return SIZE_MAX;
  return blocks * per + (layout == MEMO_TIGHT); /* tight slot 0: empty */
}

void outlast_memo_layout(struct memo_class *k,
                         enum outlast_memo_layout layout) {
  k->layout = layout;
  k->stride = layout == MEMO_DENSE ? (size_t)k->m + 1 : (size_t)k->longest;
  k->nslots = outlast_memo_count(k, layout);
}

void outlast_memo_point(const struct memo_class *k, int r, int c, int *i,
                        int *j) {
  *i = (r + c - k->alpha - k->beta) / 2;
  *j = (r - c - k->alpha + k->beta) / 2;
}

/* Lines i and the next-X and last-X links along each. */
static void fill_lines(struct memo_class *k, const uint8_t *cells, int cols) {
  int32_t off = 0;
  for (int i = 0; i < k->n; i++) {
    struct memo_line *ln = &k->lines[i];
    ln->lo = memo_lo(k, i);
    ln->hi = memo_hi(k, i);
    ln->off = off;
    int32_t next = ln->hi + 1, last = ln->lo - 1;
    for (int j = ln->hi; j >= ln->lo; j--) {
      int r = i + j + k->alpha, c = i - j + k->beta;
      if (cells[(size_t)r * (size_t)cols + (size_t)c])
        next = j;
      k->nx[off + j - ln->lo] = next;
    }
    for (int j = ln->lo; j <= ln->hi; j++) {
      int r = i + j + k->alpha, c = i - j + k->beta;
      if (cells[(size_t)r * (size_t)cols + (size_t)c])
        last = j;
      k->px[off + j - ln->lo] = last;
    }
    off += ln->hi - ln->lo + 1;
  }
}

/* First and last j of an X on line i within [c, d]; 0 if none. */
static int x_span(const struct memo_class *k, int i, int c, int d, int *first,
                  int *last) {
  const struct memo_line *ln = &k->lines[i];
  int from = memo_max(c, ln->lo), to = memo_min(d, ln->hi);
  if (from > to || k->nx[ln->off + from - ln->lo] > to)
    return 0;
  *first = k->nx[ln->off + from - ln->lo];
  *last = k->px[ln->off + to - ln->lo];
  return 1;
}

int outlast_memo_split(const struct memo_class *k, const struct memo_rect *r) {
  int32_t *low = k->scratch, *high = k->scratch + k->n; /* lines i..b */
  int lo = INT32_MAX, hi = INT32_MIN, first, last, first_b, last_b;
  /* line a is in the first part and line b in the second: their X
     cells must already be apart (a quick no for most rectangles) */
  if (r->a == r->b || !x_span(k, r->a, r->c, r->d, &first, &last) ||
      !x_span(k, r->b, r->c, r->d, &first_b, &last_b) ||
      (last >= first_b && first <= last_b))
    return -1;
  for (int i = r->b; i > r->a; i--) {
    if (x_span(k, i, r->c, r->d, &first, &last)) {
      lo = memo_min(lo, first);
      hi = memo_max(hi, last);
    }
    low[i] = lo;
    high[i] = hi;
  }
  lo = INT32_MAX;
  hi = INT32_MIN;
  for (int i = r->a; i < r->b; i++) {
    if (x_span(k, i, r->c, r->d, &first, &last)) {
      lo = memo_min(lo, first);
      hi = memo_max(hi, last);
    }
    /* lines a..i hold an X (line a does), and so do i+1..b (line b) */
    if (hi < low[i + 1] || lo > high[i + 1])
      return i;
  }
  return -1;
}

/* Lines j (i in [slo - j, shi - j] and [tlo + j, thi + j]) and the
   next-X links along each. */
static void fill_cols(struct memo_class *k, const uint8_t *cells, int cols) {
  int32_t off = 0;
  for (int j = 0; j < k->m; j++) {
    struct memo_line *ln = &k->cols[j];
    ln->lo = memo_max(k->slo - j, k->tlo + j);
    ln->hi = memo_min(k->shi - j, k->thi + j);
    ln->off = off;
    int32_t next = ln->hi + 1;
    for (int i = ln->hi; i >= ln->lo; i--) {
      int r = i + j + k->alpha, c = i - j + k->beta;
      if (cells[(size_t)r * (size_t)cols + (size_t)c])
        next = i;
      k->ny[off + i - ln->lo] = next;
    }
    off += ln->hi - ln->lo + 1;
  }
  assert((size_t)off == k->ncells); /* every cell is on one line j too */
}

/* Dense: 0 in block 0 and wherever c > d, MEMO_UNSET elsewhere. */
static void reset_dense(struct memo_class *k) {
  size_t s = k->stride, per = s * s;
  memset(k->g, 0, per * sizeof *k->g);
  for (size_t blk = per; blk < k->nslots; blk += per)
    for (size_t c = 0; c < s; c++) {
      uint16_t *row = k->g + blk + c * s; /* row[e]: d = e - 1 */
      memset(row, 0, (c + 1) * sizeof *row);
      memset(row + c + 1, 0xff, (s - c - 1) * sizeof *row);
    }
}

static void reset_tight(struct memo_class *k) {
  k->g[0] = 0;
  memset(k->g + 1, 0xff, (k->nslots - 1) * sizeof *k->g);
}

void outlast_memo_fill(struct memo_class *k, const uint8_t *cells, int cols) {
  /* a class without cells has no arrays at all (NULL + 0 is undefined) */
  k->cols = k->lines ? k->lines + k->n : NULL;
  k->ny = k->nx ? k->nx + k->ncells : NULL;
  k->px = k->nx ? k->nx + 2 * k->ncells : NULL;
  k->scratch = k->nx ? k->nx + 3 * k->ncells : NULL;
  fill_lines(k, cells, cols);
  fill_cols(k, cells, cols);
  if (k->layout == MEMO_DENSE)
    reset_dense(k);
  else
    reset_tight(k);
}
