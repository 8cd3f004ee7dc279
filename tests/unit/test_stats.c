/*
** test_stats.c: unit tests of the stats engine and its arithmetic.
**
** Wilson intervals are checked against values published by Newcombe
** (Statistics in Medicine 17, 1998, table I, method 3) and against
** values computed separately in Python (statistics.NormalDist). The
** engine is driven with a fake game whose verdict and state count are a
** function of the index, so every row can be checked for being the
** right instance, in order, whatever the thread count; a slow first row
** lets the workers fill the whole reorder ring before anything drains.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <cmocka.h>
#include <math.h>
#include "stats/stats.h"

/* |a - b| <= tol in double precision (cmocka's float check is float). */
#define assert_near(a, b, tol)                                             \
  do {                                                                     \
    double a_ = (a), b_ = (b);                                             \
    if (!(fabs(a_ - b_) <= (tol)))                                         \
      fail_msg("%.12f is not within %g of %.12f", a_, (double)(tol), b_);  \
  } while (0)

/* ---- Wilson ---- */

struct known {
  uint64_t k, n;
  double low, high, tol;
};

static void wilson_known_values(void **state) {
  (void)state;
  static const struct known cases[] = {
    /* Newcombe 1998, four decimals */
    {81, 263, 0.2553, 0.3662, 5e-5},
    {15, 148, 0.0624, 0.1605, 5e-5},
    {0, 20, 0.0000, 0.1611, 5e-5},
    {1, 29, 0.0061, 0.1718, 5e-5},
    /* Python, ten decimals */
    {81, 263, 0.2552885199, 0.3662095770, 1e-9},
    {29, 29, 0.8830302015, 1.0, 1e-9},
    {470, 1000, 0.4392399146, 0.5009896909, 1e-9},
    {0, 1, 0.0, 0.7934506856, 1e-9},
    {1, 1, 0.2065493144, 1.0, 1e-9},
    {5, 10, 0.2365930905, 0.7634069095, 1e-9},
    {999999, 1000000, 0.9999943351, 0.9999998235, 1e-9}};
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    double low, high;
    stats_wilson(cases[i].k, cases[i].n, STATS_Z95, &low, &high);
    assert_near(low, cases[i].low, cases[i].tol);
    assert_near(high, cases[i].high, cases[i].tol);
  }
}

static void wilson_edges(void **state) {
  (void)state;
  double low, high;
  stats_wilson(0, 0, STATS_Z95, &low, &high);
  assert_true(low == 0 && high == 1);
  /* symmetric: k of n for wins is n-k of n for losses */
  double l2, h2;
  stats_wilson(37, 120, STATS_Z95, &low, &high);
  stats_wilson(83, 120, STATS_Z95, &l2, &h2);
  assert_near(low, 1 - h2, 1e-12);
  assert_near(high, 1 - l2, 1e-12);
}

/* Unknowns count as losses for the lower end, as wins for the upper. */
static void win_interval_with_unknowns(void **state) {
  (void)state;
  struct stats_totals t = {0};
  for (int i = 0; i < 470; i++)
    stats_totals_add(&t, WN_WIN, 1);
  for (int i = 0; i < 500; i++)
    stats_totals_add(&t, WN_LOSS, 2);
  for (int i = 0; i < 30; i++)
    stats_totals_add(&t, WN_UNKNOWN, 3);
  assert_int_equal(t.instances, 1000);
  assert_int_equal(t.states, 470 + 1000 + 90);
  double low, high, l, h;
  stats_win_interval(&t, &low, &high);
  stats_wilson(470, 1000, STATS_Z95, &l, &h);
  assert_near(low, l, 0);
  stats_wilson(500, 1000, STATS_Z95, &l, &h);
  assert_near(high, h, 0);
}

/* ---- the engine with a fake game ---- */

struct fake_cfg {
  uint64_t fail_at;  /* index whose run fails with WN_ENOMEM (or ~0) */
};

static size_t fake_options(void *cfg, struct cli_opt *rows) {
  (void)cfg;
  (void)rows;
  return 0;
}
static int fake_check(void *cfg) {
  (void)cfg;
  return 0;
}
/* A fake worker is a copy of its cfg. */
static int fake_init(void *w, const void *cfg, uint64_t seed,
                     const wn_limits *limits) {
  (void)seed;
  (void)limits;
  memcpy(w, cfg, sizeof(struct fake_cfg));
  return 0;
}
static void fake_release(void *w) { (void)w; }

static int fake_verdict(uint64_t seed, uint64_t index) {
  return (int)((index * 7 + seed) % 3);
}

static int fake_run(void *w, uint64_t seed, uint64_t index,
                    uint64_t *states) {
  const struct fake_cfg *c = w;
  if (index == c->fail_at)
    return WN_ENOMEM;
  *states = index * 2 + 1;
  return fake_verdict(seed, index);
}

static const struct stats_game fake = {
  "fake", "", sizeof(struct fake_cfg), sizeof(struct fake_cfg), fake_options,
  fake_check, fake_init, fake_run, fake_release, NULL, NULL};

struct seen {
  uint64_t next;     /* the index the next row must have */
  int bad;           /* a row was out of order or not its instance */
  uint64_t seed;
  int slow_first;    /* sleep on the first row: the ring fills up */
};

static int seen_row(void *ud, uint64_t index, const struct stats_result *r) {
  struct seen *s = ud;
  if (s->slow_first) {
    struct timespec ts = {0, 300000000L};
    nanosleep(&ts, NULL);
    s->slow_first = 0;
  }
  if (index != s->next || r->states != index * 2 + 1 ||
      r->verdict != fake_verdict(s->seed, index))
    s->bad = 1;
  s->next++;
  return 0;
}

static int run_fake(struct fake_cfg *cfg, uint64_t first, uint64_t count,
                    unsigned threads, struct seen *s, struct stats_totals *t,
                    uint64_t *fail_index, volatile sig_atomic_t *stop) {
  struct stats_job job = {&fake, cfg, {0, 0, 0, NULL, NULL}, 5, first, count, threads,
                          1, 0};
  struct stats_hooks hooks = {s, seen_row, NULL};
  s->next = first;
  s->seed = 5;
  stats_engine *e = stats_engine_new(&job);
  assert_non_null(e);
  int rc = stats_engine_drive(e, &hooks, stop, t, fail_index);
  stats_engine_free(e);
  return rc;
}

/* Every row in order and the right one, for 1..3 threads, with the
** ring (2^15 slots) filled and wrapped several times. */
static void engine_rows_in_order(void **state) {
  (void)state;
  for (unsigned threads = 1; threads <= 3; threads++) {
    struct fake_cfg cfg = {UINT64_MAX};
    struct seen s = {0, 0, 0, 1};
    struct stats_totals t = {0};
    uint64_t fail = 0;
    uint64_t first = 1000, count = 150000;
    assert_int_equal(run_fake(&cfg, first, count, threads, &s, &t, &fail,
                              NULL), 0);
    assert_false(s.bad);
    assert_int_equal(s.next, first + count);
    struct stats_totals want = {0};
    for (uint64_t i = first; i < first + count; i++)
      stats_totals_add(&want, fake_verdict(5, i), i * 2 + 1);
    assert_memory_equal(&t, &want, sizeof t);
  }
}

/* A failing instance: every row before it, none after, its index back. */
static void engine_failure_stops_at_index(void **state) {
  (void)state;
  for (unsigned threads = 1; threads <= 2; threads++) {
    struct fake_cfg cfg = {12345};
    struct seen s = {0, 0, 0, 0};
    struct stats_totals t = {0};
    uint64_t fail = 0;
    assert_int_equal(run_fake(&cfg, 0, 50000, threads, &s, &t, &fail, NULL),
                     WN_ENOMEM);
    assert_int_equal(fail, 12345);
    assert_int_equal(s.next, 12345);
    assert_int_equal(t.instances, 12345);
    assert_false(s.bad);
  }
}

/* A stop request: returns 1 with a clean prefix. */
static void engine_stop_gives_prefix(void **state) {
  (void)state;
  static volatile sig_atomic_t stop = 1;
  struct fake_cfg cfg = {UINT64_MAX};
  struct seen s = {0, 0, 0, 0};
  struct stats_totals t = {0};
  uint64_t fail = 0;
  assert_int_equal(run_fake(&cfg, 0, 100000000, 2, &s, &t, &fail, &stop), 1);
  assert_false(s.bad);
  assert_int_equal(t.instances, s.next);
  assert_true(t.instances < 100000000);
}

int main(void) {
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(wilson_known_values),
    cmocka_unit_test(wilson_edges),
    cmocka_unit_test(win_interval_with_unknowns),
    cmocka_unit_test(engine_rows_in_order),
    cmocka_unit_test(engine_failure_stops_at_index),
    cmocka_unit_test(engine_stop_gives_prefix),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
