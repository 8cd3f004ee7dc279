/*
** test_accordion_hint.c: unit tests of accordion_hint through the public
** API: limits that turn single moves into WN_UNKNOWN while the others
** stay exact, the memory limit, allocation failure at every step, and
** 52-card deals whose every label is compared with a fresh solve of the
** child on its own context (no shared table of losses). The labels on
** small positions are checked against the brute force in
** tests/cross/test_accordion_hint_cross.c.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include "winnable.h"
#include "failing_alloc.h"
#include "cross/small_decks.h"

#define MAXN 52

/* A copy of the last hint's labels. */
struct labels {
  size_t n;
  accordion_move move[2 * MAXN];
  int verdict[2 * MAXN];
  uint64_t states[2 * MAXN];
};

static void copy_labels(const accordion_ctx *ctx, struct labels *out) {
  const accordion_move_value *v = accordion_hint_moves(ctx, &out->n);
  assert_true(out->n <= 2 * MAXN);
  for (size_t k = 0; k < out->n; k++) {
    out->move[k] = v[k].move;
    out->verdict[k] = v[k].verdict;
    out->states[k] = v[k].states;
  }
}

/* The row after move m. */
static size_t child_of(const uint8_t *row, size_t n, accordion_move m,
                       uint8_t *out) {
  size_t len = 0;
  for (size_t p = 1; p <= n; p++)
    if (p != m.from)
      out[len++] = p == m.to ? row[m.from - 1] : row[p - 1];
  return len;
}

/* Every win of the last hint on ctx has a line that replays. */
static void lines_replay(const accordion_ctx *ctx, const uint8_t *row,
                         size_t n, accordion_rule rule) {
  size_t nv;
  const accordion_move_value *v = accordion_hint_moves(ctx, &nv);
  for (size_t k = 0; k < nv; k++) {
    size_t nl;
    const accordion_move *line = accordion_hint_line(ctx, k, &nl);
    assert_true((line != NULL) == (v[k].verdict == WN_WIN));
    if (!line)
      continue;
    uint8_t child[MAXN];
    size_t m = child_of(row, n, v[k].move, child);
    assert_int_equal(accordion_replay(NULL, child, m, rule, line, nl, NULL),
                     1);
  }
}

/*
** --max-states N applies to each move: a move is either unknown after
** at most N positions or has the label of an unlimited hint; the
** position's verdict and accordion_limit_hit follow from the labels.
*/
static void max_states_per_move(void **state) {
  (void)state;
  accordion_ctx *ctx = accordion_new(NULL), *full = accordion_new(NULL);
  assert_true(ctx && full);
  uint64_t seed = 5;
  long unknown = 0, exact = 0;
  for (int t = 0; t < 600; t++) {
    uint8_t row[MAXN];
    size_t n = sd_deck(&seed, 14, 13, row);
    accordion_rule rule = t % 2 ? ACCORDION_RIGHTMOST : ACCORDION_ANY;
    struct labels want, got;
    accordion_hint(full, row, n, rule);
    copy_labels(full, &want);
    wn_limits lim = {(uint64_t)(1 + t % 6), 0, 0, NULL, NULL};
    accordion_set_limits(ctx, &lim);
    int verdict = accordion_hint(ctx, row, n, rule);
    copy_labels(ctx, &got);
    assert_int_equal(got.n, want.n);
    int won = 0, unknowns = 0;
    for (size_t k = 0; k < got.n; k++) {
      assert_true(got.states[k] <= lim.max_states);
      if (got.verdict[k] == WN_UNKNOWN) {
        unknowns++;
        unknown++;
        continue;
      }
      assert_int_equal(got.verdict[k], want.verdict[k]);
      won |= got.verdict[k] == WN_WIN;
      exact++;
    }
    lines_replay(ctx, row, n, rule);
    int whole = n == 1 || won ? WN_WIN : unknowns ? WN_UNKNOWN : WN_LOSS;
    assert_int_equal(verdict, whole);
    assert_int_equal(accordion_limit_hit(ctx),
                     unknowns ? WN_LIMIT_STATES : WN_LIMIT_NONE);
  }
  assert_true(unknown > 500 && exact > 500);
  accordion_free(ctx);
  accordion_free(full);
}

/* With almost no memory every move that needs a search is unknown. */
static void memory_limit(void **state) {
  (void)state;
  accordion_ctx *ctx = accordion_new(NULL);
  assert_non_null(ctx);
  wn_limits lim = {0, 0, 64, NULL, NULL};
  accordion_set_limits(ctx, &lim);
  uint8_t row[MAXN];
  accordion_deal(3, 0, 52, row);
  assert_int_equal(accordion_hint(ctx, row, 52, ACCORDION_ANY), WN_UNKNOWN);
  size_t nv;
  const accordion_move_value *v = accordion_hint_moves(ctx, &nv);
  assert_true(nv > 0);
  for (size_t k = 0; k < nv; k++)
    assert_int_equal(v[k].verdict, WN_UNKNOWN);
  assert_int_equal(accordion_limit_hit(ctx), WN_LIMIT_MEMORY);
  /* a 2-pile row: the move leaves one pile, a win without a search */
  uint8_t two[2] = {wn_card_make(5, 0), wn_card_make(5, 1)};
  assert_int_equal(accordion_hint(ctx, two, 2, ACCORDION_ANY), WN_WIN);
  v = accordion_hint_moves(ctx, &nv);
  assert_int_equal(nv, 1);
  assert_int_equal(v[0].verdict, WN_WIN);
  accordion_free(ctx);
}

/*
** Making allocation k fail, for every k a hint makes, gives WN_ENOMEM
** or the labels of a hint with memory to spare; the context then hints
** right again, and freeing it returns every byte.
*/
static void allocation_failures(void **state) {
  (void)state;
  static const size_t sizes[] = {18, 52};
  int failed = 0, decided = 0, ended = 0;
  for (int s = 0; s < 2; s++) {
    uint8_t row[MAXN];
    accordion_deal(9, (uint64_t)s, sizes[s], row);
    accordion_ctx *ref = accordion_new(NULL);
    int want_verdict = accordion_hint(ref, row, sizes[s], ACCORDION_ANY);
    struct labels want, got;
    copy_labels(ref, &want);
    accordion_free(ref);
    for (int k = 1; k < 400; k++) {
      struct failing f = {.fail_at = k};
      wn_allocator a = {failing_alloc, &f};
      accordion_ctx *ctx = accordion_new(&a);
      if (!ctx) {
        failed++;
        continue;
      }
      int rc = accordion_hint(ctx, row, sizes[s], ACCORDION_ANY);
      if (rc == WN_ENOMEM) {
        failed++;
      } else {
        assert_int_equal(rc, want_verdict);
        copy_labels(ctx, &got);
        assert_memory_equal(got.verdict, want.verdict,
                            want.n * sizeof want.verdict[0]);
        decided++;
      }
      int last = f.count < k;
      f.fail_at = 0;
      assert_int_equal(accordion_hint(ctx, row, sizes[s], ACCORDION_ANY),
                       want_verdict);
      lines_replay(ctx, row, sizes[s], ACCORDION_ANY);
      accordion_free(ctx);
      assert_int_equal(f.held, 0);
      if (last) { /* every allocation of the hint was made to fail once */
        ended++;
        break;
      }
    }
  }
  assert_true(failed > 10 && decided > 0 && ended == 2);
}

/*
** 52-card deals: every label equals a fresh solve of the child on a
** context of its own, the lines replay, and the position's verdict is
** accordion_solve's. Also after a solve on the same context (which
** keeps its own losses) the hint gives the same labels.
*/
static void deals_52(void **state) {
  (void)state;
  accordion_ctx *ctx = accordion_new(NULL), *fresh = accordion_new(NULL);
  assert_true(ctx && fresh);
  long moves = 0;
  for (uint64_t idx = 0; idx < 12; idx++) {
    uint8_t row[MAXN], child[MAXN];
    accordion_deal(1, idx, 52, row);
    int verdict = accordion_hint(ctx, row, 52, ACCORDION_ANY);
    struct labels got;
    copy_labels(ctx, &got);
    lines_replay(ctx, row, 52, ACCORDION_ANY);
    for (size_t k = 0; k < got.n; k++) {
      size_t m = child_of(row, 52, got.move[k], child);
      assert_int_equal(accordion_solve(fresh, child, m, ACCORDION_ANY),
                       got.verdict[k]);
      moves++;
    }
    assert_int_equal(accordion_solve(fresh, row, 52, ACCORDION_ANY), verdict);
    assert_int_equal(accordion_solve(ctx, row, 52, ACCORDION_ANY), verdict);
    size_t nv;
    accordion_hint_moves(ctx, &nv);
    assert_int_equal(nv, 0); /* a solve ends the hint's values */
  }
  assert_true(moves > 100);
  accordion_free(ctx);
  accordion_free(fresh);
}

/* One pile: won, no move; no legal move on two or more: lost. */
static void edges(void **state) {
  (void)state;
  accordion_ctx *ctx = accordion_new(NULL);
  uint8_t one = wn_card_make(1, 0);
  assert_int_equal(accordion_hint(ctx, &one, 1, ACCORDION_ANY), WN_WIN);
  size_t nv;
  accordion_hint_moves(ctx, &nv);
  assert_int_equal(nv, 0);
  assert_null(accordion_hint_line(ctx, 0, &nv));
  uint8_t two[2] = {wn_card_make(3, 0), wn_card_make(5, 1)};
  assert_int_equal(accordion_hint(ctx, two, 2, ACCORDION_RIGHTMOST), WN_LOSS);
  accordion_hint_moves(ctx, &nv);
  assert_int_equal(nv, 0);
  uint8_t bad[2] = {52, 0};
  assert_int_equal(accordion_hint(ctx, bad, 2, ACCORDION_ANY), WN_EINVAL);
  assert_int_equal(accordion_hint(ctx, bad, 0, ACCORDION_ANY), WN_EINVAL);
  accordion_free(ctx);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(max_states_per_move),
      cmocka_unit_test(memory_limit),
      cmocka_unit_test(allocation_failures),
      cmocka_unit_test(deals_52),
      cmocka_unit_test(edges),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
