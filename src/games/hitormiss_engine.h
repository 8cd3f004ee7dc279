/*
** hitormiss_engine.h: internal switches of the Hit or Miss engine, for
** tests and benchmarks (not exported). The event engine is used for
** small decks when the CPU has SSE4.1 (checked by hitormiss_new) and no
** limit is set, and big passes use AVX-512 where the CPU has it;
** hitormiss_use_events(ctx, 0) forces the pass engine with SSE2 masks
** everywhere, hitormiss_use_wide(ctx, 0) only the SSE2 masks, so every
** path can be cross-checked and timed on one machine.
*/
#ifndef WINNABLE_GAMES_HITORMISS_ENGINE_H
#define WINNABLE_GAMES_HITORMISS_ENGINE_H

#include "winnable/hitormiss.h"

/* Allow (on != 0, where the CPU has it) or forbid the event engine and
** the AVX-512 passes. */
void hitormiss_use_events(hitormiss_ctx *ctx, int on);
/* Allow (where the CPU has it) or forbid the AVX-512 passes. */
void hitormiss_use_wide(hitormiss_ctx *ctx, int on);
/* Nonzero when the event engine is in use. */
int hitormiss_uses_events(const hitormiss_ctx *ctx);

#endif
