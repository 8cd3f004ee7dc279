/*
** core.h: library-internal helpers shared by the solvers: accounted
** memory (wn_mem), the search budget (wn_budget), hashing, and two hash
** sets (wn_byteset for variable-length keys, wn_u64set for integers).
** Nothing here is public API; nothing here holds global state.
*/
#ifndef WN_CORE_H
#define WN_CORE_H

#include <assert.h>
#include <string.h>
#include "winnable/types.h"

/* ---- wn_mem: an allocator hook plus accounting and an optional cap ---- */

typedef struct wn_mem {
  wn_allocator a;
  size_t used, peak;
  size_t cap;     /* 0: no cap */
  int capped;     /* the last failure was the cap, not the allocator */
} wn_mem;

void wn_mem_init(wn_mem *m, const wn_allocator *a);
/* Call a possibly-empty allocator hook directly (no accounting). */
void *wn_allocator_call(const wn_allocator *a, void *p, size_t osize,
                        size_t nsize);
/*
** Grow *p (holding *cap elements of esize bytes) through 'a', with no
** accounting, to hold at least need elements: *cap doubles, from 'first'
** when it is 0. Returns 0, or WN_ENOMEM with *p and *cap unchanged.
*/
int wn_allocator_grow(const wn_allocator *a, void **p, size_t *cap,
                      size_t need, size_t esize, size_t first);
/* Like realloc; NULL on failure with m->capped telling why. */
void *wn_mem_realloc(wn_mem *m, void *p, size_t osize, size_t nsize);
void *wn_mem_alloc(wn_mem *m, size_t n);
void wn_mem_free(wn_mem *m, void *p, size_t n);
/* Grow *p (holding *cap elements of esize) to at least need elements. */
int wn_mem_grow(wn_mem *m, void **p, size_t *cap, size_t need, size_t esize);
/* The failure code for a NULL from wn_mem: cap -> -100 sentinel below. */
#define WN_CAPPED (-100)
static inline int wn_mem_fail(const wn_mem *m) {
  return m->capped ? WN_CAPPED : WN_ENOMEM;
}

/* ---- wn_budget: states, time and memory limits of one search ---- */

typedef struct wn_budget {
  wn_limits lim;
  double t0;
  uint64_t states;
  uint64_t next_check;   /* states count at which time is read next */
  wn_limit_hit hit;
} wn_budget;

void wn_budget_start(wn_budget *b, const wn_limits *lim);
int wn_budget_check_time(wn_budget *b);
/*
** Count one more state; nonzero (and b->hit set) when a limit ran out.
** A state refused by --max-states is not counted: a search stopped by
** max_states = N reports exactly N states examined.
*/
static inline int wn_budget_tick(wn_budget *b) {
  if (b->lim.max_states && b->states >= b->lim.max_states) {
    b->hit = WN_LIMIT_STATES;
    return 1;
  }
  b->states++;
  if ((b->lim.timeout > 0 || b->lim.cancel) && b->states >= b->next_check)
    return wn_budget_check_time(b);
  return 0;
}

/*
** A search stopped because wn_budget_tick said so (states or time): a
** private code the solvers pass up their own call chains, never
** returned to callers of the library.
*/
#define WN_STOPPED (-101)

/*
** The code a solver returns for a search-stopping code rc: WN_UNKNOWN
** for WN_STOPPED, and for WN_CAPPED after recording that the memory
** limit was hit; any other code unchanged (a verdict, WN_ENOMEM, ...).
*/
static inline int wn_stop_verdict(wn_budget *b, int rc) {
  if (rc == WN_CAPPED) {
    b->hit = WN_LIMIT_MEMORY;
    return WN_UNKNOWN;
  }
  return rc == WN_STOPPED ? WN_UNKNOWN : rc;
}

/*
** Start the report of a proof replay of nmoves moves: 'out', or
** 'scratch' when the caller passed no out, with no bad move and no
** sentence yet. Returns the report to fill.
*/
static inline wn_replay *wn_replay_begin(wn_replay *out, wn_replay *scratch,
                                         size_t nmoves) {
  if (!out)
    out = scratch;
  out->bad = nmoves;
  out->why[0] = '\0';
  return out;
}

/* ---- bits ---- */

/* The index of the lowest set bit of x (x != 0). */
static inline int wn_ctz64(uint64_t x) {
#if defined(__GNUC__)
  return __builtin_ctzll(x);
#else
  int k = 0;
  for (; !(x & 1); x >>= 1)
    k++;
  return k;
#endif
}

/* The index of the highest set bit of x (x != 0). */
static inline int wn_msb64(uint64_t x) {
#if defined(__GNUC__)
  return 63 - __builtin_clzll(x);
#else
  int k = 0;
  for (; x >>= 1;)
    k++;
  return k;
#endif
}

/* The number of set bits of x: the instruction where the target has
** it, else sums of bits in ever wider fields (no call, no loop). */
static inline int wn_popcount64(uint64_t x) {
#if defined(__GNUC__) && defined(__POPCNT__)
  return __builtin_popcountll(x);
#else
  x -= x >> 1 & 0x5555555555555555ULL;
  x = (x & 0x3333333333333333ULL) + (x >> 2 & 0x3333333333333333ULL);
  x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
  return (int)((x * 0x0101010101010101ULL) >> 56);
#endif
}

/* ---- hashing ---- */

static inline uint64_t wn_mix64(uint64_t z) {
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}
uint64_t wn_hash_bytes(const uint8_t *p, size_t n);

/* ---- wn_byteset: set of byte strings, keys copied into an arena ---- */

typedef struct wn_byteset {
  wn_mem *mem;
  uint64_t *slots;     /* (tag << 40) | (base + arena offset + 1), or
                       ** empty: low 40 bits at most base (0 included) */
  size_t mask, count;
  uint8_t *arena;      /* each key: low bits of its hash, length, bytes */
  size_t arena_len, arena_cap;
  uint64_t base;       /* raised past every slot by wn_byteset_clear,
                       ** which so empties the table without a wipe */
} wn_byteset;

void wn_byteset_init(wn_byteset *s, wn_mem *mem);
void wn_byteset_release(wn_byteset *s);
void wn_byteset_clear(wn_byteset *s); /* keeps the memory */
/* 1 if key was added, 0 if present, WN_ENOMEM or WN_CAPPED. */
int wn_byteset_insert(wn_byteset *s, const uint8_t *key, size_t len);
/*
** The same with the caller's hash of key: any function of the key's
** bytes, but one set must always be given the same function.
*/
int wn_byteset_add(wn_byteset *s, const uint8_t *key, size_t len,
                   uint64_t hash);
/* 1 if key is in the set; hash as for wn_byteset_add. */
int wn_byteset_contains(const wn_byteset *s, const uint8_t *key, size_t len,
                        uint64_t hash);
/*
** Call fn on every key, in the order they were added; stops at the
** first nonzero return of fn and returns it, else 0.
*/
int wn_byteset_each(const wn_byteset *s,
                    int (*fn)(void *user, const uint8_t *key, size_t len),
                    void *user);

/* ---- wn_keytab: set of fixed-width keys held inline (keytab.c) ---- */

#define WN_KEYTAB_GROUP 8      /* slots whose tags are read as one word */
#define WN_KEYTAB_PROBES 16    /* groups a key's probe sequence visits */
#define WN_KEYTAB_MAX_WIDTH 256 /* the widest key */

/* A keytab's hash of a stored key of 'width' bytes ('arg': the
** keytab's): well mixed, so that both its low and its top bits vary. */
typedef uint64_t (*wn_keytab_hash_fn)(const uint8_t *key, size_t width,
                                      size_t arg);

typedef struct wn_keytab {
  wn_mem *mem;
  uint8_t *tags;       /* per slot: 0 empty, else the key's hash tag */
  uint8_t *keys;       /* per slot: stride bytes, the key's width first */
  size_t width, ngroups, count; /* ngroups < 2^32 */
  size_t stride;       /* width, or width + WN_KEYTAB_KEPT (wn_keytab_keep) */
  uint64_t evicted;    /* keys forgotten to stay within a bound */
  wn_keytab_hash_fn hash;
  size_t arg;          /* passed to hash */
} wn_keytab;

/* Make t empty, for keys of width bytes hashed by 'hash'. */
void wn_keytab_init(wn_keytab *t, wn_mem *mem, size_t width,
                    wn_keytab_hash_fn hash, size_t arg);
void wn_keytab_release(wn_keytab *t);
void wn_keytab_clear(wn_keytab *t); /* keeps the memory */

/*
** Keep the top 32 bits of each key's hash (those wn_keytab_home reads)
** in the WN_KEYTAB_KEPT bytes after it in its slot, so that a growth
** places the keys without hashing them again. Call on an empty table
** (none made yet, as after init or release); it stays through clear
** and release, until an add finds no room to grow: the table then
** drops the tops (and keeps none again) before it forgets a key.
*/
#define WN_KEYTAB_KEPT 4
void wn_keytab_keep(wn_keytab *t);

/* The bytes a slot of t takes: its key's stride and its tag. */
static inline size_t wn_keytab_slot_bytes(const wn_keytab *t) {
  return t->stride + 1;
}

/* The bytes t holds. */
static inline size_t wn_keytab_bytes(const wn_keytab *t) {
  return t->ngroups * WN_KEYTAB_GROUP * wn_keytab_slot_bytes(t);
}

/* The growth rule, for keytab.c and for callers that plan a table's
** memory: a table grows (by half; from none to 8 groups) before a key
** would fill 7/8 of its slots. */
static inline size_t wn_keytab_grown(size_t ngroups) {
  return ngroups ? ngroups + ngroups / 2 : 8;
}
static inline int wn_keytab_too_full(size_t keys, size_t ngroups) {
  return keys * 8 > ngroups * WN_KEYTAB_GROUP * 7;
}

/* The tag a key of hash h gets: 7 bits, never 0 (the empty slot's).
** A slot's byte is its key's tag, plus WN_KEYTAB_HIT once a lookup
** found the key (a bounded table forgets such keys last). */
#define WN_KEYTAB_HIT 0x80
static inline uint8_t wn_keytab_tag(uint64_t h) {
  uint8_t tag = (uint8_t)(h & 0x7f);
  return tag ? tag : 1;
}

/* The first group of the probe sequence of hash h: its top 32 bits
** scaled to the groups; the sequence goes on with the next groups. */
static inline size_t wn_keytab_home(const wn_keytab *t, uint64_t h) {
  return (size_t)((h >> 32) * (uint64_t)t->ngroups >> 32);
}

/* The high bit of each byte of w that equals b, the others clear. */
static inline uint64_t wn_keytab_bytes_eq(uint64_t w, uint8_t b) {
  uint64_t x = w ^ (0x0101010101010101ULL * b), low7 = 0x7f7f7f7f7f7f7f7fULL;
  return ~(((x & low7) + low7) | x | low7);
}

/*
** 0 if no key of hash h can be in t: no group of its probe sequence, up
** to the first with an empty slot, has a slot with its tag; else 1.
** Reads the tags alone, so a caller may build the key only on a 1.
*/
static inline int wn_keytab_maybe(const wn_keytab *t, uint64_t h) {
  if (!t->count)
    return 0;
  size_t g = wn_keytab_home(t, h);
  uint8_t tag = wn_keytab_tag(h);
  for (size_t p = 0; p < WN_KEYTAB_PROBES; p++) {
    uint64_t w;
    memcpy(&w, t->tags + g * WN_KEYTAB_GROUP, sizeof w);
    if (wn_keytab_bytes_eq(w & 0x7f7f7f7f7f7f7f7fULL, tag))
      return 1;
    if (wn_keytab_bytes_eq(w, 0))
      return 0;
    g = g + 1 == t->ngroups ? 0 : g + 1;
  }
  return 0;
}

/* A function whose only effect is a prefetch looks free of side effects
** to GCC, which then drops a call to it before it is inlined: the
** prefetch helpers are always inlined. */
#if defined(__GNUC__)
#define WN_PREFETCHER __attribute__((always_inline)) static inline
#else
#define WN_PREFETCHER static inline
#endif

/*
** Start fetching the line of tags a lookup of hash h reads first, so
** that the caller's other work, or other fetches, overlap the miss; and
** the line of its home group's first key, so that the page its keys lie
** in is mapped (in the TLB) before the key a hit compares is fetched
** (wn_keytab_prefetch_key), and that key too if it is the first. Changes
** nothing a lookup sees.
*/
WN_PREFETCHER void wn_keytab_prefetch(const wn_keytab *t, uint64_t h) {
#if defined(__GNUC__)
  if (t->tags) {
    size_t g = wn_keytab_home(t, h) * WN_KEYTAB_GROUP;
    __builtin_prefetch(t->tags + g);
    __builtin_prefetch(t->keys + g * t->stride);
  }
#else
  (void)t, (void)h;
#endif
}

/* Start fetching the slot a lookup in s of a key of the caller's hash
** 'hash' reads first (wn_byteset_contains). Changes nothing it sees. */
WN_PREFETCHER void wn_byteset_prefetch(const wn_byteset *s, uint64_t hash) {
#if defined(__GNUC__)
  if (s->slots)
    __builtin_prefetch(s->slots + (wn_mix64(hash) & s->mask));
#else
  (void)s, (void)hash;
#endif
}

/* The key of the first slot of hash h's home group that is empty
** (empty = 1) or whose tag is h's (empty = 0); NULL if none. */
WN_PREFETCHER const uint8_t *wn_keytab_home_key(const wn_keytab *t,
                                                uint64_t h, int empty) {
  size_t g = wn_keytab_home(t, h);
  uint64_t w;
  memcpy(&w, t->tags + g * WN_KEYTAB_GROUP, sizeof w);
  uint64_t m = empty ? wn_keytab_bytes_eq(w, 0)
                     : wn_keytab_bytes_eq(w & 0x7f7f7f7f7f7f7f7fULL,
                                          wn_keytab_tag(h));
  return m ? t->keys + (g * WN_KEYTAB_GROUP + (size_t)wn_ctz64(m) / 8) *
                           t->stride
           : NULL;
}

/*
** Once the tags of hash h's home group are in the cache: start fetching
** the key of the first slot there whose tag is h's (the key a lookup
** compares first), if any.
*/
WN_PREFETCHER void wn_keytab_prefetch_key(const wn_keytab *t, uint64_t h) {
#if defined(__GNUC__)
  const uint8_t *key = t->tags ? wn_keytab_home_key(t, h, 0) : NULL;
  if (key) {
    __builtin_prefetch(key);
    __builtin_prefetch(key + t->width - 1);
  }
#else
  (void)t, (void)h;
#endif
}

/*
** Once the tags of hash h's home group are in the cache: start fetching,
** to write it, the key of the slot an add of a key of hash h would take
** if it came now and the group has one empty.
*/
WN_PREFETCHER void wn_keytab_prefetch_slot(const wn_keytab *t, uint64_t h) {
#if defined(__GNUC__)
  const uint8_t *key = t->tags ? wn_keytab_home_key(t, h, 1) : NULL;
  if (key) {
    __builtin_prefetch(key, 1);
    __builtin_prefetch(key + t->stride - 1, 1);
  }
#else
  (void)t, (void)h;
#endif
}

/*
** 1 if the key ctx stands for (hash: t->hash of its stored form) is in
** the set (marked found): eq(ctx, stored, width) says whether a stored
** key is it, so a caller's keys need not be written out to be looked
** up.
*/
typedef int (*wn_keytab_eq_fn)(const void *ctx, const uint8_t *stored,
                               size_t width);
int wn_keytab_contains_by(wn_keytab *t, uint64_t hash, wn_keytab_eq_fn eq,
                          const void *ctx);
/* Writes the key ctx stands for into a slot of width bytes, and no
** byte past it. */
typedef void (*wn_keytab_write_fn)(const void *ctx, uint8_t *slot,
                                   size_t width);
/*
** Add the key ctx stands for (eq as for wn_keytab_contains_by; write
** writes it into its slot). The table grows while its old and new
** arrays together fit in 'room' bytes (SIZE_MAX: no bound); past that
** it overwrites a key of the key's first group, one no lookup found if
** it can (counted in 'evicted'). Returns 1 if the key was added (or
** forgotten at once), 0 if present, or a wn_mem code (WN_ENOMEM,
** WN_CAPPED) with the set unchanged.
*/
int wn_keytab_add_by(wn_keytab *t, uint64_t hash, size_t room,
                     wn_keytab_eq_fn eq, wn_keytab_write_fn write,
                     const void *ctx);
/* Call fn on every key (in slot order); stops at the first nonzero
** return of fn and returns it, else 0. */
int wn_keytab_each(const wn_keytab *t,
                   int (*fn)(void *user, const uint8_t *key, size_t width),
                   void *user);

/* ---- wn_u64set: set of 64-bit keys other than UINT64_MAX ---- */

typedef struct wn_u64set {
  wn_mem *mem;
  uint64_t *slots;     /* UINT64_MAX marks an empty slot */
  size_t mask, count;
} wn_u64set;

void wn_u64set_init(wn_u64set *s, wn_mem *mem);
void wn_u64set_release(wn_u64set *s);
void wn_u64set_clear(wn_u64set *s);
int wn_u64set_insert(wn_u64set *s, uint64_t key); /* as wn_byteset_insert */

/* ---- cards (card.c; the parser and the names are in types.h) ---- */

/*
** The card a token that is no card most likely meant: a number rank of
** decks that print one ("1H" the ace AH, "11D" JD, "12S" QS, "13C" KC)
** before a suit as wn_card_parse reads it. 0 with *card set, or -1.
*/
int wn_card_guess(const char *tok, size_t len, uint8_t *card);

#endif /* WN_CORE_H */
