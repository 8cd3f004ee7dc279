/*
** rows.h: a row of top cards as the certificate checkers of src/verify
** sort and look up the rows a certificate lists
** (accordion_losscheck.c, accordion_family_check.c).
*/
#ifndef WN_VERIFY_ROWS_H
#define WN_VERIFY_ROWS_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

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

#endif /* WN_VERIFY_ROWS_H */
