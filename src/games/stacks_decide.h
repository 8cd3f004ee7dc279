/*
** stacks_decide.h: the decision of a position (stacks_decide.c).
*/
#ifndef WN_STACKS_DECIDE_H
#define WN_STACKS_DECIDE_H

#include "games/stacks_ctx.h"

/*
** Start a decision of a position of n stacks: reset the per-decision
** state and make room for n stacks in the per-stack arrays (whose
** contents are lost, ctx->height included). Returns 0 or a memory
** failure (WN_ENOMEM, WN_CAPPED).
*/
int stacks_prepare(stacks_ctx *ctx, size_t n);
/*
** Decide the position of n stacks given by 'stacks' and ctx->height
** (after stacks_prepare and wn_budget_start). Returns WN_WIN, WN_LOSS
** (ctx->reason says why), WN_UNKNOWN (a limit), WN_EINVAL for a card
** out of range, or a memory failure (WN_ENOMEM, WN_CAPPED).
*/
int stacks_decide(stacks_ctx *ctx, const stacks_card *const *stacks,
                  size_t n);
/*
** The same for a position holding exactly the cards of the one the last
** stacks_decide scanned (after stacks_prepare) completely, such as that
** position after a relocation: the suits (aces, kings, counts) are not
** scanned again, so this takes O(n + suits + removed cards + cards of
** the stacks with an ace at the bottom) instead of O(all cards).
*/
int stacks_decide_again(stacks_ctx *ctx, const stacks_card *const *stacks,
                        size_t n);

#endif /* WN_STACKS_DECIDE_H */
