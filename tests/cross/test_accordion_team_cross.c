/*
** test_accordion_team_cross.c: accordion_set_threads against the brute
** force of accordion_brute.c and against one thread.
**
** The helpers start at once (accordion_set_team_start 0), so that small
** decks go through the race: every verdict must be the brute force's,
** every win must replay, every loss must have a certificate the checker
** accepts, and each answer (verdict, positions, proof, best line) must
** be the same when the deal is solved again, on the same context or a
** fresh one. Some answers must come from a helper (their positions
** differ from one thread's), or the race was not exercised.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include "winnable.h"
#include "cross/accordion_brute.h"
#include "cross/small_decks.h"
#include "games/accordion_impl.h"

/* What one solve answered. */
struct answer {
  int verdict;
  uint64_t states;
  size_t nproof, nbest;
  accordion_move proof[ACCBRUTE_MAX_CARDS], best[ACCBRUTE_MAX_CARDS];
};

static int count_rows(void *user, const uint8_t *row, size_t len) {
  (void)row;
  (void)len;
  ++*(size_t *)user;
  return 0;
}

/* Rows of a certificate back to back, for accordion_check_loss. */
struct rows {
  uint8_t *bytes;
  size_t *lens, nrows, nbytes;
};

static int keep_row(void *user, const uint8_t *row, size_t len) {
  struct rows *r = user;
  r->bytes = realloc(r->bytes, r->nbytes + len);
  r->lens = realloc(r->lens, (r->nrows + 1) * sizeof *r->lens);
  assert_true(r->bytes && r->lens);
  memcpy(r->bytes + r->nbytes, row, len);
  r->nbytes += len;
  r->lens[r->nrows++] = len;
  return 0;
}

/* Solve cards[0..n) on ctx (certify on) and check the answer's proof. */
static struct answer solve(accordion_ctx *ctx, const uint8_t *cards,
                           size_t n) {
  struct answer a;
  memset(&a, 0, sizeof a);
  a.verdict = accordion_solve(ctx, cards, n, ACCORDION_ANY);
  a.states = accordion_states(ctx);
  const accordion_move *m = accordion_proof(ctx, &a.nproof);
  if (a.nproof)
    memcpy(a.proof, m, a.nproof * sizeof *m);
  m = accordion_best_line(ctx, &a.nbest);
  if (a.nbest)
    memcpy(a.best, m, a.nbest * sizeof *m);
  if (a.verdict == WN_WIN) {
    assert_int_equal(a.nproof, n - 1);
    assert_int_equal(accordion_replay(NULL, cards, n, ACCORDION_ANY, a.proof,
                                      a.nproof, NULL), 1);
  } else if (a.verdict == WN_LOSS) {
    struct rows r = {0};
    assert_int_equal(accordion_loss_certificate(ctx, keep_row, &r), 0);
    wn_replay rep;
    if (accordion_check_loss(NULL, cards, n, r.bytes, r.lens, r.nrows,
                             &rep) != 1)
      fail_msg("certificate of %zu rows refused: %s", r.nrows, rep.why);
    free(r.bytes);
    free(r.lens);
  }
  return a;
}

static void same_answer(const struct answer *a, const struct answer *b) {
  assert_int_equal(a->verdict, b->verdict);
  assert_int_equal(a->states, b->states);
  assert_int_equal(a->nproof, b->nproof);
  assert_int_equal(a->nbest, b->nbest);
  assert_memory_equal(a->proof, b->proof, a->nproof * sizeof *a->proof);
  assert_memory_equal(a->best, b->best, a->nbest * sizeof *a->best);
}

static accordion_ctx *team_ctx(unsigned threads, uint64_t start) {
  accordion_ctx *ctx = accordion_new(NULL);
  assert_non_null(ctx);
  accordion_set_certify(ctx, 1);
  accordion_set_threads(ctx, threads);
  accordion_set_team_start(ctx, start);
  return ctx;
}

/* One deal through one thread and through 'threads', against the brute
** force; returns 1 if the team's answer is not one thread's. */
static int cross(accordion_ctx *one, accordion_ctx *team, unsigned threads,
                 uint64_t start, const uint8_t *cards, size_t n) {
  int want = accbrute_decide(cards, n, 0, 1, NULL, NULL);
  struct answer a1 = solve(one, cards, n), a = solve(team, cards, n);
  assert_int_equal(a1.verdict, want ? WN_WIN : WN_LOSS);
  assert_int_equal(a.verdict, a1.verdict);
  struct answer again = solve(team, cards, n);
  same_answer(&a, &again);
  accordion_ctx *fresh = team_ctx(threads, start);
  again = solve(fresh, cards, n);
  same_answer(&a, &again);
  accordion_free(fresh);
  return a.states != a1.states;
}

static void team_matches_brute_force(void **state) {
  (void)state;
  for (unsigned threads = 2; threads <= 3; threads++) {
    accordion_ctx *one = team_ctx(1, 0), *team = team_ctx(threads, 0);
    uint64_t seed = 370 + threads;
    int differ = 0, total = 0;
    for (int k = 0; k < 200; k++, total++) { /* small decks, repeats */
      uint8_t cards[24];
      size_t n = sd_deck(&seed, 20, 13, cards);
      differ += cross(one, team, threads, 0, cards, n);
    }
    for (uint64_t k = 0; k < 150; k++, total++) { /* 14 to 26 cards */
      uint8_t cards[26];
      size_t n = k % 15 == 14 ? 25 + (size_t)(k % 2)
                              : 14 + (size_t)(k % 15) / 2;
      accordion_deal(37, k, n, cards);
      differ += cross(one, team, threads, 0, cards, n);
    }
    print_message("%u threads: %d of %d answers from a helper\n", threads,
                  differ, total);
    assert_true(differ > 0 && differ < total);
    accordion_free(one);
    accordion_free(team);
  }
}

/* Helpers starting later, and limits: a state limit gives the same
** answer on every run too; a tiny memory limit gives unknown. */
static void team_limits(void **state) {
  (void)state;
  accordion_ctx *team = team_ctx(2, 50);
  uint8_t cards[22];
  for (uint64_t k = 0; k < 40; k++) {
    accordion_deal(41, k, 22, cards);
    wn_limits lim = {.max_states = 200};
    accordion_set_limits(team, &lim);
    struct answer a = solve(team, cards, 22), b = solve(team, cards, 22);
    same_answer(&a, &b);
    assert_true(a.states <= 200);
    if (a.verdict != WN_UNKNOWN)
      assert_int_equal(a.verdict,
                       accbrute_decide(cards, 22, 0, 1, NULL, NULL) ? WN_WIN
                                                                    : WN_LOSS);
    else
      assert_int_equal(accordion_limit_hit(team), WN_LIMIT_STATES);
  }
  wn_limits tiny = {.max_memory = 4096};
  accordion_set_limits(team, &tiny);
  accordion_deal(41, 0, 22, cards);
  assert_int_equal(accordion_solve(team, cards, 22, ACCORDION_ANY),
                   WN_UNKNOWN);
  assert_int_equal(accordion_limit_hit(team), WN_LIMIT_MEMORY);
  size_t rows = 0;
  assert_int_equal(accordion_loss_certificate(team, count_rows, &rows),
                   WN_EINVAL);
  accordion_free(team);
}

/* A helper's answer lasts until the next call: a refused solve or a
** hint on the same context has no certificate of the deal before.
** Deal 40 of seed 3, 26 cards, is a loss the natural-order helper
** decides at fewer positions than the pipeline. */
static void team_answer_ends_with_call(void **state) {
  (void)state;
  accordion_ctx *one = team_ctx(1, 0), *team = team_ctx(3, 0);
  uint8_t cards[26];
  accordion_deal(3, 40, 26, cards);
  assert_int_equal(accordion_solve(one, cards, 26, ACCORDION_ANY), WN_LOSS);
  for (int call = 0; call < 2; call++) {
    assert_int_equal(accordion_solve(team, cards, 26, ACCORDION_ANY),
                     WN_LOSS);
    assert_true(accordion_states(team) < accordion_states(one));
    size_t rows = 0;
    assert_int_equal(accordion_loss_certificate(team, count_rows, &rows), 0);
    if (call == 0)
      assert_int_equal(accordion_solve(team, cards, 0, ACCORDION_ANY),
                       WN_EINVAL);
    else
      assert_true(accordion_hint(team, cards, 1, ACCORDION_ANY) >= 0);
    assert_int_equal(accordion_loss_certificate(team, count_rows, &rows),
                     WN_EINVAL);
  }
  accordion_free(one);
  accordion_free(team);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(team_matches_brute_force),
      cmocka_unit_test(team_limits),
      cmocka_unit_test(team_answer_ends_with_call),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
