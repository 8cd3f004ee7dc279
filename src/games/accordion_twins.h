/*
** accordion_twins.h: the moves of a hinted position that leave the same
** row (accordion_twins.c).
*/
#ifndef WN_ACCORDION_TWINS_H
#define WN_ACCORDION_TWINS_H

#include "games/accordion_ctx.h"

/*
** Set h->twin[k], for each of the 'count' moves in h->values (legal
** moves of cards[0..n)), to the first move that leaves the same row as
** move k (k itself when none before it does). Time O(n) but for the
** rows compared, which only differ between the two moves' piles.
** Returns 0 or a wn_mem code (the arrays are O(n) and not held to the
** memory limit).
*/
int accordion_twins_find(wn_mem *mem, accordion_hints *h,
                         const uint8_t *cards, size_t n, size_t count);

#endif /* WN_ACCORDION_TWINS_H */
