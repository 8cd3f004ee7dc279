/*
** test_accordion_deal.c: accordion_deal_tilted (issue 38). Its weight
** is recomputed here from the deal alone, the proposal's probability
** written out afresh as a product over positions; the deals are drawn
** from the pack; lambda 0 is uniform (weight 1); and the weights
** average 1, as importance weights must.
*/
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include "winnable.h"
#include "winnable/accordion.h"

static int shares(int a, int b) { return a / 4 == b / 4 || a % 4 == b % 4; }

/* log(uniform / tilted probability) of deal[0..n), from scratch. */
static double log_weight_of(const uint8_t *deal, size_t n, double lambda) {
  int left[52];
  size_t decks = (n + 51) / 52, remain = decks * 52;
  for (int c = 0; c < 52; c++)
    left[c] = (int)decks;
  double lw = 0;
  for (size_t i = 0; i < n; i++, remain--) {
    double z = 0, mine = 0;
    for (int c = 0; c < 52; c++) {
      int m = (i >= 1 && shares(c, deal[i - 1])) +
              (i >= 3 && shares(c, deal[i - 3]));
      z += left[c] * exp(-lambda * m);
      if (c == deal[i])
        mine = exp(-lambda * m);
    }
    lw += log(z / (double)remain) - log(mine);
    left[deal[i]]--;
  }
  return lw;
}

static void weight_is_the_probability_ratio(void **state) {
  (void)state;
  static const size_t sizes[] = {1, 4, 18, 52, 60};
  static const double lambdas[] = {0.5, 1, 3};
  uint8_t deal[60];
  for (size_t s = 0; s < 5; s++)
    for (size_t l = 0; l < 3; l++)
      for (uint64_t idx = 0; idx < 20; idx++) {
        double lw, again;
        uint8_t copy[60];
        accordion_deal_tilted(9, idx, sizes[s], lambdas[l], deal, &lw);
        accordion_deal_tilted(9, idx, sizes[s], lambdas[l], copy, &again);
        assert_memory_equal(deal, copy, sizes[s]);
        assert_true(lw == again);
        assert_true(fabs(lw - log_weight_of(deal, sizes[s], lambdas[l])) <
                    1e-9);
        int seen[52] = {0};
        for (size_t i = 0; i < sizes[s]; i++)
          assert_true(deal[i] < 52 && ++seen[deal[i]] <= 2);
      }
}

static void lambda_zero_is_uniform(void **state) {
  (void)state;
  uint8_t deal[52];
  for (uint64_t idx = 0; idx < 50; idx++) {
    double lw = -1;
    accordion_deal_tilted(3, idx, 52, 0, deal, &lw);
    assert_true(lw == 0);
    int seen[52] = {0};
    for (size_t i = 0; i < 52; i++)
      assert_int_equal(++seen[deal[i]], 1);
  }
}

/* E[w] = 1 under the proposal; 20,000 seeded deals of 8 cards at
** lambda 1 land within 0.05 of it. Also fewer clashes than uniform. */
static void weights_average_one(void **state) {
  (void)state;
  uint8_t deal[8];
  double sum = 0;
  int clash_tilted = 0, clash_plain = 0;
  for (uint64_t idx = 0; idx < 20000; idx++) {
    double lw;
    accordion_deal_tilted(5, idx, 8, 1, deal, &lw);
    sum += exp(lw);
    clash_tilted += shares(deal[0], deal[1]);
    accordion_deal(5, idx, 8, deal);
    clash_plain += shares(deal[0], deal[1]);
  }
  assert_true(fabs(sum / 20000 - 1) < 0.05);
  assert_true(clash_tilted < clash_plain);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(weight_is_the_probability_ratio),
      cmocka_unit_test(lambda_zero_is_uniform),
      cmocka_unit_test(weights_average_one),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
