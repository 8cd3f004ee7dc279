/*
** accordion_lean.c: how fast a search that only exhausts can go (issue
** 37): a depth-first memoised search of the classic Accordion (the any
** rule) in natural order, pile 2 to the last, each onto 1 left then 3
** left, as bench/accordion_plain.c, stripped of all but speed.
**
** It examines exactly the rows accordion_plain --prune 1 examines: a
** child that fails the dead-end test (docs/accordion.md) or is in the
** table of losses is neither counted nor entered; every other child is
** counted, then searched; a row joins the table once all its moves
** failed. Invariant: the table holds only rows proven lost, compared in
** full, so its hits are right whatever the hash does, and the order of
** the tries is the plain search's, so are the positions.
**
** What makes it lean:
**  - one row, kept in place: a move shifts the piles after its source
**    left by one, its undo shifts them back (no copy per level);
**  - the tally of the tops (accordion_pos.h) updated by each move and
**    undo, from which each child's dead-end test is read before the
**    child is made (accordion_child_may_win);
**  - a hash of the row's adjacent pairs, the pads included (pair_hash):
**    a sum of random words Z[a][b], one a pair of neighbours, so a
**    child's hash follows from its parent's by the three or seven
**    words the move takes out and puts in, in O(1);
**  - the table of losses: one table a row length, keys of six bits a
**    top, a tag byte a slot (lean_tab); it doubles when 7/8 full and,
**    by default, keeps 32 bits of each key's hash so that a doubling
**    moves keys without unpacking or rehashing them (--keep-hash 0
**    unpacks and rehashes instead);
**  - fetched ahead (--prefetch, a sum of FETCH_*; default 11): each
**    child's home group as the level is generated, the row's own home
**    group, and on a miss the slot the row takes if it is lost;
**  - optionally sleep sets (--sleep 1, accordion_sleep.h): a move found
**    lost at a level, by a hit or a search, is not tried again below a
**    move independent of it. Dead ends are not marked: a successor of a
**    row that fails the test may pass it. The positions stay the plain
**    search's on every deal checked (tests/accordion_lean_cross.sh).
**
** usage: accordion_lean [--file FILE] [--cards K --count N --seed S]
**                       [--max-states M] [--timeout SEC] [--sleep 0|1]
**                       [--prefetch SUM] [--keep-hash 0|1]
**                       [--first-groups G] [--blocks 0|1|2]
**                       [--block-start P] [--block-trial 0|1] [--each 1]
** --first-groups: the groups of each table's first array (a power of
** two; large values measure tables sized at once instead of doubled).
** --blocks 1 adds closed blocks as the solver's passes have them (the
** moves after the block's last dropped), --blocks 2 tries a block's
** moves alone: the same verdicts, and fewer positions than the plain
** search where blocks narrow the rows; blocks are looked for past P
** positions (default BLOCK_START), and with --block-trial 0 on whatever
** they give.
** Deals of at most LEAN_MAX cards. With --each 1 a line per deal: index
** (from 0), verdict, positions, seconds, ns a position, lookups, hits,
** doublings, the table's bytes; then a summary with the process's peak
** resident memory. Figures only; it never passes or fails
** (tests/accordion_lean_cross.sh checks its verdicts and positions).
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#include "winnable.h"
#include "bench_util.h"
#include "games/accordion_block.h"
#include "games/accordion_pos.h"
#include "games/accordion_rules.h"
#include "games/accordion_sleep.h"

#define LEAN_MAX 63          /* cards of a deal: a sleep set covers 64 */
#define EDGE 63              /* the pad on either side of the row */
#define GROUP 16             /* slots whose tags are read together */
#define FIRST_GROUPS 64      /* groups of a table's first array (default) */
#define BLOCK_START 100000   /* --blocks: positions before the first look
                                (default of --block-start) */
#define BLOCK_LOOKS 65536    /* rows looked at before deciding */
#define BLOCK_FEW 8          /* ... to look no more if under 1 in 8 narrowed */

/* What is fetched ahead (--prefetch, a sum of these): */
#define FETCH_TAGS 1 /* each child's home group (tags, first key) */
#define FETCH_OWN 2  /* the row's own home group, where it goes if lost */
#define FETCH_KEYS 4 /* each child's first key whose tag matches */
#define FETCH_PUT 8  /* on a miss, the slot the row would take */
#define FETCH_NEXT 16 /* FETCH_KEYS for the next child, as one is tried */

/* ---- the pair hash ---- */

/* Z[a][b]: the word of neighbours a, b (cards or EDGE), random. */
static uint64_t Z[64][64];

static void pair_init(void) {
  uint64_t x = UINT64_C(0x243f6a8885a308d3);
  for (size_t a = 0; a < 64; a++)
    for (size_t b = 0; b < 64; b++) {
      x += UINT64_C(0x9e3779b97f4a7c15); /* splitmix64 */
      uint64_t z = x;
      z = (z ^ z >> 30) * UINT64_C(0xbf58476d1ce4e5b9);
      z = (z ^ z >> 27) * UINT64_C(0x94d049bb133111eb);
      Z[a][b] = z ^ z >> 31;
    }
}

/* The hash of row[0..len), row[-1] and row[len] holding EDGE. */
static uint64_t pair_hash(const uint8_t *row, size_t len) {
  uint64_t h = 0;
  for (size_t k = 0; k <= len; k++)
    h += Z[row[(ptrdiff_t)k - 1]][row[k]];
  return h;
}

/* The hash of the child of row (hash h) where pile j goes onto pile i
** (i = j - 1 or j - 3): only the pairs around i and j change. */
static inline uint64_t pair_child(const uint8_t *row, uint64_t h, size_t j,
                                  size_t i) {
  uint8_t p = row[j], c = row[i];
  if (i + 1 == j) { /* a c p b -> a p b */
    uint8_t a = row[(ptrdiff_t)i - 1];
    return h - Z[a][c] - Z[c][p] + Z[a][p];
  }
  uint8_t a = row[(ptrdiff_t)i - 1], b = row[i + 1], y = row[j - 1],
          z = row[j + 1]; /* a c b . y p z -> a p b . y z */
  return h - Z[a][c] - Z[c][b] + Z[a][p] + Z[p][b] - Z[y][p] - Z[p][z] +
         Z[y][z];
}

/* ---- the table of losses of one row length ---- */

/*
** Slots in groups of GROUP: a tag byte a slot (0: empty, else 0x80 and
** seven bits of the hash), the key (six bits a top, 'width' bytes) and,
** with keep_hash, the hash's low 32 bits. A key sits in the first group
** from its home (hash mod groups) with an empty slot when it came, so a
** lookup stops at the first group with an empty slot.
*/
struct lean_tab {
  uint8_t *tags, *keys;
  size_t groups, count, width;
  size_t stride;      /* bytes a slot: width, and 4 with keep_hash */
};

static inline uint8_t tag_of(uint64_t h) { return (uint8_t)(h >> 57 | 0x80); }

/* Bit s set iff slot s of the group at tags holds t (t = 0: is empty). */
static inline unsigned group_match(const uint8_t *tags, uint8_t t) {
#if defined(__SSE2__)
  __m128i g = _mm_loadu_si128((const __m128i *)tags);
  return (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(g, _mm_set1_epi8((char)t)));
#else
  unsigned m = 0;
  for (unsigned s = 0; s < GROUP; s++)
    m |= (unsigned)(tags[s] == t) << s;
  return m;
#endif
}

/* Eight tops (bytes below 64) as 48 bits: top b at bits 6b..6b+5. */
static inline uint64_t pack8(uint64_t w) {
  w = (w & UINT64_C(0x003f003f003f003f)) |
      (w >> 2 & UINT64_C(0x0fc00fc00fc00fc0));
  w = (w & UINT64_C(0x00000fff00000fff)) |
      (w >> 4 & UINT64_C(0x00fff00000fff000));
  return (w & UINT64_C(0xffffff)) | (w >> 8 & UINT64_C(0xffffff000000));
}

/*
** row[0..len) as a key of width (6 len + 7) / 8 bytes: top k at bits
** 6k.., little-endian, the bits after the last top zero. key has room
** for KEY_ROOM bytes (each group of eight tops is stored as a word).
*/
#define KEY_ROOM 56
static inline void pack(const uint8_t *row, size_t len, uint8_t *key) {
  size_t k = 0;
  for (; k + 8 <= len; k += 8) {
    uint64_t w = pack8(accordion_load_word(row + k));
    memcpy(key + k / 8 * 6, &w, 8);
  }
  if (k < len) { /* the bytes after the row are not tops: masked off */
    uint64_t w = accordion_load_word(row + k) &
                 ((UINT64_C(1) << 8 * (len - k)) - 1);
    w = pack8(w);
    memcpy(key + k / 8 * 6, &w, 8);
  }
}

/* Do keys a and b of width bytes differ? Words, the last one ending
** at the key's end. */
static inline int differ(const uint8_t *a, const uint8_t *b, size_t width) {
  if (width < 8)
    return memcmp(a, b, width) != 0;
  uint64_t x, y;
  size_t i = 0;
  for (; i + 8 < width; i += 8) {
    memcpy(&x, a + i, 8), memcpy(&y, b + i, 8);
    if (x != y)
      return 1;
  }
  memcpy(&x, a + width - 8, 8), memcpy(&y, b + width - 8, 8);
  return x != y;
}

static void unpack(const uint8_t *key, size_t len, uint8_t *row) {
  for (size_t k = 0; k < len; k++) {
    size_t bit = 6 * k;
    unsigned v = key[bit / 8] | (bit / 8 + 1 < (6 * len + 7) / 8
                                     ? (unsigned)key[bit / 8 + 1] << 8 : 0);
    row[k] = (uint8_t)(v >> bit % 8 & 63);
  }
}

/* Put a key known absent (hash h) into t, which has an empty slot. */
/* dst[0..n) = src[0..n): words, the last one ending at byte n, inline
** where a call to memcpy with a varying n would be made. */
static inline void copy_bytes(uint8_t *dst, const uint8_t *src, size_t n) {
  if (n < 8) {
    memcpy(dst, src, n);
    return;
  }
  uint64_t w;
  for (size_t i = 0; i + 8 < n; i += 8)
    memcpy(&w, src + i, 8), memcpy(dst + i, &w, 8);
  memcpy(&w, src + n - 8, 8), memcpy(dst + n - 8, &w, 8);
}

static inline void tab_put(struct lean_tab *t, uint64_t h,
                           const uint8_t *key) {
  size_t mask = t->groups - 1;
  size_t g = h & mask;
  unsigned empty;
  while (!(empty = group_match(t->tags + g * GROUP, 0)))
    g = (g + 1) & mask;
  size_t s = g * GROUP + (size_t)__builtin_ctz(empty);
  t->tags[s] = tag_of(h);
  uint8_t *slot = t->keys + s * t->stride;
  copy_bytes(slot, key, t->width);
  if (t->stride > t->width) { /* the hash's low bits, after the key */
    uint32_t low = (uint32_t)h;
    memcpy(slot + t->width, &low, 4);
  }
  t->count++;
}

/* Bytes of a table's arrays. */
static size_t tab_bytes(const struct lean_tab *t) {
  return t->groups * GROUP * (1 + t->stride);
}

/*
** Make t's arrays 'groups' groups (a power of two) and put its keys
** back: by the kept low hash bits, or unpacked and rehashed (the tag
** kept, the home from the hash). 0, or -1 out of memory.
*/
static int tab_resize(struct lean_tab *t, size_t len, size_t groups,
                      int keep_hash, unsigned long long *hashed) {
  struct lean_tab n = {calloc(groups * GROUP, 1),
                       malloc(groups * GROUP * t->stride), groups, 0,
                       t->width, t->stride};
  if (!n.tags || !n.keys) {
    free(n.tags), free(n.keys);
    return -1;
  }
  uint8_t buf[LEAN_MAX + 2], *row = buf + 1;
  for (size_t s = 0; t->tags && s < t->groups * GROUP; s++) {
    if (s % GROUP == 0 && group_match(t->tags + s, 0) == (1u << GROUP) - 1) {
      s += GROUP - 1; /* an empty group */
      continue;
    }
    if (!t->tags[s])
      continue;
    const uint8_t *key = t->keys + s * t->stride;
    uint64_t h;
    if (keep_hash) { /* the tag bits come from the kept tag */
      uint32_t low;
      memcpy(&low, key + t->width, 4);
      h = low | (uint64_t)(t->tags[s] & 0x7f) << 57;
    } else {
      buf[0] = EDGE;
      unpack(key, len, row);
      row[len] = EDGE;
      h = pair_hash(row, len);
      ++*hashed;
    }
    tab_put(&n, h, key);
  }
  free(t->tags), free(t->keys);
  *t = n;
  return 0;
}

/* ---- the search ---- */

struct lean {
  /* the row at buf + ROW_PAD, EDGE before it and after its last pile;
  ** room for the word reads and block shifts of accordion_pos.h */
  uint8_t buf[ROW_PAD + LEAN_MAX + 1 + 2 * ROW_BLOCK];
  uint8_t *row;
  struct accordion_tally tally;
  struct lean_tab tab[LEAN_MAX + 1]; /* tab[len]: lost rows of len piles */
  unsigned long long positions, max_positions, lookups, hits, doublings,
      rehashed, looks, narrowed;
  double deadline;
  size_t first_groups; /* groups of a table's first array */
  int sleep, prefetch, keep_hash, nomem;
  int blocks;  /* --blocks: 0 none, 1 the order kept, 2 the block alone */
  int looking; /* blocks are looked for */
  unsigned long long block_start;
  int block_trial; /* --block-trial 0: look for blocks whatever they give */
};

/* A child of the level: pile j onto pile i, and its hash. */
struct cand {
  uint64_t h;
  uint8_t j, i;
};

/* 1 if the row of len piles (hash h) is in the table; the key is made
** only where a tag matches, from the row as it stands. */
static inline int lost_has(struct lean *s, size_t len, uint64_t h) {
  struct lean_tab *t = &s->tab[len];
  s->lookups++;
  if (!t->count)
    return 0;
  uint8_t tag = tag_of(h), key[KEY_ROOM];
  int packed = 0;
  size_t mask = t->groups - 1;
  for (size_t g = h & mask;; g = (g + 1) & mask) {
    const uint8_t *tags = t->tags + g * GROUP;
    for (unsigned m = group_match(tags, tag); m; m &= m - 1) {
      size_t slot = g * GROUP + (size_t)__builtin_ctz(m);
      if (!packed)
        pack(s->row, len, key), packed = 1;
      if (!differ(t->keys + slot * t->stride, key, t->width))
        return 1;
    }
    unsigned empty = group_match(tags, 0);
    if (empty) { /* absent: the row goes here if it is lost */
      if (s->prefetch & FETCH_PUT) {
        size_t slot = g * GROUP + (size_t)__builtin_ctz(empty);
        __builtin_prefetch(t->keys + slot * t->stride, 1);
      }
      return 0;
    }
  }
}

/* Add the row of len piles (hash h), known absent: 0, or -1 no memory. */
static int lost_add(struct lean *s, size_t len, uint64_t h) {
  struct lean_tab *t = &s->tab[len];
  if (!t->tags || (t->count + 1) * 8 > t->groups * GROUP * 7) {
    if (tab_resize(t, len, t->tags ? 2 * t->groups : s->first_groups,
                   s->keep_hash, &s->rehashed))
      return -1;
    s->doublings += t->count > 0;
  }
  uint8_t key[KEY_ROOM];
  pack(s->row, len, key);
  tab_put(t, h, key);
  return 0;
}

/* Fetch the home group's tags and first key of a child of len piles. */
static inline void lost_prefetch(const struct lean *s, size_t len,
                                 uint64_t h) {
  const struct lean_tab *t = &s->tab[len];
  if (t->count) {
    size_t g = h & (t->groups - 1);
    __builtin_prefetch(t->tags + g * GROUP);
    __builtin_prefetch(t->keys + g * GROUP * t->stride);
  }
}

/* Fetch the key of the first slot of the home group whose tag is the
** child's (the key a hit compares, most often). */
static inline void lost_prefetch_key(const struct lean *s, size_t len,
                                     uint64_t h) {
  const struct lean_tab *t = &s->tab[len];
  if (t->count) {
    size_t g = h & (t->groups - 1);
    unsigned m = group_match(t->tags + g * GROUP, tag_of(h));
    if (m)
      __builtin_prefetch(t->keys + (g * GROUP + (size_t)__builtin_ctz(m)) *
                                       t->stride);
  }
}

/* Pile j (0-based) onto pile i of the row of len piles; returns the
** covered top. The EDGE after the row moves down with it. */
static inline uint8_t make(struct lean *s, size_t len, size_t j, size_t i) {
  uint8_t *row = s->row, c = row[i];
  row[i] = row[j];
  accordion_row_shift_left(row, j, len);
  row[len - 1] = EDGE;
  accordion_tally_remove(&s->tally, c);
  return c;
}

/* Take back make(s, len, j, i), which covered c (len: before it). */
static inline void unmake(struct lean *s, size_t len, size_t j, size_t i,
                          uint8_t c) {
  uint8_t *row = s->row;
  accordion_row_shift_right(row, j, len); /* the EDGE at len - 1 too */
  row[j] = row[i];
  row[i] = c;
  accordion_tally_add(&s->tally, c);
}

/*
** The piles [*from, *to) whose moves the row of len piles needs tried:
** all of them, or with a closed block [l, r) (docs/accordion.md, "Closed
** blocks"; --blocks 1) the piles before r, which drops the moves after
** the block's last in natural order, or (--blocks 2) the block's piles
** alone, its moves a stubborn set. Blocks are looked for past
** --block-start positions (BLOCK_START, as the passes do), and once
** BLOCK_LOOKS rows were looked at, only if one in BLOCK_FEW or more was
** narrowed.
*/
static void block_span(struct lean *s, size_t len, size_t *from,
                       size_t *to) {
  size_t l, r;
  *from = 0, *to = len;
  if (!s->looking || len > BLOCK_MAX_PILES || s->positions <= s->block_start)
    return;
  if (++s->looks == BLOCK_LOOKS && s->block_trial &&
      s->narrowed * BLOCK_FEW < BLOCK_LOOKS)
    s->looking = 0; /* rare here: look no more */
  if (!accordion_block_find(s->row, len, &l, &r))
    return;
  s->narrowed++;
  *from = s->blocks == 2 ? l : 0, *to = r;
}

/* Bits 6 and 7 of the bytes of a move word for piles k0..k0+7 that lie
** in [from, to) (k0 < to). */
static inline uint64_t span_mask(size_t k0, size_t from, size_t to) {
  uint64_t m = ~UINT64_C(0);
  if (to - k0 < 8)
    m &= (UINT64_C(1) << 8 * (to - k0)) - 1;
  if (from > k0)
    m &= ~((UINT64_C(1) << 8 * (from - k0)) - 1);
  return m;
}

/*
** The children of the row of len >= 2 piles (hash h) worth trying, in
** natural order, into cand: legal, not in z, from piles in [from, to),
** passing the dead-end test. Returns their number, or -1 if a move
** leaves one pile (a win).
*/
static int gather(struct lean *s, size_t len, uint64_t h,
                  const struct accordion_sleep *z, size_t from, size_t to,
                  struct cand *cand) {
  const uint8_t *row = s->row;
  int n = 0;
  for (size_t k0 = from / 8 * 8; k0 < to; k0 += 8) {
    uint64_t one, three;
    accordion_word_moves(row, len, k0, &one, &three);
    /* bit 6 of byte b: pile k0 + b's 1-left move, bit 7 its 3-left one:
    ** in bit order, the natural order */
    uint64_t w = one >> 1 | three;
    if (w && len == 2)
      return -1;
    if (from > k0 || (to < len && to - k0 < 8)) /* a block's ends */
      w &= span_mask(k0, from, to);
    if (s->sleep)
      w &= ~accordion_sleep_word(z, k0);
    for (; w; w &= w - 1) {
      unsigned bit = (unsigned)__builtin_ctzll(w);
      uint32_t j = (uint32_t)(k0 + bit / 8), i = j - (bit % 8 == 7 ? 3 : 1);
      if (!accordion_child_may_win(&s->tally, row, len, j, i))
        continue;
      cand[n].j = (uint8_t)j, cand[n].i = (uint8_t)i;
      cand[n].h = pair_child(row, h, j, i);
      if (s->prefetch & FETCH_TAGS)
        lost_prefetch(s, len - 1, cand[n].h);
      n++;
    }
  }
  return n;
}

/*
** Search the row of len >= 2 piles in place (hash h, counted), moves in
** 'zz' known lost. 1 won, 0 lost (the row joins the table), -1 a limit
** or no memory. The row and tally are as they were on return.
*/
static int lean_dfs(struct lean *s, size_t len, uint64_t h,
                    const struct accordion_sleep *zz) {
  struct cand cand[2 * LEAN_MAX];
  struct accordion_sleep z = *zz;
  if (s->prefetch & FETCH_OWN)
    lost_prefetch(s, len, h); /* the slot this row takes if lost */
  size_t from, to;
  block_span(s, len, &from, &to);
  int got = gather(s, len, h, &z, from, to, cand);
  if (got < 0)
    return 1; /* one pile left */
  size_t n = (size_t)got;
  if (s->prefetch & FETCH_KEYS)
    for (size_t k = 0; k < n; k++)
      lost_prefetch_key(s, len - 1, cand[k].h);
  for (size_t k = 0; k < n; k++) {
    size_t j = cand[k].j, i = cand[k].i;
    if ((s->prefetch & FETCH_NEXT) && k + 1 < n)
      lost_prefetch_key(s, len - 1, cand[k + 1].h);
    uint8_t c = make(s, len, j, i);
    int r;
    if (lost_has(s, len - 1, cand[k].h)) {
      s->hits++;
      r = 0;
    } else if (++s->positions > s->max_positions ||
               ((s->positions & 1023) == 0 && wn_now() > s->deadline)) {
      r = -1;
    } else {
      struct accordion_sleep child = {{0, 0}};
      if (s->sleep)
        accordion_sleep_child(&z, j, i, &child);
      r = lean_dfs(s, len - 1, cand[k].h, &child);
    }
    unmake(s, len, j, i, c);
    if (r)
      return r;
    if (s->sleep)
      accordion_sleep_mark(&z, j, j - i == 3);
  }
  if (lost_add(s, len, h)) {
    s->nomem = 1;
    return -1;
  }
  return 0;
}

/* Free the tables: the next deal starts with none. */
static void lean_clear(struct lean *s) {
  for (size_t len = 0; len <= LEAN_MAX; len++) {
    struct lean_tab *t = &s->tab[len];
    free(t->tags), free(t->keys);
    memset(t, 0, sizeof *t);
    t->width = (6 * len + 7) / 8;
    t->stride = t->width + (s->keep_hash ? 4 : 0);
  }
}

static size_t lean_bytes(const struct lean *s) {
  size_t b = 0;
  for (size_t len = 0; len <= LEAN_MAX; len++)
    b += s->tab[len].tags ? tab_bytes(&s->tab[len]) : 0;
  return b;
}

/* WN_WIN, WN_LOSS or WN_UNKNOWN for deal[0..n), 1 <= n <= LEAN_MAX. */
static int lean_solve(struct lean *s, const uint8_t *deal, size_t n,
                      double seconds) {
  lean_clear(s);
  s->positions = s->lookups = s->hits = s->doublings = s->rehashed = 0;
  s->looks = s->narrowed = 0;
  s->looking = s->blocks != 0;
  s->nomem = 0;
  s->deadline = wn_now() + seconds;
  memset(s->buf, EDGE, sizeof s->buf);
  s->row = s->buf + ROW_PAD;
  memcpy(s->row, deal, n);
  s->row[n] = EDGE;
  accordion_tally_init(&s->tally, deal, n);
  if (n == 1)
    return WN_WIN;
  s->positions = 1; /* the dealt row, counted whether or not it passes */
  if (!accordion_pos_may_win(&(accordion_pos){.row = s->row,
                                              .tally = s->tally}, n))
    return WN_LOSS;
  struct accordion_sleep none = {{0, 0}};
  int r = lean_dfs(s, n, pair_hash(s->row, n), &none);
  return r > 0 ? WN_WIN : r == 0 ? WN_LOSS : WN_UNKNOWN;
}

/* ---- the program ---- */

static const char *vname(int v) {
  return v == WN_WIN ? "win" : v == WN_LOSS ? "loss" : "unknown";
}

static double cpu_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

static struct lean lean;

int main(int argc, char **argv) {
  const char *file = NULL;
  unsigned long long count = 1000, seed = 1, cards = 18, each = 0;
  double timeout = 60;
  lean.max_positions = 100000000;
  lean.prefetch = FETCH_TAGS | FETCH_OWN | FETCH_PUT;
  lean.keep_hash = 1;
  lean.first_groups = FIRST_GROUPS;
  lean.block_start = BLOCK_START;
  lean.block_trial = 1;
  if (argc % 2 == 0) {
    fprintf(stderr, "accordion_lean: option without a value: '%s'\n",
            argv[argc - 1]);
    return 2;
  }
  for (int k = 1; k + 1 < argc; k += 2) {
    const char *o = argv[k], *v = argv[k + 1];
    if (!strcmp(o, "--file")) file = v;
    else if (!strcmp(o, "--cards")) cards = strtoull(v, 0, 10);
    else if (!strcmp(o, "--count")) count = strtoull(v, 0, 10);
    else if (!strcmp(o, "--seed")) seed = strtoull(v, 0, 10);
    else if (!strcmp(o, "--max-states"))
      lean.max_positions = strtoull(v, 0, 10);
    else if (!strcmp(o, "--timeout")) timeout = atof(v);
    else if (!strcmp(o, "--sleep")) lean.sleep = atoi(v);
    else if (!strcmp(o, "--prefetch")) lean.prefetch = atoi(v);
    else if (!strcmp(o, "--keep-hash")) lean.keep_hash = atoi(v);
    else if (!strcmp(o, "--blocks")) lean.blocks = atoi(v);
    else if (!strcmp(o, "--block-trial")) lean.block_trial = atoi(v);
    else if (!strcmp(o, "--block-start"))
      lean.block_start = strtoull(v, 0, 10);
    else if (!strcmp(o, "--each")) each = strtoull(v, 0, 10);
    else if (!strcmp(o, "--first-groups")) {
      lean.first_groups = strtoull(v, 0, 10);
      if (lean.first_groups < 1 || lean.first_groups > (UINT64_C(1) << 26) ||
          (lean.first_groups & (lean.first_groups - 1))) {
        fprintf(stderr, "accordion_lean: --first-groups is not a power of "
                        "two up to 2^26: '%s'\n", v);
        return 2;
      }
    }
    else {
      fprintf(stderr, "accordion_lean: unknown option '%s'\n", o);
      return 2;
    }
  }
  uint8_t *all = NULL;
  size_t *lens = NULL, ndeals;
  if (file) {
    ndeals = bench_read_deals(file, &all, &lens);
    if (!ndeals) {
      fprintf(stderr, "accordion_lean: no deals in '%s'\n", file);
      return 2;
    }
  } else {
    if (cards < 1 || cards > LEAN_MAX) {
      fprintf(stderr, "accordion_lean: --cards out of 1..%d: '%llu'\n",
              LEAN_MAX, cards);
      return 2;
    }
    ndeals = count;
    all = malloc(ndeals * BENCH_DEAL_MAX);
    lens = malloc(ndeals * sizeof *lens);
    if (!all || !lens)
      return 2;
    for (size_t i = 0; i < ndeals; i++) {
      accordion_deal(seed, i, cards, all + i * BENCH_DEAL_MAX);
      lens[i] = cards;
    }
  }
  pair_init();
  unsigned long long pos = 0, lost = 0, unknown = 0;
  double cpu = 0;
  for (size_t i = 0; i < ndeals; i++) {
    if (lens[i] > LEAN_MAX) {
      fprintf(stderr, "accordion_lean: deal %zu has %zu cards, over %d\n", i,
              lens[i], LEAN_MAX);
      return 2;
    }
    double t0 = cpu_now();
    int v = lean_solve(&lean, all + i * BENCH_DEAL_MAX, lens[i], timeout);
    double t = cpu_now() - t0;
    cpu += t;
    pos += lean.positions;
    lost += v == WN_LOSS;
    unknown += v == WN_UNKNOWN;
    if (each)
      printf("%zu %s %llu %.3f %.0f ns lookups %llu hits %llu doublings %llu "
             "rehashed %llu table %.1f MB narrowed %llu%s\n",
             i, vname(v), lean.positions, t,
             lean.positions ? t * 1e9 / (double)lean.positions : 0.0,
             lean.lookups, lean.hits, lean.doublings, lean.rehashed,
             lean_bytes(&lean) / 1e6, lean.narrowed,
             lean.nomem ? " (out of memory)" : "");
  }
  struct rusage ru;
  getrusage(RUSAGE_SELF, &ru);
  printf("deals %zu (%llu lost, %llu undecided)  sleep=%d prefetch=%d "
         "keep-hash=%d blocks=%d\n", ndeals, lost, unknown, lean.sleep,
         lean.prefetch, lean.keep_hash, lean.blocks);
  printf("positions %llu  cpu %.3f s  %.1f ns a position  peak %.1f MB\n",
         pos, cpu, pos ? cpu * 1e9 / (double)pos : 0.0, ru.ru_maxrss / 1024.0);
  lean_clear(&lean);
  free(all);
  free(lens);
  return 0;
}
