/*
** cmd_stress.c: "winnable stress GAME [options] -- COMMAND [ARG...]":
** the option table and its checks; the search itself is src/stress.
*/
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "cli/cli.h"
#include "stress/stress.h"

struct options {
  const char *rule, *subtask, *kinds, *out;
  uint64_t tests, seed, jobs;
  double seconds, time_limit, shrink_seconds;
  size_t memory_limit, output_limit;
  int json, quiet;
};

/* The --kinds list: a bit per kind, or 0 after saying what is wrong. */
static unsigned parse_kinds(const char *list) {
  if (!strcmp(list, "all"))
    return (1u << STRESS_NKINDS) - 1;
  unsigned kinds = 0;
  char name[32];
  for (const char *p = list; *p;) {
    size_t n = strcspn(p, ",");
    int k = -1;
    if (n < sizeof name) {
      memcpy(name, p, n);
      name[n] = 0;
      k = stress_kind_parse(name);
    }
    if (k < 0) {
      cli_error("unknown kind \"%.*s\" in --kinds (expected small, edge, "
                "random, hard or all)", (int)n, p);
      return 0;
    }
    kinds |= 1u << k;
    p += n + (p[n] == ',');
  }
  if (!kinds)
    cli_error("--kinds names no kind");
  return kinds;
}

/* --out DIR: made if missing; no fail.* file of an earlier run in it. */
static int check_out_dir(const char *dir) {
  static const char *const names[] = {"fail.in", "fail.out", "fail.ans",
                                      "fail.txt"};
  struct stat st;
  if (mkdir(dir, 0777) != 0 && errno != EEXIST) {
    cli_error("cannot make the directory \"%s\": %s", dir, strerror(errno));
    return -1;
  }
  if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode) ||
      access(dir, W_OK) != 0) {
    cli_error("\"%s\" is not a directory stress can write to", dir);
    return -1;
  }
  for (size_t k = 0; k < sizeof names / sizeof names[0]; k++) {
    char path[PATH_MAX];
    snprintf(path, sizeof path, "%s/%s", dir, names[k]);
    if (access(path, F_OK) == 0) {
      cli_error("\"%s\" already exists: stress never overwrites a saved "
                "failure", path);
      return -1;
    }
  }
  return 0;
}

/* -j N and -jN as --jobs (the option parser takes long names only). */
static void short_jobs(int argc, char **argv) {
  static char buf[64];
  for (int k = 1; k < argc && strcmp(argv[k], "--"); k++) {
    if (!strcmp(argv[k], "-j")) {
      argv[k] = (char *)"--jobs";
    } else if (!strncmp(argv[k], "-j", 2)) {
      snprintf(buf, sizeof buf, "--jobs=%s", argv[k] + 2);
      argv[k] = buf;
    }
  }
}

/* Fill cfg from the parsed options: 0, or EXIT_USAGE after saying why. */
static int configure(struct stress_config *cfg, const struct options *o,
                     const char *game) {
  cfg->game = stress_game_find(game);
  accordion_rule rule = ACCORDION_ANY;
  if (!strcmp(game, "accordion") && cli_accordion_rule(o->rule, &rule) != 0)
    return EXIT_USAGE;
  if (strcmp(game, "accordion") && strcmp(o->rule, "any")) {
    cli_error("--rule is an option of accordion only");
    return EXIT_USAGE;
  }
  cfg->opts.rightmost = rule == ACCORDION_RIGHTMOST;
  if (strcmp(o->subtask, "small") && strcmp(o->subtask, "large")) {
    cli_error("unknown subtask \"%s\" (expected small or large)", o->subtask);
    return EXIT_USAGE;
  }
  cfg->opts.small = !strcmp(o->subtask, "small");
  if (!(cfg->kinds = parse_kinds(o->kinds)))
    return EXIT_USAGE;
  if (o->out && check_out_dir(o->out) != 0)
    return EXIT_USAGE;
  cfg->tests = o->tests;
  cfg->seconds = o->seconds;
  cfg->time_limit = o->time_limit > 0 ? o->time_limit : cfg->game->seconds;
  cfg->memory_limit = o->memory_limit ? o->memory_limit : cfg->game->memory;
  cfg->output_limit = o->output_limit;
  cfg->shrink_seconds = o->shrink_seconds;
  cfg->seed = o->seed;
  cfg->jobs = (unsigned)o->jobs;
  cfg->out_dir = o->out;
  cfg->json = o->json;
  cfg->progress = !o->quiet && isatty(STDERR_FILENO);
  return 0;
}

static int stress_game(int argc, char **argv) {
  struct options o = {"any", "large", "all", NULL, 0, 1, 1, 0, 0, 60,
                      0, 64u << 20, 0, 0};
  struct cli_opt opts[] = {
    CLI_ACCORDION_RULE_OPT(&o.rule),
    {"subtask", CLI_STRING, &o.subtask, "S", "generate within the bounds "
     "of the small or large (default) subtask", 0, 0},
    {"tests", CLI_UINT, &o.tests, "N", "run at most N inputs (default: "
     "until --seconds, or 1000 if neither is given)", 0, 0},
    {"seconds", CLI_DOUBLE, &o.seconds, "S", "stop starting inputs after "
     "S seconds", 0, 0},
    {"time-limit", CLI_DOUBLE, &o.time_limit, "S", "CPU seconds a run "
     "(default: the contest's)", 0, 0},
    {"memory-limit", CLI_SIZE, &o.memory_limit, "SIZE", "resident memory "
     "of a run (K, M, G; default: the contest's)", 0, 0},
    {"output-limit", CLI_SIZE, &o.output_limit, "SIZE", "bytes a run may "
     "print (default 64M)", 1, 0},
    {"shrink-seconds", CLI_DOUBLE, &o.shrink_seconds, "S", "budget of the "
     "shrinking (default 60)", 0, 0},
    {"seed", CLI_UINT, &o.seed, "K", "seed of the inputs (default 1)", 0, 0},
    {"jobs", CLI_UINT, &o.jobs, "N", "runs at once, also -j N (default 1)",
     1, 64},
    {"kinds", CLI_STRING, &o.kinds, "LIST", "small,edge,random,hard or all "
     "(default), taken in turn", 0, 0},
    {"out", CLI_STRING, &o.out, "DIR", "save fail.in, fail.out, fail.ans "
     "and fail.txt there", 0, 0},
    {"json", CLI_FLAG, &o.json, NULL, "end with one JSON object", 0, 0},
    {"quiet", CLI_FLAG, &o.quiet, NULL, "no progress line", 0, 0},
    CLI_OPT_END};
  const struct cli_command cmd = {
    "winnable stress GAME [options] -- COMMAND [ARG...]",
    "Run COMMAND (contest input on stdin, contest output on stdout) on\n"
    "generated inputs, judge each output as 'winnable check' does, stop at\n"
    "the first failure and shrink it to a 1-minimal failing input. Exit 0\n"
    "no failure, 1 a failure found, 2 usage or COMMAND cannot start.",
    opts};
  int nargs;
  const char *game = argv[0];
  short_jobs(argc, argv);
  int rc = cli_parse(&cmd, argc, argv, &nargs);
  if (rc)
    return rc == 1 ? cli_finish(EXIT_OK) : rc;
  if (nargs < 1) {
    cli_error("stress needs a COMMAND to run, after \"--\"");
    return EXIT_USAGE;
  }
  struct stress_config cfg;
  memset(&cfg, 0, sizeof cfg);
  if ((rc = configure(&cfg, &o, game)) != 0)
    return rc;
  if (!cfg.tests && !cfg.seconds)
    cfg.tests = 1000;
  argv[nargs] = NULL;
  cfg.argv = argv;
  char self[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
  self[n > 0 ? n : 0] = 0;
  cfg.self = n > 0 ? self : "winnable";
  return stress_run(&cfg);
}

int cmd_stress(int argc, char **argv) {
  static const struct cli_verb_game games[] = {
    {"accordion", stress_game},
    {"hitormiss", stress_game},
    {"outlast", stress_game},
    {"stacks", stress_game},
  };
  static const struct cli_verb stress = {
    "stress", "[options] -- COMMAND [ARG...]",
    "Find an input on which COMMAND fails, and shrink it.",
    games, sizeof games / sizeof games[0], EXIT_USAGE};
  return cli_game_verb(&stress, argc, argv);
}
