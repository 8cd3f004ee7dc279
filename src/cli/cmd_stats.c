/*
** cmd_stats.c: "winnable stats GAME": deal instances first ..
** first+deals-1 of a seed, decide them on --threads threads and print
** the totals with the Wilson interval of the win rate. The game's own
** options come from its adapter (stats_<game>.c), the work from
** stats_engine.c. Ctrl-C or SIGTERM stops the run: the CSV keeps every
** instance drained so far, the summary covers them, exit 130 (143).
*/
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "cli/cli.h"
#include "stats/stats.h"
#include "stats/stats_mpi.h"

/* Set by SIGINT/SIGTERM, polled by the driving loop (CLI only). */
static volatile sig_atomic_t interrupted;
static void on_signal(int sig) { interrupted = sig; }

struct sink {
  struct stats_csv csv;
  struct stats_progress prog;
  uint64_t first;
};

static int on_row(void *ud, uint64_t index, const struct stats_result *r) {
  struct sink *k = ud;
  return k->csv.fp ? stats_csv_row(&k->csv, index, r) : 0;
}

static int on_batch(void *ud, uint64_t drained) {
  struct sink *k = ud;
  stats_progress_update(&k->prog, drained - k->first);
  return k->csv.fp ? stats_csv_flush(&k->csv) : 0;
}

static void catch_signals(int on) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on ? on_signal : SIG_DFL;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGINT, &sa, NULL);
  sigaction(SIGTERM, &sa, NULL);
}

/*
** Decide what the CSV does not hold yet (done instances) into s.
** Returns 0, 128 + the signal if interrupted, or EXIT_FAILURE_RUN after
** reporting.
*/
static int run(const struct stats_job *job, const struct stats_opts *o,
               struct sink *k, struct stats_summary *s, uint64_t done) {
  struct stats_hooks hooks = {k, on_row, on_batch};
  uint64_t bad = UINT64_MAX;
  stats_progress_init(&k->prog, o->quiet, o->deals, done);
  catch_signals(1);
  double t0 = cli_clock();
  stats_engine *e = job->count ? stats_engine_new(job) : NULL;
  stats_mpi_server *srv = stats_mpi_serve(e, s); /* other MPI ranks */
  int rc = !job->count ? 0 : !e ? WN_ENOMEM
           : stats_engine_drive(e, &hooks, &interrupted, &s->totals, &bad);
  stats_mpi_serve_end(srv, rc == 0, s);
  stats_engine_free(e);
  s->seconds = cli_clock() - t0;
  catch_signals(0);
  s->decided = s->totals.instances - done;
  s->past_seconds = k->csv.past_seconds;
  s->past_decided = k->csv.past_rows;
  stats_progress_end(&k->prog);
  /* stopped early: note this run's time for the rate of the whole run */
  if (rc == 1 && k->csv.fp && !k->csv.is_stdout &&
      stats_csv_note(&k->csv, s->seconds, s->decided))
    rc = WN_EIO;
  if (stats_csv_close(&k->csv) && rc >= 0)
    rc = WN_EIO;
  if (rc >= 0)
    return rc ? 128 + interrupted : 0;
  if (bad != UINT64_MAX)
    cli_error("instance %llu could not be decided", (unsigned long long)bad);
  else if (rc == WN_EIO)
    cli_error("cannot write \"%s\"", o->csv);
  return rc == WN_EIO ? EXIT_FAILURE_RUN : cli_fail(rc, NULL);
}

/* "winnable stats GAME ..." for the game g; argv[0] is GAME. */
static int stats_game_run(const struct stats_game *g, int argc, char **argv) {
  struct stats_opts o;
  struct stats_summary s;
  void *cfg = calloc(1, g->cfg_size + 1);
  if (!cfg)
    return cli_fail(WN_ENOMEM, NULL);
  int rc = stats_parse(g, cfg, &o, &s, argc, argv);
  struct sink k = {{NULL, o.csv, 0, 0, 0, 0}, {0}, o.first};
  uint64_t done = 0;
  int weighted = rc == 0 && g->weighted && g->weighted(cfg);
  s.weighted = weighted;
  stats_csv_weighted(&k.csv, weighted);
  int rank = 0; /* MPI rank: 0 owns the output, the others only decide */
  if (rc == 0)
    rc = stats_mpi_start(&rank);
  if (rc == 0 && o.csv && rank == 0)
    rc = stats_csv_open(&k.csv, o.csv, o.identity, o.resume, o.force,
                        o.first, o.deals, &s.totals, &done);
  if (rc == 0 && done && !o.quiet)
    fprintf(stderr, "stats: resuming after %llu instances in \"%s\"\n",
            (unsigned long long)done, o.csv);
  struct stats_job job = {g, cfg, {o.max_states, o.limit_seconds,
                                   o.max_memory, NULL, NULL}, o.seed, o.first + done,
                          o.deals - done, (unsigned)o.threads,
                          o.csv != NULL, weighted};
  if (rc == 0 && rank > 0) {
    rc = stats_mpi_worker(&job);
    free(cfg);
    return rc;
  }
  if (rc == 0)
    rc = run(&job, &o, &k, &s, done);
  free(cfg);
  if (rc < 0) /* --help was printed */
    return cli_finish(EXIT_OK);
  if (rc != 0 && rc < 128)
    return stats_mpi_finish(rc);
  s.interrupted = rc != 0; /* a signal, or an MPI rank went silent */
  /* with --csv - the rows own stdout: the summary goes to stderr */
  FILE *out = o.csv && strcmp(o.csv, "-") == 0 ? stderr : stdout;
  (o.json ? stats_report_json : stats_report_plain)(out, &s);
  if (rc && !o.quiet)
    fprintf(stderr, "stats: %s after %llu of %llu instances%s\n",
            s.lost_rank ? "stopped" : "interrupted",
            (unsigned long long)s.totals.instances,
            (unsigned long long)o.deals,
            o.csv ? "; run again with --resume to go on" : "");
  return stats_mpi_finish(cli_finish(s.lost_rank ? EXIT_FAILURE_RUN : rc));
}

static int stats_accordion_run(int argc, char **argv) {
  return stats_game_run(&stats_accordion, argc, argv);
}
static int stats_hitormiss_run(int argc, char **argv) {
  return stats_game_run(&stats_hitormiss, argc, argv);
}
static int stats_outlast_run(int argc, char **argv) {
  return stats_game_run(&stats_outlast, argc, argv);
}
static int stats_stacks_run(int argc, char **argv) {
  return stats_game_run(&stats_stacks, argc, argv);
}

static const struct cli_verb_game games[] = {
  {"accordion", stats_accordion_run},
  {"hitormiss", stats_hitormiss_run},
  {"outlast", stats_outlast_run},
  {"stacks", stats_stacks_run},
};

int cmd_stats(int argc, char **argv) {
  static const struct cli_verb stats = {
    "stats", "--deals N [options]",
    "Win rates over reproducible random instances.",
    games, sizeof games / sizeof games[0]};
  return cli_game_verb(&stats, argc, argv);
}
