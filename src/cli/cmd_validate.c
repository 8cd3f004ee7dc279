/*
** cmd_validate.c: "winnable validate GAME [options] INPUT": a strict
** contest-input validator in the testlib convention. Exit 0: valid,
** silently; 3: invalid, one line "INPUT:LINE:COL: why" on stderr;
** 2: usage, or INPUT cannot be opened. The rules live in
** src/check/validate_<game>.c; this file parses options and reports,
** for the games this build judges (check/judge_games.h).
*/
#include <stdlib.h>
#include <string.h>
#include "check/validate.h"
#include "cli/cli.h"

enum { EXIT_INVALID = 3 };
/* --icpc: an ICPC/Kattis input validator (input on stdin). */
enum { EXIT_ICPC_VALID = 42, EXIT_ICPC_INVALID = 43 };

/*
** cli_parse, then one INPUT (none with --icpc: then argv[0] is set to
** "-") and --subtask's word (*word) into spec.
** Returns 0 to go on (INPUT is argv[0]), or 1 when the command is over:
** *status is then what cli_finish(EXIT_OK) gave after --help, or
** EXIT_USAGE after saying what is wrong.
*/
static int parse(const struct cli_command *cmd, struct validate_spec *spec,
                 const char *const *word, const int *icpc, int argc,
                 char **argv, int *status) {
  int nargs, rc = cli_parse(cmd, argc, argv, &nargs);
  *status = EXIT_USAGE;
  if (rc == 1)
    *status = cli_finish(EXIT_OK);
  if (rc)
    return 1;
  if (nargs == 0 && *icpc) { /* icpc: set by cli_parse */
    static char dash[] = "-";
    argv[0] = dash; /* argv has room: argc >= 1 */
    nargs = 1;
  }
  if (nargs != 1) {
    cli_error("validate %s needs %s (%d given)", spec->game,
              *icpc ? "at most one INPUT" : "one INPUT", nargs);
    return 1;
  }
  const char *subtask = *word; /* set by cli_parse */
  if (strcmp(subtask, "small") != 0 && strcmp(subtask, "large") != 0) {
    cli_error("unknown subtask \"%s\" (expected small or large)", subtask);
    return 1;
  }
  spec->subtask = subtask[0] == 's' ? VALIDATE_SMALL : VALIDATE_LARGE;
  if (spec->subtask == VALIDATE_SMALL && !validate_has_subtasks(spec->game)) {
    cli_error("%s has no small subtask (one set of bounds)", spec->game);
    return 1;
  }
  return 0;
}

/*
** Validate the file 'name' ("-": standard input) and report; icpc: exit
** 42 or 43 for valid or invalid instead of 0 or 3.
*/
static int validate_file(const struct validate_spec *spec, int icpc,
                         const char *name) {
  FILE *fp = cli_open(name);
  if (!fp)
    return EXIT_USAGE;
  wn_reader *r = malloc(sizeof *r); /* a 64 KB buffer */
  struct validate_error err;
  int rc = WN_ENOMEM, status = EXIT_INVALID;
  if (r) {
    wn_reader_init(r, fp, cli_input_name(name));
    rc = validate_reader(spec, r, &err);
  }
  if (rc == 1)
    status = icpc ? EXIT_ICPC_VALID : EXIT_OK;
  else if (rc == 0) {
    fprintf(stderr, "%s:%llu:%llu: %s\n", cli_input_name(name),
            (unsigned long long)err.line, (unsigned long long)err.col,
            err.msg);
    status = icpc ? EXIT_ICPC_INVALID : EXIT_INVALID;
  } else
    status = cli_fail(rc, r ? &r->err : NULL);
  free(r);
  cli_close(fp);
  return cli_finish(status);
}

#define USAGE(game)                                                          \
  "winnable validate " game " [options] INPUT\n"                             \
  "       winnable validate " game " [options] --icpc < INPUT"
#define SUMMARY                                                              \
  "Check INPUT (- for standard input) against the contest's statement\n"    \
  "exactly, like a testlib validator: exit 0 if it is valid (nothing is\n"  \
  "printed), 3 if not, with one line on stderr naming the line, column\n"  \
  "and the rule or bound broken."
#define SUBTASK_OPT(s, what)                                                 \
  {"subtask", CLI_STRING, (s), "small|large", what, 0, 0}
#define ICPC_OPT(flag)                                                       \
  {"icpc", CLI_FLAG, &(flag), NULL,                                    \
   "ICPC input validator: exit 42 valid, 43 invalid; INPUT defaults to "     \
   "standard input", 0, 0},                                                  \
  {"testset", CLI_STRING, &ignored, "NAME",                                  \
   "accepted and ignored, as testlib validators do (Polygon passes it)",    \
   0, 0},                                                                    \
  {"group", CLI_STRING, &ignored, "NAME", "the same", 0, 0}

#if WN_JUDGE_ACCORDION
static int accordion(int argc, char **argv) {
  const char *rule = "any", *subtask = "large", *ignored = NULL;
  int icpc = 0;
  struct validate_spec spec = {"accordion", 0, VALIDATE_LARGE, 0};
  struct cli_opt opts[] = {
    CLI_ACCORDION_RULE_OPT(&rule),
    SUBTASK_OPT(&subtask, "large only: the game has one set of bounds"),
    ICPC_OPT(icpc), CLI_OPT_END};
  const struct cli_command cmd = {
    USAGE("accordion"), SUMMARY "\nUnder --rule rightmost only CF 208B "
    "input is valid; under any, deal\nlines are too.", opts};
  accordion_rule ar;
  int status;
  if (parse(&cmd, &spec, &subtask, &icpc, argc, argv, &status))
    return status;
  if (cli_accordion_rule(rule, &ar))
    return EXIT_USAGE;
  spec.rightmost = ar == ACCORDION_RIGHTMOST;
  return validate_file(&spec, icpc, argv[0]);
}
#endif

#if WN_JUDGE_HITORMISS
static int hitormiss(int argc, char **argv) {
  const char *subtask = "large", *ignored = NULL;
  int icpc = 0;
  struct validate_spec spec = {"hitormiss", 0, VALIDATE_LARGE, 0};
  struct cli_opt opts[] = {
    {"any-deck", CLI_FLAG, &spec.any_deck, NULL,
     "allow any 52 values 1..13, not only a pack (four of each)", 0, 0},
    SUBTASK_OPT(&subtask, "large only: the game has one set of bounds"),
    ICPC_OPT(icpc), CLI_OPT_END};
  const struct cli_command cmd = {USAGE("hitormiss"), SUMMARY, opts};
  int status;
  return parse(&cmd, &spec, &subtask, &icpc, argc, argv, &status)
             ? status
             : validate_file(&spec, icpc, argv[0]);
}
#endif

#if WN_JUDGE_OUTLAST || WN_JUDGE_STACKS
/* stacks and outlast: the subtask is the only option. */
static int with_subtasks(const char *game, const char *usage, int argc,
                         char **argv) {
  const char *subtask = "large", *ignored = NULL;
  int icpc = 0;
  struct validate_spec spec = {game, 0, VALIDATE_LARGE, 0};
  struct cli_opt opts[] = {
    SUBTASK_OPT(&subtask, "the bounds to check (default large)"),
    ICPC_OPT(icpc), CLI_OPT_END};
  const struct cli_command cmd = {usage, SUMMARY, opts};
  int status;
  return parse(&cmd, &spec, &subtask, &icpc, argc, argv, &status)
             ? status
             : validate_file(&spec, icpc, argv[0]);
}
#endif

#if WN_JUDGE_OUTLAST
static int outlast(int argc, char **argv) {
  return with_subtasks("outlast", USAGE("outlast"), argc, argv);
}
#endif

#if WN_JUDGE_STACKS
static int stacks(int argc, char **argv) {
  return with_subtasks("stacks", USAGE("stacks"), argc, argv);
}
#endif

/* Every game this build judges (judge_games.h). */
static const struct cli_verb_game games[] = {
#if WN_JUDGE_ACCORDION
  {"accordion", accordion},
#endif
#if WN_JUDGE_HITORMISS
  {"hitormiss", hitormiss},
#endif
#if WN_JUDGE_OUTLAST
  {"outlast", outlast},
#endif
#if WN_JUDGE_STACKS
  {"stacks", stacks},
#endif
};

int cmd_validate(int argc, char **argv) {
  static const struct cli_verb validate = {
    "validate", "[options] INPUT",
    "Check a contest input against the statement exactly (testlib\n"
    "validator): exit 0 valid, 3 invalid with one line on stderr naming\n"
    "the line, column and the bound broken, 2 usage or unreadable INPUT.",
    games, sizeof games / sizeof games[0]};
  return cli_game_verb(&validate, argc, argv);
}
