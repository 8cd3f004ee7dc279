/*
** accordion_beam.h: the searches that only ever find wins, never prove
** a loss: beams (accordion_beam.c) and the greedy line of long rows
** (accordion_greedy.c). Their results: accordion_result.h.
*/
#ifndef WN_ACCORDION_BEAM_H
#define WN_ACCORDION_BEAM_H

#include "core/core.h"
#include "winnable/accordion.h"
#include "games/accordion_result.h"

/*
** Beam searches for a winning line (accordion_beam.c), scratch kept
** from one solve to the next, allocated through 'mem'.
** accordion_beam_run runs one beam of 'width' on cards[0..n) (2 <= n <=
** 1023), 'top_width' (at most width) while its rows have more than 20
** piles, each position it expands counted by 'budget'. When the beam
** goes deeper than *nbest moves, best[] (room for n - 1) gets a line to
** its deepest level and *nbest its length. Returns
**   ACCORDION_WON       proof[0..n-1) replays to one pile;
**   ACCORDION_NO_LINE   no line found (which proves nothing);
**   ACCORDION_STOPPED   a limit of 'budget' ran out;
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
** Play one greedy line on cards[0..n) (n >= 2) under the any rule, in
** time O(n log n) and memory O(n) (accordion_greedy.c), each move
** counted as a position by 'budget'. proof[] has room for n - 1 moves.
** Returns ACCORDION_WON     proof[0..*nproof) replays to one pile;
**         ACCORDION_NO_LINE the line got stuck (proof[0..*nproof) is
**                           its moves; it proves nothing);
**         ACCORDION_STOPPED (budget->hit says which limit), or a wn_mem
**         code.
*/
int accordion_greedy(wn_mem *mem, wn_budget *budget, const uint8_t *cards,
                     size_t n, accordion_move *proof, size_t *nproof);

#endif /* WN_ACCORDION_BEAM_H */
