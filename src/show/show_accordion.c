/*
** show_accordion.c: "winnable show accordion": one deal, solved (or
** replayed from --moves-from), shown as the row of pile tops after every
** move, or written as a web page.
**
** A given move list is checked with accordion_replay, the library's
** independent proof checker, before anything is printed; the display
** then applies moves itself, trusting that check (see the asserts).
** A given list that does not win exits SHOW_NOT_WON, page or not.
*/
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include "show/amarks.h"
#include "show/amoves.h"
#include "show/show.h"

enum { ROW_WIDTH = 13 };   /* piles per printed line, one suit's worth */

struct replay {
  const uint8_t *cards;
  size_t n;
  accordion_rule rule;
  const accordion_rules *rules; /* under ACCORDION_ANY: the game's */
  const accordion_move *moves;
  size_t nmoves;
  int verdict;             /* WN_WIN / WN_LOSS / WN_UNKNOWN of the solver */
  const char *given;       /* --moves-from file, or NULL when solved */
  int won;                 /* the moves win */
  size_t left;             /* the piles the moves leave */
  uint64_t states;
  wn_limit_hit limit;
  const amarks *mk;        /* the marks of every step, or NULL */
  size_t wrong;            /* the step where the line went wrong, or m+1 */
};

/* The piles the line rp->moves leaves: each move takes one pile away,
** two when pairs leave together. */
static size_t piles_left(const struct replay *rp) {
  size_t per = rp->rule == ACCORDION_ANY && rp->rules->pairs ? 2 : 1;
  return rp->n - per * rp->nmoves;
}

static int load_moves(struct replay *rp, amoves *ml, const char *file) {
  FILE *fp = cli_open(file);
  if (!fp)
    return EXIT_USAGE;
  wn_reader r;
  wn_reader_init(&r, fp, cli_input_name(file));
  int rc = amoves_read(ml, &r);
  cli_close(fp);
  if (rc)
    return cli_fail(rc, &r.err);
  rp->given = cli_input_name(file);
  rp->moves = ml->moves;
  rp->nmoves = ml->n;
  rp->verdict = WN_WIN;
  rp->left = piles_left(rp);
  return amoves_check(ml, rp->cards, rp->n, rp->rule, rp->rules, &rp->won);
}

/* ---- the terminal replay ---- */

/* Where the pile moved onto stands after move m (1-based), or 0 when
** it left the row with its pair. */
static size_t landed(const struct replay *rp, accordion_move m) {
  if (rp->rule == ACCORDION_ANY && rp->rules->pairs)
    return 0;
  return m.from < m.to ? m.to - 1 : m.to; /* the pile at from is gone */
}

static void print_row(const struct show_opts *o, const uint8_t *top,
                      size_t piles, size_t mark, int indent) {
  if (piles == 0) {
    puts("(no pile left)");
    return;
  }
  for (size_t p = 0; p < piles; p++) {
    if (p && p % ROW_WIDTH == 0)
      printf("\n%*s", indent, "");
    else if (p)
      putchar(' ');
    show_card(o, top[p], p + 1 == mark);
  }
  putchar('\n');
}

static void print_summary(const struct replay *rp) {
  show_count(rp->n, "pile");
  if (rp->rule == ACCORDION_RIGHTMOST || accordion_rules_is_classic(rp->rules))
    printf(", rule %s: ", accordion_rule_name(rp->rule));
  else {
    printf(", rules %s (", cli_accordion_rules_label(rp->rules));
    cli_accordion_rules_write(stdout, rp->rules);
    fputs("): ", stdout);
  }
  if (rp->given) {
    show_count(rp->nmoves, "move");
    printf(" from %s\n", rp->given);
  } else if (rp->verdict == WN_WIN) {
    fputs("winnable in ", stdout);
    show_count(rp->nmoves, "move");
    putchar('\n');
  } else {
    if (rp->verdict == WN_LOSS)
      fputs("unwinnable", stdout);
    else
      show_unknown(stdout, rp->limit);
    printf(" (");
    show_count(rp->states, "position");
    printf(" examined); the best line found leaves ");
    show_count(rp->left, "pile");
    putchar('\n');
  }
}

/* Step k's marks under its row: "marks: j>i:win ...", as hint prints. */
static void print_step_marks(const struct replay *rp, size_t k, int w) {
  const amarks_step *s = &rp->mk->steps[k];
  if (s->verdict == AMARKS_BUDGET) {
    printf("%*s  marks: not analysed (time budget)\n", w, "");
    return;
  }
  if (s->n == 0)
    return;
  printf("%*s  marks:", w, "");
  for (size_t x = s->first; x < s->first + s->n; x++)
    printf(" %u>%u:%s", rp->mk->values[x].move.from, rp->mk->values[x].move.to,
           wn_verdict_name(rp->mk->values[x].verdict));
  putchar('\n');
}

/* The line of move k on the row top[0..piles). */
static void print_move(const struct show_opts *o, const struct replay *rp,
                       const uint8_t *top, size_t piles, size_t k, int w) {
  uint32_t j = rp->moves[k].from, i = rp->moves[k].to;
  /* accordion_replay accepted every move (or the solver made it) */
  assert(j >= 1 && j <= piles && i >= 1 && i <= piles && i != j);
  (void)piles;             /* read by the assert only */
  char label[32];
  snprintf(label, sizeof label, "move %zu", k + 1);
  printf("%-*s  %u>%u: ", w, label, j, i);
  show_card(o, top[j - 1], 0);
  fputs(rp->rule == ACCORDION_ANY && rp->rules->pairs ? " with " : " onto ",
        stdout);
  show_card(o, top[i - 1], 0);
  fputs(", ", stdout);
  show_count(rp->nmoves - k - 1, "move");
  puts(k == rp->wrong ? " left; went wrong here: the deal was winnable"
                      : " left");
}

static int print_text(const struct show_opts *o, const struct replay *rp) {
  uint8_t *top = malloc(rp->n);
  if (!top)
    return cli_fail(WN_ENOMEM, NULL);
  memcpy(top, rp->cards, rp->n);
  int w = snprintf(NULL, 0, "move %zu", rp->nmoves);
  printf("%-*s  ", w, "deal");
  print_row(o, top, rp->n, 0, w + 2);
  printf("%*s  ", w, "");
  print_summary(rp);
  if (rp->mk)
    print_step_marks(rp, 0, w);
  size_t piles = rp->n;
  for (size_t k = 0; k < rp->nmoves; k++) {
    print_move(o, rp, top, piles, k, w);
    long after = amoves_play(rp->rule, rp->rules, top, piles, rp->moves[k]);
    assert(after >= 0); /* accordion_replay accepted it (or the solver
                        ** made it) */
    piles = (size_t)after;
    printf("%*s  ", w, "");
    print_row(o, top, piles, landed(rp, rp->moves[k]), w + 2);
    if (rp->mk)
      print_step_marks(rp, k + 1, w);
  }
  free(top);
  if (rp->won && piles == 1)
    puts("won: one pile left");
  else if (rp->won)
    printf("won: %zu piles left\n", piles);
  else
    printf("not won: %zu pile%s left\n", piles, piles == 1 ? "" : "s");
  return cli_finish(rp->given && !rp->won ? SHOW_NOT_WON : EXIT_OK);
}

/* ---- the web page ---- */

/* One step's marks: {"verdict":V,"moves":[{"move":[j,i],...}]}. */
static void print_step(FILE *out, const amarks *mk, size_t k) {
  const amarks_step *s = &mk->steps[k];
  if (s->verdict == AMARKS_BUDGET) {
    fputs("{\"verdict\":\"budget\",\"moves\":[]}", out);
    return;
  }
  fprintf(out, "{\"verdict\":\"%s\",\"moves\":[", wn_verdict_name(s->verdict));
  for (size_t x = s->first; x < s->first + s->n; x++) {
    const accordion_move_value *v = &mk->values[x];
    fprintf(out, "%s{\"move\":[%u,%u],\"verdict\":\"%s\",\"states\":%llu}",
            x > s->first ? "," : "", v->move.from, v->move.to,
            wn_verdict_name(v->verdict), (unsigned long long)v->states);
  }
  fputs("]}", out);
}

/* "marks": the verdicts of every step's moves (amarks.h). */
static void print_marks(FILE *out, const struct replay *rp, double budget) {
  const amarks *mk = rp->mk;
  fprintf(out, ",\n\"marks\":{\"budget\":%g,\"seconds\":%.3f,\"wrong\":",
          budget, mk->seconds);
  if (rp->wrong < mk->nsteps)
    fprintf(out, "%zu", rp->wrong);
  else
    fputs("null", out);
  fputs(",\"steps\":[", out);
  for (size_t k = 0; k < mk->nsteps; k++) {
    fputs(k ? ",\n" : "\n", out);
    print_step(out, mk, k);
  }
  fputs("]}", out);
}

static int print_html(const struct show_opts *o, const struct replay *rp,
                      const char *title, double budget) {
  FILE *out = show_page_begin(o, "accordion", title);
  if (!out)
    return EXIT_USAGE;
  fputc(',', out);
  cli_accordion_rules_json(out, rp->rule, rp->rules);
  fprintf(out, ",\"verdict\":\"%s\",\"states\":%llu,"
          "\"piles_left\":%zu,\"limit\":\"%s\",\"given\":",
          rp->given ? "given" : wn_verdict_name(rp->verdict),
          (unsigned long long)rp->states, rp->left,
          wn_limit_name(rp->limit));
  html_json_string(out, rp->given ? rp->given : "");
  fputs(",\n\"cards\":[", out);
  for (size_t p = 0; p < rp->n; p++) {
    char tok[3];
    wn_card_format(rp->cards[p], tok);
    fprintf(out, "%s\"%s\"", p ? "," : "", tok);
  }
  fputs("],\n\"moves\":[", out);
  for (size_t k = 0; k < rp->nmoves; k++)
    fprintf(out, "%s[%u,%u]", k ? "," : "", rp->moves[k].from,
            rp->moves[k].to);
  fputc(']', out);
  print_marks(out, rp, budget);
  int rc = show_page_end(o, out);
  return rc == 0 && rp->given && !rp->won ? SHOW_NOT_WON : rc;
}

/* ---- the command ---- */

static int solve(struct replay *rp, const struct show_opts *o,
                 accordion_ctx **ctx) {
  if (!(*ctx = cli_accordion_new(&o->s)))
    return cli_fail(WN_ENOMEM, NULL);
  accordion_set_rules(*ctx, rp->rules);
  int v = accordion_solve(*ctx, rp->cards, rp->n, rp->rule);
  if (v < 0)
    return cli_fail(v, NULL);
  rp->verdict = v;
  rp->states = accordion_states(*ctx);
  rp->limit = accordion_limit_hit(*ctx);
  /* a win: the proof; else the line to the fewest piles found */
  rp->moves = accordion_best_line(*ctx, &rp->nmoves);
  rp->won = v == WN_WIN;
  rp->left = piles_left(rp);
  return 0;
}

/* The options of "show accordion" beyond SHOW_OPTS. */
struct extra {
  struct cli_accordion_opts ao;  /* --rule and the knobs, resolved */
  struct cli_goal_comment goal;  /* the goal comment of the deal read */
  accordion_rules rules;         /* the rules of the deal shown */
  const char *moves_from;
  double budget;           /* --hint-budget: seconds for the marks */
  int marks;               /* --marks: on the terminal too */
};

/* The marks of the line when wanted (always on a page), then the show. */
static int show(const struct show_opts *o, const struct extra *x,
                struct replay *rp, const char *title) {
  amarks mk;
  amarks_init(&mk);
  wn_limits limits;
  cli_solve_limits(&o->s, &limits);
  int rc = 0;
  rp->wrong = rp->nmoves + 1;
  if (o->html || x->marks) {
    rc = amarks_compute(&mk, rp->cards, rp->n, rp->rule, rp->rules,
                        rp->moves,
                        rp->nmoves, x->budget, &limits);
    rp->mk = &mk;
    rp->wrong = amarks_wrong(&mk, rp->moves);
  }
  if (rc)
    rc = cli_fail(rc, NULL);
  else
    rc = o->html ? print_html(o, rp, title, x->budget) : print_text(o, rp);
  amarks_release(&mk);
  return rc;
}

static int run(const struct show_opts *o, struct extra *x,
               struct show_input *in) {
  accordion_reader ar;
  accordion_reader_init(&ar, &in->r, NULL);
  wn_reader_on_comment(&in->r, cli_goal_comment_hook, &x->goal);
  amoves ml;
  amoves_init(&ml);
  accordion_ctx *ctx = NULL;
  struct replay rp = {0};
  int rc = 0;
  for (uint64_t k = 0; k < o->ncase && rc == 0; k++) {
    x->goal.goal = -1;
    rc = show_read_rc(accordion_read(&ar), k, in, o);
  }
  if (rc == 0)
    rc = cli_accordion_deal_rules(&x->ao, &x->goal, in->name, o->ncase,
                                  &x->rules);
  if (rc == 0) {
    rp.cards = ar.cards;
    rp.n = ar.n;
    rp.rule = x->ao.base;
    rp.rules = &x->rules;
    rc = x->moves_from ? load_moves(&rp, &ml, x->moves_from)
                       : solve(&rp, o, &ctx);
  }
  if (rc == 0) {
    char title[160];
    snprintf(title, sizeof title, "Accordion: %s, deal %llu", in->name,
             (unsigned long long)o->ncase);
    rc = show(o, x, &rp, title);
  }
  accordion_free(ctx);
  amoves_release(&ml);
  accordion_reader_release(&ar);
  return rc;
}

static int check(void *game) {
  struct extra *x = game;
  return cli_accordion_opts_resolve(&x->ao, 1);
}

static int run_game(void *game, const struct show_opts *o,
                    struct show_input *in) {
  return run(o, game, in);
}

int show_accordion(int argc, char **argv) {
  struct show_opts o;
  struct extra x = {.budget = 10};
  show_defaults(&o);
  cli_accordion_opts_init(&x.ao);
  struct cli_opt opts[] = {
    CLI_ACCORDION_OPTS(&x.ao),
    {"moves-from", CLI_STRING, &x.moves_from, "FILE",
     "replay the moves j>i in FILE instead of solving (exit 1 if they do "
     "not win)", 0, 0},
    {"hint-budget", CLI_DOUBLE, &x.budget, "SECONDS",
     "--html: mark every step's moves win/loss/unknown within SECONDS in "
     "all (default 10; steps past it are not analysed)", 0, 0},
    {"marks", CLI_FLAG, &x.marks, NULL,
     "on the terminal too: under every row, each legal move's value "
     "(as hint prints it), within --hint-budget", 0, 0},
    SHOW_OPTS(&o), CLI_OPT_END};
  const struct cli_command cmd = {
    "winnable show accordion [options] [FILE]",
    "Solve one Accordion deal (contest input or a deal line) and show the\n"
    "row of piles after every move, or replay a move list. Colour marks\n"
    "red and black suits; the pile just moved onto is underlined.",
    opts};
  const struct show_game g = {&cmd, &o, check, run_game, &x};
  return show_main(&g, argc, argv);
}
