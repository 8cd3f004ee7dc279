/*
** stacks_hint.c: values every legal move of a Stack Management position
** (any position, mid-game ones included: stacks of any height, some
** empty), and builds a winning line after any winning move on demand.
**
** The position is copied into ctx (hcards, hstacks, hheight), so the
** lines can be built after stacks_hint returns. A child position is
** the copy with one or two stack pointers changed (apply/undo below):
** no card is copied per move.
**
** Three facts keep the work to one decision per class of moves:
**  - Removals never hurt. Call a card dead when a visible card of its
**    suit is higher. The highest visible value of a suit never drops (a
**    visible card leaves only by a removal, which needs a higher
**    visible card of its suit; a relocation keeps it visible), so a
**    dead card stays dead. Deleting dead cards from a winnable position
**    leaves it winnable, by induction on a winning line: play the same
**    moves, skipping those of deleted cards; a move of another card
**    stays legal, except that a removal of z may now be blocked by a
**    lower card of z's suit that the deletions uncovered. Such a card
**    is below the visible z, so dead too: while one shows, remove the
**    lowest (legal: z is higher), and go on with them counted as
**    deleted (docs/stacks.md has the proof at length). A removal
**    deletes a dead card and the position after it is reachable from
**    the one before, so both have the same verdict: every removal gets
**    the verdict of the position itself.
**  - Moving the top of S onto empty T or onto empty T' gives the same
**    position up to swapping T and T': one class per S, decided with
**    the first empty stack. If S holds one card, the move gives the
**    position itself up to swapping S and T: no decision.
**  - No move changes the number of suits S (an ace cannot go), so when
**    S != n every child has the verdict of the position (stacks.c).
**  - If the position is lost, so is every position one move away.
** Limits apply to each decision separately; a class that runs out is
** WN_UNKNOWN. No I/O, no globals.
*/
#include <stdlib.h>
#include "games/stacks_ctx.h"
#include "games/stacks_decide.h"
#include "games/stacks_hint.h"
#include "games/stacks_moves.h"

/* A stack's top card and its stack, for sorting (list_moves). */
struct stacks_top {
  uint32_t suit, value, stack;
};

void stacks_hint_free(stacks_ctx *ctx) {
  wn_mem_free(&ctx->mem, ctx->hcards, ctx->hcardcap * sizeof *ctx->hcards);
  wn_mem_free(&ctx->mem, ctx->hstacks, ctx->hncap * sizeof *ctx->hstacks);
  wn_mem_free(&ctx->mem, ctx->hheight, ctx->hncap2 * sizeof *ctx->hheight);
  wn_mem_free(&ctx->mem, ctx->hmoves, ctx->hmovecap * sizeof *ctx->hmoves);
  wn_mem_free(&ctx->mem, ctx->htops, ctx->htopcap * sizeof *ctx->htops);
  ctx->htops = NULL;
  ctx->htopcap = 0;
  ctx->hcards = NULL;
  ctx->hstacks = NULL;
  ctx->hheight = NULL;
  ctx->hmoves = NULL;
  ctx->hcardcap = ctx->hncap = ctx->hncap2 = ctx->hmovecap = 0;
  ctx->nhmoves = ctx->hn = 0;
}

/* 0 if n stacks of these heights and cards are in range, else WN_EINVAL. */
static int check_position(const stacks_card *const *stacks,
                          const size_t *heights, size_t n, size_t *total) {
  size_t sum = 0;
  if (n < 1 || n > STACKS_MAX_CARDS || !stacks || !heights)
    return WN_EINVAL;
  for (size_t i = 0; i < n; i++) {
    if (heights[i] > STACKS_MAX_CARDS - sum || (heights[i] && !stacks[i]))
      return WN_EINVAL;
    sum += heights[i];
    for (size_t j = 0; j < heights[i]; j++)
      if (stacks[i][j].value - 1 >= STACKS_MAX_VALUE ||
          stacks[i][j].suit - 1 >= STACKS_MAX_VALUE)
        return WN_EINVAL;
  }
  *total = sum;
  return 0;
}

/* Copy the checked position into ctx. Returns 0 or a memory failure. */
static int copy_position(stacks_ctx *ctx, const stacks_card *const *stacks,
                         const size_t *heights, size_t n, size_t total) {
  int rc;
  if ((rc = wn_mem_grow(&ctx->mem, (void **)&ctx->hcards, &ctx->hcardcap,
                        total ? total : 1, sizeof *ctx->hcards)) ||
      (rc = wn_mem_grow(&ctx->mem, (void **)&ctx->hstacks, &ctx->hncap, n,
                        sizeof *ctx->hstacks)) ||
      (rc = wn_mem_grow(&ctx->mem, (void **)&ctx->hheight, &ctx->hncap2, n,
                        sizeof *ctx->hheight)))
    return rc;
  stacks_card *p = ctx->hcards;
  for (size_t i = 0; i < n; i++) {
    ctx->hstacks[i] = p;
    ctx->hheight[i] = (uint32_t)heights[i];
    if (heights[i])
      memcpy(p, stacks[i], heights[i] * sizeof *p);
    p += heights[i];
  }
  ctx->hn = n;
  ctx->htotal = total;
  return 0;
}

/* ---- the legal moves ---- */

static int by_suit_value(const void *pa, const void *pb) {
  const struct stacks_top *a = pa, *b = pb;
  if (a->suit != b->suit)
    return a->suit < b->suit ? -1 : 1;
  if (a->value != b->value)
    return a->value < b->value ? -1 : 1;
  return a->stack < b->stack ? -1 : a->stack > b->stack;
}

static int by_stack(const void *pa, const void *pb) {
  const struct stacks_top *a = pa, *b = pb;
  return a->stack < b->stack ? -1 : a->stack > b->stack;
}

/*
** The removable stacks in stack order, into tops[0..*nr): a top is
** removable when it is the lowest of two or more tops of its suit. The
** tops are sorted by (suit, value), so it is the first of a run of two
** or more. tops has room for every non-empty stack.
*/
static void find_removals(const stacks_ctx *ctx, struct stacks_top *tops,
                          size_t *nr) {
  size_t k = 0, r = 0;
  for (size_t i = 0; i < ctx->hn; i++)
    if (ctx->hheight[i] > 0) {
      tops[k].suit = ctx->hstacks[i][0].suit;
      tops[k].value = ctx->hstacks[i][0].value;
      tops[k++].stack = (uint32_t)i;
    }
  qsort(tops, k, sizeof *tops, by_suit_value);
  for (size_t a = 0; a + 1 < k; a++)
    if (tops[a + 1].suit == tops[a].suit &&
        (a == 0 || tops[a - 1].suit != tops[a].suit))
      tops[r++] = tops[a]; /* r <= a: nothing unread is overwritten */
  qsort(tops, r, sizeof *tops, by_stack);
  *nr = r;
}

/*
** Append every mS>T to ctx->hmoves, which has room, by (S, T). Each S
** has the same targets: the first S finds them by a scan, the others
** copy them, so this takes O(n + moves).
*/
static void list_relocations(stacks_ctx *ctx, size_t nempty) {
  stacks_move_value *mv = ctx->hmoves;
  size_t m = ctx->nhmoves, first = SIZE_MAX;
  for (size_t s = 0; s < ctx->hn && nempty > 0; s++) {
    if (ctx->hheight[s] == 0)
      continue;
    if (first == SIZE_MAX) { /* the first S: find the empty stacks */
      first = m;
      for (size_t t = 0; t < ctx->hn; t++)
        if (ctx->hheight[t] == 0)
          mv[m++].move.to = (uint32_t)t + 1;
    } else {
      for (size_t k = 0; k < nempty; k++, m++)
        mv[m].move.to = mv[first + k].move.to;
    }
    for (size_t k = m - nempty; k < m; k++) {
      mv[k].move.from = (uint32_t)s + 1;
      mv[k].verdict = WN_UNKNOWN;
    }
  }
  ctx->nhmoves = m;
}

/*
** List every legal move of the copied position in ctx->hmoves (verdicts
** not yet set): removals in stack order, then mS>T by (S, T). Returns 0
** or a memory failure.
*/
static int list_moves(stacks_ctx *ctx) {
  size_t n = ctx->hn, full = 0, nr = 0;
  for (size_t i = 0; i < n; i++)
    full += ctx->hheight[i] > 0;
  uint64_t count = (uint64_t)full * (n - full) + full;
  if (count > SIZE_MAX / sizeof *ctx->hmoves)
    return WN_ENOMEM;
  int rc = wn_mem_grow(&ctx->mem, (void **)&ctx->hmoves, &ctx->hmovecap,
                       count ? (size_t)count : 1, sizeof *ctx->hmoves);
  if (!rc)
    rc = wn_mem_grow(&ctx->mem, (void **)&ctx->htops, &ctx->htopcap,
                     full ? full : 1, sizeof *ctx->htops);
  if (rc)
    return rc;
  /* the tops get an array of their own: sorting them inside hmoves
     would read one type through another (the wasm build miscompiled it) */
  struct stacks_top *tops = ctx->htops;
  find_removals(ctx, tops, &nr);
  stacks_move_value *mv = ctx->hmoves;
  for (size_t k = 0; k < nr; k++) {
    uint32_t s = tops[k].stack;
    mv[k].move.from = s + 1;
    mv[k].move.to = 0;
    mv[k].verdict = WN_UNKNOWN;
  }
  ctx->nhmoves = nr;
  list_relocations(ctx, n - full);
  return 0;
}

/* ---- child positions ---- */

struct undo {
  size_t s, t;                       /* t == SIZE_MAX: a removal */
  const stacks_card *top_s;
  uint32_t height_s;
};

/* Turn the copied position into the one move m leaves. */
static void apply(stacks_ctx *ctx, stacks_move m, struct undo *u) {
  size_t s = m.from - 1;
  assert(ctx->hheight[s] > 0); /* a listed move: S is not empty */
  u->s = s;
  u->t = m.to ? m.to - 1 : SIZE_MAX;
  u->top_s = ctx->hstacks[s];
  u->height_s = ctx->hheight[s];
  if (m.to) {
    assert(ctx->hheight[m.to - 1] == 0); /* a listed move: T is empty */
    ctx->hstacks[m.to - 1] = u->top_s;
    ctx->hheight[m.to - 1] = 1;
  }
  ctx->hstacks[s]++;
  ctx->hheight[s]--;
}

static void undo(stacks_ctx *ctx, const struct undo *u) {
  ctx->hstacks[u->s] = u->top_s;
  ctx->hheight[u->s] = u->height_s;
  if (u->t != SIZE_MAX)
    ctx->hheight[u->t] = 0;
}

/*
** Decide the copied position as it stands, under fresh limits, adding
** its states to the hint's. 'again': it holds the cards of the position
** decided last, so the suits need no new scan (stacks_decide_again).
** Returns a verdict, or WN_ENOMEM / WN_EINVAL.
*/
static int decide_copy(stacks_ctx *ctx, int again) {
  wn_budget_start(&ctx->budget, &ctx->limits);
  int rc = again ? 0 : stacks_prepare(ctx, ctx->hn);
  if (rc == 0) {
    memcpy(ctx->height, ctx->hheight, ctx->hn * sizeof *ctx->height);
    rc = again ? stacks_decide_again(ctx, ctx->hstacks, ctx->hn)
               : stacks_decide(ctx, ctx->hstacks, ctx->hn);
  }
  rc = wn_stop_verdict(&ctx->budget, rc);
  ctx->hstates += ctx->budget.states;
  if (ctx->budget.hit)
    ctx->hhit = ctx->budget.hit;
  return rc;
}

/*
** The verdict of every move from S onto an empty stack (one class),
** move k being the first. If S holds one card, the move only swaps S
** and the empty stack: the verdict is 'here', the position's.
*/
static int decide_class(stacks_ctx *ctx, size_t k, int here) {
  int verdict = here;
  if (ctx->hheight[ctx->hmoves[k].move.from - 1] > 1) {
    struct undo u;
    apply(ctx, ctx->hmoves[k].move, &u); /* a relocation: same cards */
    verdict = decide_copy(ctx, ctx->scanned);
    undo(ctx, &u);
  }
  for (size_t j = k; j < ctx->nhmoves; j++) {
    if (ctx->hmoves[j].move.from != ctx->hmoves[k].move.from)
      break;
    ctx->hmoves[j].verdict = verdict;
  }
  return verdict < 0 ? verdict : 0;
}

/*
** Value every listed move. 'here' is the verdict of the position itself
** (every removal's; every relocation's when it is a loss, or when the
** suits are not as many as the stacks: ctx->nsuits is then that of the
** position, since a decision that ends in a verdict has counted them).
** Returns 0 or WN_ENOMEM / WN_EINVAL.
*/
static int value_moves(stacks_ctx *ctx, int here) {
  size_t k = 0;
  for (; k < ctx->nhmoves && ctx->hmoves[k].move.to == 0; k++)
    ctx->hmoves[k].verdict = here;
  if (here == WN_LOSS || (here == WN_WIN && ctx->nsuits != ctx->hn)) {
    /* lost: so is every position one move away; else stacks.c decides
       on the suit count alone, which no move changes */
    for (; k < ctx->nhmoves; k++)
      ctx->hmoves[k].verdict = here;
    return 0;
  }
  for (; k < ctx->nhmoves; k++) {
    if (k > 0 && ctx->hmoves[k - 1].move.to != 0 &&
        ctx->hmoves[k - 1].move.from == ctx->hmoves[k].move.from)
      continue; /* the class of S is decided */
    int rc = decide_class(ctx, k, here);
    if (rc)
      return rc;
  }
  return 0;
}

/* Is every stack of the copied position down to one card or none? */
static int won_already(const stacks_ctx *ctx) {
  for (size_t i = 0; i < ctx->hn; i++)
    if (ctx->hheight[i] > 1)
      return 0;
  return 1;
}

/* The verdict of the position from its moves'. */
static int combine(const stacks_ctx *ctx) {
  int verdict = WN_LOSS;
  if (won_already(ctx))
    return WN_WIN;
  for (size_t k = 0; k < ctx->nhmoves; k++) {
    if (ctx->hmoves[k].verdict == WN_WIN)
      return WN_WIN;
    if (ctx->hmoves[k].verdict == WN_UNKNOWN)
      verdict = WN_UNKNOWN;
  }
  return verdict;
}

int stacks_hint(stacks_ctx *ctx, const stacks_card *const *stacks,
                const size_t *heights, size_t n) {
  size_t total = 0;
  ctx->nhmoves = ctx->nproof = 0;
  ctx->hstates = 0;
  ctx->hhit = WN_LIMIT_NONE;
  ctx->mem.cap = ctx->limits.max_memory;
  wn_budget_start(&ctx->budget, &ctx->limits);
  int rc = check_position(stacks, heights, n, &total);
  if (rc == 0)
    rc = copy_position(ctx, stacks, heights, n, total);
  int here = rc ? rc : decide_copy(ctx, 0); /* sets ctx->nsuits */
  stacks_reason reason = ctx->reason;
  if (here >= 0 && (rc = list_moves(ctx)) == 0)
    rc = value_moves(ctx, here);
  ctx->reason = reason;
  ctx->budget.states = ctx->hstates;
  ctx->budget.hit = ctx->hhit;
  if (here < 0 || rc) {
    ctx->nhmoves = 0;
    return wn_stop_verdict(&ctx->budget, here < 0 ? here : rc);
  }
  int verdict = combine(ctx);
  /* a position wins iff it is won or a move wins: the two agree */
  assert(here == WN_UNKNOWN || verdict == WN_UNKNOWN || verdict == here);
  return verdict;
}

const stacks_move_value *stacks_hint_moves(const stacks_ctx *ctx,
                                           size_t *nmoves) {
  *nmoves = ctx->nhmoves;
  return ctx->hmoves;
}

const stacks_move *stacks_hint_line(stacks_ctx *ctx, size_t i,
                                    size_t *nmoves) {
  *nmoves = 0;
  if (i >= ctx->nhmoves || ctx->hmoves[i].verdict != WN_WIN)
    return NULL;
  wn_budget saved = ctx->budget;
  stacks_reason reason = ctx->reason;
  uint64_t states = ctx->hstates;
  wn_limit_hit hit = ctx->hhit;
  stacks_move m = ctx->hmoves[i].move;
  struct undo u;
  apply(ctx, m, &u);
  int rc = decide_copy(ctx, 0); /* a removal changes the suits' kings */
  if (rc == WN_WIN)
    rc = stacks_build_moves(ctx, ctx->hstacks, ctx->hn,
                            ctx->htotal - (m.to == 0));
  undo(ctx, &u);
  ctx->hstates = states; /* the hint's figures stay as they were */
  ctx->hhit = hit;
  ctx->budget = saved;
  ctx->reason = reason;
  if (rc != 0) /* a limit, memory, or repeated cards (stacks_solve) */
    return NULL;
  *nmoves = ctx->nproof;
  return ctx->proof;
}

int stacks_play_moves(const stacks_card *const *stacks, size_t n, size_t c,
                      const stacks_move *moves, size_t nmoves,
                      const stacks_card **top, size_t *heights,
                      stacks_card *moved) {
  for (size_t i = 0; i < n; i++) {
    top[i] = stacks[i];
    heights[i] = c;
  }
  for (size_t k = 0; k < nmoves; k++) {
    size_t s = moves[k].from - 1, t = moves[k].to - 1; /* to 0: a removal */
    if (moves[k].from < 1 || moves[k].from > n || heights[s] == 0 ||
        (moves[k].to && (moves[k].to > n || heights[t] != 0)))
      return WN_EMOVE;
    if (moves[k].to) {
      moved[t] = top[s][0];
      top[t] = &moved[t];
      heights[t] = 1;
    }
    top[s]++;
    heights[s]--;
  }
  return 0;
}
