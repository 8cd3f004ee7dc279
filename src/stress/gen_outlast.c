/*
** gen_outlast.c: Inventor Outlasting inputs (Code Jam to I/O for Women
** 2022) for stress and deal --kind. A case is R rows of C cells, 1 for
** X and 0 for '.'. Shrinking removes a row or a column, or turns one X
** into '.'; the size is the cells of all boards.
**
** The hard kind makes boards where both colour classes ((r + c) even
** and odd) hold X cells, large enough that a search over positions
** without the rectangle memo runs out of time: a program that forgets
** to combine the two classes, or that searches naively, fails there.
*/
#include "stress/gen.h"

#include <string.h>

#define TAG 0x5d0
#define SMALL_SIDE 10    /* small: R, C <= 10, at most 10 X */
#define SMALL_X 10
#define LARGE_CELLS 200  /* large: R, C <= 100, R * C <= 200 */
#define LARGE_SIDE 100

static size_t ncases(const struct stress_opts *o, enum stress_kind kind,
                     wn_rng *rng) {
  (void)o;
  return kind == STRESS_EDGE ? 1 + wn_rng_below(rng, 8)
                             : 1 + wn_rng_below(rng, 3);
}

/* Each cell X with probability 'density'. */
static void fill(wn_rng *rng, int32_t *cells, size_t n, double density) {
  for (size_t i = 0; i < n; i++)
    cells[i] = wn_rng_unit(rng) < density;
}

/* Keep at most 'most' X cells, dropping the last ones (small subtask). */
static void cap_x(int32_t *cells, size_t n, size_t most) {
  size_t seen = 0;
  for (size_t i = 0; i < n; i++)
    if (cells[i] && ++seen > most)
      cells[i] = 0;
}

/* An edge board, in turn: 1x1, thin boards, full boards, no X. */
static void edge_board(wn_rng *rng, uint64_t index, int small, size_t *r,
                       size_t *c, int32_t *cells) {
  static const size_t shapes[][2] = {{1, 1}, {1, 1}, {1, 100}, {100, 1},
                                     {10, 20}, {14, 14}, {2, 100}, {100, 2}};
  size_t v = index % 8;
  *r = shapes[v][0];
  *c = shapes[v][1];
  if (small) { /* the same shapes cut to the small subtask */
    *r = *r > SMALL_SIDE ? SMALL_SIDE : *r;
    *c = *c > SMALL_SIDE ? SMALL_SIDE : *c;
  }
  size_t n = *r * *c;
  if (v == 1)
    cells[0] = 0;               /* no X: the first player loses */
  else if (v <= 4)
    fill(rng, cells, n, 1.0);   /* every cell X */
  else
    fill(rng, cells, n, 0.5);
}

static int add_case(struct stress_inst *x, const struct stress_opts *o,
                    enum stress_kind kind, uint64_t seed, uint64_t index) {
  wn_rng rng;
  wn_rng_init(&rng, seed, TAG + (uint64_t)kind, index);
  int32_t cells[LARGE_CELLS];
  uint8_t dealt[LARGE_CELLS];
  size_t r, c;
  if (kind == STRESS_SMALL) {
    r = 1 + wn_rng_below(&rng, 4);
    c = 1 + wn_rng_below(&rng, 4);
    fill(&rng, cells, r * c, 0.2 + 0.6 * wn_rng_unit(&rng));
  } else if (kind == STRESS_EDGE) {
    edge_board(&rng, index, o->small, &r, &c, cells);
  } else if (kind == STRESS_RANDOM) {
    r = 1 + wn_rng_below(&rng, SMALL_SIDE);
    c = 1 + wn_rng_below(&rng, SMALL_SIDE);
    outlast_deal(seed, index, r, c, 0.3, dealt);
    for (size_t i = 0; i < r * c; i++)
      cells[i] = dealt[i];
  } else { /* both classes, as many cells as allowed */
    r = o->small ? SMALL_SIDE : 8 + wn_rng_below(&rng, 7);
    c = o->small ? SMALL_SIDE : LARGE_CELLS / r;
    fill(&rng, cells, r * c, 0.5 + 0.4 * wn_rng_unit(&rng));
    cells[0] = cells[1] = 1; /* one X of each class at least */
  }
  if (o->small)
    cap_x(cells, r * c, SMALL_X);
  struct stress_case *k = inst_add_case(x);
  if (!k)
    return WN_ENOMEM;
  for (size_t i = 0; i < r; i++)
    if (!case_add_row(k, cells + i * c, c))
      return WN_ENOMEM;
  return 0;
}

static void print_input(const struct stress_inst *x,
                        const struct stress_opts *o, struct sbuf *out) {
  (void)o;
  sbuf_addf(out, "%zu\n", x->ncases);
  for (size_t k = 0; k < x->ncases; k++) {
    const struct stress_case *b = &x->cases[k];
    sbuf_addf(out, "%zu %zu\n", b->nrows, b->rows[0].n);
    for (size_t i = 0; i < b->nrows; i++) {
      for (size_t j = 0; j < b->rows[i].n; j++)
        sbuf_add(out, b->rows[i].v[j] ? "X" : ".", 1);
      sbuf_add(out, "\n", 1);
    }
  }
}

/*
** Candidates, board by board: remove row i (R >= 2), remove column j
** (C >= 2), turn the X at cell i into '.'.
*/
static int reduce(const struct stress_inst *x, size_t k,
                  struct stress_inst *out) {
  for (size_t b = 0; b < x->ncases; b++) {
    const struct stress_case *s = &x->cases[b];
    size_t rows = s->nrows, cols = s->rows[0].n;
    size_t nr = rows >= 2 ? rows : 0, nc = cols >= 2 ? cols : 0;
    if (k < nr + nc) {
      if (inst_copy(out, x) != 0)
        return WN_ENOMEM;
      struct stress_case *t = &out->cases[b];
      if (k < nr)
        case_remove_row(t, k);
      else
        for (size_t i = 0; i < rows; i++)
          row_remove(&t->rows[i], k - nr, 1);
      return 1;
    }
    k -= nr + nc;
    for (size_t i = 0; i < rows * cols; i++) {
      if (!s->rows[i / cols].v[i % cols] || k-- != 0)
        continue;
      if (inst_copy(out, x) != 0)
        return WN_ENOMEM;
      out->cases[b].rows[i / cols].v[i % cols] = 0;
      return 1;
    }
  }
  return 0;
}

static size_t size(const struct stress_inst *x) {
  size_t n = 0;
  for (size_t k = 0; k < x->ncases; k++)
    n += x->cases[k].nrows * x->cases[k].rows[0].n;
  return n;
}

const struct stress_game stress_outlast = {
  .name = "outlast",
  .unit = "cells",
  .unit_one = "cell",
  .seconds = 20.0,         /* Code Jam's 20 s a test set */
  .memory = 1024u << 20,
  .ncases = ncases,
  .add_case = add_case,
  .write = print_input,
  .reduce = reduce,
  .size = size,
  .spans = 0,
};
