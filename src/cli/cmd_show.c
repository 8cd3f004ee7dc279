/*
** cmd_show.c: "winnable show GAME ...": replay a solution step by step,
** in the terminal or as a web page. Each game's part lives in
** show_<game>.c; this file only picks it.
*/
#include "cli/cli.h"
#include "show/show.h"

static const struct cli_verb_game shows[] = {
  {"accordion", show_accordion},
  {"hitormiss", show_hitormiss},
  {"outlast", show_outlast},
  {"stacks", show_stacks},
};

int cmd_show(int argc, char **argv) {
  static const struct cli_verb show = {
    "show", "[options] [FILE]",
    "Solve one instance and replay the solution step by step, in\n"
    "the terminal or (--html) as a self-contained web page.",
    shows, sizeof shows / sizeof shows[0]};
  return cli_game_verb(&show, argc, argv);
}
