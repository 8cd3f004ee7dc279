/*
** accordion_ctx.c: the life of an Accordion context and what its
** getters read: limits, the proof, the best line, the counters. The
** solve itself is accordion.c, the hints accordion_hint.c.
*/
#include "games/accordion_ctx.h"

accordion_ctx *accordion_new(const wn_allocator *alloc) {
  wn_mem mem;
  wn_mem_init(&mem, alloc);
  accordion_ctx *ctx = wn_mem_alloc(&mem, sizeof *ctx);
  if (!ctx)
    return NULL;
  memset(ctx, 0, sizeof *ctx);
  ctx->mem = mem;
  ctx->rules = ACCORDION_RULES_CLASSIC;
  ctx->search.mem = &ctx->mem;
  ctx->search.budget = &ctx->budget;
  accordion_lost_init(&ctx->search.lost, &ctx->mem);
  family_search_init(&ctx->family, &ctx->mem);
  return ctx;
}

void accordion_free(accordion_ctx *ctx) {
  if (!ctx)
    return;
  accordion_search_release(&ctx->search);
  rightmost_free(ctx->rm, &ctx->mem);
  family_search_release(&ctx->family, &ctx->mem);
  accordion_beam_free(ctx->beam, &ctx->mem);
  accordion_hints_release(&ctx->hints, &ctx->mem);
  wn_mem mem = ctx->mem;
  wn_mem_free(&mem, ctx, sizeof *ctx);
}

void accordion_hints_release(accordion_hints *h, wn_mem *mem) {
  wn_mem_free(mem, h->values, h->valuescap * sizeof *h->values);
  wn_mem_free(mem, h->start, h->startcap * sizeof *h->start);
  wn_mem_free(mem, h->lines, h->linescap * sizeof *h->lines);
  wn_mem_free(mem, h->child, h->childcap);
  wn_mem_free(mem, h->ident, h->identcap * sizeof *h->ident);
  wn_mem_free(mem, h->ids, h->idscap * sizeof *h->ids);
  memset(h, 0, sizeof *h);
}

void accordion_set_limits(accordion_ctx *ctx, const wn_limits *limits) {
  ctx->limits = *limits;
}

void accordion_set_rules(accordion_ctx *ctx, const accordion_rules *r) {
  ctx->rules = r ? *r : ACCORDION_RULES_CLASSIC;
  ctx->certified = 0;          /* the certificate was of other rules */
  family_search_forget(&ctx->family); /* its losses too */
}

void accordion_set_certify(accordion_ctx *ctx, int on) {
  ctx->certify = on != 0;
}

void accordion_set_certify_sink(accordion_ctx *ctx,
                                void (*fn)(void *user, const uint8_t *row,
                                           size_t len),
                                void *user) {
  ctx->cert_sink = fn;
  ctx->cert_user = user;
}

const accordion_move *accordion_proof(const accordion_ctx *ctx,
                                      size_t *nmoves) {
  *nmoves = ctx->search.nproof;
  return ctx->search.proof;
}

const accordion_move *accordion_best_line(const accordion_ctx *ctx,
                                          size_t *nmoves) {
  if (ctx->search.nproof) { /* a win: the proof is the best line */
    *nmoves = ctx->search.nproof;
    return ctx->search.proof;
  }
  *nmoves = ctx->search.nbest;
  return ctx->search.best;
}

uint64_t accordion_states(const accordion_ctx *ctx) {
  return ctx->budget.states;
}

wn_limit_hit accordion_limit_hit(const accordion_ctx *ctx) {
  return ctx->budget.hit;
}

size_t accordion_peak_memory(const accordion_ctx *ctx) {
  return ctx->mem.peak;
}

const accordion_move_value *accordion_hint_moves(const accordion_ctx *ctx,
                                                 size_t *nmoves) {
  *nmoves = ctx->hints.nvalues;
  return ctx->hints.values;
}

const accordion_move *accordion_hint_line(const accordion_ctx *ctx, size_t i,
                                          size_t *nmoves) {
  const accordion_hints *h = &ctx->hints;
  *nmoves = 0;
  if (i >= h->nvalues || h->values[i].verdict != WN_WIN)
    return NULL;
  assert(h->lines != NULL); /* allocated whenever nvalues is nonzero */
  *nmoves = h->start[2 * i + 1];
  return h->lines + h->start[2 * i];
}
