/*
** show_common.c: options, colour, input and page files shared by the
** "winnable show GAME" commands.
**
** Colour follows the usual convention: --color=auto colours only when
** stdout is a terminal and NO_COLOR is unset or empty; always/never
** override both. A card is drawn as black or red text on a white
** background so it reads like a card on dark and light terminals alike.
*/
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "show/show.h"

void show_defaults(struct show_opts *o) {
  memset(o, 0, sizeof *o);
  o->ncase = 1;
  o->color = "auto";
  cli_solve_defaults(&o->s);
}

/* Check the parsed options; decide on colour. 0, or EXIT_USAGE. */
static int setup(struct show_opts *o, int nargs, char **argv) {
  if (nargs > 1) {
    cli_error("show takes one input, found \"%s\" too", argv[1]);
    return EXIT_USAGE;
  }
  if (strcmp(o->color, "always") == 0) {
    o->use_color = 1;
  } else if (strcmp(o->color, "never") == 0) {
    o->use_color = 0;
  } else if (strcmp(o->color, "auto") == 0) {
    const char *no = getenv("NO_COLOR");
    o->use_color = isatty(fileno(stdout)) && !(no && *no);
  } else {
    cli_error("unknown --color \"%s\" (expected auto, always or never)",
              o->color);
    return EXIT_USAGE;
  }
  return 0;
}

int show_parse(const struct cli_command *cmd, struct show_opts *o, int argc,
               char **argv, int *nargs, int *status) {
  int rc = cli_parse(cmd, argc, argv, nargs);
  if (rc == 0)
    rc = setup(o, *nargs, argv);
  *status = rc == 1 ? cli_finish(EXIT_OK) : rc;
  return rc != 0;
}

const char *show_sgr(const struct show_opts *o, const char *attrs) {
  return o->use_color ? attrs : "";
}

void show_card(const struct show_opts *o, uint8_t card, int underline) {
  char tok[3];
  wn_card_format(card, tok);
  if (!o->use_color) {
    fputs(tok, stdout);
    return;
  }
  /* suits 1 and 2 are hearts and diamonds (winnable.h) */
  int red = wn_card_suit(card) == 1 || wn_card_suit(card) == 2;
  printf("\033[%s%s;47m%s\033[0m", underline ? "1;4;" : "",
         red ? "31" : "30", tok);
}

void show_count(uint64_t n, const char *noun) {
  printf("%llu %s%s", (unsigned long long)n, noun, n == 1 ? "" : "s");
}

void show_unknown(FILE *out, wn_limit_hit hit) {
  fprintf(out, "unknown, the %s limit ran out", wn_limit_name(hit));
}

int show_main(const struct show_game *g, int argc, char **argv) {
  int nargs, rc;
  if (show_parse(g->cmd, g->o, argc, argv, &nargs, &rc))
    return rc;
  if (g->check && (rc = g->check(g->game)) != 0)
    return rc;
  struct show_input in;
  if ((rc = show_open(&in, nargs, argv)) != 0)
    return rc;
  rc = g->run(g->game, g->o, &in);
  show_close(&in);
  return rc;
}

int show_open(struct show_input *in, int nargs, char **argv) {
  const char *name = nargs ? argv[0] : "-";
  in->fp = cli_open(name);
  in->name = cli_input_name(name);
  if (!in->fp)
    return EXIT_USAGE;
  wn_reader_init(&in->r, in->fp, in->name);
  return 0;
}

void show_close(struct show_input *in) {
  cli_close(in->fp);
  in->fp = NULL;
}

int show_read_rc(int got, uint64_t k, const struct show_input *in,
                 const struct show_opts *o) {
  if (got < 0)
    return cli_fail(got, &in->r.err);
  if (got > 0)
    return 0;
  return cli_case_missing(in->name, k, o->ncase);
}

FILE *show_page_begin(const struct show_opts *o, const char *game,
                      const char *title) {
  FILE *out = stdout;
  /* never replaces a file, as --certificate and --csv do not */
  if (strcmp(o->html, "-") != 0 && !(out = cli_create(o->html, "page")))
    return NULL;
  html_page_head(out, game, title);
  fprintf(out, "{\"game\":\"%s\",\"title\":", game);
  html_json_string(out, title);
  return out;
}

int show_page_end(const struct show_opts *o, FILE *out) {
  fputc('}', out);
  html_page_tail(out);
  if (out == stdout)
    return cli_finish(EXIT_OK);
  return cli_close_output(out, o->html, "page");
}

void html_json_string(FILE *out, const char *s) {
  cli_json_quote(out, s, "<>&");
}
