/*
** keytab.c: wn_keytab, a set of keys of one fixed width held inline:
** no arena, no per-key header, no pointer.
**
** A table of nslots slots keeps two arrays: one tag byte per slot (0:
** empty, else the low byte of the key's hash, made nonzero) and the
** keys, 'width' bytes a slot. A key lives within WN_KEYTAB_WINDOW slots
** of its home (the top 32 bits of its hash scaled to nslots), and the
** table grows by half when it is 7/8 full; both arrays run KEYTAB_WINDOW - 1
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

void wn_keytab_init(wn_keytab *t, wn_mem *mem, size_t width,
                    wn_keytab_hash_fn hash, size_t arg) {
  assert(width >= 1 && width <= WN_KEYTAB_MAX_WIDTH);
  memset(t, 0, sizeof *t);
  t->mem = mem;
  t->width = width;
  t->hash = hash;
  t->arg = arg;
}

/* Bytes of the two arrays of a table of nslots homes. */
static size_t table_bytes(size_t nslots, size_t width) {
  return (nslots + WN_KEYTAB_WINDOW - 1) * (width + 1);
}

size_t wn_keytab_bytes(const wn_keytab *t) {
  return t->tags ? table_bytes(t->nslots, t->width) : 0;
}

static void free_arrays(wn_keytab *t) {
  if (!t->tags)
    return;
  size_t n = t->nslots + WN_KEYTAB_WINDOW - 1;
  wn_mem_free(t->mem, t->tags, n);
  wn_mem_free(t->mem, t->keys, n * t->width);
  t->tags = t->keys = NULL;
}

void wn_keytab_release(wn_keytab *t) {
  free_arrays(t);
  wn_keytab_init(t, t->mem, t->width, t->hash, t->arg);
}

void wn_keytab_clear(wn_keytab *t) {
  if (t->count)
    memset(t->tags, 0, t->nslots + WN_KEYTAB_WINDOW - 1);
  t->count = 0;
}

/* Do the keys at a and b (width bytes) differ? Whole words while they
** last, then one word ending at the last byte. */
static inline int differ(const uint8_t *a, const uint8_t *b, size_t width) {
  uint64_t x, y;
  if (width < 8)
    return memcmp(a, b, width) != 0;
  size_t i = 0;
  for (; i + 8 < width; i += 8) {
    memcpy(&x, a + i, 8);
    memcpy(&y, b + i, 8);
    if (x != y)
      return 1;
  }
  memcpy(&x, a + width - 8, 8);
  memcpy(&y, b + width - 8, 8);
  return x != y;
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
    if (tags[k] == tag && !differ(t->keys + (home + k) * t->width, key,
                                  t->width))
      return (long)(home + k);
  }
  *empty = -1;
  return -1;
}

int wn_keytab_contains(const wn_keytab *t, const uint8_t *key,
                       uint64_t hash) {
  long empty = -1;
  return t->tags && find(t, key, wn_keytab_home(t, hash), wn_keytab_tag(hash), &empty) >= 0;
}

/* Put key (hash h) at slot i. */
static inline void put(wn_keytab *t, size_t i, const uint8_t *key,
                       uint64_t h) {
  t->tags[i] = wn_keytab_tag(h);
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
  fresh.nslots = nslots;
  fresh.count = 0;
  for (size_t i = 0; t->tags && i < t->nslots + WN_KEYTAB_WINDOW - 1; i++) {
    if (!t->tags[i])
      continue;
    const uint8_t *key = t->keys + i * t->width;
    uint64_t h = t->hash(key, t->width, t->arg);
    long empty = -1; /* keys are unique: never found */
    (void)find(&fresh, key, wn_keytab_home(&fresh, h), wn_keytab_tag(h), &empty);
    if (empty >= 0) {
      put(&fresh, (size_t)empty, key, h);
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
  size_t nslots = t->tags ? t->nslots + t->nslots / 2 : MIN_SLOTS;
  if ((uint64_t)nslots >= (uint64_t)1 << 32) /* homes take 32 bits */
    return 0;
  /* the old arrays are held while the new ones fill */
  if (t->tags && table_bytes(nslots, t->width) + wn_keytab_bytes(t) > room)
    return 0; /* the first table is always made: it is small */
  int rc;
  while ((rc = rebuild(t, nslots, room != SIZE_MAX)) == 1)
    nslots += nslots / 2; /* a window overflowed: only without a bound */
  return rc ? rc : 1;
}

int wn_keytab_add(wn_keytab *t, const uint8_t *key, uint64_t hash,
                  size_t room) {
  long empty = -1;
  uint8_t tag = wn_keytab_tag(hash);
  if (t->tags && find(t, key, wn_keytab_home(t, hash), tag, &empty) >= 0)
    return 0;
  while (!t->tags || empty < 0 || (t->count + 1) * 8 > t->nslots * 7) {
    int rc = grow(t, room);
    if (rc < 0)
      return rc;
    if (rc == 0) /* no room to grow: fill the table up */
      break;
    (void)find(t, key, wn_keytab_home(t, hash), tag, &empty);
  }
  if (empty < 0) { /* full window, no room to grow: forget one key */
    assert(room != SIZE_MAX); /* without a bound the table grew */
    size_t at = wn_keytab_home(t, hash) + (size_t)(hash >> 8) % WN_KEYTAB_WINDOW;
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
  for (size_t i = 0; t->tags && i < t->nslots + WN_KEYTAB_WINDOW - 1; i++) {
    if (!t->tags[i])
      continue;
    int rc = fn(user, t->keys + i * t->width, t->width);
    if (rc)
      return rc;
  }
  return 0;
}
