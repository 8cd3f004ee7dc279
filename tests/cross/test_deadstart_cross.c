/*
** test_deadstart_cross.c: the exact counts of bench/deadstart_count.c
** (issue 38) against brute force on small decks. The brute force looks
** at orderings of an R x S deck directly: every permutation for decks
** of up to 10 cards, and a backtracking walk that extends only
** prefixes without a clash for the larger ones. Neither shares anything
** with the dynamic programme (no memo, no renaming of ranks).
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include "../bench/deadstart_count.h"

struct shape {
  int ranks, suits;
};

static int clash(int a, int b) {
  return a / 4 == b / 4 || a % 4 == b % 4;
}

/* Whether row[0..n) has no clash one or three apart, and whether its
** even positions hold only half of the suits (the parity family). */
static void classify(const int *row, int n, int suits, int *dead,
                     int *parity) {
  *dead = 1;
  for (int i = 1; i < n && *dead; i++)
    if (clash(row[i], row[i - 1]) || (i >= 3 && clash(row[i], row[i - 3])))
      *dead = 0;
  unsigned even = 0;
  for (int i = 0; i < n; i += 2)
    even |= 1u << (row[i] % 4);
  *parity = *dead && suits % 2 == 0 &&
            __builtin_popcount(even) == suits / 2;
}

static int deck(const struct shape *s, int *row) {
  int n = 0;
  for (int r = 0; r < s->ranks; r++)
    for (int k = 0; k < s->suits; k++)
      row[n++] = r * 4 + k;
  return n;
}

/* Every permutation (Heap's algorithm, iterative). */
static void all_permutations(const struct shape *s, uint64_t *dead,
                             uint64_t *parity) {
  int row[16] = {0}, c[16] = {0};
  int n = deck(s, row), d, p;
  *dead = *parity = 0;
  classify(row, n, s->suits, &d, &p);
  *dead += (uint64_t)d;
  *parity += (uint64_t)p;
  for (int i = 1; i < n;) {
    if (c[i] < i) {
      int j = i % 2 ? c[i] : 0, t = row[j];
      row[j] = row[i];
      row[i] = t;
      classify(row, n, s->suits, &d, &p);
      *dead += (uint64_t)d;
      *parity += (uint64_t)p;
      c[i]++;
      i = 1;
    } else {
      c[i++] = 0;
    }
  }
}

/* Place cards left to right, never after a clash. */
static void walk(int *row, int i, int n, unsigned long used, int suits,
                 uint64_t *dead, uint64_t *parity) {
  if (i == n) {
    int d, p;
    classify(row, n, suits, &d, &p);
    *dead += (uint64_t)d;
    *parity += (uint64_t)p;
    return;
  }
  for (int k = 0; k < n; k++) {
    int card = k / suits * 4 + k % suits;
    if (used >> k & 1)
      continue;
    if (i >= 1 && clash(card, row[i - 1]))
      continue;
    if (i >= 3 && clash(card, row[i - 3]))
      continue;
    row[i] = card;
    walk(row, i + 1, n, used | 1ul << k, suits, dead, parity);
  }
}

static uint64_t low64(const ds_u256 *a) {
  return (uint64_t)a->w[1] << 32 | a->w[0];
}

static void check_shape(const struct shape *s, int exhaustive) {
  uint64_t dead = 0, parity = 0;
  if (exhaustive) {
    all_permutations(s, &dead, &parity);
  } else {
    int row[16] = {0};
    walk(row, 0, s->ranks * s->suits, 0, s->suits, &dead, &parity);
  }
  ds_u256 n;
  assert_int_equal(ds_count_dead(s->ranks, s->suits, 0, &n, NULL), 0);
  assert_int_equal(low64(&n), dead);
  for (int k = 2; k < 8; k++)
    assert_int_equal(n.w[k], 0);
  if (s->suits % 2 == 0) {
    assert_int_equal(ds_count_parity(s->ranks, s->suits, 0, &n, NULL), 0);
    assert_int_equal(low64(&n), parity);
  }
}

static void exhaustive_small_decks(void **state) {
  (void)state;
  static const struct shape s[] = {{2, 4}, {4, 2}, {3, 3}, {5, 2}, {3, 2},
                                   {2, 3}, {4, 1}, {1, 4}};
  for (size_t k = 0; k < sizeof s / sizeof s[0]; k++)
    check_shape(&s[k], 1);
}

/* Decks with dead deals of every kind: 4x4 has 2,280,960. */
static void backtracking_larger_decks(void **state) {
  (void)state;
  static const struct shape s[] = {{4, 3}, {3, 4}, {6, 2}, {7, 2}, {4, 4}};
  for (size_t k = 0; k < sizeof s / sizeof s[0]; k++)
    check_shape(&s[k], 0);
}

/* The walk counts every card placed in a row that is dead so far. */
static void dead_counts_are_not_all_zero(void **state) {
  (void)state;
  ds_u256 n;
  assert_int_equal(ds_count_dead(4, 4, 0, &n, NULL), 0);
  assert_true(low64(&n) > 0);
  assert_int_equal(ds_count_dead(14, 4, 0, &n, NULL), -1);
  assert_int_equal(ds_count_parity(5, 3, 0, &n, NULL), -1);
}

static void u256_decimal(void **state) {
  (void)state;
  ds_u256 f = {{1}};
  for (uint32_t k = 2; k <= 52; k++)
    ds_u256_mul_small(&f, k);
  char buf[96];
  ds_u256_decimal(&f, buf, sizeof buf);
  assert_string_equal(buf, "806581751709438785716606368564037669752895054408"
                           "83277824000000000000");
  ds_u256 one = {{1}}, m = {{0xffffffffu}};
  ds_u256_add(&m, &one);
  ds_u256_decimal(&m, buf, sizeof buf);
  assert_string_equal(buf, "4294967296");
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(exhaustive_small_decks),
      cmocka_unit_test(backtracking_larger_decks),
      cmocka_unit_test(dead_counts_are_not_all_zero),
      cmocka_unit_test(u256_decimal),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
