/*
** cmd_show.c: "winnable show GAME ...": replay a solution step by step,
** in the terminal or as a web page. Each game's part lives in
** show_<game>.c; this file only picks it.
*/
#include <string.h>
#include "cli/show.h"

static const struct {
  const char *game;
  int (*run)(int argc, char **argv);
} shows[] = {
  {"accordion", show_accordion},
  {"hitormiss", show_hitormiss},
  {"outlast", show_outlast},
  {"stacks", show_stacks},
};

#define NSHOWS (sizeof shows / sizeof shows[0])

int cmd_show(int argc, char **argv) {
  if (argc >= 2 && (strcmp(argv[1], "--help") == 0 ||
                    strcmp(argv[1], "-h") == 0)) {
    printf("usage: winnable show GAME [options] [FILE]\n\n"
           "Solve one instance and replay the solution step by step, in\n"
           "the terminal or (--html) as a self-contained web page. Games:");
    for (size_t k = 0; k < NSHOWS; k++)
      printf(" %s", shows[k].game);
    printf("\nRun 'winnable show GAME --help' for a game's options.\n");
    return cli_finish(EXIT_OK);
  }
  if (argc < 2) {
    cli_error("show needs a game");
    fputs("Try 'winnable show --help'.\n", stderr);
    return EXIT_USAGE;
  }
  for (size_t k = 0; k < NSHOWS; k++)
    if (strcmp(argv[1], shows[k].game) == 0)
      return shows[k].run(argc - 1, argv + 1);
  cli_error("unknown game \"%s\"", argv[1]);
  fputs("Try 'winnable show --help'.\n", stderr);
  return EXIT_USAGE;
}
