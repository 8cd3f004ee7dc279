/*
** inst.h: a generated contest input as data, and the text it prints as.
**
** Every game's input is a list of cases, each a list of rows of
** integers, plus a pool of rows the cases may share (Stack Management's
** premade stacks); what a row means is the game's (gen_<game>.c):
**   accordion  a case is one row of cards (0..51, as winnable/types.h);
**   hitormiss  a case is two rows: {players} and the 52 values, top first;
**   stacks     the pool holds the premade stacks as value, suit pairs,
**              top first; a case is one row of premade indexes;
**   outlast    a case is R rows of C cells, 1 for X, 0 for '.'.
** Instances are values: shrinking copies one, changes the copy, and
** keeps whichever of the two still fails.
*/
#ifndef WN_STRESS_INST_H
#define WN_STRESS_INST_H

#include <stddef.h>
#include <stdint.h>
#include "winnable.h"

/* A growable text; 'failed' once an allocation failed (text then cut). */
struct sbuf {
  char *s;
  size_t len, cap;
  int failed;
};

void sbuf_init(struct sbuf *b);
void sbuf_release(struct sbuf *b);
/* Empty b for reuse, keeping its memory; a failed allocation is forgotten. */
void sbuf_reset(struct sbuf *b);
void sbuf_add(struct sbuf *b, const char *s, size_t n);
void sbuf_addf(struct sbuf *b, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

struct stress_row {
  size_t n;
  int32_t *v;
};

struct stress_case {
  size_t nrows;
  struct stress_row *rows;
};

struct stress_inst {
  struct stress_case pool;
  size_t ncases;
  struct stress_case *cases;
};

/* An empty instance (no cases, empty pool). */
void inst_init(struct stress_inst *x);
void inst_release(struct stress_inst *x);
/* *to = a deep copy of *from (to uninitialised). 0 or WN_ENOMEM. */
int inst_copy(struct stress_inst *to, const struct stress_inst *from);
/* 1 when a and b hold the same pool and cases, value for value, else 0. */
int inst_equal(const struct stress_inst *a, const struct stress_inst *b);
/* Append an empty case; its address, or NULL when out of memory. */
struct stress_case *inst_add_case(struct stress_inst *x);
/* Remove case k, shifting the later ones down. */
void inst_remove_case(struct stress_inst *x, size_t k);
/* Append a row of n values (copied from v, or zeros when v is NULL). */
struct stress_row *case_add_row(struct stress_case *c, const int32_t *v,
                                size_t n);
/* Remove row k of c, shifting the later ones down. */
void case_remove_row(struct stress_case *c, size_t k);
/* Remove values [k, k + count) of row r. */
void row_remove(struct stress_row *r, size_t k, size_t count);

#endif /* WN_STRESS_INST_H */
