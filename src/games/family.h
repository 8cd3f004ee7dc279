/*
** family.h: the general solver of the Accordion family
** (family.c), for the rules other than classic Accordion:
** the solve, the hint and the certificate the public entry points
** hand over to when the context's rules are not classic. The match
** rule it shares with the rules (family_rules.c) is family_match.h.
**
** Its state (family_search) is family_search.h, held in
** the context.
*/
#ifndef WN_FAMILY_H
#define WN_FAMILY_H

#include "core/core.h"
#include "winnable/accordion.h"

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
