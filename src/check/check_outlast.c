/*
** check_outlast.c: "winnable check outlast INPUT OUTPUT". Each count is
** compared with the solver's; the winning first moves, when the output
** lists them (--moves), must each leave Grundy value 0, appear once,
** and number as many as the count says (any order). UNKNOWN is a wrong
** answer.
*/
#include <stdlib.h>
#include "check/check.h"

/* Judge the listed moves against the solved board. */
static int judge_moves(outlast_ctx *ctx, const outlast_reader *o,
                       const outlast_answer *oa, uint64_t count) {
  uint64_t k = oa->a.ncase;
  size_t nall, rows = o->rows, cols = o->cols;
  const outlast_move *all = outlast_moves(ctx, &nall);
  /* per cell: -1 not an X cell, else the value left, then -2 once listed */
  int64_t *cell = malloc(rows * cols * sizeof *cell);
  if (!cell)
    return check_code_fail(k, WN_ENOMEM);
  for (size_t i = 0; i < rows * cols; i++)
    cell[i] = -1;
  for (size_t i = 0; i < nall; i++)
    cell[(all[i].row - 1) * cols + all[i].col - 1] = all[i].grundy;
  int status = CHECK_GO_ON;
  for (size_t i = 0; i < oa->nmoves && status == CHECK_GO_ON; i++) {
    uint32_t r = oa->moves[i].row, c = oa->moves[i].col;
    int64_t *at = r <= rows && c <= cols ? &cell[(r - 1) * cols + c - 1]
                                         : NULL;
    const char *why = !at ? "is off the board"
                    : *at == -1 ? "is not an X cell"
                    : *at == -2 ? "is listed twice" : NULL;
    if (why)
      status = check_wrong(k, "move %zu (%u,%u) %s", i + 1, r, c, why);
    else if (*at != 0)
      status = check_wrong(k, "move %zu (%u,%u) leaves Grundy value %lld, "
                           "not 0", i + 1, r, c, (long long)*at);
    else
      *at = -2;
  }
  if (status == CHECK_GO_ON && oa->nmoves != count)
    status = check_wrong(k, "%zu winning moves listed, expected %llu",
                         oa->nmoves, (unsigned long long)count);
  free(cell);
  return status;
}

/* Judge one case: CHECK_GO_ON or the status after saying why. */
static int judge_case(outlast_ctx *ctx, const outlast_reader *o,
                      const outlast_answer *oa) {
  uint64_t k = oa->a.ncase;
  if (oa->unknown)
    return check_wrong(k, "UNKNOWN is not an answer");
  int v = outlast_solve(ctx, o->cells, o->rows, o->cols);
  if (v < 0)
    return check_code_fail(k, v);
  char claim[32];
  snprintf(claim, sizeof claim, "%lld", (long long)oa->count);
  if (v == WN_UNKNOWN)
    return check_undecided(k, claim, outlast_limit_hit(ctx));
  uint64_t count = outlast_winning_count(ctx);
  if (oa->count < 0 || count != (uint64_t)oa->count)
    return check_wrong(k, "expected %llu, found %s",
                       (unsigned long long)count, claim);
  return oa->proof ? judge_moves(ctx, o, oa, count) : CHECK_GO_ON;
}

static int judge(void *game, struct check_run *run) {
  (void)game;
  outlast_ctx *ctx = outlast_new(NULL);
  if (!ctx)
    return check_code_fail(0, WN_ENOMEM);
  outlast_set_limits(ctx, &run->limits);
  outlast_reader o;
  outlast_answer oa;
  outlast_reader_init(&o, &run->in, NULL);
  outlast_answer_init(&oa, &run->out, run->alloc);
  int rc, status = CHECK_GO_ON;
  while (status == CHECK_GO_ON && (rc = outlast_read(&o)) == 1) {
    int got = outlast_answer_read(&oa);
    status = got == 1 ? judge_case(ctx, &o, &oa)
                      : check_answer_fail(run, oa.a.ncase, got);
  }
  if (status == CHECK_GO_ON)
    status = rc < 0 ? check_input_fail(run, rc)
                    : check_end(run, &oa.a, oa.a.ncase);
  outlast_answer_release(&oa);
  outlast_reader_release(&o);
  outlast_free(ctx);
  return status;
}

int check_outlast(int argc, char **argv) {
  struct cli_solve s;
  struct check_conv conv = {0, 0};
  cli_solve_defaults(&s);
  struct cli_opt opts[] = {CHECK_OPTS(&s, &conv), CLI_OPT_END};
  const struct cli_command cmd = {
    "winnable check outlast [options] INPUT OUTPUT\n"
    "       winnable check outlast --testlib INPUT OUTPUT ANSWER\n"
    "       winnable check outlast --icpc INPUT ANSWER FEEDBACK_DIR < OUTPUT",
    "Judge OUTPUT, the Case #x: y lines a program printed for the Inventor\n"
    "Outlasting INPUT: each count must be the solver's, and the winning\n"
    "first moves, when listed (--moves), exactly those moves.",
    opts};
  const struct check_game g = {&cmd, &s, &conv, NULL, judge, NULL};
  return check_main(&g, argc, argv);
}
