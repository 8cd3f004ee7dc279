/*
** test_accordion_team_cross.c: accordion_set_threads against the brute
** force of accordion_brute.c and against one thread.
**
** The helpers start at once (accordion_set_team_start 0) and the
** members meet every few positions (accordion_set_team_epoch), so that
** small decks go through the team and its barriers: every verdict must
** be the brute force's, every win must replay, every loss must have a
** certificate the checker accepts (the shared table's, or the rows a
** sink was handed at the merges), and each answer (verdict, positions,
** proof, best line) must be the same when the deal is solved again, on
** the same context or a fresh one. Some answers must come from a helper
** (their positions differ from one thread's), or the team was not
** exercised; on losses that go through many barriers the members must
** share their losses (the deciding member examines far fewer positions
** than one thread), and a cancel or a timeout while members wait at a
** barrier must end the solve. Under the sanitizers (WN_TEST_QUICK=1)
** the losses that go through many barriers are two, each solved again
** once, instead of four solved again four times, and the split merges
** and the fetching ahead see a third or a quarter of their deals.
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

#define EPOCH 64 /* positions of each member between barriers */

/* Whether the test runs under the sanitizers and repeats less. */
static int quick(void) {
  const char *q = getenv("WN_TEST_QUICK");
  return q && strcmp(q, "1") == 0;
}

/* What one solve answered. */
/* moves of a line: up to the brute force's deals, or a 52-card deal */
#define ANSWER_MOVES (ACCBRUTE_MAX_CARDS > 52 ? ACCBRUTE_MAX_CARDS : 52)

struct answer {
  int verdict;
  uint64_t states;
  size_t nproof, nbest;
  accordion_move proof[ANSWER_MOVES], best[ANSWER_MOVES];
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
  size_t bytecap, lencap; /* grown by doubling: rows come by the million */
};

static int keep_row(void *user, const uint8_t *row, size_t len) {
  struct rows *r = user;
  if (r->nbytes + len > r->bytecap) {
    r->bytecap = 2 * (r->nbytes + len);
    r->bytes = realloc(r->bytes, r->bytecap);
  }
  if (r->nrows == r->lencap) {
    r->lencap = 2 * r->lencap + 64;
    r->lens = realloc(r->lens, r->lencap * sizeof *r->lens);
  }
  assert_true(r->bytes && r->lens);
  memcpy(r->bytes + r->nbytes, row, len);
  r->nbytes += len;
  r->lens[r->nrows++] = len;
  return 0;
}

/* Solve cards[0..n) on ctx: verdict, positions, proof and best line; a
** win's proof must replay. */
static struct answer answer_of(accordion_ctx *ctx, const uint8_t *cards,
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
  }
  return a;
}

/* answer_of on ctx (certify on), a loss's certificate checked too. */
static struct answer solve(accordion_ctx *ctx, const uint8_t *cards,
                           size_t n) {
  struct answer a = answer_of(ctx, cards, n);
  if (a.verdict == WN_LOSS) {
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
  accordion_set_team_epoch(ctx, EPOCH);
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
  accordion_set_team_epoch(team, 0); /* no merge before the end: the
                                     ** helper's own table overflows */
  accordion_deal(41, 0, 22, cards);
  assert_int_equal(accordion_solve(team, cards, 22, ACCORDION_ANY),
                   WN_UNKNOWN);
  assert_int_equal(accordion_limit_hit(team), WN_LIMIT_MEMORY);
  size_t rows = 0;
  assert_int_equal(accordion_loss_certificate(team, count_rows, &rows),
                   WN_EINVAL);
  accordion_free(team);
}

/*
** Certificates kept in the shared table, under memory limits from tiny
** to ample: the pooled table must keep every row, so a team that could
** not keep one answers unknown (the memory limit named), never a loss
** whose certificate the checker refuses.
*/
static void team_certificate_within_memory(void **state) {
  (void)state;
  accordion_ctx *team = team_ctx(2, 0);
  uint8_t cards[20];
  int losses = 0, unknowns = 0;
  for (uint64_t k = 0; k < 40; k++) {
    accordion_deal(47, k, 20, cards);
    for (size_t cap = 8 << 10; cap <= 2 << 20; cap *= 2) {
      wn_limits lim = {.max_memory = cap};
      accordion_set_limits(team, &lim);
      struct answer a = solve(team, cards, 20); /* checks a loss's rows */
      losses += a.verdict == WN_LOSS;
      if (a.verdict == WN_UNKNOWN) {
        assert_int_equal(accordion_limit_hit(team), WN_LIMIT_MEMORY);
        unknowns++;
      }
    }
  }
  print_message("%d losses, %d unknown\n", losses, unknowns);
  assert_true(losses > 0 && unknowns > 0);
  accordion_free(team);
}

/*
** The same past the switch to packed keys, where the shared table is
** repacked at a barrier: hard6's second deal (lost at about 300,000
** positions) with two threads within 34-50 MB, where the repack's
** keytabs may find no room. A repack that fails forgets rows, so the
** team answers unknown, never a loss with rows missing.
*/
static void team_certificate_through_repack(void **state) {
  (void)state;
  static const char *deal =
      "3D TS 6C JS JH 9D 3C 6S 4C 7H 8H AD AS QD KS 4D KC 2H QS 6H AC 6D "
      "9S JD 7S 2D 9C 4H JC 7D QC 8S AH 2S KH 5S 8D 4S TH 5H 7C KD 2C 3S "
      "TC QH TD 9H 5C 3H 8C 5D";
  uint8_t cards[52];
  for (size_t k = 0; k < 52; k++)
    assert_int_equal(wn_card_parse(deal + 3 * k, 2, &cards[k]), 0);
  accordion_ctx *team = team_ctx(2, 10000);
  accordion_set_team_epoch(team, 32768); /* as the program's */
  int losses = 0, unknowns = 0;
  for (size_t mb = 34; mb <= 50; mb += 2) {
    wn_limits lim = {.max_memory = mb << 20};
    accordion_set_limits(team, &lim);
    struct answer a = solve(team, cards, 52); /* checks a loss's rows */
    losses += a.verdict == WN_LOSS;
    unknowns += a.verdict == WN_UNKNOWN;
  }
  print_message("%d losses, %d unknown\n", losses, unknowns);
  assert_true(losses > 0);
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

/* Rows handed to a certificate sink, kept for accordion_check_loss. */
static void sink_row(void *user, const uint8_t *row, size_t len) {
  (void)keep_row(user, row, len);
}

/*
** Losses that go through many barriers: the team's answer is the same
** on five runs; the member that decided examined well under the
** positions of one thread (the members split the loss); and with a
** certificate sink the rows handed out, from every member at the
** merges, are accepted by the checker.
*/
#define SHARE_EPOCH 512 /* many barriers, but not a thread switch every
                        ** few microseconds */
static void team_shares_losses(void **state) {
  (void)state;
  for (unsigned threads = 2; threads <= 3; threads++) {
    accordion_ctx *one = team_ctx(1, 0), *team = team_ctx(threads, 0);
    accordion_set_team_epoch(team, SHARE_EPOCH);
    uint64_t alone = 0, shared = 0;
    int losses = 0, want = quick() ? 2 : 4, reruns = quick() ? 1 : 4;
    uint8_t cards[26];
    for (uint64_t k = 0; losses < want && k < 2000; k++) {
      accordion_deal(43, k, 26, cards);
      if (accordion_solve(one, cards, 26, ACCORDION_ANY) != WN_LOSS ||
          accordion_states(one) < 20 * SHARE_EPOCH)
        continue; /* a loss of many epochs */
      assert_false(accbrute_decide(cards, 26, 0, 1, NULL, NULL));
      losses++;
      alone += accordion_states(one);
      struct answer a = solve(team, cards, 26);
      assert_int_equal(a.verdict, WN_LOSS);
      shared += a.states;
      for (int run = 0; run < reruns; run++) {
        struct answer b = solve(team, cards, 26);
        same_answer(&a, &b);
      }
      accordion_ctx *sunk = team_ctx(threads, 0);
      accordion_set_team_epoch(sunk, SHARE_EPOCH);
      struct rows r = {0};
      accordion_set_certify_sink(sunk, sink_row, &r);
      assert_int_equal(accordion_solve(sunk, cards, 26, ACCORDION_ANY),
                       WN_LOSS);
      wn_replay rep;
      if (accordion_check_loss(NULL, cards, 26, r.bytes, r.lens, r.nrows,
                               &rep) != 1)
        fail_msg("sink of %zu rows refused: %s", r.nrows, rep.why);
      free(r.bytes);
      free(r.lens);
      accordion_free(sunk);
    }
    print_message("%u threads: %d losses, %llu positions alone, %llu by "
                  "the deciding member\n", threads, losses,
                  (unsigned long long)alone, (unsigned long long)shared);
    assert_int_equal(losses, want);
    assert_true(shared * 4 < alone * 3); /* shared: about alone / T */
    accordion_free(one);
    accordion_free(team);
  }
}

/* A hook that says stop at its 'stop_at'-th call. */
struct hook {
  unsigned calls, stop_at;
};

static int poll_hook(void *arg) {
  struct hook *h = arg;
  return ++h->calls >= h->stop_at;
}

/*
** Cancels and timeouts with members meeting every 16 positions, so
** that most land while a member waits at a barrier or the caller waits
** for the helpers: the solve ends, as unknown with the limit named
** unless a member had decided.
*/
static void team_cancel_at_barrier(void **state) {
  (void)state;
  /* bench/accordion_hard7.txt deal 2: lost, millions of positions */
  static const char hard[] =
      "5S JH 8D AH KD AC JS 6C 2S 5H 3S 4D 7S QD 9C 3D 6H TD KS 5D 3C 7D "
      "3H 9S 2C 8S KC 9H JC AS 8C 7H TC 9D 6S AD 8H JD 2D 4C 6D 4S QH QS "
      "KH TS 7C QC 2H TH 5C 4H";
  uint8_t cards[52];
  size_t n = 0;
  for (const char *p = hard; *p; p += *p == ' ') {
    size_t len = strcspn(p, " ");
    assert_true(n < 52);
    assert_int_equal(wn_card_parse(p, len, &cards[n++]), 0);
    p += len;
  }
  assert_int_equal(n, 52);
  for (unsigned threads = 2; threads <= 3; threads++) {
    accordion_ctx *team = team_ctx(threads, 0);
    accordion_set_certify(team, 0);
    accordion_set_team_epoch(team, 16);
    for (unsigned stop_at = 1; stop_at <= 64; stop_at *= 4) {
      struct hook h = {0, stop_at};
      wn_limits lim = {0, 0, 0, poll_hook, &h};
      accordion_set_limits(team, &lim);
      double t0 = wn_now();
      assert_int_equal(accordion_solve(team, cards, 52, ACCORDION_ANY),
                       WN_UNKNOWN);
      assert_int_equal(accordion_limit_hit(team), WN_LIMIT_CANCEL);
      assert_true(h.calls >= stop_at);
      assert_true(wn_now() - t0 < 30); /* not the whole loss */
    }
    wn_limits lim = {.timeout = 0.05};
    accordion_set_limits(team, &lim);
    double t0 = wn_now();
    assert_int_equal(accordion_solve(team, cards, 52, ACCORDION_ANY),
                     WN_UNKNOWN);
    assert_int_equal(accordion_limit_hit(team), WN_LIMIT_TIME);
    assert_true(wn_now() - t0 < 30);
    accordion_free(team);
  }
}

/*
** The shared table packed from the start (ACCORDION_EXP_CANON), so that
** every barrier merges by lengths on the members' threads: with
** certificates (rows as they are, every one kept), and without them
** relabelled under a tiny bound (ACCORDION_EXP_TINY_LOST: rows
** forgotten at the merges). Verdicts are the brute force's, losses have
** certificates, and each answer is the same on a second run and on a
** fresh context.
*/
static accordion_ctx *split_ctx(unsigned threads, int certify) {
  accordion_ctx *ctx = team_ctx(threads, 0);
  accordion_set_certify(ctx, certify);
  accordion_set_experiment(ctx, 0,
                           ACCORDION_EXP_CANON |
                               (certify ? 0 : ACCORDION_EXP_TINY_LOST));
  return ctx;
}

/* solve() where certificates are on; else the answer alone, a win's
** proof replayed. */
static struct answer solve_split(accordion_ctx *ctx, int certify,
                                 const uint8_t *cards, size_t n) {
  return certify ? solve(ctx, cards, n) : answer_of(ctx, cards, n);
}

static void team_split_merges(void **state) {
  (void)state;
  for (unsigned threads = 2; threads <= 3; threads++)
    for (int certify = 0; certify < 2; certify++) {
      accordion_ctx *team = split_ctx(threads, certify);
      for (uint64_t k = 0; k < (quick() ? 20 : 60); k++) {
        uint8_t cards[26];
        size_t n = 18 + (size_t)(k % 9);
        accordion_deal(53, k, n, cards);
        int want = accbrute_decide(cards, n, 0, 1, NULL, NULL);
        struct answer a = solve_split(team, certify, cards, n);
        struct answer b = solve_split(team, certify, cards, n);
        assert_int_equal(a.verdict, want ? WN_WIN : WN_LOSS);
        same_answer(&a, &b);
        accordion_ctx *fresh = split_ctx(threads, certify);
        b = solve_split(fresh, certify, cards, n);
        same_answer(&a, &b);
        accordion_free(fresh);
      }
      accordion_free(team);
    }
}

/*
** Fetching ahead from the shared table (a member's children's groups
** there, and the slots of its own small table) changes nothing the team
** sees: with every table fetched ahead and with none, the shared table
** packed from the first barrier, each deal of 22-30 cards gets the same
** answer, positions included. A child's hash taken from its parent's row
** that differed from the row's own would look the row up under another
** home, and the positions would differ.
*/
static void team_fetching_changes_nothing(void **state) {
  (void)state;
  for (unsigned threads = 2; threads <= 3; threads++) {
    accordion_ctx *on = team_ctx(threads, 0), *off = team_ctx(threads, 0);
    accordion_set_experiment(on, 0, ACCORDION_EXP_CANON |
                                        ACCORDION_EXP_FETCH_ALL);
    accordion_set_experiment(off, 0, ACCORDION_EXP_CANON |
                                         ACCORDION_EXP_NO_FETCH);
    for (uint64_t k = 0; k < (quick() ? 20 : 80); k++) {
      uint8_t cards[30];
      size_t n = 22 + (size_t)(k % 9);
      accordion_deal(59, k, n, cards);
      struct answer a = solve(on, cards, n), b = solve(off, cards, n);
      same_answer(&a, &b);
    }
    accordion_free(on);
    accordion_free(off);
  }
}

/*
** Issue 37: the last stage (accordion_set_stage) as member 0's pass,
** meeting the barriers, closed blocks' moves alone (blocks from the
** first position, certificates off): from the first restart on with two
** threads, after 200 positions (a pass cut off there) with three. The
** brute force's verdict, and the same answer on every run and from a
** fresh context. What the stage searches is checked against the brute
** force without threads (test_accordion_cross: cross_any_stage, whose
** 40,000 small decks catch a block move dropped); here a helper's plain
** pass decides most deals, so only what the team adds is looked at, on
** 40 deals both thread counts share.
*/
static accordion_ctx *stage_ctx(unsigned threads) {
  accordion_ctx *ctx = team_ctx(threads, 0);
  accordion_set_certify(ctx, 0);
  accordion_set_experiment(ctx, 0, ACCORDION_EXP_BLOCKS);
  accordion_set_stage(ctx, threads == 2 ? 0 : 200);
  return ctx;
}

static void team_stage_matches_brute_force(void **state) {
  (void)state;
  accordion_ctx *team[2] = {stage_ctx(2), stage_ctx(3)};
  uint64_t seed = 472;
  for (int k = 0; k < (quick() ? 16 : 40); k++) {
    uint8_t cards[30];
    size_t n = k % 2 ? sd_deck(&seed, 20, 13, cards) : 22 + (size_t)k % 9;
    if (k % 2 == 0)
      accordion_deal(61, (uint64_t)k, n, cards);
    int want = accbrute_decide(cards, n, 0, 1, NULL, NULL);
    for (unsigned t = 0; t < 2; t++) {
      struct answer a = answer_of(team[t], cards, n);
      assert_int_equal(a.verdict, want ? WN_WIN : WN_LOSS);
      struct answer again = answer_of(team[t], cards, n);
      same_answer(&a, &again);
      accordion_ctx *fresh = stage_ctx(2 + t);
      again = answer_of(fresh, cards, n);
      same_answer(&a, &again);
      accordion_free(fresh);
    }
  }
  accordion_free(team[0]);
  accordion_free(team[1]);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(team_matches_brute_force),
      cmocka_unit_test(team_limits),
      cmocka_unit_test(team_certificate_within_memory),
      cmocka_unit_test(team_certificate_through_repack),
      cmocka_unit_test(team_answer_ends_with_call),
      cmocka_unit_test(team_shares_losses),
      cmocka_unit_test(team_cancel_at_barrier),
      cmocka_unit_test(team_split_merges),
      cmocka_unit_test(team_fetching_changes_nothing),
      cmocka_unit_test(team_stage_matches_brute_force),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
