/*
** runner.c: slots in one temporary directory (runner.h), made by
** scratch_make and removed whole by runner_release, whatever the
** programs left in it.
*/
#define _GNU_SOURCE
#include "stress/runner.h"
#include "stress/scratch.h"

#include "clikit/clikit.h"

#include <assert.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define ERR_KEEP (64u << 10) /* bytes of the program's stderr kept */

int runner_init(struct runner *rn, const struct stress_config *cfg,
                unsigned nslots, int isolated, volatile sig_atomic_t *stop) {
  char why[512];
  memset(rn, 0, sizeof *rn);
  rn->cfg = cfg;
  rn->stop = stop;
  rn->isolated = isolated;
  sbuf_init(&rn->text);
  rn->limits.seconds = cfg->time_limit;
  rn->limits.memory = cfg->memory_limit;
  rn->limits.output = cfg->output_limit;
  rn->limits.procs = cfg->process_limit;
  rn->root = scratch_make(cli_tmpdir(), &rn->lock, why, sizeof why);
  if (!rn->root) {
    fprintf(stderr, "winnable: %s\n", why);
    return -1;
  }
  rn->slots = calloc(nslots, sizeof *rn->slots);
  if (!rn->slots)
    goto oom;
  rn->nslots = nslots;
  for (unsigned k = 0; k < nslots; k++) {
    struct slot *s = &rn->slots[k];
    sbuf_init(&s->in);
    sbuf_init(&s->out);
    sbuf_init(&s->err);
    if (asprintf(&s->tmp, "%s/tmp%u", rn->root, k) < 0) {
      s->tmp = NULL;
      goto oom;
    }
  }
  return 0;
oom:
  fprintf(stderr, "winnable: cannot set up \"%s\": %s\n", rn->root,
          strerror(errno ? errno : ENOMEM));
  runner_release(rn);
  return -1;
}

void runner_release(struct runner *rn) {
  for (unsigned k = 0; k < rn->nslots; k++) {
    struct slot *s = &rn->slots[k];
    sandbox_kill(&s->run);
    inst_release(&s->inst);
    sbuf_release(&s->in);
    sbuf_release(&s->out);
    sbuf_release(&s->err);
    free(s->tmp);
  }
  sandbox_sweep(NULL, NULL, 0);
  if (rn->root)
    scratch_remove_tree(rn->root);
  if (rn->lock >= 0 && rn->root)
    close(rn->lock);
  free(rn->slots);
  free(rn->root);
  sbuf_release(&rn->text);
  memset(rn, 0, sizeof *rn);
}

int runner_start(struct runner *rn, struct slot *s, const struct sbuf *text,
                 char *why, size_t whylen) {
  /* a fresh TMPDIR: a stray of an earlier run may still use the old */
  scratch_remove_tree(s->tmp);
  sbuf_reset(&s->in);
  sbuf_reset(&s->out);
  sbuf_reset(&s->err);
  sbuf_add(&s->in, text->s ? text->s : "", text->len);
  errno = 0;
  if (text->failed || s->in.failed || mkdir(s->tmp, 0700) != 0) {
    snprintf(why, whylen, "cannot set up a run in \"%s\": %s", rn->root,
             strerror(errno ? errno : ENOMEM));
    return -1;
  }
  const struct sandbox_io io = {s->in.s ? s->in.s : "", s->in.len, &s->out,
                                &s->err, ERR_KEEP, s->tmp, rn->isolated};
  return sandbox_start(&s->run, rn->cfg->argv, &io, &rn->limits, why,
                       whylen);
}

/* The leaders of the runs still going on, for sandbox_sweep. */
static size_t live_runs(const struct runner *rn, pid_t *live) {
  size_t n = 0;
  for (unsigned k = 0; k < rn->nslots; k++)
    if (rn->slots[k].run.pid)
      live[n++] = rn->slots[k].run.pid;
  return n;
}

/* Sweep what the ended run of slot s left behind. */
static void sweep_after(const struct runner *rn, const struct slot *s) {
  pid_t live[STRESS_MAX_JOBS];
  assert(rn->nslots <= STRESS_MAX_JOBS); /* stress_configure's bound */
  sandbox_sweep(&s->run, live, live_runs(rn, live));
}

void runner_cancel(struct runner *rn, struct slot *s) {
  if (!s->run.pid)
    return;
  sandbox_kill(&s->run);
  sweep_after(rn, s);
}

int runner_poll(struct runner *rn, struct slot *s, struct outcome *o) {
  if (!sandbox_poll(&s->run, &rn->limits))
    return 0;
  sweep_after(rn, s);
  const struct judge_input j = {rn->cfg->game->name, rn->cfg->opts.rightmost,
                                &s->in, &s->out, &rn->limits};
  o->v = judge_run(&j, &s->run, &o->why, &o->ncase);
  scratch_remove_tree(s->tmp);
  return 1;
}

int runner_run(struct runner *rn, struct slot *s, const struct sbuf *text,
               struct outcome *o) {
  char msg[512];
  if (runner_start(rn, s, text, msg, sizeof msg) != 0) {
    sbuf_addf(&o->why, "%s", msg);
    return -1;
  }
  while (!runner_poll(rn, s, o)) {
    int late = rn->deadline > 0 && sandbox_clock() > rn->deadline;
    if (*rn->stop || late) {
      runner_cancel(rn, s);
      return *rn->stop ? -2 : -3;
    }
    runner_nap(rn);
  }
  return 0;
}

_Static_assert(STRESS_MAX_JOBS <= SANDBOX_WAIT_MAX,
               "runner_nap waits on every slot at once");

void runner_nap(const struct runner *rn) {
  struct sandbox_run *runs[STRESS_MAX_JOBS];
  assert(rn->nslots <= STRESS_MAX_JOBS); /* stress_configure's bound */
  for (unsigned k = 0; k < rn->nslots; k++)
    runs[k] = &rn->slots[k].run;
  sandbox_wait(runs, rn->nslots, RUNNER_POLL);
}
