/*
** show_stacks.c: "winnable show stacks": one Stack Management case,
** solved with a move list, shown as the stacks after every move, or
** written as a web page.
**
** The solver's proof is checked with stacks_replay, the library's
** independent checker, before anything is printed; the display then
** applies the moves itself. Stacks are kept bottom first so that the
** top card is the last one and a move is a pop and a push.
*/
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include "show/show.h"

struct pile {
  stacks_card *cards;      /* bottom first; cards[len - 1] is the top */
  size_t len;
};

struct replay {
  const stacks_card *const *stacks;
  size_t n, c;
  int verdict;
  const stacks_move *moves;
  size_t nmoves;
  stacks_ctx *ctx;
};

/* A card "value/suit", coloured by suit (six colours, round robin). */
static void print_card(const struct show_opts *o, stacks_card card,
                       int underline) {
  static const char *const ink[6] = {"31", "34", "32", "35", "36", "30"};
  if (o->use_color)
    printf("\033[%s%s;47m", underline ? "1;4;" : "",
           ink[(card.suit - 1) % 6]);
  printf("%u/%u", card.value, card.suit);
  if (o->use_color)
    fputs("\033[0m", stdout);
}

static void print_piles(const struct show_opts *o, const struct pile *p,
                        size_t n, uint32_t mark, int w) {
  for (size_t s = 0; s < n; s++) {
    printf("%*s  %*zu |", w, "", (int)snprintf(NULL, 0, "%zu", n), s + 1);
    for (size_t k = p[s].len; k-- > 0;) {
      putchar(' ');
      print_card(o, p[s].cards[k], s + 1 == mark && k + 1 == p[s].len);
    }
    putchar('\n');
  }
}

static void print_summary(const struct replay *rp) {
  printf("%zu stacks of %zu cards, %zu suits, ", rp->n, rp->c,
         stacks_suits(rp->ctx));
  if (rp->verdict == WN_WIN) {
    fputs("winnable in ", stdout);
    show_count(rp->nmoves, "move");
  } else if (rp->verdict == WN_LOSS) {
    printf("unwinnable, %s",
           stacks_reason_text(stacks_reason_of(rp->ctx)));
  } else {
    show_unknown(stdout, stacks_limit_hit(rp->ctx));
  }
  putchar('\n');
}

/* Print one move and apply it to p. */
static void print_move(const struct show_opts *o, struct pile *p,
                       const struct replay *rp, size_t k, int w) {
  stacks_move m = rp->moves[k];
  /* stacks_replay accepted every move: 'from' has a top, 'to' is empty */
  assert(m.from >= 1 && m.from <= rp->n && p[m.from - 1].len > 0);
  assert(m.to == 0 || (m.to <= rp->n && p[m.to - 1].len == 0));
  struct pile *from = &p[m.from - 1];
  stacks_card card = from->cards[--from->len];
  char label[32];
  snprintf(label, sizeof label, "move %zu", k + 1);
  printf("%-*s  ", w, label);
  if (m.to == 0) {
    printf("r%u: remove ", m.from);
    print_card(o, card, 0);
    printf(" from stack %u", m.from);
  } else {
    printf("m%u>%u: move ", m.from, m.to);
    print_card(o, card, 0);
    printf(" onto the empty stack %u", m.to);
    p[m.to - 1].cards[p[m.to - 1].len++] = card;
  }
  fputs(", ", stdout);
  show_count(rp->nmoves - k - 1, "move");
  fputs(" left\n", stdout);
}

static int print_text(const struct show_opts *o, const struct replay *rp,
                      uint64_t ncase) {
  struct pile *p = calloc(rp->n, sizeof *p);
  stacks_card *all = malloc(rp->n * rp->c * sizeof *all);
  if (!p || !all) {
    free(p);
    free(all);
    return cli_fail(WN_ENOMEM, NULL);
  }
  for (size_t s = 0; s < rp->n; s++) {
    p[s].cards = all + s * rp->c;  /* room for c cards, all a stack holds */
    for (size_t k = 0; k < rp->c; k++)
      p[s].cards[k] = rp->stacks[s][rp->c - 1 - k];
    p[s].len = rp->c;
  }
  int w = snprintf(NULL, 0, "move %zu", rp->nmoves);
  printf("case %llu: ", (unsigned long long)ncase);
  print_summary(rp);
  puts("start (top card first)");
  print_piles(o, p, rp->n, 0, w);
  for (size_t k = 0; k < rp->nmoves; k++) {
    print_move(o, p, rp, k, w);
    print_piles(o, p, rp->n, rp->moves[k].to, w);
  }
  if (rp->verdict == WN_WIN)
    puts("won: every stack holds at most one card");
  free(all);
  free(p);
  return cli_finish(EXIT_OK);
}

static int print_html(const struct show_opts *o, const struct replay *rp,
                      const char *title) {
  FILE *out = show_page_begin(o, "stacks", title);
  if (!out)
    return EXIT_USAGE;
  fprintf(out, ",\"verdict\":\"%s\",\"suits\":%zu,\"reason\":",
          wn_verdict_name(rp->verdict), stacks_suits(rp->ctx));
  html_json_string(out, stacks_reason_text(stacks_reason_of(rp->ctx)));
  fprintf(out, ",\"limit\":\"%s\",\n\"stacks\":[",
          wn_limit_name(stacks_limit_hit(rp->ctx)));
  for (size_t s = 0; s < rp->n; s++) {
    fputs(s ? ",\n[" : "[", out);
    for (size_t k = 0; k < rp->c; k++)
      fprintf(out, "%s[%u,%u]", k ? "," : "", rp->stacks[s][k].value,
              rp->stacks[s][k].suit);
    fputc(']', out);
  }
  fputs("],\n\"moves\":[", out);
  for (size_t k = 0; k < rp->nmoves; k++)
    fprintf(out, "%s[%u,%u]", k ? "," : "", rp->moves[k].from,
            rp->moves[k].to);
  fputc(']', out);
  return show_page_end(o, out);
}

/* Solve and check the proof. 0, or an exit status. */
static int solve(struct replay *rp, const struct show_opts *o) {
  wn_limits limits;
  cli_solve_limits(&o->s, &limits);
  stacks_set_limits(rp->ctx, &limits);
  int v = stacks_solve(rp->ctx, rp->stacks, rp->n, rp->c, STACKS_MOVES);
  if (v < 0)
    return cli_fail(v, NULL);
  rp->verdict = v;
  if (v != WN_WIN)
    return 0;
  rp->moves = stacks_proof(rp->ctx, &rp->nmoves);
  wn_replay rep;
  int ok = stacks_replay(NULL, rp->stacks, rp->n, rp->c, rp->moves,
                         rp->nmoves, &rep);
  if (ok == WN_ENOMEM)
    return cli_fail(ok, NULL);
  if (ok != 1) {
    cli_error("internal error: the solver's proof does not check: %s",
              rep.why);
    return EXIT_FAILURE_RUN;
  }
  return 0;
}

static int run(void *game, const struct show_opts *o,
               struct show_input *in) {
  (void)game;
  stacks_reader sr;
  stacks_reader_init(&sr, &in->r, NULL);
  struct replay rp = {0};
  int rc = 0;
  for (uint64_t k = 0; k < o->ncase && rc == 0; k++)
    rc = show_read_rc(stacks_read(&sr), k, in, o);
  if (rc == 0 && !(rp.ctx = stacks_new(NULL)))
    rc = cli_fail(WN_ENOMEM, NULL);
  if (rc == 0) {
    rp.stacks = (const stacks_card *const *)sr.stacks;
    rp.n = sr.n;
    rp.c = sr.c;
    rc = solve(&rp, o);
  }
  if (rc == 0) {
    char title[160];
    snprintf(title, sizeof title, "Stack Management: %s, case %llu",
             in->name, (unsigned long long)o->ncase);
    rc = o->html ? print_html(o, &rp, title) : print_text(o, &rp, o->ncase);
  }
  stacks_free(rp.ctx);
  stacks_reader_release(&sr);
  return rc;
}

int show_stacks(int argc, char **argv) {
  struct show_opts o;
  show_defaults(&o);
  struct cli_opt opts[] = {SHOW_OPTS(&o), CLI_OPT_END};
  const struct cli_command cmd = {
    "winnable show stacks [options] [FILE]",
    "Solve one Stack Management case (contest input) and show the stacks,\n"
    "top card first, after every move of a winning sequence. Cards are\n"
    "value/suit, coloured by suit; the card just moved is underlined.",
    opts};
  const struct show_game g = {&cmd, &o, NULL, run, NULL};
  return show_main(&g, argc, argv);
}
