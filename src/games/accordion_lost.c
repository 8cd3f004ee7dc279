/*
** accordion_lost.c: packed keys of rows (accordion_lost.h). After the
** first byte, each group of four tops a, b, c, d (missing ones zero) is
** the 24 bits a | b << 6 | c << 12 | d << 18, low byte first, the last
** group cut to the bytes its tops reach.
*/
#include "games/accordion_lost.h"
#include "games/accordion_canon.h"

size_t accordion_lost_pack(const uint8_t *row, size_t len, uint8_t *key) {
  assert(len >= 1 && len <= LOST_PACK_MAX);
  size_t out = 1;
  key[0] = (uint8_t)(LOST_PACK_BASE + len);
  for (size_t i = 0; i < len; i += 4) {
    uint32_t w = 0;
    size_t left = len - i < 4 ? len - i : 4;
    for (size_t j = 0; j < left; j++) {
      assert(row[i + j] < 64);
      w |= (uint32_t)row[i + j] << (6 * j);
    }
    for (size_t b = 0; b < (6 * left + 7) / 8; b++)
      key[out++] = (uint8_t)(w >> (8 * b));
  }
  return out;
}

/* The row of a packed key into row; returns its length. */
static size_t unpack(const uint8_t *key, uint8_t *row) {
  size_t len = key[0] - LOST_PACK_BASE;
  for (size_t i = 0; i < len; i++) {
    size_t bit = 6 * i, at = 1 + bit / 8;
    unsigned two = key[at] | (bit % 8 > 2 ? (unsigned)key[at + 1] << 8 : 0);
    row[i] = (uint8_t)(two >> (bit % 8) & 63);
  }
  return len;
}

struct unpacking {
  int (*fn)(void *user, const uint8_t *row, size_t len);
  void *user;
};

static int each_unpacked(void *user, const uint8_t *key, size_t len) {
  struct unpacking *u = user;
  if (len == 0 || key[0] < LOST_PACK_BASE) /* a row kept as it is */
    return u->fn(u->user, key, len);
  uint8_t row[LOST_PACK_MAX];
  return u->fn(u->user, row, unpack(key, row));
}

int accordion_lost_each(const wn_byteset *lost,
                        int (*fn)(void *user, const uint8_t *row,
                                  size_t len),
                        void *user) {
  struct unpacking u = {fn, user};
  return wn_byteset_each(lost, each_unpacked, &u);
}

struct repacking {
  wn_byteset *into;
  wn_mem *mem;
  uint8_t *row;           /* the row, zeros after it as the hash reads */
  size_t rowcap;
  uint8_t canon[CANON_BYTES];
  uint8_t key[LOST_KEY_MAX];
};

static int repack_one(void *user, const uint8_t *key, size_t len) {
  struct repacking *r = user;
  assert(len == 0 || key[0] < LOST_PACK_BASE); /* rows only */
  size_t need = len + 2 * ROW_PAD + 24;
  int rc = wn_mem_grow(r->mem, (void **)&r->row, &r->rowcap, need, 1);
  if (rc)
    return rc;
  memset(r->row, 0, need);
  memcpy(r->row, key, len);
  const uint8_t *row = r->row;
  if (len == 0 || len > LOST_PACK_MAX) /* kept as it is */
    return (rc = wn_byteset_add(r->into, key, len,
                                accordion_row_hash(row, len))) < 0
               ? rc
               : 0;
  if (len <= CANON_MAX_PILES) {
    accordion_canon(r->row, len, r->canon);
    row = r->canon;
  }
  size_t klen = accordion_lost_pack(row, len, r->key);
  rc = wn_byteset_add(r->into, r->key, klen, accordion_row_hash(row, len));
  return rc < 0 ? rc : 0;
}

int accordion_lost_repack(wn_byteset *lost, wn_mem *mem) {
  struct repacking r = {.mem = mem};
  wn_byteset fresh;
  wn_byteset_init(&fresh, mem);
  r.into = &fresh;
  int rc = wn_byteset_each(lost, repack_one, &r);
  wn_mem_free(mem, r.row, r.rowcap);
  if (rc) {
    wn_byteset_release(&fresh);
    return rc;
  }
  wn_byteset_release(lost);
  *lost = fresh;
  return 0;
}
