/*
** mem.c: accounted allocation. Every byte a solver holds goes through
** its wn_mem, which tracks use and peak and refuses requests past the
** cap; a refusal sets 'capped' so the solver reports WN_UNKNOWN
** (memory limit) rather than WN_ENOMEM.
*/
#include <stdlib.h>
#include "core/core.h"

static void *libc_alloc(void *ud, void *p, size_t osize, size_t nsize) {
  (void)ud; (void)osize;
  if (nsize == 0) {
    free(p);
    return NULL;
  }
  return realloc(p, nsize);
}

void wn_mem_init(wn_mem *m, const wn_allocator *a) {
  memset(m, 0, sizeof *m);
  m->a.fn = (a && a->fn) ? a->fn : libc_alloc;
  m->a.ud = a ? a->ud : NULL;
}

void *wn_allocator_call(const wn_allocator *a, void *p, size_t osize,
                        size_t nsize) {
  if (a && a->fn)
    return a->fn(a->ud, p, osize, nsize);
  return libc_alloc(NULL, p, osize, nsize);
}

void *wn_mem_realloc(wn_mem *m, void *p, size_t osize, size_t nsize) {
  assert(nsize > 0);
  m->capped = 0;
  if (nsize > osize && m->cap && m->used - osize + nsize > m->cap) {
    m->capped = 1;
    return NULL;
  }
  void *q = m->a.fn(m->a.ud, p, p ? osize : 0, nsize);
  if (!q)
    return NULL;
  m->used = m->used - (p ? osize : 0) + nsize;
  if (m->used > m->peak)
    m->peak = m->used;
  return q;
}

void *wn_mem_alloc(wn_mem *m, size_t n) {
  return wn_mem_realloc(m, NULL, 0, n);
}

void wn_mem_free(wn_mem *m, void *p, size_t n) {
  if (!p)
    return;
  m->a.fn(m->a.ud, p, n, 0);
  assert(m->used >= n); /* every block was counted when it was made */
  m->used -= n;
}

/*
** The capacity, in elements of esize bytes, for need > cap elements:
** cap (or 'first' when cap is 0) doubled until it holds need, or need
** itself where doubling would pass what fits in a size_t. Returns 0 when
** need elements do not fit at all.
*/
static size_t grown_cap(size_t cap, size_t need, size_t esize, size_t first) {
  if (need > SIZE_MAX / esize) /* no such block, and doubling would wrap */
    return 0;
  size_t ncap = cap ? cap : first;
  while (ncap < need)
    ncap = ncap > SIZE_MAX / 2 ? need : ncap * 2;
  if (ncap > SIZE_MAX / esize)
    ncap = need; /* the doubling overshot what fits: ask for need only */
  return ncap;
}

int wn_mem_grow(wn_mem *m, void **p, size_t *cap, size_t need, size_t esize) {
  if (need <= *cap)
    return 0;
  size_t ncap = grown_cap(*cap, need, esize, 16);
  if (!ncap)
    return WN_ENOMEM;
  void *q = wn_mem_realloc(m, *p, *cap * esize, ncap * esize);
  if (!q)
    return wn_mem_fail(m);
  *p = q;
  *cap = ncap;
  return 0;
}

int wn_allocator_grow(const wn_allocator *a, void **p, size_t *cap,
                      size_t need, size_t esize, size_t first) {
  if (need <= *cap)
    return 0;
  size_t ncap = grown_cap(*cap, need, esize, first);
  void *q = ncap ? wn_allocator_call(a, *p, *cap * esize, ncap * esize)
                 : NULL;
  if (!q)
    return WN_ENOMEM;
  *p = q;
  *cap = ncap;
  return 0;
}
