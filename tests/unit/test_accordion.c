/*
** test_accordion.c: unit tests of the Accordion solver through its
** public API: allocation failure at every step of a search (beams and
** pauses included), one context reused across deals and rules, and the
** exact meaning of --max-states; hints whose --timeout bounds the whole
** hint; the pass paused for the beams; the clock polled at every
** position of a long row.
** Verdicts are checked against a fresh context's and every win's proof
** against accordion_replay, never against numbers written here.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include "winnable.h"
#include "winnable/accordion.h"
#include "failing_alloc.h"
#include "games/accordion_ctx.h"
#include "games/accordion_impl.h"

/* The verdict of a fresh context with no limits; a win's proof replays. */
static int reference(const uint8_t *cards, size_t n, accordion_rule rule) {
  accordion_ctx *ctx = accordion_new(NULL);
  assert_non_null(ctx);
  int rc = accordion_solve(ctx, cards, n, rule);
  assert_true(rc == WN_WIN || rc == WN_LOSS);
  accordion_free(ctx);
  return rc;
}

/* rc is want (a win's proof replays), or the allowed failure 'other'. */
static void check_answer(accordion_ctx *ctx, int rc, int want, int other,
                         const uint8_t *cards, size_t n, accordion_rule rule) {
  assert_true(rc == want || rc == other);
  if (rc == WN_WIN) {
    size_t nm;
    const accordion_move *m = accordion_proof(ctx, &nm);
    assert_int_equal(accordion_replay(NULL, cards, n, rule, m, nm, NULL), 1);
  }
}

/* ---- allocation failures (failing_alloc.h) ---- */

/*
** Deals of 18 cards (the pass alone, some lost) and 52 cards (beams,
** the pass paused between them): making allocation k
** fail, for every k a solve makes, gives WN_ENOMEM or the right answer,
** never a wrong verdict; the same context then solves the deal right
** when memory is back, and freeing it returns every byte.
*/
static void allocation_failures(void **state) {
  (void)state;
  static const size_t sizes[] = {18, 52};
  int failed = 0, decided = 0;
  for (int s = 0; s < 2; s++)
    for (uint64_t idx = 0; idx < 4; idx++) {
      uint8_t cards[52];
      accordion_deal(7, idx, sizes[s], cards);
      int want = reference(cards, sizes[s], ACCORDION_ANY);
      for (int k = 1; k < 200; k++) {
        struct failing f = {.fail_at = k};
        wn_allocator a = {failing_alloc, &f};
        accordion_ctx *ctx = accordion_new(&a);
        if (!ctx) {
          assert_int_equal(f.held, 0);
          failed++;
          continue;
        }
        int rc = accordion_solve(ctx, cards, sizes[s], ACCORDION_ANY);
        check_answer(ctx, rc, want, WN_ENOMEM, cards, sizes[s],
                     ACCORDION_ANY);
        rc == WN_ENOMEM ? failed++ : decided++;
        /* the first solve needed fewer allocations than k: last round */
        int last = f.count < k;
        /* the context stays usable: solve again with memory to spare */
        f.fail_at = 0;
        rc = accordion_solve(ctx, cards, sizes[s], ACCORDION_ANY);
        check_answer(ctx, rc, want, want, cards, sizes[s], ACCORDION_ANY);
        accordion_free(ctx);
        assert_int_equal(f.held, 0); /* nothing leaked on any path */
        if (last)
          break;
      }
    }
  assert_true(failed > 8 && decided >= 8);
}

/* ---- one context, many deals ---- */

/*
** Tables and scratch carried from one solve to the next must not
** change any answer: 300 deals of 6..52 cards under both rules, in one
** context, against a fresh context each.
*/
static void context_reuse(void **state) {
  (void)state;
  accordion_ctx *ctx = accordion_new(NULL);
  assert_non_null(ctx);
  for (uint64_t idx = 0; idx < 300; idx++) {
    size_t n = 6 + (size_t)(idx * 7 % 47);
    accordion_rule rule = idx % 3 ? ACCORDION_ANY : ACCORDION_RIGHTMOST;
    uint8_t cards[52];
    accordion_deal(11, idx, n, cards);
    int want = reference(cards, n, rule);
    int rc = accordion_solve(ctx, cards, n, rule);
    check_answer(ctx, rc, want, want, cards, n, rule);
  }
  accordion_free(ctx);
}

/* ---- --max-states N examines at most N positions ---- */

/*
** For deals that take S positions unlimited, a limit of S decides them
** with S positions, and any limit N < S gives unknown (limit "states")
** after exactly N.
*/
static void max_states_exact(void **state) {
  (void)state;
  accordion_ctx *ctx = accordion_new(NULL);
  assert_non_null(ctx);
  for (uint64_t idx = 0; idx < 40; idx++) {
    uint8_t cards[18];
    accordion_deal(5, idx, 18, cards);
    wn_limits none = {0, 0, 0, NULL, NULL};
    accordion_set_limits(ctx, &none);
    int want = accordion_solve(ctx, cards, 18, ACCORDION_ANY);
    uint64_t need = accordion_states(ctx);
    assert_true(need >= 1);
    uint64_t tries[3] = {need, need - 1, need / 2};
    for (int t = 0; t < 3; t++) {
      if (tries[t] == 0)
        continue;
      wn_limits lim = {tries[t], 0, 0, NULL, NULL};
      accordion_set_limits(ctx, &lim);
      int rc = accordion_solve(ctx, cards, 18, ACCORDION_ANY);
      if (tries[t] == need) {
        assert_int_equal(rc, want);
        assert_int_equal(accordion_states(ctx), need);
      } else {
        assert_int_equal(rc, WN_UNKNOWN);
        assert_int_equal(accordion_limit_hit(ctx), WN_LIMIT_STATES);
        assert_int_equal(accordion_states(ctx), tries[t]);
      }
    }
  }
  accordion_free(ctx);
}

/* ---- accordion_solve_keep: losses kept from call to call ---- */

/* The row after moving pile 'from' onto pile 'to' (1-based), in out[]. */
static size_t child_row(const uint8_t *row, size_t n, uint32_t from,
                        uint32_t to, uint8_t *out) {
  memcpy(out, row, n);
  out[to - 1] = row[from - 1];
  memmove(out + from - 1, out + from, n - from);
  return n - 1;
}

/*
** Deciding every child of a deal on the context that decided the deal
** (the hint's pattern): each verdict matches a fresh context, wins
** replay, and a lost deal's children are answered from the kept table
** with one position each (they were proven lost, or cut off, while
** proving the deal lost). A plain accordion_solve forgets the table.
*/
static void keep_losses(void **state) {
  (void)state;
  accordion_ctx *ctx = accordion_new(NULL);
  assert_non_null(ctx);
  int losses = 0;
  for (uint64_t idx = 0; idx < 60; idx++) {
    uint8_t cards[18], child[18];
    accordion_deal(7, idx, 18, cards);
    int deal = accordion_solve(ctx, cards, 18, ACCORDION_ANY);
    uint64_t states = accordion_states(ctx);
    losses += deal == WN_LOSS;
    for (uint32_t j = 2; j <= 18; j++)
      for (uint32_t d = 1; d <= 3 && d < j; d += 2) {
        uint8_t a = cards[j - 1], b = cards[j - 1 - d];
        if (wn_card_rank(a) != wn_card_rank(b) &&
            wn_card_suit(a) != wn_card_suit(b))
          continue;
        size_t m = child_row(cards, 18, j, j - d, child);
        int want = reference(child, m, ACCORDION_ANY);
        int rc = accordion_solve_keep(ctx, child, m, ACCORDION_ANY);
        check_answer(ctx, rc, want, want, child, m, ACCORDION_ANY);
        if (deal == WN_LOSS)
          assert_true(accordion_states(ctx) <= 1);
      }
    if (deal == WN_LOSS) { /* forgotten by a plain solve */
      assert_int_equal(accordion_solve(ctx, cards, 18, ACCORDION_ANY), WN_LOSS);
      assert_int_equal(accordion_states(ctx), states);
    }
  }
  assert_true(losses >= 10);
  accordion_free(ctx);
}

/* ---- rightmost rule: dense bitset, reused, and the hash set ---- */

/*
** Deals of 4..80 cards drawn from 1..52 distinct cards, or mostly
** hearts with a few others (long searches, many losses), solved under the rightmost rule
** by a fresh context (the dense bitset up to 63 cards), by one context
** reused for all of them (stale bits of earlier solves must not count),
** and by a context whose --max-memory refuses the bitset (the hash set):
** the three agree on verdict and positions, wins replay, and a limit of
** positions - 1 stops each at exactly that many.
*/
static void rightmost_tables(void **state) {
  (void)state;
  accordion_ctx *reused = accordion_new(NULL);
  assert_non_null(reused);
  wn_rng rng;
  wn_rng_init(&rng, 21, 2, 0);
  int losses = 0, big = 0;
  for (int t = 0; t < 400; t++) {
    size_t n = 4 + (size_t)wn_rng_below(&rng, t % 4 ? 60 : 77);
    uint64_t distinct = 1 + wn_rng_below(&rng, t % 2 ? 52 : 12);
    uint8_t cards[80];
    for (size_t k = 0; k < n; k++) /* t % 3 == 0: mostly hearts, as 208B */
      cards[k] = (uint8_t)(t % 3 || wn_rng_below(&rng, 8) == 0
                               ? wn_rng_below(&rng, distinct)
                               : wn_rng_below(&rng, 13) * 4 + 1);
    accordion_ctx *fresh = accordion_new(NULL), *hashed = accordion_new(NULL);
    assert_non_null(fresh);
    assert_non_null(hashed);
    wn_limits cap = {0, 0, (n + 1) * 32768, NULL, NULL}; /* the bits alone need more */
    accordion_set_limits(hashed, &cap);
    int want = accordion_solve(fresh, cards, n, ACCORDION_RIGHTMOST);
    uint64_t need = accordion_states(fresh);
    check_answer(fresh, want, WN_WIN, WN_LOSS, cards, n, ACCORDION_RIGHTMOST);
    int rc = accordion_solve(reused, cards, n, ACCORDION_RIGHTMOST);
    check_answer(reused, rc, want, want, cards, n, ACCORDION_RIGHTMOST);
    assert_int_equal(accordion_states(reused), need);
    rc = accordion_solve(hashed, cards, n, ACCORDION_RIGHTMOST);
    check_answer(hashed, rc, want, want, cards, n, ACCORDION_RIGHTMOST);
    assert_int_equal(accordion_states(hashed), need);
    if (need > 1) {
      accordion_ctx *both[2] = {fresh, hashed};
      for (int c = 0; c < 2; c++) {
        wn_limits lim = {need - 1, 0, c ? (n + 1) * 32768 : 0, NULL, NULL};
        accordion_set_limits(both[c], &lim);
        assert_int_equal(accordion_solve(both[c], cards, n,
                                         ACCORDION_RIGHTMOST), WN_UNKNOWN);
        assert_int_equal(accordion_limit_hit(both[c]), WN_LIMIT_STATES);
        assert_int_equal(accordion_states(both[c]), need - 1);
      }
    }
    losses += want == WN_LOSS;
    big += need > 1000;
    accordion_free(fresh);
    accordion_free(hashed);
  }
  assert_true(losses >= 50 && big >= 10);
  accordion_free(reused);
}

/*
** accordion_play on small random rows, every candidate move: legal exactly when the checker
** accordion_replay accepts it as a one-move line, the row after built
** here pile by pile; an illegal move leaves the row as it was.
*/
static void play_one_move(void **state) {
  (void)state;
  uint64_t x = 12345;
  int legal = 0, illegal = 0;
  for (int t = 0; t < 2000; t++) {
    uint8_t row[8], want[8], got[8];
    size_t n = 1 + t % 8;
    for (size_t k = 0; k < n; k++) {
      x = x * 6364136223846793005u + 1442695040888963407u;
      /* 3 ranks and 2 suits: tops often match */
      row[k] = (uint8_t)((x >> 33) % 3 * 4 + (x >> 45) % 2);
    }
    for (uint32_t from = 0; from <= n + 1; from++)
      for (uint32_t to = 0; to <= from + 1; to++) {
        accordion_move m = {from, to};
        int ok = accordion_replay(NULL, row, n, ACCORDION_ANY, &m, 1, NULL) >= 0;
        memcpy(got, row, n);
        assert_int_equal(accordion_play(got, n, m), ok ? 0 : WN_EMOVE);
        if (!ok) {
          assert_memory_equal(got, row, n);
          illegal++;
          continue;
        }
        for (size_t k = 0, q = 0; k < n; k++)
          if (k != from - 1)
            want[q++] = k == to - 1 ? row[from - 1] : row[k];
        assert_memory_equal(got, want, n - 1);
        legal++;
      }
  }
  assert_true(legal > 1000 && illegal > 1000);
}

/* ---- hints ---- */

/*
** --timeout bounds the whole hint of a position, not each move: a row
** of 400 cards of one suit has about 800 moves, each a search of a few
** milliseconds, and the hint must end soon after its 0.3 s with the
** moves it did not reach unknown (limit time).
*/
static void hint_timeout_whole(void **state) {
  (void)state;
  accordion_ctx *ctx = accordion_new(NULL);
  assert_non_null(ctx);
  uint8_t row[400];
  for (size_t k = 0; k < sizeof row; k++)
    row[k] = wn_card_make(1 + k % 13, 0);
  wn_limits lim = {.timeout = 0.3};
  accordion_set_limits(ctx, &lim);
  double t0 = wn_now();
  int rc = accordion_hint(ctx, row, sizeof row, ACCORDION_ANY);
  double took = wn_now() - t0;
  assert_true(took < 3.0);
  assert_true(rc == WN_WIN || rc == WN_UNKNOWN);
  size_t count, unknown = 0;
  const accordion_move_value *v = accordion_hint_moves(ctx, &count);
  for (size_t k = 0; k < count; k++)
    unknown += v[k].verdict == WN_UNKNOWN;
  assert_true(count > 700 && unknown > 0);
  assert_int_equal(accordion_limit_hit(ctx), WN_LIMIT_TIME);
  accordion_free(ctx);
}

/*
** The pass pauses for the beams and goes on where it paused
** (accordion.c): a 28-card deal that needs thousands of positions
** (seed 2, deal 273) gets the reference's verdict with both the beams
** and the pass at work, and a state limit one short of its count gives
** unknown, counted exactly.
*/
static void pass_pauses_for_beams(void **state) {
  (void)state;
  accordion_ctx *ctx = accordion_new(NULL);
  assert_non_null(ctx);
  uint8_t cards[28];
  accordion_deal(2, 273, 28, cards);
  int want = reference(cards, 28, ACCORDION_ANY);
  int v = accordion_solve(ctx, cards, 28, ACCORDION_ANY);
  check_answer(ctx, v, want, want, cards, 28, ACCORDION_ANY);
  uint64_t beams = ctx->search.beam_states, all = accordion_states(ctx);
  assert_true(beams > 0 && all > 2 * beams); /* beams, then the pass */
  wn_limits lim = {.max_states = all - 1};
  accordion_set_limits(ctx, &lim);
  assert_int_equal(accordion_solve(ctx, cards, 28, ACCORDION_ANY), WN_UNKNOWN);
  assert_int_equal(accordion_limit_hit(ctx), WN_LIMIT_STATES);
  assert_int_equal(accordion_states(ctx), lim.max_states);
  accordion_free(ctx);
}

/* A cancel hook that never cancels and counts how often it is polled. */
static int count_polls(void *arg) {
  ++*(uint64_t *)arg;
  return 0;
}

/*
** A position of a long row costs milliseconds, so the search polls the
** clock (and the cancel hook with it) at every one, not at the budget's
** pace of up to 1,024 states: on a 10,000-card row stopped by
** --max-states 300 positions past what the greedy line may examine, the
** hook is polled at least once for each of those positions. Counted,
** not timed: the same on a fast or a busy machine.
*/
static void long_row_polls_every_position(void **state) {
  (void)state;
  enum { N = 10000, PAST = 300 };
  static uint8_t cards[N];
  const char *head[] = {"7H", "KD", "KS", "2D", "2C", "7D"};
  for (size_t k = 0; k < N; k++)
    assert_int_equal(wn_card_parse(k < 6 ? head[k] : "7H", 2, &cards[k]), 0);
  accordion_ctx *ctx = accordion_new(NULL);
  assert_non_null(ctx);
  uint64_t polls = 0;
  wn_limits lim = {.max_states = N + PAST, .cancel = count_polls,
                   .cancel_arg = &polls};
  accordion_set_limits(ctx, &lim);
  assert_int_equal(accordion_solve(ctx, cards, N, ACCORDION_ANY), WN_UNKNOWN);
  assert_int_equal(accordion_limit_hit(ctx), WN_LIMIT_STATES);
  assert_true(polls >= PAST);
  accordion_free(ctx);
}

/*
** The best line is legal moves from the deal, whatever the search did
** between its beams and its pass: 26-card deals 170-229 of seed 1, deal
** 199 a loss whose pass resumed after a beam had gone deeper (its best
** line once joined the beam's first moves to the pass's later ones).
*/
static void best_line_is_legal(void **state) {
  (void)state;
  accordion_ctx *ctx = accordion_new(NULL);
  assert_non_null(ctx);
  uint8_t cards[26];
  for (uint64_t k = 170; k < 230; k++) {
    accordion_deal(1, k, 26, cards);
    int v = accordion_solve(ctx, cards, 26, ACCORDION_ANY);
    assert_true(v == WN_WIN || v == WN_LOSS);
    size_t nm;
    const accordion_move *m = accordion_best_line(ctx, &nm);
    int rc = accordion_replay(NULL, cards, 26, ACCORDION_ANY, m, nm, NULL);
    assert_int_equal(rc, v == WN_WIN);
  }
  accordion_free(ctx);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(best_line_is_legal),
      cmocka_unit_test(long_row_polls_every_position),
      cmocka_unit_test(allocation_failures),
      cmocka_unit_test(context_reuse),
      cmocka_unit_test(max_states_exact),
      cmocka_unit_test(keep_losses),
      cmocka_unit_test(rightmost_tables),
      cmocka_unit_test(play_one_move),
      cmocka_unit_test(hint_timeout_whole),
      cmocka_unit_test(pass_pauses_for_beams),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
