/*
** cmd_deal.c: "winnable deal GAME ...": print reproducible random
** instances. Each game's part lives in deal_<game>.c; this file picks
** it and holds what the parts share.
*/
#include "cli/cli.h"

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
    dealers, sizeof dealers / sizeof dealers[0], EXIT_USAGE};
  return cli_game_verb(&deal, argc, argv);
}

int cli_deal_parse(const struct cli_command *cmd, const struct cli_deal *d,
                   int argc, char **argv, int *status) {
  int nargs, rc = cli_parse(cmd, argc, argv, &nargs);
  if (rc == 0 && nargs) {
    cli_error("deal takes no file, found \"%s\"", argv[0]);
    rc = EXIT_USAGE;
  }
  if (rc == 0)
    rc = cli_check_range(d->first, d->count, "--count");
  *status = rc == 1 ? cli_finish(EXIT_OK) : rc;
  return rc != 0;
}
