/*
** test_stacks_cross.c: stacks_solve against the exhaustive search of
** stacks_brute.c on seeded random small instances, and every winning
** move list replayed by stacks_replay.
**
** Instances have N = 1..4 stacks of C = 1..5 distinct cards from K
** suits and V values, K mostly equal to N (the only case where the
** decision needs the suit graph) and sometimes N - 1 or N + 1, V = 2..8
** (raised when K*V < N*C): few values, so aces and kings meet often.
** Random deals with K = N are mostly stuck once every removal is made,
** so for two seeds in three the shape is K = N = 2..4, C = 2..4,
** V = 3..8 and the cards are drawn again (up to 200 times) until that
** is not so: then only the suit graph decides. The generator
** is local (a shuffle of the K*V cards) and the test insists that wins,
** each reason for a loss and wins that needed the suit graph all occur
** often, so a generator that degenerates fails.
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

#define CASES 10000
#define MEDIUM 3000
#define MEDIUM_MAXN 40
#define MEDIUM_MAXC 12

struct inst {
  int n, c;
  stacks_card cards[SBRUTE_MAXN * SBRUTE_MAXC];
  const stacks_card *stacks[SBRUTE_MAXN];
  int value[SBRUTE_MAXN * SBRUTE_MAXC], suit[SBRUTE_MAXN * SBRUTE_MAXC];
};

/*
** Apply removals (by the rules, naively) until none is left; 1 if then
** some stack is empty but not every stack is down to one card.
*/
static int needs_graph(int n, int c, const int *value, const int *suit) {
  int len[MEDIUM_MAXN], removed = 1;
  for (int i = 0; i < n; i++)
    len[i] = c;
  while (removed) {
    removed = 0;
    for (int a = 0; a < n && !removed; a++) {
      if (len[a] == 0)
        continue;
      int x = a * c + c - len[a], others = 0, lowest = 1;
      for (int b = 0; b < n; b++) {
        int y = b * c + c - len[b];
        if (b == a || len[b] == 0 || suit[y] != suit[x])
          continue;
        others++;
        lowest &= value[x] < value[y];
      }
      if (others && lowest) {
        len[a]--;
        removed = 1;
      }
    }
  }
  int empty = 0, won = 1;
  for (int i = 0; i < n; i++) {
    empty |= len[i] == 0;
    won &= len[i] <= 1;
  }
  return empty && !won;
}

/* Deal n*c distinct cards of k suits and v values into value[], suit[]. */
static void shuffle_cards(uint64_t *s, int n, int c, int k, int v,
                          int *value, int *suit) {
  static int deck[MEDIUM_MAXN * MEDIUM_MAXC * 4][2];
  int m = 0;
  for (int a = 1; a <= k; a++)
    for (int b = 1; b <= v; b++) {
      deck[m][0] = b;
      deck[m++][1] = a;
    }
  for (int i = 0; i < n * c; i++) { /* partial Fisher-Yates */
    int j = i + cross_below(s, m - i), t0 = deck[i][0], t1 = deck[i][1];
    deck[i][0] = deck[j][0];
    deck[i][1] = deck[j][1];
    deck[j][0] = t0;
    deck[j][1] = t1;
    value[i] = deck[i][0];
    suit[i] = deck[i][1];
  }
}

/* Deal in's n*c cards of k suits and v values (shuffle_cards). */
static void deal_cards(uint64_t *s, int k, int v, struct inst *in) {
  shuffle_cards(s, in->n, in->c, k, v, in->value, in->suit);
  for (int i = 0; i < in->n * in->c; i++) {
    in->cards[i].value = (uint32_t)in->value[i];
    in->cards[i].suit = (uint32_t)in->suit[i];
  }
  for (int i = 0; i < in->n; i++)
    in->stacks[i] = in->cards + i * in->c;
}

static void make_instance(uint64_t seed, struct inst *in) {
  uint64_t s = seed * 7919 + 17;
  int n = 1 + cross_below(&s, 4), c = 1 + cross_below(&s, 5);
  int r = cross_below(&s, 6);
  int k = r == 0 && n > 1 ? n - 1 : r == 1 ? n + 1 : n;
  int v = 2 + cross_below(&s, 7);
  if (seed % 3 != 0) { /* shapes where the suit graph decides often */
    n = k = 2 + cross_below(&s, 3);
    c = 2 + cross_below(&s, 3);
    v = 3 + cross_below(&s, 6);
  }
  while (k * v < n * c)
    v++;
  in->n = n;
  in->c = c;
  deal_cards(&s, k, v, in);
  for (int tries = 0; seed % 3 != 0 && k == n && tries < 200; tries++) {
    if (needs_graph(in->n, in->c, in->value, in->suit))
      break;
    deal_cards(&s, k, v, in);
  }
}

static void print_instance(const struct inst *in) {
  for (int i = 0; i < in->n; i++) {
    fprintf(stderr, "  stack %d:", i + 1);
    for (int j = 0; j < in->c; j++)
      fprintf(stderr, " %d/%d", in->value[i * in->c + j],
              in->suit[i * in->c + j]);
    fprintf(stderr, "\n");
  }
}

static void against_brute_force(void **state) {
  (void)state;
  stacks_ctx *ctx = stacks_new(NULL);
  assert_non_null(ctx);
  int wins = 0, graph_wins = 0, long_paths = 0, reasons[4] = {0};
  size_t most_states = 0;
  for (uint64_t seed = 1; seed <= CASES; seed++) {
    struct inst in;
    make_instance(seed, &in);
    size_t states;
    int want = stacks_brute(in.value, in.suit, in.n, in.c, &states);
    assert_true(want >= 0);
    if (states > most_states)
      most_states = states;
    int got = stacks_solve(ctx, in.stacks, (size_t)in.n, (size_t)in.c,
                           STACKS_MOVES);
    if (got != want) {
      fprintf(stderr, "seed %llu: solver says %d, brute force %d\n",
              (unsigned long long)seed, got, want);
      print_instance(&in);
    }
    assert_int_equal(got, want);
    if (got == WN_LOSS) {
      reasons[stacks_reason_of(ctx)]++;
      continue;
    }
    wins++;
    if (stacks_states(ctx) > 0)
      graph_wins++;
    if (stacks_states(ctx) > 1)
      long_paths++;
    size_t nmoves;
    const stacks_move *moves = stacks_proof(ctx, &nmoves);
    wn_replay rep;
    int ok = stacks_replay(NULL, in.stacks, (size_t)in.n, (size_t)in.c, moves,
                           nmoves, &rep);
    if (ok != 1) {
      fprintf(stderr, "seed %llu: bad proof: %s\n", (unsigned long long)seed,
              rep.why);
      print_instance(&in);
    }
    assert_int_equal(ok, 1);
    /* the checker must be able to say no: the proof less its last move
       does not win (the last move is the one that wins) */
    if (nmoves > 0)
      assert_int_equal(stacks_replay(NULL, in.stacks, (size_t)in.n, (size_t)in.c,
                                     moves, nmoves - 1, NULL), 0);
  }
  stacks_free(ctx);
  int losses = CASES - wins;
  fprintf(stderr, "  %d instances: %d POSSIBLE (%d needed the suit graph, "
          "%d visited 2+ vertices), %d IMPOSSIBLE (%d more suits, %d "
          "stuck, %d no path); largest brute-force search %zu positions\n",
          CASES, wins, graph_wins, long_paths, losses,
          reasons[STACKS_TOO_MANY_SUITS], reasons[STACKS_STUCK],
          reasons[STACKS_NO_PATH], most_states);
  assert_true(wins > CASES / 4 && losses > CASES / 4);
  assert_true(graph_wins >= 1000 && long_paths >= 150);
  assert_true(reasons[STACKS_TOO_MANY_SUITS] >= 200);
  assert_true(reasons[STACKS_STUCK] >= 1000);
  assert_true(reasons[STACKS_NO_PATH] >= 2000);
}

/*
** Larger instances (N = 5..40, C = 2..12), beyond the brute force:
** every winning move list must replay, with the suit-graph strategy
** used often (K = N, cards drawn again until removals alone neither
** win nor get stuck, for two seeds in three).
*/
static void medium_proofs_replay(void **state) {
  (void)state;
  static int value[MEDIUM_MAXN * MEDIUM_MAXC], suit[MEDIUM_MAXN * MEDIUM_MAXC];
  static stacks_card cards[MEDIUM_MAXN * MEDIUM_MAXC];
  const stacks_card *stacks[MEDIUM_MAXN];
  stacks_ctx *ctx = stacks_new(NULL);
  assert_non_null(ctx);
  int wins = 0, graph_wins = 0;
  size_t longest = 0;
  for (uint64_t seed = 1; seed <= MEDIUM; seed++) {
    uint64_t s = seed * 104729 + 3;
    int n = 5 + cross_below(&s, MEDIUM_MAXN - 4);
    int c = 2 + cross_below(&s, MEDIUM_MAXC - 1);
    int k = seed % 3 ? n : n - 1 + cross_below(&s, 3);
    int v = 2 + cross_below(&s, 3 * c);
    while (k * v < n * c)
      v++;
    shuffle_cards(&s, n, c, k, v, value, suit);
    for (int tries = 0; seed % 3 && tries < 100; tries++) {
      if (needs_graph(n, c, value, suit))
        break;
      shuffle_cards(&s, n, c, k, v, value, suit);
    }
    for (int i = 0; i < n * c; i++) {
      cards[i].value = (uint32_t)value[i];
      cards[i].suit = (uint32_t)suit[i];
    }
    for (int i = 0; i < n; i++)
      stacks[i] = cards + i * c;
    int got = stacks_solve(ctx, stacks, (size_t)n, (size_t)c, STACKS_MOVES);
    assert_true(got == WN_WIN || got == WN_LOSS);
    if (got != WN_WIN)
      continue;
    wins++;
    graph_wins += stacks_states(ctx) > 0;
    size_t nmoves;
    const stacks_move *moves = stacks_proof(ctx, &nmoves);
    wn_replay rep;
    int ok = stacks_replay(NULL, stacks, (size_t)n, (size_t)c, moves, nmoves, &rep);
    if (ok != 1)
      fprintf(stderr, "medium seed %llu: bad proof: %s\n",
              (unsigned long long)seed, rep.why);
    assert_int_equal(ok, 1);
    if (nmoves > longest)
      longest = nmoves;
  }
  stacks_free(ctx);
  fprintf(stderr, "  %d medium instances: %d POSSIBLE, all replayed (%d by "
          "the suit graph), longest proof %zu moves\n", MEDIUM, wins,
          graph_wins, longest);
  assert_true(wins >= MEDIUM / 5 && graph_wins >= 50);
}

int main(void) {
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(against_brute_force),
    cmocka_unit_test(medium_proofs_replay),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
