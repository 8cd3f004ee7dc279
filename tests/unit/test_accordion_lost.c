/*
** test_accordion_lost.c: the table of proven losses (accordion_lost.h).
** Rows of every length up to past LOST_INLINE_MAX, tops drawn from all
** 64 byte values, are found after they went in and come back from
** accordion_lost_each as they went in; a row one top away, or one top
** longer, is not found; keytabs that grow still find every row; under
** a bound the table stays within it and never finds a row that did not
** go in.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include "games/accordion_lost.h"

#define MAXLEN (LOST_INLINE_MAX + 8)
#define PAD 32 /* zeros after a row, as accordion_row_hash reads */

/* Losses the keytabs forgot to stay within their bound. */
static uint64_t lost_evicted(const accordion_lost *l) {
  uint64_t n = 0;
  for (size_t k = 0; l->bylen && k < LOST_INLINE_MAX; k++)
    n += l->bylen[k].evicted;
  return n;
}

static uint64_t next_random(uint64_t *state) { /* splitmix64 */
  uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

/* Row k of rows of up to maxlen piles: length 1 + k % maxlen, tops
** drawn from 'seed', zeros after it. Rows of one length differ in their
** first two tops (k < 4,096 maxlen). */
static size_t row_of(size_t k, size_t maxlen, uint64_t seed,
                     uint8_t *row) {
  size_t len = 1 + k % maxlen, id = k / maxlen;
  memset(row, 0, maxlen + PAD);
  for (size_t i = 0; i < len; i++)
    row[i] = (uint8_t)(next_random(&seed) & 63);
  row[0] = (uint8_t)(id & 63);
  if (len > 1)
    row[1] = (uint8_t)(id >> 6 & 63);
  return len;
}

/* Row k of the test: up to MAXLEN piles, tops from seed k. */
static size_t make_row(size_t k, uint8_t *row) {
  return row_of(k, MAXLEN, k, row);
}

static int has(accordion_lost *l, const uint8_t *row, size_t len) {
  return accordion_lost_has(l, row, len, accordion_row_hash(row, len));
}

static int add(accordion_lost *l, const uint8_t *row, size_t len) {
  return accordion_lost_add(l, row, len, accordion_row_hash(row, len));
}

struct seen {
  size_t rows, met;
  int bad;
};

/* Each row met is one that went in (k < 'rows'). */
static int meet(void *user, const uint8_t *row, size_t len) {
  struct seen *s = user;
  uint8_t want[MAXLEN + PAD];
  size_t id = row[0] | (len > 1 ? (size_t)row[1] << 6 : 0);
  size_t k = id * MAXLEN + (len - 1);
  s->bad |= len > MAXLEN || k >= s->rows ||
            make_row(k, want) != len || memcmp(want, row, len) != 0;
  s->met++;
  return 0;
}

/* Row k is found; with one top changed or one more top, it is not
** (the first two tops are left: they make another row of the test). */
static void check_found(accordion_lost *l, size_t k) {
  uint8_t row[MAXLEN + PAD];
  size_t len = make_row(k, row);
  assert_true(has(l, row, len));
  if (len > 2) {
    size_t at = 2 + (k * 7) % (len - 2);
    row[at] ^= (uint8_t)(1u << (k % 6));
    assert_false(has(l, row, len));
    row[at] ^= (uint8_t)(1u << (k % 6));
  }
  if (len < MAXLEN) {
    row[len] = 1 + (uint8_t)(k % 63);
    assert_false(has(l, row, len + 1));
  }
}

static void rows_found_and_listed(void **state) {
  (void)state;
  wn_mem mem;
  accordion_lost l;
  wn_mem_init(&mem, NULL);
  accordion_lost_init(&l, &mem);
  uint8_t row[MAXLEN + PAD];
  size_t count = 4 * MAXLEN;
  for (size_t k = 0; k < count; k++) {
    size_t len = make_row(k, row);
    assert_int_equal(add(&l, row, len), 1);
    assert_int_equal(add(&l, row, len), 0);
  }
  for (int packed = 0; packed < 2; packed++) { /* rows as they are, then
                                               ** in the keytabs */
    for (size_t k = 0; k < count; k++)
      check_found(&l, k);
    struct seen s = {count, 0, 0};
    assert_int_equal(accordion_lost_each(&l, meet, &s), 0);
    assert_false(s.bad);
    assert_int_equal(s.met, count); /* rows are distinct: each met once */
    if (!packed)
      assert_int_equal(accordion_lost_pack(&l), 0);
  }
  assert_int_equal(lost_evicted(&l), 0);
  accordion_lost_clear(&l);
  for (size_t k = 0; k < count; k++) { /* emptied */
    size_t len = make_row(k, row);
    assert_false(has(&l, row, len));
  }
  accordion_lost_release(&l);
  assert_int_equal(mem.used, 0);
}

/*
** Keytabs that grow (those of rows longer than HASH_SHORT keeping their
** hashes' tops, the others rehashed from their keys) still find every
** row and list each once; under a memory cap below twice LOST_ROOM none
** keeps them.
*/
static void packed_tables_grow(void **state) {
  (void)state;
  wn_mem mem;
  accordion_lost l;
  wn_mem_init(&mem, NULL);
  accordion_lost_init(&l, &mem);
  uint8_t row[MAXLEN + PAD];
  size_t count = 120 * MAXLEN, added = 0;
  for (size_t k = 0; k < count; k++) {
    if (k == 2 * MAXLEN) /* some rows packed, the others added packed */
      assert_int_equal(accordion_lost_pack(&l), 0);
    size_t len = make_row(k, row);
    int rc = add(&l, row, len);
    assert_true(rc >= 0); /* 0: a row of one top came again */
    added += (size_t)rc;
  }
  for (size_t len = 1; len <= LOST_INLINE_MAX; len++)
    assert_int_equal(l.bylen[len - 1].stride,
                     l.bylen[len - 1].width +
                         (len > HASH_SHORT ? WN_KEYTAB_KEPT : 0));
  assert_true(l.bylen[LOST_INLINE_MAX - 1].ngroups > 8); /* it grew */
  for (size_t k = 0; k < count; k++) {
    size_t len = make_row(k, row);
    assert_true(has(&l, row, len));
    if (len > 2) {
      row[len - 1] ^= 1; /* another row of its length and first tops:
                         ** none went in */
      assert_false(has(&l, row, len));
    }
  }
  struct seen s = {count, 0, 0};
  assert_int_equal(accordion_lost_each(&l, meet, &s), 0);
  assert_false(s.bad);
  assert_int_equal(s.met, added);
  assert_int_equal(added, count - (120 - 64)); /* 64 rows of one top */
  assert_int_equal(lost_evicted(&l), 0);
  accordion_lost_release(&l);
  assert_int_equal(mem.used, 0);
  mem.cap = 2 * LOST_ROOM - 1;
  accordion_lost_init(&l, &mem);
  assert_int_equal(accordion_lost_pack(&l), 0);
  size_t len = make_row(LOST_INLINE_MAX - 1, row);
  assert_int_equal(add(&l, row, len), 1);
  assert_int_equal(l.bylen[len - 1].stride, l.bylen[len - 1].width);
  accordion_lost_release(&l);
  assert_int_equal(mem.used, 0);
}

/* Under a bound: within it, its bytes counted right, rows forgotten,
** none invented. */
static void bounded_table_forgets(void **state) {
  (void)state;
  wn_mem mem;
  accordion_lost l;
  wn_mem_init(&mem, NULL);
  accordion_lost_init(&l, &mem);
  size_t room = 64 << 10;
  l.room = room;
  assert_int_equal(accordion_lost_pack(&l), 0);
  uint8_t row[MAXLEN + PAD];
  size_t count = 40 * MAXLEN;
  for (size_t k = 0; k < count; k += 2) {
    size_t len = make_row(k, row);
    if (len > LOST_INLINE_MAX)
      continue; /* long rows are never forgotten, and not bounded */
    assert_true(add(&l, row, len) >= 0);
    assert_true(l.bytes <= room);
  }
  assert_true(lost_evicted(&l) > 0);
  size_t bytes = 0;
  for (size_t len = 1; len <= LOST_INLINE_MAX; len++) {
    /* a tight bound: the bytes hold losses */
    assert_int_equal(l.bylen[len - 1].stride, l.bylen[len - 1].width);
    bytes += wn_keytab_bytes(&l.bylen[len - 1]);
  }
  assert_int_equal(l.bytes, bytes);
  for (size_t k = 1; k < count; k += 2) { /* odd rows never went in */
    size_t len = make_row(k, row);
    assert_false(has(&l, row, len));
  }
  accordion_lost_release(&l);
  assert_int_equal(mem.used, 0);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(rows_found_and_listed),
      cmocka_unit_test(packed_tables_grow),
      cmocka_unit_test(bounded_table_forgets),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
