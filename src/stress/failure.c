/*
** failure.c: from the first failing test to what the report shows
** (report.h): rerun it, shrink it, run the result once more, ask this
** program for the right answer, write --out DIR. All of it but the right
** answer stays within --shrink-seconds (rn->deadline, set by the
** caller), the right answer within a tenth more. Whatever stops this
** work (a signal, the budget), f holds a failing input with the
** reason and output of a run that failed on exactly that input.
*/
#define _GNU_SOURCE
#include "stress/failure.h"
#include "stress/game.h"

#include <assert.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "check/validate.h"

#define ERR_MAX (64u << 10)  /* bytes of the program's stderr kept */
#define RERUNS 2             /* reruns of a failing input before shrinking */

void failure_init(struct failure *f) {
  memset(f, 0, sizeof *f);
  inst_init(&f->inst);
  sbuf_init(&f->why);
  sbuf_init(&f->output);
  sbuf_init(&f->err);
  sbuf_init(&f->input);
  sbuf_init(&f->answer);
}

void failure_release(struct failure *f) {
  inst_release(&f->inst);
  sbuf_release(&f->why);
  sbuf_release(&f->output);
  sbuf_release(&f->err);
  sbuf_release(&f->input);
  sbuf_release(&f->answer);
}

/* b = the first 'most' bytes of from. */
static void copy_cut(struct sbuf *b, const struct sbuf *from, size_t most) {
  b->len = 0;
  sbuf_add(b, from->s ? from->s : "", from->len < most ? from->len : most);
}

/* The reason, output and stderr of the run in slot s, which failed. */
static void keep_run(struct failure *f, const struct runner *rn,
                     const struct slot *s, const struct outcome *o) {
  f->why.len = 0;
  sbuf_add(&f->why, o->why.s ? o->why.s : "", o->why.len);
  f->ncase = o->ncase;
  copy_cut(&f->output, &s->out, rn->limits.output);
  copy_cut(&f->err, &s->err, ERR_MAX);
}

void failure_take(struct failure *f, const struct runner *rn, struct slot *s,
                  const struct outcome *o) {
  inst_release(&f->inst);
  f->inst = s->inst;
  inst_init(&s->inst);
  f->test = s->test;
  f->kind = s->kind;
  f->verdict = o->v;
  keep_run(f, rn, s, o);
}

/* Run x in slot 0: its outcome in *o (why emptied first); as runner_run. */
static int run_again(struct runner *rn, const struct stress_inst *x,
                     struct outcome *o) {
  o->why.len = 0;
  sbuf_reset(&rn->text);
  rn->cfg->game->write(x, &rn->cfg->opts, &rn->text);
  return runner_run(rn, &rn->slots[0], &rn->text, o);
}

int failure_steady(struct runner *rn, struct failure *f) {
  struct outcome o = {.v = JUDGE_OK};
  sbuf_init(&o.why);
  int rc = 0;
  for (int k = 0; k < RERUNS && rc == 0; k++) {
    int ran = run_again(rn, &f->inst, &o);
    if (ran == -3)
      break; /* the budget ran out: steady as far as is known */
    if (ran < 0)
      rc = ran == -2 ? STRESS_STOPPED : STRESS_CANNOT_START;
    else if (o.v != f->verdict)
      rc = f->flaky = 1;
  }
  sbuf_release(&o.why);
  return rc;
}

struct fails_arg {
  struct runner *rn;
  struct failure *f;
};

/* 1 when shrinking's budget has run out (rn->deadline passed). */
static int late(const struct runner *rn) {
  return rn->deadline > 0 && sandbox_clock() > rn->deadline;
}

/*
** shrink_ops.fails: valid, and the same verdict as the failure; or
** SHRINK_OVER when the budget ran out before or during its run.
*/
static int fails(void *arg, const struct stress_inst *x) {
  struct fails_arg *a = arg;
  struct validate_error err;
  struct runner *rn = a->rn;
  if (late(rn))
    return SHRINK_OVER;
  if (!stress_input_text(rn->cfg->game, &rn->cfg->opts, x, &rn->text, &err))
    return 0;
  struct outcome o;
  sbuf_init(&o.why);
  int rc = runner_run(rn, &rn->slots[0], &rn->text, &o);
  int same = rc == 0 && o.v == a->f->verdict;
  if (same)
    keep_run(a->f, a->rn, &a->rn->slots[0], &o);
  sbuf_release(&o.why);
  if (rc == -2)
    return STRESS_STOPPED;
  return rc == -3 ? SHRINK_OVER : same;
}

/*
** A candidate's state in a batch. SUSPECT: a TLE while other runs went
** on, which may be the machine's (CPU and cores shared, the wall limit):
** believed only after a run alone. WAITING: its run was stopped for
** such a run, to start again.
*/
enum state { PASSED, FAILED, RUNNING, SUSPECT, WAITING };

/*
** Start candidate y in slot s: RUNNING, or PASSED when it is not a
** valid input or the program cannot start on it (as fails() says 0).
*/
static enum state start(struct runner *rn, struct slot *s,
                        const struct stress_inst *y) {
  struct validate_error err;
  char why[256];
  if (!stress_input_text(rn->cfg->game, &rn->cfg->opts, y, &rn->text, &err) ||
      runner_start(rn, s, &rn->text, why, sizeof why) != 0)
    return PASSED;
  return RUNNING;
}

/* The first of st[0..n) that is not PASSED, n when all are. */
static size_t first_open(const enum state *st, size_t n) {
  size_t i = 0;
  while (i < n && st[i] == PASSED)
    i++;
  return i;
}

/* How a run of y[i] that ended as o says counts, of n at once. */
static enum state judged(const struct fails_arg *a, const struct outcome *o,
                         size_t n) {
  if (o->v == JUDGE_TLE && n > 1)
    return SUSPECT;
  return o->v == a->f->verdict ? FAILED : PASSED;
}

/*
** Rerun the SUSPECT y[i] alone in slot i: the others still running are
** stopped (WAITING), then started again if y[i] passes. 0, or
** STRESS_STOPPED or SHRINK_OVER.
*/
static int alone(struct fails_arg *a, const struct stress_inst *const y[],
                 enum state *st, struct outcome *o, size_t n, size_t i) {
  struct runner *rn = a->rn;
  struct validate_error err;
  for (size_t j = 0; j < n; j++)
    if (st[j] == RUNNING) {
      runner_cancel(rn, &rn->slots[j]);
      st[j] = WAITING;
    }
  o[i].why.len = 0;
  st[i] = PASSED; /* as start() when it cannot run */
  if (stress_input_text(rn->cfg->game, &rn->cfg->opts, y[i], &rn->text, &err)) {
    int rc = runner_run(rn, &rn->slots[i], &rn->text, &o[i]);
    if (rc == -2 || rc == -3)
      return rc == -2 ? STRESS_STOPPED : SHRINK_OVER;
    if (rc == 0)
      st[i] = judged(a, &o[i], 1);
  }
  for (size_t j = 0; j < n && st[i] == PASSED && !late(rn); j++)
    if (st[j] == WAITING) {
      o[j].why.len = 0;
      st[j] = start(rn, &rn->slots[j], y[j]);
    }
  return 0;
}

/*
** Poll the RUNNING ones of y[0..n) once; nap when the first still open
** still runs.
*/
static void poll_all(struct fails_arg *a, enum state *st, struct outcome *o,
                     size_t n) {
  struct runner *rn = a->rn;
  for (size_t i = 0; i < n; i++)
    if (st[i] == RUNNING && runner_poll(rn, &rn->slots[i], &o[i]))
      st[i] = judged(a, &o[i], n);
  size_t i = first_open(st, n);
  if (i < n && st[i] == RUNNING)
    runner_nap(rn);
}

/*
** shrink_ops.first: y[i] runs in slot i, all at once; as soon as the
** first failing one is known the others are killed. Its run is kept.
** A TLE is believed only from a run alone, so the steps do not depend
** on -j. When the budget runs out, every run is killed: SHRINK_OVER.
*/
static int first_fails(void *arg, const struct stress_inst *const y[],
                       size_t n) {
  struct fails_arg *a = arg;
  struct runner *rn = a->rn;
  enum state st[STRESS_MAX_JOBS];
  struct outcome o[STRESS_MAX_JOBS];
  int rc = 0;
  assert(n <= rn->nslots); /* width is the slot count */
  if (late(rn))
    return SHRINK_OVER; /* no candidate starts after the budget */
  for (size_t i = 0; i < n; i++) {
    sbuf_init(&o[i].why);
    st[i] = start(rn, &rn->slots[i], y[i]);
  }
  for (;;) {
    size_t i = first_open(st, n);
    if (i == n || st[i] == FAILED) {
      rc = (int)i;
      break;
    }
    if (*rn->stop || late(rn)) {
      rc = *rn->stop ? STRESS_STOPPED : SHRINK_OVER;
      break;
    }
    if (st[i] != SUSPECT)
      poll_all(a, st, o, n);
    else if ((rc = alone(a, y, st, o, n, i)) < 0)
      break;
  }
  for (size_t i = 0; i < n; i++)
    if (st[i] == RUNNING)
      runner_cancel(rn, &rn->slots[i]);
  if (rc >= 0 && (size_t)rc < n)
    keep_run(a->f, rn, &rn->slots[rc], &o[rc]);
  for (size_t i = 0; i < n; i++)
    sbuf_release(&o[i].why);
  return rc;
}

int shrink_failure(struct runner *rn, struct failure *f) {
  struct fails_arg arg = {rn, f};
  struct shrink_ops ops = {
    .game = rn->cfg->game,
    .fails = fails,
    .arg = &arg,
    .deadline = rn->deadline,
    .first_case = f->ncase ? (int)(f->ncase - 1) : -1,
    .first = first_fails,
    .width = rn->nslots,
    .sized = f->verdict == JUDGE_TLE || f->verdict == JUDGE_MLE ||
             f->verdict == JUDGE_OLE,
  };
  f->size0 = rn->cfg->game->size(&f->inst);
  f->shrunk = 1;
  int rc = shrink(&ops, &f->inst, &f->sr);
  return rc == WN_ENOMEM ? STRESS_OOM : rc;
}

/* This program's answer to slot s's input, into f->answer. */
static void right_answer(struct runner *rn, struct slot *s,
                         struct failure *f) {
  const struct stress_config *cfg = rn->cfg;
  char *argv[6], why[256];
  int argc = 0;
  argv[argc++] = (char *)cfg->self;
  argv[argc++] = (char *)cfg->game->name;
  if (cfg->opts.rightmost)
    argv[argc++] = (char *)"--rule=rightmost";
  argv[argc] = NULL;
  /* a tenth of the budget past it, at least a second: the answer is
     stress's own solver's, on an input a contest allows */
  double until = rn->deadline + 0.1 * cfg->shrink_seconds;
  if (until < sandbox_clock() + 1.0)
    until = sandbox_clock() + 1.0;
  const struct sandbox_limits lim = {600.0, 0, 1u << 30, 64};
  struct sbuf err;
  sbuf_init(&err);
  f->answer.len = 0;
  const struct sandbox_io io = {s->in.s ? s->in.s : "", s->in.len,
                                &f->answer, &err, 0, NULL, rn->isolated};
  struct sandbox_run run;
  if (sandbox_start(&run, argv, &io, &lim, why, sizeof why) == 0) {
    struct sandbox_run *const runs[1] = {&run};
    while (!sandbox_poll(&run, &lim) && !*rn->stop &&
           sandbox_clock() < until)
      sandbox_wait(runs, 1, RUNNER_POLL);
    f->answer_late = run.pid != 0 && !*rn->stop;
    sandbox_kill(&run);
    if (*rn->stop || f->answer_late || run.end != SANDBOX_EXITED)
      f->answer.len = 0;
  }
  sbuf_release(&err);
}

int finish_failure(struct runner *rn, struct failure *f) {
  struct outcome o;
  sbuf_init(&o.why);
  int rc = run_again(rn, &f->inst, &o); /* -3: no budget left for it */
  if (rc == 0 && o.v == f->verdict)
    keep_run(f, rn, &rn->slots[0], &o);
  else if (rc == 0)
    f->unsteady = 1; /* the shrunk input passed, or failed otherwise */
  sbuf_release(&o.why);
  if (rc == -2)
    return STRESS_STOPPED;
  right_answer(rn, &rn->slots[0], f);
  return *rn->stop ? STRESS_STOPPED : 0;
}

/*
** The files of one saved failure: "fail" then ".in", ".out", ".ans",
** ".txt"; the k-th failure saved in one directory (k >= 2) is "fail-k".
*/
static const char *const saved[] = {".in", ".out", ".ans", ".txt"};
#define NSAVED (sizeof saved / sizeof saved[0])

/* DIR/fail[-k]EXT, malloc'd, or NULL. */
static char *saved_path(const char *dir, unsigned k, const char *ext) {
  char *path = NULL;
  int rc = k < 2 ? asprintf(&path, "%s/fail%s", dir, ext)
                 : asprintf(&path, "%s/fail-%u%s", dir, k, ext);
  return rc < 0 ? NULL : path;
}

/*
** Create the files of failure k in dir, none of which may exist
** (O_EXCL: never over a saved file): 0 with fp[] open, 1 when one exists
** (none is left made), -1 on another error (said).
*/
static int create_all(const char *dir, unsigned k, FILE *fp[NSAVED]) {
  size_t i;
  int rc = 0;
  for (i = 0; i < NSAVED && rc == 0; i++) {
    char *path = saved_path(dir, k, saved[i]);
    int fd = path ? open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666)
                  : -1;
    fp[i] = fd >= 0 ? fdopen(fd, "w") : NULL;
    if (!fp[i]) {
      rc = errno == EEXIST ? 1 : -1;
      if (rc < 0)
        fprintf(stderr, "winnable: cannot write \"%s\": %s\n",
                path ? path : dir, strerror(errno ? errno : ENOMEM));
      if (fd >= 0)
        close(fd);
    }
    free(path);
  }
  if (rc == 0)
    return 0;
  for (size_t j = 0; j + 1 < i; j++) { /* undo the ones made */
    char *path = saved_path(dir, k, saved[j]);
    fclose(fp[j]);
    if (path)
      unlink(path);
    free(path);
  }
  return rc;
}

int save_failure(const struct stress_config *cfg, struct failure *f) {
  f->input.len = 0;
  cfg->game->write(&f->inst, &cfg->opts, &f->input);
  if (!cfg->out_dir)
    return 0;
  FILE *fp[NSAVED];
  unsigned k = 1;
  int rc;
  while ((rc = create_all(cfg->out_dir, k, fp)) == 1 && k < 100000)
    k++;
  if (rc != 0)
    return -1;
  struct sbuf txt;
  sbuf_init(&txt);
  sbuf_addf(&txt, "%s: %s\n", judge_verdict_name(f->verdict),
            f->why.s ? f->why.s : "");
  const struct sbuf *texts[NSAVED] = {&f->input, &f->output, &f->answer,
                                      &txt};
  int ok = 1;
  for (size_t i = 0; i < NSAVED; i++) {
    const struct sbuf *b = texts[i];
    ok &= fwrite(b->s ? b->s : "", 1, b->len, fp[i]) == b->len;
    ok &= fclose(fp[i]) == 0;
  }
  if (!f->answer.len) { /* not known (interrupted): no empty fail.ans */
    char *path = saved_path(cfg->out_dir, k, ".ans");
    if (path)
      unlink(path);
    free(path);
  }
  if (!ok)
    fprintf(stderr, "winnable: cannot write the failure into \"%s\": %s\n",
            cfg->out_dir, strerror(errno));
  f->saved_as = k;
  sbuf_release(&txt);
  return ok ? 0 : -1;
}
