/*
** accordion_impl.h: entry points of the Accordion solver (accordion.c)
** shared inside the library and with its tests and bench programs, not
** part of the public API.
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
** accordion_solve, the losses it proved), and so are the positions of
** the proofs those calls found: a search that reaches one is won and
** finishes its proof along them. States, limits and the proof are
** those of this call alone. Kept tables count against --max-memory;
** accordion_solve starts from empty ones. The rightmost rule keeps
** nothing (its table holds positions entered, not proven lost).
*/
int accordion_solve_keep(accordion_ctx *ctx, const uint8_t *cards, size_t n,
                         accordion_rule rule);

/*
** Keep the positions of a winning line found elsewhere: moves[0..n-1)
** take cards[0..n) (n >= 2) to one pile under the any rule (the caller
** has checked it), and later accordion_solve_keep calls may finish
** along them. No room under the memory limit: nothing is kept. The
** context's proof is overwritten.
*/
void accordion_remember(accordion_ctx *ctx, const uint8_t *cards, size_t n,
                        const accordion_move *moves);

/* For tests: the table of losses packed from the first position and
** bounded at 'bytes' (0: the default: packed once the search is long,
** bounded at LOST_ROOM or half of --max-memory), so that small decks
** make it forget. Any bound gives the same verdicts. */
#define ACCORDION_LOST_ROOM_TINY ((size_t)8 << 10)
void accordion_set_lost_room(accordion_ctx *ctx, size_t bytes);

/* For bench programs: the positions the last solve's beams examined,
** among accordion_states. */
uint64_t accordion_beam_states(const accordion_ctx *ctx);

#endif /* WN_ACCORDION_IMPL_H */
