/*
** accordion_cf208b.c: time of the rightmost-rule solver (Codeforces
** 208B) on the hard input of issue 21 (51,343 positions, answer NO,
** until the dead-end test made it one position) and on a deal found by
** a hill-climb against the solver with that test (33,225 positions,
** NO), as a contest process would run them: a fresh context per solve,
** so the tables are allocated and touched anew each time. Prints, per
** deal, the verdict, the positions, and the best and median
** microseconds per solve over --runs solves (default 2000). Figures
** only; it never passes or fails.
**
** usage: accordion_cf208b [--runs N] [--reuse]
**   --reuse  one context for all solves (as stats runs them)
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "winnable.h"
#include "bench_util.h"

static const char *HARD =
    "2D 4H 9H QH 8H 8H AH 9H 4H 5H TH JH KH 7H 9H 4H 6H 3H 3H JH QH 6H 9H "
    "5H 8H AH TH JH 4H 8H 7H 3H 7H AH 5H 6H 4H TH KH QH QH 4H TH 7H JH AH "
    "6H KH 3H 8H 5H 9H";

/* The worst of two climbs of 150 generations (mutants of 1-3 swaps). */
static const char *CLIMBED =
    "JD KS 2H JD QH 3H 5D 6D 9D QD 6C 2C 9S QH 9S 5S AS 4S KS JS 2S AS 2S "
    "QS 3S 9S 3S 6S JS KS 8S 7S 6S TS AS 9S QS 6S JS 2S TS TS 9S 4S 2S 7S "
    "KS AS 8S QS 3S 5S";

/* Solve 'deal' runs times and print its line; 0, or 1 on a bad deal. */
static int time_deal(const char *name, const char *deal, long runs,
                     int reuse) {
  uint8_t cards[52];
  size_t n = 0;
  for (const char *p = deal; *p && n < 52; p += p[2] ? 3 : 2)
    if (wn_card_parse(p, 2, &cards[n++]) != 0)
      return 1;
  double *us = malloc((size_t)runs * sizeof *us);
  if (!us)
    return 1;
  accordion_ctx *ctx = reuse ? accordion_new(NULL) : NULL;
  int v = 0;
  unsigned long long states = 0;
  for (long r = 0; r < runs; r++) {
    double t0 = wn_now();
    accordion_ctx *c = reuse ? ctx : accordion_new(NULL);
    v = accordion_solve(c, cards, n, ACCORDION_RIGHTMOST);
    states = accordion_states(c);
    if (!reuse)
      accordion_free(c);
    us[r] = (wn_now() - t0) * 1e6;
  }
  accordion_free(ctx);
  qsort(us, (size_t)runs, sizeof *us, bench_cmp_double);
  printf("accordion_cf208b: %s deal: %s, %llu positions; %s context; "
         "%ld solves: best %.1f us, median %.1f us\n",
         name, wn_verdict_name(v), states, reuse ? "one" : "a fresh", runs,
         us[0], us[runs / 2]);
  free(us);
  return 0;
}

int main(int argc, char **argv) {
  long runs = 2000;
  int reuse = 0;
  for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "--runs") == 0 && i + 1 < argc)
      runs = atol(argv[++i]);
    else if (strcmp(argv[i], "--reuse") == 0)
      reuse = 1;
    else {
      fprintf(stderr, "usage: accordion_cf208b [--runs N] [--reuse]\n");
      return 2;
    }
  }
  if (runs < 1)
    runs = 1;
  return time_deal("issue 21", HARD, runs, reuse) ||
         time_deal("climbed", CLIMBED, runs, reuse);
}
