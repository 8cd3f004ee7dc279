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

/*
** For bench programs and tests only: solve with another seed of the
** restarts' noise stream (0 is the default every other caller keeps),
** to measure the hard sets apart from the one stream they were selected
** against; with ACCORDION_EXP_EARLY the noise crosses a degree class
** from the first restart on, so that the cross-check tests reach it on
** small decks (and the order whose passes reached deepest gets its
** larger budget from the first restart on too). Any setting gives the
** same verdicts.
*/
#define ACCORDION_EXP_EARLY 1    /* the noise crosses classes at once,
                                 ** the deepest order is favoured at once */
#define ACCORDION_EXP_NO_SLEEP 2 /* no sleep sets, as certificates */
#define ACCORDION_EXP_NO_BEAM 4  /* no beams */
#define ACCORDION_EXP_CANON 8    /* relabelled keys from the first position */
#define ACCORDION_EXP_NO_CANON 16 /* no relabelled or packed keys */
#define ACCORDION_EXP_TINY_LOST 32 /* the table of losses bounded at
                                  ** LOST_ROOM_TINY bytes: it forgets */
#define ACCORDION_EXP_BLOCKS 64  /* closed blocks from the first position */
#define ACCORDION_EXP_NO_BLOCKS 128 /* no closed blocks */
#define ACCORDION_EXP_FETCH_ALL 256 /* every packed table of losses is
                                  ** fetched ahead, however small */
#define ACCORDION_EXP_NO_FETCH 512 /* none is */
void accordion_set_experiment(accordion_ctx *ctx, uint64_t noise_seed,
                              int flags);

/* For tests: the helpers of accordion_set_threads start once the
** pipeline has examined 'states' positions (ACCORDION_TEAM_START by
** default; 0: at once), so that small deals exercise them. */
void accordion_set_team_start(accordion_ctx *ctx, uint64_t states);
/* For tests and bench programs: the members of a team meet every
** 'states' positions of each (ACCORDION_TEAM_EPOCH by default; 0: the
** default), so that small deals go through many barriers. */
void accordion_set_team_epoch(accordion_ctx *ctx, uint64_t states);

/*
** For bench programs and tests: once a solve's passes have examined
** 'states' positions, the pass running is cut off and the last stage
** runs instead (accordion.c, run_stage: one pass with no budget in the
** order that reached deepest, closed blocks' moves alone); the solve
** ends with it. ACCORDION_STAGE_STATES by default; UINT64_MAX: never;
** 0: from the first restart, the beams and passes of the portfolio left
** out. Any setting gives the same verdicts.
*/
void accordion_set_stage(accordion_ctx *ctx, uint64_t states);

/* For bench programs: the positions the last solve's beams examined,
** among accordion_states (a beam's costs about 2.5 of a pass's). */
uint64_t accordion_beam_states(const accordion_ctx *ctx);

#endif /* WN_ACCORDION_IMPL_H */
