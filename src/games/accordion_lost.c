/*
** accordion_lost.c: the table of proven losses (accordion_lost.h). A
** packed key is the bit string top 0, top 1, ... at six bits each, low
** bits first, in little-endian 64-bit words cut to ceil(6 len / 8)
** bytes; the bits past the last top are zero, so two rows of one length
** share a key iff they are equal. A row looked up or added is packed a
** group of eight tops at a time in a register, compared with stored keys
** and written into its slot from there: no key is built in a buffer.
*/
#include "games/accordion_lost.h"

void accordion_lost_init(accordion_lost *l, wn_mem *mem) {
  memset(l, 0, sizeof *l);
  l->mem = mem;
  l->room = SIZE_MAX;
  l->relabel = 1;
  wn_byteset_init(&l->rows, mem);
}

static void drop_keytabs(accordion_lost *l) {
  for (size_t k = 0; k < l->nbylen; k++)
    wn_keytab_release(&l->bylen[k]);
  wn_mem_free(l->mem, l->bylen, l->nbylen * sizeof *l->bylen);
  l->bylen = NULL;
  l->nbylen = 0;
  l->bytes = 0;
}

void accordion_lost_release(accordion_lost *l) {
  drop_keytabs(l);
  wn_byteset_release(&l->rows);
  accordion_lost kept = *l;
  accordion_lost_init(l, l->mem);
  accordion_lost_configure(l, kept.room, kept.relabel);
  accordion_lost_sink(l, kept.sink, kept.sink_user);
}

void accordion_lost_clear(accordion_lost *l) {
  drop_keytabs(l); /* made only by long searches */
  wn_byteset_clear(&l->rows);
  l->packed = 0;
}

void accordion_lost_configure(accordion_lost *l, size_t room, int relabel) {
  l->room = room;
  l->relabel = relabel;
}

void accordion_lost_sink(accordion_lost *l, accordion_lost_sink_fn *fn,
                         void *user) {
  l->sink = fn;
  l->sink_user = user;
}

uint64_t accordion_lost_evicted(const accordion_lost *l) {
  uint64_t n = 0;
  for (size_t k = 0; k < l->nbylen; k++)
    n += l->bylen[k].evicted;
  return n;
}

size_t accordion_lost_room(size_t cap) {
  return cap && cap / 2 < LOST_ROOM ? cap / 2 : LOST_ROOM;
}

static inline size_t packed_width(size_t len) { return (6 * len + 7) / 8; }

/* The 48 bits of the eight tops row[0..8) at six bits each, top 0 in
** the low bits. */
static inline uint64_t pack_word(const uint8_t *row) {
  uint64_t x = accordion_load_word(row); /* eight tops of 6 bits */
  x = (x & 0x003f003f003f003fULL) | (x & 0x3f003f003f003f00ULL) >> 2;
  x = (x & 0x00000fff00000fffULL) | (x & 0x0fff00000fff0000ULL) >> 4;
  return (x & 0xffffffULL) | (x >> 8 & 0xffffff000000ULL);
}

/* The eight bytes at p as a number, the first byte in the low bits. */
static inline uint64_t load_le(const uint8_t *p) {
  uint64_t x;
  memcpy(&x, p, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
  x = __builtin_bswap64(x);
#endif
  return x;
}

/* A row to compare with stored keys (wn_keytab_contains_by). */
struct packed_row {
  const uint8_t *row;
  size_t len;
};

/* Bytes at..at + 5 of a stored key of width bytes (those of them
** before its end), the first in the low bits: one load. */
static inline uint64_t stored_group(const uint8_t *stored, size_t width,
                                    size_t at) {
  if (at + 8 <= width)
    return load_le(stored + at) & 0xffffffffffffULL;
  if (width >= 8) /* the high end of the key's last eight bytes */
    return load_le(stored + width - 8) >> 8 * (8 - (width - at)) &
           0xffffffffffffULL;
  uint64_t y = 0;
  for (size_t b = 0; b < 6 && at + b < width; b++)
    y |= (uint64_t)stored[at + b] << 8 * b;
  return y;
}

/*
** wn_keytab_eq_fn: is the stored key the packed row of ctx? Each group
** of eight tops is packed in a register and compared with its six bytes
** of the key: the key is never written out, so no load waits on a
** store of it.
*/
static int packed_eq(const void *ctx, const uint8_t *stored, size_t width) {
  const struct packed_row *r = ctx;
  for (size_t i = 0, at = 0; i < r->len; i += 8, at += 6)
    if (pack_word(r->row + i) != stored_group(stored, width, at))
      return 0;
  return 1;
}

/*
** Pack row[0..len) into key (zeros after its last top, up to the end of
** its last group of eight tops), for keys that wait before they join a
** table (the merges of threads' losses). Reads the row in words of eight
** tops: the bytes after row[len - 1] up to the next multiple of 8 are
** zeros. Returns its width.
*/
static size_t pack(const uint8_t *row, size_t len, uint8_t *key) {
  for (size_t i = 0; i < len; i += 8) {
    uint64_t x = pack_word(row + i);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    x = __builtin_bswap64(x); /* the low bits in the first bytes */
#endif
    memcpy(key + i / 8 * 6, &x, 8); /* the next group overwrites 2 zeros */
  }
  return packed_width(len);
}

/* The tops of a group of eight, 48 bits at six bits each (top 0 in the
** low bits), spread to one a byte: top k in byte k of the number. */
static inline uint64_t spread(uint64_t x) {
  x = (x & 0xffffffULL) | (x & 0xffffff000000ULL) << 8;
  x = (x & 0x00000fff00000fffULL) | (x & 0x00fff00000fff000ULL) << 4;
  return (x & 0x003f003f003f003fULL) | (x & 0x0fc00fc00fc00fc0ULL) << 2;
}

/*
** The row of packed key[0..width) of len piles into row, in words of
** eight tops: zeros after row[len - 1] up to the next multiple of 8.
*/
static void unpack(const uint8_t *key, size_t width, size_t len,
                   uint8_t *row) {
  for (size_t i = 0, at = 0; i < len; i += 8, at += 6) {
    uint64_t x = spread(stored_group(key, width, at));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    x = __builtin_bswap64(x); /* top i + k in byte k */
#endif
    memcpy(row + i, &x, 8);
  }
}

/* The hash a row of len piles is looked up by, from its
** accordion_row_hash h. */
static inline uint64_t mixed(uint64_t h) { return accordion_lost_mix(h); }

/* Row bytes with zeros after them, as far as accordion_row_hash reads. */
#define PADDED (LOST_INLINE_MAX + 1 + HASH_SHORT + 8)

/*
** wn_keytab_hash_fn of keytabs of packed keys (arg: len): the hash the
** row was looked up by (mixed accordion_row_hash; a relabelled row's
** key is its relabelling). The growths rehash every key with it: the
** row is spread from the key a word of eight tops at a time into
** registers and a few words on the stack, never byte by byte.
*/
static uint64_t hash_packed(const uint8_t *key, size_t width, size_t len) {
  uint64_t word[LOST_INLINE_MAX / 8 + 1 + HASH_SHORT / 8];
  for (size_t k = 0; k < HASH_SHORT / 8; k++)
    word[k] = 0; /* a short row's hash reads this far */
  for (size_t i = 0, at = 0; i < len; i += 8, at += 6) {
    uint64_t x = spread(stored_group(key, width, at));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    x = __builtin_bswap64(x); /* top i + k in byte k, as in a row */
#endif
    word[i / 8] = x;
  }
  return mixed(accordion_row_hash((const uint8_t *)word, len));
}

/* Whether l's long rows keep their hashes' tops (LOST_KEEP_FROM): not
** under a bound or a memory cap tighter than the default's, where the
** bytes hold more losses instead. */
static int keeps(const accordion_lost *l) {
  size_t cap = l->mem->cap;
  return l->room >= LOST_ROOM && (!cap || cap / 2 >= LOST_ROOM);
}

/* The keytab of packed rows of len piles, made if need be; NULL
** without room. */
static wn_keytab *keytab(accordion_lost *l, size_t len) {
  assert(l->packed && len <= LOST_INLINE_MAX);
  if (len <= l->nbylen)
    return &l->bylen[len - 1];
  size_t n = LOST_INLINE_MAX;
  wn_keytab *t = wn_mem_alloc(l->mem, n * sizeof *t);
  if (!t)
    return NULL;
  if (l->nbylen) /* bylen is NULL before the first: no memcpy from it */
    memcpy(t, l->bylen, l->nbylen * sizeof *t);
  l->keeps = keeps(l);
  for (size_t k = l->nbylen; k < n; k++) {
    wn_keytab_init(&t[k], l->mem, packed_width(k + 1), hash_packed, k + 1);
    if (k + 1 >= LOST_KEEP_FROM && l->keeps)
      wn_keytab_keep(&t[k]);
    t[k].hold = l->keeps; /* the first to find no room drops them all */
  }
  wn_mem_free(l->mem, l->bylen, l->nbylen * sizeof *l->bylen);
  l->bylen = t;
  l->nbylen = n;
  return &t[len - 1];
}

/*
** The row a packed table looks row[0..len) up by: the row, or its
** relabelling (in l->canon) if it is short and l relabels; *h, the
** row's accordion_row_hash, becomes the hash the keytab is given.
*/
static inline const uint8_t *lookup_row(accordion_lost *l, const uint8_t *row,
                                        size_t len, uint64_t *h) {
  if (l->relabel && len <= CANON_MAX_PILES) {
    accordion_canon(row, len, l->canon);
    row = l->canon;
    *h = accordion_row_hash(row, len);
  }
  *h = mixed(*h);
  return row;
}

int accordion_lost_has_shared(accordion_lost *l, const uint8_t *row,
                              size_t len, uint64_t h) {
  const accordion_lost *sh = l->shared;
  if (!sh->packed || len > LOST_INLINE_MAX)
    return wn_byteset_contains(&sh->rows, row, len, h);
  if (len > sh->nbylen || !sh->bylen[len - 1].count)
    return 0;
  const wn_keytab *t = &sh->bylen[len - 1];
  if (sh->relabel && len <= CANON_MAX_PILES) { /* sh's rule, l's scratch */
    accordion_canon(row, len, l->canon);
    row = l->canon;
    h = accordion_row_hash(row, len);
  }
  h = mixed(h);
  if (!wn_keytab_maybe(t, h))
    return 0;
  pack(row, len, l->key);
  return wn_keytab_has(t, l->key, h);
}

int accordion_lost_has_packed(accordion_lost *l, const uint8_t *row,
                              size_t len, uint64_t h) {
  if (len > l->nbylen || !l->bylen[len - 1].count)
    return 0;
  wn_keytab *t = &l->bylen[len - 1];
  row = lookup_row(l, row, len, &h);
  if (!wn_keytab_maybe(t, h)) /* the tags alone: no key to build */
    return 0;
  struct packed_row r = {row, len};
  return wn_keytab_contains_by(t, h, packed_eq, &r);
}

/*
** wn_keytab_write_fn: the packed row of ctx into a slot of width bytes,
** a group of eight tops at a time from a register, the bytes of a group
** that would pass the slot's end one by one.
*/
static void packed_write(const void *ctx, uint8_t *slot, size_t width) {
  const struct packed_row *r = ctx;
  const uint8_t *row = r->row; /* held: the slot's stores may alias r */
  size_t len = r->len, at = 0;
  for (size_t i = 0; i < len; i += 8, at += 6) {
    uint64_t x = pack_word(row + i);
    if (at + 8 <= width) { /* the next group overwrites two zeros */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
      x = __builtin_bswap64(x); /* the low bits in the first bytes */
#endif
      memcpy(slot + at, &x, 8);
    } else if (width >= 8) { /* into the slot's last eight bytes, the
                             ** earlier groups' bytes there kept */
      unsigned keep = 8 * (unsigned)(at + 8 - width);
      uint64_t w = load_le(slot + width - 8);
      w = (w & ((UINT64_C(1) << keep) - 1)) | x << keep;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
      w = __builtin_bswap64(w); /* the low bits in the first bytes */
#endif
      memcpy(slot + width - 8, &w, 8);
    } else {
      for (size_t b = 0; b < 6 && at + b < width; b++)
        slot[at + b] = (uint8_t)(x >> 8 * b);
    }
  }
}

/* The bytes t may grow to within the bound; *others, the bytes of the
** other tables. */
static size_t key_room(const accordion_lost *l, const wn_keytab *t,
                       size_t *others) {
  *others = l->bytes - wn_keytab_bytes(t);
  return l->room == SIZE_MAX ? SIZE_MAX
         : l->room > *others ? l->room - *others
                             : 0;
}

/* Every keytab's hash tops dropped and none held (the bound stopped a
** growth), so that the bytes under the bound hold losses alone;
** l->bytes made again. */
static void drop_all_kept(accordion_lost *l) {
  l->keeps = 0;
  l->bytes = 0;
  for (size_t k = 0; k < l->nbylen; k++) {
    wn_keytab *t = &l->bylen[k];
    t->hold = 0;
    (void)wn_keytab_drop_kept(t); /* refused: kept, and counted */
    l->bytes += wn_keytab_bytes(t);
  }
}

/* Add the packed key (hash h) to t within the bound, keeping l->bytes. */
static int put_key(accordion_lost *l, wn_keytab *t, const uint8_t *key,
                   uint64_t h) {
  for (;;) {
    size_t others, room = key_room(l, t, &others), ngroups = t->ngroups;
    int rc = wn_keytab_add(t, key, h, room);
    if (t->ngroups != ngroups) /* it grew */
      l->bytes = others + wn_keytab_bytes(t);
    if (rc != WN_KEYTAB_NO_ROOM)
      return rc;
    drop_all_kept(l); /* then add again: nothing held now */
  }
}

/* Add lookup row 'row' (hash h) to t within the bound, keeping
** l->bytes: packed straight into its slot, no key built first. */
static inline int add_key(accordion_lost *l, wn_keytab *t,
                          const uint8_t *row, size_t len, uint64_t h) {
  struct packed_row r = {row, len};
  for (;;) {
    size_t others, room = key_room(l, t, &others), ngroups = t->ngroups;
    int rc = wn_keytab_add_by(t, h, room, packed_eq, packed_write, &r);
    if (t->ngroups != ngroups) /* it grew */
      l->bytes = others + wn_keytab_bytes(t);
    if (rc != WN_KEYTAB_NO_ROOM)
      return rc;
    drop_all_kept(l); /* then add again: nothing held now */
  }
}

int accordion_lost_add_packed(accordion_lost *l, const uint8_t *row,
                              size_t len, uint64_t h) {
  assert(len >= 1 && len <= LOST_INLINE_MAX);
  wn_keytab *t = keytab(l, len);
  if (!t)
    return wn_mem_fail(l->mem);
  row = lookup_row(l, row, len, &h);
  return add_key(l, t, row, len, h);
}

/* Count the rows of each length up to LOST_INLINE_MAX (user: an array
** of that many counts, rows of len piles at len - 1). */
static int count_row(void *user, const uint8_t *key, size_t len) {
  (void)key;
  if (len <= LOST_INLINE_MAX)
    ((size_t *)user)[len - 1]++;
  return 0;
}

/* Make each keytab room for the rows of its length in l->rows, within
** the bound as its growth would be. Returns 0 or a wn_mem code. */
static int reserve(accordion_lost *l) {
  size_t count[LOST_INLINE_MAX] = {0};
  (void)wn_byteset_each(&l->rows, count_row, count);
  for (size_t len = 1; len <= LOST_INLINE_MAX; len++) {
    wn_keytab *t = count[len - 1] ? keytab(l, len) : NULL;
    if (count[len - 1] && !t)
      return wn_mem_fail(l->mem);
    size_t room = l->room > l->bytes ? l->room - l->bytes : 0;
    int rc = t ? wn_keytab_reserve(t, count[len - 1], room) : 0;
    if (rc)
      return rc;
    l->bytes += t ? wn_keytab_bytes(t) : 0;
  }
  return 0;
}

struct repacking {
  accordion_lost *l;
  wn_byteset *longer;     /* rows of over LOST_INLINE_MAX piles */
  uint8_t *row;           /* the row, zeros after it as the hash reads */
  size_t rowcap;
};

static int repack_one(void *user, const uint8_t *key, size_t len) {
  struct repacking *r = user;
  accordion_lost *l = r->l;
  size_t need = len + HASH_SHORT + 8;
  int rc = wn_mem_grow(l->mem, (void **)&r->row, &r->rowcap, need, 1);
  if (rc)
    return rc;
  memcpy(r->row, key, len);
  memset(r->row + len, 0, need - len);
  uint64_t h = accordion_row_hash(r->row, len);
  if (len > LOST_INLINE_MAX) {
    rc = wn_byteset_add(r->longer, key, len, h);
    return rc < 0 ? rc : 0;
  }
  wn_keytab *t = keytab(l, len);
  if (!t)
    return wn_mem_fail(l->mem);
  const uint8_t *look = lookup_row(l, r->row, len, &h);
  rc = add_key(l, t, look, len, h);
  return rc < 0 ? rc : 0;
}

int accordion_lost_repack(accordion_lost *l) {
  assert(!l->packed);
  wn_byteset longer;
  wn_byteset_init(&longer, l->mem);
  struct repacking r = {l, &longer, NULL, 0};
  l->packed = 1;
  int rc = reserve(l);
  if (!rc)
    rc = wn_byteset_each(&l->rows, repack_one, &r);
  wn_mem_free(l->mem, r.row, r.rowcap);
  wn_byteset_release(&l->rows);
  l->rows = longer;
  return rc;
}

struct unpacking {
  int (*fn)(void *user, const uint8_t *row, size_t len);
  void *user;
  size_t len;
};

static int each_row(void *user, const uint8_t *key, size_t width) {
  struct unpacking *u = user;
  uint8_t row[PADDED];
  unpack(key, width, u->len, row);
  return u->fn(u->user, row, u->len);
}

int accordion_lost_each(const accordion_lost *l,
                        int (*fn)(void *user, const uint8_t *row,
                                  size_t len),
                        void *user) {
  struct unpacking u = {fn, user, 0};
  for (size_t k = 0; k < l->nbylen; k++) {
    u.len = k + 1;
    int rc = wn_keytab_each(&l->bylen[k], each_row, &u);
    if (rc)
      return rc;
  }
  return wn_byteset_each(&l->rows, fn, user);
}

/* Rows of a merge into packed keytabs are added in batches: the keys of
** a batch are made and their home groups prefetched first, so that the
** cache misses of the additions overlap. */
#define MERGE_BATCH 16

struct pending {
  wn_keytab *t;
  uint64_t h;             /* the keytab's hash of the key */
  size_t len;
  uint8_t key[LOST_KEY_BYTES];
  uint8_t row[LOST_INLINE_MAX]; /* the row as proven, for the sink */
};

struct merging {
  accordion_lost *into;
  accordion_lost_split *split; /* a part of a split merge, or NULL */
  size_t part;            /* the split's part merged */
  uint8_t *row;           /* the row, zeros after it as the hash reads */
  size_t rowcap;
  int rc;                 /* the first wn_mem code, else 0 */
  size_t n;               /* rows pending */
  uint8_t canon[CANON_BYTES]; /* the last relabelled row */
  struct pending batch[MERGE_BATCH];
};

/* What adding a row to g->into returned (rc): the sink and g->rc told. */
static void merged(struct merging *g, int rc, const uint8_t *row,
                   size_t len) {
  accordion_lost *l = g->into;
  if (l->sink && rc != 0) /* new, or forgotten but proven */
    l->sink(l->sink_user, row, len);
  if (rc < 0 && !g->rc)
    g->rc = rc;
  if (rc < 0 && g->split && !g->split->len[len - 1].rc)
    g->split->len[len - 1].rc = rc;
}

/* Add e to its keytab in a part of a split merge (within 'room'): a
** keytab that holds on finding no room drops its own tops, the only
** ones its part may touch, and forgets from then on. */
static int split_add(struct pending *e, size_t room) {
  int rc;
  while ((rc = wn_keytab_add(e->t, e->key, e->h, room)) ==
         WN_KEYTAB_NO_ROOM) {
    e->t->hold = 0;
    (void)wn_keytab_drop_kept(e->t);
  }
  return rc;
}

static void flush(struct merging *g) {
  for (size_t k = 0; k < g->n; k++) {
    struct pending *e = &g->batch[k];
    int rc = g->split ? split_add(e, g->split->len[e->len - 1].room)
                      : put_key(g->into, e->t, e->key, e->h);
    merged(g, rc, e->row, e->len);
  }
  g->n = 0;
}

/* Queue row (len piles, zeros after it; h its accordion_row_hash) for
** the packed keytab of its length. Returns 0 or a wn_mem code. */
static int queue(struct merging *g, const uint8_t *row, size_t len,
                 uint64_t h) {
  accordion_lost *l = g->into;
  wn_keytab *t = keytab(l, len); /* bylen is made once: t stays valid */
  if (!t)
    return wn_mem_fail(l->mem);
  struct pending *e = &g->batch[g->n++];
  const uint8_t *look = row;
  if (l->relabel && len <= CANON_MAX_PILES) { /* g's scratch, not l's:
                                              ** parts run at once */
    accordion_canon(row, len, g->canon);
    look = g->canon;
    h = accordion_row_hash(look, len);
  }
  e->t = t;
  e->h = mixed(h);
  e->len = len;
  pack(look, len, e->key);
  memcpy(e->row, row, len);
  if (t->tags) {
    size_t home = wn_keytab_home(t, e->h);
    __builtin_prefetch(t->tags + home * WN_KEYTAB_GROUP);
    __builtin_prefetch(t->keys + home * WN_KEYTAB_GROUP * t->stride);
  }
  if (g->n == MERGE_BATCH)
    flush(g);
  return 0;
}

static int merge_one(void *user, const uint8_t *row, size_t len) {
  struct merging *g = user;
  accordion_lost *l = g->into;
  size_t need = len + HASH_SHORT + 8;
  int rc = wn_mem_grow(l->mem, (void **)&g->row, &g->rowcap, need, 1);
  if (!rc) {
    memcpy(g->row, row, len);
    memset(g->row + len, 0, need - len);
    uint64_t h = accordion_row_hash(g->row, len);
    if (l->packed && len <= LOST_INLINE_MAX) {
      if (!(rc = queue(g, g->row, len, h)))
        return 0;
    } else {
      rc = !l->packed || len > LOST_INLINE_MAX
               ? wn_byteset_add(&l->rows, g->row, len, h)
               : 0;
    }
  }
  merged(g, rc, row, len);
  return 0;
}

int accordion_lost_merge(accordion_lost *into, accordion_lost *from) {
  struct merging g; /* about 7 KB: on the stack */
  memset(&g, 0, offsetof(struct merging, batch));
  g.into = into;
  (void)accordion_lost_each(from, merge_one, &g);
  flush(&g);
  wn_mem_free(into->mem, g.row, g.rowcap);
  accordion_lost_clear(from);
  return g.rc;
}

/* ---- split merges: one part of the lengths a thread ---- */

/* Count the rows of each length (user: the split's shares; a row too
** long for the keytabs stops the count with 1). */
static int count_share(void *user, const uint8_t *row, size_t len) {
  (void)row;
  struct accordion_lost_share *share = user;
  if (len > LOST_INLINE_MAX)
    return 1;
  share[len - 1].rows++;
  return 0;
}

/* Count the rows of every table of s by length into s->len. Returns 1
** if one is too long for the keytabs, else 0. */
static int count_rows(accordion_lost_split *s) {
  for (size_t k = 0; k < s->nfrom; k++) {
    const accordion_lost *f = s->from[k];
    for (size_t i = 0; i < f->nbylen; i++)
      s->len[i].rows += f->bylen[i].count;
    if (wn_byteset_each(&f->rows, count_share, s->len))
      return 1;
  }
  return 0;
}

/*
** The bytes of keytab t once it took 'rows' more rows
** (none of them known) as keytab.c grows a table (wn_keytab_grown,
** wn_keytab_too_full); then 'extra' growths more (a
** key whose probe sequence is full asks for one). *old: its bytes
** before its last growth, held with the new arrays while they fill.
** Returns its bytes now if it does not grow. An estimate: if it falls
** short, the keytab forgets rows where a merge on one thread would
** have grown it.
*/
static size_t share_need(const wn_keytab *t, size_t rows, int extra,
                         size_t *old) {
  size_t slot = WN_KEYTAB_GROUP * wn_keytab_slot_bytes(t);
  size_t n = t->count + rows, groups = t->tags ? t->ngroups : 0;
  int grew = 0;
  *old = 0;
  for (int more = extra; wn_keytab_too_full(n, groups) || more--;) {
    *old = groups * slot;
    groups = wn_keytab_grown(groups);
    grew = 1;
  }
  return grew ? groups * slot : wn_keytab_bytes(t);
}

/* The bytes the keytab of length i + 1 grows by to take its rows, and
** *room, what its growth asks for (its old arrays held too). */
static size_t share_growth(const accordion_lost_split *s, size_t i, int extra,
                           size_t *room) {
  const wn_keytab *t = &s->into->bylen[i];
  size_t old, grown = share_need(t, s->len[i].rows, extra, &old) -
                      wn_keytab_bytes(t);
  *room = grown + old;
  return grown;
}

/*
** Give each length that takes rows its share out[i] of 'pool' free
** bytes: as a merge on one thread would let it grow, its growth and
** room for its old arrays while it grows; 'strict': those old arrays
** count in the pool too (the parts grow at once). First the lengths
** that grow to take their rows, then one growth more for each (a full
** probe sequence asks for it), each time the lengths taking most rows
** first (then the shorter). A length that does not fit gets what is
** left, and the ones after it nothing. Returns bit p set if every
** length got what pass p asked for.
*/
static int share_out(const accordion_lost_split *s, size_t pool, int strict,
                     size_t *out) {
  size_t taken = 0;
  int full = 3;
  for (int pass = 0; pass < 2; pass++)
    for (size_t k = 0; k < s->nlen; k++) {
      size_t i = s->order[k], had, want;
      size_t before = share_growth(s, i, 0, &had);
      if (!pass && !before)
        continue; /* it takes its rows as it is */
      size_t grown = share_growth(s, i, pass, &want);
      size_t more = want - (pass ? out[i] : 0), left = pool - taken;
      if (more <= left) {
        out[i] = want;
        taken += strict ? more : pass ? grown - before : grown;
      } else {
        out[i] = (pass ? out[i] : 0) + left;
        taken = pool;
        full &= ~(1 << pass);
      }
    }
  return full;
}

/* Order the lengths that take rows (s->order, s->nlen): the most rows
** first, then the shorter. */
static void order_lengths(accordion_lost_split *s) {
  s->nlen = 0;
  for (size_t i = 0; i < LOST_INLINE_MAX; i++) {
    if (!s->len[i].rows)
      continue;
    size_t k = s->nlen++;
    for (; k > 0 && s->len[s->order[k - 1]].rows < s->len[i].rows; k--)
      s->order[k] = s->order[k - 1];
    s->order[k] = (uint8_t)i;
  }
}

/* Assign the lengths to parts, the most rows first, each to the part
** with the fewest rows so far. */
static void assign_parts(accordion_lost_split *s) {
  size_t load[LOST_SPLIT_PARTS] = {0};
  for (size_t k = 0; k < s->nlen; k++) {
    size_t i = s->order[k], p = 0;
    for (size_t q = 1; q < s->nparts; q++)
      if (load[q] < load[p])
        p = q;
    s->len[i].part = (uint8_t)p;
    load[p] += s->len[i].rows;
  }
}

/*
** Fix the bound and the memory of each keytab that takes rows: the
** bound's free bytes and the free memory under into's cap shared out
** (share_out), so that no part's growth depends on another's; its
** allocations counted in a wn_mem of its own until the close. Returns
** 1, and changes nothing, if the free memory cannot cover at once the
** growths the rows ask for (and, for a table that must keep every row,
** one growth more of each): a merge on one thread could do more.
** Else 0.
*/
static int open_shares(accordion_lost_split *s) {
  accordion_lost *l = s->into;
  wn_mem *m = l->mem;
  size_t room[LOST_INLINE_MAX] = {0}, mem[LOST_INLINE_MAX] = {0};
  s->used = m->used;
  (void)share_out(s,
                  l->room == SIZE_MAX ? SIZE_MAX
                  : l->room > l->bytes ? l->room - l->bytes
                                       : 0,
                  0, room);
  int full = share_out(
      s, !m->cap ? SIZE_MAX : m->cap > m->used ? m->cap - m->used : 0, 1, mem);
  if (!(full & 1) || (!(full & 2) && l->room == SIZE_MAX))
    return 1;
  for (size_t i = 0; i < LOST_INLINE_MAX; i++) {
    struct accordion_lost_share *sh = &s->len[i];
    if (!sh->rows)
      continue;
    wn_keytab *t = &l->bylen[i];
    sh->base = wn_keytab_bytes(t);
    sh->room = l->room == SIZE_MAX ? SIZE_MAX : sh->base + room[i];
    sh->mem = *m;
    sh->mem.used = sh->mem.peak = sh->base; /* what it may free */
    sh->mem.cap = m->cap ? sh->base + mem[i] : 0;
    t->mem = &sh->mem; /* the keytab's own: parts allocate at once */
  }
  return 0;
}

int accordion_lost_split_open(accordion_lost_split *s, accordion_lost *into,
                              accordion_lost *const *from, size_t nfrom,
                              size_t nparts) {
  assert(nfrom <= LOST_SPLIT_FROM && nparts >= 1);
  memset(s, 0, sizeof *s);
  s->into = into;
  s->nfrom = nfrom;
  s->nparts = nparts < LOST_SPLIT_PARTS ? nparts : LOST_SPLIT_PARTS;
  memcpy(s->from, from, nfrom * sizeof *from);
  if (!into->packed || into->sink || count_rows(s) || !keytab(into, 1))
    return 1; /* keytab(): bylen made, so parts never make it */
  order_lengths(s);
  if (open_shares(s))
    return 1;
  assign_parts(s);
  return 0;
}

/* A row of a table merged by a split: queued if of a length of g's
** part (then no longer than LOST_INLINE_MAX: checked at the open). */
static int split_one(void *user, const uint8_t *row, size_t len) {
  struct merging *g = user;
  if (g->split->len[len - 1].part != g->part)
    return 0;
  memcpy(g->row, row, len);
  memset(g->row + len, 0, HASH_SHORT + 8);
  int rc = queue(g, g->row, len, accordion_row_hash(g->row, len));
  if (rc) /* the keytab is made: queue cannot fail */
    merged(g, rc, row, len);
  return 0;
}

void accordion_lost_split_run(accordion_lost_split *s, size_t p, int far) {
  struct merging g; /* about 7 KB: on the stack */
  uint8_t row[PADDED];
  size_t ngroups[LOST_INLINE_MAX];
  memset(&g, 0, offsetof(struct merging, batch));
  g.into = s->into;
  g.split = s;
  g.part = p;
  g.row = row;
  for (size_t i = 0; i < LOST_INLINE_MAX; i++)
    ngroups[i] = s->len[i].part == p && s->len[i].rows
                     ? s->into->bylen[i].ngroups
                     : 0;
  for (size_t k = 0; k < s->nfrom; k++)
    (void)accordion_lost_each(s->from[k], split_one, &g);
  flush(&g);
  for (size_t i = 0; far && i < LOST_INLINE_MAX; i++)
    if (s->len[i].part == p && s->len[i].rows &&
        s->into->bylen[i].ngroups != ngroups[i])
      s->far[p] += s->len[i].base; /* its old arrays, freed there */
}

int accordion_lost_split_close(accordion_lost_split *s) {
  accordion_lost *l = s->into;
  wn_mem *m = l->mem;
  size_t extra = 0;
  int rc = 0;
  for (size_t i = 0; i < LOST_INLINE_MAX; i++) {
    struct accordion_lost_share *sh = &s->len[i];
    if (!sh->rows)
      continue;
    l->bylen[i].mem = m;
    /* the part's net change (it shrank if its keytab dropped its
    ** tops): added before the base is taken, so no step wraps */
    m->used = m->used + sh->mem.used - sh->base;
    extra += sh->mem.peak - sh->base;
    if (!rc)
      rc = sh->rc;
  }
  if (s->used + extra > m->peak)
    m->peak = s->used + extra;
  l->bytes = 0;
  for (size_t i = 0; i < l->nbylen; i++)
    l->bytes += wn_keytab_bytes(&l->bylen[i]);
  for (size_t k = 0; k < s->nfrom; k++)
    accordion_lost_clear(s->from[k]);
  for (size_t p = 0; p < s->nparts; p++)
    s->far_freed += s->far[p];
  return rc;
}
