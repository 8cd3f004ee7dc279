/*
** cmd_stress.c: "winnable stress GAME [options] -- COMMAND [ARG...]":
** the option table; the options' checks (src/stress/options.c) and the
** search itself are the stress room's.
*/
#include <limits.h>
#include <string.h>
#include <unistd.h>
#include "cli/cli.h"
#include "stress/stress.h"

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

static int stress_game(int argc, char **argv) {
  struct stress_options o = {
    .rule = "any", .subtask = "large", .kinds = "all",
    .seed = 1, .jobs = 1,
    .seconds = -1, .time_limit = -1,       /* -1: not given */
    .shrink_seconds = 60, .output_limit = 64u << 20, .process_limit = 64,
  };
  struct cli_opt opts[] = {
    CLI_ACCORDION_RULE_OPT(&o.rule),
    {"subtask", CLI_STRING, &o.subtask, "S", "generate within the bounds "
     "of the small or large (default) subtask", 0, 0},
    {"tests", CLI_UINT, &o.tests, "N", "run at most N inputs (default: "
     "until --seconds, or 1000 if neither is given)", 1, 0},
    {"seconds", CLI_DOUBLE, &o.seconds, "S", "stop starting inputs after "
     "S seconds", 0, 0},
    {"time-limit", CLI_DOUBLE, &o.time_limit, "S", "CPU seconds a run, "
     "all its processes together (default: the contest's); a run is also "
     "stopped (TLE) after 2 + 2 S seconds of wall clock, not counting its "
     "waits for a CPU on a busy machine", 0, 0},
    {"memory-limit", CLI_SIZE, &o.memory_limit, "SIZE", "memory of a run, "
     "all its processes and the memory files they hold (K, M, G; "
     "default: the contest's)", 0, 0},
    {"output-limit", CLI_SIZE, &o.output_limit, "SIZE", "bytes a run may "
     "print on stdout, and on stderr (default 64M)", 1, 0},
    {"process-limit", CLI_UINT, &o.process_limit, "N", "processes and "
     "threads of a run at once (default 64; more is RE)", 1, 1u << 20},
    {"shrink-seconds", CLI_DOUBLE, &o.shrink_seconds, "S", "budget for a "
     "failure found: its reruns, shrinking and final run (default 60; "
     "the right answer may take a tenth more)", 0, 0},
    {"seed", CLI_UINT, &o.seed, "K", "seed of the inputs (default 1)", 0, 0},
    {"jobs", CLI_UINT, &o.jobs, "N", "runs at once, also -j N (default 1)",
     1, STRESS_MAX_JOBS},
    {"kinds", CLI_STRING, &o.kinds, "LIST", "small,edge,random,hard or all "
     "(default), taken in turn", 0, 0},
    {"out", CLI_STRING, &o.out, "DIR", "save fail.in, fail.out, fail.ans "
     "and fail.txt there (fail-2.in... beside a failure saved before)",
     0, 0},
    {"json", CLI_FLAG, &o.json, NULL, "end with one JSON object", 0, 0},
    {"quiet", CLI_FLAG, &o.quiet, NULL, "nothing on stderr but errors (no "
     "progress line, no notice of a failure found)", 0, 0},
    CLI_OPT_END};
  const struct cli_command cmd = {
    "winnable stress GAME [options] -- COMMAND [ARG...]",
    "Run COMMAND (contest input on stdin, contest output on stdout) on\n"
    "generated inputs, judge each output as 'winnable check' does, stop at\n"
    "the first failure and shrink it to a 1-minimal failing input.\n"
    "COMMAND runs in this directory, with a private TMPDIR, each run in pid\n"
    "and user namespaces of its own where the kernel allows (else in a\n"
    "session of its own, and stress says so). Exit 0 no failure, 1 a\n"
    "failure found, 2 usage or COMMAND cannot start.",
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
  if ((rc = stress_configure(&cfg, &o, game)) != 0)
    return rc;
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
    games, sizeof games / sizeof games[0]};
  return cli_game_verb(&stress, argc, argv);
}
