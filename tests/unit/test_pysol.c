/*
** test_pysol.c: unit tests of PySolFC's deal numbers and deals
** (winnable/pysol.h): what the number reader takes and refuses, sums at
** the ends of both ranges and across 32-bit words, and the properties of
** every game's deals. That the deals are PySolFC's own is checked
** against PySolFC by tests/pysol/oracle.sh and pinned by golden cases.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>
#include "winnable.h"

static const int GAMES[] = {
  PYSOL_BAYAN, PYSOL_ACCORDION, PYSOL_RELAXED_ACCORDION, PYSOL_HIT_OR_MISS,
  PYSOL_ACCORDIONS_REVENGE, PYSOL_HIT_OR_MISS_UNLIMITED, PYSOL_23_SKIDOO};
#define NGAMES (sizeof GAMES / sizeof GAMES[0])

static pysol_number parse_ok(const char *text) {
  pysol_number num;
  const char *why = NULL;
  assert_int_equal(pysol_number_parse(text, &num, &why), 0);
  return num;
}

static void expect_words(const pysol_number *num, uint32_t w0, uint32_t w1,
                         uint32_t w2, int ms) {
  assert_int_equal(num->word[0], w0);
  assert_int_equal(num->word[1], w1);
  assert_int_equal(num->word[2], w2);
  assert_int_equal(num->ms, ms);
}

static void test_parse_accepts(void **state) {
  (void)state;
  pysol_number n = parse_ok("1");
  expect_words(&n, 1, 0, 0, 0);
  n = parse_ok("#00000000000000123456"); /* PySolFC's status bar */
  expect_words(&n, 123456, 0, 0, 0);
  n = parse_ok("12,345");                /* PySolFC drops # - _ . , blanks */
  expect_words(&n, 12345, 0, 0, 0);
  n = parse_ok(" 1-2_3.4 5");
  expect_words(&n, 12345, 0, 0, 0);
  n = parse_ok("0000000000000000000000000007"); /* zeros are no digits */
  expect_words(&n, 7, 0, 0, 0);
  n = parse_ok("ms8589934591");          /* 2^33 - 1 */
  expect_words(&n, 0xffffffffu, 1, 0, 1);
  n = parse_ok("#ms12");
  expect_words(&n, 12, 0, 0, 1);
  n = parse_ok("99999999999999999999");  /* 10^20 - 1 */
  expect_words(&n, 0x630fffffu, 0x6bc75e2du, 5, 0);
  n = parse_ok("18446744073709551616");  /* 2^64 */
  expect_words(&n, 0, 0, 1, 0);
}

static void test_parse_refuses(void **state) {
  (void)state;
  static const char *const bad[] = {
    "", "#", "ms", "#ms", "MS5", "Ms5", "mS5", "#MS5", "0", "ms0", "000", "12a", "ms1,2", "x1", "1ms",
    "ms8589934592", "100000000000000000000", "123456789012345678901234",
    "+5", "1e5"};
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    pysol_number num;
    const char *why = NULL;
    assert_int_equal(pysol_number_parse(bad[i], &num, &why), -1);
    assert_non_null(why);
    assert_true(strlen(why) > 10);
  }
}

static void test_add(void **state) {
  (void)state;
  pysol_number n = parse_ok("4294967295");
  assert_int_equal(pysol_number_add(&n, 1), 0);
  expect_words(&n, 0, 1, 0, 0);
  n = parse_ok("18446744073709551615");
  assert_int_equal(pysol_number_add(&n, 1), 0);
  expect_words(&n, 0, 0, 1, 0);
  n = parse_ok("99999999999999999998");
  assert_int_equal(pysol_number_add(&n, 2), -1);
  expect_words(&n, 0x630ffffeu, 0x6bc75e2du, 5, 0); /* unchanged */
  assert_int_equal(pysol_number_add(&n, 1), 0);
  assert_int_equal(pysol_number_add(&n, 0), 0);
  n = parse_ok("1");
  assert_int_equal(pysol_number_add(&n, UINT64_MAX), 0);
  expect_words(&n, 0, 0, 1, 0);          /* 2^64: still a number */
  n = parse_ok("ms8589934590");
  assert_int_equal(pysol_number_add(&n, 2), -1);
  assert_int_equal(pysol_number_add(&n, 1), 0);
  expect_words(&n, 0xffffffffu, 1, 0, 1);
}

static void deal_ok(int game, const char *text, uint8_t cards[52],
                    int *goal) {
  pysol_number num = parse_ok(text);
  assert_int_equal(pysol_deal(game, &num, cards, goal), 0);
}

/* Every deal of every game is a deck; the Revenge goal is a card that
** is not among the first two, the other games have none; the games of
** the family deal the same cards for a number. */
static void test_deals(void **state) {
  (void)state;
  static const char *const firsts[] = {"1", "31990", "ms4294967290",
                                       "4294967290", "18446744073709551610"};
  for (size_t f = 0; f < sizeof firsts / sizeof firsts[0]; f++) {
    pysol_number num = parse_ok(firsts[f]);
    for (int k = 0; k < 20; k++) {
      uint8_t first[52];
      for (size_t g = 0; g < NGAMES; g++) {
        uint8_t cards[52], seen[52] = {0};
        int goal = 99;
        assert_int_equal(pysol_deal(GAMES[g], &num, cards, &goal), 0);
        for (int c = 0; c < 52; c++) {
          assert_true(cards[c] < 52);
          assert_int_equal(seen[cards[c]]++, 0);
        }
        if (GAMES[g] == PYSOL_ACCORDIONS_REVENGE) {
          assert_true(goal >= 0 && goal < 52);
          assert_true(goal != cards[0] && goal != cards[1]);
        } else {
          assert_int_equal(goal, -1);
          assert_int_equal(pysol_deal(GAMES[g], &num, cards, NULL), 0);
        }
        if (g == 0)
          memcpy(first, cards, 52);
        assert_memory_equal(first, cards, 52);
      }
      assert_int_equal(pysol_number_add(&num, 1), 0);
    }
  }
}

/* Which generator: 1 and ms1 alike; ms32000 the LC generator, 32000
** the Mersenne Twister; "#00000000000000032000" is 32000. */
static void test_generators(void **state) {
  (void)state;
  uint8_t a[52], b[52];
  int goal;
  deal_ok(PYSOL_ACCORDION, "1", a, &goal);
  deal_ok(PYSOL_ACCORDION, "ms1", b, &goal);
  assert_memory_equal(a, b, 52);
  deal_ok(PYSOL_ACCORDION, "ms32000", a, &goal);
  deal_ok(PYSOL_ACCORDION, "32000", b, &goal);
  assert_memory_not_equal(a, b, 52);
  deal_ok(PYSOL_ACCORDION, "#00000000000000032000", a, &goal);
  assert_memory_equal(a, b, 52);
}

static void test_bad_calls(void **state) {
  (void)state;
  pysol_number num = parse_ok("5");
  uint8_t cards[52];
  int goal;
  assert_int_equal(pysol_deal(0, &num, cards, &goal), WN_EINVAL);
  assert_int_equal(pysol_deal(287, &num, cards, &goal), WN_EINVAL); /* Push Pin */
  assert_int_equal(pysol_deal(PYSOL_ACCORDIONS_REVENGE, &num, cards, NULL),
                   WN_EINVAL);
  assert_null(pysol_game_name(0));
  for (size_t g = 0; g < NGAMES; g++)
    assert_non_null(pysol_game_name(GAMES[g]));
  assert_string_equal(pysol_game_name(PYSOL_ACCORDIONS_REVENGE),
                      "Accordion's Revenge");
}

int main(void) {
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_parse_accepts),
    cmocka_unit_test(test_parse_refuses),
    cmocka_unit_test(test_add),
    cmocka_unit_test(test_deals),
    cmocka_unit_test(test_generators),
    cmocka_unit_test(test_bad_calls),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
