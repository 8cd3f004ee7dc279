/*
** test_accordion_cross.c: accordion_solve against the brute force of
** accordion_brute.c on seeded random small decks, both rules.
**
** Decks are 1..14 cards drawn with repeats from a few ranks and suits
** chosen afresh for each deck, so that wins and losses are both common;
** the tests insist on that, so a generator that degenerates fails them.
** The any rule gets up to 13 ranks per deck, the rightmost rule up to
** 6: with 6 ranks about 97% of 14-card decks win under the any rule.
** Every win is replayed twice: by accordion_replay and by accpiles_replay
** (accordion_piles.c), which keeps whole piles (not just tops) and
** shares nothing with either the solver or the library's checker.
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
#include "cross/accordion_piles.h"
#include "cross/small_decks.h"
#include "games/accordion_ctx.h"
#include "games/accordion_impl.h"

/* Losses the keytabs forgot to stay within their bound. */
static uint64_t lost_evicted(const accordion_lost *l) {
  uint64_t n = 0;
  for (size_t k = 0; l->bylen && k < LOST_INLINE_MAX; k++)
    n += l->bylen[k].evicted;
  return n;
}

#define MAXN 14
#define DECKS 20000   /* per rule */
#define LONGN ACCPILES_MAX_CARDS /* cross_beams: replayed in piles */

static void brute_to_moves(const accbrute_move *line, size_t n,
                           accordion_move *out) {
  for (size_t k = 0; k + 1 < n; k++) {
    out[k].from = (uint32_t)line[k].from;
    out[k].to = (uint32_t)line[k].to;
  }
}

/* ---- the brute force checked on its own ---- */

/*
** The table of lost rows changes no answer nor, after a loss, the
** fewest piles (n <= 9, where the plain search is quick), every
** brute-force win line replays, and a rightmost win is also an any-rule
** win (its moves are allowed there).
*/
static void brute_is_self_consistent(void **state) {
  (void)state;
  uint64_t seed = 11;
  int wins = 0, losses = 0;
  for (int t = 0; t < 4000; t++) {
    uint8_t cards[MAXN];
    size_t n = sd_deck(&seed, 9, 6, cards);
    int r[2];
    for (int rm = 0; rm < 2; rm++) {
      accbrute_move line[MAXN];
      accordion_move moves[MAXN];
      size_t low, plain_low;
      r[rm] = accbrute_decide(cards, n, rm, 1, line, &low);
      assert_int_equal(accbrute_decide(cards, n, rm, 0, NULL, &plain_low),
                       r[rm]);
      assert_true(r[rm] == 0 || r[rm] == 1);
      if (r[rm]) {
        brute_to_moves(line, n, moves);
        assert_int_equal(accpiles_replay(cards, n, rm, moves, n - 1), 1);
        wins++;
      } else {
        assert_int_equal(low, plain_low);
        losses++;
      }
    }
    assert_true(r[0] >= r[1]);
  }
  assert_true(wins > 1000 && losses > 1000);
}

/* A few decks whose answers are known by hand (docs/rules.md section 1). */
static void brute_known_cases(void **state) {
  (void)state;
  static const struct {
    const char *deal;
    int any, rightmost;
  } cases[] = {
    {"AH", 1, 1},
    {"2S 2S 2C 2C", 1, 1},
    {"3S 2C", 0, 0},
    {"2S 3D 2H", 0, 0},
    {"2S 3D 4H 5S", 0, 0},   /* 4>1 leaves 5S 3D 4H, stuck */
    {"AS AH 2H", 1, 0},      /* 2>1 3>2 wins; 3>2 first leaves AS 2H */
    {"3C 5S 5C 3C 3C", 1, 1},
    {"5H 4S 5D 5D 4C 5C", 1, 1},
    {"6H 3S 4H 3S 3H 2D 2H", 1, 1},
  };
  for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
    uint8_t cards[MAXN];
    size_t n = 0;
    const char *p = cases[k].deal;
    while (*p) {
      size_t len = strcspn(p, " ");
      assert_int_equal(wn_card_parse(p, len, &cards[n++]), 0);
      p += len + (p[len] == ' ');
    }
    assert_int_equal(accbrute_decide(cards, n, 0, 1, NULL, NULL),
                     cases[k].any);
    assert_int_equal(accbrute_decide(cards, n, 1, 1, NULL, NULL),
                     cases[k].rightmost);
  }
}

/* ---- the best line of a lost deal (issue 20 item 9) ---- */

/* Top cards after moves that are legal in any order: 0 if one is not. */
static int tops_after(const uint8_t *cards, size_t n,
                      const accordion_move *moves, size_t nmoves,
                      uint8_t *top) {
  memcpy(top, cards, n);
  for (size_t k = 0; k < nmoves; k++, n--) {
    size_t j = moves[k].from, i = moves[k].to;
    if (j < 2 || j > n || (i + 1 != j && i + 3 != j) ||
        (wn_card_rank(top[j - 1]) != wn_card_rank(top[i - 1]) &&
         wn_card_suit(top[j - 1]) != wn_card_suit(top[i - 1])))
      return 0;
    top[i - 1] = top[j - 1];
    memmove(top + j - 1, top + j, n - j);
  }
  return 1;
}

/*
** After a loss, accordion_best_line is a legal line that ends where the
** rule allows no move (the greedy tail), never better than 'low', the
** fewest piles any line leaves (by the brute force). Returns 1 if it
** leaves the fewest.
*/
static int check_best_line(accordion_ctx *ctx, const uint8_t *cards,
                           size_t n, accordion_rule rule, size_t low) {
  size_t nbest;
  const accordion_move *best = accordion_best_line(ctx, &nbest);
  uint8_t top[MAXN];
  int rm = rule == ACCORDION_RIGHTMOST;
  assert_true(nbest + 1 < n);
  assert_true(nbest == 0 || best != NULL);
  assert_int_equal(accordion_replay(NULL, cards, n, rule, best, nbest, NULL),
                   0);
  assert_true(tops_after(cards, n, best, nbest, top));
  size_t left = n - nbest, end_low;
  assert_true(left >= low);
  assert_int_equal(accbrute_decide(top, left, rm, 1, NULL, &end_low), 0);
  assert_int_equal(end_low, left); /* no move left */
  return left == low;
}

/* ---- the solver against the brute force ---- */

static void check_win(accordion_ctx *ctx, const uint8_t *cards, size_t n,
                      accordion_rule rule) {
  size_t nmoves = 0;
  const accordion_move *moves = accordion_proof(ctx, &nmoves);
  wn_replay rep;
  assert_int_equal(nmoves, n - 1);
  if (accordion_replay(NULL, cards, n, rule, moves, nmoves, &rep) != 1)
    fail_msg("accordion_replay rejects the proof: %s", rep.why);
  assert_int_equal(accpiles_replay(cards, n, rule == ACCORDION_RIGHTMOST,
                                   moves, nmoves), 1);
}

static void cross_rule(accordion_rule rule, int maxr, uint64_t seed,
                       int tiny) {
  accordion_ctx *ctx = accordion_new(NULL);
  assert_non_null(ctx);
  accordion_set_lost_room(ctx, tiny ? ACCORDION_LOST_ROOM_TINY : 0);
  int count[2][MAXN + 1] = {{0}};
  int best_lines = 0, best_fewest = 0;
  uint64_t forgot = 0; /* losses the bounded table forgot */
  for (int t = 0; t < DECKS; t++) {
    uint8_t cards[MAXN], copy[MAXN];
    size_t n = sd_deck(&seed, MAXN, maxr, cards);
    memcpy(copy, cards, n);
    accbrute_move line[MAXN];
    size_t low; /* after a loss, the fewest piles a line leaves */
    int want = accbrute_decide(cards, n, rule == ACCORDION_RIGHTMOST, 1,
                               line, &low);
    assert_true(want == 0 || want == 1);
    int got = accordion_solve(ctx, cards, n, rule);
    if (got != (want ? WN_WIN : WN_LOSS)) {
      char deal[3 * MAXN + 1] = "";
      for (size_t k = 0; k < n; k++) {
        wn_card_format(cards[k], deal + 3 * k);
        deal[3 * k + 2] = ' ';
      }
      fail_msg("rule %s deal %d \"%s\": solver %d, brute force %d",
               accordion_rule_name(rule), t, deal, got, want);
    }
    assert_memory_equal(cards, copy, n);
    if (got == WN_WIN)
      check_win(ctx, cards, n, rule);
    forgot += lost_evicted(&ctx->search.lost);
    if (got == WN_LOSS && n <= 11) {
      best_lines++;
      best_fewest += check_best_line(ctx, cards, n, rule, low);
    }
    count[want][n]++;
  }
  accordion_free(ctx);
  int total[2] = {0, 0};
  for (size_t n = 1; n <= MAXN; n++) {
    total[0] += count[0][n];
    total[1] += count[1][n];
    if (n >= 4) /* both answers at every longer length */
      assert_true(count[0][n] >= 50 && count[1][n] >= 50);
  }
  print_message("rule %s: %d wins, %d losses of %d decks\n",
                accordion_rule_name(rule), total[1], total[0], DECKS);
  print_message("rule %s: %d of %d best lines of lost decks leave the "
                "fewest piles\n", accordion_rule_name(rule), best_fewest,
                best_lines);
  assert_true(best_lines > 1000);
  assert_true(total[0] >= DECKS / 5 && total[1] >= DECKS / 5);
  if (tiny) {
    print_message("%llu losses forgotten\n", (unsigned long long)forgot);
    assert_true(forgot > 1000);
  }
}

static void cross_any(void **state) {
  (void)state;
  cross_rule(ACCORDION_ANY, 13, 208, 0);
}

/*
** The table of losses bounded at a few kilobytes
** (ACCORDION_LOST_ROOM_TINY): it forgets losses (and has no room at all
** for some lengths), which must change no verdict.
*/
static void cross_any_forgetting(void **state) {
  (void)state;
  cross_rule(ACCORDION_ANY, 13, 210, 1);
}

static void cross_rightmost(void **state) {
  (void)state;
  cross_rule(ACCORDION_RIGHTMOST, 6, 2081, 0);
}

/*
** Deals of 25 cards or more run beams, and the pass pauses for each
** (accordion.c), which the decks above never reach. Decks of 25..32
** cards from alphabets of at most 5 ranks, so that the brute force
** stays fast: the verdicts must agree and every win replay. Such decks
** are nearly all won, so six lost deals of accordion_deal (seed n, n
** cards: the ones of 3,200 such deals that the brute force decides
** fastest) add losses. Each deck is solved on a fresh context and on
** one whose table of losses forgets (ACCORDION_LOST_ROOM_TINY).
*/
/*
** The best line of the last solve on ctx of cards[0..n) (n <= LONGN),
** after a loss or a limit: legal moves that leave two piles or more and,
** after a loss, no legal move (the greedy tail). Beams replace the best
** line while the pass is paused (accordion.c), which decks this long
** reach; a limit stops the solve anywhere among them.
*/
static void check_best_line_long(accordion_ctx *ctx, const uint8_t *cards,
                                 size_t n, int lost) {
  size_t nbest;
  const accordion_move *best = accordion_best_line(ctx, &nbest);
  uint8_t top[LONGN];
  assert_true(nbest + 1 < n);
  assert_true(nbest == 0 || best != NULL);
  assert_int_equal(accordion_replay(NULL, cards, n, ACCORDION_ANY, best,
                                    nbest, NULL), 0);
  memcpy(top, cards, n);
  size_t left = n;
  for (size_t k = 0; k < nbest; k++, left--)
    assert_int_equal(accordion_play(top, left, best[k]), 0);
  for (uint32_t j = 2; lost && j <= left; j++)
    for (uint32_t d = 1; d <= 3 && d < j; d += 2)
      assert_int_equal(accordion_play(top, left,
                                      (accordion_move){.from = j, .to = j - d}),
                       WN_EMOVE);
}

/* Solve cards[0..n) on ctx under a state limit (0: none) and check the
** best line of an unknown or a loss; a win's proof replays. Returns the
** verdict. */
static int solve_limited(accordion_ctx *ctx, const uint8_t *cards, size_t n,
                          uint64_t max_states) {
  wn_limits lim = {max_states, 0, 0, NULL, NULL};
  accordion_set_limits(ctx, &lim);
  int got = accordion_solve(ctx, cards, n, ACCORDION_ANY);
  if (got == WN_WIN)
    check_win(ctx, cards, n, ACCORDION_ANY);
  else
    check_best_line_long(ctx, cards, n, got == WN_LOSS);
  return got;
}

static void solve_both(accordion_ctx *ctx, accordion_ctx *tiny,
                       const uint8_t *cards, size_t n, int want) {
  accordion_ctx *both[2] = {ctx, tiny};
  for (int k = 0; k < 2; k++) {
    int got = accordion_solve(both[k], cards, n, ACCORDION_ANY);
    if (got != (want ? WN_WIN : WN_LOSS)) {
      char deal[3 * LONGN + 1] = "";
      for (size_t m = 0; m < n; m++) {
        wn_card_format(cards[m], deal + 3 * m);
        deal[3 * m + 2] = ' ';
      }
      fail_msg("deal \"%s\": solver%s %d, brute force %d", deal,
               k ? " (forgetting)" : "", got, want);
    }
    if (got == WN_WIN)
      check_win(both[k], cards, n, ACCORDION_ANY);
    else
      check_best_line_long(both[k], cards, n, 1);
  }
}

static void cross_beams(void **state) {
  (void)state;
  accordion_ctx *ctx = accordion_new(NULL), *tiny = accordion_new(NULL);
  accordion_ctx *limited = accordion_new(NULL);
  assert_non_null(ctx);
  assert_non_null(tiny);
  assert_non_null(limited);
  accordion_set_lost_room(tiny, ACCORDION_LOST_ROOM_TINY);
  uint64_t seed = 2025;
  int total[2] = {0, 0};
  while (total[0] + total[1] < 400) {
    uint8_t cards[LONGN];
    size_t n = sd_deck(&seed, LONGN, 5, cards);
    if (n < 25)
      continue;
    int want = accbrute_decide(cards, n, 0, 1, NULL, NULL);
    assert_true(want == 0 || want == 1);
    solve_both(ctx, tiny, cards, n, want);
    solve_limited(limited, cards, n, 20 + (seed >> 20) % 2000);
    total[want]++;
  }
  static const unsigned lost[][2] = {{25, 306}, {25, 198}, {25, 223},
                                     {25, 357}, {26, 86}, {25, 32}};
  for (size_t k = 0; k < sizeof lost / sizeof *lost; k++) {
    uint8_t cards[LONGN];
    size_t n = lost[k][0];
    accordion_deal(n, lost[k][1], n, cards);
    int want = accbrute_decide(cards, n, 0, 1, NULL, NULL);
    assert_true(want == 0 || want == 1);
    solve_both(ctx, tiny, cards, n, want);
    total[want]++;
  }
  accordion_free(ctx);
  accordion_free(tiny);
  accordion_free(limited);
  print_message("beams: %d wins, %d losses of 25..32-card decks\n",
                total[1], total[0]);
  assert_true(total[1] >= 300 && total[0] >= 6);
}

/*
** Best lines on random deals of 25..32 cards (accordion_deal), where
** the beams run and replace the best line while the pass is paused:
** solved in full and under state limits from 20 to 20,000 positions,
** every best line (after a loss or a limit) is legal and every win
** replays. No brute force: legality is checked move by move.
*/
static void best_lines_with_beams(void **state) {
  (void)state;
  accordion_ctx *full = accordion_new(NULL), *limited = accordion_new(NULL);
  assert_non_null(full);
  assert_non_null(limited);
  int losses = 0;
  for (uint64_t k = 0; k < 480; k++) {
    uint8_t cards[LONGN];
    size_t n = 25 + (size_t)(k % 8);
    accordion_deal(3, k, n, cards);
    losses += solve_limited(full, cards, n, 0) == WN_LOSS;
    for (uint64_t m = 20; m <= 20000; m *= 10)
      solve_limited(limited, cards, n, m + k % 7);
  }
  accordion_free(full);
  accordion_free(limited);
  print_message("best lines: 480 deals of 25..32 cards, %d lost\n", losses);
  assert_true(losses >= 2);
}

/* ---- limits and bad input through the API ---- */

/*
** Under any state limit the solver answers right or WN_UNKNOWN (with
** WN_LIMIT_STATES), never wrong; a loss needing more than one state is
** WN_UNKNOWN under --max-states 1; lifting the limit restores answers.
*/
static void state_limit_gives_unknown(void **state) {
  (void)state;
  accordion_ctx *ctx = accordion_new(NULL);
  assert_non_null(ctx);
  uint64_t seed = 77;
  int unknowns = 0, limited_losses = 0;
  for (int t = 0; t < 2000; t++) {
    uint8_t cards[MAXN];
    size_t n = sd_deck(&seed, MAXN, 8, cards);
    accordion_rule rule = (t & 1) ? ACCORDION_RIGHTMOST : ACCORDION_ANY;
    wn_limits lim = {0, 0, 0, NULL, NULL};
    accordion_set_limits(ctx, &lim);
    int truth = accordion_solve(ctx, cards, n, rule);
    uint64_t states = accordion_states(ctx);
    assert_true(truth == WN_WIN || truth == WN_LOSS);
    assert_int_equal(accordion_limit_hit(ctx), WN_LIMIT_NONE);

    lim.max_states = 1 + (uint64_t)cross_below(&seed, (int)(2 * states + 2));
    if (t % 3 == 0)
      lim.max_states = 1;
    accordion_set_limits(ctx, &lim);
    int got = accordion_solve(ctx, cards, n, rule);
    if (got == WN_UNKNOWN) {
      assert_int_equal(accordion_limit_hit(ctx), WN_LIMIT_STATES);
      unknowns++;
    } else {
      assert_int_equal(got, truth);
      if (got == WN_WIN)
        check_win(ctx, cards, n, rule);
    }
    if (truth == WN_LOSS && states > 1 && lim.max_states == 1) {
      assert_int_equal(got, WN_UNKNOWN);
      limited_losses++;
    }
  }
  accordion_free(ctx);
  assert_true(unknowns >= 100 && limited_losses >= 50);
}

/* Tiny memory or time limits: the right answer or WN_UNKNOWN naming it. */
static void other_limits_never_wrong(void **state) {
  (void)state;
  accordion_ctx *ctx = accordion_new(NULL);
  assert_non_null(ctx);
  uint64_t seed = 99;
  int unknown[2] = {0, 0};
  for (int t = 0; t < 600; t++) {
    uint8_t cards[MAXN];
    size_t n = sd_deck(&seed, MAXN, 8, cards);
    accordion_rule rule = (t & 1) ? ACCORDION_RIGHTMOST : ACCORDION_ANY;
    int truth = accbrute_decide(cards, n, (int)rule, 1, NULL, NULL)
                    ? WN_WIN : WN_LOSS;
    wn_limits lim = {0, 0, 0, NULL, NULL};
    wn_limit_hit which = (t % 4 < 2) ? WN_LIMIT_MEMORY : WN_LIMIT_TIME;
    if (which == WN_LIMIT_MEMORY)
      lim.max_memory = (size_t)1 << cross_below(&seed, 16);
    else
      lim.timeout = 1e-9;
    accordion_set_limits(ctx, &lim);
    int got = accordion_solve(ctx, cards, n, rule);
    if (got == WN_UNKNOWN) {
      assert_int_equal(accordion_limit_hit(ctx), which);
      unknown[which == WN_LIMIT_TIME]++;
    } else {
      assert_int_equal(got, truth);
      if (got == WN_WIN)
        check_win(ctx, cards, n, rule);
    }
  }
  accordion_free(ctx);
  print_message("unknown: %d by memory, %d by time\n", unknown[0], unknown[1]);
}

/* Empty and too-long deals and card bytes >= 52 are WN_EINVAL. */
static void bad_input_is_einval(void **state) {
  (void)state;
  accordion_ctx *ctx = accordion_new(NULL);
  assert_non_null(ctx);
  size_t big = (size_t)ACCORDION_MAX_CARDS + 1;
  uint8_t *cards = malloc(big);
  assert_non_null(cards);
  for (size_t k = 0; k < big; k++)
    cards[k] = wn_card_make(1 + (int)(k % 13), 0);
  for (int rm = 0; rm < 2; rm++) {
    accordion_rule rule = rm ? ACCORDION_RIGHTMOST : ACCORDION_ANY;
    assert_int_equal(accordion_solve(ctx, cards, 0, rule), WN_EINVAL);
    assert_int_equal(accordion_solve(ctx, cards, big, rule), WN_EINVAL);
    uint8_t spades[5] = {0, 4, 8, 12, 16}; /* AS..5S */
    static const uint8_t wrong[] = {52, 53, 64, 200, 255};
    for (size_t w = 0; w < sizeof wrong; w++) {
      for (size_t at = 0; at < 5; at++) {
        uint8_t row[5];
        memcpy(row, spades, 5);
        row[at] = wrong[w];
        assert_int_equal(accordion_solve(ctx, row, 5, rule), WN_EINVAL);
        assert_int_equal(accordion_solve(ctx, row + at, 1, rule), WN_EINVAL);
      }
    }
    /* the context still works afterwards: all spades always win */
    assert_int_equal(accordion_solve(ctx, spades, 5, rule), WN_WIN);
    check_win(ctx, spades, 5, rule);
  }
  free(cards);
  accordion_free(ctx);
}

/*
** The longest deal the API accepts: one suit always wins under the
** rightmost rule (polynomial search); a row where no card matches the
** card 1 or 3 to its left (rank cycles through 5 values, suit through
** 4) has no move at all, so it loses under both rules.
*/
static void longest_deal(void **state) {
  (void)state;
  size_t n = ACCORDION_MAX_CARDS;
  uint8_t *cards = malloc(n);
  assert_non_null(cards);
  accordion_ctx *ctx = accordion_new(NULL);
  assert_non_null(ctx);
  for (size_t k = 0; k < n; k++)
    cards[k] = wn_card_make(1 + (int)(k % 13), 2);
  assert_int_equal(accordion_solve(ctx, cards, n, ACCORDION_RIGHTMOST), WN_WIN);
  size_t nmoves = 0;
  const accordion_move *moves = accordion_proof(ctx, &nmoves);
  assert_int_equal(nmoves, n - 1);
  assert_int_equal(accordion_replay(NULL, cards, n, ACCORDION_RIGHTMOST, moves,
                                    nmoves, NULL), 1);
  for (size_t k = 0; k < n; k++)
    cards[k] = wn_card_make(1 + (int)(k % 5), (int)(k % 4));
  assert_int_equal(accordion_solve(ctx, cards, n, ACCORDION_RIGHTMOST),
                   WN_LOSS);
  assert_int_equal(accordion_solve(ctx, cards, n, ACCORDION_ANY), WN_LOSS);
  accordion_free(ctx);
  free(cards);
}

int main(void) {
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(brute_known_cases),
    cmocka_unit_test(brute_is_self_consistent),
    cmocka_unit_test(cross_any),
    cmocka_unit_test(cross_any_forgetting),
    cmocka_unit_test(cross_rightmost),
    cmocka_unit_test(best_lines_with_beams),
    cmocka_unit_test(cross_beams),
    cmocka_unit_test(state_limit_gives_unknown),
    cmocka_unit_test(other_limits_never_wrong),
    cmocka_unit_test(bad_input_is_einval),
    cmocka_unit_test(longest_deal),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
