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
** Ranks are stored as rank - 1 (0..12) and counts as count - 1, so a hit
** is equality mod 13. No I/O, no globals: all state is in hitormiss_ctx.
*/
#include "core/core.h"
#include "winnable/hitormiss.h"
#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#include "games/hitormiss_engine.h"
/* The event engine needs SSE4.1, checked at run time (x86-64, GCC/clang). */
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define HM_EVENTS 1
#include <cpuid.h>
#include <smmintrin.h>
#define HM_TARGET __attribute__((target("sse4.1")))
#define HM_WIDE \
  __attribute__((target("avx512f,avx512bw,avx512vbmi2,avx2,popcnt")))
#include <immintrin.h>
#endif

#define NEVER UINT32_MAX
#define NO_K 0xff    /* ktab entry: this card can never be hit */
#define QUICK_MIN 16 /* decks of at least this many cards: by masks */
#define DECK_PAD 80  /* deck buffer: 52 cards, read to 64, written to 52 + 15 */
#define EVENT_MAX 15 /* decks of at most this many cards: by events (one
                        more card must fit the 16 lanes) */
#define EV_FAR 208   /* >= 13 * EVENT_MAX: an arrival this far is past any hit */
#define KEY_FAR 239  /* qk entry: the arrival comes after 13 passes or never */

/*
** The cards one player lets go, in order: cycle of the hit, rank - 1.
** Spare slots take unconditional stores past the last hit.
*/
struct flow {
  uint32_t cycle[HITORMISS_CARDS + 16]; /* wide_pass stores 16 at a time */
  uint8_t card[HITORMISS_CARDS + 64];   /* and 64 */
  int n;
};

struct hitormiss_ctx {
  wn_mem mem;
  wn_limits limits;
  wn_budget budget;
  uint64_t cycles;
  int limited;            /* a state or time limit is set: spend() counts */
  /* ktab[m % 13][e]: the pass k in which a card with (card - count -
  ** position) = e (mod 13) is hit, e taken in 1..25, or NO_K. */
  uint8_t ktab[13][26];
  /* counts[c][i]: the count (less one) at position i of a pass that
  ** starts at count c, that is (c + i) mod 13 */
  uint8_t counts[13][64];
  uint8_t mod13[256];     /* mod13[x] = x mod 13 */
  int events;             /* use the event engine for small decks */
  int wide;               /* big passes by wide_pass (AVX-512 VBMI2) */
  /* Tables of the event engine (play_seat_events), 16 lanes each:
  ** ek[m % 13][c][v]: the pass k (0..12, or 15 for never) in which a card
  ** at position i with (card - i) = v (mod 13) is hit, deck of m cards,
  ** count c at position 0; lanes[m][i]: i for i < m, else 0xff;
  ** rot[m][p][j]: (p + 1 + j) mod m, the deck turned past position p;
  ** onehot[i][j]: 0xff iff i == j (i up to 17: none); qk[m][x]: the key
  ** (x / m) * 16 + x % m of an arrival x cycles ahead, KEY_FAR past 13
  ** passes (m = 0: 0 unless never). */
  uint8_t ek[13][13][16];
  uint8_t ekm[EVENT_MAX + 1][13][16]; /* ekm[m][c] = ek[m % 13][c] */
  uint8_t lanes[EVENT_MAX + 1][16];
  uint8_t rot[EVENT_MAX + 1][EVENT_MAX][16];
  uint8_t onehot[18][16];
  uint8_t qk[EVENT_MAX + 1][256]; /* x <= EV_FAR used; 256: a shift */
  struct flow flow[2];    /* into and out of the player being played */
  uint8_t last[HITORMISS_MAX_PLAYERS];
  uint32_t hits[HITORMISS_MAX_PLAYERS];
};

static inline int ctz64(uint64_t x) { /* x != 0 */
#if defined(__GNUC__)
  return __builtin_ctzll(x);
#else
  int k = 0;
  for (; !(x & 1); x >>= 1)
    k++;
  return k;
#endif
}

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

static void fill_event_tables(hitormiss_ctx *ctx) {
  for (int a = 0; a < 13; a++)
    for (int c = 0; c < 13; c++)
      for (int v = 0; v < 16; v++) {
        int e = ((v - c) % 13 + 13) % 13, k = 15;
        for (int j = 12; j >= 0; j--)
          if (j * a % 13 == e)
            k = j;
        ctx->ek[a][c][v] = (uint8_t)k;
      }
  for (int m = 0; m <= EVENT_MAX; m++) {
    memcpy(ctx->ekm[m], ctx->ek[m % 13], sizeof ctx->ekm[m]);
    for (int i = 0; i < 16; i++)
      ctx->lanes[m][i] = (uint8_t)(i < m ? i : 0xff);
    for (int p = 0; p < EVENT_MAX; p++)
      for (int j = 0; j < 16; j++)
        ctx->rot[m][p][j] = (uint8_t)(m ? (p + 1 + j) % m : 0);
    for (int x = 0; x <= EV_FAR; x++)
      ctx->qk[m][x] = (uint8_t)(m == 0 ? (x < EV_FAR ? 0 : KEY_FAR)
                                : x < 13 * m ? x / m * 16 + x % m
                                             : KEY_FAR);
  }
  for (int i = 0; i < 18; i++)
    for (int j = 0; j < 16; j++)
      ctx->onehot[i][j] = (uint8_t)(i == j ? 0xff : 0);
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
  fill_event_tables(ctx);
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
  return ctx->limits.timeout > 0 && wn_budget_check_time(b);
}

/* Cursor over a player's arrivals: the next one's cycle, or NEVER. */
static uint32_t arrival(const struct flow *in, int a) {
  return a < in->n ? in->cycle[a] : NEVER;
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

#if defined(HM_EVENTS)
/*
** The masks pass of one_pass (m <= 52 cards, nothing arriving) with
** AVX-512: the hits as one compare, the misses compressed into e, and
** the hits' cards and positions compressed into out, without a branch
** on the cards. Returns the number of hits.
*/
HM_WIDE static unsigned wide_pass(const hitormiss_ctx *ctx, const uint8_t *d,
                                  uint8_t *e, unsigned m, unsigned c,
                                  uint32_t t, struct flow *out) {
  const __m512i idx = _mm512_set_epi8(
      63, 62, 61, 60, 59, 58, 57, 56, 55, 54, 53, 52, 51, 50, 49, 48, 47, 46,
      45, 44, 43, 42, 41, 40, 39, 38, 37, 36, 35, 34, 33, 32, 31, 30, 29, 28,
      27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10,
      9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
  __mmask64 live = (UINT64_C(1) << m) - 1; /* m <= 52 */
  __m512i deck = _mm512_loadu_si512((const void *)d);
  __mmask64 hit = _mm512_mask_cmpeq_epi8_mask(
      live, deck, _mm512_loadu_si512((const void *)ctx->counts[c]));
  _mm512_storeu_si512((void *)e, _mm512_maskz_compress_epi8(live & ~hit, deck));
  unsigned n = (unsigned)out->n, h = (unsigned)_mm_popcnt_u64(hit);
  _mm512_storeu_si512((void *)(out->card + n),
                      _mm512_maskz_compress_epi8(hit, deck));
  __m512i pos = _mm512_maskz_compress_epi8(hit, idx);
  __m512i base = _mm512_set1_epi32((int)t);
  for (unsigned k = 0; k < h; k += 16) { /* almost always once */
    __m128i p16 = _mm512_castsi512_si128(pos);
    _mm512_storeu_si512((void *)(out->cycle + n + k),
                        _mm512_add_epi32(_mm512_cvtepu8_epi32(p16), base));
    pos = _mm512_alignr_epi32(pos, pos, 4);
  }
  out->n = (int)(n + h);
  return h;
}
#endif

#if defined(HM_EVENTS)
/*
** idle_passes for m >= 16 with AVX-512: each card's k by a byte shuffle
** of ek (the counts of position i being (q + i) mod 13), and their least.
*/
HM_WIDE static unsigned wide_idle(const hitormiss_ctx *ctx, const uint8_t *d,
                                  unsigned m, unsigned q) {
  const __m512i n13 = _mm512_set1_epi8(13);
  __mmask64 live = (UINT64_C(1) << m) - 1; /* m <= 52 */
  __m512i v = _mm512_add_epi8(
      _mm512_sub_epi8(_mm512_loadu_si512((const void *)d),
                      _mm512_loadu_si512((const void *)ctx->counts[q])),
      n13);                                              /* 1..25 */
  v = _mm512_min_epu8(v, _mm512_sub_epi8(v, n13));       /* 0..12 */
  __m512i row = _mm512_broadcast_i32x4(
      _mm_loadu_si128((const __m128i *)(const void *)ctx->ek[m % 13][0]));
  __m512i k = _mm512_mask_shuffle_epi8(_mm512_set1_epi8(-1), live, row, v);
  __m256i x = _mm256_min_epu8(_mm512_castsi512_si256(k),
                              _mm512_extracti64x4_epi64(k, 1));
  __m128i y = _mm_min_epu8(_mm256_castsi256_si128(x),
                           _mm256_extracti128_si256(x, 1));
  y = _mm_min_epu8(y, _mm_srli_si128(y, 8));
  y = _mm_min_epu8(y, _mm_srli_si128(y, 4));
  y = _mm_min_epu8(y, _mm_srli_si128(y, 2));
  y = _mm_min_epu8(y, _mm_srli_si128(y, 1));
  unsigned kmin = (unsigned)_mm_cvtsi128_si32(y) & 0xff;
  return kmin >= 13 ? NO_K : kmin;
}
#endif

/* One player's state between passes or events. */
struct seat {
  uint8_t *d, *e;     /* the deck (top first) and a spare buffer */
  unsigned m, c;      /* cards held; count less one */
  int a;              /* next arrival: in->cycle[a], in->card[a] */
  uint32_t t, next;   /* cycle of the next turn; in->cycle[a] or NEVER */
};

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
    n += wide_pass(ctx, d, e, m, c, t, out);
    w = m - (n - n0);
    q = ctx->mod13[c + m];
  } else
#endif
  if (m >= QUICK_MIN && next - t >= m) { /* big deck, no arrival: masks */
    unsigned from = 0;
    for (uint64_t hit = equal_bytes(d, ctx->counts[c], m); hit;
         hit &= hit - 1) {
      unsigned i = (unsigned)ctz64(hit);
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
    unsigned k = ctx->wide && m >= QUICK_MIN ? wide_idle(ctx, s->d, m, q)
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

#if defined(HM_EVENTS)
/*
** The event engine: play_seat's game, with a deck of at most EVENT_MAX
** cards moved one event at a time (a hit, a card arriving, or both in
** one cycle) in one SSE register, instead of one pass at a time. Where
** nothing arrives the card at position i is turned at cycle t + i + j*m
** in pass j, so it is first hit in pass k with k*m = card - c - i
** (mod 13) (ek gives k); the next hit is the least key k*16 + i over
** the deck (k first, then the position: the same order as the cycle
** t + k*m + i, as i < m <= 16). An arrival x cycles ahead has the key
** qk[m][x] in the same order, so the least of all keys is the next
** event, found with one horizontal minimum and no branch on the cards.
** After r + 1 turns (the event at turn r, position p = r mod m) the
** deck is turned past p, the card at p (now last) is dropped if hit,
** and the arrival, if any, goes after it. The hit card is the count of
** its turn, (c + r) mod 13. Decks of more than EVENT_MAX cards take
** one_pass. Only without limits (no spend()).
** One event of s (s->m <= EVENT_MAX); returns 1 when the player can
** never hit again, else 0.
*/
/* What ev_find learns of a seat's next event, for ev_apply. */
struct ev_next {
  __m128i deckv;        /* the deck */
  unsigned kmin, keya;  /* the least key of the cards, of the arrival */
};

HM_TARGET static inline void ev_find(const hitormiss_ctx *ctx,
                                     const struct seat *s,
                                     struct ev_next *x) {
  const __m128i k26 = _mm_setr_epi8(26, 25, 24, 23, 22, 21, 20, 19, 18, 17,
                                    16, 15, 14, 13, 12, 11);
  const __m128i n26 = _mm_set1_epi8(26), n13 = _mm_set1_epi8(13);
  unsigned m = s->m, c = s->c;
  __m128i deckv = _mm_loadu_si128((const __m128i *)(const void *)s->d);
  /* v = (card - position) mod 13, then k by ek, then the keys */
  __m128i v = _mm_add_epi8(deckv, k26);
  v = _mm_min_epu8(v, _mm_sub_epi8(v, n26));
  v = _mm_min_epu8(v, _mm_sub_epi8(v, n13));
  __m128i k = _mm_shuffle_epi8(
      _mm_loadu_si128((const __m128i *)(const void *)ctx->ekm[m][c]),
      v);
  __m128i key = _mm_or_si128(
      _mm_slli_epi16(k, 4),
      _mm_loadu_si128((const __m128i *)(const void *)ctx->lanes[m]));
  __m128i h = _mm_min_epu8(key, _mm_srli_epi16(key, 8));
  h = _mm_minpos_epu16(_mm_and_si128(h, _mm_set1_epi16(0xff)));
  x->deckv = deckv;
  x->kmin = (unsigned)_mm_cvtsi128_si32(h) & 0xffff;
  uint32_t ahead = s->next - s->t; /* next >= t */
  x->keya = ctx->qk[m][ahead < EV_FAR ? ahead : EV_FAR];
}

/* Play the event ev_find found; returns 1 if there is none, ever. */
HM_TARGET static inline int ev_apply(const hitormiss_ctx *ctx, struct seat *s,
                                     const struct flow *in, struct flow *out,
                                     const struct ev_next *x) {
  unsigned m = s->m, c = s->c, n = (unsigned)out->n;
  uint32_t t = s->t, next = s->next, ahead = next - t;
  int a = s->a;
  __m128i deckv = x->deckv;
  unsigned kmin = x->kmin, keya = x->keya;
  unsigned w = kmin < keya ? kmin : keya;
  unsigned hit = kmin == w, arr = keya == w, p, r, c2;
  if (w < KEY_FAR) {
    p = w & 15;
    r = (w >> 4) * m + p;
    c2 = ctx->mod13[c + r + (m != 0)]; /* an empty player: same count */
  } else { /* no card can hit, and the arrival is far or never comes */
    if (next == NEVER)
      return 1;
    assert(m % 13 == 0 && kmin >= 15 * 16);
    p = m ? ahead % m : 0;
    r = ahead;
    c2 = m ? (c + ahead + 1) % 13 : c;
    hit = 0;
    arr = 1;
  }
  out->cycle[n] = t + r; /* kept only if it was a hit */
  out->card[n] = ctx->mod13[c + (r & 0xff)];
  out->n = (int)(n + hit);
  deckv = _mm_shuffle_epi8(
      deckv, _mm_loadu_si128((const __m128i *)(const void *)ctx->rot[m][p]));
  /* by masks: a branch on arr would mispredict at every other event */
  unsigned mh = m - hit, at = (mh & (0u - arr)) | (17u & (arr - 1u));
  deckv = _mm_blendv_epi8(
      deckv, _mm_set1_epi8((char)in->card[a]),
      _mm_loadu_si128((const __m128i *)(const void *)ctx->onehot[at]));
  uint32_t t2 = t + r + 1 + ((next - t - r) & (0u - arr)); /* arr: next+1 */
  unsigned m2 = mh + arr, a2 = (unsigned)a + arr;
  uint32_t next2 = in->cycle[a2];
  /* A player left without cards takes its next card in the same step
  ** (a quarter of all events otherwise): it waits, count unchanged, and
  ** turns it from the cycle after it arrives. The card goes to lane 0
  ** whenever m2 = 0 (the lanes are unused then); nothing else changes
  ** unless a card comes. */
  unsigned fill = (m2 == 0) & (next2 != NEVER);
  deckv = _mm_blendv_epi8(
      deckv, _mm_set1_epi8((char)in->card[a2]),
      _mm_loadu_si128(
          (const __m128i *)(const void *)ctx->onehot[m2 == 0 ? 0 : 17]));
  t2 += (next2 + 1 - t2) & (0u - fill);
  a2 += fill;
  _mm_storeu_si128((__m128i *)(void *)s->d, deckv);
  s->t = t2;
  s->a = (int)a2;
  s->next = in->cycle[a2];
  s->c = c2;
  s->m = m2 + fill;
  return 0;
}

/* One event of s (s->m <= EVENT_MAX); 1 when the player can never hit
** again, else 0. */
HM_TARGET static inline int ev_step(const hitormiss_ctx *ctx, struct seat *s,
                                    const struct flow *in,
                                    struct flow *out) {
  struct ev_next x;
  ev_find(ctx, s, &x);
  return ev_apply(ctx, s, in, out, &x);
}

/* One event or pass of s; 1 when the player can never hit again. */
HM_TARGET static inline int seat_step(hitormiss_ctx *ctx, struct seat *s,
                                      const struct flow *in,
                                      struct flow *out) {
  if (s->m > EVENT_MAX)
    return one_pass(ctx, s, in, out);
  return ev_step(ctx, s, in, out);
}

/* play_seat with the event engine for small decks. */
HM_TARGET static int play_seat_events(hitormiss_ctx *ctx, const uint8_t *deck,
                                      unsigned m, const struct flow *in,
                                      struct flow *out) {
  uint8_t buf[2][DECK_PAD];
  memset(buf, 0, sizeof buf);
  memcpy(buf[0], deck, m);
  struct seat s = {buf[0], buf[1], m, 0, 0, 1, arrival(in, 0)};
  out->n = 0;
  while (!seat_step(ctx, &s, in, out))
    ;
  return 0;
}
#endif

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
                 ? play_seat_events(ctx, deck, m, in, out)
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

#if defined(HM_EVENTS)
#define LANES 3 /* decks played at once */

/*
** One deck in play in hitormiss_play_many: its current player j, whose
** arrivals are in and hits out, and the results so far. Invariant:
** in->cycle[in->n] == NEVER.
*/
struct cursor {
  struct seat s;
  uint8_t buf[2][DECK_PAD];
  struct flow flow[2];
  struct flow *in, *out;
  uint8_t deck[HITORMISS_CARDS]; /* player 1's deck, ranks less one */
  int j, players;
  hitormiss_result *res;
};

/* Start player j of cur, holding m cards of cur->deck. */
static void cursor_seat(struct cursor *cur, unsigned m) {
  /* bytes past the deck are read, never used; cleared by 16-byte stores
  ** (memset became 'rep stos' here, slow for 160 bytes) */
  for (size_t k = 0; k < sizeof cur->buf; k += 16)
    _mm_storeu_si128((__m128i *)(void *)(&cur->buf[0][0] + k),
                     _mm_setzero_si128());
  memcpy(cur->buf[0], cur->deck, m);
  struct seat s = {cur->buf[0], cur->buf[1], m, 0, 0, 1, cur->in->cycle[0]};
  cur->s = s;
  cur->out->n = 0;
}

/* Start deck i on cur. */
static void cursor_deck(struct cursor *cur, const uint8_t *ranks, int players,
                        hitormiss_result *res) {
  memset(res, 0, sizeof *res);
  for (int k = 0; k < HITORMISS_CARDS; k++)
    cur->deck[k] = (uint8_t)(ranks[k] - 1);
  cur->in = &cur->flow[0];
  cur->out = &cur->flow[1];
  cur->in->n = 0;
  cur->in->cycle[0] = NEVER;
  cur->j = 0;
  cur->players = players;
  cur->res = res;
  cursor_seat(cur, HITORMISS_CARDS);
}

/*
** The current player of cur can never hit again: record it (as record()
** does) and start the next player. Returns 1 when the deck is done.
*/
static int cursor_next(struct cursor *cur) {
  hitormiss_result *r = cur->res;
  const struct flow *out = cur->out;
  int j = cur->j;
  r->hits[j] = (uint32_t)out->n;
  if (out->n) {
    r->last[j] = (uint8_t)(out->card[out->n - 1] + 1);
    if (out->cycle[out->n - 1] > r->cycles)
      r->cycles = out->cycle[out->n - 1];
  }
  r->states += (uint64_t)out->n * (j + 1 < cur->players ? 2u : 1u);
  if (j + 1 == cur->players) {
    r->verdict = out->n == HITORMISS_CARDS ? WN_WIN : WN_LOSS;
    return 1;
  }
  struct flow *swap = cur->in;
  cur->in = cur->out;
  cur->out = swap;
  cur->in->cycle[cur->in->n] = NEVER;
  cur->j = j + 1;
  cursor_seat(cur, 0);
  return 0;
}

/* Start the next deck, if any, on cur; 0 when none is left. */
static int cursor_refill(struct cursor *cur, size_t *next, size_t n,
                         const uint8_t *ranks, const int *players,
                         hitormiss_result *res) {
  if (*next == n)
    return 0;
  cursor_deck(cur, ranks + HITORMISS_CARDS * *next, players[*next],
              &res[*next]);
  ++*next;
  return 1;
}

/*
** LANES decks at once, one event (or pass) of each in turn: the decks
** are independent, so the latency of one's event (a chain of table
** loads and shuffles) overlaps the others'. While all lanes are busy
** the loop has a fixed trip count and no test of liveness.
*/
HM_TARGET static void play_many_events(hitormiss_ctx *ctx, size_t n,
                                       const uint8_t *ranks,
                                       const int *players,
                                       hitormiss_result *res) {
  struct cursor store[LANES], *pc[LANES];
  int live = 0;
  size_t next = 0;
  while (live < LANES &&
         cursor_refill(&store[live], &next, n, ranks, players, res)) {
    pc[live] = &store[live];
    live++;
  }
  while (live > 0) {
    unsigned done = 0;
    unsigned big = 0;
    for (int l = 0; l < live; l++)
      big |= (unsigned)(pc[l]->s.m > EVENT_MAX);
    if (live == LANES && !big) {
      /* every lane finds its event, then every lane plays it: the lanes'
      ** chains stand side by side in the code, not one after the other */
      struct ev_next x[LANES];
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC unroll 4
#endif
      for (int l = 0; l < LANES; l++)
        ev_find(ctx, &pc[l]->s, &x[l]);
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC unroll 4
#endif
      for (int l = 0; l < LANES; l++)
        done |= (unsigned)ev_apply(ctx, &pc[l]->s, pc[l]->in, pc[l]->out,
                                   &x[l]) << l;
    } else if (live == LANES) {
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC unroll 4
#endif
      for (int l = 0; l < LANES; l++)
        done |= (unsigned)seat_step(ctx, &pc[l]->s, pc[l]->in, pc[l]->out)
                << l;
    } else {
      for (int l = 0; l < live; l++)
        done |= (unsigned)seat_step(ctx, &pc[l]->s, pc[l]->in, pc[l]->out)
                << l;
    }
    if (!done)
      continue;
    for (int l = live - 1; l >= 0; l--)
      if ((done >> l & 1) && cursor_next(pc[l]) &&
          !cursor_refill(pc[l], &next, n, ranks, players, res))
        pc[l] = pc[--live]; /* lanes past l are still live */
  }
}
#endif

int hitormiss_play_many(hitormiss_ctx *ctx, size_t n, const uint8_t *ranks,
                        const int *players, hitormiss_result *res) {
  for (size_t i = 0; i < n; i++)
    if (!valid_deck(ranks + HITORMISS_CARDS * i, players[i]))
      return WN_EINVAL;
  int limited = ctx->limits.max_states != 0 || ctx->limits.timeout > 0;
#if defined(HM_EVENTS)
  if (ctx->events && !limited) {
    play_many_events(ctx, n, ranks, players, res);
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
