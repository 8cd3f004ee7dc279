/*
** accordion_write.c: prints deals as card tokens and proofs as "j>i"
** moves, both separated by single blanks, without a line end.
*/
#include "core/core.h"
#include "winnable/accordion.h"

int accordion_write_deal(FILE *out, const uint8_t *cards, size_t n) {
  char tok[3];
  for (size_t k = 0; k < n; k++) {
    wn_card_format(cards[k], tok);
    if (k)
      putc(' ', out);
    fputs(tok, out);
  }
  return ferror(out) ? WN_EIO : 0;
}

int accordion_write_moves(FILE *out, const accordion_move *moves, size_t n,
                          const char *sep, const char *quote) {
  for (size_t k = 0; k < n; k++)
    fprintf(out, "%s%s%u>%u%s", k ? sep : "", quote, moves[k].from,
            moves[k].to, quote);
  return ferror(out) ? WN_EIO : 0;
}
