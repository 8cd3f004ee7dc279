/*
** card.c: card tokens. Rank first (A 2-9 T J Q K, or 10), then suit
** (S H D C); either case on input, upper case on output.
*/
#include <ctype.h>
#include "core/core.h"

static const char RANKS[] = "A23456789TJQK";
static const char SUITS[] = "SHDC";

static int rank_of(int ch) {
  ch = toupper((unsigned char)ch);
  for (int r = 0; r < 13; r++)
    if (RANKS[r] == ch)
      return r + 1;
  return 0;
}

static int suit_of(int ch) {
  ch = toupper((unsigned char)ch);
  for (int s = 0; s < 4; s++)
    if (SUITS[s] == ch)
      return s;
  return -1;
}

int wn_card_parse(const char *tok, size_t len, uint8_t *card) {
  int rank, suit;
  if (len == 2) {
    rank = rank_of(tok[0]);
    suit = suit_of(tok[1]);
  } else if (len == 3 && tok[0] == '1' && tok[1] == '0') {
    rank = 10;
    suit = suit_of(tok[2]);
  } else {
    return -1;
  }
  if (rank == 0 || suit < 0)
    return -1;
  *card = wn_card_make(rank, suit);
  return 0;
}

void wn_card_format(uint8_t card, char out[3]) {
  assert(card < WN_NCARDS);
  out[0] = RANKS[wn_card_rank(card) - 1];
  out[1] = SUITS[wn_card_suit(card)];
  out[2] = '\0';
}
