/*
** accordion_cf208b.c: time of the rightmost-rule solver (Codeforces
** 208B) on the hard input of issue 21 (51,343 positions, answer NO),
** as a contest process would run it: a fresh context per solve, so the
** tables are allocated and touched anew each time. Prints the verdict,
** the positions, and the best and median microseconds per solve over
** --runs solves (default 2000). Figures only; it never passes or fails.
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
  uint8_t cards[52];
  size_t n = 0;
  for (const char *p = HARD; *p && n < 52; p += p[2] ? 3 : 2)
    if (wn_card_parse(p, 2, &cards[n++]) != 0)
      return 1;
  double *us = malloc((size_t)runs * sizeof *us);
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
  printf("accordion_cf208b: %s, %llu positions; %s context; %ld solves: "
         "best %.1f us, median %.1f us\n",
         wn_verdict_name(v), states, reuse ? "one" : "a fresh", runs, us[0],
         us[runs / 2]);
  free(us);
  return 0;
}
