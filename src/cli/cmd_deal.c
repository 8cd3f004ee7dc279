/*
** cmd_deal.c: "winnable deal GAME ...": print reproducible random
** instances. Each game's part lives in deal_<game>.c; this file picks
** it and holds what the parts share.
*/
#include <string.h>
#include "cli/cli.h"

static const struct {
  const char *game;
  int (*run)(int argc, char **argv);
} dealers[] = {
  {"accordion", deal_accordion},
  {"hitormiss", deal_hitormiss},
  {"outlast", deal_outlast},
  {"stacks", deal_stacks},
};

int cmd_deal(int argc, char **argv) {
  if (argc >= 2 && (strcmp(argv[1], "--help") == 0 ||
                    strcmp(argv[1], "-h") == 0)) {
    printf("usage: winnable deal GAME [options]\n\n"
           "Print reproducible random instances: instance I of seed S is\n"
           "the same on every machine. Games:");
    for (size_t k = 0; k < sizeof dealers / sizeof dealers[0]; k++)
      printf(" %s", dealers[k].game);
    printf("\nRun 'winnable deal GAME --help' for a game's options.\n");
    return cli_finish(EXIT_OK);
  }
  if (argc < 2) {
    cli_error("deal needs a game");
    fputs("Try 'winnable deal --help'.\n", stderr);
    return EXIT_USAGE;
  }
  for (size_t k = 0; k < sizeof dealers / sizeof dealers[0]; k++)
    if (strcmp(argv[1], dealers[k].game) == 0)
      return dealers[k].run(argc - 1, argv + 1);
  cli_error("unknown game \"%s\"", argv[1]);
  fputs("Try 'winnable deal --help'.\n", stderr);
  return EXIT_USAGE;
}

int cli_deal_parse(const struct cli_command *cmd, int argc, char **argv,
                   int *status) {
  int nargs, rc = cli_parse(cmd, argc, argv, &nargs);
  if (rc == 0 && nargs) {
    cli_error("deal takes no file, found \"%s\"", argv[0]);
    rc = EXIT_USAGE;
  }
  *status = rc == 1 ? cli_finish(EXIT_OK) : rc;
  return rc != 0;
}
