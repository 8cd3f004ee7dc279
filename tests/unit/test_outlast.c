/*
** test_outlast.c: unit tests of the Inventor Outlasting solver, its
** reader and its deals: the contest samples, symmetries of the game on
** boards too big for the brute force, limits and memory refusals,
** allocation failures, and reader errors on rows longer than a token.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include "winnable.h"
#include "games/outlast_memo.h"
#include "failing_alloc.h"

/* Board from row strings ('X' or '.'), into cells[]. */
static void board(const char *const *rows, size_t nrows, uint8_t *cells,
                  size_t *ncols) {
  *ncols = strlen(rows[0]);
  for (size_t r = 0; r < nrows; r++)
    for (size_t c = 0; c < *ncols; c++)
      cells[r * *ncols + c] = rows[r][c] == 'X';
}

/* The winning moves of the last solve as "r,c r,c ...". */
static void winning(const outlast_ctx *ctx, char *out, size_t len) {
  size_t n, used = 0;
  const outlast_move *m = outlast_moves(ctx, &n);
  out[0] = '\0';
  for (size_t k = 0; k < n; k++)
    if (m[k].grundy == 0)
      used += (size_t)snprintf(out + used, len - used, "%s%u,%u",
                               used ? " " : "", m[k].row, m[k].col);
}

static void contest_samples(void **state) {
  (void)state;
  static const char *const b1[] = {".......", "...X.X.", "...X.X.",
                                   "..XX...", "..X...."};
  static const char *const b2[] = {"X.X.X"};
  static const char *const b3[] = {"X.X.X", ".X.X."};
  static const char *const b4[] = {"X.", ".X"};
  const struct {
    const char *const *rows;
    size_t nrows, answer;
    const char *moves;
  } cases[] = {{b1, 5, 1, "2,4"}, {b2, 1, 3, "1,1 1,3 1,5"},
               {b3, 2, 1, "1,3"}, {b4, 2, 2, "1,1 2,2"}};
  outlast_ctx *ctx = outlast_new(NULL);
  assert_non_null(ctx);
  for (size_t k = 0; k < 4; k++) {
    uint8_t cells[64];
    size_t cols;
    char got[128];
    board(cases[k].rows, cases[k].nrows, cells, &cols);
    assert_int_equal(outlast_solve(ctx, cells, cases[k].nrows, cols), WN_WIN);
    assert_int_equal(outlast_winning_count(ctx), cases[k].answer);
    winning(ctx, got, sizeof got);
    assert_string_equal(got, cases[k].moves);
  }
  /* 2 x 2 diagonal: one build fills both cells, so the game is one move */
  assert_int_equal(outlast_grundy(ctx), 1);
  assert_int_equal(outlast_class_grundy(ctx, 0), 1);
  assert_int_equal(outlast_class_grundy(ctx, 1), 0);
  outlast_free(ctx);
}

/* No X at all: a loss with no move; a lone X: a win in one move. */
static void empty_and_single(void **state) {
  (void)state;
  outlast_ctx *ctx = outlast_new(NULL);
  uint8_t cells[12] = {0};
  assert_int_equal(outlast_solve(ctx, cells, 3, 4), WN_LOSS);
  size_t n;
  outlast_moves(ctx, &n);
  assert_int_equal(n, 0);
  assert_int_equal(outlast_winning_count(ctx), 0);
  cells[6] = 1;
  assert_int_equal(outlast_solve(ctx, cells, 3, 4), WN_WIN);
  assert_int_equal(outlast_winning_count(ctx), 1);
  assert_int_equal(outlast_solve(ctx, cells, 1, 1), WN_LOSS);
  cells[0] = 1;
  assert_int_equal(outlast_solve(ctx, cells, 1, 1), WN_WIN);
  assert_int_equal(outlast_solve(ctx, cells, 0, 4), WN_EINVAL);
  assert_int_equal(outlast_solve(ctx, cells, 4, 0), WN_EINVAL);
  assert_int_equal(outlast_solve(ctx, cells, 101, 100), WN_EINVAL);
  outlast_free(ctx);
}

/*
** Transposing or mirroring a board maps diagonals to diagonals, so the
** Grundy value stays and the winning moves move along; checked on
** random boards far past the brute force's reach, of shapes from thin
** (tight memo layout) to near-square (dense layout).
*/
static void symmetries(void **state) {
  (void)state;
  outlast_ctx *a = outlast_new(NULL), *b = outlast_new(NULL);
  static uint8_t cells[900], other[900];
  for (uint64_t k = 0; k < 60; k++) {
    size_t rows = 1 + k % 13, cols = 1 + (k * 7) % 29;
    if (rows * cols > 900)
      cols = 900 / rows;
    outlast_deal(5, k, rows, cols, 0.3 + 0.1 * (double)(k % 7), cells);
    assert_true(outlast_solve(a, cells, rows, cols) >= 0);
    for (int kind = 0; kind < 2; kind++) {
      size_t orows = kind ? cols : rows, ocols = kind ? rows : cols;
      for (size_t r = 0; r < rows; r++)
        for (size_t c = 0; c < cols; c++)
          other[kind ? c * rows + r : r * cols + (cols - 1 - c)] =
              cells[r * cols + c];
      assert_true(outlast_solve(b, other, orows, ocols) >= 0);
      assert_int_equal(outlast_grundy(a), outlast_grundy(b));
      assert_int_equal(outlast_winning_count(a), outlast_winning_count(b));
      size_t na, nb;
      const outlast_move *ma = outlast_moves(a, &na);
      const outlast_move *mb = outlast_moves(b, &nb);
      assert_int_equal(na, nb);
      for (size_t m = 0; m < na; m++) { /* find ma[m]'s image in mb */
        uint32_t r = kind ? ma[m].col : ma[m].row;
        uint32_t c = kind ? ma[m].row : (uint32_t)cols + 1 - ma[m].col;
        size_t q = 0;
        while (q < nb && (mb[q].row != r || mb[q].col != c))
          q++;
        assert_true(q < nb);
        assert_int_equal(mb[q].grundy, ma[m].grundy);
      }
    }
  }
  outlast_free(a);
  outlast_free(b);
}

/*
** Every memo layout, with and without the shape index, gives the same
** value after every first move, on boards of random density and all X,
** square and thin; the dense and tight layouts evaluate the same
** rectangles. Then a board solved as the solver likes is solved again
** by a fresh context whose memory limit is just below what that took:
** the first four shapes get a dense memo, which falls back to tight.
*/
static void same_moves(const outlast_ctx *a, const outlast_ctx *b) {
  size_t na, nb;
  const outlast_move *ma = outlast_moves(a, &na);
  const outlast_move *mb = outlast_moves(b, &nb);
  assert_int_equal(na, nb);
  for (size_t m = 0; m < na; m++) {
    assert_int_equal(ma[m].row, mb[m].row);
    assert_int_equal(ma[m].col, mb[m].col);
    assert_int_equal(ma[m].grundy, mb[m].grundy);
  }
}

static void layouts_agree(void **state) {
  (void)state;
  static const size_t shapes[][2] = {{20, 20}, {16, 25}, {9, 40}, {31, 13},
                                     {2, 100}, {100, 2}, {4, 50}, {67, 3}};
  static const int config[][2] = {{MEMO_DENSE, 0}, {MEMO_DENSE, 1},
                                  {MEMO_TIGHT, 0}, {MEMO_TIGHT, 1}};
  static uint8_t cells[1000];
  outlast_ctx *ref = outlast_new(NULL), *forced = outlast_new(NULL);
  for (size_t k = 0; k < 8; k++) {
    size_t rows = shapes[k][0], cols = shapes[k][1];
    for (int d = 0; d < 3; d++) {
      outlast_deal(9, k * 3 + (size_t)d, rows, cols, 0.4 + 0.3 * d, cells);
      assert_true(outlast_solve(ref, cells, rows, cols) >= 0);
      uint64_t states[4];
      for (int c = 0; c < 4; c++) {
        outlast_test_control(forced, config[c][0], config[c][1]);
        assert_true(outlast_solve(forced, cells, rows, cols) >= 0);
        same_moves(ref, forced);
        states[c] = outlast_states(forced);
      }
      /* both layouts meet rectangles in the same order */
      assert_int_equal(states[0], states[2]);
      assert_int_equal(states[1], states[3]);
      if (d == 2) /* all X: translates share their value */
        assert_true(states[1] < states[0]);

      outlast_ctx *tight = outlast_new(NULL);
      wn_limits lim = {0, 0, outlast_memory_needed(ref) - 1, NULL, NULL};
      outlast_set_limits(tight, &lim);
      int v = outlast_solve(tight, cells, rows, cols);
      if (k < 4)
        assert_int_not_equal(v, WN_UNKNOWN);
      if (v != WN_UNKNOWN) {
        assert_true(outlast_memory_needed(tight) < outlast_memory_needed(ref));
        same_moves(ref, tight);
      }
      outlast_free(tight);
    }
  }
  outlast_free(ref);
  outlast_free(forced);
}

/*
** Every all-X board up to 14 x 14, and the same board with one cell
** missing in each colour class, with and without the shape index: the
** index keys a rectangle by its shape up to moves and symmetries, so a
** wrong key shows here as a wrong value after some first move.
*/
static void shape_index_agrees(void **state) {
  (void)state;
  static uint8_t cells[14 * 14];
  outlast_ctx *with = outlast_new(NULL), *without = outlast_new(NULL);
  outlast_test_control(with, -1, 1);
  outlast_test_control(without, -1, 0);
  for (size_t rows = 1; rows <= 14; rows++)
    for (size_t cols = 1; cols <= 14; cols++)
      for (int holes = 0; holes < 2; holes++) {
        memset(cells, 1, rows * cols);
        if (holes && rows * cols > 2) {
          cells[(rows * cols) / 3] = 0;
          cells[(rows * cols) / 3 + 1] = 0;
        }
        assert_true(outlast_solve(with, cells, rows, cols) >= 0);
        assert_true(outlast_solve(without, cells, rows, cols) >= 0);
        same_moves(with, without);
        if (!holes && rows * cols > 20)
          assert_true(outlast_states(with) < outlast_states(without));
      }
  outlast_free(with);
  outlast_free(without);
}

/* A 24 x 24 all-X board under each limit in turn, then with none. */
static void limits_give_unknown(void **state) {
  (void)state;
  static uint8_t cells[24 * 24];
  memset(cells, 1, sizeof cells);
  outlast_ctx *ctx = outlast_new(NULL);
  assert_int_equal(outlast_solve(ctx, cells, 24, 24), WN_LOSS);
  uint32_t g = outlast_grundy(ctx);
  uint64_t states = outlast_states(ctx);
  size_t need = outlast_memory_needed(ctx);
  assert_true(states > 1000 && need > 10000);

  wn_limits lim = {states / 2, 0, 0, NULL, NULL};
  outlast_set_limits(ctx, &lim);
  assert_int_equal(outlast_solve(ctx, cells, 24, 24), WN_UNKNOWN);
  assert_int_equal(outlast_limit_hit(ctx), WN_LIMIT_STATES);

  outlast_ctx *fresh = outlast_new(NULL);
  wn_limits tiny = {0, 0, 4096, NULL, NULL};
  outlast_set_limits(fresh, &tiny);
  assert_int_equal(outlast_solve(fresh, cells, 24, 24), WN_UNKNOWN);
  assert_int_equal(outlast_limit_hit(fresh), WN_LIMIT_MEMORY);
  assert_true(outlast_memory_needed(fresh) > 4096);
  assert_true(outlast_peak_memory(fresh) <= 4096);
  outlast_free(fresh);

  wn_limits none = {0, 0, 0, NULL, NULL};
  outlast_set_limits(ctx, &none);
  assert_int_equal(outlast_solve(ctx, cells, 24, 24), WN_LOSS);
  assert_int_equal(outlast_grundy(ctx), g);
  assert_int_equal(outlast_states(ctx), states);
  assert_int_equal(outlast_limit_hit(ctx), WN_LIMIT_NONE);
  outlast_free(ctx);
}

static void timeout_gives_unknown(void **state) {
  (void)state;
  static uint8_t cells[50 * 50];
  memset(cells, 1, sizeof cells);
  outlast_ctx *ctx = outlast_new(NULL);
  wn_limits lim = {0, 1e-4, 0, NULL, NULL};
  outlast_set_limits(ctx, &lim);
  assert_int_equal(outlast_solve(ctx, cells, 50, 50), WN_UNKNOWN);
  assert_int_equal(outlast_limit_hit(ctx), WN_LIMIT_TIME);
  outlast_free(ctx);
}

/* ---- allocation failures (failing_alloc.h) ---- */

/* Allocations fail from the n+1st on, for n = 0, 1, ...: clean errors
** or the right count, and nothing leaked. */
static void allocation_failures(void **state) {
  (void)state;
  static uint8_t cells[9 * 11];
  outlast_deal(3, 0, 9, 11, 0.7, cells);
  outlast_ctx *ref = outlast_new(NULL);
  assert_true(outlast_solve(ref, cells, 9, 11) >= 0);
  int succeeded = 0;
  for (long n = 0; n < 40 && !succeeded; n++) {
    struct failing f = {.fail_at = n + 1, .sticky = 1};
    wn_allocator a = {failing_alloc, &f};
    outlast_ctx *ctx = outlast_new(&a);
    if (ctx) {
      int rc = outlast_solve(ctx, cells, 9, 11);
      if (rc >= 0) {
        assert_int_equal(outlast_winning_count(ctx),
                         outlast_winning_count(ref));
        succeeded = 1;
      } else {
        assert_int_equal(rc, WN_ENOMEM);
        /* the context stays usable once memory is back */
        f.fail_at = 0;
        assert_true(outlast_solve(ctx, cells, 9, 11) >= 0);
        assert_int_equal(outlast_winning_count(ctx),
                         outlast_winning_count(ref));
      }
      outlast_free(ctx);
    }
    assert_int_equal(f.held, 0);
  }
  assert_true(succeeded);
  outlast_free(ref);
}

/* ---- deals ---- */

static void deals_are_reproducible(void **state) {
  (void)state;
  static uint8_t a[40 * 50], b[40 * 50];
  outlast_deal(7, 3, 40, 50, 0.25, a);
  outlast_deal(7, 3, 40, 50, 0.25, b);
  assert_memory_equal(a, b, sizeof a);
  size_t xs = 0;
  for (size_t k = 0; k < sizeof a; k++)
    xs += a[k];
  assert_in_range(xs, 400, 600); /* 2000 cells at 0.25 */
  outlast_deal(7, 4, 40, 50, 0.25, b);
  assert_memory_not_equal(a, b, sizeof a);
  outlast_deal(7, 3, 40, 50, 0.0, b);
  for (size_t k = 0; k < sizeof b; k++)
    assert_int_equal(b[k], 0);
  outlast_deal(7, 3, 40, 50, 1.0, b);
  for (size_t k = 0; k < sizeof b; k++)
    assert_int_equal(b[k], 1);
}

/* ---- reading ---- */

/* Read all of 'text'; returns the last code, *n the boards read. */
static int read_text(const char *text, size_t len, int *n, wn_error *err,
                     uint8_t *last, size_t lastlen) {
  FILE *fp = fmemopen((void *)text, len, "r");
  assert_non_null(fp);
  wn_reader *r = malloc(sizeof *r);
  outlast_reader o;
  wn_reader_init(r, fp, "t.in");
  outlast_reader_init(&o, r, NULL);
  int rc;
  *n = 0;
  while ((rc = outlast_read(&o)) == 1) {
    (*n)++;
    if (last && o.rows * o.cols <= lastlen)
      memcpy(last, o.cells, o.rows * o.cols);
  }
  *err = r->err;
  outlast_reader_release(&o);
  free(r);
  fclose(fp);
  return rc;
}

/* Rows far longer than a token: read whole, errors at the right column. */
static void reader_long_rows(void **state) {
  (void)state;
  size_t cap = 3 * 10000 + 64;
  char *text = malloc(cap);
  static uint8_t cells[10000];
  int n;
  wn_error err;
  size_t len = (size_t)snprintf(text, cap, "2\n1 10000\n");
  for (size_t c = 0; c < 10000; c++)
    text[len++] = c % 3 ? '.' : 'X';
  len += (size_t)snprintf(text + len, cap - len, "\n3 2\nX.\n.X\nXX\n");
  assert_int_equal(read_text(text, len, &n, &err, cells, sizeof cells), 0);
  assert_int_equal(n, 2);
  assert_memory_equal(cells, "\1\0\0\1\1\1", 6);

  text[10 + 3999] = 'x'; /* line 3, column 4000 */
  assert_int_equal(read_text(text, len, &n, &err, NULL, 0), WN_EPARSE);
  assert_int_equal(n, 0);
  assert_int_equal(err.line, 3);
  assert_int_equal(err.col, 4000);
  assert_string_equal(err.msg, "expected a cell X or ., found \"x\"");

  len = (size_t)snprintf(text, cap, "1\n1 4999\n");
  for (size_t c = 0; c < 5000; c++)
    text[len++] = 'X';
  text[len++] = '\n';
  assert_int_equal(read_text(text, len, &n, &err, NULL, 0), WN_EPARSE);
  assert_int_equal(err.line, 3);
  assert_int_equal(err.col, 1);
  assert_non_null(strstr(err.msg, "expected a row of 4999 cells, found \"XXX"));
  assert_non_null(strstr(err.msg, "...\" (5000 cells)"));
  free(text);
}

/* Positions stay right across rows, CRLF line ends and blank lines. */
static void reader_positions(void **state) {
  (void)state;
  static const char text[] = "2\r\n\r\n2 3\r\nX.X\r\n.X.\r\n1 2\r\nX\r\n";
  int n;
  wn_error err;
  assert_int_equal(read_text(text, sizeof text - 1, &n, &err, NULL, 0),
                   WN_EPARSE);
  assert_int_equal(n, 1);
  assert_int_equal(err.line, 7);
  assert_int_equal(err.col, 1);
  assert_string_equal(err.msg,
                      "expected a row of 2 cells, found \"X\" (1 cell)");
  /* an input without T is malformed (issue 20; it used to read as 0 cases) */
  static const char empty[] = " \n\n";
  assert_int_equal(read_text(empty, sizeof empty - 1, &n, &err, NULL, 0),
                   WN_EPARSE);
  assert_int_equal(n, 0);
  assert_int_equal(err.line, 3);
  assert_int_equal(err.col, 1);
  assert_string_equal(err.msg, "expected a number of cases (0..1000000000), "
                               "found end of input");
}

int main(void) {
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(contest_samples),
    cmocka_unit_test(empty_and_single),
    cmocka_unit_test(symmetries),
    cmocka_unit_test(layouts_agree),
    cmocka_unit_test(shape_index_agrees),
    cmocka_unit_test(limits_give_unknown),
    cmocka_unit_test(timeout_gives_unknown),
    cmocka_unit_test(allocation_failures),
    cmocka_unit_test(deals_are_reproducible),
    cmocka_unit_test(reader_long_rows),
    cmocka_unit_test(reader_positions),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
