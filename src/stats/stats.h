/*
** stats.h: "winnable stats": win rates over ranges of random instances.
**
** Pieces (one file each, prefix stats_):
**   stats_<game>.c   one adapter per game (struct stats_game): its deal
**                    options, a per-thread worker, and "deal instance
**                    (seed, index) and decide it";
**   stats_engine.c   threads, dynamic chunks and the reorder window;
**   stats_csv.c      the per-instance CSV and --resume;
**   stats_progress.c the progress bar / periodic lines on stderr;
**   stats_options.c  the option table (common rows + the adapter's);
**   stats_report.c   the summary (plain or JSON) and the options as text;
**   stats_wilson.c   totals and the Wilson score interval;
**   stats_mpi_load.c the MPI plug-in loader (contract: stats_mpi_plugin.h).
**
** Why a room above the library and not in it: the engine owns policy the
** library must not have (spawning threads, a CSV file, a progress
** display, reacting to Ctrl-C), and adapters read command-line options.
** The library already gives everything it needs: deals that are a pure
** function of (seed, index) and solvers whose contexts never share state.
**
** Invariant: every result is folded into the totals and written to the
** CSV in index order, by the one thread that drives the run, and each
** instance is a pure function of (game options, seed, index, limits).
** So totals and CSV rows are the same for any thread count and any way
** the range is cut into chunks; only the time fields differ.
**
** The MPI module (src/mpi) plugs in at struct stats_feed: rank 0 keeps the engine
** (window, CSV, progress) and hands chunks to other ranks through the
** take/give of stats_engine_feed() on their behalf; the other ranks run
** stats_pool_run with a feed that asks rank 0 over MPI.
*/
#ifndef WN_STATS_H
#define WN_STATS_H

#include <signal.h>
#include "clikit/clikit.h"

/* ---- game adapters ---- */

/* Most option rows one game adds to the stats option table. */
#define STATS_GAME_OPTS 12

struct stats_game {
  const char *name;       /* the GAME word: "accordion" */
  const char *summary;    /* help paragraph: what an instance is, what wins */
  size_t cfg_size;        /* bytes of the game's option block */
  size_t worker_size;     /* bytes of a worker (the engine allocates it) */
  /*
  ** Set the defaults in 'cfg' (cfg_size zeroed bytes) and write at most
  ** STATS_GAME_OPTS option rows pointing into it. Returns the row count.
  */
  size_t (*options)(void *cfg, struct cli_opt *rows);
  /*
  ** After parsing: check and convert the options. Returns 0, or
  ** EXIT_USAGE after reporting the problem with cli_error.
  */
  int (*check)(void *cfg);
  /*
  ** Set up 'worker' (worker_size zeroed bytes) for one thread of a run
  ** of 'seed' (e.g. to deal a shared pool once), deciding with 'limits'
  ** (copied). 'cfg' is the checked block; it stays valid until
  ** worker_release. Returns 0, or WN_ENOMEM; either way the engine then
  ** owes one worker_release, so every field is zero or owned.
  */
  int (*worker_init)(void *worker, const void *cfg, uint64_t seed,
                     const wn_limits *limits);
  /*
  ** Deal instance 'index' of 'seed' exactly as "winnable deal" does and
  ** decide it. Returns WN_WIN (the first player wins, for two-player
  ** games), WN_LOSS, WN_UNKNOWN (a limit ran out) with *states set, or a
  ** negative WN_E* code.
  */
  int (*run)(void *worker, uint64_t seed, uint64_t index, uint64_t *states);
  /* Free what worker_init set up; the engine frees 'worker' itself. */
  void (*worker_release)(void *worker);
  /*
  ** Optional (NULL: never): whether the instances of the checked option
  ** block 'cfg' are drawn by importance sampling, so that each carries a
  ** weight (uniform probability / probability drawn) and the run
  ** reports the weighted loss rate.
  */
  int (*weighted)(const void *cfg);
  /* With weighted: the weight of the instance the worker last ran. */
  double (*weight)(const void *worker);
};

extern const struct stats_game stats_accordion;
extern const struct stats_game stats_hitormiss;
extern const struct stats_game stats_outlast;
extern const struct stats_game stats_stacks;

/* ---- totals and the Wilson interval (stats_wilson.c) ---- */

struct stats_totals {
  uint64_t instances, wins, losses, unknowns, states;
  /* weighted runs (stats_totals_weigh): sums of w and w^2 over all
     instances, over losses and over unknowns, and the largest w */
  double sum_w, sum_w2, loss_w, loss_w2, unknown_w, unknown_w2;
  double max_w, max_loss_w;
};

/* One instance's verdict (WN_WIN, WN_LOSS or WN_UNKNOWN) into t. */
void stats_totals_add(struct stats_totals *t, int verdict, uint64_t states);
/* A weighted run: instance's weight w (and verdict) into t's sums. */
void stats_totals_weigh(struct stats_totals *t, int verdict, double w);

/* The importance-sampling estimate of a weighted run (stats_weights.c). */
struct stats_estimate {
  double rate;            /* mean of w x [lost] */
  double low, high;       /* 95% interval; high counts unknowns as lost */
  double mean_w;          /* mean weight (1 in expectation) */
  double ess;             /* (sum w)^2 / sum w^2 */
  double loss_ess;        /* the same over the losses */
  double max_share;       /* largest w / sum w */
  double max_loss_share;  /* largest w of a loss / sum of w over losses */
  double unknown_rate;    /* mean of w x [unknown] */
};
/* The estimate from t (t->instances >= 1). */
void stats_estimate_of(const struct stats_totals *t, struct stats_estimate *e);

/* The two-sided 95% normal quantile, 1.95996... */
#define STATS_Z95 1.959963984540054

/*
** Wilson score interval for k successes in n trials (k <= n) at normal
** quantile z: *low, *high in [0, 1]. n == 0 gives [0, 1].
*/
void stats_wilson(uint64_t k, uint64_t n, double z, double *low, double *high);

/*
** The 95% interval of the win rate with unknowns counted as losses for
** the lower end and as wins for the upper end.
*/
void stats_win_interval(const struct stats_totals *t, double *low,
                        double *high);

/* ---- the engine (stats_engine.c) ---- */

/* What one instance gave. */
struct stats_result {
  uint64_t states;
  double seconds;
  double weight;          /* importance weight (1 in unweighted runs) */
  int verdict;            /* WN_WIN, WN_LOSS, WN_UNKNOWN */
};

/* A run: instances first .. first+count-1 of seed. */
struct stats_job {
  const struct stats_game *game;
  const void *cfg;        /* checked option block (copied by the engine) */
  wn_limits limits;       /* per instance */
  uint64_t seed, first, count;
  unsigned threads;       /* >= 1 */
  int time_each;          /* time every instance (else seconds are 0) */
  int weighted;           /* game->weighted(cfg): rows carry weights */
};

/*
** Where workers get chunks and leave results. take() hands out the next
** chunk [*start, *start + *n) and returns 1, or returns 0 when there is
** no more work; it may block. give() returns the n results of a chunk
** taken, in index order, and the seconds they took together (which
** size later chunks). fail() reports that instance 'index' could not be
** decided (a WN_E* code). All three are called from worker threads.
*/
struct stats_feed {
  void *ud;
  int (*take)(void *ud, uint64_t *start, uint64_t *n);
  void (*give)(void *ud, uint64_t start, uint64_t n,
               const struct stats_result *res, double seconds);
  void (*fail)(void *ud, uint64_t index, int code);
};

/* Largest chunk take() hands out; chunks aim at STATS_CHUNK_SECONDS. */
#define STATS_CHUNK_MAX 1024
#define STATS_CHUNK_SECONDS 0.002

/*
** Decide chunks from 'feed' until take() says stop, on the calling
** thread, with a worker of job->game. Returns 0, or WN_ENOMEM if no
** worker could be made (after reporting it through feed->fail).
*/
int stats_pool_run(const struct stats_job *job, const struct stats_feed *feed);

/* Called by stats_engine_drive on the driving thread, in index order. */
struct stats_hooks {
  void *ud;
  /* One drained instance. Nonzero (a WN_E* code) stops the run. */
  int (*row)(void *ud, uint64_t index, const struct stats_result *r);
  /* After each batch of rows (e.g. flush), and about every 0.2 s with
  ** the number of instances drained so far. Nonzero stops the run. */
  int (*batch)(void *ud, uint64_t drained);
};

typedef struct stats_engine stats_engine;

/* A new engine for 'job' (nothing runs yet). NULL if out of memory. */
stats_engine *stats_engine_new(const struct stats_job *job);
/*
** Start job->threads local workers and drain their results in index
** order into 'totals' (added to what it holds) and the hooks, until the
** range is done, a worker fails, a hook fails, or *stop becomes nonzero.
** Returns   0              the whole range is in the totals;
**           1              *stop was seen, or stats_engine_halt was
**                          called (the totals hold a prefix);
**           WN_E* < 0      an instance failed (*fail_index says which)
**                          or a hook returned that code.
** Workers still busy with an instance when the run stops early are left
** to finish on their own; they free what they hold.
*/
int stats_engine_drive(stats_engine *e, const struct stats_hooks *hooks,
                       const volatile sig_atomic_t *stop,
                       struct stats_totals *totals, uint64_t *fail_index);
/* The local feed of e, for extra (e.g. remote) workers. */
struct stats_feed stats_engine_feed(stats_engine *e);
/* Count an outside user of the feed (the MPI server) as a live worker:
** +1 before stats_engine_drive, -1 when it will call the feed no more. */
void stats_engine_hold(stats_engine *e, int delta);
/* Make stats_engine_drive stop as if *stop were set (any thread). */
void stats_engine_halt(stats_engine *e);
/* Release e once its workers are gone (at once, or by the last one). */
void stats_engine_free(stats_engine *e);

/* ---- the per-instance CSV (stats_csv.c) ---- */

struct stats_csv {
  FILE *fp;
  const char *path;
  int is_stdout;          /* path "-": the rows go to stdout */
  double past_seconds;    /* --resume: the notes of earlier runs ... */
  uint64_t past_rows;     /* ... (see stats_csv_note) */
  int weighted;           /* rows end with ",weight" */
};

/*
** Open path ("-": stdout) for the run described by the one-line
** 'identity' (written as the first line, "# ..."), holding an exclusive
** lock on it until stats_csv_close: a file another run holds is
** refused. A file with content is refused unless 'resume' or 'force'.
** With 'force' it is replaced. With 'resume', an existing file must
** start with the same identity; its complete rows (indexes first,
** first+1, ... in order) are added to *totals and counted in *done, a
** partial last line is cut off (a partial first line only if it is the
** start of this identity), and new rows are appended; a missing or
** empty file starts a new run.
** Returns 0, EXIT_USAGE (bad or busy file, reported) or
** EXIT_FAILURE_RUN (I/O).
*/
int stats_csv_open(struct stats_csv *csv, const char *path,
                   const char *identity, int resume, int force,
                   uint64_t first, uint64_t max_rows,
                   struct stats_totals *totals, uint64_t *done);
/* Whether rows carry a fifth column, the weight: set on a zeroed csv
** before stats_csv_open (a zeroed csv has rows of four columns). */
void stats_csv_weighted(struct stats_csv *csv, int on);
/*
** Append the note "# seconds S for K rows" (a run that stops early: it
** took S seconds of wall clock to add its K rows). --resume adds the
** notes up into past_seconds and past_rows, so that the summary of the
** whole run can give its time and rate. WN_EIO on failure.
*/
int stats_csv_note(struct stats_csv *csv, double seconds, uint64_t rows);
/* Append one row: index,verdict,states,seconds (,weight in weighted
** runs). WN_EIO on failure. */
int stats_csv_row(struct stats_csv *csv, uint64_t index,
                  const struct stats_result *r);
/* Flush to the file. WN_EIO on failure. */
int stats_csv_flush(struct stats_csv *csv);
/* Close; WN_EIO if anything failed to reach the file. */
int stats_csv_close(struct stats_csv *csv);

/* ---- progress on stderr (stats_progress.c) ---- */

struct stats_progress {
  int mode;               /* 0 quiet, 1 terminal bar, 2 periodic lines */
  uint64_t total, start;  /* instances in the range; drained at the start */
  double t0, last;        /* wall clock at start and at the last output */
};

void stats_progress_init(struct stats_progress *p, int quiet,
                         uint64_t total, uint64_t start);
void stats_progress_update(struct stats_progress *p, uint64_t drained);
/* Erase the bar (terminal mode). */
void stats_progress_end(struct stats_progress *p);

/* ---- the command line (stats_options.c) ---- */

/* The options every game shares, and the texts that name the run. */
struct stats_opts {
  uint64_t deals, seed, first, threads, max_states;
  double limit_seconds;
  size_t max_memory;          /* per thread */
  size_t max_memory_given;    /* as given (0: not given, the default) */
  const char *csv;
  int resume, force, quiet, json, no_timing;
  double rank_timeout;        /* --rank-timeout */
  char options[512];          /* the game's options: "--rule any ..." */
  char options_json[512];     /* the same as JSON members */
  char identity[1024];        /* stats_run_text: the CSV's first line */
};

struct stats_summary;
/*
** Parse argv (argv[0] is the game word) into o, the game's block cfg
** (cfg_size zeroed bytes) and s (set up for the report, totals zero).
** Returns 0, -1 if --help was printed, or EXIT_USAGE after a message.
*/
int stats_parse(const struct stats_game *g, void *cfg, struct stats_opts *o,
                struct stats_summary *s, int argc, char **argv);

/* ---- the summary (stats_report.c) ---- */

/*
** Write option rows as they would be typed ("--rule any --cards 18",
** json 0) or as JSON members ("\"rule\":\"any\",\"cards\":18", json 1)
** into buf. Returns 0, or -1 if buf is too small.
*/
int stats_options_text(const struct cli_opt *rows, size_t n, int json,
                       char *buf, size_t cap);

struct stats_summary {
  const char *game;           /* "accordion" */
  const char *options;        /* "--rule any --cards 18" */
  const char *options_json;   /* "\"rule\":\"any\",\"cards\":18" */
  uint64_t seed, first, deals, max_states;
  double limit_seconds;
  size_t max_memory;          /* given with --max-memory (0: the default) */
  struct stats_totals totals;
  int interrupted;            /* stopped before the end */
  double rank_timeout;        /* MPI: a rank silent this long ends the run */
  int lost_rank;              /* MPI: the rank that went silent (0: none) */
  int timing;                 /* print seconds and rate */
  double seconds;             /* wall clock of this process */
  uint64_t decided;           /* instances decided by this process */
  double past_seconds;        /* earlier runs of a resumed CSV ... */
  uint64_t past_decided;      /* ... (their notes): for the rate */
  int weighted;               /* report the importance-sampling estimate */
  int ranks;                  /* MPI ranks (0: not under MPI) ... */
  const uint64_t *rank_instances; /* ... and the instances each decided */
};

/* The line naming the run: "accordion --rule any ... --first 0", plus
** the limits when set, --max-memory when given (the CSV identity:
** everything that can change a row). */
int stats_run_text(const struct stats_summary *s, char *buf, size_t cap);
void stats_report_plain(FILE *out, const struct stats_summary *s);
void stats_report_json(FILE *out, const struct stats_summary *s);

#endif /* WN_STATS_H */
