/*
** accordion_block.h: closed blocks, a stubborn set of moves that lets a
** long pass try fewer positions (accordion_moves.c; docs/accordion.md,
** "Closed blocks", says what a block is and why it is sound).
** Invariant: the block chosen depends on the row alone, so a row whose
** kept moves all lose is lost.
*/
#ifndef WN_ACCORDION_BLOCK_H
#define WN_ACCORDION_BLOCK_H

#include <stddef.h>
#include <stdint.h>

/* Longer rows keep all their moves (the choice costs O(len) and more). */
#define BLOCK_MAX_PILES 64

/*
** Choose the closed block of row[0..len) with the fewest legal moves
** (ties: the leftmost, then the shortest). Returns 1 and sets [*l, *r)
** if it leaves out a legal move of the row; else 0, as for rows of over
** BLOCK_MAX_PILES piles.
*/
int accordion_block_find(const uint8_t *row, size_t len, size_t *l,
                         size_t *r);

#endif /* WN_ACCORDION_BLOCK_H */
