/*
** test_stacks_hint_cross.c: stacks_hint against the exhaustive search
** of stacks_brute.c on seeded random small positions, mid-game ones.
**
** A position here is up to 4 stacks of up to 5 cards, kept as plain
** arrays; the legal moves and the position each one leaves are worked
** out in this file from the rules (games.md), apart from the library.
** For every position: the hint's move list must be exactly the legal
** moves in the documented order; every move's verdict must be the brute
** force's for the position it leaves; every removal's must also equal
** the position's own (removals never hurt: checked here, not assumed);
** the hint's verdict must be the brute force's for the position; every
** winning move's line must replay by stacks_replay_position, both from
** the position the move leaves and, with the move first, from the
** position itself; other moves have no line.
**
** Positions come from two sources: dealt instances (N = 1..4, C = 1..5,
** K suits, mostly K = N, which is where relocations need the suit
** graph) played forward by 0..12 random legal moves, so mid-game shapes
** are realistic; and arbitrary ragged stacks (heights 0..5, any number
** empty). The test insists that every kind of outcome occurs often.
** A medium part (N up to 12, C up to 8, beyond the brute force) checks
** that every line replays and each move's verdict is the verdict the
** hint gives for the position it leaves (computed from its own moves).
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
#include "cross/cross_rng.h"
#include "cross/stacks_brute.h"

#define CASES 30000
#define MEDIUM 1000
#define MAXN 12 /* medium positions */
#define MAXC 8

struct position {
  int n, h[MAXN];
  stacks_card st[MAXN][MAXC + 1]; /* top first */
};

/* ---- the rules, naively ---- */

/* The top of a is the lowest of two or more same-suit tops. */
static int removable(const struct position *p, int a) {
  if (p->h[a] == 0)
    return 0;
  int others = 0;
  for (int b = 0; b < p->n; b++) {
    if (b == a || p->h[b] == 0 || p->st[b][0].suit != p->st[a][0].suit)
      continue;
    if (p->st[b][0].value < p->st[a][0].value)
      return 0;
    others++;
  }
  return others > 0;
}

/* The legal moves in the documented order; returns how many. */
static int legal_moves(const struct position *p, stacks_move *out) {
  int k = 0;
  for (int a = 0; a < p->n; a++)
    if (removable(p, a))
      out[k++] = (stacks_move){(uint32_t)a + 1, 0};
  for (int a = 0; a < p->n; a++)
    for (int t = 0; t < p->n && p->h[a] > 0; t++)
      if (p->h[t] == 0)
        out[k++] = (stacks_move){(uint32_t)a + 1, (uint32_t)t + 1};
  return k;
}

/* The position a legal move leaves. */
static struct position play(const struct position *p, stacks_move m) {
  struct position q = *p;
  int a = (int)m.from - 1;
  if (m.to) {
    q.st[m.to - 1][0] = p->st[a][0];
    q.h[m.to - 1] = 1;
  }
  memmove(q.st[a], q.st[a] + 1, (size_t)(q.h[a] - 1) * sizeof q.st[a][0]);
  q.h[a]--;
  return q;
}

static int brute(const struct position *p) {
  int value[SBRUTE_MAXN * SBRUTE_MAXC], suit[SBRUTE_MAXN * SBRUTE_MAXC];
  int k = 0;
  for (int i = 0; i < p->n; i++)
    for (int j = 0; j < p->h[i]; j++, k++) {
      value[k] = (int)p->st[i][j].value;
      suit[k] = (int)p->st[i][j].suit;
    }
  int r = stacks_brute_position(value, suit, p->h, p->n, NULL);
  assert_true(r >= 0);
  return r ? WN_WIN : WN_LOSS;
}

/* ---- the library's view of a position ---- */

struct view {
  const stacks_card *stacks[MAXN];
  size_t heights[MAXN];
};

static void view_of(const struct position *p, struct view *v) {
  for (int i = 0; i < p->n; i++) {
    v->stacks[i] = p->st[i];
    v->heights[i] = (size_t)p->h[i];
  }
}

static int hint(stacks_ctx *ctx, const struct position *p) {
  struct view v;
  view_of(p, &v);
  return stacks_hint(ctx, v.stacks, v.heights, (size_t)p->n);
}

static int replay(const struct position *p, const stacks_move *m, size_t k,
                  wn_replay *rep) {
  struct view v;
  view_of(p, &v);
  return stacks_replay_position(NULL, v.stacks, v.heights, (size_t)p->n, m,
                                k, rep);
}

static void print_position(const char *what, uint64_t seed,
                           const struct position *p) {
  fprintf(stderr, "%s, seed %llu:\n", what, (unsigned long long)seed);
  for (int i = 0; i < p->n; i++) {
    fprintf(stderr, "  stack %d:", i + 1);
    for (int j = 0; j < p->h[i]; j++)
      fprintf(stderr, " %u/%u", p->st[i][j].value, p->st[i][j].suit);
    fprintf(stderr, "\n");
  }
}

/* ---- random positions ---- */

/*
** Fill the stacks of heights p->h with distinct cards of k suits, each
** suit present if there are k cards or more (drawn again up to 50 times
** otherwise): a suit short changes the suit count, which decides alone.
*/
static void fill_once(uint64_t *s, struct position *p, int k);

static void fill(uint64_t *s, struct position *p, int k) {
  for (int tries = 0; tries < 50; tries++) {
    fill_once(s, p, k);
    int have[MAXN + 2] = {0}, present = 0, total = 0;
    for (int i = 0; i < p->n; i++)
      for (int j = 0; j < p->h[i]; j++, total++)
        present += have[p->st[i][j].suit]++ == 0;
    if (present == k || total < k)
      return;
  }
}

static void fill_once(uint64_t *s, struct position *p, int k) {
  int total = 0, v = 2 + cross_below(s, 6);
  for (int i = 0; i < p->n; i++)
    total += p->h[i];
  while (k * v < total)
    v++;
  stacks_card deck[MAXN * MAXC * 4];
  int m = 0;
  for (int a = 1; a <= k; a++)
    for (int b = 1; b <= v; b++)
      deck[m++] = (stacks_card){(uint32_t)b, (uint32_t)a};
  int d = 0;
  for (int i = 0; i < p->n; i++)
    for (int j = 0; j < p->h[i]; j++, d++) { /* partial Fisher-Yates */
      int r = d + cross_below(s, m - d);
      stacks_card t = deck[d];
      deck[d] = deck[r];
      deck[r] = t;
      p->st[i][j] = deck[d];
    }
}

/*
** Apply removals until none is left, naively; 1 if then some stack is
** empty and not every stack is down to one card: relocations decide.
*/
static int relocations_decide(struct position p) {
  for (int a = 0; a < p.n; a++)
    if (removable(&p, a)) {
      p = play(&p, (stacks_move){(uint32_t)a + 1, 0});
      a = -1;
    }
  int empty = 0, won = 1;
  for (int i = 0; i < p.n; i++) {
    empty |= p.h[i] == 0;
    won &= p.h[i] <= 1;
  }
  return empty && !won;
}

/* Non-empty stacks if some stack is empty, else 0. */
static int relocation_classes(const struct position *p) {
  int full = 0;
  for (int i = 0; i < p->n; i++)
    full += p->h[i] > 0;
  return full < p->n ? full : 0;
}

static int suits_for(uint64_t *s, int n) {
  int r = cross_below(s, 8);
  return r == 0 && n > 1 ? n - 1 : r == 1 ? n + 1 : n;
}

/*
** A deal played forward by up to 12 random legal moves. With as many
** suits as stacks, the deal is drawn again (up to 200 times) until the
** relocations decide it, as they rarely do in a random deal. Three
** times in four, the position is one of those met on the way (at
** random) that offer relocations of two stacks or more, if any.
*/
static void played(uint64_t *s, struct position *p, int maxn, int maxc) {
  p->n = 1 + cross_below(s, maxn);
  int c = 1 + cross_below(s, maxc), k = suits_for(s, p->n);
  for (int i = 0; i < p->n; i++)
    p->h[i] = c;
  fill(s, p, k);
  for (int tries = 0; k == p->n && tries < 200; tries++) {
    if (relocations_decide(*p))
      break;
    fill(s, p, k);
  }
  stacks_move m[MAXN * MAXN];
  struct position choice = *p;
  int choices = 0;
  for (int steps = cross_below(s, 13); steps > 0; steps--) {
    int nm = legal_moves(p, m);
    if (nm == 0)
      break;
    *p = play(p, m[cross_below(s, nm)]);
    if (relocation_classes(p) >= 2 && cross_below(s, ++choices) == 0)
      choice = *p; /* uniform among such positions on the way */
  }
  if (choices > 0 && cross_below(s, 4) > 0)
    *p = choice;
}

/* Stacks of random heights, some empty. */
static void ragged(uint64_t *s, struct position *p, int maxn, int maxc) {
  p->n = 1 + cross_below(s, maxn);
  for (int i = 0; i < p->n; i++)
    p->h[i] = cross_below(s, 4) == 0 ? 0 : cross_below(s, maxc + 1);
  fill(s, p, suits_for(s, p->n));
}

static void make_position(uint64_t seed, struct position *p, int maxn,
                          int maxc) {
  uint64_t s = seed * 6151 + 11;
  memset(p, 0, sizeof *p);
  if (seed % 3)
    played(&s, p, maxn, maxc);
  else
    ragged(&s, p, maxn, maxc);
}

/* ---- the checks ---- */

struct tally {
  long positions, win, loss, removals, classes, mixed, lines;
};

/* The hint's moves are exactly the legal moves, in order. */
static void same_moves(stacks_ctx *ctx, const struct position *p,
                       uint64_t seed, stacks_move *legal, int *nlegal) {
  size_t k;
  const stacks_move_value *mv = stacks_hint_moves(ctx, &k);
  *nlegal = legal_moves(p, legal);
  int same = k == (size_t)*nlegal;
  for (size_t i = 0; same && i < k; i++)
    same = mv[i].move.from == legal[i].from && mv[i].move.to == legal[i].to;
  if (!same)
    print_position("move list differs", seed, p);
  assert_true(same);
}

/* Move i's line replays from the position it leaves and from p. */
static void line_replays(stacks_ctx *ctx, const struct position *p,
                         uint64_t seed, size_t i, stacks_move m) {
  size_t k;
  const stacks_move *line = stacks_hint_line(ctx, i, &k);
  assert_non_null(line);
  stacks_move all[1024];
  assert_true(k < 1024);
  all[0] = m;
  memcpy(all + 1, line, k * sizeof *line);
  struct position q = play(p, m);
  wn_replay rep;
  int a = replay(&q, line, k, &rep), b = replay(p, all, k + 1, NULL);
  if (a != 1 || b != 1) {
    print_position("bad line", seed, p);
    fprintf(stderr, "  move %zu: %s\n", i, rep.why);
  }
  assert_int_equal(a, 1);
  assert_int_equal(b, 1);
  /* the replay can say no: a line ends with the move that wins */
  if (k > 0)
    assert_int_equal(replay(&q, line, k - 1, NULL), 0);
}

static void check_position(stacks_ctx *ctx, const struct position *p,
                           uint64_t seed, struct tally *t) {
  int want = brute(p), got = hint(ctx, p), nlegal;
  if (got != want)
    print_position("position verdict differs", seed, p);
  assert_int_equal(got, want);
  stacks_move legal[MAXN * MAXN];
  same_moves(ctx, p, seed, legal, &nlegal);
  size_t k;
  const stacks_move_value *mv = stacks_hint_moves(ctx, &k);
  int seen[2] = {0, 0};
  for (int i = 0; i < nlegal; i++) {
    struct position q = play(p, legal[i]);
    int child = brute(&q);
    if (mv[i].verdict != child)
      print_position("move verdict differs", seed, p);
    assert_int_equal(mv[i].verdict, child);
    if (legal[i].to == 0) { /* removals never hurt */
      assert_int_equal(child, want);
      t->removals++;
    } else if (i == 0 || legal[i - 1].from != legal[i].from ||
               legal[i - 1].to == 0) {
      t->classes++;
      seen[child == WN_WIN]++;
    }
    if (child == WN_WIN) {
      line_replays(ctx, p, seed, (size_t)i, legal[i]);
      t->lines++;
    } else {
      size_t none = 1;
      assert_null(stacks_hint_line(ctx, (size_t)i, &none));
      assert_int_equal(none, 0);
    }
  }
  size_t none = 1;
  assert_null(stacks_hint_line(ctx, (size_t)nlegal, &none));
  t->positions++;
  t->win += want == WN_WIN;
  t->loss += want == WN_LOSS;
  t->mixed += seen[0] && seen[1];
}

static void against_brute_force(void **state) {
  (void)state;
  stacks_ctx *ctx = stacks_new(NULL);
  assert_non_null(ctx);
  struct tally t = {0};
  for (uint64_t seed = 1; seed <= CASES; seed++) {
    struct position p;
    make_position(seed, &p, SBRUTE_MAXN, SBRUTE_MAXC);
    check_position(ctx, &p, seed, &t);
  }
  stacks_free(ctx);
  fprintf(stderr, "  %ld positions: %ld won, %ld lost; %ld removals, "
          "%ld relocation classes, %ld positions with winning and losing "
          "classes; %ld lines replayed\n", t.positions, t.win, t.loss,
          t.removals, t.classes, t.mixed, t.lines);
  assert_true(t.win > CASES / 5 && t.loss > CASES / 5);
  assert_true(t.removals > CASES / 10 && t.classes > CASES / 2);
  assert_true(t.mixed > CASES / 60);
}

/*
** Beyond the brute force: every line replays, and each move's verdict
** (one decision per class) equals the verdict stacks_hint gives the
** position the move leaves (from that position's own moves).
*/
static void medium_positions(void **state) {
  (void)state;
  stacks_ctx *ctx = stacks_new(NULL);
  assert_non_null(ctx);
  static stacks_move_value saved[MAXN * MAXN];
  long wins = 0, mixed = 0, lines = 0;
  for (uint64_t seed = 1; seed <= MEDIUM; seed++) {
    struct position p;
    make_position(seed + 1000000, &p, MAXN, MAXC);
    int here = hint(ctx, &p);
    size_t k;
    const stacks_move_value *mv = stacks_hint_moves(ctx, &k);
    memcpy(saved, mv, k * sizeof *mv);
    int seen[2] = {0, 0};
    for (size_t i = 0; i < k; i++)
      if (saved[i].verdict == WN_WIN) {
        line_replays(ctx, &p, seed, i, saved[i].move);
        lines++;
      }
    for (size_t i = 0; i < k; i++) {
      struct position q = play(&p, saved[i].move);
      assert_int_equal(hint(ctx, &q), saved[i].verdict);
      if (saved[i].move.to == 0)
        assert_int_equal(saved[i].verdict, here);
      else
        seen[saved[i].verdict == WN_WIN]++;
    }
    wins += here == WN_WIN;
    mixed += seen[0] && seen[1];
  }
  stacks_free(ctx);
  fprintf(stderr, "  %d medium positions: %ld won, %ld with winning and "
          "losing relocations; %ld lines replayed\n", MEDIUM, wins, mixed,
          lines);
  assert_true(wins > MEDIUM / 5 && mixed > 10);
}

int main(void) {
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(against_brute_force),
    cmocka_unit_test(medium_positions),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
