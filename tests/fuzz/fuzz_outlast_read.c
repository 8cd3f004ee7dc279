/*
** fuzz_outlast_read.c: libFuzzer harness for the Inventor Outlasting
** contest reader and the solver behind it (issue 9).
**
** Every board read must have 1 <= R, C and R*C <= OUTLAST_MAX_CELLS
** cells of 0 or 1. Boards of up to SOLVE_MAX cells are solved under
** tight limits; a decided board must list one first move per X cell,
** row-major and in range, count as winning exactly the moves of value
** 0, and be a win exactly when its Grundy value (the XOR of the two
** colour classes) is not 0. The input is then read again with an
** allocator that fails at some call: that run may stop with WN_ENOMEM
** but must agree with the first until it does.
*/
#include "fuzz_common.h"

#define MAX_BOARDS 16
#define SOLVE_MAX 200

static void solve(outlast_ctx *ctx, const outlast_reader *o) {
  int v = outlast_solve(ctx, o->cells, o->rows, o->cols);
  FUZZ_CHECK(v == WN_WIN || v == WN_LOSS || v == WN_UNKNOWN);
  if (v == WN_UNKNOWN) {
    FUZZ_CHECK(outlast_limit_hit(ctx) != WN_LIMIT_NONE);
    return;
  }
  size_t nmoves, xs = 0, zero = 0;
  const outlast_move *m = outlast_moves(ctx, &nmoves);
  for (size_t k = 0; k < o->rows * o->cols; k++)
    xs += o->cells[k] != 0;
  FUZZ_CHECK(nmoves == xs);
  for (size_t k = 0; k < nmoves; k++) {
    FUZZ_CHECK(m[k].row >= 1 && m[k].row <= o->rows);
    FUZZ_CHECK(m[k].col >= 1 && m[k].col <= o->cols);
    FUZZ_CHECK(o->cells[(m[k].row - 1) * o->cols + m[k].col - 1]);
    if (k > 0)
      FUZZ_CHECK(m[k - 1].row < m[k].row ||
                 (m[k - 1].row == m[k].row && m[k - 1].col < m[k].col));
    zero += m[k].grundy == 0;
  }
  FUZZ_CHECK(outlast_winning_count(ctx) == zero);
  uint32_t g = outlast_grundy(ctx);
  FUZZ_CHECK(g == (outlast_class_grundy(ctx, 0) ^
                   outlast_class_grundy(ctx, 1)));
  FUZZ_CHECK((v == WN_WIN) == (g != 0));
  FUZZ_CHECK((g != 0) == (zero > 0)); /* mex: a value > 0 has a 0 option */
}

/* A fuzz_pass (ctx: an outlast_ctx); every board goes to 'sum'. */
static int read_all(const uint8_t *data, size_t size, const wn_allocator *a,
                    void *ctx, uint64_t *sum, int *count) {
  FILE *fp = fuzz_open(data, size);
  wn_reader r;
  outlast_reader o;
  wn_reader_init(&r, fp, "fuzz");
  outlast_reader_init(&o, &r, a);
  int rc;
  *count = 0;
  while (*count < MAX_BOARDS && (rc = outlast_read(&o)) == 1) {
    FUZZ_CHECK(o.rows >= 1 && o.cols >= 1 &&
               o.rows * o.cols <= OUTLAST_MAX_CELLS);
    for (size_t k = 0; k < o.rows * o.cols; k++) {
      FUZZ_CHECK(o.cells[k] <= 1);
      *sum = *sum * 3 + o.cells[k];
    }
    *sum = *sum * 7 + o.rows;
    if (ctx && o.rows * o.cols <= SOLVE_MAX)
      solve(ctx, &o);
    ++*count;
  }
  if (rc == WN_EPARSE)
    FUZZ_CHECK(r.err.line >= 1 && r.err.col >= 1 && r.err.msg[0]);
  outlast_reader_release(&o);
  fclose(fp);
  return *count == MAX_BOARDS ? 1 : rc;
}

static void *make(const wn_limits *lim) {
  outlast_ctx *ctx = outlast_new(NULL);
  if (ctx)
    outlast_set_limits(ctx, lim);
  return ctx;
}

static void drop(void *ctx) { outlast_free(ctx); }

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  fuzz_twice(data, size, read_all, make, drop, 3);
  return 0;
}
