/*
** show_outlast.c: "winnable show outlast": one Inventor Outlasting
** board, with a line of best play shown board by board (attractions,
** signs) and, before each of the losing side's moves, the winning
** reply to every move that side could make.
**
** The winning side is the first player when the board's value is not
** 0, else the second. It always builds the first winning cell (row-
** major); the losing side plays its first free cell. Positions are
** valued by opos.c from the public solver; at the start the values
** are checked against a whole-board solve, move by move.
*/
#include <stdlib.h>
#include <string.h>
#include "show/opos.h"
#include "show/show.h"

struct step {
  size_t cell;             /* row-major index of the build */
  int player;              /* 1 or 2 */
  size_t reply0, nreply;   /* its replies[] (losing side's turns only) */
};

struct line {
  size_t rows, cols;
  const uint8_t *x;
  long value;              /* of the start position */
  size_t nfree, nwinning;  /* free X cells, winning first moves */
  int winner;              /* 1 or 2 */
  struct step *steps;
  size_t nsteps;
  size_t (*replies)[2];    /* (their move, our winning reply) */
  size_t nreplies, capreplies;
  uint8_t *winning;        /* per cell: a winning first move */
};

static void line_free(struct line *ln) {
  free(ln->steps);
  free(ln->replies);
  free(ln->winning);
}

static long first_zero(const opos *p, const uint32_t *after) {
  for (size_t k = 0; k < p->rows * p->cols; k++)
    if (opos_available(p, k) && after[k] == 0)
      return (long)k;
  return -1;
}

/* Check the start values against a whole-board solve. 0, or < 0. */
static long check_start(struct line *ln, outlast_ctx *ctx, opos *p,
                        uint32_t *after) {
  int v = outlast_solve(ctx, ln->x, ln->rows, ln->cols);
  if (v < 0 || v == WN_UNKNOWN)
    return v < 0 ? v : OPOS_UNKNOWN;
  uint32_t g = outlast_grundy(ctx);
  size_t nmoves, nwin = outlast_winning_count(ctx);
  const outlast_move *m0 = outlast_moves(ctx, &nmoves);
  outlast_move *m = malloc((nmoves ? nmoves : 1) * sizeof *m);
  if (!m)
    return WN_ENOMEM;
  memcpy(m, m0, nmoves * sizeof *m);
  long value = opos_value(p, ctx, after);
  int agree = value < 0 || ((uint32_t)value == g);
  for (size_t j = 0; j < nmoves && value >= 0; j++)
    agree &= after[(m[j].row - 1) * ln->cols + m[j].col - 1] == m[j].grundy;
  free(m);
  if (!agree)
    return WN_EINVAL;  /* reported as an internal error by the caller */
  ln->value = value;
  ln->nwinning = nwin;
  return value < 0 ? value : 0;
}

/* The losing side's turn: every move and its winning reply. */
static long replies(struct line *ln, outlast_ctx *ctx, const opos *p,
                    opos *tmp, uint32_t *after, int player) {
  size_t n = ln->rows * ln->cols;
  for (size_t y = 0; y < n; y++) {
    if (!opos_available(p, y))
      continue;
    opos_copy(tmp, p);
    opos_build(tmp, y, player);
    long v = opos_value(tmp, ctx, after);
    if (v < 0)
      return v;
    long z = first_zero(tmp, after);
    if (z < 0)
      return WN_EINVAL;  /* a value-0 position always has an answer */
    if (ln->nreplies == ln->capreplies) {
      size_t cap = ln->capreplies ? 2 * ln->capreplies : 64;
      size_t (*grown)[2] = realloc(ln->replies, cap * sizeof *grown);
      if (!grown)
        return WN_ENOMEM;
      ln->replies = grown;
      ln->capreplies = cap;
    }
    ln->replies[ln->nreplies][0] = y;
    ln->replies[ln->nreplies++][1] = (size_t)z;
  }
  return 0;
}

/* Play the line of best play to the end. 0, or a negative code. */
static long play(struct line *ln, outlast_ctx *ctx, opos *p, opos *tmp,
                 uint32_t *after) {
  size_t n = ln->rows * ln->cols;
  long rc = check_start(ln, ctx, p, after);
  if (rc < 0)
    return rc;
  ln->winner = ln->value ? 1 : 2;
  for (size_t k = 0; k < n; k++) {
    ln->nfree += opos_available(p, k);
    ln->winning[k] = opos_available(p, k) && after[k] == 0;
  }
  for (int player = 1;; player = 3 - player) {
    long v = opos_value(p, ctx, after);
    if (v < 0)
      return v;
    struct step *s = &ln->steps[ln->nsteps];
    s->player = player;
    s->reply0 = ln->nreplies;
    if (player == ln->winner) {
      long z = first_zero(p, after);
      if (z < 0)
        return WN_EINVAL;  /* the winner's turn always has value != 0 */
      s->cell = (size_t)z;
    } else {
      if ((rc = replies(ln, ctx, p, tmp, after, player)) < 0)
        return rc;
      s->nreply = ln->nreplies - s->reply0;
      if (s->nreply == 0)
        break;
      s->cell = ln->replies[s->reply0][0];
    }
    opos_build(p, s->cell, player);
    ln->nsteps++;
  }
  return 0;
}

/* ---- the terminal ---- */

static const char *who(int player) {
  return player == 1 ? "first player" : "second player";
}

static void print_cell(const struct show_opts *o, const struct line *ln,
                       const opos *p, size_t k, int last) {
  static const char sym[] = ".12/\\";
  uint8_t occ = p->occ[k];
  char ch = occ == OPOS_FREE ? (ln->x[k] ? 'X' : '.') : sym[occ];
  const char *ink = occ == OPOS_FREE ? (ln->x[k] ? "\033[1;32m" : "")
                  : occ <= OPOS_BUILT2 ? (last ? "\033[1;4;30;43m"
                                               : "\033[30;43m")
                  : "\033[2m";
  printf("%s%c%s", show_sgr(o, ink), ch, *ink ? show_sgr(o, "\033[0m") : "");
}

static void print_board(const struct show_opts *o, const struct line *ln,
                        const opos *p, long last) {
  int w = snprintf(NULL, 0, "%zu", ln->cols) + 1;
  int rw = snprintf(NULL, 0, "%zu", ln->rows);
  printf("%*s", 8 + rw, "");
  for (size_t c = 1; c <= ln->cols; c++)
    printf("%*zu", w, c);
  putchar('\n');
  for (size_t r = 0; r < ln->rows; r++) {
    printf("%8s%*zu", "", rw, r + 1);
    for (size_t c = 0; c < ln->cols; c++) {
      printf("%*s", w - 1, "");
      print_cell(o, ln, p, r * ln->cols + c, (long)(r * ln->cols + c) == last);
    }
    putchar('\n');
  }
}

static void print_rc(const struct line *ln, size_t k) {
  printf("%zu,%zu", k / ln->cols + 1, k % ln->cols + 1);
}

static void print_replies(const struct line *ln, const struct step *s) {
  printf("        winning replies to the %s's %zu move%s:", who(s->player),
         s->nreply, s->nreply == 1 ? "" : "s");
  for (size_t j = 0; j < s->nreply; j++) {
    const size_t *pair = ln->replies[s->reply0 + j];
    fputs(j % 6 ? "   " : "\n          ", stdout);
    print_rc(ln, pair[0]);
    fputs(" -> ", stdout);
    print_rc(ln, pair[1]);
  }
  putchar('\n');
}

static int print_text(const struct show_opts *o, const struct line *ln,
                      opos *p) {
  printf("case %llu: %zu x %zu board, %zu free X cell%s: the %s wins "
         "(value %ld)\n", (unsigned long long)o->ncase, ln->rows, ln->cols,
         ln->nfree, ln->nfree == 1 ? "" : "s", who(ln->winner), ln->value);
  printf("winning first moves (%zu):", ln->nwinning);
  for (size_t k = 0; k < ln->rows * ln->cols; k++)
    if (ln->winning[k]) {
      putchar(' ');
      print_rc(ln, k);
    }
  puts(ln->nwinning ? "" : " none");
  puts("start");
  memset(p->occ, OPOS_FREE, ln->rows * ln->cols);
  print_board(o, ln, p, -1);
  for (size_t t = 0; t < ln->nsteps; t++) {
    const struct step *s = &ln->steps[t];
    if (s->player != ln->winner)
      print_replies(ln, s);
    printf("move %-3zu %s builds ", t + 1, who(s->player));
    print_rc(ln, s->cell);
    puts(s->player == ln->winner && t > 0 ? " (the reply)" : "");
    opos_build(p, s->cell, s->player);
    print_board(o, ln, p, (long)s->cell);
  }
  int stuck = ln->nsteps % 2 ? 2 : 1;
  printf("the %s has no free X cell left: the %s wins\n", who(stuck),
         who(3 - stuck));
  return cli_finish(EXIT_OK);
}

/* ---- the web page ---- */

static int print_html(const struct show_opts *o, const struct line *ln,
                      const char *title) {
  FILE *out = show_page_begin(o, "outlast", title);
  if (!out)
    return EXIT_USAGE;
  fprintf(out, ",\"rows\":%zu,\"cols\":%zu,\"value\":%ld,\"winner\":%d,"
          "\"nwinning\":%zu,\n\"board\":[", ln->rows, ln->cols, ln->value,
          ln->winner, ln->nwinning);
  for (size_t r = 0; r < ln->rows; r++) {
    fputs(r ? ",\"" : "\"", out);
    for (size_t c = 0; c < ln->cols; c++)
      fputc(ln->x[r * ln->cols + c] ? 'X' : '.', out);
    fputc('"', out);
  }
  fputs("],\n\"steps\":[", out);
  for (size_t t = 0; t < ln->nsteps; t++) {
    const struct step *s = &ln->steps[t];
    fprintf(out, "%s{\"player\":%d,\"cell\":%zu,\"replies\":[", t ? ",\n" : "",
            s->player, s->cell);
    for (size_t j = 0; j < s->nreply; j++)
      fprintf(out, "%s[%zu,%zu]", j ? "," : "", ln->replies[s->reply0 + j][0],
              ln->replies[s->reply0 + j][1]);
    fputs("]}", out);
  }
  fputc(']', out);
  return show_page_end(o, out);
}

/* ---- the command ---- */

static int report(long rc, outlast_ctx *ctx, const struct show_opts *o) {
  if (rc == OPOS_UNKNOWN) {
    printf("case %llu: ", (unsigned long long)o->ncase);
    show_unknown(stdout, outlast_limit_hit(ctx));
    putchar('\n');
    return cli_finish(EXIT_OK);
  }
  if (rc == WN_EINVAL) {
    cli_error("internal error: the position values disagree");
    return EXIT_FAILURE_RUN;
  }
  return cli_fail((int)rc, NULL);
}

static int run_board(const struct show_opts *o, const outlast_reader *or_,
                     const char *title) {
  size_t n = or_->rows * or_->cols;
  struct line ln = {or_->rows, or_->cols, or_->cells, 0, 0, 0, 0,
                    calloc(n + 1, sizeof *ln.steps), 0, NULL, 0, 0,
                    calloc(n, 1)};
  opos p = {0}, tmp = {0};
  uint32_t *after = malloc(n * sizeof *after);
  outlast_ctx *ctx = outlast_new(NULL);
  long rc = WN_ENOMEM;
  if (ln.steps && ln.winning && after && ctx &&
      opos_init(&p, or_->cells, ln.rows, ln.cols) == 0 &&
      opos_init(&tmp, or_->cells, ln.rows, ln.cols) == 0) {
    wn_limits limits;
    cli_solve_limits(&o->s, &limits);
    outlast_set_limits(ctx, &limits);
    rc = play(&ln, ctx, &p, &tmp, after);
  }
  int status = rc < 0 ? report(rc, ctx, o)
             : o->html ? print_html(o, &ln, title) : print_text(o, &ln, &p);
  outlast_free(ctx);
  free(after);
  opos_release(&p);
  opos_release(&tmp);
  line_free(&ln);
  return status;
}

static int run(void *game, const struct show_opts *o,
               struct show_input *in) {
  (void)game;
  outlast_reader or_;
  outlast_reader_init(&or_, &in->r, NULL);
  int rc = 0;
  for (uint64_t k = 0; k < o->ncase && rc == 0; k++)
    rc = show_read_rc(outlast_read(&or_), k, in, o);
  if (rc == 0) {
    char title[160];
    snprintf(title, sizeof title, "Inventor Outlasting: %s, case %llu",
             in->name, (unsigned long long)o->ncase);
    rc = run_board(o, &or_, title);
  }
  outlast_reader_release(&or_);
  return rc;
}

int show_outlast(int argc, char **argv) {
  struct show_opts o;
  show_defaults(&o);
  struct cli_opt opts[] = {SHOW_OPTS(&o), CLI_OPT_END};
  const struct cli_command cmd = {
    "winnable show outlast [options] [FILE]",
    "Solve one Inventor Outlasting board (contest input) and play a line\n"
    "of best play: the board after each build (1 and 2 mark attractions,\n"
    "/ and \\ the signs, X free cells) and, before each move of the losing\n"
    "side, the winning reply to every move it could make.",
    opts};
  const struct show_game g = {&cmd, &o, NULL, run, NULL};
  return show_main(&g, argc, argv);
}
