/*
** cmd_package.c: "winnable package GAME [game options] [--format icpc]
** DIR": write the contest problem of GAME as an ICPC/Kattis problem
** package (src/package/). Exit 0 written; 2 the user can fix it (an
** unknown game, rule or format, DIR not empty, a place that cannot be
** written); 1 a failure of ours. DIR holds the whole package or nothing.
*/
#include <limits.h>
#include <string.h>
#include <unistd.h>
#include "cli/cli.h"
#include "package/package.h"

static int package_game(int argc, char **argv) {
  const char *game = argv[0], *rule = "any", *format = "icpc";
  int accordion = strcmp(game, "accordion") == 0;
  struct cli_opt opts[] = {
    {"format", CLI_STRING, &format, "FORMAT",
     "the package's format: icpc (ICPC/Kattis, also DOMjudge's; the "
     "default and the only one)", 0, 0},
    CLI_ACCORDION_RULE_OPT(&rule), /* accordion only: cut below */
    CLI_OPT_END};
  if (!accordion)
    opts[1] = (struct cli_opt)CLI_OPT_END;
  const struct cli_command cmd = {
    accordion ? "winnable package accordion --rule rightmost [options] DIR"
              : "winnable package GAME [options] DIR",
    "Write the contest problem of the game (accordion --rule rightmost:\n"
    "CF 208B; hitormiss, stacks, outlast) into DIR as a problem package\n"
    "for Kattis and DOMjudge: problem.yaml, statement, sample and secret\n"
    "data with answers, validators (one C file a judge compiles) and\n"
    "submissions (accepted, wrong_answer, time_limit_exceeded,\n"
    "run_time_error), the secret data rejecting each wrong one. DIR must\n"
    "not exist or be empty; it gets the whole package or nothing.",
    opts};
  int nargs, rc = cli_parse(&cmd, argc, argv, &nargs);
  if (rc)
    return rc == 1 ? cli_finish(EXIT_OK) : EXIT_USAGE;
  if (nargs != 1) {
    cli_error("package needs one DIR (%d given)", nargs);
    return EXIT_USAGE;
  }
  if (strcmp(format, "icpc") != 0) {
    cli_error("unknown format \"%s\" (expected icpc)", format);
    return EXIT_USAGE;
  }
  accordion_rule ar = ACCORDION_ANY;
  if (accordion && cli_accordion_rule(rule, &ar))
    return EXIT_USAGE;
  const struct package_problem *p =
      package_find(game, ar == ACCORDION_RIGHTMOST);
  if (!p) {
    cli_error("accordion --rule %s has no contest problem (CF 208B is "
              "--rule rightmost)", rule);
    return EXIT_USAGE;
  }
  char self[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
  self[n > 0 ? n : 0] = 0;
  struct package_error err;
  if (package_write(p, argv[0], n > 0 ? self : "winnable", &err) != 0) {
    cli_error("%s", err.msg);
    return err.usage ? EXIT_USAGE : EXIT_FAILURE_RUN;
  }
  return cli_finish(EXIT_OK);
}

int cmd_package(int argc, char **argv) {
  static const struct cli_verb_game games[] = {
    {"accordion", package_game},
    {"hitormiss", package_game},
    {"outlast", package_game},
    {"stacks", package_game},
  };
  static const struct cli_verb package = {
    "package", "[options] DIR",
    "Write the game's contest problem as an ICPC/Kattis problem package\n"
    "(also DOMjudge's, zipped) in DIR, which must not exist or be empty.",
    games, sizeof games / sizeof games[0]};
  return cli_game_verb(&package, argc, argv);
}
