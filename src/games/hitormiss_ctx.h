/*
** hitormiss_ctx.h: the data every file of the Hit or Miss engine shares
** (not exported): the context, a player's list of hits ('struct flow')
** and a player's state ('struct seat'). Functions live in the files
** that sit above it: hitormiss_wide.c (AVX-512 passes), hitormiss_pass.h
** (one pass), hitormiss_events.c (the event engine), hitormiss.c (the
** API).
*/
#ifndef WINNABLE_GAMES_HITORMISS_CTX_H
#define WINNABLE_GAMES_HITORMISS_CTX_H

#include "core/core.h"
#include "winnable/hitormiss.h"
#include "games/hitormiss_engine.h"
#if defined(__SSE2__)
#include <emmintrin.h>
#endif
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
  int cpu_events, cpu_wide; /* what the CPU allows of the two, read once:
                            ** cpuid traps to the hypervisor in a VM */
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

/* One player's state between passes or events. */
struct seat {
  uint8_t *d, *e;     /* the deck (top first) and a spare buffer */
  unsigned m, c;      /* cards held; count less one */
  int a;              /* next arrival: in->cycle[a], in->card[a] */
  uint32_t t, next;   /* cycle of the next turn; in->cycle[a] or NEVER */
};

/* Cursor over a player's arrivals: the next one's cycle, or NEVER. */
static inline uint32_t arrival(const struct flow *in, int a) {
  return a < in->n ? in->cycle[a] : NEVER;
}

#endif /* WINNABLE_GAMES_HITORMISS_CTX_H */
