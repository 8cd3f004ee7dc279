/*
** main.c: the dispatch table. "winnable NAME ..." runs the command
** NAME with argv shifted so that argv[0] is NAME. Commands are kept in
** alphabetical order; tests/cli walks this list (winnable --list-commands)
** to check that each answers --help and rejects an unknown option.
*/
#include <signal.h>
#include <string.h>
#include "cli/cli.h"

struct command {
  const char *name;
  int (*run)(int argc, char **argv);
  const char *summary;
};

static const struct command commands[] = {
  {"accordion", cmd_accordion, "decide Accordion deals (classic or CF 208B)"},
  {"check", cmd_check, "judge a program's output like a contest checker"},
  {"deal", cmd_deal, "print reproducible random instances of a game"},
  {"games", cmd_games, "list the games, their rules and input formats"},
  {"hint", cmd_hint, "value every move of a position: which keep it winnable"},
  {"hitormiss", cmd_hitormiss, "play Hit or Miss decks (SPOJ HITOMISS)"},
  {"outlast", cmd_outlast, "count winning first moves in Inventor Outlasting"},
  {"package", cmd_package, "write a contest problem as a Kattis/DOMjudge package"},
  {"show", cmd_show, "replay a solution step by step (terminal or web page)"},
  {"stacks", cmd_stacks, "decide Stack Management cases (Code Jam 2017 WF)"},
  {"stats", cmd_stats, "win rates over many reproducible random instances"},
  {"stress", cmd_stress, "find an input on which a program fails, and shrink it"},
  {"validate", cmd_validate, "check a contest input against the statement exactly"},
};

#define NCOMMANDS (sizeof commands / sizeof commands[0])

static void usage(FILE *out) {
  fputs("usage: winnable GAME [options] [FILE...]\n"
        "       winnable deal|stats|show|hint GAME [options]\n"
        "       winnable check GAME [options] INPUT OUTPUT\n"
        "       winnable validate GAME [options] INPUT\n"
        "       winnable stress GAME [options] -- COMMAND [ARG...]\n"
        "       winnable package GAME [options] DIR\n"
        "       winnable games | --help | --version\n\n"
        "Decides card solitaires and impartial games exactly, shows the\n"
        "proof, and measures how often random deals can be won.\n\n"
        "commands:\n", out);
  for (size_t k = 0; k < NCOMMANDS; k++)
    fprintf(out, "  %-10s %s\n", commands[k].name, commands[k].summary);
  fputs("\nRun 'winnable COMMAND --help' for a command's options.\n", out);
}

/* Whether 'name' is a game, and so a solving command of its own. */
static int is_game(const char *name) {
  static const char *const games[] = {"accordion", "hitormiss", "outlast",
                                      "stacks"};
  for (size_t k = 0; k < sizeof games / sizeof games[0]; k++)
    if (strcmp(name, games[k]) == 0)
      return 1;
  return 0;
}

/*
** Say that argv[1] is no command, with what the user likely meant: the
** nearest command by spelling, if one is near; else, for a word before
** a game ("winnable solve accordion"), the game's own command, which
** is also what "solve" alone meant.
*/
static void unknown_command(int argc, char **argv) {
  const char *name = argv[1];
  char hint[64];
  cli_did_you_mean(hint, sizeof hint, "", name, strlen(name), commands,
                   NCOMMANDS, sizeof *commands);
  if (!hint[0] && argc > 2 && is_game(argv[2]))
    snprintf(hint, sizeof hint, ", did you mean \"winnable %s\"?", argv[2]);
  else if (!hint[0] && strcmp(name, "solve") == 0)
    snprintf(hint, sizeof hint, " (a game's name solves it: winnable GAME)");
  cli_error("unknown command \"%s\"%s", name, hint);
}

int main(int argc, char **argv) {
  /* a reader that went away ends us quietly, even if SIGPIPE was ignored */
  signal(SIGPIPE, SIG_DFL);
  if (argc < 2) {
    usage(stderr);
    return EXIT_USAGE;
  }
  const char *name = argv[1];
  if (strcmp(name, "--help") == 0 || strcmp(name, "-h") == 0 ||
      strcmp(name, "help") == 0) {
    usage(stdout);
    return cli_finish(EXIT_OK);
  }
  if (strcmp(name, "--version") == 0) {
    printf("winnable %s\n", wn_version());
    return cli_finish(EXIT_OK);
  }
  if (strcmp(name, "--list-commands") == 0) {
    for (size_t k = 0; k < NCOMMANDS; k++)
      printf("%s\n", commands[k].name);
    return cli_finish(EXIT_OK);
  }
  for (size_t k = 0; k < NCOMMANDS; k++)
    if (strcmp(name, commands[k].name) == 0)
      return commands[k].run(argc - 1, argv + 1);
  unknown_command(argc, argv);
  fputs("Try 'winnable --help'.\n", stderr);
  return EXIT_USAGE;
}
