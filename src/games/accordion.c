/*
** accordion.c: decides Accordion, any-pile and rightmost rules: the
** public solve and the schedule of the any rule's searches (the
** pipeline of docs/accordion.md).
**
** Only pile tops matter, so a position is the row of top cards, one
** byte per pile. Invariant: each move removes exactly one pile, so
** positions at depth d all have n - d piles and the search graph has
** no cycles. Beams and the greedy line only find wins; the pass
** (accordion_pass.c) alone proves losses.
** No I/O, no globals: all state is in struct accordion_ctx.
*/
#include "games/accordion_ctx.h"
#include "games/family.h"
#include "games/accordion_impl.h"

/* Smaller deals run no beams: their pass decides them at once. */
#define BEAM_MIN_CARDS 25
#define BEAM_FIRST_WIDTH 3 /* the narrowest beam that wins most deals */
#define BEAM_SHARE 3       /* pass positions per beam position: beam_due */
#define BEAM_PAR_CARDS 26  /* beam_due */
#define BEAM_MAX_PILES ((size_t)1 << 16) /* width x piles stays below:
                           ** a search that outgrew narrower beams is a
                           ** likely loss, where a beam is pure cost */

/* Where the pass pauses for the next beam of a deal of n cards: at
** BEAM_SHARE times the beams' positions, on a long search (a likely
** loss) each weighing n / BEAM_PAR_CARDS if more (docs/accordion.md). */
static uint64_t beam_due(const accordion_search *s, size_t n) {
  uint64_t due = BEAM_SHARE * s->beam_states;
  if (accordion_pass_states(s) < LONG_SEARCH || n <= BEAM_PAR_CARDS)
    return due;
  return due * n / BEAM_PAR_CARDS;
}

/* Run the next beam, of *width (0: no more beams; doubled after it).
** Returns ACCORDION_WON (the proof is set), ACCORDION_STOPPED, or
** ACCORDION_NO_LINE (no beam ran or it found nothing). A beam that runs
** out of memory frees its scratch and ends the beams of the solve, not
** the solve. */
static int beam_next(accordion_ctx *ctx, const uint8_t *cards, size_t n,
                     size_t *width) {
  accordion_search *s = &ctx->search;
  if (!*width || beam_due(s, n) > accordion_pass_states(s))
    return ACCORDION_NO_LINE;
  if (*width * n > BEAM_MAX_PILES ||
      (!ctx->beam && !(ctx->beam = accordion_beam_new(&ctx->mem))) ||
      wn_mem_grow(&ctx->mem, (void **)&s->proof, &s->proofcap, n - 1,
                  sizeof *s->proof)) {
    *width = 0;
    return ACCORDION_NO_LINE;
  }
  uint64_t before = ctx->budget.states;
  size_t top = (*width + 1) / 2; /* over 20 piles: docs/accordion.md */
  size_t nbest = s->nbest;
  int rc = accordion_beam_run(ctx->beam, &ctx->mem, &ctx->budget, cards, n,
                              *width, top, s->proof, s->best, &s->nbest);
  if (s->nbest != nbest) /* the beam's line: the paused pass's path */
    s->best_match = 0;   /* shares none of it any more */
  s->beam_states += ctx->budget.states - before;
  *width *= 2;
  if (rc == ACCORDION_WON)
    s->nproof = n - 1;
  if (rc < 0 && rc != ACCORDION_STOPPED) { /* no memory: no more beams */
    accordion_beam_free(ctx->beam, &ctx->mem);
    ctx->beam = NULL;
    *width = 0;
    rc = ACCORDION_NO_LINE;
  }
  return rc;
}

/* The any rule's exact search with its beams (step 2 above). */
static int solve_any(accordion_ctx *ctx, const uint8_t *cards, size_t n) {
  accordion_search *s = &ctx->search;
  if (wn_budget_tick(&ctx->budget)) /* the dealt row is examined too */
    return wn_stop_verdict(&ctx->budget, ACCORDION_STOPPED);
  size_t width = n >= BEAM_MIN_CARDS && n < LONG_ROW ? BEAM_FIRST_WIDTH : 0;
  s->beam_states = 0;
  s->live = s->blocking = 0;
  for (;;) {
    int rc = beam_next(ctx, cards, n, &width);
    if (rc != ACCORDION_NO_LINE)
      return wn_stop_verdict(&ctx->budget, rc);
    s->pause_at = width ? beam_due(s, n) : UINT64_MAX;
    if ((s->blocks || !s->lost.packed) && s->pause_at > LONG_SEARCH)
      s->pause_at = LONG_SEARCH;
    rc = accordion_pass_run(s, cards, n);
    if (rc != ACCORDION_PAUSED)
      return wn_stop_verdict(&ctx->budget, rc);
    if (accordion_pass_states(s) < LONG_SEARCH)
      continue;
    if (!s->lost.packed && (rc = accordion_lost_pack(&s->lost)) != 0)
      return wn_stop_verdict(&ctx->budget, rc);
    if (s->blocks) {
      s->blocks = 0;          /* once: */
      s->blocking = 1;        /* blocks from here, */
      s->live = 0;            /* the pass again from the deal */
    }
  }
}

/* After a loss: the best line may stop where the dead-end test cut
** moves off. Play on from its end with the greedy line (no state or
** time limit) until no move is left; without memory nothing changes. */
static void extend_best(accordion_ctx *ctx, const uint8_t *cards, size_t n) {
  accordion_search *s = &ctx->search;
  uint8_t *row = s->pos.row; /* scratch now; n bytes */
  size_t len = n, more = 0;
  memcpy(row, cards, n);
  for (size_t k = 0; k < s->nbest; k++, len--) {
    int rc = accordion_play(row, len, s->best[k]);
    assert(rc == 0); /* the best line is made of legal moves */
    (void)rc;
  }
  if (len < 2)
    return;
  wn_budget free_run;
  wn_budget_start(&free_run, &(wn_limits){.max_states = 0} /* no limit */);
  if (accordion_greedy(&ctx->mem, &free_run, row, len, s->best + s->nbest,
                       &more) >= 0)
    s->nbest += more;
}

/* Step 1: a greedy line on a long row. Returns WN_WIN, WN_UNKNOWN, an
** error code, or ACCORDION_NO_LINE (its line is the best so far). */
static int solve_long(accordion_ctx *ctx, const uint8_t *cards, size_t n) {
  accordion_search *s = &ctx->search;
  int rc = wn_mem_grow(&ctx->mem, (void **)&s->proof, &s->proofcap, n - 1,
                       sizeof *s->proof);
  if (!rc)
    rc = accordion_greedy(&ctx->mem, &ctx->budget, cards, n, s->proof,
                          &s->nproof);
  if (rc == ACCORDION_WON)
    return WN_WIN;
  if (rc == ACCORDION_NO_LINE) { /* stuck: its line is the best so far */
    memcpy(s->best, s->proof, s->nproof * sizeof *s->best);
    s->nbest = s->nproof;
  }
  s->nproof = 0;
  return rc == ACCORDION_NO_LINE ? rc : wn_stop_verdict(&ctx->budget, rc);
}

/* Room for a solve of n >= 2 cards. Returns 0 or a wn_mem code. */
static int make_room(accordion_ctx *ctx, size_t n) {
  accordion_search *s = &ctx->search;
  int rc = accordion_pos_grow(&s->pos, &ctx->mem, n);
  if (!rc)
    rc = wn_mem_grow(&ctx->mem, (void **)&s->stack, &s->stackcap, n,
                     sizeof *s->stack);
  if (!rc)
    rc = wn_mem_grow(&ctx->mem, (void **)&s->best, &s->bestcap, n,
                     sizeof *s->best);
  return rc;
}

/* The solve; 'keep': a kept solve (its rows go to no sink). */
static int solve(accordion_ctx *ctx, const uint8_t *cards, size_t n,
                 accordion_rule rule, int keep) {
  accordion_search *s = &ctx->search;
  if (n < 1 || n > ACCORDION_MAX_CARDS)
    return WN_EINVAL;
  for (size_t k = 0; k < n; k++)
    if (cards[k] >= WN_NCARDS)
      return WN_EINVAL;
  ctx->mem.cap = ctx->limits.max_memory;
  /* a certificate needs every move of every row it lists */
  s->sleep = s->blocks = !ctx->certify;
  s->keep_all = ctx->certify;
  s->block_tried = s->block_cut = 0;
  /* a certificate kept in the table forgets none (a sink has the rows
  ** as they come) */
  s->lost.room = ctx->certify && !ctx->cert_sink ? SIZE_MAX
                 : ctx->lost_room ? ctx->lost_room
                                  : accordion_lost_room(ctx->mem.cap);
  s->lost.sink = ctx->certify && !keep ? ctx->cert_sink : NULL; /* kept
                                            ** solves mix deals */
  s->lost.sink_user = ctx->cert_user;
  if (ctx->lost_room && !s->lost.packed) /* tests: forgetting at once */
    (void)accordion_lost_pack(&s->lost); /* no room: the byte set stays */
  wn_budget_start(&ctx->budget, &ctx->limits);
  s->nproof = s->nbest = s->best_match = 0;
  if (n == 1) {
    ctx->budget.states = 1;
    return WN_WIN;
  }
  int rc = make_room(ctx, n);
  if (rc)
    return wn_stop_verdict(&ctx->budget, rc);
  if (rule == ACCORDION_RIGHTMOST) {
    if (!ctx->rm && !(ctx->rm = rightmost_new(&ctx->mem)))
      return wn_stop_verdict(&ctx->budget, wn_mem_fail(&ctx->mem));
    return wn_stop_verdict(
        &ctx->budget,
        rightmost_solve(ctx->rm, &ctx->mem, &ctx->budget, cards, n,
                           &s->proof, &s->proofcap, &s->nproof, s->best,
                           &s->nbest));
  }
  if (n >= LONG_ROW && (rc = solve_long(ctx, cards, n)) != ACCORDION_NO_LINE)
    return rc;
  rc = solve_any(ctx, cards, n);
  if (rc == WN_LOSS) /* not after a limit: that would be work past it */
    extend_best(ctx, cards, n);
  return rc;
}

int accordion_solve(accordion_ctx *ctx, const uint8_t *cards, size_t n,
                    accordion_rule rule) {
  ctx->certified = 0;
  if (n < 1 || n > ACCORDION_MAX_CARDS)
    return WN_EINVAL;
  accordion_lost_clear(&ctx->search.lost);
  ctx->hints.nvalues = 0; /* the last hint's values end here */
  int rc = rule == ACCORDION_ANY && !accordion_rules_is_classic(&ctx->rules)
               ? family_solve(ctx, cards, n, 0)
               : solve(ctx, cards, n, rule, 0);
  ctx->certified = rc == WN_LOSS && rule == ACCORDION_ANY && ctx->certify &&
                   !ctx->cert_sink; /* a sink has the rows, not the table */
  return rc;
}

int accordion_solve_keep(accordion_ctx *ctx, const uint8_t *cards, size_t n,
                         accordion_rule rule) {
  ctx->certified = 0; /* the table now mixes solves */
  if (rule == ACCORDION_ANY && !accordion_rules_is_classic(&ctx->rules))
    return family_solve(ctx, cards, n, 1);
  return solve(ctx, cards, n, rule, 1);
}

/* The certificate is the table of losses itself, closed under moves
** with certificates on (docs/accordion.md, "Proofs and certificates"). */
int accordion_loss_certificate(const accordion_ctx *ctx,
                               int (*fn)(void *user, const uint8_t *row,
                                         size_t len),
                               void *user) {
  if (!ctx->certified)
    return WN_EINVAL;
  if (!accordion_rules_is_classic(&ctx->rules)) /* the family's table */
    return family_certificate(ctx, fn, user);
  return accordion_lost_each(&ctx->search.lost, fn, user);
}

void accordion_set_lost_room(accordion_ctx *ctx, size_t bytes) {
  ctx->lost_room = bytes;
}
