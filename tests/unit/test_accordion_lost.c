/*
** test_accordion_lost.c: the table of proven losses (accordion_lost.h).
** Rows of every length up to past LOST_INLINE_MAX, tops drawn from all
** 64 byte values, are found after they went in and come back from
** accordion_lost_each as they went in, before and after
** accordion_lost_repack packs them; a row one top away, or one top
** longer, is not found; once packed with relabelling a renamed short row
** is found too, and a long one is not; under a bound the table stays
** within it and never finds a row that did not go in. A merge split by
** lengths (accordion_lost_split_*) keeps what a merge on one thread
** keeps, and under a bound the same in any number of parts; under a
** memory cap too tight for its growths it does not open.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include "games/accordion_canon.h"
#include "games/accordion_lost.h"

#define MAXLEN (LOST_INLINE_MAX + 8)
#define PAD 32 /* zeros after a row, as accordion_row_hash reads */

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

static int count_any(void *user, const uint8_t *row, size_t len) {
  (void)row;
  (void)len;
  ++*(size_t *)user;
  return 0;
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
  accordion_lost_configure(&l, SIZE_MAX, 0); /* rows, as certificates */
  uint8_t row[MAXLEN + PAD];
  size_t count = 4 * MAXLEN;
  for (size_t k = 0; k < count; k++) {
    size_t len = make_row(k, row);
    assert_int_equal(add(&l, row, len), 1);
    assert_int_equal(add(&l, row, len), 0);
  }
  for (int packed = 0; packed < 2; packed++) {
    for (size_t k = 0; k < count; k++)
      check_found(&l, k);
    struct seen s = {count, 0, 0};
    assert_int_equal(accordion_lost_each(&l, meet, &s), 0);
    assert_false(s.bad);
    assert_int_equal(s.met, count); /* rows are distinct: each met once */
    if (!packed)
      assert_int_equal(accordion_lost_repack(&l), 0);
  }
  assert_int_equal(accordion_lost_evicted(&l), 0);
  accordion_lost_release(&l);
  assert_int_equal(mem.used, 0);
}

/* Ranks renamed by r -> (r + 5) mod 16, suits by u -> 3 - u. */
static void rename_row(uint8_t *row, size_t len) {
  for (size_t i = 0; i < len; i++)
    row[i] = (uint8_t)((((row[i] >> 2) + 5) & 15) << 2 | (3 - (row[i] & 3)));
}

static void relabelled_short_rows(void **state) {
  (void)state;
  wn_mem mem;
  accordion_lost l;
  wn_mem_init(&mem, NULL);
  accordion_lost_init(&l, &mem);
  accordion_lost_configure(&l, SIZE_MAX, 1);
  uint8_t row[MAXLEN + PAD];
  size_t count = 3 * MAXLEN;
  for (size_t k = 0; k < count; k++) {
    size_t len = make_row(k, row);
    assert_true(add(&l, row, len) >= 0);
  }
  assert_int_equal(accordion_lost_repack(&l), 0);
  for (size_t k = 0; k < count; k++) {
    size_t len = make_row(k, row);
    assert_true(has(&l, row, len));
    rename_row(row, len);
    /* a renaming of a row proven lost is lost: found when relabelled;
    ** a long row is not relabelled, and no other long row went in */
    assert_int_equal(has(&l, row, len), len <= CANON_MAX_PILES);
  }
  /* a row added once packed is found, under its renamings too */
  size_t len = make_row(count + 3, row);
  assert_int_equal(add(&l, row, len), 1);
  rename_row(row, len);
  assert_int_equal(add(&l, row, len), 0);
  assert_true(has(&l, row, len));
  accordion_lost_clear(&l);
  assert_false(has(&l, row, len));
  accordion_lost_release(&l);
  assert_int_equal(mem.used, 0);
}

/*
** Packed keytabs that grow after the repack (the longer rows' keeping
** their hashes' tops, LOST_KEEP_FROM, the others rehashed from their
** keys) still find every row and list each once, relabelled or not;
** under a memory cap below twice LOST_ROOM none keeps them.
*/
static void packed_tables_grow(void **state) {
  (void)state;
  for (int relabel = 0; relabel < 2; relabel++) {
    wn_mem mem;
    accordion_lost l;
    wn_mem_init(&mem, NULL);
    accordion_lost_init(&l, &mem);
    accordion_lost_configure(&l, SIZE_MAX, relabel);
    uint8_t row[MAXLEN + PAD];
    size_t before = 2 * MAXLEN, count = 120 * MAXLEN, added = 0;
    for (size_t k = 0; k < count; k++) {
      if (k == before)
        assert_int_equal(accordion_lost_repack(&l), 0);
      size_t len = make_row(k, row);
      int rc = add(&l, row, len);
      assert_true(rc >= 0); /* 0: a row of one top came again */
      added += (size_t)rc;
    }
    for (size_t len = 1; len <= LOST_INLINE_MAX; len++)
      assert_int_equal(l.bylen[len - 1].stride,
                       l.bylen[len - 1].width +
                           (len >= LOST_KEEP_FROM ? WN_KEYTAB_KEPT : 0));
    assert_true(l.bylen[LOST_INLINE_MAX - 1].ngroups > 8); /* it grew */
    for (size_t k = 0; k < count; k++) {
      size_t len = make_row(k, row);
      assert_true(has(&l, row, len));
      if (len > 2 && (!relabel || len > CANON_MAX_PILES)) {
        row[len - 1] ^= 1; /* another row of its length and first tops:
                           ** none went in */
        assert_false(has(&l, row, len));
      }
    }
    if (!relabel) { /* rows as they are: each listed once */
      struct seen s = {count, 0, 0};
      assert_int_equal(accordion_lost_each(&l, meet, &s), 0);
      assert_false(s.bad);
      assert_int_equal(s.met, added);
      assert_int_equal(added, count - (120 - 64)); /* 64 rows of one top */
    }
    assert_int_equal(accordion_lost_evicted(&l), 0);
    accordion_lost_release(&l);
    assert_int_equal(mem.used, 0);
  }
  wn_mem mem;
  accordion_lost l;
  wn_mem_init(&mem, NULL);
  mem.cap = 2 * LOST_ROOM - 1;
  accordion_lost_init(&l, &mem);
  accordion_lost_configure(&l, SIZE_MAX, 0);
  assert_int_equal(accordion_lost_repack(&l), 0);
  uint8_t row[MAXLEN + PAD];
  size_t len = make_row(LOST_INLINE_MAX - 1, row);
  assert_int_equal(add(&l, row, len), 1);
  assert_int_equal(l.bylen[len - 1].stride, l.bylen[len - 1].width);
  accordion_lost_release(&l);
  assert_int_equal(mem.used, 0);
}

/* Under a bound: within it, rows forgotten, none invented. */
static void bounded_table_forgets(void **state) {
  (void)state;
  wn_mem mem;
  accordion_lost l;
  wn_mem_init(&mem, NULL);
  accordion_lost_init(&l, &mem);
  size_t room = 64 << 10;
  accordion_lost_configure(&l, room, 1);
  uint8_t row[MAXLEN + PAD];
  size_t count = 40 * MAXLEN;
  for (size_t k = 0; k < count; k += 2) {
    size_t len = make_row(k, row);
    if (len > LOST_INLINE_MAX)
      continue; /* long rows are never forgotten, and not bounded */
    assert_true(add(&l, row, len) >= 0);
    assert_true(l.bytes <= room);
    if (k == count / 2)
      assert_int_equal(accordion_lost_repack(&l), 0);
  }
  assert_true(accordion_lost_evicted(&l) > 0);
  for (size_t len = 1; len <= l.nbylen; len++) /* a tight bound: the
                                               ** bytes hold losses */
    assert_int_equal(l.bylen[len - 1].stride, l.bylen[len - 1].width);
  for (size_t k = 1; k < count; k += 2) { /* odd rows never went in */
    size_t len = make_row(k, row);
    if (len > CANON_MAX_PILES)
      assert_false(has(&l, row, len));
  }
  accordion_lost_release(&l);
  assert_int_equal(mem.used, 0);
}

/*
** Keytabs that keep hash tops all drop them once the bound stops one's
** growth: from then on the bytes under the bound hold losses alone, and
** the table stays within the bound and counts its bytes right.
*/
static void bound_drops_every_keytabs_tops(void **state) {
  (void)state;
  wn_mem mem;
  accordion_lost l;
  wn_mem_init(&mem, NULL);
  accordion_lost_init(&l, &mem);
  size_t room = 256 << 10;
  accordion_lost_configure(&l, room, 0);
  assert_int_equal(accordion_lost_repack(&l), 0);
  uint8_t row[MAXLEN + PAD];
  size_t len = make_row(0, row);
  assert_int_equal(add(&l, row, len), 1); /* the keytabs made, */
  l.keeps = 1;                            /* kept from here (a bound */
  for (size_t k = 0; k < l.nbylen; k++) { /* this tight keeps none) */
    if (!l.bylen[k].tags)
      wn_keytab_keep(&l.bylen[k]);
    l.bylen[k].hold = 1;
  }
  size_t kept = 0;
  for (size_t k = 1; !accordion_lost_evicted(&l); k++) {
    len = make_row(k, row);
    if (len > LOST_INLINE_MAX)
      continue;
    kept += l.bylen[len - 1].stride > l.bylen[len - 1].width;
    assert_int_equal(add(&l, row, len), 1);
    assert_true(l.bytes <= room);
    if (accordion_lost_evicted(&l)) /* the first row forgotten: after */
      assert_false(l.keeps);        /* every table dropped its tops */
  }
  assert_true(kept > 0);
  size_t bytes = 0;
  for (size_t k = 0; k < l.nbylen; k++) {
    assert_int_equal(l.bylen[k].stride, l.bylen[k].width);
    bytes += wn_keytab_bytes(&l.bylen[k]);
  }
  assert_int_equal(l.bytes, bytes);
  accordion_lost_release(&l);
  assert_int_equal(mem.used, 0);
}

/* ---- split merges ---- */

#define SPLIT_LEN 60 /* rows of 1..SPLIT_LEN piles */

/* Row k of the split tests (1 + k % SPLIT_LEN piles, zeros after it):
** the rows of k < 4,096 are distinct. */
static size_t split_row(size_t k, uint8_t *row) {
  return row_of(k, SPLIT_LEN, k + 7, row);
}

/* Three tables of rows as they are, as the members of a team hold
** them: table j the rows k in [j * 900, j * 900 + 1,500), so that
** tables share rows; 'round' shifts them, for a second merge. */
static void fill_from(accordion_lost *from, wn_mem *mem, int round) {
  uint8_t row[SPLIT_LEN + PAD];
  for (size_t j = 0; j < 3; j++) {
    accordion_lost_init(&from[j], mem);
    for (size_t k = j * 900 + (size_t)round * 1200;
         k < j * 900 + (size_t)round * 1200 + 1500; k++) {
      size_t len = split_row(k, row);
      assert_true(add(&from[j], row, len) >= 0);
    }
  }
}

/* The rows of a table, in accordion_lost_each's order, back to back,
** each after its length. */
struct listing {
  uint8_t bytes[1 << 19];
  size_t n;
};

static int list_row(void *user, const uint8_t *row, size_t len) {
  struct listing *li = user;
  assert_true(li->n + len + 1 <= sizeof li->bytes);
  li->bytes[li->n++] = (uint8_t)len;
  memcpy(li->bytes + li->n, row, len);
  li->n += len;
  return 0;
}

/*
** Two rounds of three tables merged into a packed table of 'room'
** bytes: by accordion_lost_merge (parts 0) or by a split in 'parts'
** parts run last to first. Lists the table's rows into li; returns its
** bytes, its losses forgotten in *evicted.
*/
static size_t merge_into(size_t room, int relabel, size_t parts,
                         struct listing *li, uint64_t *evicted) {
  wn_mem mem;
  accordion_lost into, from[3];
  wn_mem_init(&mem, NULL);
  accordion_lost_init(&into, &mem);
  accordion_lost_configure(&into, room, relabel);
  assert_int_equal(accordion_lost_repack(&into), 0);
  for (int round = 0; round < 2; round++) {
    fill_from(from, &mem, round);
    accordion_lost *fp[3] = {&from[0], &from[1], &from[2]};
    if (!parts) {
      for (size_t j = 0; j < 3; j++)
        assert_int_equal(accordion_lost_merge(&into, fp[j]), 0);
    } else {
      accordion_lost_split s;
      assert_int_equal(accordion_lost_split_open(&s, &into, fp, 3, parts), 0);
      assert_int_equal(s.nparts, parts);
      for (size_t p = parts; p-- > 0;)
        accordion_lost_split_run(&s, p, 0);
      assert_int_equal(accordion_lost_split_close(&s), 0);
    }
    for (size_t j = 0; j < 3; j++) {
      size_t n = 0;
      assert_int_equal(accordion_lost_each(&from[j], count_any, &n), 0);
      assert_int_equal(n, 0); /* merged tables are emptied */
      accordion_lost_release(&from[j]);
    }
  }
  li->n = 0;
  assert_int_equal(accordion_lost_each(&into, list_row, li), 0);
  size_t bytes = into.bytes, sum = 0;
  for (size_t k = 0; k < into.nbylen; k++)
    sum += wn_keytab_bytes(&into.bylen[k]);
  assert_int_equal(bytes, sum);
  *evicted = accordion_lost_evicted(&into);
  accordion_lost_release(&into);
  assert_int_equal(mem.used, 0); /* the split's memory counted back */
  return bytes;
}

/*
** A split merge keeps what a merge on one thread keeps, in the same
** order, when nothing is forgotten; under a bound it stays within it,
** and what it keeps does not depend on the parts or their order.
*/
static void split_merge_as_one_thread(void **state) {
  (void)state;
  static struct listing one, split;
  uint64_t ev1, ev;
  for (int relabel = 0; relabel < 2; relabel++) {
    size_t b1 = merge_into(SIZE_MAX, relabel, 0, &one, &ev1);
    for (size_t parts = 1; parts <= 3; parts++) {
      size_t b = merge_into(SIZE_MAX, relabel, parts, &split, &ev);
      assert_int_equal(b, b1);
      assert_int_equal(ev + ev1, 0);
      assert_int_equal(split.n, one.n);
      assert_memory_equal(split.bytes, one.bytes, one.n);
    }
    size_t room = 24 << 10;
    size_t bb = merge_into(room, relabel, 1, &one, &ev1);
    assert_true(bb <= room && ev1 > 0);
    for (size_t parts = 2; parts <= 3; parts++) {
      size_t b = merge_into(room, relabel, parts, &split, &ev);
      assert_int_equal(b, bb);
      assert_int_equal(ev, ev1);
      assert_int_equal(split.n, one.n);
      assert_memory_equal(split.bytes, one.bytes, one.n);
    }
  }
}

/* Under a memory cap too tight for the growths a merge asks for at
** once, the split does not open, and the merge runs on one thread. */
static void split_refused_under_cap(void **state) {
  (void)state;
  wn_mem mem;
  accordion_lost into, from[3];
  wn_mem_init(&mem, NULL);
  accordion_lost_init(&into, &mem);
  accordion_lost_configure(&into, SIZE_MAX, 0);
  assert_int_equal(accordion_lost_repack(&into), 0);
  fill_from(from, &mem, 0);
  mem.cap = mem.used + (4 << 10); /* less than the keytabs' growths */
  accordion_lost *fp[3] = {&from[0], &from[1], &from[2]};
  accordion_lost_split s;
  assert_int_equal(accordion_lost_split_open(&s, &into, fp, 3, 2), 1);
  mem.cap = 0;
  assert_int_equal(accordion_lost_split_open(&s, &into, fp, 3, 2), 0);
  accordion_lost_split_run(&s, 0, 0);
  accordion_lost_split_run(&s, 1, 1);
  assert_int_equal(accordion_lost_split_close(&s), 0);
  for (size_t j = 0; j < 3; j++)
    accordion_lost_release(&from[j]);
  accordion_lost_release(&into);
  assert_int_equal(mem.used, 0);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(rows_found_and_listed),
      cmocka_unit_test(relabelled_short_rows),
      cmocka_unit_test(packed_tables_grow),
      cmocka_unit_test(bounded_table_forgets),
      cmocka_unit_test(bound_drops_every_keytabs_tops),
      cmocka_unit_test(split_merge_as_one_thread),
      cmocka_unit_test(split_refused_under_cap),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
