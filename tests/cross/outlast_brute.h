/*
** outlast_brute.h: a slow, plainly correct Inventor Outlasting solver
** for the cross-checks (prefix olbrute_).
**
** Written apart from src/games/outlast*.c and sharing no code with
** them: no Grundy values, no rotated coordinates, no rectangles. It
** plays the game on the board itself, marking attractions and signs in
** a 64-bit set of occupied cells, and decides win or lose by plain
** minimax, remembering each occupied set it has decided. Only for
** boards of at most 64 cells with few X cells.
*/
#ifndef OUTLAST_BRUTE_H
#define OUTLAST_BRUTE_H

#include <stddef.h>
#include <stdint.h>

/* Most cells (rows * cols) a board may have here. */
#define OLBRUTE_MAX_CELLS 64

/*
** Decide the board cells[rows * cols] (row-major, nonzero for X).
** wins[rows * cols] (may be NULL) gets 1 for each X cell whose build
** leaves the opponent lost, 0 elsewhere. *first_wins (may be NULL) gets
** 1 if the first player wins at all.
** Returns the number of winning first moves, or -1 for a board that is
** too large (or no memory for the table).
*/
long olbrute_solve(const uint8_t *cells, int rows, int cols, uint8_t *wins,
                   int *first_wins);

#endif /* OUTLAST_BRUTE_H */
