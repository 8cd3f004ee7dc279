/*
** hitormiss_events.h: the event engine (hitormiss_events.c).
*/
#ifndef WINNABLE_GAMES_HITORMISS_EVENTS_H
#define WINNABLE_GAMES_HITORMISS_EVENTS_H

#include "games/hitormiss_ctx.h"

/* The event engine's tables, filled by hitormiss_new. */
void hitormiss_fill_event_tables(hitormiss_ctx *ctx);

#if defined(HM_EVENTS)
/* play_seat with events for small decks. */
int hitormiss_play_seat_events(hitormiss_ctx *ctx, const uint8_t *deck,
                               unsigned m, const struct flow *in,
                               struct flow *out);
/* hitormiss_play_many without limits; stop_lost: HITORMISS_STOP_LOST
** was given. */
void hitormiss_play_many_events(hitormiss_ctx *ctx, size_t n,
                                const uint8_t *ranks, const int *players,
                                int stop_lost, hitormiss_result *res);
#endif

#endif /* WINNABLE_GAMES_HITORMISS_EVENTS_H */
