/*
** game_verb.c: the part of "winnable VERB GAME ..." that deal and show
** share: pick the game's function from the verb's table and run it with
** argv shifted so that argv[0] is GAME; answer "winnable VERB --help"
** with the list of games. The tables themselves stay with their verbs
** (cmd_deal.c, cmd_show.c).
*/
#include <string.h>
#include "clikit/clikit.h"

/* "Try 'winnable VERB --help'." after a usage error; EXIT_USAGE. */
static int try_help(const struct cli_verb *v) {
  fprintf(stderr, "Try 'winnable %s --help'.\n", v->verb);
  return EXIT_USAGE;
}

int cli_game_verb(const struct cli_verb *v, int argc, char **argv) {
  if (argc >= 2 && (strcmp(argv[1], "--help") == 0 ||
                    strcmp(argv[1], "-h") == 0)) {
    printf("usage: winnable %s GAME %s\n\n%s Games:", v->verb, v->args,
           v->summary);
    for (size_t k = 0; k < v->ngames; k++)
      printf(" %s", v->games[k].game);
    printf("\nRun 'winnable %s GAME --help' for a game's options.\n",
           v->verb);
    return cli_finish(EXIT_OK);
  }
  if (argc < 2) {
    cli_error("%s needs a game", v->verb);
    return try_help(v);
  }
  for (size_t k = 0; k < v->ngames; k++)
    if (strcmp(argv[1], v->games[k].game) == 0)
      return v->games[k].run(argc - 1, argv + 1);
  char hint[64];
  cli_error("unknown game \"%s\"%s", argv[1],
            cli_did_you_mean(hint, sizeof hint, "", argv[1], strlen(argv[1]),
                             v->games, v->ngames, sizeof *v->games));
  return try_help(v);
}
