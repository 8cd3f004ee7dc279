/*
** accordion_rules.h: the rule every Accordion file shares: when two
** cards match. The moves themselves are accordion_play (public API,
** accordion_rules.c).
**
** Cards are bytes: rank in bits 2-5, suit in bits 0-1 (wn_card), so two
** cards match iff their XOR has a zero suit field or a zero rank field.
** This file includes no other file of the solver: it is the bottom.
*/
#ifndef WN_ACCORDION_RULES_H
#define WN_ACCORDION_RULES_H

#include <stdint.h>

/* Whether cards a and b (card bytes) share a suit or a rank. */
static inline int accordion_match(uint8_t a, uint8_t b) {
  return ((a ^ b) & 3) == 0 || (a >> 2) == (b >> 2);
}

#endif /* WN_ACCORDION_RULES_H */
