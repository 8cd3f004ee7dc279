/*
** hitormiss_pass.h: one pass of a player's deck (hitormiss.c's file
** comment says what a pass is), inline in both engines' loops: the pass
** engine of hitormiss.c and the event engine's big decks
** (hitormiss_events.c). Big passes with nothing arriving use AVX-512
** where the CPU has it (hitormiss_wide.c).
*/
#ifndef WINNABLE_GAMES_HITORMISS_PASS_H
#define WINNABLE_GAMES_HITORMISS_PASS_H

#include "games/hitormiss_ctx.h"
#include "games/hitormiss_wide.h"

/*
** Count the events of one pass: h hits and 'got' cards received. If that
** passes the state limit, keep only the hits still allowed in out (the
** overflow is taken from the hits) and return nonzero; also when time
** ran out.
*/
static inline int hitormiss_spend(hitormiss_ctx *ctx, struct flow *out,
                                  unsigned h, unsigned got) {
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

/*
** Bit i set iff d[i] == p[i], for i < m (m <= 52; d and p readable to
** 64 bytes). With SSE2 (every x86-64) 16 cards a compare; else a loop.
*/
static inline uint64_t hitormiss_equal_bytes(const uint8_t *d, const uint8_t *p,
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
static inline unsigned hitormiss_idle_passes(const hitormiss_ctx *ctx,
                                             const uint8_t *d, unsigned m,
                                             unsigned q) {
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
static inline void hitormiss_copy_run(uint8_t *dst, const uint8_t *src,
                                      unsigned len) {
  for (unsigned j = 0; j < len; j += 16)
    memcpy(dst + j, src + j, 16);
}

/*
** After a pass over s->m == m cards without hit or arrival, ending at
** count q: skip the idle passes that follow, up to the pass where the
** next card arrives ('next'). Returns 1 when the player can never hit
** again, else 0.
*/
static inline int hitormiss_skip_idle(const hitormiss_ctx *ctx,
                                      struct seat *s, unsigned m,
                                      unsigned q, uint32_t next) {
#if defined(HM_EVENTS)
  unsigned k = ctx->wide && m >= QUICK_MIN
                   ? hitormiss_wide_idle(ctx, s->d, m, q)
                   : hitormiss_idle_passes(ctx, s->d, m, q);
#else
  unsigned k = hitormiss_idle_passes(ctx, s->d, m, q);
#endif
  if (next != NEVER && (next - s->t) / m < k)
    k = (next - s->t) / m; /* stop at the pass where a card arrives */
  if (k == NO_K)
    return 1; /* stuck for good: 13 divides m, nothing matches */
  s->t += k * m;
  s->c = (q + k * m) % 13;
  return 0;
}

/*
** One pass over s->m >= 1 cards (see the file comment), then the idle
** passes that follow it skipped. Returns 0 to go on, 1 when the player
** can never hit again (nothing arrives, no k), WN_STOPPED at a limit.
*/
static inline int hitormiss_pass_one(hitormiss_ctx *ctx, struct seat *s,
                                     const struct flow *in,
                                     struct flow *out) {
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
    for (uint64_t hit = hitormiss_equal_bytes(d, ctx->counts[c], m);
         hit; hit &= hit - 1) {
      unsigned i = (unsigned)wn_ctz64(hit);
      out->cycle[n] = t + i;
      out->card[n++] = d[i];
      hitormiss_copy_run(e + w, d + from, i - from);
      w += i - from;
      from = i + 1;
    }
    hitormiss_copy_run(e + w, d + from, m - from);
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
  if (ctx->limited &&
      hitormiss_spend(ctx, out, n - n0, w + (n - n0) - m))
    return WN_STOPPED;
  if (n == n0 && w == m) /* the same deck comes round again */
    return hitormiss_skip_idle(ctx, s, m, q, next);
  return 0;
}

#endif /* WINNABLE_GAMES_HITORMISS_PASS_H */
