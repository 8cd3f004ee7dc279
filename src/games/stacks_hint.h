/*
** stacks_hint.h: the hints of a position (stacks_hint.c).
*/
#ifndef WN_STACKS_HINT_H
#define WN_STACKS_HINT_H

#include "games/stacks_ctx.h"

/* Release the hint's copy of its position and its valued moves. */
void stacks_hint_free(stacks_ctx *ctx);

#endif /* WN_STACKS_HINT_H */
