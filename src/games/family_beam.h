/*
** family_beam.h: beam searches for a winning line of the Accordion
** family (family_beam.c), tried by the general solver (family.c)
** between the stages of its exact search.
*/
#ifndef WN_FAMILY_BEAM_H
#define WN_FAMILY_BEAM_H

#include "games/accordion_ctx.h"

/*
** Look for a winning line of cards[0..n) (valid, not won) by a beam of
** 'width' (>= 1) under f's rules (set_rules done), counting each child
** it weighs against ctx's budget. A beam that finds no room, or would
** be too wide or too long (family_beam.c), gives up. Returns
** ACCORDION_WON (the line is in ctx->search.proof), ACCORDION_NO_LINE
** (which proves nothing), ACCORDION_STOPPED or a wn_mem code.
*/
int family_beam(accordion_ctx *ctx, family_search *f, const uint8_t *cards,
                size_t n, size_t width);

#endif /* WN_FAMILY_BEAM_H */
