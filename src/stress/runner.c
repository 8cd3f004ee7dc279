/*
** runner.c: slots in one temporary directory (runner.h). The directory
** is made with mkdtemp under $TMPDIR (or /tmp) and removed whole by
** runner_release, whatever the programs left in it.
*/
#define _GNU_SOURCE
#include "stress/runner.h"

#include "clikit/clikit.h"

#include <assert.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* "root/slotK/name", malloc'd; NULL when out of memory. */
static char *path_of(const char *root, unsigned k, const char *name) {
  char *p = NULL;
  if (asprintf(&p, "%s/slot%u%s%s", root, k, *name ? "/" : "", name) < 0)
    return NULL;
  return p;
}

int runner_init(struct runner *rn, const struct stress_config *cfg,
                unsigned nslots, volatile sig_atomic_t *stop) {
  memset(rn, 0, sizeof *rn);
  rn->cfg = cfg;
  rn->stop = stop;
  sbuf_init(&rn->text);
  rn->limits.seconds = cfg->time_limit;
  rn->limits.memory = cfg->memory_limit;
  rn->limits.output = cfg->output_limit;
  if (asprintf(&rn->root, "%s/winnable-stress.XXXXXX", cli_tmpdir()) < 0) {
    rn->root = NULL;
    fprintf(stderr, "winnable: out of memory\n");
    return -1;
  }
  char *abs = NULL;
  if (!mkdtemp(rn->root) || !(abs = realpath(rn->root, NULL))) {
    fprintf(stderr, "winnable: cannot make a temporary directory \"%s\": "
            "%s\n", rn->root, strerror(errno));
    free(rn->root);
    rn->root = NULL;
    return -1;
  }
  free(rn->root); /* absolute: the programs run in other directories */
  rn->root = abs;
  rn->slots = calloc(nslots, sizeof *rn->slots);
  if (!rn->slots)
    goto oom;
  rn->nslots = nslots;
  for (unsigned k = 0; k < nslots; k++) {
    struct slot *s = &rn->slots[k];
    char *dir = path_of(rn->root, k, "");
    int ok = dir && mkdir(dir, 0700) == 0;
    free(dir);
    s->in = path_of(rn->root, k, "in");
    s->out = path_of(rn->root, k, "out");
    s->err = path_of(rn->root, k, "err");
    s->cwd = path_of(rn->root, k, "cwd");
    if (!ok || !s->in || !s->out || !s->err || !s->cwd)
      goto oom;
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
    free(s->in);
    free(s->out);
    free(s->err);
    free(s->cwd);
  }
  sandbox_sweep(NULL, NULL, 0);
  if (rn->root)
    sandbox_remove_tree(rn->root);
  free(rn->slots);
  free(rn->root);
  sbuf_release(&rn->text);
  memset(rn, 0, sizeof *rn);
}

/* Write 'text' to 'path', read-only for the program. 0 or -1. */
static int write_file(const char *path, const struct sbuf *text) {
  unlink(path);
  FILE *fp = fopen(path, "w");
  if (!fp)
    return -1;
  int ok = fwrite(text->s ? text->s : "", 1, text->len, fp) == text->len;
  ok &= fclose(fp) == 0;
  chmod(path, 0444);
  return ok ? 0 : -1;
}

int runner_start(struct runner *rn, struct slot *s, const struct sbuf *text,
                 char *why, size_t whylen) {
  /* new files: a stray of an earlier run may still hold the old ones */
  unlink(s->out);
  unlink(s->err);
  sandbox_remove_tree(s->cwd);
  errno = 0;
  if (text->failed || write_file(s->in, text) != 0 ||
      mkdir(s->cwd, 0700) != 0) {
    snprintf(why, whylen, "cannot write the input in \"%s\": %s", rn->root,
             strerror(errno ? errno : ENOMEM));
    return -1;
  }
  return sandbox_start(&s->run, rn->cfg->argv, s->cwd, s->in, s->out, s->err,
                       &rn->limits, why, whylen);
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
                                s->in, s->out, &rn->limits};
  o->v = judge_run(&j, &s->run, &o->why, &o->ncase);
  sandbox_remove_tree(s->cwd);
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
