/*
** opos.h: Inventor Outlasting positions in the middle of a game, for
** "winnable show outlast", valued with the public solver API only.
**
** outlast_solve values a fresh board. A position after some builds is
** a sum of independent games, one per component: the unoccupied cells
** joined by diagonal steps (a sign walk only crosses unoccupied cells,
** so it never leaves its component). A component plays exactly like a
** fresh board holding only its free X cells: components are rectangles
** in the rotated coordinates u = r+c, v = r-c, so a walk that leaves one
** never comes back into it, and what it covers outside holds no X. The
** position's value is the XOR of its components' values, and
** outlast_moves gives the value each move leaves inside its component.
*/
#ifndef WN_OPOS_H
#define WN_OPOS_H

#include "winnable.h"

enum { OPOS_FREE = 0, OPOS_BUILT1, OPOS_BUILT2, OPOS_SIGN_NE, OPOS_SIGN_NW };

typedef struct opos {
  size_t rows, cols;
  const uint8_t *x;        /* rows*cols, nonzero where the board has X */
  uint8_t *occ;            /* rows*cols OPOS_*; owned */
  /* scratch for opos_value, owned */
  uint32_t *comp;          /* component of each free cell */
  uint32_t *queue;
  uint8_t *fresh;          /* one component as a fresh board */
} opos;

/* A position with nothing built. 0 or WN_ENOMEM. */
int opos_init(opos *p, const uint8_t *x, size_t rows, size_t cols);
void opos_release(opos *p);
/* Copy the occupation of 'from' (same board) into p. */
void opos_copy(opos *p, const opos *from);

/* 1 if cell k (row-major) holds a free X. */
int opos_available(const opos *p, size_t k);
/* Build on the free X cell k for player 1 or 2; the signs walk out. */
void opos_build(opos *p, size_t k, int player);

/*
** Value the position: returns its Grundy value (>= 0) and sets after[k],
** for every free X cell k, to the value of the position after a build
** there; or OPOS_UNKNOWN (a limit ran out: outlast_limit_hit(ctx) says
** which), WN_ENOMEM or WN_EINVAL from the solver.
*/
long opos_value(opos *p, outlast_ctx *ctx, uint32_t *after);
#define OPOS_UNKNOWN (-100L)

#endif /* WN_OPOS_H */
