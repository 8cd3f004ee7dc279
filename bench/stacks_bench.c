/*
** stacks_bench.c: speed of Stack Management reading and solving on a
** Large-size contest input (stacks_gen.c, or a file given).
**
** usage: stacks_bench [--seed S] [--repeat R] [--input FILE]
**        stacks_bench --write FILE [--seed S]   (only write the input)
**
** Prints, for the whole input, the best and median of R runs of: the
** reader alone (with MB/s), reader + decision, reader + decision +
** winning move lists, and the move lists formatted as --moves prints
** them (into memory). Also the verdicts and the number of moves.
** Figures only; it never passes or fails. The end-to-end time of the
** command itself is measured with hyperfine (see README).
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "winnable.h"
#include "bench_util.h"
#include "winnable/stacks.h"
#include "stacks_gen.h"

enum { READ_ONLY, DECIDE, MOVES, PRINT };

struct tally {
  unsigned long long win, loss, moves, cards;
};

/* One pass over the input held in buf[0..len). Returns seconds. */
static double run(const char *buf, size_t len, int mode, stacks_ctx *ctx,
                  FILE *sink, struct tally *t) {
  FILE *fp = fmemopen((void *)buf, len, "r");
  if (!fp)
    return -1;
  double t0 = wn_now();
  wn_reader r;
  stacks_reader sr;
  wn_reader_init(&r, fp, "bench");
  stacks_reader_init(&sr, &r, NULL);
  int rc;
  memset(t, 0, sizeof *t);
  while ((rc = stacks_read(&sr)) == 1) {
    t->cards += sr.n * sr.c;
    if (mode == READ_ONLY)
      continue;
    int v = stacks_solve(ctx, (const stacks_card *const *)sr.stacks, sr.n,
                         sr.c, mode >= MOVES ? STACKS_MOVES : 0);
    if (v == WN_WIN) {
      size_t n;
      const stacks_move *m = stacks_proof(ctx, &n);
      t->win++;
      t->moves += n;
      if (mode == PRINT) {
        fprintf(sink, "Case #%llu: POSSIBLE\n", (unsigned long long)sr.ncase);
        stacks_write_moves(sink, m, n, " ", "");
        putc('\n', sink);
      }
    } else if (v == WN_LOSS) {
      t->loss++;
    }
  }
  double secs = wn_now() - t0;
  if (rc < 0)
    fprintf(stderr, "stacks_bench: %s at %llu:%llu\n", r.err.msg,
            (unsigned long long)r.err.line, (unsigned long long)r.err.col);
  stacks_reader_release(&sr);
  fclose(fp);
  return secs;
}

int main(int argc, char **argv) {
  unsigned long long seed = 1, repeat = 15;
  const char *input = NULL, *write = NULL;
  for (int k = 1; k + 1 < argc; k += 2) {
    if (!strcmp(argv[k], "--seed")) seed = strtoull(argv[k + 1], 0, 10);
    else if (!strcmp(argv[k], "--repeat"))
      repeat = strtoull(argv[k + 1], 0, 10);
    else if (!strcmp(argv[k], "--input")) input = argv[k + 1];
    else if (!strcmp(argv[k], "--write")) write = argv[k + 1];
  }
  if (write) {
    FILE *out = fopen(write, "w");
    int bad = !out || stacks_gen_large(out, seed) || fclose(out);
    return bad ? 1 : 0;
  }
  char *buf = NULL;
  size_t len = 0;
  FILE *mem = open_memstream(&buf, &len);
  if (input) {
    FILE *in = fopen(input, "rb");
    char chunk[1 << 16];
    size_t got;
    while (in && (got = fread(chunk, 1, sizeof chunk, in)) > 0)
      fwrite(chunk, 1, got, mem);
    if (in)
      fclose(in);
  } else {
    stacks_gen_large(mem, seed);
  }
  fclose(mem);
  if (repeat < 1 || len == 0)
    return 2;
  stacks_ctx *ctx = stacks_new(NULL);
  FILE *sink = fopen("/dev/null", "w");
  double *secs = malloc(repeat * sizeof *secs);
  const char *names[] = {"read", "read+decide", "read+decide+moves",
                         "... and print moves"};
  struct tally t = {0};
  printf("input: %s, %.2f MB\n", input ? input : "generated (stacks_gen.c)",
         (double)len / 1e6);
  for (int mode = READ_ONLY; mode <= PRINT; mode++) {
    for (unsigned long long k = 0; k < repeat; k++)
      secs[k] = run(buf, len, mode, ctx, sink, &t);
    qsort(secs, repeat, sizeof *secs, bench_cmp_double);
    printf("%-20s best %7.2f ms  median %7.2f ms", names[mode],
           secs[0] * 1e3, secs[repeat / 2] * 1e3);
    if (mode == READ_ONLY)
      printf("  (%.0f MB/s, %llu cards in cases)", (double)len / 1e6 / secs[0],
             t.cards);
    printf("\n");
  }
  printf("verdicts: %llu POSSIBLE, %llu IMPOSSIBLE; %llu moves in all\n",
         t.win, t.loss, t.moves);
  free(secs);
  fclose(sink);
  stacks_free(ctx);
  free(buf);
  return 0;
}
