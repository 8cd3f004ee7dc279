/*
** stats_options.c: the option table of "winnable stats GAME": the
** options every game shares followed by the game adapter's own rows, so
** that one table both parses and prints --help. Also has the game's
** options rendered back as text (stats_options_text, stats_report.c),
** which names the run in the summary and in the CSV's first line (what
** --resume checks).
** Invariant: the rendered texts come from the parsed values, after the
** adapter's check() has put them in canonical form, so two runs with the
** same meaning get the same identity.
*/
#include <assert.h>
#include <string.h>
#include <unistd.h>
#include "stats/stats.h"

#define NCOMMON 16

static void common_rows(struct stats_opts *o, struct cli_opt *rows) {
  struct cli_opt c[NCOMMON] = {
    {"deals", CLI_UINT, &o->deals, "N", "number of instances (required)", 1,
     UINT64_C(1000000000000000000)},
    {"count", CLI_UINT, &o->deals, "N", "the same as --deals (as in deal)", 1,
     UINT64_C(1000000000000000000)},
    {"seed", CLI_UINT, &o->seed, "S", "seed (default 1)", 0, 0},
    {"first", CLI_UINT, &o->first, "I",
     "index of the first instance, counting from 0 (default 0)", 0, 0},
    {"threads", CLI_UINT, &o->threads, "T",
     "worker threads (default: online cores)", 1, 4096},
    {"csv", CLI_STRING, &o->csv, "FILE",
     "write index,verdict,states,seconds per instance (- for stdout; the "
     "summary then goes to stderr)", 0, 0},
    {"resume", CLI_FLAG, &o->resume, NULL,
     "go on with the run saved in --csv FILE (if any)", 0, 0},
    {"force", CLI_FLAG, &o->force, NULL,
     "replace an existing --csv FILE (else refused)", 0, 0},
    {"max-states", CLI_UINT, &o->max_states, "N",
     "per instance: unknown after N positions (0: none)", 0, 0},
    {"limit-seconds", CLI_DOUBLE, &o->limit_seconds, "S",
     "per instance: unknown after S seconds (0: none)", 0, 0},
    {"timeout", CLI_DOUBLE, &o->limit_seconds, "S",
     "the same as --limit-seconds (as when solving)", 0, 0},
    {"max-memory", CLI_SIZE, &o->max_memory, "SIZE",
     "per thread: unknown past SIZE (default: RAM/2/T)", 0, 0},
    {"json", CLI_FLAG, &o->json, NULL, "print the summary as one JSON object",
     0, 0},
    {"rank-timeout", CLI_DOUBLE, &o->rank_timeout, "S",
     "under MPI: end the run when a rank sends nothing for S seconds "
     "(default 60; 0: never)", 0, 0},
    {"quiet", CLI_FLAG, &o->quiet, NULL, "no progress on stderr", 0, 0},
    {"no-timing", CLI_FLAG, &o->no_timing, NULL,
     "leave out seconds and rate (comparable output)", 0, 0}};
  memcpy(rows, c, sizeof c);
}

static void defaults(struct stats_opts *o) {
  memset(o, 0, sizeof *o);
  o->seed = 1;
  o->rank_timeout = 60;
  long cores = sysconf(_SC_NPROCESSORS_ONLN);
  o->threads = cores > 0 ? (uint64_t)cores : 1;
}

/* After parsing: the checks that span options. 0 or EXIT_USAGE. */
static int check(struct stats_opts *o) {
  if (!o->deals) {
    cli_error("stats needs --deals N");
    return EXIT_USAGE;
  }
  if (cli_check_range(o->first, o->deals, "--deals"))
    return EXIT_USAGE;
  if (o->resume && !o->csv) {
    cli_error("--resume needs --csv FILE");
    return EXIT_USAGE;
  }
  if (o->csv && strcmp(o->csv, "-") == 0 && o->resume) {
    cli_error("--resume needs a file, not --csv -");
    return EXIT_USAGE;
  }
  /* ranks send a heartbeat every 0.25 s: a shorter wait ends busy runs */
  if (o->rank_timeout != 0 && !(o->rank_timeout >= 1)) {
    cli_error("--rank-timeout expects 0 (never) or at least 1 second, "
              "found %g", o->rank_timeout);
    return EXIT_USAGE;
  }
  if (o->resume && o->force) {
    cli_error("--resume and --force cannot go together: --force replaces "
              "the file that --resume goes on with");
    return EXIT_USAGE;
  }
  o->max_memory_given = o->max_memory;
  if (!o->max_memory) {
    struct cli_solve d;
    cli_solve_defaults(&d);
    o->max_memory = d.max_memory / o->threads;
  }
  return 0;
}

int stats_parse(const struct stats_game *g, void *cfg, struct stats_opts *o,
                struct stats_summary *s, int argc, char **argv) {
  struct cli_opt rows[NCOMMON + STATS_GAME_OPTS + 1];
  char usage[80];
  defaults(o);
  common_rows(o, rows);
  size_t ngame = g->options(cfg, rows + NCOMMON);
  /* the adapter promised at most STATS_GAME_OPTS rows */
  assert(ngame <= STATS_GAME_OPTS);
  rows[NCOMMON + ngame] = (struct cli_opt)CLI_OPT_END;
  snprintf(usage, sizeof usage, "winnable stats %s [options] --deals N",
           g->name);
  const struct cli_command cmd = {usage, g->summary, rows};
  int nargs, rc = cli_parse(&cmd, argc, argv, &nargs);
  if (rc)
    return rc == 1 ? -1 : rc;
  if (nargs) {
    cli_error("stats takes no file, found \"%s\"", argv[0]);
    return EXIT_USAGE;
  }
  if ((rc = check(o)) != 0 || (rc = g->check(cfg)) != 0)
    return rc;
  memset(s, 0, sizeof *s);
  s->game = g->name;
  s->options = o->options;
  s->options_json = o->options_json;
  s->seed = o->seed;
  s->first = o->first;
  s->deals = o->deals;
  s->max_states = o->max_states;
  s->limit_seconds = o->limit_seconds;
  s->max_memory = o->max_memory_given;
  s->rank_timeout = o->rank_timeout;
  s->timing = !o->no_timing;
  if (stats_options_text(rows + NCOMMON, ngame, 0, o->options,
                         sizeof o->options) ||
      stats_options_text(rows + NCOMMON, ngame, 1, o->options_json,
                         sizeof o->options_json) ||
      stats_run_text(s, o->identity, sizeof o->identity)) {
    cli_error("options too long");
    return EXIT_USAGE;
  }
  return 0;
}
