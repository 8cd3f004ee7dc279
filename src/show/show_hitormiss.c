/*
** show_hitormiss.c: "winnable show hitormiss": one Hit or Miss game,
** shown as every player's deck every N cycles, or as a web page.
**
** The library plays a game to its end but does not hand out the decks
** along the way, so this file plays the game again, cycle by cycle, by
** the rules in docs/rules.md, and checks that its replay ends the way
** hitormiss_play said (same verdict, cycle and last cards): a mismatch
** is an internal error, never a silent difference.
** Each deck is a ring of HITORMISS_CARDS slots, top at 'head'.
*/
#include <string.h>
#include "show/show.h"

enum { STUCK_WINDOW = 13 * 52 };  /* no hit for this long: stuck forever */

struct deck {
  uint8_t ring[HITORMISS_CARDS];
  int head, len;
};

struct game {
  int players;
  struct deck deck[HITORMISS_MAX_PLAYERS];
  int count[HITORMISS_MAX_PLAYERS];     /* the number said next, 1..13 */
  uint32_t hits[HITORMISS_MAX_PLAYERS];
  uint8_t last[HITORMISS_MAX_PLAYERS];  /* last rank got rid of, 0: none */
  int discarded;
  uint64_t cycle, last_hit;
};

static void push(struct deck *d, uint8_t rank) {
  d->ring[(d->head + d->len++) % HITORMISS_CARDS] = rank;
}

static uint8_t pop(struct deck *d) {
  uint8_t rank = d->ring[d->head];
  d->head = (d->head + 1) % HITORMISS_CARDS;
  d->len--;
  return rank;
}

static void game_init(struct game *g, const uint8_t *ranks, int players) {
  memset(g, 0, sizeof *g);
  g->players = players;
  for (int i = 0; i < players; i++)
    g->count[i] = 1;
  for (int k = 0; k < HITORMISS_CARDS; k++)
    push(&g->deck[0], ranks[k]);
}

/* Play one cycle: the check phase, then the receive phase. */
static void game_cycle(struct game *g) {
  int passed[HITORMISS_MAX_PLAYERS + 1] = {0};
  g->cycle++;
  for (int i = 0; i < g->players; i++) {
    if (g->deck[i].len == 0)
      continue;
    uint8_t top = pop(&g->deck[i]);
    if (top == g->count[i]) {
      g->hits[i]++;
      g->last[i] = top;
      g->last_hit = g->cycle;
      if (i + 1 < g->players)
        passed[i + 1] = top;
      else
        g->discarded++;
    } else {
      push(&g->deck[i], top);
    }
    g->count[i] = g->count[i] % 13 + 1;
  }
  for (int i = 1; i < g->players; i++)
    if (passed[i])
      push(&g->deck[i], (uint8_t)passed[i]);
}

static const char RANKS[] = "A23456789TJQK";

static void print_snapshot(const struct show_opts *o, const struct game *g) {
  printf("cycle %llu: %d of %d cards discarded\n",
         (unsigned long long)g->cycle, g->discarded, HITORMISS_CARDS);
  for (int i = 0; i < g->players; i++) {
    const struct deck *d = &g->deck[i];
    printf("  player %-2d count %-2d %2d card%s |", i + 1, g->count[i],
           d->len, d->len == 1 ? " " : "s");
    for (int k = 0; k < d->len; k++) {
      uint8_t rank = d->ring[(d->head + k) % HITORMISS_CARDS];
      /* underline the top card when it is a hit next cycle */
      int hit = k == 0 && rank == g->count[i];
      printf(" %s%c%s", show_sgr(o, hit ? "\033[1;4;30;47m" : "\033[30;47m"),
             RANKS[rank - 1], show_sgr(o, "\033[0m"));
    }
    putchar('\n');
  }
}

struct run {
  const struct show_opts *o;
  uint64_t every;
  const uint8_t *ranks;
  int players;
  int verdict;
  uint64_t end;            /* the winning cycle, or the last hit */
  hitormiss_ctx *ctx;
  FILE *html;              /* the page, or NULL for text */
};

static void html_snapshot(FILE *out, const struct game *g, int first) {
  fprintf(out, "%s{\"cycle\":%llu,\"discarded\":%d,\"players\":[",
          first ? "" : ",\n", (unsigned long long)g->cycle, g->discarded);
  for (int i = 0; i < g->players; i++) {
    const struct deck *d = &g->deck[i];
    fprintf(out, "%s{\"count\":%d,\"hits\":%u,\"deck\":\"", i ? "," : "",
            g->count[i], g->hits[i]);
    for (int k = 0; k < d->len; k++)
      fputc(RANKS[d->ring[(d->head + k) % HITORMISS_CARDS] - 1], out);
    fputs("\"}", out);
  }
  fputs("]}", out);
}

static void snapshot(struct run *st, const struct game *g) {
  if (st->html)
    html_snapshot(st->html, g, g->cycle == 0);
  else
    print_snapshot(st->o, g);
}

/*
** Replay the game to st->end, a snapshot every st->every cycles and at
** the end; then check it ends as the library said. 0 or EXIT_FAILURE_RUN.
*/
static int replay(struct run *st) {
  struct game g;
  game_init(&g, st->ranks, st->players);
  snapshot(st, &g);
  while (g.cycle < st->end) {
    game_cycle(&g);
    if (g.cycle % st->every == 0 || g.cycle == st->end)
      snapshot(st, &g);
  }
  int agree = memcmp(g.last, hitormiss_last(st->ctx), (size_t)g.players) == 0;
  if (st->verdict == WN_WIN) {
    agree = agree && g.discarded == HITORMISS_CARDS;
  } else {   /* stuck: no hit may follow the last one */
    for (uint64_t k = 0; k < STUCK_WINDOW && agree; k++)
      game_cycle(&g);
    agree = agree && g.last_hit == st->end && g.discarded < HITORMISS_CARDS;
  }
  if (!agree) {
    cli_error("internal error: the replay disagrees with hitormiss_play");
    return EXIT_FAILURE_RUN;
  }
  return 0;
}

static void print_summary(const struct run *st, FILE *out) {
  fprintf(out, "%d player%s: ", st->players, st->players == 1 ? "" : "s");
  if (st->verdict == WN_WIN)
    fprintf(out, "won after %llu cycles, last cards",
            (unsigned long long)st->end);
  else if (st->verdict == WN_LOSS && st->end)
    fprintf(out, "unwinnable, nobody can hit after cycle %llu",
            (unsigned long long)st->end);
  else if (st->verdict == WN_LOSS)
    fputs("unwinnable, nobody ever hits", out);
  else
    show_unknown(out, hitormiss_limit_hit(st->ctx));
  for (int i = 0; st->verdict == WN_WIN && i < st->players; i++)
    fprintf(out, " %d", hitormiss_last(st->ctx)[i]);
}

static int show_text(struct run *st, uint64_t ncase) {
  printf("case %llu, ", (unsigned long long)ncase);
  print_summary(st, stdout);
  printf("\n(decks top card first, every %llu cycles)\n",
         (unsigned long long)st->every);
  int rc = st->verdict == WN_UNKNOWN ? 0 : replay(st);
  if (rc == 0 && st->verdict == WN_WIN)
    printf("won: player %d discarded every card\n", st->players);
  else if (rc == 0 && st->verdict == WN_LOSS)
    printf("unwinnable: no player can hit again\n");
  return rc ? rc : cli_finish(EXIT_OK);
}

static int show_html(struct run *st, const char *title) {
  FILE *out = show_page_begin(st->o, "hitormiss", title);
  if (!out)
    return EXIT_USAGE;
  fprintf(out, ",\"verdict\":\"%s\",\"every\":%llu,\"summary\":\"",
          wn_verdict_name(st->verdict), (unsigned long long)st->every);
  print_summary(st, out);
  fputs("\",\n\"snapshots\":[", out);
  st->html = out;
  int rc = st->verdict == WN_UNKNOWN ? 0 : replay(st);
  fputc(']', out);
  int wrc = show_page_end(st->o, out);
  return rc ? rc : wrc;
}

static int run(struct run *st, struct show_input *in,
               uint64_t line_players) {
  hitormiss_reader hr;
  hitormiss_reader_init(&hr, &in->r, line_players ? (int)line_players : 1);
  int rc = 0;
  for (uint64_t k = 0; k < st->o->ncase && rc == 0; k++)
    rc = show_read_rc(hitormiss_read(&hr), k, in, st->o);
  if (rc)
    return rc;
  if (line_players && hitormiss_reader_contest(&hr)) {
    cli_error("%s: --players is for deck lines; contest sets give their "
              "own", in->name);
    return EXIT_USAGE;
  }
  if (!(st->ctx = hitormiss_new(NULL)))
    return cli_fail(WN_ENOMEM, NULL);
  wn_limits limits;
  cli_solve_limits(&st->o->s, &limits);
  hitormiss_set_limits(st->ctx, &limits);
  st->ranks = hr.ranks;
  st->players = hr.players;
  rc = st->verdict = hitormiss_play(st->ctx, hr.ranks, hr.players);
  if (rc < 0) {
    rc = cli_fail(rc, NULL);
  } else {
    st->end = hitormiss_cycles(st->ctx);
    char title[160];
    snprintf(title, sizeof title, "Hit or Miss: %s, case %llu", in->name,
             (unsigned long long)st->o->ncase);
    rc = st->o->html ? show_html(st, title) : show_text(st, st->o->ncase);
  }
  hitormiss_free(st->ctx);
  return rc;
}

/* The state of "show hitormiss": the run and the --players option. */
struct extra {
  struct run st;
  uint64_t players;        /* 0: not given */
};

static int run_game(void *game, const struct show_opts *o,
                    struct show_input *in) {
  struct extra *x = game;
  (void)o; /* the same as x->st.o */
  return run(&x->st, in, x->players);
}

int show_hitormiss(int argc, char **argv) {
  struct show_opts o;
  struct extra x = {{.o = &o, .every = 13}, 0};
  show_defaults(&o);
  struct cli_opt opts[] = {
    {"every", CLI_UINT, &x.st.every, "N",
     "show the decks every N cycles (default 13)", 1, 1000000000},
    {"players", CLI_UINT, &x.players, "P",
     "players for deck lines (1..10, default 1)", 1, HITORMISS_MAX_PLAYERS},
    SHOW_OPTS(&o), CLI_OPT_END};
  const struct cli_command cmd = {
    "winnable show hitormiss [options] [FILE]",
    "Play one Hit or Miss game (a contest set or a deck line) and show\n"
    "every player's deck, top card first, every N cycles and at the end.\n"
    "A top card that is a hit on the next cycle is underlined.",
    opts};
  const struct show_game g = {&cmd, &o, NULL, run_game, &x};
  return show_main(&g, argc, argv);
}
