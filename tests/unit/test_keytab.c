/*
** test_keytab.c: wn_keytab (src/core/keytab.c), the set of fixed-width
** keys held inline. Against a plain record of what went in, for widths
** from 1 to WN_KEYTAB_MAX_WIDTH: every key added is found and no other
** is, each key comes back once from wn_keytab_each, clearing empties
** it; under a bound it stays within its bytes, forgets keys (never
** inventing one), the ones lookups found last; a memory cap refuses a
** growth with the set unchanged. A table that keeps its keys' hashes grows without
** hashing a key again into the very slots a table that rehashes them
** fills, drops them (or forgets its keys if the allocator will not
** shrink) when a bound stops its growth, and keeps them through clear
** and release.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include "core/core.h"

static uint64_t next_random(uint64_t *state) { /* splitmix64 */
  uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

/* Key number i of width w: i in its first two bytes (one when w is 1,
** so i < 256 then), the rest drawn from i. */
static void make_key(size_t i, size_t w, uint8_t *key) {
  uint64_t seed = i * 31 + w;
  for (size_t j = 0; j < w; j++)
    key[j] = j < 2 ? (uint8_t)(i >> (8 * j)) : (uint8_t)next_random(&seed);
}

/* The keys of these tests are held as they are: bytes compared and
** copied (the solver's are packed rows, accordion_lost.c). */
static int key_eq(const void *ctx, const uint8_t *stored, size_t width) {
  return memcmp(stored, ctx, width) == 0;
}
static void key_write(const void *ctx, uint8_t *slot, size_t width) {
  memcpy(slot, ctx, width);
}
static int kt_add(wn_keytab *t, const uint8_t *key, uint64_t hash,
                  size_t room) {
  return wn_keytab_add_by(t, hash, room, key_eq, key_write, key);
}
static int kt_contains(wn_keytab *t, const uint8_t *key, uint64_t hash) {
  return wn_keytab_contains_by(t, hash, key_eq, key);
}

static uint64_t hash_key(const uint8_t *key, size_t width, size_t arg) {
  (void)arg;
  return wn_hash_bytes(key, width);
}

struct seen {
  size_t width, pool, calls;
  const char *in; /* per key number: added */
  char *met;
  int bad;
};

/* Every key met once, and only keys that went in. */
static int meet(void *user, const uint8_t *key, size_t width) {
  struct seen *s = user;
  size_t i = key[0] | (width > 1 ? (size_t)key[1] << 8 : 0);
  uint8_t want[WN_KEYTAB_MAX_WIDTH];
  s->calls++;
  if (width != s->width || i >= s->pool || !s->in[i] || s->met[i]) {
    s->bad = 1;
    return 0;
  }
  make_key(i, width, want);
  s->bad |= memcmp(want, key, width) != 0;
  s->met[i] = 1;
  return 0;
}

static void exact_keys(void **state) {
  (void)state;
  static const size_t widths[] = {1, 3, 7, 8, 9, 17, 31, 64, 255, 256};
  for (size_t wi = 0; wi < sizeof widths / sizeof *widths; wi++) {
    size_t w = widths[wi], pool = w == 1 ? 256 : 6000;
    wn_mem mem;
    wn_keytab t;
    wn_mem_init(&mem, NULL);
    wn_keytab_init(&t, &mem, w, hash_key, 0);
    char *in = calloc(pool, 1), *met = calloc(pool, 1);
    uint8_t key[WN_KEYTAB_MAX_WIDTH];
    uint64_t seed = w;
    size_t distinct = 0;
    for (size_t k = 0; k < pool; k++) { /* some twice, some never */
      size_t i = (size_t)(next_random(&seed) % pool);
      make_key(i, w, key);
      assert_int_equal(kt_add(&t, key, hash_key(key, w, 0), SIZE_MAX),
                       !in[i]);
      distinct += !in[i];
      in[i] = 1;
    }
    assert_int_equal(t.count, distinct);
    assert_int_equal(t.evicted, 0);
    for (size_t i = 0; i < pool; i++) {
      make_key(i, w, key);
      assert_int_equal(kt_contains(&t, key, hash_key(key, w, 0)), in[i]);
      if (in[i]) /* the tags alone never rule out a key that is in */
        assert_true(wn_keytab_maybe(&t, hash_key(key, w, 0)));
    }
    struct seen s = {w, pool, 0, in, met, 0};
    assert_int_equal(wn_keytab_each(&t, meet, &s), 0);
    assert_false(s.bad);
    assert_int_equal(s.calls, distinct);
    wn_keytab_clear(&t);
    make_key(0, w, key);
    assert_false(kt_contains(&t, key, hash_key(key, w, 0)));
    wn_keytab_release(&t);
    assert_int_equal(mem.used, 0);
    free(in);
    free(met);
  }
}

/* Under a bound: within its bytes, keys forgotten, none invented. */
static void bounded_forgets(void **state) {
  (void)state;
  size_t w = 13, pool = 20000, room = 16 << 10;
  wn_mem mem;
  wn_keytab t;
  wn_mem_init(&mem, NULL);
  wn_keytab_init(&t, &mem, w, hash_key, 0);
  uint8_t key[16];
  for (size_t i = 0; i < pool; i += 2) { /* even keys in */
    make_key(i, w, key);
    assert_int_equal(kt_add(&t, key, hash_key(key, w, 0), room), 1);
    assert_true(wn_keytab_bytes(&t) <= room);
  }
  assert_true(t.evicted > 0);
  assert_int_equal(t.count + t.evicted, pool / 2);
  size_t found = 0;
  for (size_t i = 0; i < pool; i++) {
    make_key(i, w, key);
    int in = kt_contains(&t, key, hash_key(key, w, 0));
    assert_true(!in || i % 2 == 0); /* odd keys never went in */
    found += (size_t)in;
  }
  assert_int_equal(found, t.count);
  wn_keytab_release(&t);
  assert_int_equal(mem.used, 0);
}

/*
** A bounded table forgets keys that lookups found last: fill one, look
** up every fourth key, add as many new keys again; a larger share of
** the keys looked up is still there than of the others.
*/
static void found_keys_kept_longer(void **state) {
  (void)state;
  size_t w = 13, room = 16 << 10;
  wn_mem mem;
  wn_keytab t;
  wn_mem_init(&mem, NULL);
  wn_keytab_init(&t, &mem, w, hash_key, 0);
  uint8_t key[16];
  size_t n = 0;
  for (; t.evicted == 0; n++) { /* until the bound bites */
    make_key(n, w, key);
    assert_int_equal(kt_add(&t, key, hash_key(key, w, 0), room), 1);
  }
  for (size_t i = 0; i < n; i += 4) {
    make_key(i, w, key);
    (void)kt_contains(&t, key, hash_key(key, w, 0));
  }
  for (size_t i = n; i < 2 * n; i++) {
    make_key(i, w, key);
    assert_int_equal(kt_add(&t, key, hash_key(key, w, 0), room), 1);
  }
  size_t kept[2] = {0, 0}, all[2] = {0, 0};
  for (size_t i = 0; i < n; i++) {
    make_key(i, w, key);
    int looked = i % 4 == 0;
    all[looked]++;
    kept[looked] += (size_t)kt_contains(&t, key, hash_key(key, w, 0));
  }
  print_message("kept %zu of %zu keys looked up, %zu of %zu others\n",
                kept[1], all[1], kept[0], all[0]);
  assert_true(kept[1] * all[0] > 2 * kept[0] * all[1]);
  wn_keytab_release(&t);
  assert_int_equal(mem.used, 0);
}

/* A growth the memory cap refuses leaves the set as it was, whether
** the table keeps its keys' hashes or not. */
static void capped_growth_changes_nothing(void **state) {
  (void)state;
  size_t w = 20;
  for (int keep = 0; keep < 2; keep++) {
    wn_mem mem;
    wn_keytab t;
    wn_mem_init(&mem, NULL);
    mem.cap = 64 << 10;
    wn_keytab_init(&t, &mem, w, hash_key, 0);
    if (keep)
      wn_keytab_keep(&t);
    uint8_t key[24];
    size_t i = 0;
    int rc;
    for (;; i++) {
      make_key(i, w, key);
      rc = kt_add(&t, key, hash_key(key, w, 0), SIZE_MAX);
      if (rc != 1)
        break;
    }
    assert_int_equal(rc, WN_CAPPED);
    assert_int_equal(t.count, i);
    for (size_t k = 0; k <= i; k++) {
      make_key(k, w, key);
      assert_int_equal(kt_contains(&t, key, hash_key(key, w, 0)),
                       k < i);
    }
    wn_keytab_release(&t);
    assert_int_equal(mem.used, 0);
  }
}

/* hash_key, counting its calls in the size_t arg points to. */
static uint64_t counted_hash(const uint8_t *key, size_t width, size_t arg) {
  ++*(size_t *)(uintptr_t)arg;
  return wn_hash_bytes(key, width);
}

/* Add key i to t (room: its bound) and look up key i / 2, so that the
** found marks a bounded table forgets by vary. Returns what add did. */
static int add_and_look(wn_keytab *t, size_t i, size_t room) {
  uint8_t key[WN_KEYTAB_MAX_WIDTH];
  make_key(i, t->width, key);
  int rc = kt_add(t, key, hash_key(key, t->width, 0), room);
  make_key(i / 2, t->width, key);
  (void)kt_contains(t, key, hash_key(key, t->width, 0));
  return rc;
}

/* Slot for slot, t (keeping hashes) holds what u (not) holds: the same
** tags, and the same key with the top of its hash after it. */
static void same_slots(const wn_keytab *t, const wn_keytab *u) {
  assert_int_equal(t->ngroups, u->ngroups);
  assert_int_equal(t->count, u->count);
  assert_int_equal(t->evicted, u->evicted);
  size_t w = t->width;
  for (size_t i = 0; i < t->ngroups * WN_KEYTAB_GROUP; i++) {
    assert_int_equal(t->tags[i], u->tags[i]);
    if (!t->tags[i])
      continue;
    const uint8_t *key = t->keys + i * t->stride;
    assert_memory_equal(key, u->keys + i * w, w);
    uint32_t top;
    memcpy(&top, key + w, sizeof top);
    assert_int_equal(top, (uint32_t)(hash_key(key, w, 0) >> 32));
  }
}

/*
** A table that keeps its keys' hashes grows without hashing a key
** again, and places every key where one that rehashes them does, for
** keys of every width.
*/
static void kept_hashes_place_as_rehashing(void **state) {
  (void)state;
  static const size_t widths[] = {1, 3, 7, 8, 9, 17, 31, 64, 255, 256};
  for (size_t wi = 0; wi < sizeof widths / sizeof *widths; wi++) {
    size_t w = widths[wi], pool = w == 1 ? 256 : 6000;
    size_t calls[2] = {0, 0};
    wn_mem mem;
    wn_keytab t, u;
    wn_mem_init(&mem, NULL);
    wn_keytab_init(&t, &mem, w, counted_hash, (size_t)(uintptr_t)&calls[0]);
    wn_keytab_keep(&t);
    wn_keytab_init(&u, &mem, w, counted_hash, (size_t)(uintptr_t)&calls[1]);
    for (size_t i = 0; i < pool; i++)
      assert_int_equal(add_and_look(&t, i, SIZE_MAX),
                       add_and_look(&u, i, SIZE_MAX));
    same_slots(&t, &u);
    assert_int_equal(calls[0], 0);
    assert_true(calls[1] > 0); /* both grew */
    wn_keytab_release(&t);
    wn_keytab_release(&u);
    assert_int_equal(mem.used, 0);
  }
}

/* The C library's allocator, but refusing to shrink a block while
** *(int *)ud is set. */
static void *stubborn_alloc(void *ud, void *p, size_t osize, size_t nsize) {
  if (!nsize) {
    free(p);
    return NULL;
  }
  if (p && nsize < osize && *(int *)ud)
    return NULL;
  return realloc(p, nsize);
}

/*
** A table that keeps its keys' hashes and reaches its bound drops them
** before it forgets a key: within its bytes all along, it ends keeping
** none, and never finds a key that did not go in. If the allocator
** refuses to shrink, it forgets its keys and goes on without the tops.
*/
static void kept_hashes_dropped_at_the_bound(void **state) {
  (void)state;
  static const size_t widths[] = {3, 8, 9, 31};
  for (size_t wi = 0; wi < sizeof widths / sizeof *widths; wi++) {
    for (int refuse = 0; refuse < 2; refuse++) {
      size_t w = widths[wi], pool = 6000, room = 1500 * (w + 1), calls = 0;
      wn_allocator a = {stubborn_alloc, &refuse};
      wn_mem mem;
      wn_keytab t;
      wn_mem_init(&mem, &a);
      wn_keytab_init(&t, &mem, w, counted_hash, (size_t)(uintptr_t)&calls);
      wn_keytab_keep(&t);
      for (size_t i = 0; i < pool; i++) {
        assert_int_equal(add_and_look(&t, i, room), 1);
        assert_true(wn_keytab_bytes(&t) <= room);
        assert_int_equal(mem.used, wn_keytab_bytes(&t));
      }
      assert_int_equal(t.stride, w);
      assert_true(t.evicted > 0);
      assert_int_equal(t.count + t.evicted, pool);
      size_t found = 0;
      uint8_t key[WN_KEYTAB_MAX_WIDTH];
      for (size_t i = 0; i < 2 * pool; i++) {
        make_key(i, w, key);
        int in = kt_contains(&t, key, hash_key(key, w, 0));
        assert_true(!in || i < pool);
        found += (size_t)in;
      }
      assert_int_equal(found, t.count);
      wn_keytab_release(&t);
      assert_int_equal(mem.used, 0);
    }
  }
}

/* Keeping hashes lasts through clear and release: a table cleared or
** released and filled again still grows without hashing a key. */
static void kept_through_clear_and_release(void **state) {
  (void)state;
  size_t w = 21, pool = 3000, calls = 0;
  wn_mem mem;
  wn_keytab t;
  wn_mem_init(&mem, NULL);
  wn_keytab_init(&t, &mem, w, counted_hash, (size_t)(uintptr_t)&calls);
  wn_keytab_keep(&t);
  for (int round = 0; round < 3; round++) {
    for (size_t i = 0; i < pool; i++)
      assert_int_equal(add_and_look(&t, i, SIZE_MAX), 1);
    assert_int_equal(t.stride, w + WN_KEYTAB_KEPT);
    assert_int_equal(t.count, pool);
    uint8_t key[32];
    for (size_t i = 0; i < pool; i++) {
      make_key(i, w, key);
      assert_true(kt_contains(&t, key, hash_key(key, w, 0)));
    }
    if (round == 0)
      wn_keytab_clear(&t);
    else
      wn_keytab_release(&t);
    assert_int_equal(t.count, 0);
  }
  assert_int_equal(calls, 0);
  assert_int_equal(mem.used, 0);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(exact_keys),
      cmocka_unit_test(bounded_forgets),
      cmocka_unit_test(found_keys_kept_longer),
      cmocka_unit_test(capped_growth_changes_nothing),
      cmocka_unit_test(kept_hashes_place_as_rehashing),
      cmocka_unit_test(kept_hashes_dropped_at_the_bound),
      cmocka_unit_test(kept_through_clear_and_release),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
