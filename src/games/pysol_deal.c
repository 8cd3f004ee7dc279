/*
** pysol_deal.c: PySolFC's deals of the Accordion family and Hit or Miss.
**
** PySolFC makes a pack in the order suit by suit (clubs, spades, hearts,
** diamonds), ace to king within each, so its card id is suit * 13 +
** rank. The LC generator first reorders that pack rank by rank (clubs,
** diamonds, hearts, spades within each rank: Microsoft FreeCell's pack).
** The shuffle swaps position n with position randint(0, n) for n = 51
** down to 1, and the pack goes onto the talon in that order, so the
** last card of the shuffled pack is the talon's top and is dealt first.
** None of these games changes the shuffled pack (no shuffle hook), and
** every one deals from the talon's top, one card to each pile from the
** left (Accordion family) or one card at a time to the waste (Hit or
** Miss): cards[k] is pack position 51 - k.
**
** Accordion's Revenge then draws its goal card from the same generator,
** suit then rank, again until it is neither of the first two cards.
*/
#include "core/core.h"
#include "games/pysol_random.h"

static const struct {
  int game;
  const char *name;
} games[] = {
  {PYSOL_BAYAN, "Bayan"},
  {PYSOL_ACCORDION, "Accordion"},
  {PYSOL_RELAXED_ACCORDION, "Relaxed Accordion"},
  {PYSOL_HIT_OR_MISS, "Hit or Miss"},
  {PYSOL_ACCORDIONS_REVENGE, "Accordion's Revenge"},
  {PYSOL_HIT_OR_MISS_UNLIMITED, "Hit or Miss Unlimited"},
  {PYSOL_23_SKIDOO, "23 Skidoo"},
};

const char *pysol_game_name(int game) {
  for (size_t i = 0; i < sizeof games / sizeof games[0]; i++)
    if (games[i].game == game)
      return games[i].name;
  return NULL;
}

/* Our card for PySolFC's suit (0..3: C S H D) and rank (0..12: A..K). */
static uint8_t card_of(unsigned suit, unsigned rank) {
  static const uint8_t ours[4] = {3, 0, 1, 2}; /* C S H D -> our S H D C order */
  return wn_card_make(rank + 1, ours[suit]);
}

/* The shuffled pack of deal 'num' as PySolFC ids, talon bottom first. */
static void shuffle(pysol_random *r, const pysol_number *num,
                    uint8_t pack[WN_NCARDS]) {
  for (unsigned k = 0; k < WN_NCARDS; k++)
    pack[k] = (uint8_t)k;
  if (pysol_random_is_lc(num)) /* Microsoft's order: rank by rank, C D H S */
    for (unsigned rank = 0; rank < 13; rank++) {
      static const uint8_t suits[4] = {0, 3, 2, 1};
      for (unsigned s = 0; s < 4; s++)
        pack[rank * 4 + s] = (uint8_t)(suits[s] * 13 + rank);
    }
  for (unsigned n = WN_NCARDS - 1; n > 0; n--) {
    unsigned j = pysol_random_below(r, n + 1);
    uint8_t t = pack[n];
    pack[n] = pack[j];
    pack[j] = t;
  }
}

/* Accordion's Revenge's goal: a card that is not cards[0] or cards[1]. */
static int revenge_goal(pysol_random *r, const uint8_t *cards) {
  for (;;) {
    unsigned suit = pysol_random_below(r, 4);
    unsigned rank = pysol_random_below(r, 13);
    uint8_t goal = card_of(suit, rank);
    if (goal != cards[0] && goal != cards[1])
      return goal;
  }
}

int pysol_deal(int game, const pysol_number *num, uint8_t cards[WN_NCARDS],
               int *goal) {
  if (!pysol_game_name(game) || (game == PYSOL_ACCORDIONS_REVENGE && !goal))
    return WN_EINVAL;
  pysol_random r;
  uint8_t pack[WN_NCARDS];
  pysol_random_init(&r, num);
  shuffle(&r, num, pack);
  for (unsigned k = 0; k < WN_NCARDS; k++) {
    uint8_t id = pack[WN_NCARDS - 1 - k];
    cards[k] = card_of(id / 13, id % 13);
  }
  if (game == PYSOL_ACCORDIONS_REVENGE)
    *goal = revenge_goal(&r, cards);
  else if (goal)
    *goal = -1;
  return 0;
}
