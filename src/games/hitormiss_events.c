/*
** hitormiss_events.c: the fast paths of the Hit or Miss engine, each
** used only where the CPU has it (checked at run time by hitormiss.c):
**   - the event engine (SSE4.1): a deck of at most EVENT_MAX cards moved
**     one event (hit, arrival, or both) at a time, no branch on the cards;
**   - big passes with nothing arriving, and the idle passes after them,
**     by AVX-512 compresses and shuffles;
**   - hitormiss_play_many's engine: LANES decks at once, each round
**     finding every lane's event and then playing them, so that the
**     lanes' chains of dependent steps run side by side.
** They compute exactly what the pass engine of hitormiss.c computes
** (docs/hitormiss.md); tests/cross/test_hitormiss_cross.c runs every
** path against an independent simulator.
*/
#include "games/hitormiss_ctx.h"
#include "games/hitormiss_events.h"
#include "games/hitormiss_pass.h"

void hitormiss_fill_event_tables(hitormiss_ctx *ctx) {
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
** hitormiss_pass_one. Only without limits (no hitormiss_spend()).
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
  /* The arrival, if any, goes after the turned card (lane m - hit). A
  ** player left without cards (m - hit = 0, no arrival) takes its next
  ** card in the same step (a quarter of all events otherwise): it waits,
  ** count unchanged, and turns it from the cycle after it arrives. Both
  ** put in->card[a] at lane m - hit, and never both at once; lane 0 is
  ** unused when no card comes. By masks: a branch on arr would
  ** mispredict at every other event. */
  unsigned mh = m - hit, put = arr | (mh == 0);
  unsigned at = (mh & (0u - put)) | (17u & (put - 1u));
  deckv = _mm_blendv_epi8(
      deckv, _mm_set1_epi8((char)in->card[a]),
      _mm_loadu_si128((const __m128i *)(const void *)ctx->onehot[at]));
  uint32_t t2 = t + r + 1 + ((next - t - r) & (0u - arr)); /* arr: next+1 */
  unsigned m2 = mh + arr, a2 = (unsigned)a + arr;
  unsigned fill = (m2 == 0) & (next != NEVER); /* then a2 = a */
  t2 += (next + 1 - t2) & (0u - fill);
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
    return hitormiss_pass_one(ctx, s, in, out);
  return ev_step(ctx, s, in, out);
}

/* play_seat with the event engine for small decks. */
HM_TARGET int hitormiss_play_seat_events(hitormiss_ctx *ctx,
                                         const uint8_t *deck, unsigned m,
                                         const struct flow *in,
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
  int stop_lost;         /* end a deck at a player left holding cards */
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
                        int stop_lost, hitormiss_result *res) {
  memset(res, 0, sizeof *res);
  for (int k = 0; k < HITORMISS_CARDS; k++)
    cur->deck[k] = (uint8_t)(ranks[k] - 1);
  cur->in = &cur->flow[0];
  cur->out = &cur->flow[1];
  cur->in->n = 0;
  cur->in->cycle[0] = NEVER;
  cur->j = 0;
  cur->players = players;
  cur->stop_lost = stop_lost;
  cur->res = res;
  cursor_seat(cur, HITORMISS_CARDS);
}

/*
** The current player of cur can never hit again: record it (as record()
** does) and start the next player. Returns 1 when the deck is done: the
** last player is, or (stop_lost) this one passed on fewer than all the
** cards, so the deck is lost whatever the players after it do.
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
  if (j + 1 == cur->players ||
      (cur->stop_lost && out->n < HITORMISS_CARDS)) {
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
                         int stop_lost, hitormiss_result *res) {
  if (*next == n)
    return 0;
  cursor_deck(cur, ranks + HITORMISS_CARDS * *next, players[*next],
              stop_lost, &res[*next]);
  ++*next;
  return 1;
}

/*
** LANES decks at once, one event (or pass) of each in turn: the decks
** are independent, so the latency of one's event (a chain of table
** loads and shuffles) overlaps the others'. While all lanes are busy
** the loop has a fixed trip count and no test of liveness.
*/
HM_TARGET void hitormiss_play_many_events(hitormiss_ctx *ctx, size_t n,
                                          const uint8_t *ranks,
                                          const int *players, int stop_lost,
                                          hitormiss_result *res) {
  struct cursor store[LANES], *pc[LANES];
  int live = 0;
  size_t next = 0;
  while (live < LANES &&
         cursor_refill(&store[live], &next, n, ranks, players, stop_lost,
                       res)) {
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
          !cursor_refill(pc[l], &next, n, ranks, players, stop_lost, res))
        pc[l] = pc[--live]; /* lanes past l are still live */
  }
}
#else
typedef int hitormiss_events_unused; /* ISO C: no empty translation unit */
#endif
