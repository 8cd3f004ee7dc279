/*
** accordion_impl.h: entry points of the Accordion solver shared inside
** the library (hints), not part of the public API.
**
** Invariant: the any rule's table of proven losses only ever holds
** positions from which no sequence of moves wins, whatever row they
** were reached from, so it may be kept from one solve to the next on
** the same context.
*/
#ifndef WN_ACCORDION_IMPL_H
#define WN_ACCORDION_IMPL_H

#include "winnable.h"
#include "core/core.h"

/*
** As accordion_solve, but under the any rule the losses proven by
** earlier accordion_solve_keep calls on ctx are kept and used (after an
** accordion_solve, the losses it proved), so deciding every child of a
** position costs about one solve. States, limits and the proof are
** those of this call alone. A kept table counts against --max-memory;
** accordion_solve starts from an empty one. The rightmost rule keeps
** nothing (its table holds positions entered, not proven lost).
*/
int accordion_solve_keep(accordion_ctx *ctx, const uint8_t *cards, size_t n,
                         accordion_rule rule);

/*
** Play one greedy line on cards[0..n) (n >= 2) under the any rule, in
** time O(n log n) and memory O(n) (accordion_greedy.c), each move
** counted as a position by 'budget'. proof[] has room for n - 1 moves.
** Returns 1   won: proof[0..*nproof) replays to one pile;
**         0   the line got stuck (proves nothing);
**         WN_UNKNOWN (budget->hit says which limit), or a wn_mem code.
*/
int accordion_greedy(wn_mem *mem, wn_budget *budget, const uint8_t *cards,
                     size_t n, accordion_move *proof, size_t *nproof);

/*
** The rightmost-rule solver (accordion_rightmost.c): its tables, kept
** from one solve to the next, allocated through 'mem' (so they count
** against its cap). accordion_rm_new returns NULL when mem refuses.
*/
typedef struct accordion_rm accordion_rm;
accordion_rm *accordion_rm_new(wn_mem *mem);
void accordion_rm_free(accordion_rm *rm, wn_mem *mem);

/*
** Decide cards[0..n) (n >= 2, each < WN_NCARDS) under the rightmost
** rule, counting positions entered with 'budget' (started by the
** caller). Returns WN_WIN (*proof, grown through mem, holds *nproof
** moves), WN_LOSS, WN_UNKNOWN (budget->hit says which limit) or
** WN_ENOMEM. Nothing of one solve's positions is kept for the next.
*/
int accordion_rm_solve(accordion_rm *rm, wn_mem *mem, wn_budget *budget,
                       const uint8_t *cards, size_t n,
                       accordion_move **proof, size_t *proofcap,
                       size_t *nproof);

#endif /* WN_ACCORDION_IMPL_H */
