/*
** test_cancel.c: the cancel hook of wn_limits. For the two games whose
** searches run long (Accordion, Outlasting; a Hit or Miss deck takes
** microseconds, a Stacks instance time linear in its cards), a hook
** that says "stop" ends a long search with WN_UNKNOWN and
** WN_LIMIT_CANCEL after it was polled, and a hook that never says stop
** is polled yet leaves the verdict, the states and the proof as a
** search without it gives.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include "winnable.h"

/* A hook that says stop at its 'stop_at'-th call (0: never). */
struct hook {
  unsigned calls, stop_at;
};

static int poll_hook(void *arg) {
  struct hook *h = arg;
  h->calls++;
  return h->stop_at && h->calls >= h->stop_at;
}

static wn_limits with_hook(struct hook *h) {
  wn_limits lim = {0, 0, 0, poll_hook, h};
  return lim;
}

/* A 30x30 board: tens of milliseconds, so the hook is polled many times. */
static void outlast_runs(unsigned stop_at, int *verdict, uint64_t *states,
                         wn_limit_hit *hit, unsigned *calls) {
  static uint8_t cells[30 * 30];
  outlast_deal(7, 0, 30, 30, 0.5, cells);
  struct hook h = {0, stop_at};
  wn_limits lim = with_hook(&h);
  outlast_ctx *ctx = outlast_new(NULL);
  assert_non_null(ctx);
  outlast_set_limits(ctx, &lim);
  *verdict = outlast_solve(ctx, cells, 30, 30);
  *states = outlast_states(ctx);
  *hit = outlast_limit_hit(ctx);
  *calls = h.calls;
  outlast_free(ctx);
}

static void outlast_cancel(void **state) {
  (void)state;
  int v;
  uint64_t n;
  wn_limit_hit hit;
  unsigned calls;
  outlast_runs(2, &v, &n, &hit, &calls);
  assert_int_equal(v, WN_UNKNOWN);
  assert_int_equal(hit, WN_LIMIT_CANCEL);
  assert_int_equal(calls, 2);
  assert_string_equal(wn_limit_name(hit), "cancel");
  int v0;
  uint64_t n0;
  outlast_runs(0, &v0, &n0, &hit, &calls);
  assert_true(v0 == WN_WIN || v0 == WN_LOSS);
  assert_int_equal(hit, WN_LIMIT_NONE);
  assert_true(calls > 2);
  assert_true(n < n0);
}

/* A 52-card Accordion deal the solver needs many positions for. */
static void accordion_cancel(void **state) {
  (void)state;
  uint8_t cards[52];
  accordion_ctx *ctx = accordion_new(NULL);
  assert_non_null(ctx);
  struct hook stop = {0, 1}, never = {0, 0};
  wn_limits lim = with_hook(&stop);
  accordion_set_limits(ctx, &lim);
  /* the first deal of seed 1 whose search polls the hook at all */
  uint64_t index = 0;
  int v;
  for (;; index++) {
    accordion_deal(1, index, 52, cards);
    stop.calls = 0;
    v = accordion_solve(ctx, cards, 52, ACCORDION_ANY);
    if (stop.calls)
      break;
    assert_true(index < 1000);
  }
  assert_int_equal(v, WN_UNKNOWN);
  assert_int_equal(accordion_limit_hit(ctx), WN_LIMIT_CANCEL);
  lim = with_hook(&never);
  accordion_set_limits(ctx, &lim);
  int with = accordion_solve(ctx, cards, 52, ACCORDION_ANY);
  uint64_t states = accordion_states(ctx);
  wn_limits none = {0, 0, 0, NULL, NULL};
  accordion_set_limits(ctx, &none);
  assert_int_equal(with, accordion_solve(ctx, cards, 52, ACCORDION_ANY));
  assert_int_equal(states, accordion_states(ctx));
  assert_true(never.calls > 0);
  accordion_free(ctx);
}

int main(void) {
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(outlast_cancel),
    cmocka_unit_test(accordion_cancel),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
