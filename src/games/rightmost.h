/*
** rightmost.h: the rightmost rule's solver (rightmost.c).
*/
#ifndef WN_RIGHTMOST_H
#define WN_RIGHTMOST_H

#include "core/core.h"
#include "winnable/accordion.h"
#include "games/accordion_result.h"

/*
** The rightmost-rule solver (rightmost.c): its tables, kept
** from one solve to the next, allocated through 'mem' (so they count
** against its cap). rightmost_new returns NULL when mem refuses.
*/
typedef struct rightmost_solver rightmost_solver;
rightmost_solver *rightmost_new(wn_mem *mem);
void rightmost_free(rightmost_solver *rm, wn_mem *mem);

/*
** Decide cards[0..n) (n >= 2, each < WN_NCARDS) under the rightmost
** rule, counting positions entered with 'budget' (started by the
** caller). Returns ACCORDION_WON (*proof, grown through mem, holds
** *nproof moves), ACCORDION_LOST, ACCORDION_STOPPED (budget->hit says
** which limit) or a wn_mem code. best[] (room for n - 1 moves) and
** *nbest get the first line of the search to reach the fewest piles,
** as accordion_best_line reports it. Nothing of one solve's positions
** is kept for the next.
*/
int rightmost_solve(rightmost_solver *rm, wn_mem *mem, wn_budget *budget,
                       const uint8_t *cards, size_t n,
                       accordion_move **proof, size_t *proofcap,
                       size_t *nproof, accordion_move *best, size_t *nbest);

#endif /* WN_RIGHTMOST_H */
