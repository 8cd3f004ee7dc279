/*
** stacks_replay.c: checks a Stack Management move list from scratch.
**
** Shares nothing with the solver or its move builder: every stack is
** kept in full as an array of card numbers (bottom first), in slots
** base[i] .. base[i] + max(height, 1) of one array (a stack never
** holds more than it was dealt, or one moved card), and each
** move is checked against the rules as docs/rules.md states them. To find
** "the lowest visible card of a suit" quickly, the cards are sorted
** once by (suit, value), so each suit is a run of ranks, and the
** visible cards are the set bits of a three-level bitset over ranks:
** the lowest visible card of a suit is the first set bit of its run.
** Invariant: a card's bit is set exactly while it is some stack's top.
*/
#include <stdlib.h>
#include "core/core.h"
#include "winnable/stacks.h"

/* ---- a bitset with summaries: bit i of level l+1 = word i of l != 0 */

struct bits {
  uint64_t *w[3];
  size_t nw[3];
};

/* The caller's allocator: zeroed blocks of 'size' bytes, and back. */
static void *zalloc(const wn_allocator *a, size_t size) {
  void *p = wn_allocator_call(a, NULL, 0, size ? size : 1);
  if (p)
    memset(p, 0, size ? size : 1);
  return p;
}

static void zfree(const wn_allocator *a, void *p, size_t size) {
  if (p)
    wn_allocator_call(a, p, size ? size : 1, 0);
}

static int ctz64(uint64_t x) {
#if defined(__GNUC__)
  return __builtin_ctzll(x);
#else
  int k = 0;
  while (!(x & 1)) {
    x >>= 1;
    k++;
  }
  return k;
#endif
}

static int bits_init(struct bits *b, size_t n, const wn_allocator *a) {
  for (int l = 0; l < 3; l++) {
    n = (n + 63) / 64;
    b->nw[l] = n;
    b->w[l] = zalloc(a, n * sizeof(uint64_t));
    if (!b->w[l])
      return -1;
  }
  return 0;
}

static void bits_free(struct bits *b, const wn_allocator *a) {
  for (int l = 0; l < 3; l++)
    zfree(a, b->w[l], b->nw[l] * sizeof(uint64_t));
}

static void bits_set(struct bits *b, size_t i) {
  for (int l = 0; l < 3; l++, i >>= 6)
    b->w[l][i >> 6] |= UINT64_C(1) << (i & 63);
}

static void bits_clear(struct bits *b, size_t i) {
  for (int l = 0; l < 3; l++, i >>= 6) {
    b->w[l][i >> 6] &= ~(UINT64_C(1) << (i & 63));
    if (b->w[l][i >> 6])
      return;
  }
}

/* Lowest bit of the subtree under bit i of level l. */
static size_t descend(const struct bits *b, int l, size_t i) {
  while (l > 0) {
    i = i * 64 + (size_t)ctz64(b->w[l - 1][i]);
    l--;
  }
  return i;
}

/* The first set bit at or after i, or SIZE_MAX. */
static size_t bits_next(const struct bits *b, size_t i) {
  for (int l = 0; l < 3; l++, i = (i >> 6) + 1) {
    if ((i >> 6) >= b->nw[l])
      return SIZE_MAX;
    uint64_t m = b->w[l][i >> 6] & (~UINT64_C(0) << (i & 63));
    if (m)
      return descend(b, l, (i & ~(size_t)63) + (size_t)ctz64(m));
    if (l == 2) /* the top level is short: scan it */
      for (size_t k = (i >> 6) + 1; k < b->nw[2]; k++)
        if (b->w[2][k])
          return descend(b, 2, k * 64 + (size_t)ctz64(b->w[2][k]));
  }
  return SIZE_MAX;
}

/* ---- the replay ---- */

struct sorted {
  uint64_t key;        /* suit << vbits | value, vbits wide enough */
  uint32_t card;
};

/*
** Sort s[0..total) by key, keeping equal keys in card order: an LSD
** radix sort, 11 bits a pass, skipping the digits no key uses (so keys
** of 26 bits take 3 passes). tmp has room for total items. Linear: a
** Large case of 10^5 cards sorts in under a millisecond, where qsort
** took about half the time of checking a Large output.
*/
static void sort_cards(struct sorted *s, struct sorted *tmp, size_t total) {
  uint64_t all = 0;
  for (size_t k = 0; k < total; k++)
    all |= s[k].key;
  for (int shift = 0; shift < 64; shift += 11) {
    if (!((all >> shift) & 2047))
      continue;
    size_t count[2049] = {0};
    for (size_t k = 0; k < total; k++)
      count[((s[k].key >> shift) & 2047) + 1]++;
    for (int d = 0; d < 2048; d++)
      count[d + 1] += count[d];
    for (size_t k = 0; k < total; k++)
      tmp[count[(s[k].key >> shift) & 2047]++] = s[k];
    memcpy(s, tmp, total * sizeof *s);
  }
}

struct game {
  const wn_allocator *a;
  size_t n, c;
  const size_t *heights; /* stack i starts with heights[i] cards, or c */
  size_t total, nslots;  /* cards, slots */
  size_t *base;        /* stack i: slot[base[i] .. +len[i]), bottom first */
  uint32_t *slot;
  size_t *len;
  uint32_t *rank;      /* card number -> position in sorted order */
  uint32_t *run_end;   /* position -> end of its suit's run */
  uint32_t *run_start; /* position -> start of its suit's run */
  struct bits vis;
};

static size_t height(const struct game *g, size_t i) {
  return g->heights ? g->heights[i] : g->c;
}

/* Count the cards and lay the stacks out; 0, or -1 out of memory. */
static int layout(struct game *g) {
  g->base = zalloc(g->a, g->n * sizeof *g->base);
  if (!g->base)
    return -1;
  g->total = g->nslots = 0;
  for (size_t i = 0; i < g->n; i++) {
    g->base[i] = g->nslots;
    g->total += height(g, i);
    g->nslots += height(g, i) ? height(g, i) : 1;
  }
  return 0;
}

static int setup(struct game *g, const stacks_card *const *stacks) {
  if (layout(g))
    return -1;
  size_t n = g->n, total = g->total;
  struct sorted *s = zalloc(g->a, total * sizeof *s);
  struct sorted *tmp = zalloc(g->a, total * sizeof *tmp);
  g->slot = zalloc(g->a, g->nslots * sizeof *g->slot);
  g->len = zalloc(g->a, n * sizeof *g->len);
  g->rank = zalloc(g->a, total * sizeof *g->rank);
  g->run_end = zalloc(g->a, total * sizeof *g->run_end);
  g->run_start = zalloc(g->a, total * sizeof *g->run_start);
  if (!s || !g->slot || !g->len || !g->rank || !g->run_end ||
      !g->run_start || !tmp || bits_init(&g->vis, total, g->a)) {
    zfree(g->a, s, total * sizeof *s);
    zfree(g->a, tmp, total * sizeof *tmp);
    return -1;
  }
  uint32_t vmax = 0;
  int vbits = 0;
  for (size_t i = 0; i < n; i++)
    for (size_t j = 0; j < height(g, i); j++)
      vmax = stacks[i][j].value > vmax ? stacks[i][j].value : vmax;
  while (vbits < 32 && (vmax >> vbits) != 0)
    vbits++;
  uint32_t card = 0;
  for (size_t i = 0; i < n; i++) {
    size_t c = g->len[i] = height(g, i);
    for (size_t j = 0; j < c; j++, card++) {
      g->slot[g->base[i] + (c - 1 - j)] = card; /* top first -> bottom */
      s[card].key = (uint64_t)stacks[i][j].suit << vbits | stacks[i][j].value;
      s[card].card = card;
    }
  }
  sort_cards(s, tmp, total);
  zfree(g->a, tmp, total * sizeof *tmp);
  for (size_t k = 0; k < total; k++) {
    g->rank[s[k].card] = (uint32_t)k;
    g->run_start[k] = (k > 0 && s[k - 1].key >> vbits == s[k].key >> vbits)
                          ? g->run_start[k - 1] : (uint32_t)k;
  }
  for (size_t k = total; k-- > 0;)
    g->run_end[k] = (k + 1 < total && s[k + 1].key >> vbits == s[k].key >> vbits)
                        ? g->run_end[k + 1] : (uint32_t)(k + 1);
  zfree(g->a, s, total * sizeof *s);
  for (size_t i = 0; i < n; i++)
    if (g->len[i] > 0)
      bits_set(&g->vis, g->rank[g->slot[g->base[i] + g->len[i] - 1]]);
  return 0;
}

static void teardown(struct game *g) {
  size_t total = g->total;
  zfree(g->a, g->base, g->n * sizeof *g->base);
  zfree(g->a, g->slot, g->nslots * sizeof *g->slot);
  zfree(g->a, g->len, g->n * sizeof *g->len);
  zfree(g->a, g->rank, total * sizeof *g->rank);
  zfree(g->a, g->run_end, total * sizeof *g->run_end);
  zfree(g->a, g->run_start, total * sizeof *g->run_start);
  bits_free(&g->vis, g->a);
}

static uint32_t top(const struct game *g, size_t i) {
  return g->slot[g->base[i] + g->len[i] - 1];
}

/* Check move m; NULL if legal (and then applied), else why not. */
static const char *step(struct game *g, stacks_move m) {
  size_t from = m.from, to = m.to;
  if (from < 1 || from > g->n)
    return "no such stack";
  if (g->len[from - 1] == 0)
    return "the stack is empty";
  uint32_t card = top(g, from - 1), r = g->rank[card];
  if (to == 0) {
    if (bits_next(&g->vis, g->run_start[r]) != r)
      return "a lower card of the same suit is on top of another stack";
    size_t other = bits_next(&g->vis, (size_t)r + 1);
    if (other >= g->run_end[r])
      return "no other stack shows a card of the same suit";
    bits_clear(&g->vis, r);
    if (--g->len[from - 1] > 0)
      bits_set(&g->vis, g->rank[top(g, from - 1)]);
    return NULL;
  }
  if (to > g->n)
    return "no such target stack";
  if (to == from)
    return "a stack cannot move onto itself";
  if (g->len[to - 1] != 0)
    return "the target stack is not empty";
  g->slot[g->base[to - 1]] = card;
  g->len[to - 1] = 1;
  if (--g->len[from - 1] > 0)
    bits_set(&g->vis, g->rank[top(g, from - 1)]);
  return NULL;
}

/* Say why move k is illegal. */
static void say_illegal(wn_replay *out, size_t k, stacks_move m,
                        const char *bad) {
  out->bad = k;
  if (m.to)
    snprintf(out->why, sizeof out->why, "move %zu (m%u>%u): %s", k + 1,
             m.from, m.to, bad);
  else
    snprintf(out->why, sizeof out->why, "move %zu (r%u): %s", k + 1, m.from,
             bad);
}

/* 1 if no stack holds more than one card, else 0 saying which does. */
static int won(const struct game *g, wn_replay *out) {
  for (size_t i = 0; i < g->n; i++)
    if (g->len[i] > 1) {
      snprintf(out->why, sizeof out->why, "stack %zu still holds %zu cards",
               i + 1, g->len[i]);
      return 0;
    }
  return 1;
}

/* Replay on g (n, c or heights set). */
static int replay(struct game *g, const stacks_card *const *stacks,
                  const stacks_move *moves, size_t nmoves, wn_replay *out) {
  if (setup(g, stacks)) {
    teardown(g);
    snprintf(out->why, sizeof out->why, "out of memory");
    return WN_ENOMEM;
  }
  int rc = 1;
  for (size_t k = 0; k < nmoves && rc == 1; k++) {
    const char *bad = step(g, moves[k]);
    if (bad) {
      say_illegal(out, k, moves[k], bad);
      rc = WN_EMOVE;
    }
  }
  if (rc == 1)
    rc = won(g, out);
  teardown(g);
  return rc;
}

int stacks_replay(const wn_allocator *a, const stacks_card *const *stacks,
                  size_t n, size_t c, const stacks_move *moves,
                  size_t nmoves, wn_replay *out) {
  wn_replay scratch;
  out = wn_replay_begin(out, &scratch, nmoves);
  if (n == 0 || c == 0) {
    snprintf(out->why, sizeof out->why, "no cards");
    return WN_EINVAL;
  }
  struct game g;
  memset(&g, 0, sizeof g);
  g.a = a;
  g.n = n;
  g.c = c;
  return replay(&g, stacks, moves, nmoves, out);
}

int stacks_replay_position(const wn_allocator *a,
                           const stacks_card *const *stacks,
                           const size_t *heights, size_t n,
                           const stacks_move *moves, size_t nmoves,
                           wn_replay *out) {
  wn_replay scratch;
  out = wn_replay_begin(out, &scratch, nmoves);
  size_t total = 0;
  for (size_t i = 0; i < n && total <= STACKS_MAX_CARDS; i++)
    total += heights[i] <= STACKS_MAX_CARDS ? heights[i] : SIZE_MAX / 2;
  if (n == 0 || n > STACKS_MAX_CARDS || total > STACKS_MAX_CARDS) {
    snprintf(out->why, sizeof out->why, n ? "too many cards" : "no stacks");
    return WN_EINVAL;
  }
  struct game g;
  memset(&g, 0, sizeof g);
  g.a = a;
  g.n = n;
  g.heights = heights;
  return replay(&g, stacks, moves, nmoves, out);
}
