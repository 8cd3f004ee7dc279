/*
** stacks_hint_bench.c: speed of stacks_hint on Large-size positions in
** the middle of a game.
**
** usage: stacks_hint_bench [--seed S] [--repeat R]
**
** Takes the first three cases of the benchmark input (stacks_gen.c: one
** of each kind: S = N mostly stuck, S < N, and the planted S = N win
** through a 200-stack path), solves each with its move list, and hints
** the positions reached after 0, 1/4, 1/2 and 3/4 of that list (only
** the deal for a loss), and the one just before the list's first
** relocation (some stack is empty there: with S = N, the worst case of
** one decision per stack). Prints per position: stacks, cards, empty
** stacks, the decisions made (1, plus one per stack of two cards or
** more when S = N and a stack is empty), moves listed, verdict, the
** best and median of R hints, and microseconds per decision (the first
** scans every card; the others, on the same cards, do not); then the
** time of one winning line. Figures only; it never passes or fails.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "winnable.h"
#include "bench_util.h"
#include "winnable/stacks.h"
#include "stacks_gen.h"

#define MAXN 2000

struct position {
  size_t n, cards;
  const stacks_card *stacks[MAXN];
  size_t heights[MAXN];
};

/* Play moves (legal: from the solver) on p; cards are never copied. */
static void play(struct position *p, const stacks_move *m, size_t k) {
  for (size_t i = 0; i < k; i++) {
    size_t s = m[i].from - 1;
    if (m[i].to) {
      p->stacks[m[i].to - 1] = p->stacks[s];
      p->heights[m[i].to - 1] = 1;
    } else {
      p->cards--;
    }
    p->stacks[s]++;
    p->heights[s]--;
  }
}

/* Hint p R times and print its line. */
static void measure(stacks_ctx *ctx, const struct position *p,
                    const char *label, unsigned long long repeat) {
  double *secs = malloc(repeat * sizeof *secs);
  int v = WN_EINVAL;
  for (unsigned long long k = 0; k < repeat; k++) {
    double t0 = wn_now();
    v = stacks_hint(ctx, p->stacks, p->heights, p->n);
    secs[k] = wn_now() - t0;
  }
  qsort(secs, repeat, sizeof *secs, bench_cmp_double);
  size_t nm, empty = 0, deep = 0, decisions = 1;
  const stacks_move_value *mv = stacks_hint_moves(ctx, &nm);
  for (size_t i = 0; i < p->n; i++) {
    empty += p->heights[i] == 0;
    deep += p->heights[i] >= 2;
  }
  if (stacks_suits(ctx) == p->n && empty > 0)
    decisions += deep;
  printf("%-22s N %4zu cards %6zu empty %4zu decisions %5zu moves %7zu "
         "%-4s best %8.2f ms median %8.2f ms  %7.1f us/decision\n",
         label, p->n, p->cards, empty, decisions, nm,
         v == WN_WIN ? "win" : v == WN_LOSS ? "loss" : "?", secs[0] * 1e3,
         secs[repeat / 2] * 1e3, secs[0] * 1e6 / (double)decisions);
  for (size_t i = 0; i < nm; i++)
    if (mv[i].verdict == WN_WIN) {
      size_t k;
      double t0 = wn_now();
      stacks_hint_line(ctx, i, &k);
      printf("%22s one winning line (move %zu): %zu moves, %.2f ms\n", "",
             i + 1, k, (wn_now() - t0) * 1e3);
      break;
    }
  free(secs);
}

/* Hint case k's positions along its winning line (or just its deal). */
static void one_case(stacks_ctx *ctx, stacks_reader *sr,
                     unsigned long long repeat) {
  static stacks_move proof[1 << 22];
  struct position deal = {sr->n, sr->n * sr->c, {NULL}, {0}};
  if (sr->n > MAXN)
    return;
  for (size_t i = 0; i < sr->n; i++) {
    deal.stacks[i] = sr->stacks[i];
    deal.heights[i] = sr->c;
  }
  size_t len = 0;
  if (stacks_solve(ctx, (const stacks_card *const *)sr->stacks, sr->n,
                   sr->c, STACKS_MOVES) == WN_WIN) {
    const stacks_move *m = stacks_proof(ctx, &len);
    if (len > sizeof proof / sizeof *proof)
      len = 0;
    memcpy(proof, m, len * sizeof *m);
  }
  for (int q = 0; q < 4 && (q == 0 || len > 0); q++) {
    static struct position p;
    char label[64];
    p = deal;
    play(&p, proof, len * (size_t)q / 4);
    snprintf(label, sizeof label, "case %llu after %d/4",
             (unsigned long long)sr->ncase, q);
    measure(ctx, &p, label, repeat);
  }
  size_t first = 0; /* the first relocation: a stack is empty before it */
  while (first < len && proof[first].to == 0)
    first++;
  if (first < len && first > 0) {
    static struct position p;
    char label[64];
    p = deal;
    play(&p, proof, first);
    snprintf(label, sizeof label, "case %llu before m%u>%u",
             (unsigned long long)sr->ncase, proof[first].from,
             proof[first].to);
    measure(ctx, &p, label, repeat);
  }
}

int main(int argc, char **argv) {
  unsigned long long seed = 1, repeat = 5;
  for (int k = 1; k + 1 < argc; k += 2) {
    if (!strcmp(argv[k], "--seed")) seed = strtoull(argv[k + 1], 0, 10);
    else if (!strcmp(argv[k], "--repeat"))
      repeat = strtoull(argv[k + 1], 0, 10);
  }
  if (repeat < 1)
    return 2;
  char *buf = NULL;
  size_t len = 0;
  FILE *mem = open_memstream(&buf, &len);
  stacks_gen_large(mem, seed);
  fclose(mem);
  FILE *fp = fmemopen(buf, len, "r");
  wn_reader r;
  stacks_reader sr;
  wn_reader_init(&r, fp, "bench");
  stacks_reader_init(&sr, &r, NULL);
  stacks_ctx *ctx = stacks_new(NULL);
  for (int k = 0; k < 3 && stacks_read(&sr) == 1; k++)
    one_case(ctx, &sr, repeat);
  stacks_free(ctx);
  stacks_reader_release(&sr);
  fclose(fp);
  free(buf);
  return 0;
}
