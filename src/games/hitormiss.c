/*
** hitormiss.c: plays Hit or Miss to the end by jumping from hit to hit.
**
** Between two events (a hit, or a card passed to it) a player's deck
** only rotates: with m cards and count c at cycle t, the card at queue
** offset i is on top at cycles t + i + k*m (k = 0, 1, ...) and is hit at
** the first of them whose count matches it, i.e. k*m = card - c - i
** (mod 13). For 13 not dividing m that has one solution k in 0..12; for
** 13 dividing m only k = 0 can work, else never. So one scan of the deck
** gives the player's next hit if nothing arrives (predict), and an idle
** stretch costs O(deck) instead of O(cycles). When the next card arrives
** before a full pass is over, only the cards examined until then can be
** hit, each on its first pass (window_hit), so no more is looked at.
**
** A player's play depends only on the cards passed to it and when, and
** those are exactly the hits of the player before it. So the players
** are played one after the other, each against the list of hits of the
** previous one ('struct flow'); player 1, who receives nothing, is
** played a whole pass at a time (play_alone). Invariant: a player is
** done when it cannot hit before the next arrival and no arrival is
** left; it then never hits again (docs/hitormiss.md). The game is won
** iff the last player hit all 52 cards. Every event is a hit or an
** arrival, so a game takes at most 52 + 104 * (players - 1) events.
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
  uint32_t next;    /* cycle of the next hit, or NEVER (see next_hit) */
};

/*
** The cards one player lets go, in order: cycle of the hit, rank - 1.
** One spare slot takes play_alone's unconditional store.
*/
struct flow {
  uint32_t cycle[HITORMISS_CARDS + 1];
  uint8_t card[HITORMISS_CARDS + 1];
  int n;
};

struct hitormiss_ctx {
  wn_mem mem;
  wn_limits limits;
  wn_budget budget;
  uint64_t cycles;
  /* ktab[m % 13][e]: the pass k in which a card with (card - count -
  ** offset) = e (mod 13) is hit, e taken in 1..25, or NO_K. */
  uint8_t ktab[13][26];
  struct flow flow[2];    /* into and out of the player being played */
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

/* One step of predict's scan: the card d at queue offset i. */
#define SCAN_ONE(dj)                                                         \
  do {                                                                       \
    unsigned k = row[(dj) + 13 - q];                                         \
    if (k == 0)                                                              \
      goto first_pass;                                                       \
    unsigned key = k << 6 | i; /* i < 64: orders by (k, i) */                \
    best = key < best ? key : best;                                          \
    q = q == 12 ? 0 : q + 1;                                                 \
    i++;                                                                     \
  } while (0)

/*
** Set p->next and p->pos to p's first hit from cycle p->t on, assuming
** no card arrives: the least (k, offset) over the deck, k from ktab, or
** NEVER. A hit on the first pass (k = 0) ends the scan at once.
*/
static void predict(const hitormiss_ctx *ctx, struct player *p) {
  unsigned m = p->m, q = p->c, i = 0, best = UINT32_MAX;
  const uint8_t *row = ctx->ktab[m % 13], *d = p->d;
  for (unsigned j = p->r; j < m; j++)
    SCAN_ONE(d[j]);
  for (unsigned j = 0; j < p->r; j++)
    SCAN_ONE(d[j]);
  if (best >> 6 >= NO_K) { /* also m == 0 */
    p->next = NEVER;
    return;
  }
  p->next = p->t + (best >> 6) * m + (best & 63);
  p->pos = (uint8_t)(best & 63);
  return;
first_pass:
  p->next = p->t + i;
  p->pos = (uint8_t)i;
}

/* The first of the next w <= m checks that hits, all on a first pass. */
static int window_hit(struct player *p, unsigned w) {
  unsigned q = p->c, m = p->m, j = p->r;
  for (unsigned i = 0; i < w; i++) {
    if (p->d[j] == q) {
      p->next = p->t + i;
      p->pos = (uint8_t)i;
      return 1;
    }
    q = q == 12 ? 0 : q + 1;
    j = j + 1 == m ? 0 : j + 1;
  }
  return 0;
}

/* Bring p forward to the check phase of cycle t, no hit in between. */
static void advance(struct player *p, uint32_t t) {
  assert(t >= p->t); /* time only moves forward */
  uint32_t s = t - p->t, m = p->m;
  p->t = t;
  if (!m)
    return;
  p->c = (uint8_t)((p->c + s) % 13);
  if (s >= m) /* rare: most arrivals come within a pass */
    s %= m;
  s += p->r;
  p->r = (uint8_t)(s >= m ? s - m : s);
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

/* Put card v at the bottom of p after the check phase of cycle t. */
static void give(struct player *p, uint32_t t, uint8_t v) {
  advance(p, t + 1);
  unsigned m = p->m;
  assert(m < HITORMISS_CARDS); /* v came from upstream, so p lacks it */
  memmove(&p->d[p->r + 1], &p->d[p->r], m - p->r);
  p->d[p->r] = v; /* just above the top in array order: the bottom */
  p->r = (uint8_t)(m ? p->r + 1 : 0);
  p->m++;
}

/*
** Whether p hits at some cycle <= limit (NEVER: any time) if no card
** arrives before; if so p->next and p->pos say where.
*/
static int next_hit(const hitormiss_ctx *ctx, struct player *p,
                    uint32_t limit) {
  assert(limit == NEVER || limit + 1 >= p->t); /* arrivals are in order */
  if (limit != NEVER && limit + 1 - p->t <= p->m)
    return window_hit(p, limit + 1 - p->t);
  predict(ctx, p);
  return p->next != NEVER && p->next <= limit;
}

/* A state or time limit ran out (budget.hit says which). */
#define OUT_OF_BUDGET (-101)

static int out_of_budget(hitormiss_ctx *ctx) {
  return wn_budget_tick(&ctx->budget) ||
         (ctx->limits.timeout > 0 && wn_budget_check_time(&ctx->budget));
}

/*
** Play one player from its arrivals 'in' (cards passed to it, by cycle)
** until it cannot hit before the next arrival and none is left; its
** hits go to 'out'. Returns 0, or OUT_OF_BUDGET after an event limit.
*/
static int play_seat(hitormiss_ctx *ctx, struct player *p,
                     const struct flow *in, struct flow *out) {
  out->n = 0;
  for (int a = 0;;) {
    uint32_t arrive = a < in->n ? in->cycle[a] : NEVER;
    int hit = next_hit(ctx, p, arrive); /* a check comes before a receive */
    if (!hit && arrive == NEVER)
      return 0;
    if (out_of_budget(ctx))
      return OUT_OF_BUDGET;
    if (hit) {
      out->cycle[out->n] = p->next;
      out->card[out->n++] = take(p);
    } else {
      give(p, arrive, in->card[a++]);
    }
  }
}

/*
** Count h more events (hits found in one go). If that passes the state
** limit, keep only the hits still allowed in out and return nonzero.
*/
static int spend(hitormiss_ctx *ctx, struct flow *out, unsigned h) {
  wn_budget *b = &ctx->budget;
  uint64_t max = b->lim.max_states;
  if (max && b->states + h > max) {
    out->n -= (int)(b->states + h - max);
    b->states = max + 1; /* as wn_budget_tick counts the refused event */
    b->hit = WN_LIMIT_STATES;
    return 1;
  }
  b->states += h;
  return ctx->limits.timeout > 0 && wn_budget_check_time(b);
}

/*
** Play player 1, who never receives a card, pass by pass: a pass turns
** every card once at consecutive counts, so its hits are just the cards
** equal to their count, and the misses keep their order for the next
** pass (compacted in place, without branches). After a pass without a
** hit the idle passes are skipped at once, k from ktab. Same contract
** as play_seat; p->r must be 0.
*/
static int play_alone(hitormiss_ctx *ctx, struct player *p,
                      struct flow *out) {
  assert(p->r == 0 && p->m == HITORMISS_CARDS); /* as the deck is dealt */
  unsigned m = p->m, c = p->c;
  uint32_t t = p->t;
  uint8_t *d = p->d;
  out->n = 0;
  while (m) {
    unsigned q = c, w = 0, n0 = (unsigned)out->n, n = n0;
    for (unsigned i = 0; i < m; i++) {
      unsigned x = d[i], hit = x == q;
      d[w] = (uint8_t)x;
      w += !hit;
      out->cycle[n] = t + i; /* kept only if it was a hit */
      out->card[n] = (uint8_t)x;
      n += hit;
      q = q == 12 ? 0 : q + 1;
    }
    out->n = (int)n;
    if (spend(ctx, out, n - n0))
      return OUT_OF_BUDGET;
    t += m;
    c = (c + m) % 13;
    if (n == n0) { /* no hit, so the same deck comes round again */
      const uint8_t *row = ctx->ktab[m % 13];
      unsigned k = NO_K;
      for (unsigned i = 0; i < m; i++, q = q == 12 ? 0 : q + 1)
        k = row[d[i] + 13 - q] < k ? row[d[i] + 13 - q] : k;
      if (k == NO_K)
        return 0; /* stuck for good (13 divides m, no match) */
      t += k * m;
      c = (c + k * m) % 13;
    }
    m = w;
  }
  return 0;
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
  } else { /* the same without reading the clock (0.1 us here, 10%) */
    memset(&ctx->budget, 0, sizeof ctx->budget);
    ctx->budget.lim = ctx->limits;
  }
  ctx->cycles = 0;
  memset(ctx->last, 0, sizeof ctx->last);
  memset(ctx->hits, 0, sizeof ctx->hits);
}

int hitormiss_play(hitormiss_ctx *ctx, const uint8_t *ranks, int players) {
  if (players < 1 || players > HITORMISS_MAX_PLAYERS)
    return WN_EINVAL;
  for (int k = 0; k < HITORMISS_CARDS; k++)
    if (ranks[k] < 1 || ranks[k] > 13)
      return WN_EINVAL;
  reset(ctx);
  struct player p = {.m = HITORMISS_CARDS, .t = 1};
  for (int k = 0; k < HITORMISS_CARDS; k++)
    p.d[k] = (uint8_t)(ranks[k] - 1);
  struct flow *in = &ctx->flow[0], *out = &ctx->flow[1];
  for (int j = 0; j < players; j++) {
    int rc = j ? play_seat(ctx, &p, in, out) : play_alone(ctx, &p, out);
    record(ctx, j, out);
    if (rc)
      return WN_UNKNOWN;
    struct flow *swap = in;
    in = out;
    out = swap;
    p = (struct player){.t = 1}; /* the next player: empty, count 1 */
  }
  return ctx->hits[players - 1] == HITORMISS_CARDS ? WN_WIN : WN_LOSS;
}
