/*
** hitormiss_bench.c: deals per second of hitormiss_play (one deck at a
** time), of hitormiss_play_many (the batch engine: decks 256 at a time,
** played several at once) and of a straightforward step-by-step
** simulation, on the same seeded shuffled decks, in the same run.
**
** The stepper below turns one card per player per cycle (ring buffers)
** and stops after 676 cycles without a hit, the rule docs/hitormiss.md proves; it is
** what a contest solution does. Decks are dealt before the clock
** starts; each figure is the best of --passes passes over the decks.
** The engines' win counts are printed, and any deck on which the
** stepper and another engine disagree is counted, so a broken figure is
** visible.
**
** usage: hitormiss_bench [--count N] [--seed S] [--passes K]
**                        [--players P] [--engine all|both|fast|batch|step]
**                        [--wide 0|1] [--cpu 0|1] [--mixed 0|1]
** (both: fast and step; all, the default: the three). --wide 0 turns the
** AVX-512 passes off, to time the SSE2 masks on a machine that has both;
** --cpu 1 times by CPU time (see now()); --mixed 1 gives deck i the
** player count bench/hitormiss_contest.sh gives set i (1..10, about
** 300 of each in 3,000), for the contest mix without reading a file.
** Without --players: 1 and 10 players. Figures only; never fails.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "winnable.h"
#include "games/hitormiss_engine.h"

/* --cpu: time by the process's CPU clock, not the wall clock, so that
** "per core" holds on a loaded machine (time spent descheduled is not
** counted; other work's effect on the caches still is). */
static int cpu_clock;

static double now(void) {
  if (!cpu_clock)
    return wn_now(); /* the wall clock (was now() itself: a loop for ever) */
  struct timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

#define IDLE_LIMIT 676 /* 13 * 52 cycles without a hit: stuck */

struct seat {
  uint8_t q[64];           /* ring: q[head & 63] is the top */
  unsigned head, len, count;
};

/* One cycle at a time until won (1) or IDLE_LIMIT idle cycles (0). */
static int step_play(const uint8_t *ranks, int players, uint8_t *last) {
  struct seat s[HITORMISS_MAX_PLAYERS];
  memset(s, 0, sizeof s);
  for (int j = 0; j < players; j++)
    s[j].count = 1;
  memcpy(s[0].q, ranks, 52);
  s[0].len = 52;
  unsigned idle = 0, discarded = 0;
  while (idle < IDLE_LIMIT) {
    int passed[HITORMISS_MAX_PLAYERS] = {0}, hit = 0;
    for (int j = 0; j < players; j++) {
      passed[j] = 0;
      if (!s[j].len)
        continue;
      unsigned top = s[j].q[s[j].head++ & 63];
      if (top == s[j].count) {
        passed[j] = (int)top;
        last[j] = (uint8_t)top;
        s[j].len--;
        hit = 1;
      } else {
        s[j].q[(s[j].head + s[j].len - 1) & 63] = (uint8_t)top;
      }
      s[j].count = s[j].count == 13 ? 1 : s[j].count + 1;
    }
    for (int j = 1; j < players; j++)
      if (passed[j - 1])
        s[j].q[(s[j].head + s[j].len++) & 63] = (uint8_t)passed[j - 1];
    if (passed[players - 1] && ++discarded == 52)
      return 1;
    idle = hit ? 0 : idle + 1;
  }
  return 0;
}

struct figures {
  double rate;       /* deals per second, best pass */
  unsigned long wins;
};

static struct figures run_fast(hitormiss_ctx *ctx, const uint8_t *ranks,
                               size_t n, const int *players, int passes,
                               uint8_t *verdicts) {
  struct figures f = {0, 0};
  for (int pass = 0; pass < passes; pass++) {
    unsigned long wins = 0;
    double t0 = now();
    for (size_t i = 0; i < n; i++) {
      int v = hitormiss_play(ctx, ranks + 52 * i, players[i]);
      wins += v == WN_WIN;
      verdicts[i] = (uint8_t)v;
    }
    double rate = (double)n / (now() - t0);
    if (rate > f.rate)
      f.rate = rate;
    f.wins = wins;
  }
  return f;
}

#define BATCH 256

static struct figures run_batch(hitormiss_ctx *ctx, const uint8_t *ranks,
                                size_t n, const int *players, int passes,
                                uint8_t *verdicts) {
  struct figures f = {0, 0};
  hitormiss_result res[BATCH];
  for (int pass = 0; pass < passes; pass++) {
    unsigned long wins = 0;
    double t0 = now();
    for (size_t i = 0; i < n; i += BATCH) {
      size_t k = n - i < BATCH ? n - i : BATCH;
      hitormiss_play_many(ctx, k, ranks + 52 * i, players + i,
                          HITORMISS_STOP_LOST, res);
      for (size_t j = 0; j < k; j++) {
        wins += res[j].verdict == WN_WIN;
        verdicts[i + j] = (uint8_t)res[j].verdict;
      }
    }
    double rate = (double)n / (now() - t0);
    if (rate > f.rate)
      f.rate = rate;
    f.wins = wins;
  }
  return f;
}

static struct figures run_step(const uint8_t *ranks, size_t n,
                               const int *players,
                               int passes, uint8_t *verdicts) {
  struct figures f = {0, 0};
  uint8_t last[HITORMISS_MAX_PLAYERS];
  for (int pass = 0; pass < passes; pass++) {
    unsigned long wins = 0;
    double t0 = now();
    for (size_t i = 0; i < n; i++) {
      int v = step_play(ranks + 52 * i, players[i], last);
      wins += (unsigned long)v;
      verdicts[i] = (uint8_t)(v ? WN_WIN : WN_LOSS);
    }
    double rate = (double)n / (now() - t0);
    if (rate > f.rate)
      f.rate = rate;
    f.wins = wins;
  }
  return f;
}

static void bench(hitormiss_ctx *ctx, const uint8_t *ranks, size_t n,
                  const int *players, const char *label, int passes,
                  const char *engine) {
  uint8_t *vf = calloc(n, 1), *vb = calloc(n, 1), *vs = calloc(n, 1);
  struct figures fast = {0, 0}, batch = {0, 0}, step = {0, 0};
  int all = strcmp(engine, "all") == 0, both = strcmp(engine, "both") == 0;
  int do_fast = all || both || strcmp(engine, "fast") == 0;
  int do_batch = all || strcmp(engine, "batch") == 0;
  int do_step = all || both || strcmp(engine, "step") == 0;
  if (do_fast)
    fast = run_fast(ctx, ranks, n, players, passes, vf);
  if (do_batch)
    batch = run_batch(ctx, ranks, n, players, passes, vb);
  if (do_step)
    step = run_step(ranks, n, players, passes, vs);
  printf("players %s  ", label);
  if (do_fast)
    printf("fast %10.0f deals/s (win %5.1f%%)  ", fast.rate,
           100.0 * (double)fast.wins / (double)n);
  if (do_batch)
    printf("batch %10.0f deals/s (win %5.1f%%)  ", batch.rate,
           100.0 * (double)batch.wins / (double)n);
  if (do_step)
    printf("step %9.0f deals/s (win %5.1f%%)  ", step.rate,
           100.0 * (double)step.wins / (double)n);
  if (do_step && (do_fast || do_batch)) {
    size_t differ = 0;
    for (size_t i = 0; i < n; i++)
      differ += (do_fast && vf[i] != vs[i]) || (do_batch && vb[i] != vs[i]);
    printf("speed-up %6.1fx  disagree %zu",
           (do_batch ? batch.rate : fast.rate) / step.rate, differ);
  }
  printf("\n");
  free(vf);
  free(vb);
  free(vs);
}

int main(int argc, char **argv) {
  unsigned long long count = 20000, seed = 1, passes = 3, players = 0;
  unsigned long long wide = 1, mixed = 0;
  const char *engine = "all";
  for (int k = 1; k + 1 < argc; k += 2) {
    if (strcmp(argv[k], "--count") == 0)
      count = strtoull(argv[k + 1], NULL, 10);
    else if (strcmp(argv[k], "--seed") == 0)
      seed = strtoull(argv[k + 1], NULL, 10);
    else if (strcmp(argv[k], "--passes") == 0)
      passes = strtoull(argv[k + 1], NULL, 10);
    else if (strcmp(argv[k], "--players") == 0)
      players = strtoull(argv[k + 1], NULL, 10);
    else if (strcmp(argv[k], "--mixed") == 0)
      mixed = strtoull(argv[k + 1], NULL, 10);
    else if (strcmp(argv[k], "--cpu") == 0)
      cpu_clock = strtoull(argv[k + 1], NULL, 10) != 0;
    else if (strcmp(argv[k], "--wide") == 0)
      wide = strtoull(argv[k + 1], NULL, 10);
    else if (strcmp(argv[k], "--engine") == 0)
      engine = argv[k + 1];
    else {
      fprintf(stderr, "hitormiss_bench: unknown option %s\n", argv[k]);
      return 2;
    }
  }
  if (count == 0 || passes == 0 || players > HITORMISS_MAX_PLAYERS) {
    fprintf(stderr, "hitormiss_bench: bad --count, --passes or --players\n");
    return 2;
  }
  uint8_t *ranks = malloc(52 * count);
  hitormiss_ctx *ctx = hitormiss_new(NULL);
  if (!ranks || !ctx) {
    fprintf(stderr, "hitormiss_bench: out of memory\n");
    return 1;
  }
  for (unsigned long long i = 0; i < count; i++) {
    uint8_t deck[52];
    hitormiss_deal(seed, i, deck);
    for (int k = 0; k < 52; k++)
      ranks[52 * i + k] = (uint8_t)wn_card_rank(deck[k]);
  }
  hitormiss_use_wide(ctx, wide != 0);
  printf("hitormiss_bench: %llu shuffled decks (seed %llu), best of %llu "
         "passes, one core%s\n", count, seed, passes,
         cpu_clock ? ", CPU time" : "");
  int *pl = malloc(sizeof *pl * count);
  if (!pl) {
    fprintf(stderr, "hitormiss_bench: out of memory\n");
    return 1;
  }
  if (mixed) { /* bench/hitormiss_contest.sh's player counts */
    uint32_t x = (uint32_t)seed;
    for (unsigned long long i = 0; i < count; i++) {
      x = 1664525u * x + 1013904223u;
      pl[i] = 1 + (int)(x / 65536 % 10);
    }
    bench(ctx, ranks, count, pl, "1-10", (int)passes, engine);
  }
  for (int p = 1; !mixed && p <= HITORMISS_MAX_PLAYERS; p++) {
    if (players ? p != (int)players : p != 1 && p != 10)
      continue;
    char label[8];
    snprintf(label, sizeof label, "%2d", p);
    for (unsigned long long i = 0; i < count; i++)
      pl[i] = p;
    bench(ctx, ranks, count, pl, label, (int)passes, engine);
  }
  free(pl);
  hitormiss_free(ctx);
  free(ranks);
  return 0;
}
