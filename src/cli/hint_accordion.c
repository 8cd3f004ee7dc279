/*
** hint_accordion.c: "winnable hint accordion": for each deal of each
** input (a deal is a position: a row of pile tops), after the --after
** moves, one line "j>i:VALUE ..." valuing every legal move (win, loss,
** unknown), empty when no move is legal (a won row, the empty row of
** Bayan's pairs among them, has none); --moves adds a line per win
** move with its winning continuation, --json one object per deal.
*/
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"

struct run {
  accordion_ctx *ctx;
  struct cli_accordion_opts ao;    /* --rule and the knobs, resolved */
  struct cli_goal_comment goal;    /* the goal comment of the deal read */
  accordion_rules rules;           /* the rules of the deal hinted */
  struct cli_solve s;
  const char *after_text;          /* --after as given, or NULL */
  accordion_move *after;           /* parsed --after moves */
  size_t nafter;
  uint8_t *row;                    /* the position hinted */
  size_t rowcap;
};

/* The move as "j>i" into out. */
static void move_text(accordion_move m, char out[32]) {
  snprintf(out, 32, "%u>%u", m.from, m.to);
}

static void print_plain(const struct run *st) {
  size_t n;
  const accordion_move_value *v = accordion_hint_moves(st->ctx, &n);
  for (size_t k = 0; k < n; k++) {
    char m[32];
    move_text(v[k].move, m);
    cli_hint_value(k, m, v[k].verdict, 0);
  }
  putchar('\n');
  for (size_t k = 0; st->s.moves && k < n; k++) {
    size_t nl;
    const accordion_move *line = accordion_hint_line(st->ctx, k, &nl);
    if (!line)
      continue;
    char m[32];
    move_text(v[k].move, m);
    printf("%s:%s", m, nl ? " " : "");
    accordion_write_moves(stdout, line, nl, " ", "");
    putchar('\n');
  }
}

static void print_json(const struct run *st, const struct cli_input *in,
                       size_t len, int verdict, double seconds) {
  size_t n;
  const accordion_move_value *v = accordion_hint_moves(st->ctx, &n);
  cli_json_case(in);
  putchar(',');
  cli_accordion_rules_json(stdout, st->ao.base, &st->rules);
  printf(",\"cards\":%zu,\"position\":\"", len);
  accordion_write_deal(stdout, st->row, len);
  printf("\",\"verdict\":\"%s\",\"hints\":[", wn_verdict_name(verdict));
  for (size_t k = 0; k < n; k++) {
    char m[32];
    move_text(v[k].move, m);
    cli_hint_value(k, m, v[k].verdict, 1);
    size_t nl;
    const accordion_move *line = accordion_hint_line(st->ctx, k, &nl);
    if (st->s.moves && line) {
      fputs(",\"line\":[", stdout);
      accordion_write_moves(stdout, line, nl, ",", "\"");
      putchar(']');
    }
    printf(",\"states\":%llu}", (unsigned long long)v[k].states);
  }
  putchar(']');
  wn_limit_hit hit = accordion_limit_hit(st->ctx);
  cli_json_end(hit != WN_LIMIT_NONE ? wn_limit_name(hit) : NULL,
               accordion_states(st->ctx), seconds);
}

/*
** Play the --after moves on the deal into st->row, *len its length.
** Returns 0, or an exit status after reporting the problem: EXIT_USAGE
** for an illegal move, EXIT_FAILURE_RUN when out of memory.
*/
static int play_after(struct run *st, const struct cli_input *in,
                      const accordion_reader *ar, size_t *len) {
  if (ar->n > st->rowcap) {
    uint8_t *grown = realloc(st->row, ar->n);
    if (!grown)
      return cli_fail(WN_ENOMEM, NULL);
    st->row = grown;
    st->rowcap = ar->n;
  }
  memcpy(st->row, ar->cards, ar->n);
  wn_replay rep;
  int rightmost = st->ao.base == ACCORDION_RIGHTMOST;
  int rc = rightmost ? accordion_replay(NULL, ar->cards, ar->n,
                                        ACCORDION_RIGHTMOST, st->after,
                                        st->nafter, &rep)
                     : accordion_replay_rules(NULL, ar->cards, ar->n,
                                              &st->rules, st->after,
                                              st->nafter, &rep);
  if (rc < 0 && rc != WN_EMOVE)
    return cli_fail(rc, NULL);
  if (rc == WN_EMOVE)
    return cli_hint_illegal(in, "deal", rep.why);
  *len = ar->n;
  for (size_t k = 0; k < st->nafter; k++) {
    long left = rightmost ? (accordion_play(st->row, *len, st->after[k])
                                 ? -1 : (long)*len - 1)
                          : accordion_rules_play(&st->rules, st->row, *len,
                                                 st->after[k]);
    assert(left >= 0); /* the replay accepted every move */
    *len = (size_t)left;
  }
  return 0;
}

static int hint_stream(void *run, struct cli_input *in) {
  struct run *st = run;
  accordion_reader ar;
  accordion_reader_init(&ar, &in->r, NULL);
  wn_reader_on_comment(&in->r, cli_goal_comment_hook, &st->goal);
  int rc = 1; /* 1: no case read yet, or stopped after --case */
  while (!cli_case_done(in) &&
         (st->goal.goal = -1, rc = accordion_read(&ar)) == 1) {
    in->ncase++;
    if (cli_case_skip(in))
      continue;
    size_t len = 0;
    if ((rc = cli_accordion_deal_rules(&st->ao, &st->goal, in->name,
                                       in->ncase, &st->rules)) != 0 ||
        (rc = play_after(st, in, &ar, &len)) != 0)
      break;
    accordion_set_rules(st->ctx, &st->rules);
    double t0 = cli_clock();
    int verdict = accordion_hint(st->ctx, st->row, len, st->ao.base);
    if (verdict < 0) {
      rc = verdict;
      break;
    }
    if (st->s.json)
      print_json(st, in, len, verdict, cli_clock() - t0);
    else
      print_plain(st);
  }
  accordion_reader_release(&ar);
  return rc == 1 ? 0 : rc; /* 1: stopped after the case of --case */
}

/* Parse --after into st->after; EXIT_USAGE after a message if bad. */
static int parse_after(struct run *st) {
  char why[128] = "";
  long count = 0;
  if (st->after_text)
    count = accordion_moves_parse(st->after_text, strlen(st->after_text),
                                  &st->after, why, sizeof why);
  return cli_hint_after(count, why, &st->nafter);
}

int hint_accordion(int argc, char **argv) {
  struct run st = {0};
  cli_solve_defaults(&st.s);
  cli_accordion_opts_init(&st.ao);
  struct cli_opt opts[] = {
    CLI_ACCORDION_OPTS(&st.ao),
    {"after", CLI_STRING, &st.after_text, "MOVES",
     "first play MOVES (\"j>i j>i ...\") on every deal", 0, 0},
    CLI_SOLVE_OPTS(&st.s), CLI_OPT_END};
  cli_opt_rehelp(opts, "moves",
                 "after the line, each win move and a winning continuation");
  cli_opt_rehelp(opts, "max-states",
                 "a move is unknown after N positions (0: no limit)");
  cli_opt_rehelp(opts, "timeout",
                 "moves left after SECONDS in all are unknown (0: no limit)");
  const struct cli_command cmd = {
    "winnable hint accordion [options] [FILE...]",
    "Value every legal move of each Accordion position (a deal line, or\n"
    "contest input): j>i:win if the row it leaves can still be won,\n"
    "loss if it cannot, unknown if a limit ran out. One line per deal.",
    opts};
  int nargs, rc = cli_parse(&cmd, argc, argv, &nargs);
  if (rc)
    return rc == 1 ? cli_finish(EXIT_OK) : rc;
  if ((rc = cli_accordion_opts_resolve(&st.ao, 1)))
    return rc;
  if ((rc = parse_after(&st)) != 0) {
    accordion_moves_free(st.after);
    return rc;
  }
  if (!(st.ctx = cli_accordion_new(&st.s))) {
    accordion_moves_free(st.after);
    return cli_fail(WN_ENOMEM, NULL);
  }
  rc = cli_each_input_case(nargs, argv, st.s.only_case, hint_stream,
                               &st);
  accordion_free(st.ctx);
  accordion_moves_free(st.after);
  free(st.row);
  return cli_finish(rc);
}
