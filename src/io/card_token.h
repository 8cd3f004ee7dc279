/*
** card_token.h: the readers' error for a token that is no card
** (card_token.c), inside src/io only.
*/
#ifndef WN_IO_CARD_TOKEN_H
#define WN_IO_CARD_TOKEN_H

#include "winnable/reader.h"

/*
** Record "expected WHAT, found "TOK"" at tok in r->err, adding ", did
** you mean AH?" when the token is a card written the way some decks
** print it ("1H", "11D": wn_card_guess). Returns WN_EPARSE.
*/
int wn_card_expected(wn_reader *r, const wn_token *tok, const char *what);

#endif /* WN_IO_CARD_TOKEN_H */
