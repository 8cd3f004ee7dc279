/*
** test_accordion_block.c: accordion_block_find against its definition
** (accordion_search.h) read the slow way: every run of piles [l, r)
** tested for a legal move inside, for the seals of both ends top by top
** with accordion_match, and for its length; the one with the fewest
** legal moves inside chosen, the leftmost and then the shortest on a tie.
** Rows of every length up to BLOCK_MAX_PILES + 2, of distinct cards (as
** a pack deals them) and of few kinds of cards (repeats, few suits, so
** that seals are common and blocks lie anywhere in the row).
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include "winnable.h"
#include "games/accordion_search.h"
#include "games/accordion_bits.h"

static uint64_t next_random(uint64_t *state) { /* splitmix64 */
  uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

/* Whether some top of row[from..to) matches some top of row[a..b). */
static int any_match(const uint8_t *row, size_t from, size_t to, size_t a,
                     size_t b) {
  for (size_t i = from; i < to; i++)
    for (size_t j = a; j < b; j++)
      if (accordion_match(row[i], row[j]))
        return 1;
  return 0;
}

/* The legal moves of the row with both ends in [l, r). */
static size_t moves_inside(const uint8_t *row, size_t l, size_t r) {
  size_t n = 0;
  for (size_t j = l + 1; j < r; j++)
    for (size_t d = 1; d <= 3; d += 2)
      n += j >= l + d && accordion_match(row[j], row[j - d]);
  return n;
}

/* The definition: 1 and [*l, *r) if the best block leaves a move out. */
static int block_by_definition(const uint8_t *row, size_t len, size_t *l,
                               size_t *r) {
  if (len < 2 || len > BLOCK_MAX_PILES)
    return 0;
  size_t all = moves_inside(row, 0, len), best = all;
  for (size_t a = 0; a < len; a++)
    for (size_t b = a + 2; b <= len; b++) {
      size_t first3 = a + 3 < len ? a + 3 : len, last3 = b >= 3 ? b - 3 : 0;
      if ((a > 0 && b < len && b - a < 3) ||
          (a > 0 && any_match(row, 0, a, a, first3)) ||
          (b < len && any_match(row, b, len, last3, b)))
        continue;
      size_t in = moves_inside(row, a, b);
      if (in && in < best)
        best = in, *l = a, *r = b;
    }
  return best < all;
}

static void check_row(const uint8_t *row, size_t len, int *found) {
  size_t l1 = 0, r1 = 0, l2 = 0, r2 = 0;
  int want = block_by_definition(row, len, &l1, &r1);
  uint64_t tops = 0;
  for (size_t k = 0; k < len; k++)
    tops |= accordion_card_bit(row[k]);
  int got = accordion_block_find(row, len, tops, &l2, &r2);
  assert_int_equal(got, want);
  if (want) {
    assert_int_equal(l2, l1);
    assert_int_equal(r2, r1);
    *found += l1 > 0 && r1 < len; /* a block inside, sealed both ways */
  }
}

static void block_as_defined(void **state) {
  (void)state;
  uint64_t seed = 11;
  /* the row with pads of zeros either side: accordion_block_find reads
  ** them, as it reads a search's row */
  uint8_t buf[8 + BLOCK_MAX_PILES + 2 + 16] = {0}, *row = buf + 8;
  int found = 0, rows = 0;
  for (int round = 0; round < 4000; round++, rows++) { /* few kinds */
    size_t len = 1 + next_random(&seed) % (BLOCK_MAX_PILES + 2);
    unsigned ranks = 1 + next_random(&seed) % 13;
    unsigned suits = 1 + next_random(&seed) % 4;
    for (size_t k = 0; k < len; k++)
      row[k] = (uint8_t)(next_random(&seed) % ranks << 2 |
                         next_random(&seed) % suits);
    check_row(row, len, &found);
  }
  for (uint64_t k = 0; k < 2000; k++, rows++) { /* distinct cards */
    size_t len = 2 + (size_t)(k % 51);
    accordion_deal(91, k, len, row);
    check_row(row, len, &found);
  }
  print_message("%d rows, %d with a block inside\n", rows, found);
  assert_true(found > 100); /* the sweeps' stops were crossed */
}

int main(void) {
  const struct CMUnitTest tests[] = {cmocka_unit_test(block_as_defined)};
  return cmocka_run_group_tests(tests, NULL, NULL);
}
