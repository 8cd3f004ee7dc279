/*
** check_stacks.c: "winnable check stacks INPUT OUTPUT". A POSSIBLE with
** moves is judged by replaying them (stacks_replay, the library's
** checker that shares nothing with the solver); any other claim, and a
** POSSIBLE without moves, against the solver's decision. UNKNOWN is a
** wrong answer: every case has a definite answer, and UNKNOWN is not
** it (it is a word of our output, so not a presentation error).
*/
#include "check/check.h"

static const char *const WORD[3] = {"IMPOSSIBLE", "POSSIBLE", "UNKNOWN"};

/* Judge one case: CHECK_GO_ON or the status after saying why. */
static int judge_case(stacks_ctx *ctx, const struct check_run *run,
                      const stacks_reader *sr, const stacks_answer *sa) {
  uint64_t k = sa->a.ncase;
  const stacks_card *const *stacks = (const stacks_card *const *)sr->stacks;
  if (sa->verdict == WN_UNKNOWN)
    return check_wrong(k, "UNKNOWN is not an answer");
  if (sa->verdict == WN_WIN && sa->proof) {
    wn_replay rep;
    int rc = stacks_replay(NULL, stacks, sr->n, sr->c, sa->moves, sa->nmoves,
                           &rep);
    if (rc == 1)
      return CHECK_GO_ON;
    return rc == 0 || rc == WN_EMOVE ? check_wrong(k, "%s", rep.why)
                                     : check_code_fail(k, rc);
  }
  int v = stacks_solve(ctx, stacks, sr->n, sr->c, 0);
  if (v < 0)
    return check_code_fail(k, v);
  if (v == WN_UNKNOWN)
    return check_undecided(k, WORD[sa->verdict], stacks_limit_hit(ctx));
  if (v == WN_LOSS && sa->verdict == WN_WIN)
    return check_wrong(k, "expected IMPOSSIBLE (%s), found POSSIBLE",
                       stacks_reason_text(stacks_reason_of(ctx)));
  if (v != sa->verdict)
    return check_wrong(k, "expected POSSIBLE, found IMPOSSIBLE");
  if (sa->proof)
    return check_presentation(run, k, sa->line, sa->col,
                              "moves after IMPOSSIBLE");
  return CHECK_GO_ON;
}

static int judge(void *game, struct check_run *run) {
  (void)game;
  stacks_ctx *ctx = stacks_new(NULL);
  if (!ctx)
    return check_code_fail(0, WN_ENOMEM);
  stacks_set_limits(ctx, &run->limits);
  stacks_reader sr;
  stacks_answer sa;
  stacks_reader_init(&sr, &run->in, NULL);
  stacks_answer_init(&sa, &run->out, run->alloc);
  int rc, status = CHECK_GO_ON;
  while (status == CHECK_GO_ON && (rc = stacks_read(&sr)) == 1) {
    int got = stacks_answer_read(&sa);
    status = got == 1 ? judge_case(ctx, run, &sr, &sa)
                      : check_answer_fail(run, sr.ncase, got);
  }
  if (status == CHECK_GO_ON)
    status = rc < 0 ? check_input_fail(run, rc)
                    : check_end(run, &sa.a, sr.ncase);
  stacks_answer_release(&sa);
  stacks_reader_release(&sr);
  stacks_free(ctx);
  return status;
}

int check_stacks(int argc, char **argv) {
  struct cli_solve s;
  struct check_conv conv = {0, 0};
  cli_solve_defaults(&s);
  struct cli_opt opts[] = {CHECK_OPTS(&s, &conv), CLI_OPT_END};
  const struct cli_command cmd = {
    "winnable check stacks [options] INPUT OUTPUT\n"
    "       winnable check stacks --testlib INPUT OUTPUT ANSWER\n"
    "       winnable check stacks --icpc INPUT ANSWER FEEDBACK_DIR < OUTPUT",
    "Judge OUTPUT, the Case #x: POSSIBLE / IMPOSSIBLE lines a program\n"
    "printed for the Stack Management contest INPUT, with or without\n"
    "move lists (--moves): each POSSIBLE with moves must replay to a win,\n"
    "every other answer must be the solver's.",
    opts};
  const struct check_game g = {&cmd, &s, &conv, NULL, judge, NULL};
  return check_main(&g, argc, argv);
}
