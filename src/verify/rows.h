/*
** rows.h: what the certificate checkers of src/verify share
** (accordion_losscheck.c, accordion_family_check.c): a row of top
** cards, sorted and looked up among the rows a certificate lists, and
** the report of the row that fails.
*/
#ifndef WN_VERIFY_ROWS_H
#define WN_VERIFY_ROWS_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "winnable/types.h"

struct verify_row {
  const uint8_t *top;
  size_t len;
};

/* The order of qsort and bsearch: shorter rows first, then by bytes. */
static inline int verify_row_order(const void *pa, const void *pb) {
  const struct verify_row *a = pa, *b = pb;
  if (a->len != b->len)
    return a->len < b->len ? -1 : 1;
  return memcmp(a->top, b->top, a->len);
}

/* Whether top[0..len) is one of sorted[0..nrows) (verify_row_order). */
static inline int verify_row_in(const struct verify_row *sorted,
                                size_t nrows, const uint8_t *top,
                                size_t len) {
  struct verify_row key = {top, len};
  return bsearch(&key, sorted, nrows, sizeof key, verify_row_order) != NULL;
}

/* Say that row 'bad' fails, and why (printf's format). */
static inline void verify_say(wn_replay *out, size_t bad, const char *fmt,
                              ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
static inline void verify_say(wn_replay *out, size_t bad, const char *fmt,
                              ...) {
  va_list ap;
  va_start(ap, fmt);
  out->bad = bad;
  vsnprintf(out->why, sizeof out->why, fmt, ap);
  va_end(ap);
}

#endif /* WN_VERIFY_ROWS_H */
