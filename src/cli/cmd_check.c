/*
** cmd_check.c: "winnable check GAME INPUT OUTPUT": judge a program's
** output like a contest checker (exit 0 ok, 1 wrong answer, 2
** presentation error, 3 checker failure). Each game's judge lives in
** src/check/check_<game>.c, and check_games (check_main.c) lists them;
** this file only picks one.
*/
#include "cli/cli.h"
#include "check/check.h"

int cmd_check(int argc, char **argv) {
  const struct cli_verb check = {
    "check", "[options] INPUT OUTPUT",
    "Judge OUTPUT, what a program printed for INPUT, like a contest\n"
    "checker (testlib): one line on stderr, exit 0 ok, 1 wrong answer,\n"
    "2 presentation error, 3 checker failure. Proofs (--moves lines) are\n"
    "replayed; answers without one are compared with the solver's.",
    check_games, check_ngames};
  return cli_game_verb(&check, argc, argv);
}
