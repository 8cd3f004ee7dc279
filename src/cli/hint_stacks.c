/*
** hint_stacks.c: "winnable hint stacks": for each case of each contest
** input, after the --after moves, one line "MOVE:VALUE ..." valuing
** every legal move (rS, mS>T); --moves adds a line per win move with
** its winning continuation, --json one object per case, saying that
** removals never hurt. A position is kept as one pointer and height
** per stack; a card moved onto an empty stack lives in that stack's
** slot of 'moved' (the stack then holds that one card).
*/
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"
#include "winnable/stacks.h"

struct run {
  stacks_ctx *ctx;
  struct cli_solve s;
  const char *after_text;          /* --after as given, or NULL */
  stacks_move *after;
  size_t nafter;
  const stacks_card **top;         /* the position: top card of each stack */
  size_t *height;
  stacks_card *moved;              /* a card moved onto stack i */
  size_t cap;
};

static void move_text(stacks_move m, char out[32]) {
  if (m.to == 0)
    snprintf(out, 32, "r%u", m.from);
  else
    snprintf(out, 32, "m%u>%u", m.from, m.to);
}

static void print_plain(struct run *st) {
  size_t n;
  const stacks_move_value *v = stacks_hint_moves(st->ctx, &n);
  for (size_t k = 0; k < n; k++) {
    char m[32];
    move_text(v[k].move, m);
    cli_hint_value(k, m, v[k].verdict, 0);
  }
  putchar('\n');
  for (size_t k = 0; st->s.moves && k < n; k++) {
    if (v[k].verdict != WN_WIN)
      continue;
    size_t nl;
    const stacks_move *line = stacks_hint_line(st->ctx, k, &nl);
    char m[32];
    move_text(v[k].move, m);
    if (!line) { /* no room to build it within the limits */
      printf("%s: unknown\n", m);
      continue;
    }
    printf("%s:%s", m, nl ? " " : "");
    stacks_write_moves(stdout, line, nl, " ", "");
    putchar('\n');
  }
}

static void print_json(struct run *st, const struct cli_input *in,
                       int verdict, double seconds) {
  size_t n;
  const stacks_move_value *v = stacks_hint_moves(st->ctx, &n);
  cli_json_case(in);
  printf(",\"verdict\":\"%s\",\"removals_never_hurt\":true,\"hints\":[",
         wn_verdict_name(verdict));
  for (size_t k = 0; k < n; k++) {
    char m[32];
    move_text(v[k].move, m);
    cli_hint_value(k, m, v[k].verdict, 1);
    size_t nl;
    const stacks_move *line = st->s.moves && v[k].verdict == WN_WIN
                                  ? stacks_hint_line(st->ctx, k, &nl) : NULL;
    if (line) {
      fputs(",\"line\":[", stdout);
      stacks_write_moves(stdout, line, nl, ",", "\"");
      putchar(']');
    }
    putchar('}');
  }
  putchar(']');
  if (verdict == WN_LOSS)
    printf(",\"reason\":\"%s\"",
           stacks_reason_text(stacks_reason_of(st->ctx)));
  wn_limit_hit hit = stacks_limit_hit(st->ctx);
  cli_json_end(hit != WN_LIMIT_NONE ? wn_limit_name(hit) : NULL,
               stacks_states(st->ctx), seconds);
}

/*
** Set st's position to the case after the --after moves. Returns 0, or
** an exit status after reporting the problem.
*/
static int play_after(struct run *st, const struct cli_input *in,
                      const stacks_reader *sr) {
  if (sr->n > st->cap) {
    free(st->top);
    free(st->height);
    free(st->moved);
    st->top = malloc(sr->n * sizeof *st->top);
    st->height = malloc(sr->n * sizeof *st->height);
    st->moved = malloc(sr->n * sizeof *st->moved);
    st->cap = st->top && st->height && st->moved ? sr->n : 0;
    if (!st->cap)
      return cli_fail(WN_ENOMEM, NULL);
  }
  const stacks_card *const *stacks = (const stacks_card *const *)sr->stacks;
  wn_replay rep;
  int rc = st->nafter ? stacks_replay(NULL, stacks, sr->n, sr->c, st->after,
                                      st->nafter, &rep)
                      : 0;
  if (rc == WN_ENOMEM)
    return cli_fail(rc, NULL);
  if (rc < 0)
    return cli_hint_illegal(in, "case", rep.why);
  rc = stacks_play_moves(stacks, sr->n, sr->c, st->after, st->nafter,
                         st->top, st->height, st->moved);
  assert(rc == 0); /* stacks_replay accepted every move */
  return 0;
}

static int hint_stream(void *run, struct cli_input *in) {
  struct run *st = run;
  stacks_reader sr;
  stacks_reader_init(&sr, &in->r, cli_prefault_allocator());
  int rc = 1; /* 1: no case read yet, or stopped after --case */
  while (!cli_case_done(in) && (rc = stacks_read(&sr)) == 1) {
    in->ncase++;
    if (cli_case_skip(in))
      continue;
    if ((rc = play_after(st, in, &sr)) != 0)
      break;
    double t0 = cli_clock();
    int verdict = stacks_hint(st->ctx, st->top, st->height, sr.n);
    if (verdict < 0) {
      rc = verdict;
      break;
    }
    if (st->s.json)
      print_json(st, in, verdict, cli_clock() - t0);
    else
      print_plain(st);
  }
  stacks_reader_release(&sr);
  return rc == 1 ? 0 : rc; /* 1: stopped after the case of --case */
}

/* Parse --after into st->after; EXIT_USAGE after a message if bad. */
static int parse_after(struct run *st) {
  char why[128] = "";
  long count = 0;
  if (st->after_text)
    count = stacks_moves_parse(st->after_text, strlen(st->after_text),
                               &st->after, why, sizeof why);
  return cli_hint_after(count, why, &st->nafter);
}

int hint_stacks(int argc, char **argv) {
  struct run st = {0};
  cli_solve_defaults(&st.s);
  struct cli_opt opts[] = {
    {"after", CLI_STRING, &st.after_text, "MOVES",
     "first play MOVES (\"r2 m1>3 ...\") on every case", 0, 0},
    CLI_SOLVE_OPTS(&st.s), CLI_OPT_END};
  cli_opt_rehelp(opts, "moves",
                 "after the line, each win move and a winning continuation");
  const struct cli_command cmd = {
    "winnable hint stacks [options] [FILE...]",
    "Value every legal move of each Stack Management case (rS removes the\n"
    "top of stack S, mS>T moves it onto the empty stack T): win if the\n"
    "position it leaves can still be won, else loss. Removals never hurt.",
    opts};
  int nargs, rc = cli_parse(&cmd, argc, argv, &nargs);
  if (rc)
    return rc == 1 ? cli_finish(EXIT_OK) : rc;
  if ((rc = parse_after(&st)) == 0) {
    if (!(st.ctx = stacks_new(cli_prefault_allocator()))) {
      rc = cli_fail(WN_ENOMEM, NULL);
    } else {
      wn_limits limits;
      cli_solve_limits(&st.s, &limits);
      stacks_set_limits(st.ctx, &limits);
      rc = cli_each_input_case(nargs, argv, st.s.only_case, hint_stream,
                               &st);
      stacks_free(st.ctx);
    }
  }
  stacks_moves_free(st.after);
  free(st.top);
  free(st.height);
  free(st.moved);
  return cli_finish(rc);
}
