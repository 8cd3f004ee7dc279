/*
** hashset.c: wn_byteset, the open-addressing hash set of
** variable-length keys copied into one arena that the searches use to
** remember positions (wn_u64set, for integer keys, is u64set.c).
**
** Linear probing over a power-of-two table at most 1/2 full, so a probe
** sequence ends at an empty slot. A key may come with the caller's own
** hash (one function per set); the low 32 bits of its mix are stored
** beside the key, so growing never needs the function. A slot packs a
** 24-bit tag of the mixed hash with the key's arena offset + 1 + base;
** keys are compared in full. A clear raises base past every slot
** instead of wiping them (a slot whose offset is at most base is
** empty), so many small searches in a row cost no memset each.
*/
#include "core/core.h"

#define TAG_SHIFT 40
#define OFFSET_MASK ((1ULL << TAG_SHIFT) - 1)

uint64_t wn_hash_bytes(const uint8_t *p, size_t n) {
  uint64_t h = 0x243f6a8885a308d3ULL ^ (n * 0x9e3779b97f4a7c15ULL);
  while (n >= 8) {
    uint64_t w;
    memcpy(&w, p, 8);
    h = (h ^ w) * 0xff51afd7ed558ccdULL;
    h ^= h >> 32;
    p += 8;
    n -= 8;
  }
  uint64_t w = 0;
  memcpy(&w, p, n);
  h = (h ^ w) * 0xc4ceb9fe1a85ec53ULL;
  return wn_mix64(h);
}

/* ---- wn_byteset ---- */

void wn_byteset_init(wn_byteset *s, wn_mem *mem) {
  memset(s, 0, sizeof *s);
  s->mem = mem;
}

void wn_byteset_release(wn_byteset *s) {
  if (s->slots)
    wn_mem_free(s->mem, s->slots, (s->mask + 1) * sizeof *s->slots);
  wn_mem_free(s->mem, s->arena, s->arena_cap);
  wn_byteset_init(s, s->mem);
}

/* A big table from an earlier hard search is dropped, not wiped, so
** that many small searches in a row stay cheap. */
#define KEEP_SLOTS (1u << 16)

/* Arena entry: the mixed hash's low 32 bits (all a table of up to 2^32
** slots needs to place a key), the length (one byte below LEN_ESCAPE,
** else LEN_ESCAPE and four bytes), then the key bytes. */
#define LEN_ESCAPE 255
#define MAX_SLOTS ((uint64_t)1 << 32)

/* Bytes of the head of an entry whose key has len bytes. */
static inline size_t entry_head(size_t len) {
  return len < LEN_ESCAPE ? 5 : 9;
}

static void write_entry(uint8_t *at, uint64_t mixed, const uint8_t *key,
                        size_t len) {
  uint32_t low = (uint32_t)mixed, len32 = (uint32_t)len;
  memcpy(at, &low, 4);
  if (len < LEN_ESCAPE) {
    at[4] = (uint8_t)len;
  } else {
    at[4] = LEN_ESCAPE;
    memcpy(at + 5, &len32, 4);
  }
  memcpy(at + entry_head(len), key, len);
}

/* The key of the entry at 'at' (its length in *len, the hash's low
** bits in *mixed). */
static inline const uint8_t *entry_key(const uint8_t *at, uint32_t *len,
                                       uint64_t *mixed) {
  uint32_t low;
  memcpy(&low, at, 4);
  *mixed = low;
  if (at[4] < LEN_ESCAPE) {
    *len = at[4];
    return at + 5;
  }
  memcpy(len, at + 5, 4);
  return at + 9;
}

/* Is slot value v a key's (not empty)? */
static inline int live(const wn_byteset *s, uint64_t v) {
  return (v & OFFSET_MASK) > s->base;
}

void wn_byteset_clear(wn_byteset *s) {
  if (s->slots && s->mask + 1 > KEEP_SLOTS) {
    wn_mem_free(s->mem, s->slots, (s->mask + 1) * sizeof *s->slots);
    s->slots = NULL;
    s->mask = 0;
    s->base = 0;
  } else if (s->base + s->arena_len <= OFFSET_MASK / 2) {
    s->base += s->arena_len; /* every slot's offset field is at most that */
  } else { /* after half a terabyte of keys over all the clears */
    if (s->slots)
      memset(s->slots, 0, (s->mask + 1) * sizeof *s->slots);
    s->base = 0;
  }
  s->count = 0;
  s->arena_len = 0;
}

static const uint8_t *key_at(const wn_byteset *s, uint64_t slot,
                             uint32_t *len, uint64_t *mixed) {
  assert(live(s, slot));
  return entry_key(s->arena + ((slot & OFFSET_MASK) - 1 - s->base), len,
                   mixed);
}

static int byteset_rehash(wn_byteset *s) {
  size_t nslots = s->slots ? (s->mask + 1) * 2 : 1024;
  if ((uint64_t)nslots > MAX_SLOTS) /* entries keep 32 bits of hash */
    return WN_ENOMEM;
  uint64_t *slots = wn_mem_alloc(s->mem, nslots * sizeof *slots);
  if (!slots)
    return wn_mem_fail(s->mem);
  memset(slots, 0, nslots * sizeof *slots);
  for (size_t i = 0; s->slots && i <= s->mask; i++) {
    uint64_t v = s->slots[i];
    if (!live(s, v)) /* cleared slots stay behind */
      continue;
    uint32_t len;
    uint64_t mixed;
    (void)key_at(s, v, &len, &mixed);
    size_t j = mixed & (nslots - 1);
    while (slots[j])
      j = (j + 1) & (nslots - 1);
    slots[j] = v;
  }
  if (s->slots)
    wn_mem_free(s->mem, s->slots, (s->mask + 1) * sizeof *s->slots);
  s->slots = slots;
  s->mask = nslots - 1;
  return 0;
}

/* Slot of key, or of the empty slot where it belongs; *found says which. */
static size_t byteset_find(const wn_byteset *s, const uint8_t *key,
                           size_t len, uint64_t mixed, int *found) {
  uint64_t tag = mixed >> TAG_SHIFT, kmixed;
  size_t i = mixed & s->mask;
  for (; live(s, s->slots[i]); i = (i + 1) & s->mask) {
    uint32_t klen;
    if ((s->slots[i] >> TAG_SHIFT) != tag)
      continue;
    const uint8_t *k = key_at(s, s->slots[i], &klen, &kmixed);
    if (klen == len && memcmp(k, key, len) == 0) {
      *found = 1;
      return i;
    }
  }
  *found = 0;
  return i;
}

int wn_byteset_contains(const wn_byteset *s, const uint8_t *key, size_t len,
                        uint64_t hash) {
  int found = 0;
  if (s->slots)
    byteset_find(s, key, len, wn_mix64(hash), &found);
  return found;
}

int wn_byteset_insert(wn_byteset *s, const uint8_t *key, size_t len) {
  return wn_byteset_add(s, key, len, wn_hash_bytes(key, len));
}

int wn_byteset_add(wn_byteset *s, const uint8_t *key, size_t len,
                   uint64_t hash) {
  assert(len < UINT32_MAX);
  uint64_t mixed = wn_mix64(hash);
  int found = 0, rc;
  size_t i = s->slots ? byteset_find(s, key, len, mixed, &found) : 0;
  if (found)
    return 0;
  if (!s->slots || (s->count + 1) * 2 > s->mask + 1) {
    if ((rc = byteset_rehash(s)))
      return rc;
    i = byteset_find(s, key, len, mixed, &found);
  }
  size_t need = s->arena_len + entry_head(len) + len;
  if (need > OFFSET_MASK - s->base)
    return WN_ENOMEM;
  if (need > s->arena_cap) { /* no call when there is room: the usual case */
    rc = wn_mem_grow(s->mem, (void **)&s->arena, &s->arena_cap, need, 1);
    if (rc)
      return rc;
  }
  write_entry(s->arena + s->arena_len, mixed, key, len);
  s->slots[i] = ((mixed >> TAG_SHIFT) << TAG_SHIFT) |
                (s->base + s->arena_len + 1);
  s->arena_len = need;
  s->count++;
  return 1;
}

int wn_byteset_each(const wn_byteset *s,
                    int (*fn)(void *user, const uint8_t *key, size_t len),
                    void *user) {
  for (size_t off = 0; off < s->arena_len;) { /* entries back to back */
    uint32_t len;
    uint64_t mixed;
    const uint8_t *key = entry_key(s->arena + off, &len, &mixed);
    int rc = fn(user, key, len);
    if (rc)
      return rc;
    off = (size_t)(key - s->arena) + len;
  }
  return 0;
}
