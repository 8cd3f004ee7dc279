/*
** keytab.c: wn_keytab, a set of keys of one fixed width held inline:
** no arena, no per-key header, no pointer (docs/accordion.md, "The
** table of proven losses").
**
** Slots come in groups of WN_KEYTAB_GROUP: one tag byte a slot (0:
** empty, else seven bits of the hash, and WN_KEYTAB_HIT once a lookup
** found it) and 'stride' bytes of key, then, in a table that keeps
** them (wn_keytab_keep), the top 32 bits of its hash, all its home
** depends on. A key's probe sequence is at most WN_KEYTAB_PROBES groups
** from its home. Invariant: a key sits in the first group of its
** sequence that had an empty slot when it came, and no slot empties
** until a rebuild; so a lookup stops at the first group with an empty
** slot. Keys are compared in full where the tag matches. A table grows
** by half once 7/8 full, each key moved in slot order to the first
** empty slot of its sequence. A table bounded in bytes that may not
** grow first drops its kept hash tops, then overwrites a slot of the
** new key's home group (victim()): only for keys that can be found
** again, such as proven losses.
*/
#include "core/core.h"

#define G WN_KEYTAB_GROUP

void wn_keytab_init(wn_keytab *t, wn_mem *mem, size_t width,
                    wn_keytab_hash_fn hash, size_t arg) {
  assert(width >= 1 && width <= WN_KEYTAB_MAX_WIDTH);
  memset(t, 0, sizeof *t);
  t->mem = mem;
  t->width = t->stride = width;
  t->hash = hash;
  t->arg = arg;
}

void wn_keytab_keep(wn_keytab *t) {
  assert(!t->tags); /* the slots are sized once, before the first */
  t->stride = t->width + WN_KEYTAB_KEPT;
}

/* Bytes of the two arrays of t were it of ngroups groups. */
static size_t table_bytes(const wn_keytab *t, size_t ngroups) {
  return ngroups * G * wn_keytab_slot_bytes(t);
}

static void free_arrays(wn_keytab *t) {
  if (!t->tags)
    return;
  wn_mem_free(t->mem, t->tags, t->ngroups * G);
  wn_mem_free(t->mem, t->keys, t->ngroups * G * t->stride);
  t->tags = t->keys = NULL;
}

void wn_keytab_release(wn_keytab *t) {
  size_t stride = t->stride;
  free_arrays(t);
  wn_keytab_init(t, t->mem, t->width, t->hash, t->arg);
  t->stride = stride;
}

void wn_keytab_clear(wn_keytab *t) {
  if (t->count)
    memset(t->tags, 0, t->ngroups * G);
  t->count = 0;
}

/* Slot of the key of hash h that eq(ctx, ...) accepts, or -1 with
** *empty the first empty slot of its sequence (-1 when the sequence has
** none). eq NULL: no key compared (a rebuild's keys are all absent). */
static long find_by(const wn_keytab *t, uint64_t h, wn_keytab_eq_fn eq,
                    const void *ctx, long *empty) {
  size_t g = wn_keytab_home(t, h);
  uint8_t tag = wn_keytab_tag(h);
  for (size_t p = 0; p < WN_KEYTAB_PROBES; p++) {
    uint64_t w;
    memcpy(&w, t->tags + g * G, sizeof w); /* G == 8: one word */
    uint64_t m = wn_keytab_bytes_eq(w & 0x7f7f7f7f7f7f7f7fULL, tag);
    for (; eq && m; m &= m - 1) {
      size_t i = g * G + (size_t)wn_ctz64(m) / 8;
      if (eq(ctx, t->keys + i * t->stride, t->width))
        return (long)i;
    }
    uint64_t e = wn_keytab_bytes_eq(w, 0);
    if (e) {
      *empty = (long)(g * G + (size_t)wn_ctz64(e) / 8);
      return -1;
    }
    g = g + 1 == t->ngroups ? 0 : g + 1;
  }
  *empty = -1;
  return -1;
}

int wn_keytab_contains_by(wn_keytab *t, uint64_t hash, wn_keytab_eq_fn eq,
                          const void *ctx) {
  long empty;
  long i = t->count ? find_by(t, hash, eq, ctx, &empty) : -1;
  if (i < 0)
    return 0;
  t->tags[i] |= WN_KEYTAB_HIT;
  return 1;
}

/* The slot a new key of hash h overwrites in its full home group: from
** a slot chosen by h on, the first whose key no lookup found since it
** was last passed over here; the found ones passed lose their mark (a
** second chance). All found: the chosen slot. */
static size_t victim(wn_keytab *t, uint64_t h) {
  size_t base = wn_keytab_home(t, h) * G, k0 = (size_t)(h >> 8) % G;
  for (size_t k = 0; k < G; k++) {
    size_t i = base + (k0 + k) % G;
    if (!(t->tags[i] & WN_KEYTAB_HIT))
      return i;
    t->tags[i] &= (uint8_t)~WN_KEYTAB_HIT;
  }
  return base + k0;
}

/* Put the key write(ctx, ...) writes (hash h) at slot i, and the top
** of h after it if t keeps them. */
static inline void put_by(wn_keytab *t, size_t i, uint64_t h,
                          wn_keytab_write_fn write, const void *ctx) {
  uint8_t *slot = t->keys + i * t->stride;
  t->tags[i] = wn_keytab_tag(h);
  write(ctx, slot, t->width);
  if (t->stride > t->width) {
    uint32_t top = (uint32_t)(h >> 32);
    memcpy(slot + t->width, &top, sizeof top);
  }
}

/* The hash of the key at slot i as far as its home goes: the top kept
** beside it, else t->hash of it. */
static inline uint64_t slot_hash(const wn_keytab *t, size_t i) {
  const uint8_t *key = t->keys + i * t->stride;
  if (t->stride > t->width) {
    uint32_t top;
    memcpy(&top, key + t->width, sizeof top);
    return (uint64_t)top << 32;
  }
  return t->hash(key, t->width, t->arg);
}

/* Move every key of t into fresh (empty, its arrays made), in slot
** order, each to the first empty slot of its sequence there with its
** tag (the found mark dropped). Returns 0, or 1 if a key found no
** empty slot. */
static int move_keys(const wn_keytab *t, wn_keytab *fresh) {
  for (size_t g = 0; t->tags && g < t->ngroups; g++) {
    uint64_t w;
    memcpy(&w, t->tags + g * G, sizeof w);
    uint64_t full = ~wn_keytab_bytes_eq(w, 0) & 0x8080808080808080ULL;
    for (; full; full &= full - 1) {
      size_t i = g * G + (size_t)wn_ctz64(full) / 8;
      long at;
      (void)find_by(fresh, slot_hash(t, i), NULL, NULL, &at);
      if (at < 0)
        return 1;
      fresh->tags[at] = t->tags[i] & (uint8_t)~WN_KEYTAB_HIT;
      memcpy(fresh->keys + (size_t)at * t->stride, t->keys + i * t->stride,
             t->stride);
      fresh->count++;
    }
  }
  return 0;
}

/* Rebuild t with ngroups groups. Returns 0; 1 if a key found no empty
** slot in its sequence, or a wn_mem code, with t as it was then. */
static int rebuild(wn_keytab *t, size_t ngroups) {
  wn_keytab fresh = *t;
  fresh.tags = wn_mem_alloc(t->mem, ngroups * G);
  fresh.keys = fresh.tags ? wn_mem_alloc(t->mem, ngroups * G * t->stride)
                          : NULL;
  if (!fresh.keys) {
    int rc = wn_mem_fail(t->mem);
    if (fresh.tags)
      wn_mem_free(t->mem, fresh.tags, ngroups * G);
    return rc;
  }
  memset(fresh.tags, 0, ngroups * G);
  fresh.ngroups = ngroups;
  fresh.count = 0;
  if (move_keys(t, &fresh)) {
    free_arrays(&fresh);
    return 1;
  }
  free_arrays(t);
  *t = fresh;
  return 0;
}

/* Drop the hash tops t (with arrays) keeps, a bounded table that may not
** grow having no use for them: its keys packed to width bytes a slot in
** place and the array shrunk, so that the bound holds more keys; if the
** allocator refuses, its keys are forgotten (it is bounded, so it may).
** Returns 1 if dropped, 0 if t keeps none. */
static int drop_kept(wn_keytab *t) {
  size_t n = t->ngroups * G, w = t->width;
  if (t->stride == w)
    return 0;
  for (size_t i = 1; i < n; i++) /* downwards: no key overwritten */
    if (t->tags[i])
      memmove(t->keys + i * w, t->keys + i * t->stride, w);
  uint8_t *keys = wn_mem_realloc(t->mem, t->keys, n * t->stride, n * w);
  if (keys) {
    t->keys = keys;
  } else {
    t->evicted += t->count;
    free_arrays(t);
    t->count = 0;
  }
  t->stride = w;
  return 1;
}

/* Grow t by half if 'room' allows. Returns 1 if it grew, 0 if it may
** not, or a wn_mem code. */
static int grow(wn_keytab *t, size_t room) {
  size_t ngroups = wn_keytab_grown(t->tags ? t->ngroups : 0);
  if ((uint64_t)ngroups >= (uint64_t)1 << 32) /* homes take 32 bits */
    return 0;
  /* the old arrays are held while the new ones fill */
  if (table_bytes(t, ngroups) + wn_keytab_bytes(t) > room)
    return 0;
  int rc;
  while ((rc = rebuild(t, ngroups)) == 1) {
    ngroups = wn_keytab_grown(ngroups); /* a sequence was full (rare):
                                        ** larger still, same bounds */
    if ((uint64_t)ngroups >= (uint64_t)1 << 32 ||
        table_bytes(t, ngroups) + wn_keytab_bytes(t) > room)
      return 0;
  }
  return rc ? rc : 1;
}

int wn_keytab_add_by(wn_keytab *t, uint64_t hash, size_t room,
                     wn_keytab_eq_fn eq, wn_keytab_write_fn write,
                     const void *ctx) {
  long empty = -1;
  if (t->tags && find_by(t, hash, eq, ctx, &empty) >= 0)
    return 0;
  while (!t->tags || empty < 0 ||
         wn_keytab_too_full(t->count + 1, t->ngroups)) {
    int rc = grow(t, room);
    if (rc < 0)
      return rc;
    if (rc == 0 && !t->tags) { /* no room at all: forgotten at once */
      t->evicted++;
      return 1;
    }
    if (rc == 0 && t->tags && drop_kept(t))
      continue; /* smaller now: it may grow after all */
    if (rc == 0) { /* no room to grow: forget one key of the home group */
      size_t at = victim(t, hash);
      if (t->tags[at])
        t->evicted++;
      else
        t->count++;
      put_by(t, at, hash, write, ctx);
      return 1;
    }
    (void)find_by(t, hash, eq, ctx, &empty);
  }
  put_by(t, (size_t)empty, hash, write, ctx);
  t->count++;
  return 1;
}

int wn_keytab_each(const wn_keytab *t,
                   int (*fn)(void *user, const uint8_t *key, size_t width),
                   void *user) {
  for (size_t i = 0; t->tags && i < t->ngroups * G; i++) {
    if (!t->tags[i])
      continue;
    int rc = fn(user, t->keys + i * t->stride, t->width);
    if (rc)
      return rc;
  }
  return 0;
}
