/*
** accordion.c: decides Accordion, any-pile and rightmost rules: the
** public solve and the schedule of the any rule's searches.
**
** Only pile tops matter, so a position is the row of top cards, one
** byte per pile, and serves as its own hash key. Repeated cards are
** allowed. Invariant: each move removes exactly one pile, so positions
** at depth d all have n - d piles, the search graph has no cycles, and
** the depth stays below the number of cards dealt.
**
** Any rule, in this order (docs/accordion.md has the picture):
**  1. rows of LONG_ROW piles or more: one greedy line (accordion_greedy.c);
**     a win ends the solve;
**  2. deals of RESTART_MIN_CARDS cards or more: a narrow beam
**     (accordion_beam.c), then restarts, each a portfolio of three
**     depth-first passes (accordion_pass.c) in the scored, natural and
**     reverse orders, with a budget of losses following Luby's sequence,
**     and a beam twice as wide as the last before any pass when the
**     beams are due; past s->favour_states positions the order whose
**     passes alone reached deepest gets a larger budget, and an order a
**     helper thread runs is left to it;
**  3. smaller deals: one pass with no budget;
**  4. once the passes have examined ctx->stage_states positions
**     (ACCORDION_STAGE_STATES unless accordion_set_stage says otherwise),
**     the pass running is cut off there, and the last stage ends the
**     solve: one pass with no budget from the dealt row in the order that
**     reached deepest, each row's closed block's moves alone, on the same
**     table (run_stage).
** A helper's context (accordion_team.c) runs one plain pass in its order
** instead, with no budget and no beams.
** The passes share the table of proven losses, so every restart builds
** on the last, and the answer stays exact: a beam or greedy line only
** ever finds wins, the passes alone prove losses.
** Rightmost rule: accordion_rightmost.c.
** No I/O, no globals: all state is in struct accordion_ctx.
*/
#include "games/accordion_ctx.h"
#include "games/accordion_greedy.h"
#include "games/accordion_impl.h"

/* A pass's budget is RESTART_PER_CARD losses per card times Luby's
** term: short passes decide random 52-card deals soonest. */
#define RESTART_PER_CARD 1
/* Smaller deals: one pass with no budget (losses are common there and a
** restart would prove the same subtrees again). */
#define RESTART_MIN_CARDS 25
/* Past s->favour_states positions of the passes, the order whose passes
** alone reached the deepest level gets FAVOUR_FACTOR times the budget:
** on the climbed hard deals one order is often far easier than the
** others. */
#define FAVOUR_FACTOR 3
#define BEAM_FIRST_WIDTH 3 /* the narrowest beam that wins most deals */
#define BEAM_FIRST_TOP 2   /* its width while rows have over 20 piles:
                           ** as many wins, fewer positions */
#define BEAM_SHARE 6       /* beams run while they have examined at most
                           ** 1 / BEAM_SHARE of the passes' positions */
#define BEAM_MAX_PILES ((size_t)1 << 17) /* widths stop below this many
                           ** piles (1,536 for 52 cards; about 12 MB of
                           ** scratch): a search that outgrew narrower
                           ** beams is a likely loss, where a beam is
                           ** pure cost */

/* Luby's restart sequence 1 1 2 1 1 2 4 1 1 2 ... for i >= 1. */
static uint64_t luby(uint64_t i) {
  for (;;) {
    unsigned k = 1;
    while ((UINT64_C(1) << k) - 1 < i)
      k++;
    if ((UINT64_C(1) << k) - 1 == i)
      return UINT64_C(1) << (k - 1);
    i -= (UINT64_C(1) << (k - 1)) - 1;
  }
}

/* The beams of one solve: the width of the next; 0: no more beams. */
struct beams {
  size_t width;
};

/*
** Run the next beam if it is due. Returns ACCORDION_WON (the proof is
** set), ACCORDION_STOPPED, or ACCORDION_NO_LINE (no beam ran or it
** found nothing). A beam that runs out of memory frees its scratch and
** ends the beams of the solve, not the solve.
*/
static int beam_next(accordion_ctx *ctx, const uint8_t *cards, size_t n,
                     struct beams *bs) {
  accordion_search *s = &ctx->search;
  if (!bs->width || BEAM_SHARE * s->beam_states > accordion_pass_states(s))
    return ACCORDION_NO_LINE;
  if (bs->width * n > BEAM_MAX_PILES ||
      (!ctx->beam && !(ctx->beam = accordion_beam_new(&ctx->mem))) ||
      wn_mem_grow(&ctx->mem, (void **)&s->proof, &s->proofcap, n - 1,
                  sizeof *s->proof)) {
    bs->width = 0;
    return ACCORDION_NO_LINE;
  }
  uint64_t before = ctx->budget.states;
  size_t top = bs->width == BEAM_FIRST_WIDTH ? BEAM_FIRST_TOP : bs->width;
  int rc = accordion_beam_run(ctx->beam, &ctx->mem, &ctx->budget, cards, n,
                              bs->width, top, s->proof, s->best, &s->nbest);
  s->beam_states += ctx->budget.states - before;
  bs->width *= 2;
  if (rc == ACCORDION_WON)
    s->nproof = n - 1;
  if (rc < 0 && rc != ACCORDION_STOPPED) { /* no memory: no more beams */
    accordion_beam_free(ctx->beam, &ctx->mem);
    ctx->beam = NULL;
    bs->width = 0;
    rc = ACCORDION_NO_LINE;
  }
  return rc;
}

/* Run pass 'index' in 'order' with a budget of 'limit' losses. */
static int run_pass(accordion_search *s, const uint8_t *cards, size_t n,
                    uint64_t index, uint64_t limit,
                    enum accordion_order order) {
  s->pass.index = index;
  s->pass.limit = limit;
  s->pass.order = order;
  s->pass.deepest = 0;
  s->pass.alone = 0;
  return accordion_pass_run(s, cards, n);
}

/* Whether a helper runs 'order' beside this search from now on
** (accordion_team.c): the pipeline then leaves that order to it. */
static int helped(const accordion_ctx *ctx, enum accordion_order order) {
  return ctx->helped_orders >> order & 1;
}

/*
** The order of the last stage: the one whose passes alone reached the
** deepest level (reach[], per order), never a helper's; on a tie, or
** when none went deeper, the first of the natural, reverse and scored
** orders that no helper runs.
*/
static enum accordion_order stage_order(const accordion_ctx *ctx,
                                        const size_t *reach) {
  enum accordion_order order = ORDER_LEFT;
  while (order <= ORDER_RIGHT && helped(ctx, order))
    order++;
  if (order > ORDER_RIGHT)
    order = ORDER_SCORED;
  for (int k = ORDER_SCORED; k <= ORDER_RIGHT; k++) /* nearest one pile */
    if (!helped(ctx, k) && reach[k] > reach[order])
      order = k;
  return order;
}

/*
** The last stage of a deal the portfolio found hard: one pass from the
** dealt row in stage_order, with no budget, on the table of losses the
** passes before it proved, trying a row's closed block's moves alone.
** Blocks are looked for from here on (but with certificates or in
** experiments without them), on a trial of their own: whether they pay
** is judged on the stage's rows. It ends the solve: ACCORDION_WON,
** ACCORDION_LOST, ACCORDION_STOPPED or a wn_mem code.
*/
static int run_stage(accordion_ctx *ctx, const uint8_t *cards, size_t n,
                     uint64_t index, const size_t *reach) {
  accordion_search *s = &ctx->search;
  if (!ctx->certify && ctx->block_states != UINT64_MAX) {
    s->block_states = accordion_pass_states(s);
    s->block_tried = s->block_cut = 0;
  }
  s->resume[0].live = s->resume[1].live = 0; /* start at the deal */
  s->pass.index = index;
  s->pass.limit = 0;
  s->pass.order = stage_order(ctx, reach);
  s->pass.deepest = 0;
  s->pass.alone = 1;
  int rc = accordion_pass_run(s, cards, n);
  s->pass.alone = 0;
  return rc;
}

/*
** The budget of a pass in 'order': 'limit', times FAVOUR_FACTOR once the
** passes have examined s->favour_states positions if 'order' alone has the
** deepest level reached by its passes so far (reach[], per order): the
** order that came nearest one pile gets more of the machine.
*/
static uint64_t order_budget(const accordion_search *s, const size_t *reach,
                             enum accordion_order order, uint64_t limit) {
  if (!limit || accordion_pass_states(s) < s->favour_states)
    return limit;
  for (int k = ORDER_SCORED; k <= ORDER_RIGHT; k++)
    if (k != (int)order && reach[k] >= reach[order])
      return limit;
  return limit * FAVOUR_FACTOR;
}

/* Run pass 'index' of 'order' (its budget as order_budget says), and
** note how deep it reached. */
static int order_pass(accordion_search *s, const uint8_t *cards, size_t n,
                      uint64_t index, uint64_t limit, size_t *reach,
                      enum accordion_order order) {
  int rc = run_pass(s, cards, n, index, order_budget(s, reach, order, limit),
                    order);
  if (s->pass.deepest > reach[order])
    reach[order] = s->pass.deepest;
  return rc;
}

/* Whether the last stage is due: the passes have examined s->stage_at
** positions (a pass with a budget is cut off there). */
static int stage_due(const accordion_search *s) {
  return accordion_pass_states(s) >= s->stage_at;
}

/* The any rule's exact search with its beams (steps 2 to 4 above). */
static int solve_any(accordion_ctx *ctx, const uint8_t *cards, size_t n) {
  accordion_search *s = &ctx->search;
  if (wn_budget_tick(&ctx->budget)) /* the dealt row is examined too */
    return wn_stop_verdict(&ctx->budget, ACCORDION_STOPPED);
  int beams = n >= RESTART_MIN_CARDS && n < LONG_ROW && ctx->beam_on;
  struct beams bs = {.width = beams ? BEAM_FIRST_WIDTH : 0};
  size_t reach[ORDER_RIGHT + 1] = {0}; /* the deepest level of each order */
  s->beam_states = 0;
  s->resume[0].live = s->resume[1].live = 0;
  if (ctx->order != ORDER_SCORED) /* a helper: one plain pass, no budget */
    return wn_stop_verdict(&ctx->budget, run_pass(s, cards, n, 1, 0,
                                                  ctx->order));
  for (uint64_t pass = 1;; pass++) {
    if (stage_due(s))
      return wn_stop_verdict(&ctx->budget,
                             run_stage(ctx, cards, n, pass, reach));
    int rc = beam_next(ctx, cards, n, &bs);
    if (rc != ACCORDION_NO_LINE)
      return wn_stop_verdict(&ctx->budget, rc);
    uint64_t limit = RESTART_PER_CARD * (uint64_t)n * luby(pass);
    if (n < RESTART_MIN_CARDS)
      limit = 0;
    rc = order_pass(s, cards, n, pass, limit, reach, ORDER_SCORED);
    for (enum accordion_order order = ORDER_LEFT;
         rc == ACCORDION_RESTART && !stage_due(s) && order <= ORDER_RIGHT;
         order++)
      if (!helped(ctx, order) &&
          (rc = beam_next(ctx, cards, n, &bs)) == ACCORDION_NO_LINE)
        rc = order_pass(s, cards, n, pass, limit, reach, order);
    if (rc != ACCORDION_RESTART)
      return wn_stop_verdict(&ctx->budget, rc);
  }
}

/*
** After a loss: the search does not follow positions its tests cut
** off, so its best line may stop where moves are still legal. Play on
** from its end with the greedy line (no state or time limit, the memory
** limit kept) until no move is left. Best effort: nothing changes when
** memory runs short, and the verdict is not touched.
*/
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

/* The solve; 'keep': remember the proof's positions in 'won'. */
static int solve(accordion_ctx *ctx, const uint8_t *cards, size_t n,
                 accordion_rule rule, int keep) {
  accordion_search *s = &ctx->search;
  ctx->decider = NULL; /* this context's own search decides */
  if (n < 1 || n > ACCORDION_MAX_CARDS)
    return WN_EINVAL;
  for (size_t k = 0; k < n; k++)
    if (cards[k] >= WN_NCARDS)
      return WN_EINVAL;
  ctx->mem.cap = ctx->limits.max_memory;
  s->sleep = !ctx->certify && !ctx->no_sleep;
  s->canon_states = ctx->canon_states;
  s->stage_at = ctx->stage_states;
  s->block_states = ctx->certify ? UINT64_MAX : ctx->block_states;
  s->block_tried = s->block_cut = 0;
  /* a certificate lists rows, none relabelled; kept in the table, none
  ** forgotten either (a sink has them as they come) */
  int keep_all = ctx->certify && !ctx->cert_sink;
  accordion_lost_configure(&s->lost,
                           keep_all         ? SIZE_MAX
                           : ctx->lost_room ? ctx->lost_room
                                            : accordion_lost_room(ctx->mem.cap),
                           !ctx->certify);
  accordion_lost_sink(&s->lost, ctx->certify && !keep ? ctx->cert_sink : NULL,
                      ctx->cert_user); /* kept solves mix deals */
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
    if (!ctx->rm && !(ctx->rm = accordion_rm_new(&ctx->mem)))
      return wn_stop_verdict(&ctx->budget, wn_mem_fail(&ctx->mem));
    return wn_stop_verdict(
        &ctx->budget,
        accordion_rm_solve(ctx->rm, &ctx->mem, &ctx->budget, cards, n,
                           &s->proof, &s->proofcap, &s->nproof, s->best,
                           &s->nbest));
  }
  if (n >= LONG_ROW && (rc = solve_long(ctx, cards, n)) != ACCORDION_NO_LINE)
    return rc;
  rc = solve_any(ctx, cards, n);
  if (rc == WN_WIN && keep)
    accordion_remember_line(s, cards, n);
  if (rc == WN_LOSS) /* not after a limit: that would be work past it */
    extend_best(ctx, cards, n);
  return rc;
}

int accordion_solve_one(accordion_ctx *ctx, const uint8_t *cards, size_t n,
                        accordion_rule rule) {
  ctx->certified = ctx->cert_shared = 0;
  ctx->decider = NULL; /* no helper's answer outlives the call, even one
                       ** refused here */
  if (n < 1 || n > ACCORDION_MAX_CARDS)
    return WN_EINVAL;
  accordion_lost_clear(&ctx->search.lost);
  wn_byteset_clear(&ctx->search.won);
  ctx->hints.nvalues = 0; /* the last hint's values end here */
  int rc = solve(ctx, cards, n, rule, 0);
  ctx->certified = rc == WN_LOSS && rule == ACCORDION_ANY && ctx->certify &&
                   !ctx->cert_sink; /* a sink has the rows, not the table */
  return rc;
}

int accordion_solve_keep(accordion_ctx *ctx, const uint8_t *cards, size_t n,
                         accordion_rule rule) {
  ctx->certified = ctx->cert_shared = 0; /* the table now mixes solves */
  return solve(ctx, cards, n, rule, 1);
}

/*
** The certificate is the table of losses itself: a row goes in only
** when each of its moves leads to a row already in, or to one that
** fails the dead-end test (never stored), so every row of the table
** passes the separate checker's test (accordion_check_loss), and a lost
** deal's own row is in it. Rows of passes cut off by a restart that
** never got in are left out, as they must be: they were not proven.
*/
int accordion_loss_certificate(const accordion_ctx *ctx,
                               int (*fn)(void *user, const uint8_t *row,
                                         size_t len),
                               void *user) {
  if (ctx->cert_shared) /* a team's loss: every member's rows */
    return ctx->certified ? accordion_lost_each(&ctx->shared, fn, user)
                          : WN_EINVAL;
  ctx = accordion_decider(ctx);
  if (!ctx->certified)
    return WN_EINVAL;
  return accordion_lost_each(&ctx->search.lost, fn, user);
}

void accordion_remember(accordion_ctx *ctx, const uint8_t *cards, size_t n,
                        const accordion_move *moves) {
  accordion_search *s = &ctx->search;
  assert(n >= 2);
  if (accordion_pos_grow(&s->pos, &ctx->mem, n) ||
      wn_mem_grow(&ctx->mem, (void **)&s->stack, &s->stackcap, n,
                  sizeof *s->stack) ||
      wn_mem_grow(&ctx->mem, (void **)&s->proof, &s->proofcap, n - 1,
                  sizeof *s->proof))
    return; /* no room: the line is just not kept */
  memcpy(s->proof, moves, (n - 1) * sizeof *moves);
  s->nproof = n - 1;
  accordion_remember_line(s, cards, n);
}

void accordion_set_experiment(accordion_ctx *ctx, uint64_t noise_seed,
                              int flags) {
  ctx->search.noise_seed = noise_seed;
  ctx->search.cross_states =
      flags & ACCORDION_EXP_EARLY ? 0 : ACCORDION_CROSS_STATES;
  ctx->search.favour_states =
      flags & ACCORDION_EXP_EARLY ? 0 : ACCORDION_FAVOUR_STATES;
  ctx->no_sleep = (flags & ACCORDION_EXP_NO_SLEEP) != 0;
  ctx->beam_on = (flags & ACCORDION_EXP_NO_BEAM) == 0;
  ctx->lost_room = flags & ACCORDION_EXP_TINY_LOST ? LOST_ROOM_TINY : 0;
  ctx->search.far_bytes = flags & ACCORDION_EXP_FETCH_ALL  ? 0
                          : flags & ACCORDION_EXP_NO_FETCH ? SIZE_MAX
                                                           : LOST_PREFETCH_BYTES;
  ctx->canon_states = flags & ACCORDION_EXP_NO_CANON  ? UINT64_MAX
                      : flags & ACCORDION_EXP_CANON ? 0
                                                     : ACCORDION_CANON_STATES;
  ctx->block_states = flags & ACCORDION_EXP_NO_BLOCKS ? UINT64_MAX
                      : flags & ACCORDION_EXP_BLOCKS  ? 0
                                                      : ACCORDION_BLOCK_STATES;
}

void accordion_set_stage(accordion_ctx *ctx, uint64_t states) {
  ctx->stage_states = states;
}

uint64_t accordion_beam_states(const accordion_ctx *ctx) {
  return accordion_decider(ctx)->search.beam_states;
}
