/*
** keytab.c: wn_keytab, a set of keys of one fixed width held inline:
** no arena, no per-key header, no pointer.
**
** A table of 2^k slots keeps two arrays: one tag byte per slot (0:
** empty, else the top byte of the key's hash, made nonzero) and the
** keys, 'width' bytes a slot. A key lives within KEYTAB_WINDOW slots of
** its home (the low bits of its hash); both arrays run KEYTAB_WINDOW - 1
** slots past the last home, so a probe never wraps. Invariant: a slot
** that held a key never becomes empty again until the table is rebuilt,
** and a key is placed at the first empty slot of its window, so a
** lookup stops at the first empty slot or the end of the window. A
** lookup reads the tags first and compares a key only where its tag
** matches (1 in 255 of the other slots), so a miss rarely touches the
** key bytes. Keys are compared in full: a hash collision never makes
** two keys look equal.
**
** A table with a bound on its bytes ('room') that can neither grow nor
** find an empty slot in the window overwrites one slot of the window,
** chosen by the new key's hash: the key there is forgotten. Callers
** whose keys are facts that can be found again (proven losses) may let
** it happen; the others pass no bound.
*/
#include "core/core.h"

#define MIN_SLOTS 64

uint64_t wn_keytab_hash(const uint8_t *key, size_t width) {
  uint64_t h = 0x243f6a8885a308d3ULL ^ (width * 0x9e3779b97f4a7c15ULL);
  for (size_t i = 0; i < width; i += 8) {
    uint64_t w;
    memcpy(&w, key + i, 8); /* the caller pads the key with zeros */
    h = (h ^ w) * 0xff51afd7ed558ccdULL;
    h ^= h >> 32;
  }
  return wn_mix64(h);
}

void wn_keytab_init(wn_keytab *t, wn_mem *mem, size_t width) {
  assert(width >= 1 && width <= WN_KEYTAB_MAX_WIDTH);
  memset(t, 0, sizeof *t);
  t->mem = mem;
  t->width = width;
}

/* Bytes of the two arrays of a table of nslots homes. */
static size_t table_bytes(size_t nslots, size_t width) {
  return (nslots + WN_KEYTAB_WINDOW - 1) * (width + 1);
}

size_t wn_keytab_bytes(const wn_keytab *t) {
  return t->tags ? table_bytes(t->mask + 1, t->width) : 0;
}

static void free_arrays(wn_keytab *t) {
  if (!t->tags)
    return;
  size_t n = t->mask + WN_KEYTAB_WINDOW;
  wn_mem_free(t->mem, t->tags, n);
  wn_mem_free(t->mem, t->keys, n * t->width);
  t->tags = t->keys = NULL;
}

void wn_keytab_release(wn_keytab *t) {
  free_arrays(t);
  wn_keytab_init(t, t->mem, t->width);
}

void wn_keytab_clear(wn_keytab *t) {
  if (t->count)
    memset(t->tags, 0, t->mask + WN_KEYTAB_WINDOW);
  t->count = 0;
}

static inline uint8_t tag_of(uint64_t h) {
  uint8_t tag = (uint8_t)(h >> 56);
  return tag ? tag : 1;
}

/* Slot of key in t (home 'home', tag 'tag'), or -1 with *empty the
** first empty slot of the window (-1 when the window is full). */
static inline long find(const wn_keytab *t, const uint8_t *key, size_t home,
                        uint8_t tag, long *empty) {
  const uint8_t *tags = t->tags + home;
  for (size_t k = 0; k < WN_KEYTAB_WINDOW; k++) {
    if (tags[k] == 0) {
      *empty = (long)(home + k);
      return -1;
    }
    if (tags[k] == tag &&
        memcmp(t->keys + (home + k) * t->width, key, t->width) == 0)
      return (long)(home + k);
  }
  *empty = -1;
  return -1;
}

int wn_keytab_contains(const wn_keytab *t, const uint8_t *key,
                       uint64_t hash) {
  long empty = -1;
  return t->tags && find(t, key, hash & t->mask, tag_of(hash), &empty) >= 0;
}

/* Put key (hash h) at slot i. */
static inline void put(wn_keytab *t, size_t i, const uint8_t *key,
                       uint64_t h) {
  t->tags[i] = tag_of(h);
  memcpy(t->keys + i * t->width, key, t->width);
}

/*
** Rebuild t with nslots homes (a power of two). A key that finds no
** empty slot in its window is forgotten if 'forget', else the rebuild
** is abandoned: returns 1 then, with t as it was. Returns 0, or a
** wn_mem code with t as it was.
*/
static int rebuild(wn_keytab *t, size_t nslots, int forget) {
  size_t n = nslots + WN_KEYTAB_WINDOW - 1;
  wn_keytab fresh = *t;
  fresh.tags = wn_mem_alloc(t->mem, n);
  fresh.keys = fresh.tags ? wn_mem_alloc(t->mem, n * t->width) : NULL;
  if (!fresh.keys) {
    int rc = wn_mem_fail(t->mem);
    if (fresh.tags)
      wn_mem_free(t->mem, fresh.tags, n);
    return rc;
  }
  memset(fresh.tags, 0, n);
  fresh.mask = nslots - 1;
  fresh.count = 0;
  uint8_t pad[WN_KEYTAB_MAX_WIDTH + 8] = {0};
  for (size_t i = 0; t->tags && i < t->mask + WN_KEYTAB_WINDOW; i++) {
    if (!t->tags[i])
      continue;
    memcpy(pad, t->keys + i * t->width, t->width); /* zeros after it */
    uint64_t h = wn_keytab_hash(pad, t->width);
    long empty = -1; /* keys are unique: never found */
    (void)find(&fresh, pad, h & fresh.mask, tag_of(h), &empty);
    if (empty >= 0) {
      put(&fresh, (size_t)empty, pad, h);
      fresh.count++;
    } else if (forget) {
      fresh.evicted++;
    } else {
      free_arrays(&fresh);
      return 1;
    }
  }
  free_arrays(t);
  *t = fresh;
  return 0;
}

/* Room for one more key: grow t if 'room' allows. Returns 1 if it grew,
** 0 if it may not, or a wn_mem code. */
static int grow(wn_keytab *t, size_t room) {
  size_t nslots = t->tags ? 2 * (t->mask + 1) : MIN_SLOTS;
  /* the old arrays are held while the new ones fill */
  if (t->tags && table_bytes(nslots, t->width) + wn_keytab_bytes(t) > room)
    return 0; /* the first table is always made: it is small */
  int rc;
  while ((rc = rebuild(t, nslots, room != SIZE_MAX)) == 1)
    nslots *= 2; /* a window overflowed: only without a bound */
  return rc ? rc : 1;
}

int wn_keytab_add(wn_keytab *t, const uint8_t *key, uint64_t hash,
                  size_t room) {
  long empty = -1;
  uint8_t tag = tag_of(hash);
  if (t->tags && find(t, key, hash & t->mask, tag, &empty) >= 0)
    return 0;
  while (!t->tags || empty < 0 || (t->count + 1) * 8 > (t->mask + 1) * 7) {
    int rc = grow(t, room);
    if (rc < 0)
      return rc;
    if (rc == 0) /* no room to grow: fill the table up */
      break;
    (void)find(t, key, hash & t->mask, tag, &empty);
  }
  if (empty < 0) { /* full window, no room to grow: forget one key */
    assert(room != SIZE_MAX); /* without a bound the table grew */
    size_t at = (hash & t->mask) + (size_t)(hash >> 32) % WN_KEYTAB_WINDOW;
    put(t, at, key, hash);
    t->evicted++;
    return 1;
  }
  put(t, (size_t)empty, key, hash);
  t->count++;
  return 1;
}

int wn_keytab_each(const wn_keytab *t,
                   int (*fn)(void *user, const uint8_t *key, size_t width),
                   void *user) {
  for (size_t i = 0; t->tags && i < t->mask + WN_KEYTAB_WINDOW; i++) {
    if (!t->tags[i])
      continue;
    int rc = fn(user, t->keys + i * t->width, t->width);
    if (rc)
      return rc;
  }
  return 0;
}
