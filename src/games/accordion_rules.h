/*
** accordion_rules.h: the rule every Accordion file shares: when two
** cards match. The moves themselves are accordion_play (public API,
** accordion_rules.c).
**
** Cards are bytes: rank in bits 2-5, suit in bits 0-1 (wn_card), so two
** cards match iff their XOR has a zero suit field or a zero rank field.
** The family's match bits (rank, suit, red-black, any) are tested here
** too, for the family's rules and solver.
** This file includes no other file of the solver: it is the bottom.
*/
#ifndef WN_ACCORDION_RULES_H
#define WN_ACCORDION_RULES_H

#include <stdint.h>

/* Whether cards a and b (card bytes) share a suit or a rank. */
static inline int accordion_match(uint8_t a, uint8_t b) {
  return ((a ^ b) & 3) == 0 || (a >> 2) == (b >> 2);
}

/*
** Whether cards a and b meet under the family's match bits m
** (ACCORDION_MATCH_*, accordion.h). Suits 1 and 2 (hearts, diamonds)
** are red, 0 and 3 (spades, clubs) black.
*/
static inline int accordion_family_match(unsigned m, uint8_t a, uint8_t b) {
  int red_a = (a & 3) == 1 || (a & 3) == 2, red_b = (b & 3) == 1 || (b & 3) == 2;
  return (m & 8u) /* any */ || ((m & 1u) && (a >> 2) == (b >> 2)) ||
         ((m & 2u) && ((a ^ b) & 3) == 0) || ((m & 4u) && red_a != red_b);
}

#endif /* WN_ACCORDION_RULES_H */
