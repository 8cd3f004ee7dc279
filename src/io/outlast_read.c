/*
** outlast_read.c: reads Inventor Outlasting contest input.
**
** T, then per case "R C" and R rows, each one word of exactly C cells
** 'X' or '.'. Rows can be far longer than a token (WN_TOKEN_MAX), so
** they are read byte by byte with wn_reader_peek and
** wn_reader_advance, which keep the positions right for the tokens
** read before and after a row. A bad row ends the stream with
** WN_EPARSE and a message naming the row's line and column.
*/
#include "core/core.h"
#include "winnable/outlast.h"

#define WHAT_CASES "a number of cases (0..1000000000)"
#define WHAT_ROWS "a number of rows (1..10000)"
#define WHAT_COLS "a number of columns (1..10000)"

void outlast_reader_init(outlast_reader *o, wn_reader *r,
                         const wn_allocator *alloc) {
  memset(o, 0, sizeof *o);
  o->r = r;
  if (alloc)
    o->alloc = *alloc;
  r->comments = 0; /* '#' is just a bad cell here */
}

void outlast_reader_release(outlast_reader *o) {
  if (o->cells)
    wn_allocator_call(&o->alloc, o->cells, o->cap, 0);
  o->cells = NULL;
  o->rows = o->cols = o->cap = 0;
}

/* Record "expected <what>, found <quoted tok><tail>" at tok. */
static int bad(wn_reader *r, const wn_token *tok, const char *what,
               const char *tail) {
  wn_reader_expected(r, tok, what);
  size_t len = strlen(r->err.msg);
  snprintf(r->err.msg + len, sizeof r->err.msg - len, "%s", tail);
  return WN_EPARSE;
}

/* Read row 'k' of the current case into o->cells. */
static int read_row(outlast_reader *o, size_t k) {
  wn_reader *r = o->r;
  char what[64];
  snprintf(what, sizeof what, "a row of %zu cells", o->cols);
  int rc = wn_reader_more(r);
  if (rc <= 0)
    return rc < 0 ? rc : wn_reader_expected(r, NULL, what);
  wn_token row = {.len = 0, .truncated = 0, .line = r->line, .col = r->col};
  size_t n = 0;
  int c;
  while ((c = wn_reader_peek(r)) != -1 && !wn_reader_is_blank(c)) {
    if (c != 'X' && c != '.' && n > 0) {
      wn_token cell = {.len = 1, .line = r->line, .col = r->col};
      cell.text[0] = (char)c;
      return bad(r, &cell, "a cell X or .", "");
    }
    if (n == OUTLAST_MAX_CELLS) { /* longer than any row: stop reading, */
      row.truncated = 1;          /* it may never end */
      return bad(r, &row, what, " (more than 10000 cells)");
    }
    if (n < o->cols)
      o->cells[k * o->cols + n] = c == 'X';
    if (row.len < WN_TOKEN_MAX)
      row.text[row.len++] = (char)c;
    else
      row.truncated = 1;
    n++;
    wn_reader_advance(r);
  }
  if (r->ioerr)
    return wn_reader_more(r); /* WN_EIO, with the message in r->err */
  row.text[row.len] = '\0';
  if (row.text[0] != 'X' && row.text[0] != '.')
    return bad(r, &row, what, ""); /* a missing row: likely a number */
  if (n != o->cols) {
    char tail[40];
    snprintf(tail, sizeof tail, " (%zu cell%s)", n, n == 1 ? "" : "s");
    return bad(r, &row, what, tail);
  }
  return 1;
}

/* Read "R C" and make room for the board. */
static int read_size(outlast_reader *o) {
  wn_reader *r = o->r;
  int64_t rows, cols;
  int rc = wn_reader_int(r, 1, OUTLAST_MAX_CELLS, WHAT_ROWS, &rows);
  if (rc < 0)
    return rc;
  wn_token tok;
  if ((rc = wn_reader_token(r, &tok)) <= 0)
    return rc < 0 ? rc : wn_reader_expected(r, NULL, WHAT_COLS);
  if ((rc = wn_token_int(r, &tok, 1, OUTLAST_MAX_CELLS, WHAT_COLS, &cols)) < 0)
    return rc;
  if (rows * cols > OUTLAST_MAX_CELLS) {
    char what[80];
    snprintf(what, sizeof what, "at most %lld columns for %lld rows (%d "
             "cells)", (long long)(OUTLAST_MAX_CELLS / rows), (long long)rows,
             OUTLAST_MAX_CELLS);
    return bad(r, &tok, what, "");
  }
  size_t need = (size_t)rows * (size_t)cols;
  if (need > o->cap) {
    uint8_t *grown = wn_allocator_call(&o->alloc, o->cells, o->cap, need);
    if (!grown)
      return WN_ENOMEM;
    o->cells = grown;
    o->cap = need;
  }
  o->rows = (size_t)rows;
  o->cols = (size_t)cols;
  return 1;
}

/* The input starts with T; an empty input is malformed. */
static int read_header(outlast_reader *o) {
  int rc = wn_reader_more(o->r);
  if (rc == 0)
    return wn_reader_expected(o->r, NULL, WHAT_CASES);
  if (rc < 0)
    return rc;
  int64_t t;
  if ((rc = wn_reader_int(o->r, 0, 1000000000, WHAT_CASES, &t)) < 0)
    return rc;
  o->ncases = (uint64_t)t;
  o->started = 1;
  return 1;
}

int outlast_read(outlast_reader *o) {
  int rc;
  if (!o->started && (rc = read_header(o)) <= 0)
    return rc;
  if (o->done == o->ncases) {
    wn_token tok;
    if ((rc = wn_reader_token(o->r, &tok)) <= 0)
      return rc;
    return bad(o->r, &tok, "end of input after the last case", "");
  }
  if ((rc = read_size(o)) < 0)
    return rc;
  for (size_t k = 0; k < o->rows; k++)
    if ((rc = read_row(o, k)) < 0)
      return rc;
  o->done++;
  return 1;
}
