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
#include "games/hitormiss_impl.h"

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
  ctx->events = on && has_sse41();
  ctx->wide = on && has_vbmi2();
}

void hitormiss_use_wide(hitormiss_ctx *ctx, int on) {
  ctx->wide = on && has_vbmi2();
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
  ctx->events = has_sse41();
  ctx->wide = has_vbmi2();
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
** Count the events of one pass: h hits and 'got' cards received. If that
** passes the state limit, keep only the hits still allowed in out (the
** overflow is taken from the hits) and return nonzero; also when time
** ran out.
*/
static int spend(hitormiss_ctx *ctx, struct flow *out, unsigned h,
                 unsigned got) {
  wn_budget *b = &ctx->budget;
  uint64_t max = b->lim.max_states, events = (uint64_t)h + got;
  if (max && b->states + events > max) {
    uint64_t over = b->states + events - max;
    out->n -= (int)(over < h ? over : h);
    b->states = max; /* as wn_budget_tick: the refused ones not counted */
    b->hit = WN_LIMIT_STATES;
    return 1;
  }
  b->states += events;
  return (ctx->limits.timeout > 0 || ctx->limits.cancel) &&
         wn_budget_check_time(b);
}


/*
** Bit i set iff d[i] == p[i], for i < m (m <= 52; d and p readable to
** 64 bytes). With SSE2 (every x86-64) 16 cards a compare; else a loop.
*/
static inline uint64_t equal_bytes(const uint8_t *d, const uint8_t *p,
                                   unsigned m) {
  uint64_t bits = 0;
#if defined(__SSE2__)
  for (unsigned k = 0; 16 * k < m; k++) {
    __m128i x = _mm_loadu_si128((const __m128i *)(const void *)(d + 16 * k));
    __m128i y = _mm_loadu_si128((const __m128i *)(const void *)(p + 16 * k));
    uint32_t eq = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(x, y));
    bits |= (uint64_t)eq << (16 * k);
  }
#else
  for (unsigned i = 0; i < m; i++)
    bits |= (uint64_t)(d[i] == p[i]) << i;
#endif
  return bits & ((UINT64_C(1) << m) - 1);
}

/*
** The number of whole passes over d[0..m) (m >= 1) starting at count q
** that go by without a hit, nothing arriving: NO_K if it never hits.
*/
static unsigned idle_passes(const hitormiss_ctx *ctx, const uint8_t *d,
                            unsigned m, unsigned q) {
  const uint8_t *row = ctx->ktab[m % 13];
  unsigned k = NO_K;
  for (unsigned i = 0; i < m; i++, q = q == 12 ? 0 : q + 1)
    k = row[d[i] + 13 - q] < k ? row[d[i] + 13 - q] : k;
  return k;
}

/*
** Append src[0..len) at dst, in 16-byte steps: up to 15 bytes past each
** end are read and written (the deck buffers have DECK_PAD to spare, and
** bytes past the deck are never used).
*/
static inline void copy_run(uint8_t *dst, const uint8_t *src, unsigned len) {
  for (unsigned j = 0; j < len; j += 16)
    memcpy(dst + j, src + j, 16);
}



/*
** One pass over s->m >= 1 cards (see the file comment), then the idle
** passes that follow it skipped. Returns 0 to go on, 1 when the player
** can never hit again (nothing arrives, no k), WN_STOPPED at a limit.
*/
static inline int one_pass(hitormiss_ctx *ctx, struct seat *s,
                           const struct flow *in, struct flow *out) {
  uint8_t *d = s->d, *e = s->e;
  unsigned m = s->m, c = s->c;
  int a = s->a;
  uint32_t t = s->t, next = s->next;
  assert(m >= 1 && (next == NEVER || next >= t)); /* earlier ones placed */
  unsigned q = c, w = 0, n0 = (unsigned)out->n, n = n0;
#if defined(HM_EVENTS)
  if (ctx->wide && m >= QUICK_MIN && next - t >= m) {
    n += hitormiss_wide_pass(ctx, d, e, m, c, t, out);
    w = m - (n - n0);
    q = ctx->mod13[c + m];
  } else
#endif
  if (m >= QUICK_MIN && next - t >= m) { /* big deck, no arrival: masks */
    unsigned from = 0;
    for (uint64_t hit = equal_bytes(d, ctx->counts[c], m); hit;
         hit &= hit - 1) {
      unsigned i = (unsigned)wn_ctz64(hit);
      out->cycle[n] = t + i;
      out->card[n++] = d[i];
      copy_run(e + w, d + from, i - from);
      w += i - from;
      from = i + 1;
    }
    copy_run(e + w, d + from, m - from);
    w += m - from;
    q = ctx->mod13[c + m];
  } else { /* a card at a time, without branching on hits */
    for (unsigned i = 0; i < m; i++) {
      unsigned x = d[i], hit = x == q;
      e[w] = (uint8_t)x;
      w += !hit;
      out->cycle[n] = t + i; /* kept only if it was a hit */
      out->card[n] = (uint8_t)x;
      n += hit;
      q = q == 12 ? 0 : q + 1;
      if (t + i == next) { /* received below the card just turned */
        e[w++] = in->card[a++];
        next = arrival(in, a);
      }
    }
  }
  out->n = (int)n;
  s->d = e;
  s->e = d;
  s->a = a;
  s->next = next;
  s->m = w;
  s->t = t + m;
  s->c = q;
  if (ctx->limited && spend(ctx, out, n - n0, w + (n - n0) - m))
    return WN_STOPPED;
  if (n == n0 && w == m) { /* the same deck comes round again */
#if defined(HM_EVENTS)
    unsigned k = ctx->wide && m >= QUICK_MIN
                     ? hitormiss_wide_idle(ctx, s->d, m, q)
                                             : idle_passes(ctx, s->d, m, q);
#else
    unsigned k = idle_passes(ctx, s->d, m, q);
#endif
    if (next != NEVER && (next - s->t) / m < k)
      k = (next - s->t) / m; /* stop at the pass where a card arrives */
    if (k == NO_K)
      return 1; /* stuck for good: 13 divides m, nothing matches */
    s->t += k * m;
    s->c = (q + k * m) % 13;
  }
  return 0;
}

int hitormiss_one_pass(hitormiss_ctx *ctx, struct seat *s,
                       const struct flow *in, struct flow *out) {
  return one_pass(ctx, s, in, out);
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
      if (ctx->limited && spend(ctx, out, 0, 1))
        return WN_STOPPED;
      s.t = s.next + 1;
      s.next = arrival(in, s.a);
      continue;
    }
    int rc = one_pass(ctx, &s, in, out);
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
  } else { /* the same without reading the clock (0.1 us here, 10%) */
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
  if (!ctx->limited) /* no spend(): every hit also arrived, but the last's */
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
