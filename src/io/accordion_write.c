/*
** accordion_write.c: prints deals as card tokens and proofs as "j>i"
** moves, both separated by single blanks, without a line end; and
** batches of random deals as whole lines (what "winnable deal" prints).
*/
#include <stdlib.h>
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

int accordion_write_deals(FILE *out, uint64_t seed, uint64_t first,
                          uint64_t count, size_t ncards, int contest) {
  uint8_t *cards = malloc(ncards ? ncards : 1);
  if (!cards)
    return WN_ENOMEM;
  for (uint64_t k = 0; k < count && !ferror(out); k++) {
    accordion_deal(seed, first + k, ncards, cards);
    if (contest)
      fprintf(out, "%zu\n", ncards);
    accordion_write_deal(out, cards, ncards);
    putc('\n', out);
  }
  free(cards);
  return ferror(out) ? WN_EIO : 0;
}
