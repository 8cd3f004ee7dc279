/*
** accordion_piles.h: an Accordion proof replay that keeps whole piles,
** for the cross-checks (prefix accpiles_).
**
** It shares nothing with the solver, the beams or the library's own
** checker (accordion_replay): every pile is kept in full, bottom card
** first, and a won line must end with one pile holding exactly the
** cards dealt. Only the rules as docs/rules.md states them are trusted.
*/
#ifndef ACCORDION_PILES_H
#define ACCORDION_PILES_H

#include <stddef.h>
#include <stdint.h>
#include "winnable.h"

/* The longest deal accpiles_replay accepts. */
#define ACCPILES_MAX_CARDS 32

/*
** Apply moves[0..nmoves) to cards[0..n) (n <= ACCPILES_MAX_CARDS).
** Returns 1 if each move is legal under the rule (rightmost = 1: only
** the last pile may move), one pile is left, and that pile holds
** exactly the dealt cards; 0 otherwise, and for a longer deal.
*/
int accpiles_replay(const uint8_t *cards, size_t n, int rightmost,
                    const accordion_move *moves, size_t nmoves);

#endif /* ACCORDION_PILES_H */
