/*
** accordion_lost.c: the table of proven losses (accordion_lost.h). A
** packed key is the bit string top 0, top 1, ... at six bits each, low
** bits first, in little-endian 64-bit words cut to ceil(6 len / 8)
** bytes; the bits past the last top are zero, so two rows of one length
** share a key iff they are equal.
*/
#include "games/accordion_lost.h"

/* Keytabs holding more than this are dropped by a clear, not wiped, so
** that many small searches in a row stay cheap. */
#define KEEP_BYTES ((size_t)1 << 20)

void accordion_lost_init(accordion_lost *l, wn_mem *mem) {
  memset(l, 0, sizeof *l);
  l->mem = mem;
  l->room = SIZE_MAX;
  wn_byteset_init(&l->longrows, mem);
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
  wn_byteset_release(&l->longrows);
  size_t room = l->room;
  accordion_lost_init(l, l->mem);
  l->room = room;
}

void accordion_lost_clear(accordion_lost *l) {
  if (l->packed || l->bytes > KEEP_BYTES) {
    drop_keytabs(l); /* packed keys have other widths than rows */
  } else {
    for (size_t k = 0; k < l->nbylen; k++)
      wn_keytab_clear(&l->bylen[k]);
  }
  wn_byteset_clear(&l->longrows);
  l->packed = 0;
  l->count = 0;
}

void accordion_lost_bound(accordion_lost *l, size_t room) {
  l->room = room;
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

/* Pack row[0..len) into l->key (zeros after it); returns its width. */
static size_t pack(accordion_lost *l, const uint8_t *row, size_t len) {
  size_t words = (6 * len + 63) / 64;
  uint64_t *w = l->key;
  memset(w, 0, (words + 1) * sizeof *w);
  for (size_t i = 0; i < len; i++) {
    size_t bit = 6 * i, at = bit / 64, sh = bit % 64;
    assert(row[i] < 64); /* cards and relabelled tops are six bits */
    w[at] |= (uint64_t)row[i] << sh;
    if (sh > 58)
      w[at + 1] |= (uint64_t)row[i] >> (64 - sh);
  }
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
  for (size_t k = 0; k < words; k++)
    w[k] = __builtin_bswap64(w[k]); /* the low bits in the first bytes */
#endif
  return packed_width(len);
}

/* The row of packed key[0..width) of len piles into row. */
static void unpack(const uint8_t *key, size_t len, uint8_t *row) {
  for (size_t i = 0; i < len; i++) {
    size_t bit = 6 * i, at = bit / 8;
    unsigned two = key[at] | (bit % 8 > 2 ? (unsigned)key[at + 1] << 8 : 0);
    row[i] = (uint8_t)(two >> (bit % 8) & 63);
  }
}

/* The key of row[0..len) (len <= LOST_INLINE_MAX), zeros after it up
** to a multiple of 8 bytes. */
static inline const uint8_t *key_of(accordion_lost *l, const uint8_t *row,
                                    size_t len) {
  if (!l->packed)
    return row;
  if (len <= CANON_MAX_PILES) {
    accordion_canon(row, len, l->canon);
    row = l->canon;
  }
  pack(l, row, len);
  return (const uint8_t *)l->key;
}

/* The keytab of rows of len piles, made if need be; NULL without room. */
static wn_keytab *keytab(accordion_lost *l, size_t len) {
  if (len <= l->nbylen)
    return &l->bylen[len - 1];
  size_t n = LOST_INLINE_MAX;
  wn_keytab *t = wn_mem_alloc(l->mem, n * sizeof *t);
  if (!t)
    return NULL;
  memcpy(t, l->bylen, l->nbylen * sizeof *t);
  for (size_t k = l->nbylen; k < n; k++)
    wn_keytab_init(&t[k], l->mem, l->packed ? packed_width(k + 1) : k + 1);
  wn_mem_free(l->mem, l->bylen, l->nbylen * sizeof *l->bylen);
  l->bylen = t;
  l->nbylen = n;
  return &t[len - 1];
}

int accordion_lost_has(accordion_lost *l, const uint8_t *row, size_t len) {
  if (len > LOST_INLINE_MAX)
    return wn_byteset_contains(&l->longrows, row, len,
                               wn_hash_bytes(row, len));
  if (len > l->nbylen || !l->bylen[len - 1].count)
    return 0;
  const wn_keytab *t = &l->bylen[len - 1];
  const uint8_t *key = key_of(l, row, len);
  return wn_keytab_contains(t, key, wn_keytab_hash(key, t->width));
}

/* Add key (of t) within the bound, keeping l->bytes. */
static int add_key(accordion_lost *l, wn_keytab *t, const uint8_t *key) {
  size_t had = wn_keytab_bytes(t), others = l->bytes - had;
  size_t room = l->room == SIZE_MAX ? SIZE_MAX
                : l->room > others  ? l->room - others
                                    : 0;
  int rc = wn_keytab_add(t, key, wn_keytab_hash(key, t->width), room);
  l->bytes = others + wn_keytab_bytes(t);
  return rc;
}

int accordion_lost_add(accordion_lost *l, const uint8_t *row, size_t len) {
  assert(len >= 1);
  int rc;
  if (len > LOST_INLINE_MAX)
    rc = wn_byteset_insert(&l->longrows, row, len);
  else if (!keytab(l, len))
    rc = wn_mem_fail(l->mem);
  else
    rc = add_key(l, &l->bylen[len - 1], key_of(l, row, len));
  l->count += rc == 1;
  return rc;
}

struct repacking {
  accordion_lost *l;
  wn_keytab *into;
  size_t len;
};

static int repack_one(void *user, const uint8_t *row, size_t width) {
  struct repacking *r = user;
  assert(width == r->len); /* rows as they are */
  (void)width;
  int rc = add_key(r->l, r->into, key_of(r->l, row, r->len));
  return rc < 0 ? rc : 0;
}

int accordion_lost_repack(accordion_lost *l) {
  int rc = 0;
  assert(!l->packed);
  l->packed = 1;
  for (size_t k = 0; k < l->nbylen; k++) {
    wn_keytab old = l->bylen[k];
    struct repacking r = {l, &l->bylen[k], k + 1};
    wn_keytab_init(r.into, l->mem, packed_width(k + 1));
    if (!rc)
      rc = wn_keytab_each(&old, repack_one, &r);
    l->bytes -= wn_keytab_bytes(&old); /* without room: forgotten */
    wn_keytab_release(&old);
  }
  return rc;
}

struct unpacking {
  int (*fn)(void *user, const uint8_t *row, size_t len);
  void *user;
  size_t len;
  int packed;
};

static int each_row(void *user, const uint8_t *key, size_t width) {
  struct unpacking *u = user;
  if (!u->packed)
    return u->fn(u->user, key, width);
  uint8_t row[LOST_INLINE_MAX];
  unpack(key, u->len, row);
  return u->fn(u->user, row, u->len);
}

int accordion_lost_each(const accordion_lost *l,
                        int (*fn)(void *user, const uint8_t *row,
                                  size_t len),
                        void *user) {
  struct unpacking u = {fn, user, 0, l->packed};
  for (size_t k = 0; k < l->nbylen; k++) {
    u.len = k + 1;
    int rc = wn_keytab_each(&l->bylen[k], each_row, &u);
    if (rc)
      return rc;
  }
  return wn_byteset_each(&l->longrows, fn, user);
}
