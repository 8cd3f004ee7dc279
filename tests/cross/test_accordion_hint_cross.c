/*
** test_accordion_hint_cross.c: accordion_hint against the brute force
** of accordion_brute.c, both rules (issue 18).
**
** For every position the test lists the legal moves itself, in the
** order the hint promises, and solves each child (the row a move
** leaves) from scratch with accbrute_decide: the hint's label must be
** that answer, and the hint line of every win must take the child to
** one pile when accordion_replay (src/verify) plays it. Positions come
** from three sources: rows of 1..14 tops drawn with repeats from a few
** ranks and suits (as mid-game rows look), deals of 1..15 distinct
** cards, and rows reached by playing random legal moves from 20-card
** deals. One context serves every hint, so a table of losses kept
** from one hint to the next would show up as a wrong label.
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

#define MAXN 20
#define POSITIONS 3000 /* per source and rule */

static int same(uint8_t a, uint8_t b) {
  return wn_card_rank(a) == wn_card_rank(b) ||
         wn_card_suit(a) == wn_card_suit(b);
}

/* The legal moves of row[0..n), by from then to (j-3 before j-1). */
static size_t legal_moves(const uint8_t *row, size_t n, int rightmost,
                          accordion_move *out) {
  size_t count = 0;
  for (size_t j = 2; j <= n; j++) {
    if (rightmost && j != n)
      continue;
    if (j >= 4 && same(row[j - 1], row[j - 4]))
      out[count++] = (accordion_move){(uint32_t)j, (uint32_t)(j - 3)};
    if (same(row[j - 1], row[j - 2]))
      out[count++] = (accordion_move){(uint32_t)j, (uint32_t)(j - 1)};
  }
  return count;
}

/* The row after pile j goes onto pile i, written out in full. */
static size_t after(const uint8_t *row, size_t n, accordion_move m,
                    uint8_t *out) {
  size_t len = 0;
  for (size_t p = 1; p <= n; p++)
    if (p != m.from)
      out[len++] = p == m.to ? row[m.from - 1] : row[p - 1];
  return len;
}

static void describe(const uint8_t *row, size_t n, char *out) {
  out[0] = '\0';
  for (size_t k = 0; k < n; k++) {
    wn_card_format(row[k], out + 3 * k);
    out[3 * k + 2] = k + 1 < n ? ' ' : '\0';
  }
}

struct tally {
  long positions, wins, losses, win_moves, loss_moves, no_moves;
};

/*
** Hint row[0..n) on ctx and check every label against the brute force
** and every win line with accordion_replay.
*/
static void check_position(accordion_ctx *ctx, const uint8_t *row, size_t n,
                           accordion_rule rule, struct tally *t) {
  int rm = rule == ACCORDION_RIGHTMOST;
  accordion_move want[2 * MAXN];
  size_t nwant = legal_moves(row, n, rm, want);
  int verdict = accordion_hint(ctx, row, n, rule);
  char text[3 * MAXN + 1];
  describe(row, n, text);
  size_t nvalues;
  const accordion_move_value *v = accordion_hint_moves(ctx, &nvalues);
  if (nvalues != nwant)
    fail_msg("rule %s \"%s\": %zu moves valued, %zu legal",
             accordion_rule_name(rule), text, nvalues, nwant);
  int any_win = 0;
  for (size_t k = 0; k < nwant; k++) {
    assert_int_equal(v[k].move.from, want[k].from);
    assert_int_equal(v[k].move.to, want[k].to);
    uint8_t child[MAXN];
    size_t m = after(row, n, want[k], child);
    int brute = accbrute_decide(child, m, rm, 1, NULL, NULL);
    assert_true(brute == 0 || brute == 1);
    if (v[k].verdict != (brute ? WN_WIN : WN_LOSS))
      fail_msg("rule %s \"%s\": move %u>%u is %s, brute force says %s",
               accordion_rule_name(rule), text, want[k].from, want[k].to,
               wn_verdict_name(v[k].verdict), brute ? "win" : "loss");
    assert_true(v[k].states >= 1); /* each move's search examines its row */
    size_t nline;
    const accordion_move *line = accordion_hint_line(ctx, k, &nline);
    if (brute) {
      wn_replay rep;
      assert_non_null(line);
      if (accordion_replay(NULL, child, m, rule, line, nline, &rep) != 1)
        fail_msg("rule %s \"%s\": the line after %u>%u does not win: %s",
                 accordion_rule_name(rule), text, want[k].from, want[k].to,
                 rep.why);
      any_win = 1;
      t->win_moves++;
    } else {
      assert_null(line);
      t->loss_moves++;
    }
  }
  assert_null(accordion_hint_line(ctx, nwant, &nvalues));
  int whole = n == 1 || any_win ? WN_WIN : WN_LOSS;
  assert_int_equal(verdict, whole);
  /* the position's verdict is the solver's, and the brute force's */
  assert_int_equal(accbrute_decide(row, n, rm, 1, NULL, NULL),
                   whole == WN_WIN);
  t->positions++;
  t->no_moves += nwant == 0;
  whole == WN_WIN ? t->wins++ : t->losses++;
}

/*
** A mid-game row: from a start row, play 6..19 moves under 'rule',
** following the library's winning line when the solver on 'scratch'
** (held to a thousand positions) finds one, so that winning rows
** come up too (this only picks positions; the labels are checked
** against the brute force), and a random legal move one time in four
** or when it finds none; stop early when no move is legal. The start
** is a 20-card deal under the any rule; under the rightmost rule, where
** such deals hardly get going, 16..20 tops with repeats. Returns the
** length left.
*/
static size_t mid_game(accordion_ctx *scratch, uint64_t *seed,
                       uint64_t index, accordion_rule rule, uint8_t *row) {
  int rm = rule == ACCORDION_RIGHTMOST;
  size_t n = 20;
  if (rm)
    while ((n = sd_deck(seed, 20, 6, row)) < 16)
      continue;
  else
    accordion_deal(*seed, index, n, row);
  for (int steps = 6 + cross_below(seed, 14); steps > 0 && n > 1; steps--) {
    accordion_move m[2 * MAXN];
    size_t count = legal_moves(row, n, rm, m);
    if (!count)
      break;
    accordion_move pick = m[cross_below(seed, (int)count)];
    size_t nproof;
    if (cross_below(seed, 4) != 0 &&
        accordion_solve(scratch, row, n, rule) == WN_WIN)
      pick = accordion_proof(scratch, &nproof)[0];
    uint8_t next[MAXN];
    n = after(row, n, pick, next);
    memcpy(row, next, n);
  }
  return n;
}

static void cross(accordion_rule rule, uint64_t seed) {
  accordion_ctx *ctx = accordion_new(NULL), *scratch = accordion_new(NULL);
  assert_true(ctx && scratch);
  wn_limits few = {1000, 0, 0, NULL, NULL};
  accordion_set_limits(scratch, &few);
  struct tally t[3] = {{0}};
  for (int k = 0; k < POSITIONS; k++) {
    uint8_t row[MAXN];
    /* rows with repeated tops, as mid-game rows are */
    size_t n = sd_deck(&seed, 14, rule == ACCORDION_ANY ? 13 : 6, row);
    check_position(ctx, row, n, rule, &t[0]);
    /* deals of distinct cards */
    n = 1 + (size_t)cross_below(&seed, 15);
    accordion_deal(seed, (uint64_t)k, n, row);
    check_position(ctx, row, n, rule, &t[1]);
    /* rows reached from a 20-card deal by playing */
    n = mid_game(scratch, &seed, (uint64_t)k + POSITIONS, rule, row);
    if (n <= 14)
      check_position(ctx, row, n, rule, &t[2]);
  }
  accordion_free(ctx);
  accordion_free(scratch);
  static const char *const source[3] = {"repeats", "deals", "mid-game"};
  for (int s = 0; s < 3; s++) {
    print_message("rule %s %s: %ld positions (%ld won, %ld lost, %ld with "
                  "no move), %ld win moves, %ld loss moves\n",
                  accordion_rule_name(rule), source[s], t[s].positions,
                  t[s].wins, t[s].losses, t[s].no_moves, t[s].win_moves,
                  t[s].loss_moves);
    /* the generators must give both labels in numbers */
    assert_true(t[s].win_moves >= 50 && t[s].loss_moves >= 50);
  }
}

static void cross_any(void **state) {
  (void)state;
  cross(ACCORDION_ANY, 18);
}

static void cross_rightmost(void **state) {
  (void)state;
  cross(ACCORDION_RIGHTMOST, 19);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(cross_any),
      cmocka_unit_test(cross_rightmost),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
