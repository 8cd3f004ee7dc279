/*
** shrink.c: cut a failing input down to a 1-minimal one.
**
** Candidates are numbered: cases first (each removed; none when there
** is one case), then the game's own (stress_game.reduce), each one
** element smaller. Removing candidate k shifts the later ones down, so
** removing candidate k 'len' times in a row removes a span of len
** neighbours (cards of one deal, cases).
**
** First the failing case alone; then, delta-debugging style and for
** the games whose candidates allow it (stress_game.spans), passes over
** spans of half the input's size, a quarter, ..., two elements,
** which cut a large input in a few runs (a TLE's runs each cost the
** time limit); a pass ends where too few candidates are left for a
** whole span (a short span at the end would remove a few elements for
** a run as dear as any), and the next pass goes on with shorter ones;
** for a limit's failure (shrink_ops.sized) also once two spans passed.
** Then greedy passes of single elements. In every pass a
** span that still fails the same way replaces the input and the pass
** goes on from the same number, else from the next span. The descent
** ends after a whole single-element pass in which nothing failed: then
** removing any one element makes the program pass, which is what
** 1-minimal means here. Invariant: *x always fails.
*/
#include "stress/shrink.h"

#include "stress/sandbox.h"

/* Keep only case k of x in *out: 1, or WN_ENOMEM. */
static int only_case(const struct stress_inst *x, size_t k,
                     struct stress_inst *out) {
  if (inst_copy(out, x) != 0)
    return WN_ENOMEM;
  for (size_t j = out->ncases; j-- > 0;)
    if (j != k)
      inst_remove_case(out, j);
  return 1;
}

/* Candidate k of x: cases first, then the game's. As reduce. */
static int candidate(const struct stress_game *g, const struct stress_inst *x,
                     size_t k, struct stress_inst *out) {
  size_t ncase = x->ncases > 1 ? x->ncases : 0;
  if (k < ncase) {
    if (inst_copy(out, x) != 0)
      return WN_ENOMEM;
    inst_remove_case(out, k);
    return 1;
  }
  return g->reduce(x, k - ncase, out);
}

/*
** Candidate k of x, then candidate k of that, 'len' times in all: 1
** with *out 'len' elements smaller, 0 when x has fewer than 'len'
** candidates from k on, or WN_ENOMEM.
*/
static int span(const struct stress_game *g, const struct stress_inst *x,
                size_t k, size_t len, struct stress_inst *out) {
  int rc = candidate(g, x, k, out);
  for (size_t i = 1; rc == 1 && i < len; i++) {
    struct stress_inst z;
    int more = candidate(g, out, k, &z);
    if (more == 0) {
      inst_release(out);
      return 0;
    }
    inst_release(out);
    if (more < 0)
      return more;
    *out = z;
  }
  return rc;
}

/*
** Try y: 1 (x replaced by it), 0 (y dropped), or < 0 to stop. A run
** counts only when it gave a verdict: one the budget or a stop cut
** short (or kept from starting) is not counted, as ops->first's are not.
*/
static int try_one(const struct shrink_ops *ops, struct stress_inst *x,
                   struct stress_inst *y, struct shrink_result *res) {
  int rc = ops->fails(ops->arg, y);
  res->runs += rc >= 0;
  if (rc == 1) {
    inst_release(x);
    *x = *y;
    res->steps++;
    return 1;
  }
  inst_release(y);
  return rc;
}

/* The first of y[0..n) that fails, n when none does, or < 0 to stop. */
static int first_failing(const struct shrink_ops *ops,
                         const struct stress_inst *const y[], size_t n,
                         struct shrink_result *res) {
  if (ops->first && ops->width >= 2) {
    int rc = ops->first(ops->arg, y, n);
    if (rc >= 0)
      res->runs += (size_t)rc < n ? (size_t)rc + 1 : n;
    return rc;
  }
  for (size_t i = 0; i < n; i++) {
    int rc = ops->fails(ops->arg, y[i]);
    res->runs += rc >= 0; /* as try_one */
    if (rc != 0)
      return rc < 0 ? rc : (int)i;
  }
  return (int)n;
}

#define BATCH_MAX 64 /* the most candidates tried at once */

/* Spans of one pass to try at once, with where each starts. */
struct batch {
  struct stress_inst y[BATCH_MAX];
  const struct stress_inst *yp[BATCH_MAX]; /* &y[i] */
  size_t at[BATCH_MAX];  /* the candidate number span i starts at */
  size_t n;
  size_t next;           /* the first span not looked at */
};

/*
** Fill b with x's spans of 'len' from candidate k on, up to 'most',
** leaving out a span that makes the same input as the span before it
** (which is 'last', known to pass, or in b: then either that one fails
** and the pass goes on from it, or both pass). 0 (b->n is 0 when x has
** no span from k), or WN_ENOMEM.
*/
static int batch(const struct shrink_ops *ops, const struct stress_inst *x,
                 size_t k, size_t len, const struct stress_inst *last,
                 size_t most, struct batch *b) {
  b->n = 0;
  for (; b->n < most && b->n < BATCH_MAX; k += len) {
    struct stress_inst *y = &b->y[b->n];
    int rc = span(ops->game, x, k, len, y);
    if (rc < 0) {
      while (b->n > 0)
        inst_release(&b->y[--b->n]);
      return rc;
    }
    if (rc == 0)
      break;
    const struct stress_inst *before = b->n ? &b->y[b->n - 1] : last;
    if (before && inst_equal(y, before)) {
      inst_release(y);
      continue;
    }
    b->yp[b->n] = y;
    b->at[b->n++] = k;
  }
  b->next = k;
  return 0;
}

/*
** After b was tried (rc: the first that failed, n when none, < 0 when
** not known): the last span that passed goes into *last (*have set),
** the one taken into *x, the others are released.
*/
static void settle(struct batch *b, int rc, struct stress_inst *x,
                   struct stress_inst *last, int *have) {
  size_t taken = rc >= 0 && (size_t)rc < b->n ? (size_t)rc : b->n;
  size_t passed = rc < 0 ? 0 : taken; /* those before the taken one */
  for (size_t i = 0; i < b->n; i++)
    if (i + 1 == passed) {
      inst_release(last);
      *last = b->y[i];
      *have = 1;
    } else if (i == taken) {
      inst_release(x);
      *x = b->y[i];
    } else {
      inst_release(&b->y[i]);
    }
}

/* MAX_PASSED spans of a length passed in a pass: a sized failure's ends. */
#define MAX_PASSED 2

/*
** How many spans the next batch may hold, 'passed' of this pass having
** passed: as many as would be tried one by one, where a sized pass
** tries none after its MAX_PASSED-th passing span (0 then).
*/
static size_t room(const struct shrink_ops *ops, size_t len, size_t passed) {
  size_t most = ops->first && ops->width >= 2 ? ops->width : 1;
  if (!ops->sized || len < 2)
    return most;
  size_t left = passed < MAX_PASSED ? MAX_PASSED - passed : 0;
  return left < most ? left : most;
}

/*
** One pass over x's spans of 'len' candidates: 0 (*changed set when
** one was taken), 1 when the budget ran out, or < 0 to stop. The spans
** are tried a batch at a time as if one by one: the first that fails
** is taken, and the later ones of its batch, made from the x before
** it, are dropped. A span that makes the input just tried and passed
** is not run again. A sized failure's pass of spans (len >= 2) ends
** after MAX_PASSED spans passed.
*/
static int pass(const struct shrink_ops *ops, struct stress_inst *x,
                size_t len, struct shrink_result *res, int *changed) {
  struct batch b;
  struct stress_inst last; /* the last span that passed, when 'have' */
  int have = 0, rc = 0;
  size_t passed = 0, most;
  inst_init(&last);
  *changed = 0;
  for (size_t k = 0; (most = room(ops, len, passed)) > 0;) {
    rc = batch(ops, x, k, len, have ? &last : NULL, most, &b);
    if (rc < 0 || b.n == 0)
      break;
    if (sandbox_clock() > ops->deadline) {
      settle(&b, -1, x, &last, &have);
      rc = 1;
      break;
    }
    int got = first_failing(ops, b.yp, b.n, res);
    settle(&b, got, x, &last, &have);
    if (got < 0) {
      rc = got == SHRINK_OVER ? 1 : got;
      break;
    }
    passed += (size_t)got;
    if ((size_t)got == b.n) {
      k = b.next;
      continue;
    }
    res->steps++;
    *changed = 1; /* span k now starts at another element: try it */
    k = b.at[got];
  }
  inst_release(&last);
  return rc;
}

int shrink(const struct shrink_ops *ops, struct stress_inst *x,
           struct shrink_result *res) {
  struct stress_inst y;
  int rc, changed;
  res->runs = res->steps = 0;
  res->minimal = 0;
  if (ops->first_case >= 0 && (size_t)ops->first_case < x->ncases &&
      x->ncases > 1) {
    if ((rc = only_case(x, (size_t)ops->first_case, &y)) < 0 ||
        (rc = try_one(ops, x, &y, res)) < 0)
      return rc == SHRINK_OVER ? 0 : rc; /* not shown minimal */
  }
  size_t most = ops->game->spans ? ops->game->size(x) / 2 : 0;
  for (size_t len = most; len >= 2; len /= 2)
    if ((rc = pass(ops, x, len, res, &changed)) != 0)
      return rc > 0 ? 0 : rc; /* out of budget: not shown minimal */
  for (changed = 1; changed;)
    if ((rc = pass(ops, x, 1, res, &changed)) != 0)
      return rc > 0 ? 0 : rc;
  res->minimal = 1;
  return 0;
}
