/*
** check_hitormiss.c: "winnable check hitormiss INPUT OUTPUT". The game
** is deterministic, so every answer is compared with the played game:
** the verdict, each player's last card, and the cycle count when the
** output gives one (--moves). UNKNOWN is a wrong answer.
*/
#include <string.h>
#include "check/check.h"

struct game {
  uint64_t players;    /* --players for deck lines, 0 when not given */
};

/* The answer as the output would print it, into buf. */
static const char *say(char *buf, size_t size, int verdict,
                       const int64_t *last, int players) {
  if (verdict != WN_WIN)
    return verdict == WN_LOSS ? "unwinnable" : "UNKNOWN";
  size_t o = 0;
  for (int j = 0; j < players && o < size; j++)
    o += (size_t)snprintf(buf + o, size - o, j ? " %lld" : "%lld",
                          (long long)last[j]);
  return buf;
}

/* Judge one case: CHECK_GO_ON or the status after saying why. */
static int judge_case(hitormiss_ctx *ctx, const hitormiss_reader *hr,
                      const hitormiss_answer *ha) {
  uint64_t k = ha->a.ncase;
  int p = hr->players;
  char want[160], got[160];
  if (ha->verdict == WN_UNKNOWN)
    return check_wrong(k, "UNKNOWN is not an answer");
  int v = hitormiss_play(ctx, hr->ranks, p);
  if (v < 0)
    return check_code_fail(k, v);
  const char *claim = say(got, sizeof got, ha->verdict, ha->last, p);
  if (v == WN_UNKNOWN)
    return check_undecided(k, claim, hitormiss_limit_hit(ctx));
  int64_t last[HITORMISS_MAX_PLAYERS];
  for (int j = 0; j < p; j++)
    last[j] = hitormiss_last(ctx)[j];
  const char *right = say(want, sizeof want, v, last, p);
  if (strcmp(right, claim) != 0)
    return check_wrong(k, "expected %s, found %s", right, claim);
  uint64_t cycles = hitormiss_cycles(ctx);
  if (ha->has_cycles && (ha->cycles < 0 || (uint64_t)ha->cycles != cycles))
    return check_wrong(k, "expected %llu cycles, found %lld",
                       (unsigned long long)cycles, (long long)ha->cycles);
  return CHECK_GO_ON;
}

static int judge(void *game, struct check_run *run) {
  const struct game *x = game;
  hitormiss_ctx *ctx = hitormiss_new(NULL);
  if (!ctx)
    return check_code_fail(0, WN_ENOMEM);
  hitormiss_set_limits(ctx, &run->limits);
  hitormiss_reader hr;
  hitormiss_answer ha;
  hitormiss_reader_init(&hr, &run->in, x->players ? (int)x->players : 1);
  hitormiss_answer_init(&ha, &run->out);
  int rc, status = CHECK_GO_ON;
  while (status == CHECK_GO_ON && (rc = hitormiss_read(&hr)) == 1) {
    if (x->players && hitormiss_reader_contest(&hr)) {
      status = check_failure("%s: --players is for deck lines; contest "
                             "sets give their own player count",
                             run->in.name);
      break;
    }
    int got = hitormiss_answer_read(&ha, hr.players);
    status = got == 1 ? judge_case(ctx, &hr, &ha)
                      : check_answer_fail(run, ha.a.ncase, got);
  }
  if (status == CHECK_GO_ON)
    status = rc < 0 ? check_input_fail(run, rc)
                    : check_end(run, &ha.a, ha.a.ncase);
  hitormiss_free(ctx);
  return status;
}

int check_hitormiss(int argc, char **argv) {
  struct game x = {0};
  struct cli_solve s;
  struct check_conv conv = {0, 0};
  cli_solve_defaults(&s);
  struct cli_opt opts[] = {
    {"players", CLI_UINT, &x.players, "P",
     "players for deck lines (1..10, default 1)", 1, HITORMISS_MAX_PLAYERS},
    CHECK_OPTS(&s, &conv), CLI_OPT_END};
  cli_opt_rehelp(opts, "max-memory", HITORMISS_NO_MEMORY);
  const struct cli_command cmd = {
    "winnable check hitormiss [options] INPUT OUTPUT\n"
    "       winnable check hitormiss --testlib INPUT OUTPUT ANSWER\n"
    "       winnable check hitormiss --icpc INPUT ANSWER FEEDBACK_DIR < OUTPUT",
    "Judge OUTPUT, the Case k: lines a program printed for the Hit or Miss\n"
    "INPUT: each answer (the players' last cards, or unwinnable) and each\n"
    "cycle count given (--moves) must be the played game's.",
    opts};
  const struct check_game g = {&cmd, &s, &conv, NULL, judge, &x};
  return check_main(&g, argc, argv);
}
