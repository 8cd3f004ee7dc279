/*
** family.h: the general solver of the Accordion family
** (family.c), for the rules other than classic Accordion:
** the solve, the hint and the certificate the public entry points
** hand over to when the context's rules are not classic; and the
** family's match rule, shared with its rules (family_rules.c).
**
** Its state (family_search) is family_search.h, held in
** the context.
*/
#ifndef WN_FAMILY_H
#define WN_FAMILY_H

#include "core/core.h"
#include "winnable/accordion.h"

/*
** Whether cards a and b meet under the family's match bits m
** (ACCORDION_MATCH_*, accordion.h): family_rules.c and the general
** solver (family.c, family_cut.c). Suits 1 and 2 (hearts, diamonds)
** are red, 0 and 3 (spades, clubs) black.
*/
static inline int family_match(unsigned m, uint8_t a, uint8_t b) {
  int red_a = (a & 3) == 1 || (a & 3) == 2, red_b = (b & 3) == 1 || (b & 3) == 2;
  return (m & 8u) /* any */ || ((m & 1u) && (a >> 2) == (b >> 2)) ||
         ((m & 2u) && ((a ^ b) & 3) == 0) || ((m & 4u) && red_a != red_b);
}

/*
** accordion_solve (keep 0) and accordion_solve_keep (keep 1) under the
** context's rules, any-pile: the same contract, proof, best line,
** states and limits. Returns WN_WIN, WN_LOSS, WN_UNKNOWN, WN_ENOMEM or
** WN_EINVAL (a bad deal or rules that accordion_rules_valid refuses).
*/
int family_solve(accordion_ctx *ctx, const uint8_t *cards, size_t n,
                 int keep);

/* accordion_hint under the context's rules, any-pile; with pairs the
** empty row (n = 0) is a position too. */
int family_hint(accordion_ctx *ctx, const uint8_t *cards, size_t n);

/* accordion_loss_certificate of the last family solve, once the caller
** has checked that it ended in a certified loss. */
int family_certificate(const accordion_ctx *ctx,
                       int (*fn)(void *user, const uint8_t *row, size_t len),
                       void *user);

#endif /* WN_FAMILY_H */
