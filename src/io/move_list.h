/*
** move_list.h: the loop the games' move-line parsers share
** (move_list.c), inside src/io only: a line of blank-separated tokens,
** one move each, into a new array. The game parses one token.
*/
#ifndef WN_IO_MOVE_LIST_H
#define WN_IO_MOVE_LIST_H

#include <stddef.h>

/* Parse the token tok[0..len) into the move at 'move'; 0, or -1 if bad. */
typedef int wn_move_parse_fn(const char *tok, size_t len, void *move);

/*
** Parse the tokens of line[0..len), separated by runs of the bytes in
** 'blanks', each into an esize-byte move by parse(), into a new array
** *moves (malloc; NULL when there is no token). Returns the count, or
** -1 with why[] (if not NULL) saying "out of memory" or "expected WHAT,
** found "TOKEN"" (wn_quote: every byte outside printable ASCII as \xNN,
** cut with "..." past 20 characters). The caller frees *moves with free()
** in both cases.
*/
long wn_move_list_parse(const char *line, size_t len, const char *blanks,
                        wn_move_parse_fn *parse, size_t esize, void **moves,
                        const char *what, char *why, size_t whylen);

#endif /* WN_IO_MOVE_LIST_H */
