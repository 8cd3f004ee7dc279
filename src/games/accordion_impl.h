/*
** accordion_impl.h: entry points of the Accordion solver (accordion.c)
** shared inside the library and with its tests and bench programs, not
** part of the public API. The table of proven losses holds only rows
** no line wins from (accordion_search.h): solves may share it.
*/
#ifndef WN_ACCORDION_IMPL_H
#define WN_ACCORDION_IMPL_H

#include "winnable.h"
#include "core/core.h"

/* As accordion_solve, but under the any rule the losses proven by
** earlier calls on ctx are kept and used (accordion_solve starts from an
** empty table). States, limits and the proof are this call's alone. The
** rightmost rule keeps nothing. */
int accordion_solve_keep(accordion_ctx *ctx, const uint8_t *cards, size_t n,
                         accordion_rule rule);

/* For tests: the table of losses packed from the first position and
** bounded at 'bytes' (0: the default), so that small decks make it
** forget. Any bound gives the same verdicts. */
#define ACCORDION_LOST_ROOM_TINY ((size_t)8 << 10)
void accordion_set_lost_room(accordion_ctx *ctx, size_t bytes);

#endif /* WN_ACCORDION_IMPL_H */
