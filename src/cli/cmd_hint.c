/*
** cmd_hint.c: "winnable hint GAME ...": value every legal move of each
** position of the input (win: the position it leaves can still be won;
** loss; unknown: a limit ran out). Each game's part lives in
** hint_<game>.c; this file picks it and holds what the parts share
** (--after, the valued moves). Hit or Miss has no choices to rank and
** says so.
*/
#include <string.h>
#include "cli/cli.h"

/*
** Hit or Miss: the deck plays itself, so there is nothing to hint:
** --help says so (exit 0), anything else is refused (exit 2).
*/
static int hint_hitormiss(int argc, char **argv) {
  if (argc == 2 && strcmp(argv[1], "--help") == 0) {
    puts("usage: winnable hint hitormiss\n\n"
         "Hit or Miss has no choices to rank: the deck plays itself, so\n"
         "there is no move to hint. 'winnable hitormiss' decides a deck.");
    return cli_finish(EXIT_OK);
  }
  cli_error("hint hitormiss: Hit or Miss has no choices to rank (the deck "
            "plays itself); 'winnable hitormiss' decides it");
  return EXIT_USAGE;
}

int cli_hint_after(long count, const char *why, size_t *nafter) {
  if (count < 0) {
    cli_error("--after: %s", why);
    return EXIT_USAGE;
  }
  *nafter = (size_t)count;
  return 0;
}

int cli_hint_illegal(const struct cli_input *in, const char *noun,
                     const char *why) {
  /* past the first, the moves may have been meant for another one */
  int hint = in->ncase > 1 && !in->only;
  cli_error("%s: %s %llu: --after %s%s%s%s", in->name, noun,
            (unsigned long long)in->ncase, why,
            hint ? " (--after plays on every " : "", hint ? noun : "",
            hint ? " of the input; --case K picks one)" : "");
  return EXIT_USAGE;
}

void cli_hint_value(size_t k, const char *move, int verdict, int json) {
  if (json)
    printf("%s{\"move\":\"%s\",\"verdict\":\"%s\"", k ? "," : "", move,
           wn_verdict_name(verdict));
  else
    printf("%s%s:%s", k ? " " : "", move, wn_verdict_name(verdict));
}

static const struct cli_verb_game hints[] = {
  {"accordion", hint_accordion},
  {"outlast", hint_outlast},
  {"stacks", hint_stacks},
};

int cmd_hint(int argc, char **argv) {
  static const struct cli_verb hint = {
    "hint", "[options] [FILE...]",
    "Value every legal move of each position (j>i:win, loss or unknown),\n"
    "for a player mid-game: which moves keep the position winnable.",
    hints, sizeof hints / sizeof hints[0]};
  /* not in the table, so --help does not list it; asked for, it says why */
  if (argc >= 2 && strcmp(argv[1], "hitormiss") == 0)
    return hint_hitormiss(argc - 1, argv + 1);
  return cli_game_verb(&hint, argc, argv);
}
