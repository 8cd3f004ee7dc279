/*
** card_token.c: the error for a token where a card was expected, naming
** the card a common way of writing it meant ("1H" for AH).
*/
#include "core/core.h"
#include "io/card_token.h"

int wn_card_expected(wn_reader *r, const wn_token *tok, const char *what) {
  int rc = wn_reader_expected(r, tok, what);
  uint8_t card;
  if (!tok->truncated && wn_card_guess(tok->text, tok->len, &card) == 0) {
    char name[3];
    size_t used = strlen(r->err.msg);
    wn_card_format(card, name);
    snprintf(r->err.msg + used, sizeof r->err.msg - used,
             ", did you mean %s?", name);
  }
  return rc;
}
