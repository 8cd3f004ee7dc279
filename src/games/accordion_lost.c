/*
** accordion_lost.c: the table of proven losses (accordion_lost.h). A
** packed key is the tops at six bits each, low bits first, in
** little-endian words cut to ceil(6 len / 8) bytes; the bits past the
** last top are zero, so two rows of one length share a key iff they are
** equal. A row is packed eight tops at a time in a register, compared
** and written from there: no key is built in a buffer.
*/
#include "games/accordion_lost.h"

void accordion_lost_init(accordion_lost *l, wn_mem *mem) {
  memset(l, 0, sizeof *l);
  l->mem = mem;
  l->room = SIZE_MAX;
  wn_byteset_init(&l->rows, mem);
}

static void drop_keytabs(accordion_lost *l) {
  for (size_t k = 0; l->bylen && k < LOST_INLINE_MAX; k++)
    wn_keytab_release(&l->bylen[k]);
  wn_mem_free(l->mem, l->bylen, l->bylen ? LOST_INLINE_MAX * sizeof *l->bylen
                                         : 0);
  l->bylen = NULL;
  l->bytes = 0;
}

void accordion_lost_release(accordion_lost *l) {
  drop_keytabs(l);
  wn_byteset_release(&l->rows);
  wn_byteset_init(&l->rows, l->mem);
}

/* Keytabs of at most this many bytes in all are emptied in place by a
** clear, larger ones freed: a hard deal's are not held for the next. */
#define LOST_KEEP_BYTES ((size_t)1 << 20)

void accordion_lost_clear(accordion_lost *l) {
  if (l->bytes > LOST_KEEP_BYTES)
    drop_keytabs(l);
  for (size_t k = 0; l->bylen && k < LOST_INLINE_MAX; k++)
    wn_keytab_clear(&l->bylen[k]);
  wn_byteset_clear(&l->rows);
  l->packed = 0;
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

/* A word as loaded or stored, to or from the first byte in the low
** bits (keys are little-endian on every host). */
static inline uint64_t le(uint64_t x) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
  x = __builtin_bswap64(x);
#endif
  return x;
}

/* The eight bytes at p as a number, the first byte in the low bits. */
static inline uint64_t load_le(const uint8_t *p) {
  uint64_t x;
  memcpy(&x, p, 8);
  return le(x);
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

/* wn_keytab_eq_fn: is the stored key the packed row of ctx? Compared a
** group of eight tops at a time, packed in a register. */
static int packed_eq(const void *ctx, const uint8_t *stored, size_t width) {
  const struct packed_row *r = ctx;
  for (size_t i = 0, at = 0; i < r->len; i += 8, at += 6)
    if (pack_word(r->row + i) != stored_group(stored, width, at))
      return 0;
  return 1;
}

/* The tops of a group of eight, 48 bits at six bits each (top 0 in the
** low bits), spread to one a byte: top k in byte k of the number. */
static inline uint64_t spread(uint64_t x) {
  x = (x & 0xffffffULL) | (x & 0xffffff000000ULL) << 8;
  x = (x & 0x00000fff00000fffULL) | (x & 0x00fff00000fff000ULL) << 4;
  return (x & 0x003f003f003f003fULL) | (x & 0x0fc00fc00fc00fc0ULL) << 2;
}

/* The row of packed key[0..width) of len piles into row, in words of
** eight tops: zeros after row[len - 1] up to the next multiple of 8. */
static void unpack(const uint8_t *key, size_t width, size_t len,
                   uint8_t *row) {
  for (size_t i = 0, at = 0; i < len; i += 8, at += 6) {
    uint64_t x = le(spread(stored_group(key, width, at))); /* top i + k
                                                          ** in byte k */
    memcpy(row + i, &x, 8);
  }
}

/* Row bytes with zeros after them, as far as accordion_row_hash reads. */
#define PADDED (LOST_INLINE_MAX + 1 + HASH_SHORT + 8)

/* wn_keytab_hash_fn of keytabs of packed keys (arg: len): the hash the
** row was looked up by (mixed accordion_row_hash), for growths. */
static uint64_t hash_packed(const uint8_t *key, size_t width, size_t len) {
  uint64_t word[LOST_INLINE_MAX / 8 + 1 + HASH_SHORT / 8];
  for (size_t k = 0; k < HASH_SHORT / 8; k++)
    word[k] = 0; /* a short row's hash reads this far */
  unpack(key, width, len, (uint8_t *)word);
  return accordion_lost_mix(accordion_row_hash((const uint8_t *)word, len));
}

/* The keytab of rows of len piles, the keytabs made if need be; NULL
** without room. Rows longer than HASH_SHORT (a chain of products to
** hash) keep their hash tops (wn_keytab_keep) unless memory is tight. */
static wn_keytab *keytab(accordion_lost *l, size_t len) {
  if (!l->bylen) {
    wn_keytab *t = wn_mem_alloc(l->mem, LOST_INLINE_MAX * sizeof *t);
    if (!t)
      return NULL;
    size_t cap = l->mem->cap; /* tight memory: the bytes hold losses */
    int keep = l->room >= LOST_ROOM && (!cap || cap / 2 >= LOST_ROOM);
    for (size_t k = 0; k < LOST_INLINE_MAX; k++) {
      wn_keytab_init(&t[k], l->mem, packed_width(k + 1), hash_packed, k + 1);
      if (keep && k + 1 > HASH_SHORT)
        wn_keytab_keep(&t[k]);
    }
    l->bylen = t;
  }
  return &l->bylen[len - 1];
}

int accordion_lost_has(accordion_lost *l, const uint8_t *row, size_t len,
                       uint64_t h) {
  if (!l->packed || len > LOST_INLINE_MAX)
    return wn_byteset_contains(&l->rows, row, len, h);
  if (!l->bylen || !l->bylen[len - 1].count)
    return 0;
  wn_keytab *t = &l->bylen[len - 1];
  h = accordion_lost_mix(h);
  if (!wn_keytab_maybe(t, h)) /* the tags alone: no key to build */
    return 0;
  struct packed_row r = {row, len};
  return wn_keytab_contains_by(t, h, packed_eq, &r);
}

/* wn_keytab_write_fn: the packed row of ctx into a slot of width
** bytes, a group of eight tops at a time from a register. */
static void packed_write(const void *ctx, uint8_t *slot, size_t width) {
  const struct packed_row *r = ctx;
  const uint8_t *row = r->row; /* held: the slot's stores may alias r */
  size_t len = r->len;
  uint64_t last = 0; /* the key's eight bytes before 'at' */
  for (size_t i = 0, at = 0; i < len; i += 8, at += 6) {
    uint64_t x = pack_word(row + i), w;
    if (at + 8 <= width) { /* the next group overwrites two zeros */
      w = le(x);
      memcpy(slot + at, &w, 8);
    } else if (width >= 8) { /* the slot's last eight bytes, made from
                             ** registers: a load of the slot would wait
                             ** for its line */
      unsigned in = 8 * (unsigned)(width - at); /* 8 to 56 bits */
      w = le(last >> in | x << (64 - in));
      memcpy(slot + width - 8, &w, 8);
    } else {
      for (size_t b = 0; b < 6 && at + b < width; b++)
        slot[at + b] = (uint8_t)(x >> 8 * b);
    }
    last = last >> 48 | x << 16;
  }
}


/* Add the row (hash h, mixed) to t within the bound, keeping l->bytes:
** packed straight into its slot, no key built first. */
static int add_key(accordion_lost *l, wn_keytab *t, const uint8_t *row,
                   size_t len, uint64_t h) {
  struct packed_row r = {row, len};
  size_t others = l->bytes - wn_keytab_bytes(t);
  size_t room = l->room == SIZE_MAX ? SIZE_MAX
                : l->room > others  ? l->room - others
                                    : 0;
  int rc = wn_keytab_add_by(t, h, room, packed_eq, packed_write, &r);
  l->bytes = others + wn_keytab_bytes(t);
  return rc;
}

int accordion_lost_add(accordion_lost *l, const uint8_t *row, size_t len,
                       uint64_t h) {
  assert(len >= 1);
  int rc;
  if (!l->packed || len > LOST_INLINE_MAX) {
    rc = wn_byteset_add(&l->rows, row, len, h);
  } else {
    wn_keytab *t = keytab(l, len);
    rc = t ? add_key(l, t, row, len, accordion_lost_mix(h))
           : wn_mem_fail(l->mem);
  }
  if (rc == 1 && l->sink)
    l->sink(l->sink_user, row, len);
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

/* each_row of the byte set once packed: its short rows are also in
** the keytabs, so they are left out here. */
static int each_long(void *user, const uint8_t *row, size_t len) {
  const struct unpacking *u = user;
  return len > LOST_INLINE_MAX ? u->fn(u->user, row, len) : 0;
}

int accordion_lost_each(const accordion_lost *l,
                        int (*fn)(void *user, const uint8_t *row,
                                  size_t len),
                        void *user) {
  struct unpacking u = {fn, user, 0};
  for (size_t k = 0; l->packed && k < LOST_INLINE_MAX; k++) {
    u.len = k + 1;
    int rc = wn_keytab_each(&l->bylen[k], each_row, &u);
    if (rc)
      return rc;
  }
  return l->packed ? wn_byteset_each(&l->rows, each_long, &u)
                   : wn_byteset_each(&l->rows, fn, user);
}

/* Copy one row of the byte set to its keytab (user: the table). */
static int pack_one(void *user, const uint8_t *key, size_t len) {
  accordion_lost *l = user;
  if (len > LOST_INLINE_MAX)
    return 0;
  uint8_t row[PADDED] = {0}; /* zeros after it, as the hash reads */
  memcpy(row, key, len);
  wn_keytab *t = keytab(l, len);
  int rc = t ? add_key(l, t, row, len,
                       accordion_lost_mix(accordion_row_hash(row, len)))
             : wn_mem_fail(l->mem);
  return rc < 0 ? rc : 0;
}

int accordion_lost_pack(accordion_lost *l) {
  assert(!l->packed);
  if (!keytab(l, 1)) /* the keytabs made: packed tables have them */
    return wn_mem_fail(l->mem);
  l->packed = 1;
  return wn_byteset_each(&l->rows, pack_one, l);
}
