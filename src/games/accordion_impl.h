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

/* Whether cards a and b (card bytes) share a suit or a rank. */
static inline int accordion_match(uint8_t a, uint8_t b) {
  return ((a ^ b) & 3) == 0 || (a >> 2) == (b >> 2);
}

/*
** As accordion_solve, but under the any rule the losses proven by
** earlier accordion_solve_keep calls on ctx are kept and used (after an
** accordion_solve, the losses it proved), and so are the positions of
** the proofs those calls found: a search that reaches one is won and
** finishes its proof along them. Deciding every child of a position this
** way examines about half the positions that deciding each apart would
** (docs/performance.md). States, limits and the proof are those of this
** call alone. Kept tables count against --max-memory; accordion_solve
** starts from empty ones. The rightmost rule keeps nothing (its table
** holds positions entered, not proven lost).
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
** Beam searches for a winning line (accordion_beam.c), scratch kept
** from one solve to the next, allocated through 'mem'.
** accordion_beam_run runs one beam of 'width' on cards[0..n) (2 <= n <=
** 1023), 'top_width' (at most width) while its rows have more than 20
** piles, each position it expands counted by 'budget'. When the beam
** goes deeper than *nbest moves, best[] (room for n - 1) gets a line to
** its deepest level and *nbest its length. Returns
**   1            won: proof[0..n-1) replays to one pile;
**   0            no line found (which proves nothing);
**   WN_STOPPED   a limit of 'budget' ran out;
**   WN_CAPPED, WN_ENOMEM   no memory for the beam.
*/
typedef struct accordion_beam accordion_beam;
accordion_beam *accordion_beam_new(wn_mem *mem);
void accordion_beam_free(accordion_beam *b, wn_mem *mem);
int accordion_beam_run(accordion_beam *b, wn_mem *mem, wn_budget *budget,
                       const uint8_t *cards, size_t n,
                       size_t width, size_t top_width,
                       accordion_move *proof, accordion_move *best,
                       size_t *nbest);

/*
** What the last accordion_hint found, kept in its context
** (accordion_hint.c fills it, accordion.c only owns and frees it).
** Move k's winning continuation, when it has one, is the start[2k + 1]
** moves at lines[start[2k]] (lines are appended as they are found, not
** in move order); lines is allocated whenever nvalues is nonzero, so an
** empty continuation still has a non-NULL pointer.
*/
typedef struct accordion_hints {
  accordion_move_value *values;
  size_t nvalues, valuescap;
  size_t *start;          /* offset and length of each move's line */
  size_t startcap;
  accordion_move *lines;
  size_t linescap, nlines;
  uint8_t *child;         /* scratch: the row after one move */
  size_t childcap;
  /* any rule, short rows (accordion_hint.c, transplant): the winning
  ** lines found so far as moves of pile identities (dealt positions,
  ** 0-based: source, target), n - 1 moves of the hinted row each */
  uint16_t *ident;
  size_t identcap, nident;
  uint16_t *ids;          /* scratch: the identity of each pile */
  size_t idscap;
} accordion_hints;

/* The context's parts the hint code works with, for accordion_parts. */
typedef struct accordion_parts_of {
  wn_mem *mem;
  const wn_limits *limits;
  wn_budget *budget;      /* of the last solve; the hint sets the totals */
  wn_byteset *lost;       /* the any rule's proven losses */
  wn_byteset *won;        /* positions on kept proofs (accordion.c) */
  accordion_hints *hints;
} accordion_parts_of;

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
** to measure the hard sets of issue 23 apart from the one stream they
** were selected against; with ACCORDION_EXP_EARLY the noise crosses a
** degree class from the first restart instead of past 100,000
** positions, so that the cross-check tests reach it on small decks;
** ACCORDION_EXP_NO_SLEEP turns the sleep sets off, as certificates do.
** Any setting gives the same verdicts.
*/
#define ACCORDION_EXP_EARLY 1
#define ACCORDION_EXP_NO_SLEEP 2 /* no sleep sets (accordion.c): A/B only */
#define ACCORDION_EXP_NO_BEAM 4  /* no beams (accordion.c): A/B only */
void accordion_set_experiment(accordion_ctx *ctx, uint64_t noise_seed,
                              int flags);

/* For bench programs: the positions the last solve's beams examined,
** among accordion_states (a beam's costs about 2.5 of a pass's). */
uint64_t accordion_beam_states(const accordion_ctx *ctx);

/* Pointers into ctx (accordion.c). */
accordion_parts_of accordion_parts(accordion_ctx *ctx);
const accordion_hints *accordion_hints_view(const accordion_ctx *ctx);
/* Free what 'hints' holds (accordion_free calls it). */
void accordion_hints_release(accordion_hints *hints, wn_mem *mem);

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
** WN_ENOMEM. best[] (room for n - 1 moves) and *nbest get the first
** line of the search to reach the fewest piles, as accordion_best_line
** reports it. Nothing of one solve's positions is kept for the next.
*/
int accordion_rm_solve(accordion_rm *rm, wn_mem *mem, wn_budget *budget,
                       const uint8_t *cards, size_t n,
                       accordion_move **proof, size_t *proofcap,
                       size_t *nproof, accordion_move *best, size_t *nbest);

#endif /* WN_ACCORDION_IMPL_H */
