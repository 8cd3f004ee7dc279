/*
** card.c: card tokens. Rank first (A 2-9 T J Q K, or 10), then suit
** (S H D C, or the UTF-8 suit symbols as people paste them: black or
** white, with or without the emoji variation selector U+FE0F); either
** case on input, canonical two upper-case characters on output.
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

/*
** The suit of the len bytes at s: one letter, or a suit symbol U+2660..
** U+2667 (E2 99 A0..A7 in UTF-8) optionally followed by U+FE0F (EF B8
** 8F). -1 for anything else.
*/
static int suit_of_text(const unsigned char *s, size_t len) {
  /* U+2660 black spade, heart (white), diamond (white), club (black),
  ** spade (white), heart (black), diamond (black), club (white) */
  static const signed char SYMBOL[8] = {0, 1, 2, 3, 0, 1, 2, 3};
  if (len == 1)
    return suit_of(s[0]);
  if (len == 6 && !(s[3] == 0xEF && s[4] == 0xB8 && s[5] == 0x8F))
    return -1;
  if ((len == 3 || len == 6) && s[0] == 0xE2 && s[1] == 0x99 &&
      s[2] >= 0xA0 && s[2] <= 0xA7)
    return SYMBOL[s[2] - 0xA0];
  return -1;
}

int wn_card_parse(const char *tok, size_t len, uint8_t *card) {
  size_t rlen = len >= 2 && tok[0] == '1' && tok[1] == '0' ? 2 : 1;
  if (len <= rlen)
    return -1;
  int rank = rlen == 2 ? 10 : rank_of(tok[0]);
  int suit = suit_of_text((const unsigned char *)tok + rlen, len - rlen);
  if (rank == 0 || suit < 0)
    return -1;
  *card = wn_card_make(rank, suit);
  return 0;
}

int wn_card_guess(const char *tok, size_t len, uint8_t *card) {
  /* "1" for the ace, "11".."13" for the court cards, as on some decks */
  static const char *const NUMBERED[] = {"1", "11", "12", "13"};
  static const int RANK[] = {1, 11, 12, 13};
  for (int k = 0; k < 4; k++) {
    size_t n = strlen(NUMBERED[k]);
    if (len <= n || memcmp(tok, NUMBERED[k], n) != 0 ||
        (n == 1 && len > 1 && tok[1] >= '0' && tok[1] <= '9'))
      continue;
    int suit = suit_of_text((const unsigned char *)tok + n, len - n);
    if (suit < 0)
      continue;
    *card = wn_card_make(RANK[k], suit);
    return 0;
  }
  return -1;
}

void wn_card_format(uint8_t card, char out[3]) {
  assert(card < WN_NCARDS);
  out[0] = RANKS[wn_card_rank(card) - 1];
  out[1] = SUITS[wn_card_suit(card)];
  out[2] = '\0';
}
