/*
** stress.c: the stress search (stress.h). Test t (from 1) is a pure
** function of (game, options, seed, t): its kind is the (t-1)-th of
** the kinds asked for, in turn, and if u tests of that kind came before
** it, its cases are those of index u * CASE_STRIDE + j. Up to -j tests
** run at once; the first failure stops new tests from starting and
** kills the runs of later ones, the tests before it still finish, and
** the failing test of least number is the one reported, so the report
** does not depend on -j for a program that behaves the same every run.
** A TLE while other runs went on may be the machine's (shared cores, a
** wall limit): no test starts until the runs going on end, and it is
** rerun alone; only that run's verdict counts, as at -j 1.
*/
#include "stress/stress.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include "stress/failure.h"
#include "stress/report.h"
#include "stress/runner.h"
#include "check/validate.h"

#define CASE_STRIDE 1009 /* prime: edge variants cycle from test to test */
#define TAG_CASES 0x5f0  /* the random stream of case counts */
#define EDGE_CASES 100   /* T <= 100 in the Code Jam statements */

/*
** The kind of test t (the kinds asked for, in turn) and *u, the number
** of the tests of that kind before it: the edge variants cycle with u.
*/
static enum stress_kind kind_of(unsigned kinds, uint64_t t, uint64_t *u) {
  int asked[STRESS_NKINDS], n = 0;
  for (int k = 0; k < STRESS_NKINDS; k++)
    if (kinds & (1u << k))
      asked[n++] = k;
  *u = (t - 1) / (uint64_t)n;
  return (enum stress_kind)asked[(t - 1) % (uint64_t)n];
}

/* The input of test t into x (empty), its kind in *kind: 0 or WN_ENOMEM. */
static int make_test(const struct stress_config *cfg, uint64_t t,
                     enum stress_kind *kind, struct stress_inst *x) {
  uint64_t u;
  wn_rng rng;
  *kind = kind_of(cfg->kinds, t, &u);
  wn_rng_init(&rng, cfg->seed, TAG_CASES + (uint64_t)*kind, u);
  size_t n = cfg->game->ncases(&cfg->opts, *kind, &rng);
  if (*kind == STRESS_EDGE && !cfg->opts.rightmost &&
      wn_rng_below(&rng, 5) == 0)
    n = EDGE_CASES; /* the bound on T, one edge test in five */
  inst_init(x);
  for (size_t j = 0; j < n; j++)
    if (cfg->game->add_case(x, &cfg->opts, *kind, cfg->seed,
                            u * CASE_STRIDE + j) != 0)
      return WN_ENOMEM;
  return 0;
}

/* Budget left for starting test t? */
static int may_start(const struct stress_config *cfg, uint64_t t,
                     double t0) {
  if (cfg->tests && t > cfg->tests)
    return 0;
  return !cfg->seconds || sandbox_clock() - t0 < cfg->seconds;
}

/*
** Kill the runs of tests after 'test', which can no longer be the one
** reported: how many there were.
*/
static int drop_later(struct runner *rn, uint64_t test) {
  int n = 0;
  for (unsigned k = 0; k < rn->nslots; k++) {
    struct slot *s = &rn->slots[k];
    if (s->test > test) {
      n += !s->suspect; /* a suspect is not counted busy */
      runner_cancel(rn, s);
      inst_release(&s->inst);
      s->test = 0;
      s->suspect = 0;
    }
  }
  return n;
}

/* Start test t in the idle slot s: 0, or a STRESS_ code after saying why. */
static int start_test(struct runner *rn, struct slot *s, uint64_t t) {
  const struct stress_config *cfg = rn->cfg;
  struct validate_error err;
  char why[512];
  if (make_test(cfg, t, &s->kind, &s->inst) != 0)
    return report_oom();
  if (!stress_input_text(cfg->game, &cfg->opts, &s->inst, &rn->text, &err))
    return report_invalid(t, &err);
  if (runner_start(rn, s, &rn->text, why, sizeof why) != 0)
    return report_cannot_start(why, cfg->argv[0]);
  s->test = t;
  s->crowded = 0;
  return 0;
}

/*
** Count the ended run of slot s as o says and free the slot: a failure
** of a test before f's, if any, becomes f and the runs of later tests
** are killed (*busy less those). 0, or a STRESS_ code when the checker
** itself failed.
*/
static int tally(struct runner *rn, struct slot *s, struct failure *f,
                 struct progress *pg, int *busy, const struct outcome *o) {
  pg->tests++;
  if (o->v == JUDGE_FAIL)
    return report_broken(s->test, &o->why);
  if (o->v != JUDGE_OK && (!f->test || s->test < f->test)) {
    failure_take(f, rn, s, o);
    f->found = sandbox_clock() - pg->t0;
    *busy -= drop_later(rn, f->test);
  }
  inst_release(&s->inst);
  s->test = 0;
  s->suspect = 0;
  return 0;
}

/*
** Poll the busy slot s. When its run has ended it is tallied (*busy
** less one), or a TLE of a crowded run makes it a suspect (no longer
** busy). 0, or a STRESS_ code when the checker itself failed.
*/
static int collect(struct runner *rn, struct slot *s, struct failure *f,
                   struct progress *pg, int *busy) {
  struct outcome o;
  sbuf_init(&o.why);
  int rc = 0;
  if (!runner_poll(rn, s, &o))
    goto done;
  --*busy;
  if (o.v == JUDGE_TLE && s->crowded)
    s->suspect = 1;
  else
    rc = tally(rn, s, f, pg, busy, &o);
done:
  sbuf_release(&o.why);
  return rc;
}

/*
** Nothing runs: rerun the suspect of least test alone and tally it by
** that run. 0, or a STRESS_ code.
*/
static int confirm(struct runner *rn, struct failure *f, struct progress *pg,
                   int *busy) {
  struct slot *s = NULL;
  struct validate_error err;
  for (unsigned k = 0; k < rn->nslots; k++)
    if (rn->slots[k].suspect && (!s || rn->slots[k].test < s->test))
      s = &rn->slots[k];
  assert(s && *busy == 0); /* the caller's condition */
  struct outcome o;
  sbuf_init(&o.why);
  int rc;
  if (!stress_input_text(rn->cfg->game, &rn->cfg->opts, &s->inst, &rn->text, &err)) {
    rc = report_invalid(s->test, &err); /* out of memory: it was valid */
  } else {
    int ran = runner_run(rn, s, &rn->text, &o);
    rc = ran == 0 ? tally(rn, s, f, pg, busy, &o)
       : ran == -2 ? STRESS_STOPPED : report_cannot_start(o.why.s,
                                                    rn->cfg->argv[0]);
  }
  sbuf_release(&o.why);
  return rc;
}

/* 1 when a slot holds a suspect. */
static int suspects(const struct runner *rn) {
  for (unsigned k = 0; k < rn->nslots; k++)
    if (rn->slots[k].suspect)
      return 1;
  return 0;
}

/* The search: fills f when a test fails; 0 or a STRESS_ code. */
static int search(struct runner *rn, struct failure *f, struct progress *pg) {
  uint64_t next = 1;
  int busy = 0, rc;
  for (;;) {
    int hold = suspects(rn); /* none starts until they are rerun alone */
    for (unsigned k = 0; k < rn->nslots && !*rn->stop && !hold; k++) {
      struct slot *s = &rn->slots[k];
      if (s->test || f->test || !may_start(rn->cfg, next, pg->t0))
        continue;
      if ((rc = start_test(rn, s, next)) != 0)
        return rc;
      next++;
      busy++;
    }
    for (unsigned k = 0; k < rn->nslots && busy > 1; k++)
      rn->slots[k].crowded |= rn->slots[k].test && !rn->slots[k].suspect;
    if (*rn->stop)
      return STRESS_STOPPED;
    if (!busy && !hold)
      return 0;
    if (!busy) {
      if ((rc = confirm(rn, f, pg, &busy)) != 0)
        return rc;
      continue;
    }
    for (unsigned k = 0; k < rn->nslots; k++)
      if (rn->slots[k].test && !rn->slots[k].suspect &&
          (rc = collect(rn, &rn->slots[k], f, pg, &busy)) != 0)
        return rc;
    progress_show(pg, f);
    runner_nap(rn);
  }
}

/*
** Rerun, shrink and finish a failure, all within --shrink-seconds (the
** right answer within a tenth more): 0 or a STRESS_ code.
*/
static int work_on(struct runner *rn, struct failure *f) {
  rn->deadline = sandbox_clock() + rn->cfg->shrink_seconds;
  int rc = failure_steady(rn, f);
  if (rc == 0)
    rc = shrink_failure(rn, f);
  if (rc >= 0)
    rc = finish_failure(rn, f);
  rn->deadline = 0;
  f->interrupted = rc == STRESS_STOPPED;
  if (save_failure(rn->cfg, f) != 0 && rc >= 0)
    rc = STRESS_OOM; /* --out could not be written: the run failed */
  return rc;
}

int stress_run(const struct stress_config *cfg) {
  static volatile sig_atomic_t stop;
  struct runner rn;
  struct failure f;
  struct progress pg = {.on = cfg->progress, .t0 = sandbox_clock()};
  stop = 0;
  signals_catch(&stop);
  char why[256];
  int isolated = sandbox_init(why, sizeof why);
  /* a command not found ends the run before any runs: no word on how */
  if (!isolated && sandbox_command_found(cfg->argv[0]))
    fprintf(stderr, "winnable: stress: %s: runs are kept apart by sessions "
            "and polls of /proc instead\n", why);
  if (runner_init(&rn, cfg, cfg->jobs, isolated, &stop) != 0) {
    signals_restore();
    return 1;
  }
  failure_init(&f);
  int rc = search(&rn, &f, &pg);
  progress_clear(&pg);
  if (f.test && (rc == 0 || rc == STRESS_STOPPED)) {
    if (cfg->notices)
      report_found(&f);
    rc = work_on(&rn, &f);
  }
  /* nothing runs and nothing is on disk before a word is printed */
  runner_release(&rn);
  int status = report(cfg, &f, &pg, rc, sandbox_clock() - pg.t0);
  failure_release(&f);
  signals_restore();
  return status;
}
