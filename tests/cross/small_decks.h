/*
** small_decks.h: seeded random Accordion decks from small alphabets, for
** the cross-checks (prefix sd_).
**
** Drawn from the cross-checks' own generator (cross_rng.h), so the
** decks depend on nothing in the library: the same seed gives the same
** decks in every build.
*/
#ifndef SMALL_DECKS_H
#define SMALL_DECKS_H

#include <stddef.h>
#include <stdint.h>
#include "cross/cross_rng.h"
/*
** Write a deck of 1..maxn cards into cards[]: 1..maxr ranks (maxr <= 13)
** and 1..4 suits are chosen at random for this deck, then every card
** draws a rank and a suit among them, so repeats are common. Returns n.
*/
size_t sd_deck(uint64_t *s, int maxn, int maxr, uint8_t *cards);

#endif /* SMALL_DECKS_H */
