/*
** accordion_piles.c: the whole-pile replay of accordion_piles.h.
**
** pile[p][0..size[p]) is the p-th pile from the left, bottom card
** first; a move appends the moving pile to its target and closes the
** gap, so the piles always hold every card dealt between them.
*/
#include <string.h>
#include "cross/accordion_piles.h"

#define PILES ACCPILES_MAX_CARDS

/* The cards of the piles are the cards dealt, with their repeats. */
static int same_cards(const uint8_t *cards, size_t n, const uint8_t *pile) {
  int want[WN_NCARDS] = {0};
  for (size_t p = 0; p < n; p++) {
    want[cards[p]]++;
    want[pile[p]]--;
  }
  for (int c = 0; c < WN_NCARDS; c++)
    if (want[c] != 0)
      return 0;
  return 1;
}

int accpiles_replay(const uint8_t *cards, size_t n, int rightmost,
                    const accordion_move *moves, size_t nmoves) {
  uint8_t pile[PILES][PILES];
  size_t size[PILES], npiles = n;
  if (n > PILES)
    return 0;
  for (size_t p = 0; p < n; p++) {
    pile[p][0] = cards[p];
    size[p] = 1;
  }
  for (size_t k = 0; k < nmoves; k++) {
    size_t j = moves[k].from, i = moves[k].to;
    if (j < 2 || j > npiles || (i + 1 != j && i + 3 != j))
      return 0;
    if (rightmost && j != npiles)
      return 0;
    uint8_t a = pile[j - 1][size[j - 1] - 1], b = pile[i - 1][size[i - 1] - 1];
    if (wn_card_rank(a) != wn_card_rank(b) &&
        wn_card_suit(a) != wn_card_suit(b))
      return 0;
    memcpy(&pile[i - 1][size[i - 1]], pile[j - 1], size[j - 1]);
    size[i - 1] += size[j - 1];
    for (size_t p = j; p < npiles; p++) {
      memcpy(pile[p - 1], pile[p], size[p]);
      size[p - 1] = size[p];
    }
    npiles--;
  }
  return npiles == 1 && size[0] == n && same_cards(cards, n, pile[0]);
}
