/*
** accordion_block.h: closed blocks, a stubborn set of moves that lets a
** long pass try fewer positions (accordion_moves.c; docs/accordion.md,
** "Closed blocks").
**
** A block is a run of piles [l, r) (0-based) that holds a legal move,
** whose first three tops match no top left of l (or l = 0), whose last
** three tops match no top at or right of r (or r = len), and which has
** three piles or more unless l = 0 or r = len. Moves outside a closed
** block can never touch it nor make a move between it and the rest
** legal, so trying only the moves inside it still reaches every one-pile
** row the row reaches. Invariant: the block chosen depends on the row
** alone, so a row whose kept moves all lose is lost.
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
