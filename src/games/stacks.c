/*
** stacks.c: the Stack Management API: the context's life, its getters,
** and stacks_solve, which decides a dealt instance (stacks_decide.c) and
** builds its move list (stacks_moves.c).
** No I/O, no globals: all state is in struct stacks_ctx.
*/
#include "games/stacks_ctx.h"
#include "games/stacks_decide.h"
#include "games/stacks_hint.h"
#include "games/stacks_moves.h"

stacks_ctx *stacks_new(const wn_allocator *alloc) {
  wn_mem mem;
  wn_mem_init(&mem, alloc);
  stacks_ctx *ctx = wn_mem_alloc(&mem, sizeof *ctx);
  if (!ctx)
    return NULL;
  memset(ctx, 0, sizeof *ctx);
  ctx->mem = mem;
  return ctx;
}

void stacks_free(stacks_ctx *ctx) {
  if (!ctx)
    return;
  wn_mem_free(&ctx->mem, ctx->suit, ctx->suitcap * sizeof *ctx->suit);
  wn_mem_free(&ctx->mem, ctx->suits, ctx->suitscap * sizeof *ctx->suits);
  wn_mem_free(&ctx->mem, ctx->stackmem, ctx->stackcap * STACKS_PER_STACK);
  wn_mem_free(&ctx->mem, ctx->enext, ctx->ecap[0] * sizeof(uint32_t));
  wn_mem_free(&ctx->mem, ctx->eto, ctx->ecap[1] * sizeof(uint32_t));
  wn_mem_free(&ctx->mem, ctx->epos, ctx->ecap[2] * sizeof(uint32_t));
  wn_mem_free(&ctx->mem, ctx->proof, ctx->proofcap * sizeof *ctx->proof);
  stacks_build_free(ctx);
  stacks_hint_free(ctx);
  wn_mem mem = ctx->mem;
  wn_mem_free(&mem, ctx, sizeof *ctx);
}

void stacks_set_limits(stacks_ctx *ctx, const wn_limits *limits) {
  ctx->limits = *limits;
}

const stacks_move *stacks_proof(const stacks_ctx *ctx, size_t *nmoves) {
  *nmoves = ctx->nproof;
  return ctx->proof;
}

stacks_reason stacks_reason_of(const stacks_ctx *ctx) { return ctx->reason; }
size_t stacks_suits(const stacks_ctx *ctx) { return ctx->nsuits; }
uint64_t stacks_states(const stacks_ctx *ctx) { return ctx->budget.states; }
wn_limit_hit stacks_limit_hit(const stacks_ctx *ctx) { return ctx->budget.hit; }
size_t stacks_peak_memory(const stacks_ctx *ctx) { return ctx->mem.peak; }

const char *stacks_reason_text(stacks_reason reason) {
  switch (reason) {
  case STACKS_TOO_MANY_SUITS: return "more suits than stacks";
  case STACKS_STUCK: return "stuck with no empty stack";
  case STACKS_NO_PATH: return "no source reaches a target";
  default: return "";
  }
}

/* ---- memory ---- */

int stacks_solve(stacks_ctx *ctx, const stacks_card *const *stacks,
                 size_t n, size_t c, unsigned flags) {
  if (n < 1 || c < 1 || c > STACKS_MAX_CARDS || n > STACKS_MAX_CARDS / c)
    return WN_EINVAL;
  wn_budget_start(&ctx->budget, &ctx->limits);
  ctx->nhmoves = 0; /* a solve ends the last hint */
  int rc = stacks_prepare(ctx, n);
  if (rc)
    return wn_stop_verdict(&ctx->budget, rc);
  for (size_t i = 0; i < n; i++)
    ctx->height[i] = (uint32_t)c;
  int verdict = stacks_decide(ctx, stacks, n);
  if (verdict < 0)
    return wn_stop_verdict(&ctx->budget, verdict);
  if (verdict == WN_WIN && (flags & STACKS_MOVES) &&
      (rc = stacks_build_moves(ctx, stacks, n, n * c)))
    return wn_stop_verdict(&ctx->budget, rc);
  return verdict;
}
