/*
** fuzz_common.h: what the libFuzzer harnesses share (issue 9).
**
** Each harness feeds one input to the public API only: the bytes go
** through a memory FILE (fmemopen; tmpfile for the empty input, which
** fmemopen refuses), everything is read, small instances are solved
** under tight limits so that no input can make a run hang, and answers
** are checked against each other (a proof must replay, a round trip
** must give the same deal). A broken check calls abort(), which
** libFuzzer reports as a crash with the input saved.
**
** Also an allocator that fails at the k-th call, so that out-of-memory
** paths run on fuzzed input too; a failure must come back as WN_ENOMEM
** (or a verdict), never as a crash or a leak.
*/
#ifndef WN_FUZZ_COMMON_H
#define WN_FUZZ_COMMON_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "winnable.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* A read-only stream over data[0..size). The caller fcloses it. */
static inline FILE *fuzz_open(const uint8_t *data, size_t size) {
  FILE *fp;
  if (size == 0)
    return tmpfile();
  fp = fmemopen((void *)data, size, "rb");
  if (!fp)
    abort(); /* only for size 0, handled above */
  return fp;
}

/* Limits that keep one solve in the milliseconds. */
static inline wn_limits fuzz_limits(void) {
  wn_limits lim = {0};  /* no cancel hook */
  lim.max_states = 4000;
  lim.timeout = 2.0; /* a backstop; max_states ends searches first */
  lim.max_memory = (size_t)16 << 20;
  return lim;
}

/* Stop the harness with a message: libFuzzer saves the input. */
#define FUZZ_CHECK(cond)                                                     \
  do {                                                                       \
    if (!(cond)) {                                                           \
      fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__,       \
              #cond);                                                        \
      abort();                                                               \
    }                                                                        \
  } while (0)

/* ---- an allocator that fails from the k-th call on (k >= 1) ---- */

struct fuzz_alloc {
  unsigned long calls, fail_at; /* fail_at 0: never fail */
  size_t live;                  /* bytes held: must end at 0 */
};

static inline void *fuzz_alloc_fn(void *ud, void *ptr, size_t osize,
                                  size_t nsize) {
  struct fuzz_alloc *fa = ud;
  if (nsize == 0) {
    if (ptr) {
      FUZZ_CHECK(fa->live >= osize);
      fa->live -= osize;
    }
    free(ptr);
    return NULL;
  }
  if (fa->fail_at && ++fa->calls >= fa->fail_at)
    return NULL;
  void *p = realloc(ptr, nsize);
  if (p) {
    if (ptr) {
      FUZZ_CHECK(fa->live >= osize);
      fa->live -= osize;
    }
    fa->live += nsize;
  }
  return p;
}

static inline wn_allocator fuzz_allocator(struct fuzz_alloc *fa,
                                          unsigned long fail_at) {
  wn_allocator a;
  fa->calls = 0;
  fa->fail_at = fail_at;
  fa->live = 0;
  a.fn = fuzz_alloc_fn;
  a.ud = fa;
  return a;
}

/*
** A harness reads its input twice, the second time through an allocator
** that fails (fa): that run must hold no bytes at its end and agree with
** the first (its reader's code rc, instances n, checksum sum) unless it
** ran out of memory, and then must not have read more.
*/
static inline void fuzz_agree(const struct fuzz_alloc *fa, int rc1, int n1,
                              uint64_t sum1, int rc2, int n2, uint64_t sum2) {
  FUZZ_CHECK(fa->live == 0);
  if (rc2 != WN_ENOMEM)
    FUZZ_CHECK(rc2 == rc1 && n2 == n1 && sum2 == sum1);
  else
    FUZZ_CHECK(n2 <= n1);
}

/*
** One pass of a harness over data[0..size): read it all through 'a'
** (NULL: the C library's), checking what it reads against the solver
** 'ctx' (of the harness's game) unless NULL. Returns the reader's last
** code (1 if the pass stopped at its cap), the instances read in *count
** and their checksum in *sum.
*/
typedef int fuzz_pass(const uint8_t *data, size_t size,
                      const wn_allocator *a, void *ctx, uint64_t *sum,
                      int *count);

/*
** Run 'pass' twice: first with the solver make() returns under
** fuzz_limits() (NULL: out of memory; drop() frees it), where the pass
** must end with 0, 1 or WN_EPARSE; then with no solver through an
** allocator that fails at call 1 + size % fail_mod, and agree with the
** first (fuzz_agree).
*/
static inline void fuzz_twice(const uint8_t *data, size_t size,
                              fuzz_pass *pass,
                              void *(*make)(const wn_limits *lim),
                              void (*drop)(void *ctx), unsigned fail_mod) {
  wn_limits lim = fuzz_limits();
  void *ctx = make(&lim);
  FUZZ_CHECK(ctx);
  uint64_t sum1 = 0, sum2 = 0;
  int n1, n2;
  int rc1 = pass(data, size, NULL, ctx, &sum1, &n1);
  FUZZ_CHECK(rc1 == 0 || rc1 == 1 || rc1 == WN_EPARSE);
  drop(ctx);

  struct fuzz_alloc fa;
  wn_allocator a = fuzz_allocator(&fa, 1 + size % fail_mod);
  int rc2 = pass(data, size, &a, NULL, &sum2, &n2);
  fuzz_agree(&fa, rc1, n1, sum1, rc2, n2, sum2);
}

/* The solver of the two Accordion harnesses (deals, certificates). */
static inline void *fuzz_accordion_make(const wn_limits *lim) {
  accordion_ctx *ctx = accordion_new(NULL);
  if (ctx)
    accordion_set_limits(ctx, lim);
  return ctx;
}

static inline void fuzz_accordion_drop(void *ctx) { accordion_free(ctx); }

#endif /* WN_FUZZ_COMMON_H */
