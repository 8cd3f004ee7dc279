/*
** hitormiss.c: plays Hit or Miss to the end, a whole pass at a time.
**
** A pass turns every card a player holds once, at consecutive counts:
** the card at position i is turned at cycle t + i with count c + i,
** whatever happened to the cards before it (each turn takes a cycle, hit
** or miss). So the hits of a pass are just the cards equal to their
** count, and the next deck is the misses in order, each followed by the
** card that arrived in its cycle, if any: one branch-free loop.
**
** A pass over a deck of QUICK_MIN or more cards with nothing arriving
** (player 1, mostly) finds its hits 16 cards at a time instead: the
** deck's bytes against counts[c] (c, c+1, ... mod 13) with SSE2
** compares, giving a bit mask; the next deck is copied in runs between
** the hits, 16 bytes a step. Smaller decks, and passes with arrivals,
** take the per-card loop: with few cards and an event in most passes,
** its lack of branches beats the masks (docs/hitormiss.md has figures).
**
** A pass without hit or arrival leaves the same deck and moves the count
** by m (the deck size): the card at position i is then hit in the first
** later pass k with k*m = card - c - i (mod 13). If 13 does not divide m
** every card has such a k in 0..12; if it does, none has. So ktab gives
** the number of idle passes, and they are skipped at once (up to the pass
** holding the next arrival): an idle stretch costs O(deck), not O(cycles).
**
** A player's play depends only on the cards passed to it and when, and
** those are exactly the hits of the player before it. So the players are
** played one after the other, each against the list of hits of the
** previous one ('struct flow'). Invariant: a player is done when it has
** no card and none will come, or when its deck can never hit (no k) and
** none will come; either way it never hits again (docs/hitormiss.md).
** The game is won iff the last player hit all 52 cards.
**
** Where the CPU allows (checked here at run time), hitormiss_events.c
** moves decks of at most EVENT_MAX cards one event at a time instead
** (SSE4.1), does big passes by AVX-512 compresses, and plays
** hitormiss_play_many's decks three at once so that one deck's chain of
** dependent steps runs beside the others'. docs/hitormiss.md has the
** figures and what was tried.
**
** Ranks are stored as rank - 1 (0..12) and counts as count - 1, so a hit
** is equality mod 13. No I/O, no globals: all state is in hitormiss_ctx.
*/
#include "games/hitormiss_ctx.h"
#include "games/hitormiss_events.h"
#include "games/hitormiss_pass.h"

/* k*a = e (mod 13) for every a, e; a = 0 only allows e = 0 (k = 0). */
static void fill_ktab(uint8_t ktab[13][26]) {
  for (int a = 0; a < 13; a++)
    for (int x = 0; x < 26; x++) {
      int e = x % 13;
      ktab[a][x] = a == 0 ? (e == 0 ? 0 : NO_K) : NO_K;
      for (int k = 0; a && k < 13; k++)
        if (k * a % 13 == e)
          ktab[a][x] = (uint8_t)k;
    }
}

/* Does this CPU have SSE4.1 (and so SSSE3)? */
static int has_sse41(void) {
#if defined(HM_EVENTS)
  unsigned a, b, c, d;
  return __get_cpuid(1, &a, &b, &c, &d) && (c >> 19 & 1) && (c >> 9 & 1);
#else
  return 0;
#endif
}

/* AVX-512 BW and VBMI2, with the ZMM state enabled by the system? */
static int has_vbmi2(void) {
#if defined(HM_EVENTS)
  unsigned a, b, c, d;
  if (!__get_cpuid(1, &a, &b, &c, &d) || !(c >> 27 & 1)) /* OSXSAVE */
    return 0;
  unsigned lo, hi;
  __asm__("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
  if ((lo & 0xe6) != 0xe6) /* SSE, AVX, opmask, ZMM state */
    return 0;
  if (!__get_cpuid_count(7, 0, &a, &b, &c, &d))
    return 0;
  return (b >> 16 & 1) && (b >> 30 & 1) && (c >> 6 & 1); /* F, BW, VBMI2 */
#else
  return 0;
#endif
}


void hitormiss_use_events(hitormiss_ctx *ctx, int on) {
  ctx->events = on && ctx->cpu_events;
  ctx->wide = on && ctx->cpu_wide;
}

void hitormiss_use_wide(hitormiss_ctx *ctx, int on) {
  ctx->wide = on && ctx->cpu_wide;
}

int hitormiss_uses_events(const hitormiss_ctx *ctx) { return ctx->events; }

hitormiss_ctx *hitormiss_new(const wn_allocator *alloc) {
  wn_mem mem;
  wn_mem_init(&mem, alloc);
  hitormiss_ctx *ctx = wn_mem_alloc(&mem, sizeof *ctx);
  if (!ctx)
    return NULL;
  memset(ctx, 0, sizeof *ctx);
  ctx->mem = mem;
  fill_ktab(ctx->ktab);
  for (int c = 0; c < 13; c++)
    for (int i = 0; i < 64; i++)
      ctx->counts[c][i] = (uint8_t)((c + i) % 13);
  for (int x = 0; x < 256; x++)
    ctx->mod13[x] = (uint8_t)(x % 13);
  hitormiss_fill_event_tables(ctx);
  ctx->events = ctx->cpu_events = has_sse41();
  ctx->wide = ctx->cpu_wide = has_vbmi2();
  return ctx;
}

void hitormiss_free(hitormiss_ctx *ctx) {
  if (!ctx)
    return;
  wn_mem mem = ctx->mem;
  wn_mem_free(&mem, ctx, sizeof *ctx);
}

void hitormiss_set_limits(hitormiss_ctx *ctx, const wn_limits *limits) {
  ctx->limits = *limits;
}

const uint8_t *hitormiss_last(const hitormiss_ctx *ctx) { return ctx->last; }
const uint32_t *hitormiss_hits(const hitormiss_ctx *ctx) { return ctx->hits; }
uint64_t hitormiss_cycles(const hitormiss_ctx *ctx) { return ctx->cycles; }
uint64_t hitormiss_states(const hitormiss_ctx *ctx) {
  return ctx->budget.states;
}
wn_limit_hit hitormiss_limit_hit(const hitormiss_ctx *ctx) {
  return ctx->budget.hit;
}

/*
** Play one player from cycle 1, count 1, with deck[0..m) (top first)
** against its arrivals 'in' (the previous player's hits), until it can
** never hit again; its hits go to 'out'. The pass engine, used with
** limits and where the event engine (below) is missing.
** Returns 0, or WN_STOPPED when a limit ran out.
*/
static int play_seat(hitormiss_ctx *ctx, const uint8_t *deck, unsigned m,
                     const struct flow *in, struct flow *out) {
  uint8_t buf[2][DECK_PAD];
  memset(buf, 0, sizeof buf); /* bytes past the deck: read, never used */
  memcpy(buf[0], deck, m);
  struct seat s = {buf[0], buf[1], m, 0, 0, 1, arrival(in, 0)};
  out->n = 0;
  for (;;) {
    if (s.m == 0) { /* wait, count unchanged, for a card or for ever */
      if (s.next == NEVER)
        return 0;
      s.d[s.m++] = in->card[s.a++];
      if (ctx->limited && hitormiss_spend(ctx, out, 0, 1))
        return WN_STOPPED;
      s.t = s.next + 1;
      s.next = arrival(in, s.a);
      continue;
    }
    int rc = hitormiss_pass_one(ctx, &s, in, out);
    if (rc)
      return rc == 1 ? 0 : rc;
  }
}


/* Sum up seat j's hits in 'out' into the results. */
static void record(hitormiss_ctx *ctx, int j, const struct flow *out) {
  ctx->hits[j] = (uint32_t)out->n;
  if (out->n) {
    ctx->last[j] = (uint8_t)(out->card[out->n - 1] + 1);
    if (out->cycle[out->n - 1] > ctx->cycles)
      ctx->cycles = out->cycle[out->n - 1];
  }
}

/* Clear the results and start the budget of a new game. */
static void reset(hitormiss_ctx *ctx) {
  if (ctx->limits.timeout > 0) {
    wn_budget_start(&ctx->budget, &ctx->limits);
  } else { /* the same without reading the clock, which costs about as
           ** much as playing a small game */
    memset(&ctx->budget, 0, sizeof ctx->budget);
    ctx->budget.lim = ctx->limits;
  }
  ctx->cycles = 0;
  ctx->limited = ctx->limits.max_states != 0 || ctx->limits.timeout > 0;
  memset(ctx->last, 0, sizeof ctx->last);
  memset(ctx->hits, 0, sizeof ctx->hits);
}

/* Are the player count and the ranks in range? */
static int valid_deck(const uint8_t *ranks, int players) {
  if (players < 1 || players > HITORMISS_MAX_PLAYERS)
    return 0;
  for (int k = 0; k < HITORMISS_CARDS; k++)
    if (ranks[k] < 1 || ranks[k] > 13)
      return 0;
  return 1;
}

int hitormiss_play(hitormiss_ctx *ctx, const uint8_t *ranks, int players) {
  if (!valid_deck(ranks, players))
    return WN_EINVAL;
  reset(ctx);
  uint8_t deck[HITORMISS_CARDS];
  for (int k = 0; k < HITORMISS_CARDS; k++)
    deck[k] = (uint8_t)(ranks[k] - 1);
  struct flow *in = &ctx->flow[0], *out = &ctx->flow[1];
  in->n = 0; /* nobody passes to player 1 */
  for (int j = 0; j < players; j++) {
    unsigned m = j ? 0 : HITORMISS_CARDS;
    in->cycle[in->n] = NEVER; /* the event engine reads one past the end */
#if defined(HM_EVENTS)
    /* One deck at a time, the events' latency shows (docs/hitormiss.md):
    ** they pay for player 1 only, whose endgame is few cards and long
    ** idle stretches; the others hold few cards with an event in most
    ** passes, where the per-card loop is quicker. */
    int rc = j == 0 && ctx->events && !ctx->limited
                 ? hitormiss_play_seat_events(ctx, deck, m, in, out)
                 : play_seat(ctx, deck, m, in, out);
#else
    int rc = play_seat(ctx, deck, m, in, out);
#endif
    record(ctx, j, out);
    if (rc)
      return WN_UNKNOWN;
    struct flow *swap = in;
    in = out;
    out = swap;
  }
  if (!ctx->limited) /* not spent: every hit also arrived, but the last's */
    for (int j = 0; j < players; j++)
      ctx->budget.states += ctx->hits[j] * (j + 1 < players ? 2u : 1u);
  return ctx->hits[players - 1] == HITORMISS_CARDS ? WN_WIN : WN_LOSS;
}

/* Copy the last game's results into r. */
static void take_result(const hitormiss_ctx *ctx, int verdict,
                        hitormiss_result *r) {
  memset(r, 0, sizeof *r);
  r->verdict = verdict;
  memcpy(r->last, ctx->last, sizeof r->last);
  memcpy(r->hits, ctx->hits, sizeof r->hits);
  r->cycles = ctx->cycles;
  r->states = ctx->budget.states;
  r->limit = ctx->budget.hit;
}


int hitormiss_play_many(hitormiss_ctx *ctx, size_t n, const uint8_t *ranks,
                        const int *players, int flags,
                        hitormiss_result *res) {
  if (flags & ~HITORMISS_STOP_LOST)
    return WN_EINVAL;
  for (size_t i = 0; i < n; i++)
    if (!valid_deck(ranks + HITORMISS_CARDS * i, players[i]))
      return WN_EINVAL;
  int limited = ctx->limits.max_states != 0 || ctx->limits.timeout > 0;
#if defined(HM_EVENTS)
  if (ctx->events && !limited) {
    hitormiss_play_many_events(ctx, n, ranks, players,
                               (flags & HITORMISS_STOP_LOST) != 0, res);
    return 0;
  }
#endif
  (void)limited;
  for (size_t i = 0; i < n; i++) {
    int verdict = hitormiss_play(ctx, ranks + HITORMISS_CARDS * i, players[i]);
    take_result(ctx, verdict, &res[i]);
  }
  return 0;
}
