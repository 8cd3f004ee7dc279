/*
** cmd_outlast.c: "winnable outlast": read Inventor Outlasting contest
** input and print "Case #x: y", y the number of winning first moves
** ("UNKNOWN" when a limit ran out); --moves adds those moves as r,c on
** the next line, --json one object per case with the Grundy values.
** Cases are numbered from 1 in each input, as in the contest.
*/
#include "cli/cli.h"

struct run {
  outlast_ctx *ctx;
  struct cli_solve s;
  int all_moves;
};

/* The moves whose value is 0 (or all with 'all'), as r,c words. */
static void print_moves(const outlast_ctx *ctx, const char *sep,
                        const char *quote, int all) {
  size_t n, printed = 0;
  const outlast_move *m = outlast_moves(ctx, &n);
  for (size_t k = 0; k < n; k++) {
    if (!all && m[k].grundy != 0)
      continue;
    printf("%s%s%u,%u%s", printed++ ? sep : "", all ? "{\"move\":\"" : quote,
           m[k].row, m[k].col, all ? "\"" : quote);
    if (all)
      printf(",\"grundy\":%u}", m[k].grundy);
  }
}

static void print_json(const struct run *st, const struct cli_input *in,
                       const outlast_reader *o, int verdict, double seconds) {
  cli_json_case(in);
  printf(",\"rows\":%zu,\"cols\":%zu,\"verdict\":\"%s\"", o->rows, o->cols,
         wn_verdict_name(verdict));
  if (verdict == WN_UNKNOWN) {
    printf(",\"answer\":\"UNKNOWN\",\"limit\":\"%s\"",
           wn_limit_name(outlast_limit_hit(st->ctx)));
  } else {
    /* answer: the contest text, a string in every game; winning: the
    ** same count as a number */
    size_t winning = outlast_winning_count(st->ctx);
    printf(",\"answer\":\"%zu\",\"winning\":%zu,\"grundy\":%u,"
           "\"grundy_even\":%u,\"grundy_odd\":%u,\"moves\":[",
           winning, winning, outlast_grundy(st->ctx),
           outlast_class_grundy(st->ctx, 0),
           outlast_class_grundy(st->ctx, 1));
    print_moves(st->ctx, ",", "\"", 0);
    putchar(']');
    if (st->all_moves) {
      fputs(",\"all_moves\":[", stdout);
      print_moves(st->ctx, ",", "", 1);
      putchar(']');
    }
  }
  cli_json_end(NULL, outlast_states(st->ctx), seconds);
}

/* "512 bytes", "12.5 KiB", "3.0 MiB", "1.2 GiB". */
static void format_size(size_t n, char out[32]) {
  static const char *const unit[] = {"KiB", "MiB", "GiB", "TiB"};
  if (n < 1024) {
    snprintf(out, 32, "%zu bytes", n);
    return;
  }
  double v = (double)n / 1024;
  int u = 0;
  while (v >= 1024 && u < 3) {
    v /= 1024;
    u++;
  }
  snprintf(out, 32, "%.1f %s", v, unit[u]);
}

/* Say why a case was refused for memory; the answer stays UNKNOWN. */
static void report_memory(const outlast_ctx *ctx, const char *name,
                          uint64_t ncase, size_t cap) {
  size_t need = outlast_memory_needed(ctx);
  char want[32], have[32];
  format_size(need, want);
  format_size(cap, have);
  if (need == SIZE_MAX)
    cli_error("%s: case %llu: the board is too large to index its tables",
              name, (unsigned long long)ncase);
  else
    cli_error("%s: case %llu: the board's tables need %s, past "
              "--max-memory %s", name, (unsigned long long)ncase, want, have);
}

static int solve_stream(void *run, struct cli_input *in) {
  struct run *st = run;
  outlast_reader o;
  outlast_reader_init(&o, &in->r, NULL);
  int rc = 0;
  /* a failed write ends the run: cli_finish reports it */
  while (!cli_output_failed() && !cli_case_done(in) &&
         (rc = outlast_read(&o)) == 1) {
    in->ncase++;
    if (cli_case_skip(in))
      continue;
    double t0 = cli_clock();
    int verdict = outlast_solve(st->ctx, o.cells, o.rows, o.cols);
    if (verdict < 0) {
      rc = verdict;
      break;
    }
    if (verdict == WN_UNKNOWN &&
        outlast_limit_hit(st->ctx) == WN_LIMIT_MEMORY)
      report_memory(st->ctx, in->name, in->ncase, st->s.max_memory);
    if (st->s.json) {
      print_json(st, in, &o, verdict, cli_clock() - t0);
    } else if (verdict == WN_UNKNOWN) {
      printf("Case #%llu: UNKNOWN\n", (unsigned long long)in->ncase);
    } else {
      printf("Case #%llu: %zu\n", (unsigned long long)in->ncase,
             outlast_winning_count(st->ctx));
      if (st->s.moves && outlast_winning_count(st->ctx) > 0) {
        print_moves(st->ctx, " ", "", 0);
        putchar('\n');
      }
    }
  }
  outlast_reader_release(&o);
  return rc == 1 ? 0 : rc; /* 1: stopped after the case of --case */
}

int cmd_outlast(int argc, char **argv) {
  struct run st = {0};
  cli_solve_defaults(&st.s);
  struct cli_opt opts[] = {
    {"all-moves", CLI_FLAG, &st.all_moves, NULL,
     "with --json, add the Grundy value after every first move", 0, 0},
    CLI_SOLVE_OPTS(&st.s), CLI_OPT_END};
  const struct cli_command cmd = {
    "winnable outlast [options] [FILE...]",
    "Count the winning first moves of Inventor Outlasting boards (Code Jam\n"
    "to I/O for Women 2022): T, then per case R C and R rows of X and '.'.",
    opts};
  int nargs, rc = cli_parse(&cmd, argc, argv, &nargs);
  if (rc)
    return rc == 1 ? cli_finish(EXIT_OK) : rc;
  if (!(st.ctx = outlast_new(NULL)))
    return cli_fail(WN_ENOMEM, NULL);
  wn_limits limits;
  cli_solve_limits(&st.s, &limits);
  outlast_set_limits(st.ctx, &limits);
  rc = cli_each_input_case(nargs, argv, st.s.only_case, solve_stream, &st);
  outlast_free(st.ctx);
  return cli_finish(rc);
}
