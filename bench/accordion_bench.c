/*
** accordion_bench.c: speed of the Accordion solver on seeded random
** deals or on a file of deals. Prints win/loss/unknown counts, deals per
** second, and the median, p95, p99 and maximum of CPU seconds and
** states per deal.
**
** usage: accordion_bench [--cards K] [--count N] [--seed S]
**                        [--rule any|rightmost] [--max-states M]
**                        [--hint 1] [--file FILE] [--each 1]
**                        [--family PRESET]
** --hint 1 times accordion_hint (every legal move of the deal valued)
** instead of accordion_solve; states are then summed over the moves.
** --file reads deal lines (one deal per line, '#' comments) instead of
** dealing, e.g. the hard set bench/accordion_hard.txt; --each 1 prints
** verdict, positions and CPU seconds of every deal. --family solves
** under a preset of the Accordion family (accordion_rules_preset);
** revenge's goal is card (deal index mod 52).
** Figures only; it never passes or fails.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "winnable.h"
#include "bench_util.h"

/* CPU seconds of this process: the machine may be busy. */
static double cpu_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static double pct(const double *sorted, size_t n, double p) {
  size_t k = (size_t)(p * (double)(n - 1) + 0.5);
  return sorted[k < n ? k : n - 1];
}

static void summary(const char *what, double *v, size_t n, const char *fmt) {
  qsort(v, n, sizeof *v, bench_cmp_double);
  printf("%-16s median ", what);
  printf(fmt, pct(v, n, 0.5));
  printf("  p95 ");
  printf(fmt, pct(v, n, 0.95));
  printf("  p99 ");
  printf(fmt, pct(v, n, 0.99));
  printf("  max ");
  printf(fmt, v[n - 1]);
  printf("\n");
}

int main(int argc, char **argv) {
  unsigned long long cards = 52, count = 1000, seed = 1, max_states = 0;
  unsigned long long each = 0;
  const char *file = NULL, *family = NULL;
  int hint = 0;
  accordion_rule rule = ACCORDION_ANY;
  for (int k = 1; k + 1 < argc; k += 2) {
    if (!strcmp(argv[k], "--cards")) cards = strtoull(argv[k + 1], 0, 10);
    else if (!strcmp(argv[k], "--count")) count = strtoull(argv[k + 1], 0, 10);
    else if (!strcmp(argv[k], "--seed")) seed = strtoull(argv[k + 1], 0, 10);
    else if (!strcmp(argv[k], "--max-states"))
      max_states = strtoull(argv[k + 1], 0, 10);
    else if (!strcmp(argv[k], "--each")) each = strtoull(argv[k + 1], 0, 10);
    else if (!strcmp(argv[k], "--file")) file = argv[k + 1];
    else if (!strcmp(argv[k], "--hint")) hint = atoi(argv[k + 1]);
    else if (!strcmp(argv[k], "--family")) family = argv[k + 1];
    else if (!strcmp(argv[k], "--rule"))
      accordion_rule_parse(argv[k + 1], &rule);
  }
  uint8_t *fdeals = NULL;
  size_t *flen = NULL;
  if (file) {
    count = bench_read_deals(file, &fdeals, &flen);
    cards = BENCH_DEAL_MAX;
  }
  accordion_rules rules = ACCORDION_RULES_CLASSIC;
  if (cards < 1 || cards > ACCORDION_MAX_CARDS || count < 1 ||
      (family && accordion_rules_preset(family, &rules)))
    return 2;
  accordion_ctx *ctx = accordion_new(NULL);
  wn_limits lim = {max_states, 0, 0, NULL, NULL};
  accordion_set_limits(ctx, &lim);
  double *secs = malloc(count * sizeof *secs);
  double *states = malloc(count * sizeof *states);
  uint8_t *deal = malloc(cards);
  unsigned long long tally[3] = {0, 0, 0};
  double worst = 0, t_all = cpu_now();
  unsigned long long worst_index = 0;
  for (unsigned long long i = 0; i < count; i++) {
    size_t n = cards;
    if (file) {
      n = flen[i];
      memcpy(deal, fdeals + i * BENCH_DEAL_MAX, n);
    } else {
      accordion_deal(seed, i, cards, deal);
    }
    if (family && !strcmp(family, "revenge"))
      rules.goal = (int)(i % WN_NCARDS);
    accordion_set_rules(ctx, &rules);
    double t0 = cpu_now();
    int v = hint ? accordion_hint(ctx, deal, n, rule)
                 : accordion_solve(ctx, deal, n, rule);
    secs[i] = cpu_now() - t0;
    states[i] = (double)accordion_states(ctx);
    if (v < 0 || v > 2)
      return 1;
    tally[v]++;
    if (each)
      printf("%llu %s %.0f %.6f\n", i, v == WN_WIN ? "win" :
             v == WN_LOSS ? "loss" : "unknown", states[i], secs[i]);
    if (secs[i] > worst) {
      worst = secs[i];
      worst_index = i;
    }
  }
  t_all = cpu_now() - t_all;
  if (file)
    printf("accordion %s rule=%s file=%s deals=%llu\n",
           hint ? "hint" : "solve", accordion_rule_name(rule), file, count);
  else
    printf("accordion %s rule=%s%s%s cards=%llu seed=%llu deals=%llu\n",
           hint ? "hint" : "solve", accordion_rule_name(rule),
           family ? " family=" : "", family ? family : "", cards, seed,
           count);
  printf("wins %llu  losses %llu  unknown %llu\n", tally[WN_WIN],
         tally[WN_LOSS], tally[WN_UNKNOWN]);
  printf("total %.3f s cpu  %.0f deals/s  slowest deal index %llu\n", t_all,
         (double)count / t_all, worst_index);
  summary("cpu s/deal", secs, count, "%.6f");
  summary("states/deal", states, count, "%.0f");
  printf("peak memory %.1f MB\n", (double)accordion_peak_memory(ctx) / 1e6);
  accordion_free(ctx);
  free(secs);
  free(states);
  free(deal);
  free(fdeals);
  free(flen);
  return 0;
}
