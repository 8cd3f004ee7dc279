/*
** test_outlast_cross.c: outlast_solve against the minimax of
** outlast_brute.c on seeded random boards.
**
** Boards have 1..64 cells in square, wide, tall and mixed shapes, and
** 0..12 X cells placed uniformly; one board in four instead has every
** cell of one colour class X (or of both, when that is at most 12), so
** that the shape index (outlast_shape.c) is used. For each board both
** the number and the list of winning first moves must agree, and the
** solver's Grundy value after each move must be 0 exactly for the
** brute force's winning moves. Each board is solved by a context
** reused over all boards (its memo layout is whatever the solver
** picks); again under a memory limit just below what that took, which
** makes a dense memo fall back to the tight layout; and once in each
** forced combination of layout (dense, tight) and shape index (off, on).
** Wins and losses must both be common, so a generator that degenerates
** fails the test.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include "winnable.h"
#include "cross/cross_rng.h"
#include "cross/outlast_brute.h"
#include "games/outlast_memo.h"

#define BOARDS 6000
#define MAX_X 12

/* A random shape with at most 64 cells and up to MAX_X X cells. */
static void make_board(uint64_t *s, uint8_t *cells, int *rows, int *cols) {
  switch (cross_below(s, 4)) {
  case 0: *rows = 1 + cross_below(s, 8); *cols = 1 + cross_below(s, 8); break;
  case 1:
    *rows = 1 + cross_below(s, 3);
    *cols = 1 + cross_below(s, 64 / *rows);
    break;
  case 2:
    *cols = 1 + cross_below(s, 3);
    *rows = 1 + cross_below(s, 64 / *cols);
    break;
  default:
    *rows = 1 + cross_below(s, 16);
    *cols = 1 + cross_below(s, 64 / *rows);
    break;
  }
  int n = *rows * *cols, nx = cross_below(s, (n < MAX_X ? n : MAX_X) + 1);
  if (cross_below(s, 4) == 0) { /* a colour class all X, or both */
    int p = cross_below(s, 2), in_p = 0;
    for (int k = 0; k < n; k++)
      in_p += (k / *cols + k % *cols) % 2 == p;
    int both = n <= MAX_X;
    if (both || in_p <= MAX_X) {
      for (int k = 0; k < n; k++)
        cells[k] = both || (k / *cols + k % *cols) % 2 == p;
      return;
    }
  }
  int order[64];
  for (int k = 0; k < n; k++)
    order[k] = k;
  memset(cells, 0, (size_t)n);
  for (int k = 0; k < nx; k++) {
    int j = k + cross_below(s, n - k), t = order[k];
    order[k] = order[j];
    order[j] = t;
    cells[order[k]] = 1;
  }
}

/* The solver's answer must match the brute force's, move by move. */
static void check(outlast_ctx *ctx, int verdict, const uint8_t *cells,
                  int rows, int cols, long want, const uint8_t *wins) {
  assert_true(verdict == WN_WIN || verdict == WN_LOSS);
  assert_int_equal(verdict == WN_WIN, want > 0);
  assert_int_equal(outlast_winning_count(ctx), want);
  assert_int_equal(outlast_grundy(ctx) != 0, want > 0);
  size_t nmoves;
  const outlast_move *m = outlast_moves(ctx, &nmoves);
  size_t k = 0;
  for (int cell = 0; cell < rows * cols; cell++) {
    if (!cells[cell])
      continue;
    assert_true(k < nmoves);
    assert_int_equal(m[k].row, cell / cols + 1);
    assert_int_equal(m[k].col, cell % cols + 1);
    assert_int_equal(m[k].grundy == 0, wins[cell]);
    k++;
  }
  assert_int_equal(k, nmoves);
}

static void solver_matches_minimax(void **state) {
  (void)state;
  outlast_ctx *ctx = outlast_new(NULL);
  assert_non_null(ctx);
  uint64_t seed = 20220806;
  uint8_t cells[64], wins[64];
  int with_win = 0, without = 0, fallbacks = 0, all_x = 0;
  outlast_ctx *forced = outlast_new(NULL);
  assert_non_null(forced);
  for (int b = 0; b < BOARDS; b++) {
    int rows, cols, first_wins = -1;
    make_board(&seed, cells, &rows, &cols);
    long want = olbrute_solve(cells, rows, cols, wins, &first_wins);
    assert_true(want >= 0);
    assert_int_equal(first_wins, want > 0);
    int verdict = outlast_solve(ctx, cells, (size_t)rows, (size_t)cols);
    check(ctx, verdict, cells, rows, cols, want, wins);
    want > 0 ? with_win++ : without++;

    /* the same board again, with too little memory for a dense memo */
    outlast_ctx *tight = outlast_new(NULL);
    assert_non_null(tight);
    wn_limits lim = {0, 0, outlast_memory_needed(ctx) - 1, NULL, NULL};
    outlast_set_limits(tight, &lim);
    verdict = outlast_solve(tight, cells, (size_t)rows, (size_t)cols);
    if (verdict != WN_UNKNOWN) {
      check(tight, verdict, cells, rows, cols, want, wins);
      fallbacks++;
    } else {
      assert_int_equal(outlast_limit_hit(tight), WN_LIMIT_MEMORY);
    }
    outlast_free(tight);

    static const int config[][2] = {{MEMO_DENSE, 0}, {MEMO_DENSE, 1},
                                    {MEMO_TIGHT, 0}, {MEMO_TIGHT, 1}};
    for (int c = 0; c < 4; c++) {
      outlast_test_control(forced, config[c][0], config[c][1]);
      verdict = outlast_solve(forced, cells, (size_t)rows, (size_t)cols);
      check(forced, verdict, cells, rows, cols, want, wins);
    }
    int xs = 0;
    for (int k = 0; k < rows * cols; k++)
      xs += cells[k];
    all_x += xs > 2 && xs * 2 >= rows * cols - 1;
  }
  outlast_free(forced);
  outlast_free(ctx);
  print_message("%d boards: %d first-player wins, %d losses, %d solved "
                "again with the tight layout, %d with a class all X\n",
                BOARDS, with_win, without, fallbacks, all_x);
  assert_true(with_win > BOARDS / 5);
  assert_true(without > BOARDS / 5);
  assert_true(fallbacks > BOARDS / 5);
  assert_true(all_x > BOARDS / 8);
}

/* The brute force itself on hand-checked boards (the contest samples). */
static void brute_knows_the_samples(void **state) {
  (void)state;
  static const char *const board1[] = {".......", "...X.X.", "...X.X.",
                                       "..XX...", "..X...."};
  uint8_t cells[64], wins[64];
  for (int r = 0; r < 5; r++)
    for (int c = 0; c < 7; c++)
      cells[r * 7 + c] = board1[r][c] == 'X';
  assert_int_equal(olbrute_solve(cells, 5, 7, wins, NULL), 1);
  assert_int_equal(wins[1 * 7 + 3], 1); /* row 2, column 4 */
  const uint8_t row[5] = {1, 0, 1, 0, 1};
  assert_int_equal(olbrute_solve(row, 1, 5, NULL, NULL), 3);
  const uint8_t two[10] = {1, 0, 1, 0, 1, 0, 1, 0, 1, 0};
  assert_int_equal(olbrute_solve(two, 2, 5, wins, NULL), 1);
  assert_int_equal(wins[2], 1); /* row 1, column 3 */
  const uint8_t diag[4] = {1, 0, 0, 1};
  assert_int_equal(olbrute_solve(diag, 2, 2, NULL, NULL), 2);
  assert_int_equal(olbrute_solve(diag, 9, 9, NULL, NULL), -1);
}

int main(void) {
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(brute_knows_the_samples),
    cmocka_unit_test(solver_matches_minimax),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
