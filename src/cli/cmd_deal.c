/*
** cmd_deal.c: "winnable deal GAME ...": print reproducible random
** instances. Each game's part lives in deal_<game>.c; this file picks
** it and holds what the parts share.
*/
#include <string.h>
#include "cli/cli.h"
#include "stress/stress.h"

static const struct cli_verb_game dealers[] = {
  {"accordion", deal_accordion},
  {"hitormiss", deal_hitormiss},
  {"outlast", deal_outlast},
  {"stacks", deal_stacks},
};

int cmd_deal(int argc, char **argv) {
  static const struct cli_verb deal = {
    "deal", "[options]",
    "Print reproducible random instances: instance I of seed S is\n"
    "the same on every machine.",
    dealers, sizeof dealers / sizeof dealers[0]};
  return cli_game_verb(&deal, argc, argv);
}

/* 1 if argv[1..argc) names option --'name' before any "--" (after a
** cli_parse that found no file, argv is as it was given). */
static int given(int argc, char **argv, const char *name) {
  size_t len = strlen(name);
  for (int k = 1; k < argc && strcmp(argv[k], "--") != 0; k++)
    if (strncmp(argv[k], "--", 2) == 0 &&
        strncmp(argv[k] + 2, name, len) == 0 &&
        (argv[k][2 + len] == '\0' || argv[k][2 + len] == '='))
      return 1;
  return 0;
}

int cli_deal_parse(const struct cli_command *cmd, struct cli_deal *d,
                   int argc, char **argv, int *status) {
  int nargs, rc = cli_parse(cmd, argc, argv, &nargs);
  if (rc == 0 && !nargs) {
    d->seed_given = given(argc, argv, "seed");
    d->first_given = given(argc, argv, "first");
  }
  if (rc == 0 && nargs) {
    cli_error("deal takes no file, found \"%s\"", argv[0]);
    rc = EXIT_USAGE;
  }
  if (rc == 0)
    rc = cli_check_range(d->first, d->count, "--count");
  *status = rc == 1 ? cli_finish(EXIT_OK) : rc;
  return rc != 0;
}

int cli_deal_kind(const char *game, const char *kind, const struct cli_deal *d,
                  int rightmost) {
  int k = stress_kind_parse(kind);
  if (k < 0) {
    cli_error("unknown kind \"%s\" (expected small, edge, random or hard)",
              kind);
    return EXIT_USAGE;
  }
  const struct stress_game *g = stress_game_find(game);
  const struct stress_opts o = {.rightmost = rightmost};
  struct stress_inst x;
  struct sbuf text;
  sbuf_init(&text);
  int rc = stress_deal(g, &o, (enum stress_kind)k, d->seed, d->first,
                       d->count, &x);
  if (rc == 0)
    g->write(&x, &o, &text);
  inst_release(&x);
  if (rc != 0 || text.failed) {
    sbuf_release(&text);
    return cli_fail(WN_ENOMEM, NULL);
  }
  fwrite(text.s ? text.s : "", 1, text.len, stdout);
  sbuf_release(&text);
  return cli_finish(EXIT_OK);
}
