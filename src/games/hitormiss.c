/*
** hitormiss.c: plays Hit or Miss to the end by jumping from hit to hit.
**
** Between two hits a player's deck only rotates: with m cards and count
** c at cycle t, the card at queue offset i is on top at cycles
** t + i + k*m (k = 0, 1, ...) and is hit at the first of them whose
** count matches it, i.e. k*m = card - c - i (mod 13). For 13 not
** dividing m that has one solution k in 0..12; for 13 dividing m only
** k = 0 can work, else never. So a scan of the deck gives the player's
** next hit "if nothing arrives" (predict), and an idle stretch costs
** O(deck) instead of O(cycles).
**
** Invariant of the event loop: every player's prediction is exact as
** long as nothing is passed to them, and things are only passed at
** hits. Hence the earliest prediction over all players is the next hit
** of the game, and if every prediction is "never", no player will ever
** hit again: the game is stuck for good (the proof is in
** docs/hitormiss.md). Each event is at least one hit and a game has at
** most 52 * players hits, so a game ends after at most 520 events.
**
** Ranks are stored as rank - 1 (0..12) and counts as count - 1, so a hit
** is equality mod 13. A deck is an array d[0..m) read as a queue that
** starts at d[r] and wraps around; the state (r, c) belongs to the check
** phase of cycle t and is brought forward lazily.
** No I/O, no globals: all state is in struct hitormiss_ctx.
*/
#include "core/core.h"

#define NEVER UINT32_MAX
#define NO_K 0xff    /* ktab entry: this card can never be hit */

struct player {
  uint8_t d[HITORMISS_CARDS];
  uint8_t m;        /* cards held */
  uint8_t r;        /* index in d of the top card (0 when m == 0) */
  uint8_t c;        /* count - 1 at cycle t */
  uint8_t pos;      /* queue offset at cycle t of the card hit at next */
  uint32_t t;       /* the cycle (r, c) describe, before its check */
  uint32_t next;    /* cycle of the next hit if nothing arrives, or NEVER */
};

struct hitormiss_ctx {
  wn_mem mem;
  wn_limits limits;
  wn_budget budget;
  int players;
  uint64_t cycles;
  /* ktab[m % 13][e]: the pass k in which a card with (card - count -
  ** offset) = e (mod 13) is hit, e taken in 1..25, or NO_K. */
  uint8_t ktab[13][26];
  struct player pl[HITORMISS_MAX_PLAYERS];
  uint8_t last[HITORMISS_MAX_PLAYERS];
  uint32_t hits[HITORMISS_MAX_PLAYERS];
};

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

hitormiss_ctx *hitormiss_new(const wn_allocator *alloc) {
  wn_mem mem;
  wn_mem_init(&mem, alloc);
  hitormiss_ctx *ctx = wn_mem_alloc(&mem, sizeof *ctx);
  if (!ctx)
    return NULL;
  memset(ctx, 0, sizeof *ctx);
  ctx->mem = mem;
  fill_ktab(ctx->ktab);
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
** Set p->next and p->pos to p's first hit from cycle p->t on, assuming
** no card arrives: the least (k, offset) over the deck, k from ktab.
*/
static void predict(const hitormiss_ctx *ctx, struct player *p) {
  unsigned m = p->m, q = p->c, bestk = NO_K, besti = 0;
  const uint8_t *row = ctx->ktab[m % 13];
  for (unsigned i = 0, j = p->r; i < m; i++, j++) {
    if (j == m)
      j = 0;
    unsigned k = row[p->d[j] + 13 - q];
    if (k < bestk) {
      bestk = k;
      besti = i;
      if (k == 0) /* a hit on the first pass beats any later one */
        break;
    }
    q = q == 12 ? 0 : q + 1;
  }
  if (bestk == NO_K) {
    p->next = NEVER;
    return;
  }
  p->next = p->t + bestk * m + besti;
  p->pos = (uint8_t)besti;
}

/* Bring p forward to the check phase of cycle t, no hit in between. */
static void advance(struct player *p, uint32_t t) {
  assert(t >= p->t); /* time only moves forward */
  if (p->m) {
    uint32_t s = t - p->t;
    p->r = (uint8_t)((p->r + s) % p->m);
    p->c = (uint8_t)((p->c + s) % 13);
  }
  p->t = t;
}

/* p hits at cycle p->next: remove the card, return its rank - 1. */
static uint8_t take(struct player *p) {
  unsigned a = p->r + p->pos;
  if (a >= p->m)
    a -= p->m;
  uint8_t v = p->d[a];
  assert(v == (p->c + p->next - p->t) % 13); /* predict found a match */
  memmove(&p->d[a], &p->d[a + 1], (size_t)(p->m - a - 1));
  p->m--;
  p->r = (uint8_t)(a == p->m ? 0 : a); /* the next card is the new top */
  p->c = (uint8_t)(v == 12 ? 0 : v + 1);
  p->t = p->next + 1;
  return v;
}

/*
** Put card v at the bottom of p after the check phase of cycle t.
** Returns 1 if p's prediction still holds (its hit comes before the new
** card is reached), 0 if it must be predicted again.
*/
static int give(struct player *p, uint32_t t, uint8_t v) {
  advance(p, t + 1);
  unsigned m = p->m;
  assert(m < HITORMISS_CARDS); /* v came from upstream, so p lacks it */
  int keep = p->next != NEVER && p->next > t && p->next - (t + 1) < m;
  if (keep)
    p->pos = (uint8_t)(p->next - (t + 1));
  memmove(&p->d[p->r + 1], &p->d[p->r], m - p->r);
  p->d[p->r] = v; /* just above the top in array order: the bottom */
  p->r = (uint8_t)(m ? p->r + 1 : 0);
  p->m++;
  return keep;
}

/* The check and receive phases of cycle t, where some player hits. */
static void event(hitormiss_ctx *ctx, uint32_t t) {
  int n = ctx->players, dirty[HITORMISS_MAX_PLAYERS];
  int passed[HITORMISS_MAX_PLAYERS]; /* card each player let go, or -1 */
  for (int j = 0; j < n; j++) {
    passed[j] = -1;
    dirty[j] = ctx->pl[j].next == t;
    if (dirty[j]) {
      uint8_t v = take(&ctx->pl[j]);
      passed[j] = v;
      ctx->last[j] = (uint8_t)(v + 1);
      ctx->hits[j]++;
    }
  }
  for (int j = 1; j < n; j++)
    if (passed[j - 1] >= 0 && !give(&ctx->pl[j], t, (uint8_t)passed[j - 1]))
      dirty[j] = 1;
  for (int j = 0; j < n; j++)
    if (dirty[j])
      predict(ctx, &ctx->pl[j]);
}

static void deal_out(hitormiss_ctx *ctx, const uint8_t *ranks, int players) {
  ctx->players = players;
  ctx->cycles = 0;
  memset(ctx->pl, 0, sizeof ctx->pl);
  memset(ctx->last, 0, sizeof ctx->last);
  memset(ctx->hits, 0, sizeof ctx->hits);
  for (int j = 0; j < players; j++) {
    ctx->pl[j].t = 1;
    ctx->pl[j].next = NEVER;
  }
  struct player *first = &ctx->pl[0];
  for (int k = 0; k < HITORMISS_CARDS; k++)
    first->d[k] = (uint8_t)(ranks[k] - 1);
  first->m = HITORMISS_CARDS;
  predict(ctx, first);
}

int hitormiss_play(hitormiss_ctx *ctx, const uint8_t *ranks, int players) {
  if (players < 1 || players > HITORMISS_MAX_PLAYERS)
    return WN_EINVAL;
  for (int k = 0; k < HITORMISS_CARDS; k++)
    if (ranks[k] < 1 || ranks[k] > 13)
      return WN_EINVAL;
  wn_budget_start(&ctx->budget, &ctx->limits);
  deal_out(ctx, ranks, players);
  for (;;) {
    uint32_t t = NEVER;
    for (int j = 0; j < players; j++)
      if (ctx->pl[j].next < t)
        t = ctx->pl[j].next;
    if (t == NEVER)
      return WN_LOSS; /* nobody can hit, so nothing arrives: stuck */
    if (wn_budget_tick(&ctx->budget) ||
        (ctx->limits.timeout > 0 && wn_budget_check_time(&ctx->budget)))
      return WN_UNKNOWN;
    event(ctx, t);
    ctx->cycles = t;
    if (ctx->hits[players - 1] == HITORMISS_CARDS)
      return WN_WIN;
  }
}
