/*
** check_accordion.c: "winnable check accordion [--rule R] INPUT OUTPUT".
** The input's format (contest or deal lines) fixes the answer words. A
** win with moves is judged by replaying them (accordion_replay, the
** library's checker that shares nothing with the solver); any other
** claim, and a win without moves, against the solver's decision, which
** may run out of its limits (a checker failure), all under --rule and
** its knobs. With --certificate FILE, a loss claimed for a deal that
** has a block there is judged by the block alone
** (accordion_check_loss_rules, no search). UNKNOWN or unknown
** is a wrong answer: every deal is winnable or not.
*/
#include "check/check.h"

struct game {
  struct cli_accordion_opts ao;  /* --rule and the knobs, resolved */
  struct cli_goal_comment goal;  /* the goal comment of the deal read */
  accordion_rules rules;         /* the rules of the deal judged */
  const char *cert_name;   /* --certificate FILE, or NULL */
  struct check_certs certs;
};

/*
** A loss claimed for a deal that has blocks in the certificate file is
** judged by them alone (accordion_check_loss, no search): CHECK_GO_ON
** if one of the 'count' blocks from b proves it, else a wrong answer
** that says why the first one does not, or a failure.
*/
static int judge_certificate(const struct check_run *run, uint64_t k,
                             const struct check_cert_block *b, size_t count,
                             const struct game *x,
                             const accordion_reader *ar) {
  const struct check_certs *cs = &x->certs;
  wn_replay rep, first;
  for (size_t m = 0; m < count; m++, b++) {
    int rc = accordion_check_loss_rules(cs->alloc, ar->cards, ar->n,
                                        &x->rules, cs->bytes + b->at,
                                        cs->lens + b->first, b->nrows, &rep);
    if (rc == 1)
      return CHECK_GO_ON;
    if (rc == WN_ENOMEM)
      return check_memory_fail(run, k);
    if (rc != 0)
      return check_code_fail(k, rc);
    if (m == 0)
      first = rep;
  }
  return check_wrong(k, "the certificate does not prove the loss: %s",
                     first.why);
}

/* Judge one deal: CHECK_GO_ON or the status after saying why. */
static int judge_deal(accordion_ctx *ctx, const struct check_run *run,
                      const struct game *x, const accordion_reader *ar,
                      const accordion_answer *aa) {
  accordion_rule rule = x->ao.base;
  uint64_t k = aa->a.ncase;
  int contest = aa->contest;
  if (aa->verdict == WN_UNKNOWN)
    return check_wrong(k, "%s is not an answer",
                       accordion_answer_word(WN_UNKNOWN, contest));
  if (aa->verdict == WN_WIN && aa->proof) {
    wn_replay rep;
    int rc = rule == ACCORDION_RIGHTMOST
                 ? accordion_replay(NULL, ar->cards, ar->n, rule, aa->moves,
                                    aa->nmoves, &rep)
                 : accordion_replay_rules(NULL, ar->cards, ar->n, &x->rules,
                                          aa->moves, aa->nmoves, &rep);
    if (rc == 1)
      return CHECK_GO_ON;
    return rc == 0 || rc == WN_EMOVE ? check_wrong(k, "%s", rep.why)
                                     : check_code_fail(k, rc);
  }
  size_t count = 0;
  const struct check_cert_block *b =
      x->cert_name && aa->verdict == WN_LOSS && !aa->proof
          ? check_certs_find(&x->certs, ar->cards, ar->n, &count)
          : NULL;
  if (b)
    return judge_certificate(run, k, b, count, x, ar);
  accordion_set_rules(ctx, &x->rules);
  int v = accordion_solve(ctx, ar->cards, ar->n, rule);
  if (v < 0)
    return check_code_fail(k, v);
  if (v == WN_UNKNOWN)
    return check_undecided(k, accordion_answer_word(aa->verdict, contest),
                           accordion_limit_hit(ctx));
  if (v != aa->verdict)
    return check_wrong(k, "expected %s, found %s",
                       accordion_answer_word(v, contest),
                       accordion_answer_word(aa->verdict, contest));
  if (aa->proof)
    return check_presentation(run, k, aa->line, aa->col, "moves after %s",
                              accordion_answer_word(aa->verdict, contest));
  return CHECK_GO_ON;
}

/* The rules of deal k into x->rules: CHECK_GO_ON, or a checker
** failure when revenge's deal names no goal. */
static int deal_rules(struct game *x, uint64_t k) {
  x->rules = x->ao.rules;
  if (!x->ao.goal_from_deal)
    return CHECK_GO_ON;
  if (x->goal.goal < 0)
    return check_failure("case %llu: --rule revenge needs a goal card: "
                         "give --goal CARD, or end the deal's line with "
                         "'# goal CARD'", (unsigned long long)k);
  x->rules.goal = x->goal.goal;
  return CHECK_GO_ON;
}

static int judge(void *game, struct check_run *run) {
  struct game *x = game;
  int status = CHECK_GO_ON;
  if (x->cert_name &&
      (status = check_certs_load(&x->certs, x->cert_name, run)) !=
          CHECK_GO_ON)
    return status;
  accordion_ctx *ctx = accordion_new(NULL);
  if (!ctx) {
    check_certs_release(&x->certs);
    return check_code_fail(0, WN_ENOMEM);
  }
  accordion_set_limits(ctx, &run->limits);
  accordion_reader ar;
  accordion_answer aa;
  accordion_reader_init(&ar, &run->in, NULL);
  wn_reader_on_comment(&run->in, cli_goal_comment_hook, &x->goal);
  x->goal.goal = -1;
  int rc = accordion_read(&ar);
  /* the first deal tells the format, and so the answer words */
  accordion_answer_init(&aa, &run->out, accordion_reader_contest(&ar),
                        run->alloc);
  for (; status == CHECK_GO_ON && rc == 1;
       x->goal.goal = -1, rc = accordion_read(&ar)) {
    /* a proof longer than the deal is judged up to its first wrong move,
       the n-th at the latest, and the rest of the output never read */
    aa.max_moves = ar.n;
    int got = accordion_answer_read(&aa);
    if (got == 1 && (status = deal_rules(x, aa.a.ncase)) != CHECK_GO_ON)
      break;
    status = got == 1 ? judge_deal(ctx, run, x, &ar, &aa)
                      : check_answer_fail(run, aa.a.ncase, got);
  }
  if (status == CHECK_GO_ON)
    status = rc < 0 ? check_input_fail(run, rc)
                    : check_end(run, &aa.a, aa.a.ncase);
  accordion_answer_release(&aa);
  accordion_reader_release(&ar);
  accordion_free(ctx);
  if (x->cert_name)
    check_certs_release(&x->certs);
  return status;
}

static int options(void *game) {
  struct game *x = game;
  int rc = cli_accordion_opts_resolve(&x->ao, 1);
  if (rc)
    return rc;
  if (x->cert_name && x->ao.base != ACCORDION_ANY) {
    cli_error("--certificate: certificates are not for the rightmost "
              "rule");
    return EXIT_USAGE;
  }
  return 0;
}

int check_accordion(int argc, char **argv) {
  struct game x = {0};
  struct cli_solve s;
  struct check_conv conv = {0, 0};
  cli_solve_defaults(&s);
  cli_accordion_opts_init(&x.ao);
  struct cli_opt opts[] = {
    CLI_ACCORDION_OPTS(&x.ao),
    {"certificate", CLI_STRING, &x.cert_name, "FILE",
     "judge each loss claimed for a deal with a block in FILE (winnable "
     "accordion --certificate) by that block alone, without the solver",
     0, 0},
    CHECK_OPTS(&s, &conv), CLI_OPT_END};
  const struct cli_command cmd = {
    "winnable check accordion [options] INPUT OUTPUT\n"
    "       winnable check accordion --testlib INPUT OUTPUT ANSWER\n"
    "       winnable check accordion --icpc INPUT ANSWER FEEDBACK_DIR < OUTPUT",
    "Judge OUTPUT, the YES / NO (contest input) or winnable / unwinnable\n"
    "(deal lines) a program printed for the Accordion INPUT, with or\n"
    "without move lists (--moves): each win with moves must replay to one\n"
    "pile, every other answer must be the solver's; with --certificate,\n"
    "a loss whose deal has a certificate must be proven by it instead.",
    opts};
  const struct check_game g = {&cmd, &s, &conv, options, judge, &x};
  return check_main(&g, argc, argv);
}
