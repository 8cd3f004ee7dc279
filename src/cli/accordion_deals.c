/*
** accordion_deals.c: the deals of "winnable accordion", decided T at a
** time and printed in input order (cmd_accordion.c parses the options).
**
** Each worker of the ordered pool (clikit/pool.h) has a solver context
** of its own; each deal's result (verdict, line, certificate rows) is
** kept in its job until every deal before it is printed, so the output
** is the text one thread prints (but for --json's seconds). Prints YES/NO
** (contest input) or winnable/unwinnable (deal lines), "unknown" when a
** limit ran out; --moves adds the proof, --json one object per deal
** instead. Deals are numbered from 1 in each input.
*/
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"
#include "clikit/pool.h"

/* One deal in flight: what the reader gave, then what the solve found. */
struct deal_job {
  uint8_t *cards;
  size_t n, cap;
  uint64_t ncase;
  int contest;               /* read from contest input: YES/NO */
  accordion_rules rules;     /* the deal's rules (revenge: its goal) */
  int verdict;               /* accordion_solve's result */
  uint64_t states;
  wn_limit_hit limit;
  double seconds;
  accordion_move *line;      /* the proof after a win, else the best line */
  size_t nline, line_cap;
  accordion_cert_rows spool; /* --certificate: the rows proven lost in
                             ** this deal, as they come (a scratch file) */
  const char *spool_error;   /* what failed on the spool, or NULL */
};

struct run {
  const struct cli_accordion_opts *ao;
  struct cli_goal_comment goal; /* the goal comment of the deal read */
  struct cli_solve s;
  unsigned threads;
  accordion_ctx **ctx;       /* one per worker */
  cli_pool *pool;
  struct deal_job *jobs;     /* the pool's window of jobs, reused in turn */
  size_t window;
  uint64_t submitted;        /* jobs handed to the pool so far */
  struct cli_input *in;      /* the input being read */
  int failed;                /* a deal's solve or spool failed: rc (< 0),
                             ** or EXIT_FAILURE_RUN once said */
  const char *cert_name;     /* --certificate FILE, or NULL */
  FILE *cert;
  uint64_t cert_blocks;      /* written so far (the first brings a header,
                             ** so a run without losses leaves it empty) */
};

/* The spool failed: say so; the run ends and fails. */
static void spool_failure(struct run *st, const char *what) {
  cli_error("cannot %s the scratch file of the certificate (is $TMPDIR "
            "full?)", what);
  st->failed = EXIT_FAILURE_RUN;
}

/* The comment that opens the certificate file, with the rules of its
** first deal when they are not classic Accordion's. */
static void write_cert_header(struct run *st, const accordion_rules *r) {
  fputs("# winnable accordion: certificates of losses, any rule: each "
        "block is \"lost CASE\",\n# the deal, then every other row "
        "of top cards proven lost (docs/accordion.md)\n", st->cert);
  if (accordion_rules_is_classic(r))
    return;
  fprintf(st->cert, "# under the rules %s: ", cli_accordion_rules_label(r));
  cli_accordion_rules_write(st->cert, r);
  fputs(st->ao->goal_from_deal ? " (goal: each deal's)\n" : "\n", st->cert);
}

/* The certificate of the loss of j, from its spool: 0, or -1 if a write
** failed (said by spool_failure, or by cli_close_output for the
** certificate file). */
static int write_certificate(struct run *st, struct deal_job *j) {
  if (ferror(j->spool.out)) { /* rows were lost on the way */
    spool_failure(st, "write");
    return -1;
  }
  if (!st->cert_blocks++)
    write_cert_header(st, &j->rules);
  accordion_write_certificate_head(st->cert, j->ncase, j->cards, j->n);
  if (cli_scratch_copy(j->spool.out, st->cert) == 0 && !ferror(st->cert))
    return 0;
  if (!ferror(st->cert))
    spool_failure(st, "read back");
  return -1;
}

/* A worker's context under the command line's limits. */
static accordion_ctx *worker_ctx(const struct run *st) {
  accordion_ctx *ctx = cli_accordion_new(&st->s);
  /* rows go to the spool as they are proven: the table of losses stays
  ** bounded (it may forget) however long the search */
  if (ctx)
    accordion_set_certify(ctx, st->cert != NULL);
  return ctx;
}

/* The pool's work: decide j with worker w's context; prints nothing.
** What a context keeps from its last deal counts against the memory cap
** and the loss table's bound, and which deals a worker had depends on
** --threads: a used context is replaced by a fresh one first (one that
** has solved nothing has counted no position). */
static void solve_job(void *run, unsigned w, void *job) {
  struct run *st = run;
  struct deal_job *j = job;
  accordion_ctx *ctx = st->ctx[w];
  if (accordion_states(ctx)) {
    accordion_ctx *fresh = worker_ctx(st);
    if (!fresh) {
      j->verdict = WN_ENOMEM;
      return;
    }
    accordion_free(ctx);
    ctx = st->ctx[w] = fresh;
  }
  if (j->spool.out && cli_scratch_reset(j->spool.out)) {
    j->spool_error = "empty";
    return;
  }
  accordion_set_certify_sink(ctx, j->spool.out ? accordion_cert_write_row
                                               : NULL, &j->spool);
  accordion_set_rules(ctx, &j->rules);
  double t0 = cli_clock();
  j->verdict = accordion_solve(ctx, j->cards, j->n, st->ao->base);
  j->seconds = cli_clock() - t0;
  if (j->verdict < 0)
    return;
  j->states = accordion_states(ctx);
  j->limit = accordion_limit_hit(ctx);
  size_t nline;
  const accordion_move *line = j->verdict == WN_WIN
                                   ? accordion_proof(ctx, &nline)
                                   : accordion_best_line(ctx, &nline);
  if (nline > j->line_cap) {
    accordion_move *grown = realloc(j->line, nline * sizeof *grown);
    if (!grown) {
      j->verdict = WN_ENOMEM;
      return;
    }
    j->line = grown;
    j->line_cap = nline;
  }
  if (nline)
    memcpy(j->line, line, nline * sizeof *line);
  j->nline = nline;
}

static void print_json(const struct run *st, const struct deal_job *j) {
  cli_json_case_at(st->in, j->ncase);
  putchar(',');
  cli_accordion_rules_json(stdout, st->ao->base, &j->rules);
  printf(",\"cards\":%zu,\"deal\":\"", j->n);
  accordion_write_deal(stdout, j->cards, j->n);
  printf("\",\"verdict\":\"%s\",\"answer\":\"%s\"",
         wn_verdict_name(j->verdict),
         accordion_answer_word(j->verdict, j->contest));
  /* after a win the line is the proof; else the best line found, and
  ** where it ends */
  fputs(j->verdict == WN_WIN ? ",\"moves\":[" : ",\"best_line\":[", stdout);
  accordion_write_moves(stdout, j->line, j->nline, ",", "\"");
  putchar(']');
  if (j->verdict != WN_WIN) /* pairs take two piles a move */
    printf(",\"piles_left\":%zu",
           j->n - j->nline * (st->ao->base == ACCORDION_ANY &&
                              j->rules.pairs ? 2 : 1));
  cli_json_end(j->verdict == WN_UNKNOWN ? wn_limit_name(j->limit) : NULL,
               j->states, j->seconds);
}

static void print_plain(const struct run *st, const struct deal_job *j) {
  puts(accordion_answer_word(j->verdict, j->contest));
  if (st->s.moves && j->verdict == WN_WIN) {
    accordion_write_moves(stdout, j->line, j->nline, " ", "");
    putchar('\n');
  }
}

/* Print the oldest job in flight once it is done (with its certificate);
** a failure is kept in st->failed and nothing more is printed. */
static void print_next(struct run *st) {
  struct deal_job *j = cli_pool_next(st->pool);
  if (!j || st->failed)
    return;
  if (j->spool_error) {
    spool_failure(st, j->spool_error);
    return;
  }
  if (j->verdict < 0) {
    st->failed = j->verdict;
    return;
  }
  if (st->s.json)
    print_json(st, j);
  else
    print_plain(st, j);
  if (st->cert && j->verdict == WN_LOSS && write_certificate(st, j))
    st->failed = EXIT_FAILURE_RUN; /* said (cli_close_output at the end) */
}

/* Print every job in flight, then flush: the reader's hook before it
** waits for input, so a front end on pipes gets each answer at once. */
static void print_all(void *run) {
  struct run *st = run;
  while (cli_pool_in_flight(st->pool))
    print_next(st);
  cli_wait_flush(NULL);
}

/* Copy the deal the reader holds into the next free job and submit it:
** 0, or WN_ENOMEM. */
static int submit(struct run *st, const accordion_reader *ar, uint64_t ncase) {
  accordion_rules rules;
  if (cli_accordion_deal_rules(st->ao, &st->goal, st->in->name, ncase,
                               &rules))
    return EXIT_USAGE;
  if (cli_pool_in_flight(st->pool) == st->window)
    print_next(st);
  struct deal_job *j = &st->jobs[st->submitted % st->window];
  j->rules = rules;
  if (ar->n > j->cap) {
    uint8_t *grown = realloc(j->cards, ar->n);
    if (!grown)
      return WN_ENOMEM;
    j->cards = grown;
    j->cap = ar->n;
  }
  memcpy(j->cards, ar->cards, ar->n);
  j->n = ar->n;
  j->spool.cards = j->cards;
  j->spool.n = j->n;
  j->ncase = ncase;
  j->contest = accordion_reader_contest(ar);
  j->spool_error = NULL;
  st->submitted++;
  cli_pool_submit(st->pool, j);
  return 0;
}

static int solve_stream(void *run, struct cli_input *in) {
  struct run *st = run;
  accordion_reader ar;
  accordion_reader_init(&ar, &in->r, NULL);
  wn_reader_on_wait(&in->r, print_all, st);
  wn_reader_on_comment(&in->r, cli_goal_comment_hook, &st->goal);
  st->in = in;
  int rc = 0;
  /* a failed write ends the run: cli_finish reports it */
  while (!st->failed && !cli_output_failed() && !cli_case_done(in) &&
         (st->goal.goal = -1, rc = accordion_read(&ar)) == 1) {
    in->ncase++;
    if (cli_case_skip(in))
      continue;
    if (!accordion_reader_contest(&ar))
      cli_deck_warning(&in->r, ar.cards, ar.n);
    if ((rc = submit(st, &ar, in->ncase)) != 0)
      break;
    if (st->threads == 1) /* done already: out before the next read */
      print_next(st);
  }
  while (cli_pool_in_flight(st->pool))
    print_next(st);
  accordion_reader_release(&ar);
  /* the first failure in input order stands: what was read past it
  ** (ahead of the solves) does not count, as with one thread */
  if (st->failed)
    rc = st->failed < 0 ? st->failed : 0;
  return rc == 1 ? 0 : rc; /* 1: stopped after the case of --case */
}

/* The workers' contexts, the jobs and their spools, the pool: 0, or
** the exit status after saying what failed. */
static int run_init(struct run *st) {
  st->window = st->threads == 1 ? 1 : 2 * (size_t)st->threads;
  st->ctx = calloc(st->threads, sizeof *st->ctx);
  st->jobs = calloc(st->window, sizeof *st->jobs);
  if (!st->ctx || !st->jobs)
    return cli_fail(WN_ENOMEM, NULL);
  for (unsigned w = 0; w < st->threads; w++) {
    if (!(st->ctx[w] = worker_ctx(st)))
      return cli_fail(WN_ENOMEM, NULL);
  }
  for (size_t k = 0; st->cert && k < st->window; k++)
    if (!(st->jobs[k].spool.out = cli_scratch("certificate")))
      return EXIT_FAILURE_RUN;
  if (!(st->pool = cli_pool_new(st->threads, st->window, solve_job, st)))
    return cli_fail(WN_ENOMEM, NULL);
  return 0;
}

static void run_release(struct run *st) {
  cli_pool_free(st->pool);
  for (size_t k = 0; st->jobs && k < st->window; k++) {
    free(st->jobs[k].cards);
    free(st->jobs[k].line);
    if (st->jobs[k].spool.out)
      fclose(st->jobs[k].spool.out);
  }
  free(st->jobs);
  for (unsigned w = 0; st->ctx && w < st->threads; w++)
    accordion_free(st->ctx[w]);
  free(st->ctx);
}

int cli_accordion_deals(const struct cli_accordion_deals *o, int nargs,
                        char **argv) {
  struct run st = {.ao = &o->ao, .s = o->s, .threads = o->threads,
                   .cert_name = o->cert_name, .cert = o->cert};
  int rc = run_init(&st);
  if (!rc)
    rc = cli_each_input_case(nargs, argv, st.s.only_case, solve_stream, &st);
  if (!rc && st.failed)
    rc = EXIT_FAILURE_RUN; /* a spool or certificate write, said */
  run_release(&st);
  return rc;
}
