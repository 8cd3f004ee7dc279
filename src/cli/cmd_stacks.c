/*
** cmd_stacks.c: "winnable stacks": decide each case of each contest
** input and print "Case #x: POSSIBLE" / "IMPOSSIBLE" ("UNKNOWN" when a
** limit ran out); --moves adds a winning move list after each POSSIBLE,
** --json one object per case instead. Cases are numbered from 1 in each
** input.
*/
#include "cli/cli.h"
#include "winnable/stacks.h"

struct run {
  stacks_ctx *ctx;
  struct cli_solve s;
};

static const char *answer(int verdict) {
  static const char *const words[3] = {"IMPOSSIBLE", "POSSIBLE", "UNKNOWN"};
  return words[verdict];
}

static void print_json(struct run *st, const struct cli_input *in,
                       const stacks_reader *sr, int verdict, double seconds) {
  cli_json_case(in);
  printf(",\"stacks\":%zu,\"cards\":%zu,\"suits\":%zu,\"verdict\":\"%s\","
         "\"answer\":\"%s\"", sr->n, sr->c, stacks_suits(st->ctx),
         wn_verdict_name(verdict), answer(verdict));
  if (verdict == WN_WIN) {
    size_t nmoves;
    const stacks_move *moves = stacks_proof(st->ctx, &nmoves);
    fputs(",\"moves\":[", stdout);
    stacks_write_moves(stdout, moves, nmoves, ",", "\"");
    putchar(']');
  }
  if (verdict == WN_LOSS)
    printf(",\"reason\":\"%s\"",
           stacks_reason_text(stacks_reason_of(st->ctx)));
  cli_json_end(verdict == WN_UNKNOWN
                   ? wn_limit_name(stacks_limit_hit(st->ctx)) : NULL,
               stacks_states(st->ctx), seconds);
}

static void print_plain(struct run *st, const struct cli_input *in,
                        int verdict) {
  printf("Case #%llu: %s\n", (unsigned long long)in->ncase, answer(verdict));
  if (st->s.moves && verdict == WN_WIN) {
    size_t nmoves;
    const stacks_move *moves = stacks_proof(st->ctx, &nmoves);
    stacks_write_moves(stdout, moves, nmoves, " ", "");
    putchar('\n');
  }
}

static int solve_stream(void *run, struct cli_input *in) {
  struct run *st = run;
  stacks_reader sr;
  stacks_reader_init(&sr, &in->r, cli_prefault_allocator());
  unsigned flags = st->s.moves || st->s.json ? STACKS_MOVES : 0;
  int rc = 0;
  /* a failed write ends the run: cli_finish reports it */
  while (!cli_output_failed() && !cli_case_done(in) &&
         (rc = stacks_read(&sr)) == 1) {
    in->ncase++;
    if (cli_case_skip(in))
      continue;
    double t0 = cli_clock();
    int verdict = stacks_solve(st->ctx, (const stacks_card *const *)sr.stacks,
                               sr.n, sr.c, flags);
    if (verdict < 0) {
      rc = verdict;
      break;
    }
    if (st->s.json)
      print_json(st, in, &sr, verdict, cli_clock() - t0);
    else
      print_plain(st, in, verdict);
  }
  stacks_reader_release(&sr);
  return rc == 1 ? 0 : rc; /* 1: stopped after the case of --case */
}

int cmd_stacks(int argc, char **argv) {
  struct run st = {0};
  cli_solve_defaults(&st.s);
  struct cli_opt opts[] = {CLI_SOLVE_OPTS(&st.s), CLI_OPT_END};
  const struct cli_command cmd = {
    "winnable stacks [options] [FILE...]",
    "Decide each Stack Management case (Code Jam 2017 World Finals input)\n"
    "and print Case #x: POSSIBLE or IMPOSSIBLE. --moves prints a winning\n"
    "move list (rS removes the top of stack S, mS>T moves it onto the\n"
    "empty stack T); --json also gives the reason for IMPOSSIBLE.",
    opts};
  int nargs, rc = cli_parse(&cmd, argc, argv, &nargs);
  if (rc)
    return rc == 1 ? cli_finish(EXIT_OK) : rc;
  if (!(st.ctx = stacks_new(cli_prefault_allocator())))
    return cli_fail(WN_ENOMEM, NULL);
  wn_limits limits;
  cli_solve_limits(&st.s, &limits);
  stacks_set_limits(st.ctx, &limits);
  rc = cli_each_input_case(nargs, argv, st.s.only_case, solve_stream, &st);
  stacks_free(st.ctx);
  return cli_finish(rc);
}
