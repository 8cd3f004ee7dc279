/*
** accordion_greedy.h: one greedy line of play for long rows
** (accordion_greedy.c).
*/
#ifndef WN_ACCORDION_GREEDY_H
#define WN_ACCORDION_GREEDY_H

#include "core/core.h"
#include "winnable/accordion.h"
#include "games/accordion_result.h"

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

#endif /* WN_ACCORDION_GREEDY_H */
