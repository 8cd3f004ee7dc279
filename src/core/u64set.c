/*
** u64set.c: wn_u64set, an open-addressing hash set of 64-bit keys other
** than UINT64_MAX (the empty slot), for searches whose positions pack
** into one word (the rightmost rule's, src/games/rightmost.c).
**
** Linear probing over a power-of-two table kept at most 1/2 full, so a
** probe sequence always ends at an empty slot.
*/
#include "core/core.h"

#define EMPTY UINT64_MAX
/* A big table from an earlier hard search is dropped, not wiped, so
** that many small searches in a row stay cheap. */
#define KEEP_SLOTS (1u << 16)
#define MAX_SLOTS ((uint64_t)1 << 32) /* as wn_byteset's */

void wn_u64set_init(wn_u64set *s, wn_mem *mem) {
  memset(s, 0, sizeof *s);
  s->mem = mem;
}

void wn_u64set_release(wn_u64set *s) {
  if (s->slots)
    wn_mem_free(s->mem, s->slots, (s->mask + 1) * sizeof *s->slots);
  wn_u64set_init(s, s->mem);
}

void wn_u64set_clear(wn_u64set *s) {
  if (s->slots && s->mask + 1 > KEEP_SLOTS) {
    wn_mem_free(s->mem, s->slots, (s->mask + 1) * sizeof *s->slots);
    s->slots = NULL;
    s->mask = 0;
  } else if (s->slots) {
    memset(s->slots, 0xff, (s->mask + 1) * sizeof *s->slots);
  }
  s->count = 0;
}

static int u64set_rehash(wn_u64set *s) {
  size_t nslots = s->slots ? (s->mask + 1) * 2 : 1024;
  if ((uint64_t)nslots > MAX_SLOTS) /* entries keep 32 bits of hash */
    return WN_ENOMEM;
  uint64_t *slots = wn_mem_alloc(s->mem, nslots * sizeof *slots);
  if (!slots)
    return wn_mem_fail(s->mem);
  memset(slots, 0xff, nslots * sizeof *slots);
  for (size_t i = 0; s->slots && i <= s->mask; i++) {
    if (s->slots[i] == EMPTY)
      continue;
    size_t j = wn_mix64(s->slots[i]) & (nslots - 1);
    while (slots[j] != EMPTY)
      j = (j + 1) & (nslots - 1);
    slots[j] = s->slots[i];
  }
  if (s->slots)
    wn_mem_free(s->mem, s->slots, (s->mask + 1) * sizeof *s->slots);
  s->slots = slots;
  s->mask = nslots - 1;
  return 0;
}

static size_t u64set_find(const wn_u64set *s, uint64_t key, int *found) {
  size_t i = wn_mix64(key) & s->mask;
  for (; s->slots[i] != EMPTY; i = (i + 1) & s->mask)
    if (s->slots[i] == key) {
      *found = 1;
      return i;
    }
  *found = 0;
  return i;
}

int wn_u64set_insert(wn_u64set *s, uint64_t key) {
  assert(key != EMPTY);
  int found = 0;
  size_t i = s->slots ? u64set_find(s, key, &found) : 0;
  if (found)
    return 0;
  if (!s->slots || (s->count + 1) * 2 > s->mask + 1) {
    int rc = u64set_rehash(s);
    if (rc)
      return rc;
    i = u64set_find(s, key, &found);
  }
  s->slots[i] = key;
  s->count++;
  return 1;
}
