/*
** stacks_moves.h: the move-list builder (stacks_moves.c).
*/
#ifndef WN_STACKS_MOVES_H
#define WN_STACKS_MOVES_H

#include "games/stacks_ctx.h"

/*
** Build a winning move list into ctx->proof for the instance that the
** decision just found winnable (ctx->path set when the suit count
** equals n and the removals alone do not win), 'total' being its number
** of cards. Returns 0, WN_ENOMEM, WN_CAPPED, or WN_EINVAL if the play
** did not end in a win (only for input with repeated cards).
*/
int stacks_build_moves(stacks_ctx *ctx, const stacks_card *const *stacks,
                       size_t n, size_t total);
/* Release the builder's scratch. */
void stacks_build_free(stacks_ctx *ctx);

#endif /* WN_STACKS_MOVES_H */
