/*
** stacks_brute.h: exhaustive search for Stack Management, written apart
** from the library's solver (shares no code or data structure with it).
*/
#ifndef STACKS_BRUTE_H
#define STACKS_BRUTE_H

#include <stddef.h>

#define SBRUTE_MAXN 4
#define SBRUTE_MAXC 5

/*
** Decide n stacks of c cards (card j of stack i is value[i*c+j],
** suit[i*c+j], top first) by trying every sequence of moves. Returns
** 1 if some sequence wins, 0 if none does, -1 if n or c is too large or
** memory ran out. *states (may be NULL) gets the positions reached.
*/
int stacks_brute(const int *value, const int *suit, int n, int c,
                 size_t *states);

/*
** The same from any position: stack i holds height[i] cards (0 to
** SBRUTE_MAXC), numbered on from stack to stack, top first: card j of
** stack i is number height[0] + ... + height[i-1] + j.
*/
int stacks_brute_position(const int *value, const int *suit,
                          const int *height, int n, size_t *states);

#endif
