/*
** options.c: the options of "winnable stress" checked and turned into a
** struct stress_config (stress.h); src/cli/cmd_stress.c holds the table
** that parses them.
*/
#include <errno.h>
#include <limits.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "check/validate.h"
#include "clikit/clikit.h"
#include "stress/game.h"
#include "stress/options.h"

/* Limits past which the kernel's own limits would overflow. */
#define MAX_OUTPUT ((size_t)1 << 40)
#define MAX_MEMORY ((size_t)1 << 50)
#define DEFAULT_TESTS 1000 /* without --tests or --seconds */


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

/* --out DIR: made if missing, a directory stress can write to. */
static int check_out_dir(const char *dir) {
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
  return 0;
}

int stress_configure(struct stress_config *cfg,
                     const struct stress_options *o, const char *game) {
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
  if (cfg->opts.small && !validate_has_subtasks(game)) {
    cli_error("%s has one set of bounds: no --subtask small", game);
    return EXIT_USAGE;
  }
  if (o->time_limit == 0 || o->seconds == 0) {
    cli_error("--%s must be more than 0", o->seconds == 0 ? "seconds"
                                                          : "time-limit");
    return EXIT_USAGE;
  }
  if (o->output_limit > MAX_OUTPUT || o->memory_limit > MAX_MEMORY) {
    cli_error("--%s is over its largest value (%s)",
              o->output_limit > MAX_OUTPUT ? "output-limit" : "memory-limit",
              o->output_limit > MAX_OUTPUT ? "1T" : "1P");
    return EXIT_USAGE;
  }
  if (o->jobs < 1 || o->jobs > STRESS_MAX_JOBS) {
    cli_error("--jobs must be 1 to %d", STRESS_MAX_JOBS);
    return EXIT_USAGE;
  }
  if (!(cfg->kinds = parse_kinds(o->kinds)))
    return EXIT_USAGE;
  if (o->out && check_out_dir(o->out) != 0)
    return EXIT_USAGE;
  cfg->tests = o->tests;
  cfg->seconds = o->seconds > 0 ? o->seconds : 0;
  cfg->time_limit = o->time_limit > 0 ? o->time_limit : cfg->game->seconds;
  cfg->memory_limit = o->memory_limit ? o->memory_limit : cfg->game->memory;
  cfg->output_limit = o->output_limit;
  cfg->process_limit = (unsigned)o->process_limit;
  cfg->shrink_seconds = o->shrink_seconds;
  cfg->seed = o->seed;
  cfg->jobs = (unsigned)o->jobs;
  cfg->out_dir = o->out;
  cfg->json = o->json;
  cfg->progress = !o->quiet && isatty(STDERR_FILENO);
  cfg->notices = !o->quiet;
  if (!cfg->tests && !cfg->seconds)
    cfg->tests = DEFAULT_TESTS;
  return 0;
}
