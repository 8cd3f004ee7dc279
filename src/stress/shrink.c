/*
** shrink.c: cut a failing input down to a 1-minimal one.
**
** Greedy descent over candidates, each one element smaller: first the
** failing case alone, then each case removed, then the game's own
** candidates (stress_game.reduce). A candidate that still fails the
** same way replaces the input and the pass goes on from the same
** number. The descent ends after a whole pass in which no candidate
** failed: then removing any one element makes the program pass, which
** is what 1-minimal means here. Invariant: *x always fails.
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

/* Try y: 1 (x replaced by it), 0 (y dropped), or < 0 to stop. */
static int try_one(const struct shrink_ops *ops, struct stress_inst *x,
                   struct stress_inst *y, struct shrink_result *res) {
  res->runs++;
  int rc = ops->fails(ops->arg, y);
  if (rc == 1) {
    inst_release(x);
    *x = *y;
    res->steps++;
    return 1;
  }
  inst_release(y);
  return rc;
}

int shrink(const struct shrink_ops *ops, struct stress_inst *x,
           struct shrink_result *res) {
  struct stress_inst y;
  int rc;
  res->runs = res->steps = 0;
  res->minimal = 0;
  if (ops->first_case >= 0 && (size_t)ops->first_case < x->ncases &&
      x->ncases > 1) {
    if ((rc = only_case(x, (size_t)ops->first_case, &y)) < 0 ||
        (rc = try_one(ops, x, &y, res)) < 0)
      return rc;
  }
  for (int changed = 1; changed;) {
    changed = 0;
    for (size_t k = 0;; ) {
      rc = candidate(ops->game, x, k, &y);
      if (rc < 0)
        return rc;
      if (rc == 0)
        break;
      if (sandbox_clock() > ops->deadline) {
        inst_release(&y);
        return 0; /* out of budget: smallest so far, not shown minimal */
      }
      rc = try_one(ops, x, &y, res);
      if (rc < 0)
        return rc;
      if (rc == 1)
        changed = 1; /* candidate k is now another one: try it */
      else
        k++;
    }
  }
  res->minimal = 1;
  return 0;
}
