/*
** accordion_brute.h: a slow, obviously correct Accordion decider for
** the cross-checks (prefix accbrute_).
**
** Written apart from src/games/accordion.c and sharing no code with it:
** it tries every legal move in plain recursion and remembers the
** positions it has proven lost. Only for small decks.
*/
#ifndef ACCORDION_BRUTE_H
#define ACCORDION_BRUTE_H

#include <stddef.h>
#include <stdint.h>

/* Longest deal accbrute_decide accepts. */
#define ACCBRUTE_MAX_CARDS 32

/* One move: the pile at 1-based position 'from' onto the one at 'to'. */
typedef struct accbrute_move {
  int from, to;
} accbrute_move;

/*
** Decide whether 'cards' (n card bytes, 1 <= n <= ACCBRUTE_MAX_CARDS,
** each < 52) can be reduced to one pile. rightmost = 0: any pile may
** move (classic); 1: only the last pile may move.
** use_memo = 0 searches without the table of lost positions (slower,
** for checking the table itself on tiny decks).
** Returns   1   a win; line[0..n-2] then holds a winning line (line
**               may be NULL), n-1 moves;
**           0   no sequence of moves wins;
**          -1   bad arguments (or no memory for the search itself).
** *fewest (may be NULL) gets the fewest piles of the rows visited:
** after a loss every row the deal reaches is visited, so that is the
** fewest piles any line leaves (after a win, 1).
*/
int accbrute_decide(const uint8_t *cards, size_t n, int rightmost,
                    int use_memo, accbrute_move *line, size_t *fewest);

#endif /* ACCORDION_BRUTE_H */
