/*
** test_accordion_family.c: unit tests of the Accordion family's rules
** (accordion_rules_*) and of the general solver's contract: presets and
** their names, validity, one move of each kind on rows worked out by
** hand from docs/rules.md, the win with a goal; then the solver's
** limits (--max-states exact, timeout, memory cap, cancel; a hint's
** state limit per move), allocation failure
** at every step, certificates only when asked for, rules that change
** on a context, invalid rules, and classic solves left as they were.
** The brute-force cross-check is tests/cross/test_accordion_family_cross.c.
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
#include "games/accordion_ctx.h"
#include "failing_alloc.h"

/* Card c of text "QS" etc. */
static uint8_t card(const char *text) {
  uint8_t c;
  assert_int_equal(wn_card_parse(text, strlen(text), &c), 0);
  return c;
}

/* A row of the blank-separated cards in text; returns its length. */
static size_t row_of(const char *text, uint8_t *row) {
  size_t n = 0;
  char buf[256];
  strcpy(buf, text);
  for (char *t = strtok(buf, " "); t; t = strtok(NULL, " "))
    row[n++] = card(t);
  return n;
}

/* ---- rules ---- */

/* Every preset is valid and is named back by its name (revenge with
** any goal); classic is "any" and no other; unknown names fail. */
static void presets_named(void **state) {
  (void)state;
  static const char *names[] = {"any", "relaxed", "23-skidoo", "revenge",
                                "bayan"};
  for (size_t k = 0; k < sizeof names / sizeof names[0]; k++) {
    accordion_rules r;
    const char *why = NULL;
    assert_int_equal(accordion_rules_preset(names[k], &r), 0);
    if (!strcmp(names[k], "revenge"))
      r.goal = card("QS");
    assert_int_equal(accordion_rules_valid(&r, &why), 0);
    assert_string_equal(accordion_rules_name(&r), names[k]);
    assert_int_equal(accordion_rules_is_classic(&r), k == 0);
  }
  accordion_rules r = ACCORDION_RULES_CLASSIC;
  assert_int_equal(accordion_rules_preset("klondike", &r), -1);
  r.match = ACCORDION_MATCH_RANK;
  assert_null(accordion_rules_name(&r));
  assert_int_equal(accordion_rules_is_classic(&r), 0);
}

/* Each broken knob is refused with a reason. */
static void invalid_rules(void **state) {
  (void)state;
  accordion_rules bad[7];
  for (int k = 0; k < 7; k++)
    bad[k] = ACCORDION_RULES_CLASSIC;
  bad[0].left = 1u << ACCORDION_MAX_DISTANCE;   /* distance 17 */
  bad[1].left = 0;                              /* no distance */
  bad[2].match = 0;                             /* no match */
  bad[3].match = 16;                            /* unknown match bit */
  bad[4].win_piles = 0;                         /* covering, never won */
  bad[5].goal = WN_NCARDS;                      /* not a card */
  bad[6].goal = 0, bad[6].win_piles = 2;        /* goal, two piles */
  for (int k = 0; k < 7; k++) {
    const char *why = NULL;
    assert_int_equal(accordion_rules_valid(&bad[k], &why), -1);
    assert_non_null(why);
  }
}

/* One move of each kind, from the rules as docs/rules.md states them. */
static void moves_by_hand(void **state) {
  (void)state;
  uint8_t row[17], want[17];
  accordion_rules r;
  assert_int_equal(accordion_rules_preset("relaxed", &r), 0);
  /* relaxed: pile 1 (2H) onto pile 2 (5H), 1 to its right */
  size_t n = row_of("2H 5H 9C", row);
  assert_int_equal(accordion_rules_play(&r, row, n, (accordion_move){1, 2}),
                   2);
  assert_memory_equal(row, want, row_of("2H 9C", want));
  /* 23 skidoo: 2 to the left, not 1 */
  assert_int_equal(accordion_rules_preset("23-skidoo", &r), 0);
  n = row_of("4S 4D 4C", row);
  assert_int_equal(accordion_rules_play(&r, row, n, (accordion_move){3, 2}),
                   WN_EMOVE);
  assert_memory_equal(row, want, row_of("4S 4D 4C", want)); /* unchanged */
  assert_int_equal(accordion_rules_play(&r, row, n, (accordion_move){3, 1}),
                   2);
  assert_memory_equal(row, want, row_of("4C 4D", want));
  assert_int_equal(accordion_rules_won(&r, row, 2), 1);
  /* bayan: 2D and 7D, three apart, both leave */
  assert_int_equal(accordion_rules_preset("bayan", &r), 0);
  n = row_of("2D 3S 4S 7D 8C", row);
  assert_int_equal(accordion_rules_play(&r, row, n, (accordion_move){1, 4}),
                   3);
  assert_memory_equal(row, want, row_of("3S 4S 8C", want));
  /* the longest distance, 16 to the left: 17>1, not 17>2 */
  r = (accordion_rules){.left = 1u << 15, .match = ACCORDION_MATCH_ANY,
                        .win_piles = 1, .goal = -1};
  n = row_of("AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AH 2H 3H 4H", row);
  assert_int_equal(accordion_rules_play(&r, row, n, (accordion_move){17, 2}),
                   WN_EMOVE);
  assert_int_equal(accordion_rules_play(&r, row, n, (accordion_move){17, 1}),
                   16);
  assert_memory_equal(row, want,
                      row_of("4H 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AH 2H 3H",
                             want));
  /* red-black only: 5H meets 9C, not 5D */
  r = (accordion_rules){.left = 1, .match = ACCORDION_MATCH_RED_BLACK,
                        .win_piles = 1, .goal = -1};
  n = row_of("5D 5H 9C", row);
  assert_int_equal(accordion_rules_play(&r, row, n, (accordion_move){2, 1}),
                   WN_EMOVE);
  assert_int_equal(accordion_rules_play(&r, row, n, (accordion_move){3, 2}),
                   2);
  assert_memory_equal(row, want, row_of("5D 9C", want));
}

/* Revenge: one pile wins only on the goal. */
static void goal_card(void **state) {
  (void)state;
  accordion_rules r;
  assert_int_equal(accordion_rules_preset("revenge", &r), 0);
  r.goal = card("QS");
  uint8_t row[2] = {card("QS"), card("QH")};
  assert_int_equal(accordion_rules_won(&r, row, 1), 1);
  assert_int_equal(accordion_rules_won(&r, row + 1, 1), 0);
  assert_int_equal(accordion_rules_won(&r, row, 2), 0);
}

/* accordion_rules_legal says what accordion_rules_play does, on every
** pair of piles of a row, without changing the row. */
static void legal_is_play(void **state) {
  (void)state;
  static const char *names[] = {"any", "relaxed", "23-skidoo", "bayan"};
  uint8_t row[8], copy[8];
  size_t n = row_of("2H 5H 9C 5D 2C 9H KS 5S", row);
  for (size_t k = 0; k < sizeof names / sizeof names[0]; k++) {
    accordion_rules r;
    assert_int_equal(accordion_rules_preset(names[k], &r), 0);
    for (uint32_t j = 0; j <= n + 1; j++)
      for (uint32_t i = 0; i <= n + 1; i++) {
        accordion_move m = {j, i};
        memcpy(copy, row, n);
        int legal = accordion_rules_legal(&r, row, n, m);
        long left = accordion_rules_play(&r, copy, n, m);
        assert_int_equal(legal, left >= 0);
        assert_true(left == WN_EMOVE || left == (long)n - 1 - r.pairs);
      }
  }
}

/* A won row has no move to value (once won, no move follows): two
** piles won at two with a move between them, and Bayan's empty row (n = 0, which only rules
** with pairs reach); the classic rules refuse n = 0. */
static void hint_of_won_rows(void **state) {
  (void)state;
  accordion_ctx *ctx = accordion_new(NULL);
  assert_non_null(ctx);
  accordion_rules r;
  uint8_t row[4];
  size_t nv = 99;
  assert_int_equal(accordion_rules_preset("23-skidoo", &r), 0);
  accordion_set_rules(ctx, &r);
  size_t n = row_of("4S 4D 4C", row);
  assert_int_equal(accordion_hint(ctx, row, n, ACCORDION_ANY), WN_WIN);
  accordion_hint_moves(ctx, &nv);
  assert_int_equal(nv, 1); /* 3>1, to the won row 4C 4D */
  /* won at two piles, with a move left: 2>1 is not valued */
  r = (accordion_rules){.left = 1, .match = ACCORDION_MATCH_RANK,
                        .win_piles = 2, .goal = -1};
  accordion_set_rules(ctx, &r);
  n = row_of("4S 4D", row);
  assert_int_equal(accordion_rules_legal(&r, row, n, (accordion_move){2, 1}),
                   1);
  assert_int_equal(accordion_hint(ctx, row, n, ACCORDION_ANY), WN_WIN);
  accordion_hint_moves(ctx, &nv);
  assert_int_equal(nv, 0);
  assert_int_equal(accordion_states(ctx), 0);
  assert_int_equal(accordion_rules_preset("bayan", &r), 0);
  accordion_set_rules(ctx, &r);
  assert_int_equal(accordion_hint(ctx, NULL, 0, ACCORDION_ANY), WN_WIN);
  accordion_hint_moves(ctx, &nv);
  assert_int_equal(nv, 0);
  r.win_piles = 1; /* pairs won at one pile or none: still won */
  accordion_set_rules(ctx, &r);
  assert_int_equal(accordion_hint(ctx, NULL, 0, ACCORDION_ANY), WN_WIN);
  accordion_set_rules(ctx, NULL);
  assert_int_equal(accordion_hint(ctx, row, 0, ACCORDION_ANY), WN_EINVAL);
  assert_int_equal(accordion_hint(ctx, row, 0, ACCORDION_RIGHTMOST),
                   WN_EINVAL);
  assert_int_equal(accordion_rules_preset("23-skidoo", &r), 0);
  accordion_set_rules(ctx, &r); /* covering moves never empty the row */
  assert_int_equal(accordion_hint(ctx, row, 0, ACCORDION_ANY), WN_EINVAL);
  accordion_free(ctx);
}

/* ---- the solver ---- */

/* Deal 'index' of seed 50 with n cards. */
static void deal(uint64_t index, size_t n, uint8_t *cards) {
  accordion_deal(50, index, n, cards);
}

/* A deal of n cards under r that takes more than 'states' positions
** to decide; returns its index and its full verdict in *verdict. */
static uint64_t hard_deal(const accordion_rules *r, size_t n, uint64_t states,
                          uint8_t *cards, int *verdict) {
  accordion_ctx *ctx = accordion_new(NULL);
  assert_non_null(ctx);
  accordion_set_rules(ctx, r);
  for (uint64_t index = 0;; index++) {
    deal(index, n, cards);
    *verdict = accordion_solve(ctx, cards, n, ACCORDION_ANY);
    assert_true(*verdict == WN_WIN || *verdict == WN_LOSS);
    if (accordion_states(ctx) > states) {
      accordion_free(ctx);
      return index;
    }
  }
}

/*
** The beams (family_beam.c) find wins, and every line they return
** replays: 52-card deals of each preset (revenge's goal the card of the
** deal's index) go to the beams after one position of exact search,
** within 'most' positions, and at least 'least' of 8 are won.
*/
static void beam_lines_replay(void **state) {
  (void)state;
  static const struct {
    const char *name;
    uint64_t most;
    int least; /* wins at least */
  } sets[] = {{"revenge", 300000, 2}, {"relaxed", 100000, 4},
              {"23-skidoo", 100000, 2}, {"bayan", 100000, 4}};
  for (size_t p = 0; p < sizeof sets / sizeof sets[0]; p++) {
    accordion_rules r;
    assert_int_equal(accordion_rules_preset(sets[p].name, &r), 0);
    accordion_ctx *ctx = accordion_new(NULL);
    assert_non_null(ctx);
    ctx->family.short_search = 1;
    accordion_set_limits(ctx, &(wn_limits){.max_states = sets[p].most});
    int wins = 0;
    for (uint64_t index = 0; index < 8; index++) {
      uint8_t cards[52];
      deal(index, 52, cards);
      if (p == 0)
        r.goal = (int)(index % WN_NCARDS);
      accordion_set_rules(ctx, &r);
      if (accordion_solve(ctx, cards, 52, ACCORDION_ANY) != WN_WIN)
        continue;
      size_t nm;
      const accordion_move *m = accordion_proof(ctx, &nm);
      assert_int_equal(
          accordion_replay_rules(NULL, cards, 52, &r, m, nm, NULL), 1);
      wins++;
    }
    print_message("%s: %d of 8 won\n", sets[p].name, wins);
    assert_true(wins >= sets[p].least);
    accordion_free(ctx);
  }
}

/* A cancel hook that asks to stop at once. */
static int cancel_now(void *arg) {
  (void)arg;
  return 1;
}

/* A context under relaxed rules (*r), and a 24-card deal (cards) that
** takes it over 5,000 positions, of full verdict *verdict. */
static accordion_ctx *relaxed_hard(accordion_rules *r, uint8_t *cards,
                                   int *verdict) {
  assert_int_equal(accordion_rules_preset("relaxed", r), 0);
  hard_deal(r, 24, 5000, cards, verdict);
  accordion_ctx *ctx = accordion_new(NULL);
  assert_non_null(ctx);
  accordion_set_rules(ctx, r);
  return ctx;
}

/* --max-states N stops at exactly N positions with WN_UNKNOWN, limit
** states, a legal best line and no certificate; a cancel hook, a
** timeout and a memory cap stop it too. */
static void limits_stop(void **state) {
  (void)state;
  accordion_rules r;
  uint8_t cards[24];
  int verdict;
  accordion_ctx *ctx = relaxed_hard(&r, cards, &verdict);
  accordion_set_certify(ctx, 1);
  accordion_set_limits(ctx, &(wn_limits){.max_states = 1000});
  assert_int_equal(accordion_solve(ctx, cards, 24, ACCORDION_ANY),
                   WN_UNKNOWN);
  assert_int_equal(accordion_states(ctx), 1000);
  assert_int_equal(accordion_limit_hit(ctx), WN_LIMIT_STATES);
  size_t nm;
  const accordion_move *m = accordion_best_line(ctx, &nm);
  assert_true(nm > 0);
  assert_int_equal(accordion_replay_rules(NULL, cards, 24, &r, m, nm, NULL),
                   0);
  assert_int_equal(accordion_loss_certificate(ctx, NULL, NULL), WN_EINVAL);
  accordion_set_limits(ctx, &(wn_limits){.cancel = cancel_now});
  assert_int_equal(accordion_solve(ctx, cards, 24, ACCORDION_ANY),
                   WN_UNKNOWN);
  assert_int_equal(accordion_limit_hit(ctx), WN_LIMIT_CANCEL);
  accordion_set_limits(ctx, &(wn_limits){.timeout = 1e-9});
  assert_int_equal(accordion_solve(ctx, cards, 24, ACCORDION_ANY),
                   WN_UNKNOWN);
  assert_int_equal(accordion_limit_hit(ctx), WN_LIMIT_TIME);
  accordion_set_limits(ctx, &(wn_limits){.max_memory = 4096});
  assert_int_equal(accordion_solve(ctx, cards, 24, ACCORDION_ANY),
                   WN_UNKNOWN);
  assert_int_equal(accordion_limit_hit(ctx), WN_LIMIT_MEMORY);
  accordion_set_limits(ctx, &(wn_limits){0});
  assert_int_equal(accordion_solve(ctx, cards, 24, ACCORDION_ANY), verdict);
  accordion_free(ctx);
}

/* A hint's state limit holds for each move: every move searched at most
** that many positions, and a move it stopped is unknown, limit states. */
static void hint_limits(void **state) {
  (void)state;
  accordion_rules r;
  uint8_t cards[24];
  int verdict;
  accordion_ctx *ctx = relaxed_hard(&r, cards, &verdict);
  accordion_set_limits(ctx, &(wn_limits){.max_states = 50});
  int rc = accordion_hint(ctx, cards, 24, ACCORDION_ANY);
  size_t nv, unknown = 0;
  const accordion_move_value *v = accordion_hint_moves(ctx, &nv);
  assert_true(nv > 0);
  for (size_t k = 0; k < nv; k++) {
    assert_true(v[k].states <= 50);
    unknown += v[k].verdict == WN_UNKNOWN;
  }
  assert_true(unknown > 0);
  assert_true(rc == WN_UNKNOWN || rc == WN_WIN);
  assert_int_equal(accordion_limit_hit(ctx), WN_LIMIT_STATES);
  accordion_free(ctx);
}

/*
** Making allocation k fail, for every k a solve makes (Bayan and 23
** Skidoo deals of 20 cards, certificates on), gives WN_ENOMEM or the
** right verdict; the context then decides the deal when memory is
** back, and freeing it returns every byte.
*/
static void allocation_failures(void **state) {
  (void)state;
  static const char *names[] = {"bayan", "23-skidoo"};
  for (int p = 0; p < 2; p++) {
    accordion_rules r;
    assert_int_equal(accordion_rules_preset(names[p], &r), 0);
    uint8_t cards[20];
    int verdict, failed = 0;
    hard_deal(&r, 20, 200, cards, &verdict);
    for (long k = 1;; k++) {
      struct failing f = {.fail_at = k};
      wn_allocator a = {failing_alloc, &f};
      accordion_ctx *ctx = accordion_new(&a);
      if (!ctx)
        continue;
      accordion_set_rules(ctx, &r);
      accordion_set_certify(ctx, 1);
      int rc = accordion_solve(ctx, cards, 20, ACCORDION_ANY);
      int hit = f.count >= k;
      assert_true(rc == verdict || (hit && rc == WN_ENOMEM));
      failed += rc == WN_ENOMEM;
      if (rc == WN_ENOMEM) /* only allocation k fails */
        assert_int_equal(accordion_solve(ctx, cards, 20, ACCORDION_ANY),
                         verdict);
      accordion_free(ctx);
      assert_int_equal(f.held, 0);
      if (!hit)
        break; /* the solve made fewer than k allocations */
    }
    assert_true(failed > 0);
  }
}

/* A certificate's sink that counts its rows. */
static int count_rows(void *user, const uint8_t *row, size_t len) {
  (void)row;
  assert_true(len > 0);
  ++*(size_t *)user;
  return 0;
}

/*
** Certificates come only from a loss solved with certify on, under the
** rules still set; a hint, a win or new rules end them. Invalid rules
** make solves and hints WN_EINVAL.
*/
static void certificates_and_rules(void **state) {
  (void)state;
  accordion_rules r;
  assert_int_equal(accordion_rules_preset("bayan", &r), 0);
  uint8_t cards[15]; /* an odd deal: Bayan never wins it */
  deal(0, 15, cards);
  accordion_ctx *ctx = accordion_new(NULL);
  assert_non_null(ctx);
  accordion_set_rules(ctx, &r);
  size_t rows = 0;
  assert_int_equal(accordion_solve(ctx, cards, 15, ACCORDION_ANY), WN_LOSS);
  assert_int_equal(accordion_loss_certificate(ctx, count_rows, &rows),
                   WN_EINVAL);
  accordion_set_certify(ctx, 1);
  assert_int_equal(accordion_solve(ctx, cards, 15, ACCORDION_ANY), WN_LOSS);
  assert_int_equal(accordion_loss_certificate(ctx, count_rows, &rows), 0);
  /* each row the exact search examined; the beams' rows count too */
  assert_true(rows > 0 && rows <= accordion_states(ctx));
  accordion_set_rules(ctx, &r); /* the same rules again: still ended */
  assert_int_equal(accordion_loss_certificate(ctx, count_rows, &rows),
                   WN_EINVAL);
  r.pairs = 7;
  accordion_set_rules(ctx, &r);
  assert_int_equal(accordion_solve(ctx, cards, 15, ACCORDION_ANY), WN_EINVAL);
  assert_int_equal(accordion_hint(ctx, cards, 15, ACCORDION_ANY), WN_EINVAL);
  accordion_free(ctx);
}

/* Under r, row 'lost' is cut (a loss with no position and an empty
** certificate the checker accepts) and row 'won' wins, its empty
** certificate refused: a cut too wide, or a checker without it, fails. */
static void cut_case(const accordion_rules *r, const char *lost,
                     const char *won) {
  uint8_t row[16];
  accordion_ctx *ctx = accordion_new(NULL);
  assert_non_null(ctx);
  accordion_set_rules(ctx, r);
  size_t n = row_of(lost, row);
  assert_int_equal(accordion_solve(ctx, row, n, ACCORDION_ANY), WN_LOSS);
  assert_int_equal(accordion_states(ctx), 0);
  assert_int_equal(
      accordion_check_loss_rules(NULL, row, n, r, NULL, NULL, 0, NULL), 1);
  n = row_of(won, row);
  assert_int_equal(accordion_solve(ctx, row, n, ACCORDION_ANY), WN_WIN);
  assert_int_equal(
      accordion_check_loss_rules(NULL, row, n, r, NULL, NULL, 0, NULL), 0);
  accordion_free(ctx);
}

/* Each theorem of docs/rules.md ("Rows lost by a theorem") on rows
** worked out by hand. */
static void cuts_by_hand(void **state) {
  (void)state;
  accordion_rules r = {.left = 2u | 4u, .right = 0, .match = 3,
                       .win_piles = 1, .goal = -1, .pairs = 0};
  cut_case(&r, "AS 2S 3S", "AS"); /* no distance 1: only 1 pile wins */
  r.win_piles = 2; /* distance 2 now ends it; three components do not */
  cut_case(&r, "AS 2H 3C", "AS 2S 3S");
  r = (accordion_rules){.left = 1u, .right = 1u, .match = 2, .win_piles = 1,
                        .goal = -1, .pairs = 0}; /* suit only */
  cut_case(&r, "AS 2H 3S", "AS 2S 3S");
  r.right = 0; /* left only: the leftmost top is a leaf */
  cut_case(&r, "AH 2S 3S", "AS 3S 2S");
  r.match = 3;
  cut_case(&r, "AH 2S 2C", "AH 2H 2C");
  r.goal = card("QS");
  cut_case(&r, "QS QH", "QH QS");
  r.left = 1u | 4u; /* the goal at index 1 with a pile on its right */
  cut_case(&r, "5H QS 5S 5D", "QH 5S QS 5H");
}

/* Same verdict, positions and proof as a fresh context's. */
static void same_as_fresh(accordion_ctx *ctx, const uint8_t *cards, size_t n,
                          accordion_rule rule) {
  accordion_ctx *fresh = accordion_new(NULL);
  assert_non_null(fresh);
  assert_int_equal(accordion_solve(ctx, cards, n, rule),
                   accordion_solve(fresh, cards, n, rule));
  assert_int_equal(accordion_states(ctx), accordion_states(fresh));
  size_t na, nb;
  const accordion_move *a = accordion_proof(ctx, &na);
  const accordion_move *b = accordion_proof(fresh, &nb);
  assert_int_equal(na, nb);
  if (na)
    assert_memory_equal(a, b, na * sizeof *a);
  accordion_free(fresh);
}

/* After family solves, a context set back to classic rules (NULL)
** solves classic deals as a fresh one does; the rightmost rule ignores
** the family's rules. */
static void classic_untouched(void **state) {
  (void)state;
  accordion_rules r;
  assert_int_equal(accordion_rules_preset("relaxed", &r), 0);
  accordion_ctx *ctx = accordion_new(NULL);
  assert_non_null(ctx);
  for (uint64_t index = 0; index < 20; index++) {
    uint8_t cards[30];
    deal(index, 30, cards);
    accordion_set_rules(ctx, &r);
    assert_true(accordion_solve(ctx, cards, 30, ACCORDION_ANY) >= 0);
    same_as_fresh(ctx, cards, 30, ACCORDION_RIGHTMOST);
    accordion_set_rules(ctx, NULL);
    same_as_fresh(ctx, cards, 30, ACCORDION_ANY);
  }
  accordion_free(ctx);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(presets_named),
      cmocka_unit_test(invalid_rules),
      cmocka_unit_test(moves_by_hand),
      cmocka_unit_test(goal_card),
      cmocka_unit_test(legal_is_play),
      cmocka_unit_test(hint_of_won_rows),
      cmocka_unit_test(beam_lines_replay),
      cmocka_unit_test(limits_stop),
      cmocka_unit_test(hint_limits),
      cmocka_unit_test(allocation_failures),
      cmocka_unit_test(certificates_and_rules),
      cmocka_unit_test(cuts_by_hand),
      cmocka_unit_test(classic_untouched),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
