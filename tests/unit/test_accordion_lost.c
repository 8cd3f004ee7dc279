/*
** test_accordion_lost.c: packed keys of the table of losses
** (accordion_lost.h). Rows of every packable length, with tops drawn
** from all 64 byte values, come back from accordion_lost_each as they
** went in, next to rows kept as they are; two rows get one key only
** when they are equal; a packed key never starts like a row; and
** accordion_lost_repack turns a table of rows into the keys the search
** then builds (relabelled rows of up to CANON_MAX_PILES piles, packed),
** each found under accordion_row_hash.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>
#include "games/accordion_canon.h"
#include "games/accordion_lost.h"

static uint64_t next_random(uint64_t *state) { /* splitmix64 */
  uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

/* Row k of the test: length 1 + k % LOST_PACK_MAX, tops from seed k. */
static size_t make_row(size_t k, uint8_t *row) {
  uint64_t seed = k;
  size_t len = 1 + k % LOST_PACK_MAX;
  for (size_t i = 0; i < len; i++)
    row[i] = (uint8_t)(next_random(&seed) & 63);
  return len;
}

struct seen {
  size_t next;
  int bad;
};

/* Rows come back in order: even k packed, odd k as they are. */
static int check_row(void *user, const uint8_t *row, size_t len) {
  struct seen *s = user;
  uint8_t want[LOST_PACK_MAX];
  size_t n = make_row(s->next++, want);
  s->bad |= n != len || memcmp(want, row, len) != 0;
  return 0;
}

static void packed_rows_come_back(void **state) {
  (void)state;
  wn_mem mem;
  wn_byteset t;
  wn_mem_init(&mem, NULL);
  wn_byteset_init(&t, &mem);
  uint8_t row[LOST_PACK_MAX], key[LOST_KEY_MAX];
  size_t count = 4 * LOST_PACK_MAX;
  for (size_t k = 0; k < count; k++) {
    size_t len = make_row(k, row);
    if (k % 2) {
      assert_int_equal(wn_byteset_insert(&t, row, len), 1);
      continue;
    }
    size_t klen = accordion_lost_pack(row, len, key);
    assert_int_equal(klen, 1 + (3 * len + 3) / 4);
    assert_true(key[0] >= LOST_PACK_BASE);
    assert_int_equal(wn_byteset_insert(&t, key, klen), 1);
  }
  struct seen s = {0, 0};
  assert_int_equal(accordion_lost_each(&t, check_row, &s), 0);
  assert_int_equal(s.next, count);
  assert_false(s.bad);
  wn_byteset_release(&t);
}

/* One top changed, or the row cut or grown by a zero top: another key. */
static void keys_tell_rows_apart(void **state) {
  (void)state;
  uint8_t row[LOST_PACK_MAX + 1], key[LOST_KEY_MAX], other[LOST_KEY_MAX];
  for (size_t k = 0; k < 3 * LOST_PACK_MAX; k++) {
    size_t len = make_row(k, row);
    size_t klen = accordion_lost_pack(row, len, key);
    size_t at = (size_t)(k * 7) % len;
    row[at] ^= (uint8_t)(1u << (k % 6));
    size_t olen = accordion_lost_pack(row, len, other);
    assert_true(olen == klen && memcmp(key, other, klen) != 0);
    row[at] ^= (uint8_t)(1u << (k % 6));
    if (len < LOST_PACK_MAX) {
      row[len] = 0;
      olen = accordion_lost_pack(row, len + 1, other);
      assert_true(olen != klen || memcmp(key, other, klen) != 0);
    }
  }
}

/* Pad a row with zeros as accordion_row_hash reads. */
static uint64_t row_hash(const uint8_t *row, size_t len) {
  static uint8_t pad[LOST_PACK_MAX + 64];
  memset(pad, 0, sizeof pad);
  memcpy(pad, row, len);
  return accordion_row_hash(pad, len);
}

static void repack_gives_search_keys(void **state) {
  (void)state;
  wn_mem mem;
  wn_byteset t;
  wn_mem_init(&mem, NULL);
  wn_byteset_init(&t, &mem);
  uint8_t row[LOST_PACK_MAX], canon[CANON_BYTES], key[LOST_KEY_MAX];
  size_t count = 3 * LOST_PACK_MAX; /* short rows may repeat: kept once */
  for (size_t k = 0; k < count; k++) {
    size_t len = make_row(k, row);
    assert_true(wn_byteset_add(&t, row, len, row_hash(row, len)) >= 0);
  }
  size_t rows = t.count;
  assert_int_equal(accordion_lost_repack(&t, &mem), 0);
  assert_true(t.count <= rows && t.count > rows / 2);
  for (size_t k = 0; k < count; k++) {
    size_t len = make_row(k, row);
    const uint8_t *r = row;
    if (len <= CANON_MAX_PILES) {
      static uint8_t pad[LOST_PACK_MAX + 64];
      memcpy(pad, row, len);
      accordion_canon(pad, len, canon);
      r = canon;
    }
    size_t klen = accordion_lost_pack(r, len, key);
    assert_true(wn_byteset_contains(&t, key, klen, row_hash(r, len)));
    assert_false(wn_byteset_contains(&t, row, len, row_hash(row, len)));
  }
  wn_byteset_release(&t);
  assert_int_equal(mem.used, 0);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(packed_rows_come_back),
      cmocka_unit_test(keys_tell_rows_apart),
      cmocka_unit_test(repack_gives_search_keys),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
