/*
** family_match.h: the match rule of the Accordion family, one inline
** function below every file that plays its moves.
*/
#ifndef WN_FAMILY_MATCH_H
#define WN_FAMILY_MATCH_H

#include <stdint.h>

/*
** Whether cards a and b meet under the family's match bits m
** (ACCORDION_MATCH_*, accordion.h): family_rules.c and the general
** solver (family.c, family_cut.c, family_beam.c). Suits 1 and 2
** (hearts, diamonds) are red, 0 and 3 (spades, clubs) black.
*/
static inline int family_match(unsigned m, uint8_t a, uint8_t b) {
  int red_a = (a & 3) == 1 || (a & 3) == 2, red_b = (b & 3) == 1 || (b & 3) == 2;
  return (m & 8u) /* any */ || ((m & 1u) && (a >> 2) == (b >> 2)) ||
         ((m & 2u) && ((a ^ b) & 3) == 0) || ((m & 4u) && red_a != red_b);
}

#endif /* WN_FAMILY_MATCH_H */
