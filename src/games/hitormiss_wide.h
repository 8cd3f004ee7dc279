/*
** hitormiss_wide.h: the AVX-512 passes (hitormiss_wide.c).
*/
#ifndef WINNABLE_GAMES_HITORMISS_WIDE_H
#define WINNABLE_GAMES_HITORMISS_WIDE_H

#include "games/hitormiss_ctx.h"

#if defined(HM_EVENTS)
/* The masks pass of hitormiss_pass_one (m <= 52, nothing arriving):
** returns the number of hits, appended to out; the misses go to e. */
HM_WIDE unsigned hitormiss_wide_pass(const hitormiss_ctx *ctx,
                                     const uint8_t *d, uint8_t *e,
                                     unsigned m, unsigned c, uint32_t t,
                                     struct flow *out);
/* hitormiss_idle_passes for 16 <= m <= 52. */
HM_WIDE unsigned hitormiss_wide_idle(const hitormiss_ctx *ctx,
                                     const uint8_t *d, unsigned m,
                                     unsigned q);
#endif

#endif /* WINNABLE_GAMES_HITORMISS_WIDE_H */
