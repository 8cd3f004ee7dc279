/*
** cmd_hitormiss.c: "winnable hitormiss": play each deck of each input
** and print "Case k: v1 ... vp" (the last card each player got rid of)
** or "Case k: unwinnable", "Case k: UNKNOWN" when a limit ran out;
** --moves adds the number of cycles, --json one object per deck instead.
** Cases are numbered from 1 in each input.
*/
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"

struct run {
  hitormiss_ctx *ctx;
  struct cli_solve s;
  uint64_t players;    /* --players, 0 when not given */
};

/* The answer after "Case k: " (no line end), last[] as hitormiss_last. */
static void print_last(int verdict, const uint8_t *last, int players) {
  if (verdict == WN_WIN) {
    for (int j = 0; j < players; j++)
      printf(j ? " %d" : "%d", last[j]);
  } else {
    fputs(verdict == WN_LOSS ? "unwinnable" : "UNKNOWN", stdout);
  }
}

static void print_answer(const struct run *st, int verdict, int players) {
  print_last(verdict, hitormiss_last(st->ctx), players);
}

static void print_json(const struct run *st, const struct cli_input *in,
                       int verdict, int players, double seconds) {
  cli_json_case(in);
  printf(",\"players\":%d,\"verdict\":\"%s\",\"answer\":\"", players,
         wn_verdict_name(verdict));
  print_answer(st, verdict, players);
  putchar('"');
  const uint8_t *last = hitormiss_last(st->ctx);
  const uint32_t *hits = hitormiss_hits(st->ctx);
  if (verdict == WN_WIN)
    for (int j = 0; j < players; j++)
      printf(j ? ",%d" : ",\"last\":[%d", last[j]);
  printf("%s,\"cycles\":%llu,\"hits\":[", verdict == WN_WIN ? "]" : "",
         (unsigned long long)hitormiss_cycles(st->ctx));
  for (int j = 0; j < players; j++)
    printf(j ? ",%u" : "%u", (unsigned)hits[j]);
  putchar(']');
  cli_json_end(verdict == WN_UNKNOWN
                   ? wn_limit_name(hitormiss_limit_hit(st->ctx)) : NULL,
               hitormiss_states(st->ctx), seconds);
}

/*
** Without limits or --json (the contest case), decks are gathered up to
** BATCH at a time and played by hitormiss_play_many, which plays
** several at once; the answers are printed in order before any read
** error is reported, as one deck at a time would. A batch is also
** played when the reader is about to wait for input (its wait hook), so
** a deck that has arrived is answered before more are awaited.
*/
#define BATCH 256

struct batch {
  uint8_t ranks[BATCH * HITORMISS_CARDS];
  int players[BATCH];
  hitormiss_result res[BATCH];
  struct run *st;
  struct cli_input *in;
  int k;               /* decks gathered, not yet played */
  int failed;          /* the exit status of a failed play, or 0 */
};

/* Play and print the b->k decks of b; b->failed on failure. */
static void play_batch(struct batch *b) {
  int k = b->k;
  b->k = 0;
  if (k == 0 || b->failed)
    return;
  /* --moves prints the last hit of any player: every player is played */
  int flags = b->st->s.moves ? 0 : HITORMISS_STOP_LOST;
  int rc = hitormiss_play_many(b->st->ctx, (size_t)k, b->ranks, b->players,
                               flags, b->res);
  if (rc < 0) {
    b->failed = cli_fail(rc, NULL);
    return;
  }
  for (int i = 0; i < k && !cli_output_failed(); i++) {
    const hitormiss_result *r = &b->res[i];
    printf("Case %llu: ", (unsigned long long)++b->in->ncase);
    print_last(r->verdict, r->last, b->players[i]);
    putchar('\n');
    if (b->st->s.moves && r->verdict != WN_UNKNOWN)
      printf("%llu\n", (unsigned long long)r->cycles);
  }
}

/* The reader's wait hook while batching: answer, then flush. */
static void play_before_wait(void *b) {
  play_batch(b);
  cli_wait_flush(NULL);
}

/* The --players check of play_stream. */
static int players_misused(const struct run *st, const hitormiss_reader *hr,
                           const struct cli_input *in) {
  if (!st->players || !hitormiss_reader_contest(hr))
    return 0;
  cli_error("%s: --players is for deck lines; contest sets give their "
            "own player count", in->name);
  return 1;
}

static int play_batches(struct run *st, struct cli_input *in,
                        hitormiss_reader *hr) {
  struct batch *b = malloc(sizeof *b); /* 36 KB */
  if (!b)
    return cli_fail(WN_ENOMEM, NULL);
  b->st = st;
  b->in = in;
  b->k = b->failed = 0;
  wn_reader_on_wait(&in->r, play_before_wait, b);
  int rc = 0;
  while (!b->failed && !cli_output_failed() &&
         (rc = hitormiss_read(hr)) == 1) {
    if (players_misused(st, hr, in)) {
      b->failed = EXIT_USAGE; /* at the first deck: nothing is held */
      break;
    }
    memcpy(b->ranks + HITORMISS_CARDS * b->k, hr->ranks, HITORMISS_CARDS);
    b->players[b->k++] = hr->players;
    if (b->k == BATCH)
      play_batch(b);
  }
  play_batch(b); /* the decks read before the end or an error */
  wn_reader_on_wait(&in->r, cli_wait_flush, NULL); /* b is going */
  if (b->failed)
    rc = b->failed;
  free(b);
  return rc == 1 ? 0 : rc;
}

static int play_stream(void *run, struct cli_input *in) {
  struct run *st = run;
  hitormiss_reader hr;
  hitormiss_reader_init(&hr, &in->r, st->players ? (int)st->players : 1);
  if (!st->s.json && !st->s.max_states && !(st->s.timeout > 0) && !in->only)
    return play_batches(st, in, &hr);
  int rc = 0;
  /* a failed write ends the run: cli_finish reports it */
  while (!cli_output_failed() && !cli_case_done(in) &&
         (rc = hitormiss_read(&hr)) == 1) {
    if (players_misused(st, &hr, in))
      return EXIT_USAGE;
    in->ncase++;
    if (cli_case_skip(in))
      continue;
    double t0 = cli_clock();
    int verdict = hitormiss_play(st->ctx, hr.ranks, hr.players);
    if (verdict < 0)
      return cli_fail(verdict, NULL);
    if (st->s.json) {
      print_json(st, in, verdict, hr.players, cli_clock() - t0);
      continue;
    }
    printf("Case %llu: ", (unsigned long long)in->ncase);
    print_answer(st, verdict, hr.players);
    putchar('\n');
    if (st->s.moves && verdict != WN_UNKNOWN)
      printf("%llu\n", (unsigned long long)hitormiss_cycles(st->ctx));
  }
  return rc == 1 ? 0 : rc; /* 1: stopped after the case of --case */
}

int cmd_hitormiss(int argc, char **argv) {
  struct run st = {0};
  cli_solve_defaults(&st.s);
  struct cli_opt opts[] = {
    {"players", CLI_UINT, &st.players, "P",
     "players for deck lines (1..10, default 1)", 1, HITORMISS_MAX_PLAYERS},
    CLI_SOLVE_OPTS(&st.s), CLI_OPT_END};
  const struct cli_command cmd = {
    "winnable hitormiss [options] [FILE...]",
    "Play Hit or Miss to the end and print the last card each player got\n"
    "rid of, or unwinnable. Input is contest format (n, then n sets of p\n"
    "and 52 values 1..13) or one deck of 52 cards like 7H per line.\n"
    "--moves prints the cycles the game took (or after which it was stuck\n"
    "for good); --max-states counts hits and passed cards.",
    opts};
  cli_opt_rehelp(opts, "max-memory", HITORMISS_NO_MEMORY);
  int nargs, rc = cli_parse(&cmd, argc, argv, &nargs);
  if (rc)
    return rc == 1 ? cli_finish(EXIT_OK) : rc;
  if (!(st.ctx = hitormiss_new(NULL)))
    return cli_fail(WN_ENOMEM, NULL);
  wn_limits limits;
  cli_solve_limits(&st.s, &limits);
  hitormiss_set_limits(st.ctx, &limits);
  rc = cli_each_input_case(nargs, argv, st.s.only_case, play_stream, &st);
  hitormiss_free(st.ctx);
  return cli_finish(rc);
}
