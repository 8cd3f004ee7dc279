/*
** inst.c: instances as data and the text buffer (inst.h). Rows own
** their values, cases their rows, an instance its cases and pool; a
** removal frees what it removes, so an instance is always whole.
*/
#include "stress/inst.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void sbuf_init(struct sbuf *b) {
  memset(b, 0, sizeof *b);
}

void sbuf_release(struct sbuf *b) {
  free(b->s);
  sbuf_init(b);
}

void sbuf_reset(struct sbuf *b) {
  b->len = 0;
  b->failed = 0;
  if (b->s)
    b->s[0] = 0;
}

/* Room for n more bytes and a NUL; 0, or -1 (b->failed set). */
static int sbuf_room(struct sbuf *b, size_t n) {
  if (b->failed)
    return -1;
  if (b->len + n + 1 <= b->cap)
    return 0;
  size_t cap = b->cap ? b->cap : 256;
  while (cap < b->len + n + 1)
    cap *= 2;
  char *s = realloc(b->s, cap);
  if (!s) {
    b->failed = 1;
    return -1;
  }
  b->s = s;
  b->cap = cap;
  return 0;
}

void sbuf_add(struct sbuf *b, const char *s, size_t n) {
  if (sbuf_room(b, n) != 0)
    return;
  memcpy(b->s + b->len, s, n);
  b->len += n;
  b->s[b->len] = 0;
}

void sbuf_addf(struct sbuf *b, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  if (n < 0 || sbuf_room(b, (size_t)n) != 0)
    return;
  va_start(ap, fmt);
  vsnprintf(b->s + b->len, (size_t)n + 1, fmt, ap);
  va_end(ap);
  b->len += (size_t)n;
}

static void case_release(struct stress_case *c) {
  for (size_t r = 0; r < c->nrows; r++)
    free(c->rows[r].v);
  free(c->rows);
  c->rows = NULL;
  c->nrows = 0;
}

void inst_init(struct stress_inst *x) {
  memset(x, 0, sizeof *x);
}

void inst_release(struct stress_inst *x) {
  case_release(&x->pool);
  for (size_t k = 0; k < x->ncases; k++)
    case_release(&x->cases[k]);
  free(x->cases);
  inst_init(x);
}

static int case_copy(struct stress_case *to, const struct stress_case *from) {
  to->nrows = 0;
  to->rows = NULL;
  for (size_t r = 0; r < from->nrows; r++)
    if (!case_add_row(to, from->rows[r].v, from->rows[r].n))
      return WN_ENOMEM;
  return 0;
}

int inst_copy(struct stress_inst *to, const struct stress_inst *from) {
  inst_init(to);
  if (case_copy(&to->pool, &from->pool) != 0)
    goto fail;
  for (size_t k = 0; k < from->ncases; k++) {
    struct stress_case *c = inst_add_case(to);
    if (!c || case_copy(c, &from->cases[k]) != 0)
      goto fail;
  }
  return 0;
fail:
  inst_release(to);
  return WN_ENOMEM;
}

static int case_equal(const struct stress_case *a,
                      const struct stress_case *b) {
  if (a->nrows != b->nrows)
    return 0;
  for (size_t r = 0; r < a->nrows; r++)
    if (a->rows[r].n != b->rows[r].n ||
        (a->rows[r].n &&
         memcmp(a->rows[r].v, b->rows[r].v, a->rows[r].n * sizeof(int32_t))))
      return 0;
  return 1;
}

int inst_equal(const struct stress_inst *a, const struct stress_inst *b) {
  if (a->ncases != b->ncases || !case_equal(&a->pool, &b->pool))
    return 0;
  for (size_t k = 0; k < a->ncases; k++)
    if (!case_equal(&a->cases[k], &b->cases[k]))
      return 0;
  return 1;
}

struct stress_case *inst_add_case(struct stress_inst *x) {
  struct stress_case *cases =
      realloc(x->cases, (x->ncases + 1) * sizeof *cases);
  if (!cases)
    return NULL;
  x->cases = cases;
  memset(&cases[x->ncases], 0, sizeof cases[0]);
  return &cases[x->ncases++];
}

void inst_remove_case(struct stress_inst *x, size_t k) {
  case_release(&x->cases[k]);
  memmove(&x->cases[k], &x->cases[k + 1],
          (x->ncases - k - 1) * sizeof x->cases[0]);
  x->ncases--;
}

struct stress_row *case_add_row(struct stress_case *c, const int32_t *v,
                                size_t n) {
  int32_t *vals = malloc((n ? n : 1) * sizeof *vals);
  struct stress_row *rows =
      vals ? realloc(c->rows, (c->nrows + 1) * sizeof *rows) : NULL;
  if (!rows) {
    free(vals);
    return NULL;
  }
  if (v)
    memcpy(vals, v, n * sizeof *vals);
  else
    memset(vals, 0, n * sizeof *vals);
  c->rows = rows;
  rows[c->nrows].n = n;
  rows[c->nrows].v = vals;
  return &rows[c->nrows++];
}

void case_remove_row(struct stress_case *c, size_t k) {
  free(c->rows[k].v);
  memmove(&c->rows[k], &c->rows[k + 1],
          (c->nrows - k - 1) * sizeof c->rows[0]);
  c->nrows--;
}

void row_remove(struct stress_row *r, size_t k, size_t count) {
  memmove(r->v + k, r->v + k + count, (r->n - k - count) * sizeof *r->v);
  r->n -= count;
}
