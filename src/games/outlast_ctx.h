/*
** outlast_ctx.h: the Inventor Outlasting context (struct outlast_ctx,
** opaque in the public API) for the files that work on it: the search
** (outlast.c) and the tables, lifecycle and getters (outlast_ctx.c).
** No globals: all state of a solve is here.
*/
#ifndef WN_OUTLAST_CTX_H
#define WN_OUTLAST_CTX_H

#include "games/outlast_memo.h"

#define MEX_WORDS 1024 /* 65536 bits: any value a slot can hold */


/* One rectangle being evaluated; (i, j) is the next cell to look at. */
struct frame {
  struct memo_rect r;
  int i, j;
  size_t slot;
  int64_t shape;               /* its id in the shape index, or -1 */
  int split;                   /* outlast_memo_split() of r, -1 (none: scan the
                                  cells) or SPLIT_UNCHECKED */
  uint32_t sum;                /* split: value of the parts seen so far */
  uint64_t seen;               /* bit x: a move leaving x was found, for
                                  x < OUTLAST_SEEN_BITS (outlast.c) */
};

struct outlast_ctx {
  wn_mem mem;
  wn_limits limits;
  wn_budget budget;
  struct memo_class cls[2];
  struct memo_rect root[2];    /* each class whole, shrunk */
  uint32_t value[2];
  struct frame *stack;
  uint64_t *bits;              /* MEX_WORDS, for wide_mex() */
  outlast_move *moves;
  size_t stackcap, bitscap, movescap;    /* bytes held */
  size_t nmoves, nwin, needed;
  uint32_t grundy;
  int force_layout, force_shapes;    /* outlast_test_control(); -1: off */
};

/*
** Shape both classes of a rows x cols board (xs[p]: X cells of class
** p), choose each memo layout and allocate the tables and the search's
** scratch (outlast_ctx.c). Returns 0, WN_CAPPED (also when a memo
** cannot be indexed) or WN_ENOMEM.
*/
int outlast_prepare(outlast_ctx *ctx, int rows, int cols,
                    const size_t xs[2]);

#endif
