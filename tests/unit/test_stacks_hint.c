/*
** test_stacks_hint.c: unit tests of stacks_hint on hand-checked
** positions (mixed verdicts, equivalent relocations, a position already
** won, no cards at all), bad input, limits that turn one class into
** unknown, and allocation failures at every step. The cross-check
** against the brute force is tests/cross/test_stacks_hint_cross.c.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include "winnable.h"
#include "winnable/stacks.h"
#include "failing_alloc.h"

enum { A = 1, B, C, D };

/* A position of up to 4 stacks of up to 3 cards, top card first. */
struct pos {
  size_t n, h[4];
  stacks_card st[4][3];
  const stacks_card *stacks[4];
};

static void setup(struct pos *p) {
  for (size_t i = 0; i < p->n; i++)
    p->stacks[i] = p->h[i] ? p->st[i] : NULL; /* empty: NULL is fine */
}

static int hint(stacks_ctx *ctx, struct pos *p) {
  setup(p);
  return stacks_hint(ctx, p->stacks, p->h, p->n);
}

/* The moves and verdicts of the last hint as text, "m1>3:loss ...". */
static const char *hint_text(const stacks_ctx *ctx) {
  static char text[512];
  static const char *name[] = {"loss", "win", "unknown"}; /* by WN_ */
  size_t n, len = 0;
  const stacks_move_value *mv = stacks_hint_moves(ctx, &n);
  text[0] = '\0';
  for (size_t i = 0; i < n; i++) {
    const stacks_move *m = &mv[i].move;
    assert_true(mv[i].verdict >= WN_LOSS && mv[i].verdict <= WN_UNKNOWN);
    if (m->to)
      len += (size_t)snprintf(text + len, sizeof text - len, "%sm%u>%u:%s",
                              i ? " " : "", m->from, m->to,
                              name[mv[i].verdict]);
    else
      len += (size_t)snprintf(text + len, sizeof text - len, "%sr%u:%s",
                              i ? " " : "", m->from,
                              name[mv[i].verdict]);
  }
  return text;
}

/* Move i's line, after move i itself, wins from p (replayed). */
static void line_wins(stacks_ctx *ctx, const struct pos *p, size_t i,
                      size_t want_len) {
  size_t n, k;
  const stacks_move_value *mv = stacks_hint_moves(ctx, &n);
  const stacks_move *line = stacks_hint_line(ctx, i, &k);
  assert_non_null(line);
  assert_int_equal(k, want_len);
  stacks_move all[16];
  all[0] = mv[i].move;
  memcpy(all + 1, line, k * sizeof *line);
  assert_int_equal(stacks_replay_position(NULL, p->stacks, p->h, p->n, all,
                                          k + 1, NULL), 1);
}

/*
** 1: 9A 9B   Moving 9A onto the empty stack leaves three aces on top and
** 2: 9C 5A   stack 2 still holding two cards: lost. Moving 9C lets 5A go
** 3: -       under 9A (r2), and then 9A onto stack 2 wins.
*/
static const struct pos mixed = {
    3, {2, 2, 0}, {{{9, A}, {9, B}}, {{9, C}, {5, A}}}, {NULL}};

static void hand_checked(void **state) {
  (void)state;
  stacks_ctx *ctx = stacks_new(NULL);
  struct pos p = mixed;
  assert_int_equal(hint(ctx, &p), WN_WIN);
  assert_string_equal(hint_text(ctx), "m1>3:loss m2>3:win");
  size_t k = 7;
  assert_null(stacks_hint_line(ctx, 0, &k));
  assert_int_equal(k, 0);
  line_wins(ctx, &p, 1, 2);
  assert_null(stacks_hint_line(ctx, 2, &k)); /* no such move */
  /* the line leaves the hint as it was */
  assert_string_equal(hint_text(ctx), "m1>3:loss m2>3:win");
  /* after r2 of the won position: a removal has the position's verdict */
  p = (struct pos){3, {2, 1, 1}, {{{9, A}, {9, B}}, {{5, A}}, {{9, C}}},
                   {NULL}};
  assert_int_equal(hint(ctx, &p), WN_WIN);
  assert_string_equal(hint_text(ctx), "r2:win");
  line_wins(ctx, &p, 0, 1);
  /* a fourth suit alone on a fourth stack: moving it is equivalent */
  p = (struct pos){4, {2, 2, 0, 1},
                   {{{9, A}, {9, B}}, {{9, C}, {5, A}}, {{0, 0}}, {{9, D}}},
                   {NULL}};
  assert_int_equal(hint(ctx, &p), WN_WIN);
  assert_string_equal(hint_text(ctx), "m1>3:loss m2>3:win m4>3:win");
  line_wins(ctx, &p, 2, 3);
  /* a solve ends the hint */
  stacks_card one = {1, 1};
  const stacks_card *st[1] = {&one};
  assert_int_equal(stacks_solve(ctx, st, 1, 1, 0), WN_WIN);
  size_t n = 9;
  stacks_hint_moves(ctx, &n);
  assert_int_equal(n, 0);
  stacks_free(ctx);
}

/* Fewer suits than stacks: everything wins; two empty stacks. */
static void equivalent_relocations(void **state) {
  (void)state;
  stacks_ctx *ctx = stacks_new(NULL);
  struct pos p = {4, {3, 0, 1, 0},
                  {{{2, A}, {3, B}, {4, A}}, {{0, 0}}, {{7, A}}}, {NULL}};
  assert_int_equal(hint(ctx, &p), WN_WIN);
  assert_string_equal(hint_text(ctx),
                      "r1:win m1>2:win m1>4:win m3>2:win m3>4:win");
  for (size_t i = 0; i < 5; i++) {
    size_t k;
    assert_non_null(stacks_hint_line(ctx, i, &k));
  }
  /* more suits than stacks: everything loses */
  p = (struct pos){2, {3, 0}, {{{2, A}, {3, B}, {4, C}}}, {NULL}};
  assert_int_equal(hint(ctx, &p), WN_LOSS);
  assert_string_equal(hint_text(ctx), "m1>2:loss");
  stacks_free(ctx);
}

static void won_and_empty(void **state) {
  (void)state;
  stacks_ctx *ctx = stacks_new(NULL);
  struct pos p = {3, {0, 0, 0}, {{{0, 0}}}, {NULL}};
  assert_int_equal(hint(ctx, &p), WN_WIN); /* no card: won, no move */
  assert_string_equal(hint_text(ctx), "");
  p = (struct pos){3, {1, 1, 1}, {{{1, A}}, {{2, B}}, {{3, C}}}, {NULL}};
  assert_int_equal(hint(ctx, &p), WN_WIN); /* won, no move */
  assert_string_equal(hint_text(ctx), "");
  p = (struct pos){3, {0, 1, 0}, {{{0, 0}}, {{2, B}}}, {NULL}};
  assert_int_equal(hint(ctx, &p), WN_WIN);
  assert_string_equal(hint_text(ctx), "m2>1:win m2>3:win");
  line_wins(ctx, &p, 1, 0); /* already won after the move: empty line */
  /* stuck: no move at all, lost */
  p = (struct pos){2, {2, 1}, {{{1, A}, {2, A}}, {{3, B}}}, {NULL}};
  assert_int_equal(hint(ctx, &p), WN_LOSS);
  assert_string_equal(hint_text(ctx), "");
  stacks_free(ctx);
}

static void invalid_positions(void **state) {
  (void)state;
  stacks_ctx *ctx = stacks_new(NULL);
  struct pos p = mixed;
  setup(&p);
  assert_int_equal(stacks_hint(ctx, p.stacks, p.h, 0), WN_EINVAL);
  p.st[1][1].value = 0;
  assert_int_equal(hint(ctx, &p), WN_EINVAL);
  p = mixed;
  p.st[0][0].suit = STACKS_MAX_VALUE + 1;
  assert_int_equal(hint(ctx, &p), WN_EINVAL);
  p = mixed;
  setup(&p);
  p.stacks[1] = NULL;
  assert_int_equal(stacks_hint(ctx, p.stacks, p.h, 3), WN_EINVAL);
  p = mixed;
  setup(&p);
  p.h[2] = SIZE_MAX; /* no room for that many; checked before reading */
  assert_int_equal(stacks_hint(ctx, p.stacks, p.h, 3), WN_EINVAL);
  size_t n = 9;
  stacks_hint_moves(ctx, &n);
  assert_int_equal(n, 0);
  stacks_free(ctx);
}

/*
** 1: 8C 9B   Stacks 1 and 3 are sources (9B is all of B, 9D all of D),
** 2: 9A 9C   the king 8C links stack 1 to stack 2, a target (9A above
** 3: 9D      its bottom ace): the search visits three stacks. m3>4 only
** 4: -       swaps stacks 3 and 4, so it gets the position's verdict
**            without a decision of its own. With max_states = 1, only
**            the classes decided without the search have a verdict.
*/
static void limits_per_class(void **state) {
  (void)state;
  stacks_ctx *ctx = stacks_new(NULL);
  struct pos p = {4, {2, 2, 1, 0},
                  {{{8, C}, {9, B}}, {{9, A}, {9, C}}, {{9, D}}}, {NULL}};
  assert_int_equal(hint(ctx, &p), WN_WIN);
  assert_string_equal(hint_text(ctx), "m1>4:loss m2>4:win m3>4:win");
  assert_int_equal(stacks_limit_hit(ctx), WN_LIMIT_NONE);
  assert_int_equal(stacks_states(ctx), 3); /* the position's search */
  wn_limits lim = {0};
  lim.max_states = 1;
  stacks_set_limits(ctx, &lim);
  assert_int_equal(hint(ctx, &p), WN_WIN);
  assert_string_equal(hint_text(ctx), "m1>4:loss m2>4:win m3>4:unknown");
  assert_int_equal(stacks_limit_hit(ctx), WN_LIMIT_STATES);
  size_t k = 7;
  assert_null(stacks_hint_line(ctx, 2, &k));
  line_wins(ctx, &p, 1, 1);
  assert_int_equal(stacks_limit_hit(ctx), WN_LIMIT_STATES); /* kept */
  stacks_free(ctx);
}

/*
** 1: 8C 9B   The position's search visits stacks 1 and 2 (two states).
** 2: 9A 9C   m3>4 lets 2D go (r3): then stack 4 is a third source and
** 3: 9D 2D   that search visits three stacks. m1>4 and m2>4 end stuck.
** 4: -       Three states are enough for each decision, not for both.
*/
static void limits_fresh_each_class(void **state) {
  (void)state;
  stacks_ctx *ctx = stacks_new(NULL);
  struct pos p = {4, {2, 2, 2, 0},
                  {{{8, C}, {9, B}}, {{9, A}, {9, C}}, {{9, D}, {2, D}}},
                  {NULL}};
  assert_int_equal(hint(ctx, &p), WN_WIN);
  assert_string_equal(hint_text(ctx), "m1>4:loss m2>4:loss m3>4:win");
  assert_int_equal(stacks_states(ctx), 5);
  wn_limits lim = {0};
  lim.max_states = 3;
  stacks_set_limits(ctx, &lim);
  assert_int_equal(hint(ctx, &p), WN_WIN);
  assert_string_equal(hint_text(ctx), "m1>4:loss m2>4:loss m3>4:win");
  assert_int_equal(stacks_limit_hit(ctx), WN_LIMIT_NONE);
  line_wins(ctx, &p, 2, 3);
  lim.max_states = 2; /* the winning class runs out: unknown overall */
  stacks_set_limits(ctx, &lim);
  assert_int_equal(hint(ctx, &p), WN_UNKNOWN);
  assert_string_equal(hint_text(ctx), "m1>4:loss m2>4:loss m3>4:unknown");
  assert_int_equal(stacks_limit_hit(ctx), WN_LIMIT_STATES);
  stacks_free(ctx);
  /* a memory limit too small for the copy: unknown, no move (a fresh
     ctx: the cap refuses growth, not memory already held) */
  ctx = stacks_new(NULL);
  lim.max_states = 0;
  lim.max_memory = 64;
  stacks_set_limits(ctx, &lim);
  assert_int_equal(hint(ctx, &p), WN_UNKNOWN);
  assert_int_equal(stacks_limit_hit(ctx), WN_LIMIT_MEMORY);
  assert_string_equal(hint_text(ctx), "");
  stacks_free(ctx);
}

/* 100,000 stacks, two of them not empty: every relocation listed. */
static void many_empty_stacks(void **state) {
  (void)state;
  enum { N = 100000 };
  static const stacks_card *st[N];
  static size_t h[N];
  stacks_card a[2] = {{1, A}, {2, B}}, b[1] = {{3, A}};
  st[0] = a;
  h[0] = 2;
  st[N - 1] = b;
  h[N - 1] = 1;
  stacks_ctx *ctx = stacks_new(NULL);
  assert_int_equal(stacks_hint(ctx, st, h, N), WN_WIN);
  size_t n;
  const stacks_move_value *mv = stacks_hint_moves(ctx, &n);
  assert_int_equal(n, 1 + 2 * (N - 2));
  assert_true(mv[0].move.from == 1 && mv[0].move.to == 0);
  assert_true(mv[1].move.from == 1 && mv[1].move.to == 2);
  assert_true(mv[N - 2].move.from == 1 && mv[N - 2].move.to == N - 1);
  assert_true(mv[N - 1].move.from == N && mv[N - 1].move.to == 2);
  assert_true(mv[n - 1].move.from == N && mv[n - 1].move.to == N - 1);
  for (size_t i = 0; i < n; i++)
    assert_int_equal(mv[i].verdict, WN_WIN);
  size_t k;
  assert_non_null(stacks_hint_line(ctx, n - 1, &k));
  assert_int_equal(stacks_replay_position(NULL, st, h, N, &mv[n - 1].move,
                                          1, NULL), 0); /* not won yet */
  stacks_free(ctx);
}

/* Allocation k fails, for every k: WN_ENOMEM or the right answer. */
static void allocation_failures(void **state) {
  (void)state;
  int finished = 0;
  for (long k = 1; !finished && k < 200; k++) {
    struct failing f = {.fail_at = k};
    wn_allocator a = {failing_alloc, &f};
    stacks_ctx *ctx = stacks_new(&a);
    if (!ctx) {
      assert_int_equal(f.held, 0);
      continue;
    }
    struct pos p = mixed;
    int rc = hint(ctx, &p);
    if (rc == WN_WIN) {
      assert_string_equal(hint_text(ctx), "m1>3:loss m2>3:win");
      size_t n;
      const stacks_move *line = stacks_hint_line(ctx, 1, &n);
      assert_true(line ? n == 2 : n == 0);
      finished = f.count < k; /* nothing failed: every step was tried */
    } else {
      assert_int_equal(rc, WN_ENOMEM);
      size_t n = 9;
      stacks_hint_moves(ctx, &n);
      assert_int_equal(n, 0);
    }
    stacks_free(ctx);
    assert_int_equal(f.held, 0);
  }
  assert_true(finished);
}

int main(void) {
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(hand_checked),
    cmocka_unit_test(equivalent_relocations),
    cmocka_unit_test(won_and_empty),
    cmocka_unit_test(invalid_positions),
    cmocka_unit_test(limits_per_class),
    cmocka_unit_test(limits_fresh_each_class),
    cmocka_unit_test(many_empty_stacks),
    cmocka_unit_test(allocation_failures),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
