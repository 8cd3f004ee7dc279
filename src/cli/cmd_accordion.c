/*
** cmd_accordion.c: "winnable accordion": decide each deal of each input
** and print YES/NO (contest input) or winnable/unwinnable (deal lines),
** "unknown" when a limit ran out; --moves adds the proof, --json one
** object per deal instead. Deals are numbered from 1 in each input.
*/
#include <string.h>
#include "cli/cli.h"

struct run {
  accordion_ctx *ctx;
  accordion_rule rule;
  struct cli_solve s;
  const char *cert_name;  /* --certificate FILE, or NULL */
  FILE *cert;
  uint64_t cert_blocks;   /* written so far (the first brings a header,
                          ** so a run without losses leaves it empty) */
  accordion_cert_rows spool; /* out: a scratch file of the rows proven
                          ** lost in the deal being solved (cards, n), as
                          ** they come (the solver keeps none of them) */
  int spool_failed;       /* the spool failed: the run fails (exit 1) */
};

/* The spool failed: say so; the run ends and fails. */
static void spool_failure(struct run *st, const char *what) {
  cli_error("cannot %s the scratch file of the certificate (is $TMPDIR "
            "full?)", what);
  st->spool_failed = 1;
}

/* The certificate of the loss just proven, from the spool: 0, or -1 if a
** write failed (said by spool_failure, or by cli_close_output for the
** certificate file). */
static int write_certificate(struct run *st, uint64_t ncase) {
  if (ferror(st->spool.out)) { /* rows were lost on the way */
    spool_failure(st, "write");
    return -1;
  }
  if (!st->cert_blocks++)
    fputs("# winnable accordion: certificates of losses, any rule: each "
          "block is \"lost CASE\",\n# the deal, then every other row "
          "of top cards proven lost (docs/accordion.md)\n", st->cert);
  accordion_write_certificate_head(st->cert, ncase, st->spool.cards,
                                   st->spool.n);
  if (cli_scratch_copy(st->spool.out, st->cert) == 0 && !ferror(st->cert))
    return 0;
  if (!ferror(st->cert))
    spool_failure(st, "read back");
  return -1;
}

static void print_json(struct run *st, const struct cli_input *in,
                       const accordion_reader *ar, int verdict,
                       double seconds) {
  size_t nmoves;
  const accordion_move *moves = accordion_proof(st->ctx, &nmoves);
  cli_json_case(in);
  printf(",\"rule\":\"%s\",\"cards\":%zu,\"deal\":\"",
         accordion_rule_name(st->rule), ar->n);
  accordion_write_deal(stdout, ar->cards, ar->n);
  printf("\",\"verdict\":\"%s\",\"answer\":\"%s\"", wn_verdict_name(verdict),
         accordion_answer_word(verdict, accordion_reader_contest(ar)));
  if (verdict == WN_WIN) {
    fputs(",\"moves\":[", stdout);
    accordion_write_moves(stdout, moves, nmoves, ",", "\"");
    putchar(']');
  }
  if (verdict != WN_WIN) { /* the best line found, and where it ends */
    size_t nbest;
    const accordion_move *best = accordion_best_line(st->ctx, &nbest);
    fputs(",\"best_line\":[", stdout);
    accordion_write_moves(stdout, best, nbest, ",", "\"");
    printf("],\"piles_left\":%zu", ar->n - nbest);
  }
  cli_json_end(verdict == WN_UNKNOWN
                   ? wn_limit_name(accordion_limit_hit(st->ctx)) : NULL,
               accordion_states(st->ctx), seconds);
}

static void print_plain(struct run *st, const accordion_reader *ar,
                        int verdict) {
  puts(accordion_answer_word(verdict, accordion_reader_contest(ar)));
  if (st->s.moves && verdict == WN_WIN) {
    size_t nmoves;
    const accordion_move *moves = accordion_proof(st->ctx, &nmoves);
    accordion_write_moves(stdout, moves, nmoves, " ", "");
    putchar('\n');
  }
}

static int solve_stream(void *run, struct cli_input *in) {
  struct run *st = run;
  accordion_reader ar;
  accordion_reader_init(&ar, &in->r, NULL);
  int rc = 0;
  /* a failed write ends the run: cli_finish reports it */
  while (!cli_output_failed() && !cli_case_done(in) &&
         (rc = accordion_read(&ar)) == 1) {
    in->ncase++;
    if (cli_case_skip(in))
      continue;
    if (st->spool.out && cli_scratch_reset(st->spool.out)) {
      spool_failure(st, "empty");
      rc = 0;
      break;
    }
    if (!accordion_reader_contest(&ar))
      cli_deck_warning(&in->r, ar.cards, ar.n);
    st->spool.cards = ar.cards;
    st->spool.n = ar.n;
    double t0 = cli_clock();
    int verdict = accordion_solve(st->ctx, ar.cards, ar.n, st->rule);
    if (verdict < 0) {
      rc = verdict;
      break;
    }
    if (st->s.json)
      print_json(st, in, &ar, verdict, cli_clock() - t0);
    else
      print_plain(st, &ar, verdict);
    if (st->cert && verdict == WN_LOSS && write_certificate(st, in->ncase)) {
      rc = 0; /* said, and the run fails (spool_failed, cli_close_output) */
      break;
    }
  }
  accordion_reader_release(&ar);
  return rc == 1 ? 0 : rc; /* 1: stopped after the case of --case */
}

int cmd_accordion(int argc, char **argv) {
  struct run st = {0};
  const char *rule = "any";
  uint64_t threads = 1;
  cli_solve_defaults(&st.s);
  struct cli_opt opts[] = {
    CLI_ACCORDION_RULE_OPT(&rule),
    {"certificate", CLI_STRING, &st.cert_name, "FILE",
     "write a certificate of each loss to FILE (any rule; never replaces "
     "a file), for check --certificate", 0, 0},
    {"threads", CLI_UINT, &threads, "T",
     "threads a long search may use (any rule; default 1, at most 3 used)",
     1, 4096},
    CLI_SOLVE_OPTS(&st.s), CLI_OPT_END};
  const struct cli_command cmd = {
    "winnable accordion [options] [FILE...]",
    "Decide whether each Accordion deal can be reduced to one pile.\n"
    "Input is contest format (n, then n cards) or one deal per line.",
    opts};
  int nargs, rc = cli_parse(&cmd, argc, argv, &nargs);
  if (rc)
    return rc == 1 ? cli_finish(EXIT_OK) : rc;
  if (cli_accordion_rule(rule, &st.rule))
    return EXIT_USAGE;
  if (st.cert_name && st.rule != ACCORDION_ANY) {
    cli_error("--certificate: losses under the rightmost rule are proven "
              "by counting, not search: no certificate");
    return EXIT_USAGE;
  }
  if (st.cert_name && !(st.cert = cli_create(st.cert_name, "certificate file")))
    return EXIT_USAGE;
  if (!(st.ctx = cli_accordion_new(&st.s)))
    return cli_fail(WN_ENOMEM, NULL);
  if (st.cert && !(st.spool.out = cli_scratch("certificate"))) {
    accordion_free(st.ctx);
    fclose(st.cert);
    return EXIT_FAILURE_RUN;
  }
  /* rows go to the spool as they are proven: the table of losses stays
  ** bounded (it may forget) however long the search */
  accordion_set_certify(st.ctx, st.cert != NULL);
  accordion_set_certify_sink(st.ctx, st.cert ? accordion_cert_write_row : NULL,
                             &st.spool);
  accordion_set_threads(st.ctx, (unsigned)threads);
  rc = cli_each_input_case(nargs, argv, st.s.only_case, solve_stream, &st);
  if (!rc && st.spool_failed)
    rc = EXIT_FAILURE_RUN;
  accordion_free(st.ctx);
  if (st.spool.out)
    fclose(st.spool.out);
  if (st.cert) {
    int closed = cli_close_output(st.cert, st.cert_name, "certificate file");
    if (closed && !rc)
      rc = closed;
  }
  return cli_finish(rc);
}
