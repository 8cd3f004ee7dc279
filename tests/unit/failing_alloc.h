/*
** failing_alloc.h: a wn_allocator for unit tests that fails on purpose.
**
** Allocation number 'fail_at' (1-based, counting every allocation and
** growth) returns NULL; with 'sticky' set, so does every one after it.
** 'held' counts the bytes handed out and not yet freed, so a test can
** check that a failed solve and its free leave nothing behind.
** Usage:  struct failing f = {.fail_at = k};
**         wn_allocator a = {failing_alloc, &f};
*/
#ifndef WN_TEST_FAILING_ALLOC_H
#define WN_TEST_FAILING_ALLOC_H

#include <stddef.h>
#include <stdlib.h>

struct failing {
  long count;    /* allocations asked for so far */
  long fail_at;  /* the first to fail (0: none) */
  int sticky;    /* every later one fails too */
  size_t held;   /* bytes handed out and not freed */
};

static void *failing_alloc(void *ud, void *p, size_t osize, size_t nsize) {
  struct failing *f = ud;
  if (nsize == 0) {
    f->held -= p ? osize : 0;
    free(p);
    return NULL;
  }
  ++f->count;
  if (f->fail_at && (f->count == f->fail_at ||
                     (f->sticky && f->count > f->fail_at)))
    return NULL;
  void *q = realloc(p, nsize);
  if (q)
    f->held += nsize - (p ? osize : 0);
  return q;
}

#endif /* WN_TEST_FAILING_ALLOC_H */
