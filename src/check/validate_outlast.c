/*
** validate_outlast.c: Inventor Outlasting input (Code Jam to I/O for
** Women 2022). "T" (1..100), then per case "R C" and R rows of exactly
** C cells, each X or '.', with nothing between them. Bounds by
** subtask: small R, C <= 10 and at most 10 X cells a case; large R, C
** <= 100 and R*C <= 200; R and C are at least 1.
*/
#include <stdio.h>
#include "check/validate_scan.h"

#define MAX_CASES 100

struct bounds {
  uint64_t side, cells, xs;   /* R and C; R*C; X cells (0: no bound) */
  const char *whose;
};

static const struct bounds small = {10, 100, 10, "the small subtask's"};
static const struct bounds large = {100, 200, 0, "the large subtask's"};

static int cell(int c) { return c == 'X' || c == '.'; }

/* Where a cell was due, a byte c that is none: say what it is. */
static int not_cell(struct vscan *s, int c, uint64_t k, uint64_t cols) {
  if (c == -1 || c == '\n')
    return vscan_fail_here(s, "expected a row of C = %llu cells, found %llu",
                           (unsigned long long)cols, (unsigned long long)k);
  struct vtok t;
  if (c == ' ' || c == '\t' || c == '\r')
    return vscan_fail_here(s, "expected a cell (X or .), found %s",
                           c == ' ' ? "a space" : c == '\t' ? "a tab"
                                                            : "a CR");
  t.t.text[0] = (char)c;
  t.t.text[1] = '\0';
  t.t.len = 1;
  t.t.truncated = 0;
  char q[80];
  vscan_quote(&t, q);
  return vscan_fail_here(s, "expected a cell (X or .), found %s", q);
}

/* One row of cols cells; *xs counts the X cells of the case. */
static int row(struct vscan *s, const struct bounds *b, uint64_t cols,
               uint64_t *xs) {
  int c;
  for (uint64_t k = 0; k < cols; k++) {
    if (!cell(c = vscan_peek(s)))
      return not_cell(s, c, k, cols);
    if (c == 'X' && ++*xs > b->xs && b->xs)
      return vscan_fail_here(s, "X cell %llu is over %s %llu X cells",
                             (unsigned long long)*xs, b->whose,
                             (unsigned long long)b->xs);
    vscan_advance(s);
  }
  if (cell(c = vscan_peek(s)))
    return vscan_fail_here(s, "expected a row of C = %llu cells, found more",
                           (unsigned long long)cols);
  int rc = vscan_eol(s, "the row");
  return rc == VSCAN_MORE ? vscan_extra(s, "the row") : rc;
}

/* Case ncase: "R C" and the rows. */
static int one_case(struct vscan *s, const struct bounds *b, uint64_t ncase) {
  struct vtok r, c;
  if (vscan_peek(s) == -1)
    return vscan_fail_here(s, "expected case %llu, found end of input",
                           (unsigned long long)ncase);
  if (!vscan_uint(s, &r, "R, the number of rows") ||
      !vscan_range(s, &r, "R", 1, b->side, b->whose))
    return 0;
  int rc = vscan_space(s, "C");
  if (rc == VSCAN_EOL)
    return vscan_fail_here(s, "expected 2 numbers on the line (R C), "
                           "found 1");
  if (rc != 1 || !vscan_uint(s, &c, "C, the number of columns") ||
      !vscan_range(s, &c, "C", 1, b->side, b->whose))
    return 0;
  if (r.value * c.value > b->cells)
    return vscan_fail(s, c.t.line, c.t.col, "R*C = %llu is over %s %llu",
                      (unsigned long long)(r.value * c.value), b->whose,
                      (unsigned long long)b->cells);
  if ((rc = vscan_eol(s, "R C")) != 1)
    return rc == VSCAN_MORE ? vscan_extra(s, "R C") : 0;
  uint64_t xs = 0;
  for (uint64_t k = 0; k < r.value; k++)
    if (!row(s, b, c.value, &xs))
      return 0;
  return 1;
}

int validate_outlast(struct vscan *s) {
  const struct bounds *b =
      s->spec->subtask == VALIDATE_SMALL ? &small : &large;
  struct vtok t;
  if (!vscan_uint(s, &t, "T, the number of cases") ||
      !vscan_range(s, &t, "T", 1, MAX_CASES, "the limit"))
    return 0;
  int rc = vscan_eol(s, "T");
  if (rc != 1)
    return rc == VSCAN_MORE ? vscan_extra(s, "T") : 0;
  for (uint64_t k = 1; k <= t.value; k++)
    if (!one_case(s, b, k))
      return 0;
  char done[64];
  snprintf(done, sizeof done, "T = %llu cases", (unsigned long long)t.value);
  return vscan_end(s, done);
}
