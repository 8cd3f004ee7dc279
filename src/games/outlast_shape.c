/*
** outlast_shape.c: the shape index of a colour class whose board cells
** are all X: Grundy values keyed by what a rectangle holds, up to moving
** it.
**
** With every cell X, the game in a rectangle depends only on which
** lattice points it holds, and a rectangle moved by a lattice vector
** holds the moved points. So a shrunk rectangle [a,b] x [c,d] is keyed
** by its size and by the board's edges seen from its corner (a, c),
** clipped to it: its points are the (a + i', c + j') with (i', j') in
** [0,B] x [0,D] and
**   i' + j' in [s0, s1]      = [slo - a - c, shi - a - c] ^ [0, B + D],
**   i' - j' in [t0-D, t1-D]  = [tlo - a + c, thi - a + c] ^ [-D, B],
** B = b - a, D = d - c. Equal keys hold equal point sets, hence equal
** games; the key is also taken up to the symmetries of the rectangle
** (shape_key), which map the game onto itself. On a thin board almost every rectangle is a translate of
** another one, so a class of N cells has about N keys, not N^2.
**
** The memo (outlast_memo.h) stays the place values are read from; this
** index is only asked when a memo slot is empty, so a translate of a
** known rectangle costs one look-up instead of a search.
**
** Entries get ids in order of arrival; 'value' is parallel to 'keys'.
** The index is open addressing over a power of two of buckets, each 0
** (empty) or id + 1, and is at most half full.
*/
#include "games/outlast_memo.h"

#define SHAPE_FIRST_IDS 1024   /* ids of a fresh index */
#define KEY_WORDS 2            /* words per key: B D s0 s1 | t0 t1 */

/* A key's fields: size B x D, i'+j' in [s0, s1], i'-j'+D in [t0, t1]. */
struct shape {
  int B, D, s0, s1, t0, t1;
};

/* Flip i' to B - i' (it swaps the two diagonal bounds). */
static struct shape flip_i(struct shape x) {
  int S = x.B + x.D;
  return (struct shape){x.B, x.D, S - x.t1, S - x.t0, S - x.s1, S - x.s0};
}

/* Flip j' to D - j'. */
static struct shape flip_j(struct shape x) {
  return (struct shape){x.B, x.D, x.t0, x.t1, x.s0, x.s1};
}

/* Swap i' and j'. */
static struct shape transpose(struct shape x) {
  int S = x.B + x.D;
  return (struct shape){x.D, x.B, x.s0, x.s1, S - x.t1, S - x.t0};
}

static void pack(struct shape x, uint64_t key[KEY_WORDS]) {
  key[0] = (uint64_t)x.B | (uint64_t)x.D << 16 | (uint64_t)x.s0 << 32 |
           (uint64_t)x.s1 << 48;
  key[1] = (uint64_t)x.t0 | (uint64_t)x.t1 << 16;
}

/*
** The key of shrunk, non-empty r: the least packed form of its shape
** under the 8 symmetries of a rectangle (flips of either line and the
** swap of i and j map builds to builds and corners to corners, so they
** keep the game). Every field fits 16 bits since the lattice is at most
** OUTLAST_MAX_CELLS points across.
*/
static void shape_key(const struct memo_class *k, const struct memo_rect *r,
                      uint64_t key[KEY_WORDS]) {
  struct shape x;
  x.B = r->b - r->a;
  x.D = r->d - r->c;
  x.s0 = memo_max(k->slo - r->a - r->c, 0);
  x.s1 = memo_min(k->shi - r->a - r->c, x.B + x.D);
  x.t0 = memo_max(k->tlo - r->a + r->c, -x.D) + x.D;
  x.t1 = memo_min(k->thi - r->a + r->c, x.B) + x.D;
  assert(x.B + x.D < 65536 && x.s0 <= x.s1 && x.t0 <= x.t1);
  pack(x, key);
  for (int m = 1; m < 8; m++) {
    struct shape y = x;
    if (m & 1)
      y = flip_i(y);
    if (m & 2)
      y = flip_j(y);
    if (m & 4)
      y = transpose(y);
    uint64_t other[KEY_WORDS];
    pack(y, other);
    if (other[0] < key[0] || (other[0] == key[0] && other[1] < key[1]))
      memcpy(key, other, sizeof other);
  }
}

/* Bucket holding key, or the empty bucket where it would go. */
static size_t probe(const struct shape_index *x, const uint64_t *key) {
  size_t b = (size_t)wn_mix64(key[0] ^ wn_mix64(key[1])) & x->mask;
  for (;;) {
    uint32_t e = x->bucket[b];
    if (e == 0)
      return b;
    const uint64_t *have = x->keys + (size_t)(e - 1) * KEY_WORDS;
    if (have[0] == key[0] && have[1] == key[1])
      return b;
    b = (b + 1) & x->mask;
  }
}

/* Make *p hold at least 'bytes', keeping its contents. */
static int hold(wn_mem *mem, void *pp, size_t *cap, size_t bytes) {
  void **p = pp;
  if (bytes <= *cap)
    return 0;
  void *q = wn_mem_realloc(mem, *p, *cap, bytes);
  if (!q)
    return wn_mem_fail(mem);
  *p = q;
  *cap = bytes;
  return 0;
}

/* Room for 'ids' ids and twice as many buckets (ids a power of two);
   the buckets are rebuilt from the keys. */
static int room(struct shape_index *x, wn_mem *mem, size_t ids) {
  if (ids > UINT32_MAX / 2)
    return WN_CAPPED;
  size_t buckets = 2 * ids;
  int rc = hold(mem, &x->value, &x->valuecap, ids * sizeof *x->value);
  if (!rc)
    rc = hold(mem, &x->keys, &x->keyscap, ids * KEY_WORDS * sizeof *x->keys);
  if (!rc)
    rc = hold(mem, &x->bucket, &x->bucketcap, buckets * sizeof *x->bucket);
  if (rc)
    return rc;
  x->idcap = ids;
  x->mask = buckets - 1;
  memset(x->bucket, 0, buckets * sizeof *x->bucket);
  for (size_t id = 0; id < x->nids; id++)
    x->bucket[probe(x, x->keys + id * KEY_WORDS)] = (uint32_t)id + 1;
  return 0;
}

size_t outlast_shape_first_bytes(void) {
  return SHAPE_FIRST_IDS * (sizeof(uint16_t) + KEY_WORDS * sizeof(uint64_t) +
                            2 * sizeof(uint32_t));
}

int outlast_shape_reset(struct shape_index *x, wn_mem *mem) {
  x->nids = 0;
  x->full = 0;
  return room(x, mem, x->idcap ? x->idcap : SHAPE_FIRST_IDS);
}

int64_t outlast_shape_find(const struct memo_class *k, struct shape_index *x,
                           wn_mem *mem, const struct memo_rect *r) {
  uint64_t key[KEY_WORDS];
  shape_key(k, r, key);
  size_t b = probe(x, key);
  if (x->bucket[b])
    return (int64_t)x->bucket[b] - 1;
  if (x->nids == x->idcap) {
    if (x->full || room(x, mem, 2 * x->idcap) != 0) {
      x->full = 1; /* keep what it has; add nothing more */
      return -1;
    }
    b = probe(x, key);
  }
  size_t id = x->nids++;
  memcpy(x->keys + id * KEY_WORDS, key, sizeof key);
  x->value[id] = MEMO_UNSET;
  x->bucket[b] = (uint32_t)id + 1;
  return (int64_t)id;
}

void outlast_shape_release(struct shape_index *x, wn_mem *mem) {
  wn_mem_free(mem, x->keys, x->keyscap);
  wn_mem_free(mem, x->bucket, x->bucketcap);
  wn_mem_free(mem, x->value, x->valuecap);
  memset(x, 0, sizeof *x);
}
