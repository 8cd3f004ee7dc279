/*
** outlast_bench.c: speed and memory of the Inventor Outlasting solver.
**
** 1. Contest size, end to end: T = 100 seeded random boards with
**    R * C <= 200 (half all X, half of random density), written as
**    contest text, then read, solved and printed as "Case #x: y" in
**    memory, --runs times; prints the median and fastest run.
** 2. The slowest contest shape: every all-X board with R * C <= 200
**    and C as large as R allows, alone.
** 3. All-X square boards (--squares, default 20,40,60): seconds,
**    rectangles evaluated and peak memory of a fresh context each.
** 4. With --thin, all-X boards of 3,600 cells in thin shapes (slow).
**
** usage: outlast_bench [--runs N] [--seed S] [--squares A,B,...] [--thin]
**                      [--write FILE]   (FILE: the contest input of 1.)
** Figures only; it never passes or fails.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "winnable.h"
#include "bench_util.h"

#define T 100

/* Contest text of T boards: shape, density and cells from (seed, k). */
static char *contest_text(uint64_t seed, size_t *len) {
  char *text = NULL;
  FILE *out = open_memstream(&text, len);
  static uint8_t cells[200];
  fprintf(out, "%d\n", T);
  for (uint64_t k = 0; k < T; k++) {
    wn_rng rng;
    wn_rng_init(&rng, seed, 1000 + WN_TAG_OUTLAST, k);
    size_t rows = 1 + (size_t)wn_rng_below(&rng, 100);
    size_t maxc = 200 / rows < 100 ? 200 / rows : 100;
    size_t cols = maxc / 2 + 1 + (size_t)wn_rng_below(&rng, maxc - maxc / 2);
    double density = k % 2 ? 0.1 + 0.9 * wn_rng_unit(&rng) : 1.0;
    outlast_deal(seed, k, rows, cols, density, cells);
    fprintf(out, "%zu %zu\n", rows, cols);
    for (size_t r = 0; r < rows; r++) {
      for (size_t c = 0; c < cols; c++)
        fputc(cells[r * cols + c] ? 'X' : '.', out);
      fputc('\n', out);
    }
  }
  fclose(out);
  return text;
}

/* Processor seconds used so far (wall time suffers when cores are shared). */
static double cpu(void) { return (double)clock() / CLOCKS_PER_SEC; }

/* Read, solve and print every case of text; returns seconds, *cpus
   the processor seconds. */
static double end_to_end(const char *text, size_t len, size_t *answers,
                         double *cpus) {
  double t0 = wn_now(), c0 = cpu();
  FILE *in = fmemopen((void *)text, len, "r");
  char *printed = NULL;
  size_t plen = 0;
  FILE *out = open_memstream(&printed, &plen);
  static wn_reader r;
  outlast_reader o;
  wn_reader_init(&r, in, "bench");
  outlast_reader_init(&o, &r, NULL);
  outlast_ctx *ctx = outlast_new(NULL);
  unsigned long long x = 0;
  *answers = 0;
  while (outlast_read(&o) == 1) {
    outlast_solve(ctx, o.cells, o.rows, o.cols);
    fprintf(out, "Case #%llu: %zu\n", ++x, outlast_winning_count(ctx));
    *answers += outlast_winning_count(ctx);
  }
  outlast_free(ctx);
  outlast_reader_release(&o);
  fclose(in);
  fclose(out);
  free(printed);
  *cpus = cpu() - c0;
  return wn_now() - t0;
}

/* Solve one all-X rows x cols board with a fresh context; print it. */
static void all_x(size_t rows, size_t cols, int print) {
  uint8_t *cells = malloc(rows * cols);
  memset(cells, 1, rows * cols);
  outlast_ctx *ctx = outlast_new(NULL);
  double t0 = wn_now(), c0 = cpu();
  int v = outlast_solve(ctx, cells, rows, cols);
  double secs = wn_now() - t0, cpus = cpu() - c0;
  if (print)
    printf("all-X %4zux%-4zu  %8.3f s (cpu %.3f s)  %9llu rectangles  peak "
           "%6.1f MiB  grundy %u (%s, %zu winning moves)\n", rows, cols,
           secs, cpus,
           (unsigned long long)outlast_states(ctx),
           (double)outlast_peak_memory(ctx) / 1048576.0, outlast_grundy(ctx),
           wn_verdict_name(v), outlast_winning_count(ctx));
  outlast_free(ctx);
  free(cells);
}

static void slowest_contest_shape(void) {
  double worst = 0;
  size_t wr = 0, wc = 0;
  for (size_t rows = 1; rows <= 100; rows++) {
    size_t cols = 200 / rows < 100 ? 200 / rows : 100;
    uint8_t cells[200];
    memset(cells, 1, sizeof cells);
    outlast_ctx *ctx = outlast_new(NULL);
    double c0 = cpu();
    outlast_solve(ctx, cells, rows, cols);
    double secs = cpu() - c0;
    outlast_free(ctx);
    if (secs > worst) {
      worst = secs;
      wr = rows;
      wc = cols;
    }
  }
  printf("slowest contest shape: all-X %zux%zu, cpu %.2f ms\n", wr, wc,
         worst * 1e3);
}

int main(int argc, char **argv) {
  unsigned long long runs = 20, seed = 1;
  const char *squares = "20,40,60", *write = NULL;
  int thin = 0;
  for (int k = 1; k < argc; k++) {
    if (!strcmp(argv[k], "--thin")) thin = 1;
    else if (k + 1 >= argc) return 2;
    else if (!strcmp(argv[k], "--runs")) runs = strtoull(argv[++k], 0, 10);
    else if (!strcmp(argv[k], "--seed")) seed = strtoull(argv[++k], 0, 10);
    else if (!strcmp(argv[k], "--squares")) squares = argv[++k];
    else if (!strcmp(argv[k], "--write")) write = argv[++k];
    else return 2;
  }
  if (runs < 1)
    return 2;
  size_t len, answers = 0;
  char *text = contest_text(seed, &len);
  if (write) {
    FILE *f = fopen(write, "w");
    if (!f || fwrite(text, 1, len, f) != len || fclose(f))
      return 1;
  }
  double *secs = malloc(runs * sizeof *secs);
  double *cpus = malloc(runs * sizeof *cpus);
  for (unsigned long long k = 0; k < runs; k++)
    secs[k] = end_to_end(text, len, &answers, &cpus[k]);
  qsort(secs, runs, sizeof *secs, bench_cmp_double);
  qsort(cpus, runs, sizeof *cpus, bench_cmp_double);
  printf("contest size: T=%d boards, R*C <= 200, %zu bytes of input, "
         "%zu winning moves in all\n", T, len, answers);
  printf("end to end (read, solve, print): median %.2f ms (cpu %.2f ms), "
         "fastest %.2f ms (cpu %.2f ms) over %llu runs\n",
         secs[runs / 2] * 1e3, cpus[runs / 2] * 1e3, secs[0] * 1e3,
         cpus[0] * 1e3, runs);
  slowest_contest_shape();
  for (const char *p = squares; *p;) {
    size_t n = strtoull(p, (char **)&p, 10);
    if (n >= 1 && n * n <= OUTLAST_MAX_CELLS)
      all_x(n, n, 1);
    if (*p != ',')
      break;
    p++;
  }
  if (thin) {
    static const size_t shapes[][2] = {{30, 120}, {20, 180}, {10, 360},
                                       {2, 1800}, {1, 3600}};
    for (size_t k = 0; k < 5; k++)
      all_x(shapes[k][0], shapes[k][1], 1);
  }
  free(secs);
  free(cpus);
  free(text);
  return 0;
}
