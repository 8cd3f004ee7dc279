/*
** cmd_games.c: "winnable games": the games, their rules and formats.
*/
#include "cli/cli.h"

static const char GAMES[] =
"accordion   Accordion solitaire. A pile moves onto the pile 1 or 3 places\n"
"            to its left when their top cards share a rank or a suit; won\n"
"            when one pile is left.\n"
"            --rule=any        any pile may move (classic, default)\n"
"            --rule=rightmost  only the last pile moves (Codeforces 208B)\n"
"            input:  contest (n, then n cards like 7H) -> YES/NO, or one\n"
"                    deal per line -> winnable/unwinnable/unknown\n"
"            proof:  moves j>i (pile now at j onto the pile now at i)\n";

int cmd_games(int argc, char **argv) {
  struct cli_opt opts[] = {CLI_OPT_END};
  const struct cli_command cmd = {
    "winnable games", "List the games winnable decides, with their rules\n"
    "and input formats.", opts};
  int nargs, rc = cli_parse(&cmd, argc, argv, &nargs);
  if (rc)
    return rc == 1 ? cli_finish(EXIT_OK) : rc;
  if (nargs) {
    cli_error("games takes no argument, found \"%s\"", argv[0]);
    return EXIT_USAGE;
  }
  fputs(GAMES, stdout);
  return cli_finish(EXIT_OK);
}
