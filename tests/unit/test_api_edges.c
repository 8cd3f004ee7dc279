/*
** test_api_edges.c: the public API at the edges of its inputs, where
** fuzzing and robustness work found faults:
**
**   - accordion_replay read before its pile array for a move onto pile
**     0 ("3>0", found by fuzz_accordion_moves) and, through the public
**     API, for a target that wraps around 2^32 (i + 3 == j in uint32);
**   - a count too large for int64 was taken for a deal line's first
**     card by the Accordion and Hit or Miss readers;
**   - the move checkers and parsers take any 32-bit value and any byte.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include "winnable.h"
#include "unit/failing_alloc.h"

static void test_accordion_target_zero(void **state) {
  (void)state;
  const uint8_t cards[3] = {4, 4, 4}; /* 2S 2S 2S */
  accordion_move m[2] = {{3, 0}, {2, 1}};
  char why[128];
  for (int rule = 0; rule < 2; rule++) {
    wn_replay rep;
    assert_int_equal(accordion_replay(NULL, cards, 3, (accordion_rule)rule, m,
                                      2, &rep), WN_EMOVE);
    assert_int_equal(rep.bad, 0);
    assert_string_equal(rep.why, "move 1 (3>0): the target is not 1 or 3 "
                             "piles to the left");
  }
  /* the same move parsed from text */
  accordion_move *parsed;
  assert_int_equal(accordion_moves_parse("3>0 2>1", 7, &parsed, why,
                                         sizeof why), 2);
  assert_int_equal(
      accordion_replay(NULL, cards, 3, ACCORDION_ANY, parsed, 2, NULL),
      WN_EMOVE);
  accordion_moves_free(parsed);
}

static void test_accordion_target_wraps(void **state) {
  (void)state;
  const uint8_t cards[4] = {4, 4, 4, 4};
  /* UINT32_MAX + 3 == 2 and UINT32_MAX - 1 + 3 == 1 in 32 bits */
  accordion_move bad[] = {{2, UINT32_MAX}, {4, UINT32_MAX}, {1, UINT32_MAX - 1},
                          {3, UINT32_MAX - 1}, {UINT32_MAX, UINT32_MAX - 1},
                          {UINT32_MAX, UINT32_MAX - 3}, {4, 0}};
  for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++)
    assert_int_equal(
        accordion_replay(NULL, cards, 4, ACCORDION_ANY, &bad[k], 1, NULL),
        WN_EMOVE);
  /* the legal 3-left move is still legal */
  accordion_move good[] = {{4, 1}, {3, 2}, {2, 1}};
  assert_int_equal(accordion_replay(NULL, cards, 4, ACCORDION_ANY, good, 3, NULL),
                   1);
}

/* The first error message of 'text' read by the Accordion reader. */
static void accordion_error(const char *text, char *msg, size_t len) {
  FILE *fp = fmemopen((void *)text, strlen(text), "rb");
  assert_non_null(fp);
  wn_reader r;
  accordion_reader ar;
  wn_reader_init(&r, fp, "t");
  accordion_reader_init(&ar, &r, NULL);
  assert_int_equal(accordion_read(&ar), WN_EPARSE);
  snprintf(msg, len, "%llu:%llu: %s", (unsigned long long)r.err.line,
           (unsigned long long)r.err.col, r.err.msg);
  accordion_reader_release(&ar);
  fclose(fp);
}

static void test_overflowing_count(void **state) {
  (void)state;
  char msg[300];
  accordion_error("18446744073709551617\n2S\n", msg, sizeof msg);
  assert_string_equal(msg, "1:1: expected a number of cards (1..100000), "
                           "found \"18446744073709551617\"");
  accordion_error("-99999999999999999999 2S\n", msg, sizeof msg);
  assert_string_equal(msg, "1:1: expected a number of cards (1..100000), "
                           "found \"-99999999999999999999\"");
  /* a card token that starts with digits is still a card */
  accordion_error("10H 2S 1X\n", msg, sizeof msg);
  assert_string_equal(msg, "1:8: expected a card like 7H, found \"1X\"");

  const char *text = "99999999999999999999\n";
  FILE *fp = fmemopen((void *)text, strlen(text), "rb");
  assert_non_null(fp);
  wn_reader r;
  hitormiss_reader hr;
  wn_reader_init(&r, fp, "t");
  hitormiss_reader_init(&hr, &r, 1);
  assert_int_equal(hitormiss_read(&hr), WN_EPARSE);
  assert_string_equal(r.err.msg, "expected a number of sets, found "
                                 "\"99999999999999999999\"");
  fclose(fp);
}

/* Every byte value and odd shapes: counts or -1, never a crash. */
static void test_move_parsers_any_bytes(void **state) {
  (void)state;
  char line[64];
  for (int b = 0; b < 256; b++) {
    snprintf(line, sizeof line, "2>1 %c3>1", b ? b : 'x');
    line[4] = (char)b;
    accordion_move *am;
    long n = accordion_moves_parse(line, 8, &am, NULL, 0);
    assert_true(n == -1 || n == 2 || n == 1);
    accordion_moves_free(am);
    stacks_move *sm;
    n = stacks_moves_parse(line, 8, &sm, NULL, 0);
    assert_int_equal(n, -1);
    stacks_moves_free(sm);
  }
  stacks_move *sm;
  assert_int_equal(stacks_moves_parse("r1 m1>2 r9999999999", 19, &sm, NULL, 0),
                   -1);
  stacks_moves_free(sm);
  accordion_move *am;
  assert_int_equal(accordion_moves_parse("9999999999>1", 12, &am, NULL, 0),
                   -1);
  accordion_moves_free(am);
}

static void test_stacks_replay_any_values(void **state) {
  (void)state;
  const stacks_card a[2] = {{7, 2}, {7, 1}}, b[2] = {{3, 2}, {6, 2}};
  const stacks_card *st[2] = {a, b};
  stacks_move bad[] = {{0, 0}, {3, 0}, {UINT32_MAX, 0}, {1, UINT32_MAX},
                       {2, 2}, {1, 2}};
  for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++)
    assert_int_equal(stacks_replay(NULL, st, 2, 2, &bad[k], 1, NULL),
                     WN_EMOVE);
  stacks_move good[] = {{2, 0}, {2, 0}, {1, 2}};
  assert_int_equal(stacks_replay(NULL, st, 2, 2, good, 3, NULL), 1);
}

/*
** Both replays allocate through the caller's allocator only (issue 17):
** a failure at any allocation gives WN_ENOMEM, never a wrong answer,
** and every byte handed out comes back.
*/
static void test_replays_use_the_allocator(void **state) {
  (void)state;
  const uint8_t cards[4] = {4, 5, 6, 7}; /* 2S 2H 2D 2C */
  const accordion_move am[3] = {{2, 1}, {2, 1}, {2, 1}};
  const stacks_card a[2] = {{7, 2}, {7, 1}}, b[2] = {{3, 2}, {6, 2}};
  const stacks_card *st[2] = {a, b};
  const stacks_move sm[3] = {{2, 0}, {2, 0}, {1, 2}};
  for (int game = 0; game < 2; game++) {
    int rc = WN_ENOMEM;
    for (long k = 1; rc == WN_ENOMEM; k++) {
      struct failing f = {.fail_at = k};
      wn_allocator al = {failing_alloc, &f};
      rc = game ? stacks_replay(&al, st, 2, 2, sm, 3, NULL)
                : accordion_replay(&al, cards, 4, ACCORDION_ANY, am, 3, NULL);
      assert_int_equal(f.held, 0);
      assert_true(rc == (f.count < k ? 1 : WN_ENOMEM));
      assert_true(f.count > 0); /* the hook was used, not malloc */
    }
  }
}

int main(void) {
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_accordion_target_zero),
    cmocka_unit_test(test_accordion_target_wraps),
    cmocka_unit_test(test_overflowing_count),
    cmocka_unit_test(test_move_parsers_any_bytes),
    cmocka_unit_test(test_stacks_replay_any_values),
    cmocka_unit_test(test_replays_use_the_allocator),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
