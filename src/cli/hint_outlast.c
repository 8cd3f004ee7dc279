/*
** hint_outlast.c: "winnable hint outlast": for each board of each
** contest input, one line "r,c:VALUE ..." valuing every first move
** (every X cell, row-major): win when the position it leaves has
** Grundy value 0, loss otherwise, unknown for every move when a limit
** ran out; --json adds each move's Grundy value, the numbers of
** "winnable outlast --json --all-moves". Only the start position is
** hinted: a position after some moves is not a board of the input
** format, so --after is refused.
*/
#include "cli/cli.h"

struct run {
  outlast_ctx *ctx;
  struct cli_solve s;
};

/* A move's value: it wins when it leaves Grundy value 0. */
static int value(const outlast_move *m, int verdict) {
  if (verdict == WN_UNKNOWN)
    return WN_UNKNOWN;
  return m->grundy == 0 ? WN_WIN : WN_LOSS;
}

/* The X cells of the board, as moves of unknown value (a limit ran out). */
static void print_unknown(const outlast_reader *o, int json) {
  size_t printed = 0;
  for (size_t r = 0; r < o->rows; r++)
    for (size_t c = 0; c < o->cols; c++) {
      if (!o->cells[r * o->cols + c])
        continue;
      char m[48];
      snprintf(m, sizeof m, "%zu,%zu", r + 1, c + 1);
      cli_hint_value(printed++, m, WN_UNKNOWN, json);
      if (json)
        putchar('}');
    }
}

static void print_hints(const struct run *st, const outlast_reader *o,
                        int verdict) {
  if (verdict == WN_UNKNOWN) {
    print_unknown(o, st->s.json);
    return;
  }
  size_t n;
  const outlast_move *m = outlast_moves(st->ctx, &n);
  for (size_t k = 0; k < n; k++) {
    char text[32];
    snprintf(text, sizeof text, "%u,%u", m[k].row, m[k].col);
    cli_hint_value(k, text, value(&m[k], verdict), st->s.json);
    if (st->s.json)
      printf(",\"grundy\":%u}", m[k].grundy);
  }
}

static int hint_stream(void *run, struct cli_input *in) {
  struct run *st = run;
  outlast_reader o;
  outlast_reader_init(&o, &in->r, NULL);
  int rc;
  while (!cli_case_done(in) && (rc = outlast_read(&o)) == 1) {
    in->ncase++; /* counted first: an error names this case */
    if (cli_case_skip(in))
      continue;
    double t0 = cli_clock();
    int verdict = outlast_solve(st->ctx, o.cells, o.rows, o.cols);
    if (verdict < 0) {
      rc = verdict;
      break;
    }
    if (st->s.json) {
      cli_json_case(in);
      printf(",\"rows\":%zu,\"cols\":%zu,\"verdict\":\"%s\",\"hints\":[",
             o.rows, o.cols, wn_verdict_name(verdict));
    }
    print_hints(st, &o, verdict);
    if (!st->s.json) {
      putchar('\n');
      continue;
    }
    putchar(']');
    if (verdict != WN_UNKNOWN)
      printf(",\"grundy\":%u", outlast_grundy(st->ctx));
    cli_json_end(verdict == WN_UNKNOWN
                     ? wn_limit_name(outlast_limit_hit(st->ctx)) : NULL,
                 outlast_states(st->ctx), cli_clock() - t0);
  }
  outlast_reader_release(&o);
  return rc == 1 ? 0 : rc; /* 1: stopped after the case of --case */
}

int hint_outlast(int argc, char **argv) {
  struct run st = {0};
  const char *after = NULL;
  cli_solve_defaults(&st.s);
  struct cli_opt opts[] = {
    {"after", CLI_STRING, &after, "MOVES",
     "refused: only the start position of a board is hinted", 0, 0},
    CLI_SOLVE_OPTS(&st.s), CLI_OPT_END};
  cli_opt_rehelp(opts, "moves", "accepted; the values are the whole answer");
  const struct cli_command cmd = {
    "winnable hint outlast [options] [FILE...]",
    "Value every first move (X cell, r,c) of each Inventor Outlasting\n"
    "board: win if the position it leaves has Grundy value 0, else loss.\n"
    "--json adds the Grundy values. Start positions only (no --after).",
    opts};
  int nargs, rc = cli_parse(&cmd, argc, argv, &nargs);
  if (rc)
    return rc == 1 ? cli_finish(EXIT_OK) : rc;
  if (after) {
    cli_error("hint outlast: --after is not supported: only the start "
              "position of a board is hinted");
    return EXIT_USAGE;
  }
  if (!(st.ctx = outlast_new(NULL)))
    return cli_fail(WN_ENOMEM, NULL);
  wn_limits limits;
  cli_solve_limits(&st.s, &limits);
  outlast_set_limits(st.ctx, &limits);
  rc = cli_each_input_case(nargs, argv, st.s.only_case, hint_stream,
                               &st);
  outlast_free(st.ctx);
  return cli_finish(rc);
}
