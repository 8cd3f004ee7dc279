/*
** failure.c: from the first failing test to what the report shows
** (report.h): shrink it, run the result once more for its output and
** reason, ask this program for the right answer, write --out DIR.
*/
#define _GNU_SOURCE
#include "stress/report.h"
#include "check/validate.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SHOW_MAX (64u << 10) /* bytes of stderr the report keeps */

void failure_init(struct failure *f) {
  memset(f, 0, sizeof *f);
  inst_init(&f->inst);
  sbuf_init(&f->why);
  sbuf_init(&f->input);
  sbuf_init(&f->output);
  sbuf_init(&f->answer);
  sbuf_init(&f->err);
}

void failure_release(struct failure *f) {
  inst_release(&f->inst);
  sbuf_release(&f->why);
  sbuf_release(&f->input);
  sbuf_release(&f->output);
  sbuf_release(&f->answer);
  sbuf_release(&f->err);
}

void failure_take(struct failure *f, struct slot *s, enum judge_verdict v,
                  const struct sbuf *why) {
  inst_release(&f->inst);
  f->inst = s->inst;
  inst_init(&s->inst);
  f->test = s->test;
  f->kind = s->kind;
  f->verdict = v;
  f->why.len = 0;
  sbuf_add(&f->why, why->s ? why->s : "", why->len);
}

/* The case the checker's line names ("case 3: ..."), from 0; or -1. */
static int named_case(const struct sbuf *why) {
  const char *p = why->s ? strstr(why->s, "case ") : NULL;
  long k = p ? strtol(p + 5, NULL, 10) : 0;
  return k >= 1 && k < (1L << 30) ? (int)(k - 1) : -1;
}

struct fails_arg {
  struct runner *rn;
  struct failure *f;
};

/* shrink_ops.fails: valid, and the same verdict as the failure. */
static int fails(void *arg, const struct stress_inst *x) {
  struct fails_arg *a = arg;
  const struct stress_config *cfg = a->rn->cfg;
  struct validate_error err;
  if (!stress_input_valid(cfg, x, &err))
    return 0;
  enum judge_verdict v;
  struct sbuf why;
  sbuf_init(&why);
  int rc = runner_run(a->rn, &a->rn->slots[0], x, &v, &why);
  if (rc == 0 && v == a->f->verdict) {
    a->f->why.len = 0;
    sbuf_add(&a->f->why, why.s ? why.s : "", why.len);
  }
  sbuf_release(&why);
  if (rc == -2)
    return STRESS_STOPPED;
  return rc == 0 && v == a->f->verdict;
}

int shrink_failure(struct runner *rn, struct failure *f) {
  struct fails_arg arg = {rn, f};
  struct shrink_ops ops = {
    .game = rn->cfg->game,
    .fails = fails,
    .arg = &arg,
    .deadline = sandbox_clock() + rn->cfg->shrink_seconds,
    .first_case = named_case(&f->why),
  };
  f->size0 = rn->cfg->game->size(&f->inst);
  f->shrunk = 1;
  int rc = shrink(&ops, &f->inst, &f->sr);
  return rc == WN_ENOMEM ? STRESS_OOM : rc;
}

/* Up to 'most' bytes of file 'path' into b. */
static void slurp(const char *path, struct sbuf *b, size_t most) {
  FILE *fp = fopen(path, "rb");
  char buf[4096];
  size_t n;
  b->len = 0;
  while (fp && b->len < most && (n = fread(buf, 1, sizeof buf, fp)) > 0)
    sbuf_add(b, buf, n);
  if (fp)
    fclose(fp);
}

/* This program's answer to s->in, into f->answer. */
static void right_answer(struct runner *rn, struct slot *s,
                         struct failure *f) {
  const struct stress_config *cfg = rn->cfg;
  char *argv[6], *out = NULL, *err = NULL, why[256];
  int argc = 0;
  argv[argc++] = (char *)cfg->self;
  argv[argc++] = (char *)cfg->game->name;
  if (cfg->opts.rightmost)
    argv[argc++] = (char *)"--rule=rightmost";
  argv[argc++] = s->in;
  argv[argc] = NULL;
  const struct sandbox_limits lim = {600.0, 0, 1u << 30};
  struct sandbox_run run;
  if (asprintf(&out, "%s/answer", rn->root) >= 0 &&
      asprintf(&err, "%s/answer.err", rn->root) >= 0 &&
      sandbox_start(&run, argv, rn->root, s->in, out, err, &lim, why,
                    sizeof why) == 0) {
    while (!sandbox_poll(&run, &lim) && !*rn->stop)
      runner_nap(rn);
    sandbox_kill(&run);
    slurp(out, &f->answer, 1u << 30);
  }
  free(out);
  free(err);
}

/* Write text to DIR/name, never over an existing file: 0 or -1. */
static int save(const char *dir, const char *name, const struct sbuf *b) {
  char *path = NULL;
  if (asprintf(&path, "%s/%s", dir, name) < 0)
    return -1;
  FILE *fp = fopen(path, "wx");
  int ok = fp && fwrite(b->s ? b->s : "", 1, b->len, fp) == b->len;
  if (fp)
    ok &= fclose(fp) == 0;
  if (!ok)
    fprintf(stderr, "winnable: cannot write \"%s\": %s\n", path,
            strerror(errno));
  free(path);
  return ok ? 0 : -1;
}

static int save_all(const char *dir, struct failure *f) {
  struct sbuf txt;
  sbuf_init(&txt);
  sbuf_addf(&txt, "%s\n", f->why.s ? f->why.s : "");
  int rc = save(dir, "fail.in", &f->input) | save(dir, "fail.out", &f->output)
         | save(dir, "fail.ans", &f->answer) | save(dir, "fail.txt", &txt);
  sbuf_release(&txt);
  return rc;
}

int finish_failure(struct runner *rn, struct failure *f) {
  struct slot *s = &rn->slots[0];
  enum judge_verdict v;
  struct sbuf why;
  sbuf_init(&why);
  int rc = runner_run(rn, s, &f->inst, &v, &why);
  if (rc == 0 && v != f->verdict)
    f->flaky = 1; /* the shrunk input passed, or failed otherwise */
  if (rc == 0 && v == f->verdict) {
    f->why.len = 0;
    sbuf_add(&f->why, why.s ? why.s : "", why.len);
  }
  sbuf_release(&why);
  if (rc == -2)
    return STRESS_STOPPED;
  f->input.len = 0;
  rn->cfg->game->write(&f->inst, &rn->cfg->opts, &f->input);
  slurp(s->out, &f->output, rn->cfg->output_limit + 1);
  slurp(s->err, &f->err, SHOW_MAX);
  right_answer(rn, s, f);
  if (rn->cfg->out_dir && save_all(rn->cfg->out_dir, f) != 0)
    return STRESS_OOM;
  return 0;
}
