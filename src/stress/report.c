/*
** report.c: stress's words (report.h). The report goes to stdout: a
** header line, then the input, the program's output, the right answer
** and the checker's line, each under a "--- " line; with --json one
** object instead. What the program printed is untrusted: every byte
** outside printable ASCII (but newline and tab) is shown as \xNN.
*/
#include "stress/report.h"

#include <stdio.h>
#include <string.h>
#include "check/validate.h"
#include "clikit/clikit.h"

#define SHOW_LINES 40          /* lines of a text shown before "..." */
#define JSON_MAX (64u << 10)   /* bytes of a text --json quotes */

/* ---- signals ---- */

static volatile sig_atomic_t *stop_flag;
static struct sigaction old_int, old_term;

static void on_signal(int sig) {
  (void)sig;
  if (stop_flag)
    *stop_flag = 1;
}

void signals_catch(volatile sig_atomic_t *stop) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_signal;
  sigemptyset(&sa.sa_mask);
  stop_flag = stop;
  sigaction(SIGINT, &sa, &old_int);
  sigaction(SIGTERM, &sa, &old_term);
}

void signals_restore(void) {
  sigaction(SIGINT, &old_int, NULL);
  sigaction(SIGTERM, &old_term, NULL);
  stop_flag = NULL;
}

/* ---- progress ---- */

void progress_show(struct progress *pg, const struct failure *f) {
  double now = sandbox_clock();
  if (!pg->on || now - pg->shown < 0.25)
    return;
  pg->shown = now;
  fprintf(stderr, "\rstress: %llu tests, %.1f s%s",
          (unsigned long long)pg->tests, now - pg->t0,
          f->test ? ", a failure found" : "");
  fflush(stderr);
}

void progress_clear(struct progress *pg) {
  if (pg->on && pg->shown > 0) {
    fprintf(stderr, "\r\033[K");
    fflush(stderr);
  }
}

int report_oom(void) {
  cli_error("out of memory");
  return STRESS_OOM;
}

int report_cannot_start(const char *why) {
  cli_error("%s", why);
  return STRESS_CANNOT_START;
}

int report_invalid(uint64_t test, const struct validate_error *err) {
  cli_error("internal error: the input of test %llu is not valid: %llu:%llu: "
            "%s", (unsigned long long)test, (unsigned long long)err->line,
            (unsigned long long)err->col, err->msg);
  return STRESS_OOM;
}

/* ---- the report ---- */

/* b's text, escaped, its first SHOW_LINES lines. */
static void show(FILE *out, const struct sbuf *b) {
  int lines = 0;
  size_t i;
  for (i = 0; i < b->len && lines < SHOW_LINES; i++) {
    unsigned char c = (unsigned char)b->s[i];
    if (c == '\n')
      lines++;
    if (c == '\n' || c == '\t' || (c >= 0x20 && c < 0x7f))
      fputc(c, out);
    else
      fprintf(out, "\\x%02X", c);
  }
  if (i < b->len)
    fprintf(out, "... (%zu more bytes)\n", b->len - i);
  else if (b->len && b->s[b->len - 1] != '\n')
    fputs("\n(no newline at the end)\n", out);
}

static void show_failure(FILE *out, const struct stress_config *cfg,
                         const struct failure *f) {
  const struct stress_game *g = cfg->game;
  size_t size = g->size(&f->inst);
  if (f->flaky)
    fprintf(out, "stress: the failure is flaky: the same input does not "
            "fail the same way every run; it is shown as found, not "
            "shrunk\n");
  else if (f->shrunk)
    fprintf(out, "stress: shrunk from %zu %s to %zu in %zu runs%s\n",
            f->size0, g->unit, size, f->sr.runs,
            f->sr.minimal ? " (1-minimal: removing any one more makes it "
                            "pass)"
                          : " (--shrink-seconds ran out: not shown minimal)");
  fprintf(out, "--- input (%zu %s)\n", size, g->unit);
  show(out, &f->input);
  fprintf(out, "--- output of %s\n", cfg->argv[0]);
  show(out, &f->output);
  if (f->err.len) {
    fputs("--- its stderr\n", out);
    show(out, &f->err);
  }
  fputs("--- right answer\n", out);
  show(out, &f->answer);
  fprintf(out, "--- reason\n%s\n", f->why.s ? f->why.s : "");
}

static void json_text(FILE *out, const char *key, const struct sbuf *b) {
  fprintf(out, ",\"%s\":", key);
  cli_json_string(out, b->s ? b->s : "");
}

/*
** A text of the program's or of the solver's: its first JSON_MAX bytes
** (a flood of output stays a readable line), and KEY_bytes, its length.
*/
static void json_cut(FILE *out, const char *key, const struct sbuf *b) {
  struct sbuf cut = *b;
  char keep = 0;
  if (cut.len > JSON_MAX) {
    keep = cut.s[JSON_MAX];
    cut.s[JSON_MAX] = 0;
    cut.len = JSON_MAX;
  }
  json_text(out, key, &cut);
  if (keep)
    b->s[JSON_MAX] = keep;
  fprintf(out, ",\"%s_bytes\":%zu", key, b->len);
}

static void json_line(FILE *out, const struct stress_config *cfg,
                      const struct failure *f, uint64_t tests,
                      double seconds) {
  fprintf(out, "{\"verdict\":\"%s\",\"tests\":%llu",
          f->test ? judge_verdict_name(f->verdict) : "OK",
          (unsigned long long)tests);
  if (f->test) {
    fprintf(out, ",\"test\":%llu,\"kind\":\"%s\",\"seed\":%llu,"
            "\"found_seconds\":%.3f", (unsigned long long)f->test,
            stress_kind_name(f->kind), (unsigned long long)cfg->seed,
            f->found);
    json_text(out, "input", &f->input);
    fprintf(out, ",\"size\":%zu,\"unit\":\"%s\",\"size_found\":%zu,"
            "\"minimal\":%s,\"flaky\":%s", cfg->game->size(&f->inst),
            cfg->game->unit, f->shrunk ? f->size0 : cfg->game->size(&f->inst),
            f->sr.minimal ? "true" : "false", f->flaky ? "true" : "false");
    json_text(out, "reason", &f->why);
    json_cut(out, "output", &f->output);
    json_cut(out, "answer", &f->answer);
  } else {
    fputs(",\"input\":null,\"size\":0,\"reason\":null", out);
  }
  fprintf(out, ",\"seconds\":%.3f}\n", seconds);
}

/* "small, edge" */
static void kinds_list(FILE *out, unsigned kinds) {
  const char *sep = "";
  for (int k = 0; k < STRESS_NKINDS; k++)
    if (kinds & (1u << k)) {
      fprintf(out, "%s%s", sep, stress_kind_name((enum stress_kind)k));
      sep = ", ";
    }
}

int report(const struct stress_config *cfg, const struct runner *rn,
           const struct failure *f, const struct progress *pg, int rc,
           double seconds) {
  (void)rn;
  if (rc == STRESS_CANNOT_START)
    return EXIT_USAGE;
  if (rc == STRESS_OOM)
    return EXIT_FAILURE_RUN;
  FILE *out = stdout;
  if (f->test && !cfg->json) {
    fprintf(out, "stress: %s on test %llu (%s, seed %llu), after %llu "
            "tests in %.1f s\n", judge_verdict_name(f->verdict),
            (unsigned long long)f->test, stress_kind_name(f->kind),
            (unsigned long long)cfg->seed, (unsigned long long)f->test,
            seconds);
    show_failure(out, cfg, f);
  } else if (!cfg->json) {
    fprintf(out, "stress: %llu tests passed (", (unsigned long long)pg->tests);
    kinds_list(out, cfg->kinds);
    fprintf(out, ") in %.1f s%s\n", seconds,
            rc == STRESS_STOPPED ? ", interrupted" : "");
  }
  if (cfg->json) /* the tests before a failure all ran, whatever -j */
    json_line(out, cfg, f, f->test ? f->test : pg->tests, seconds);
  if (rc == STRESS_STOPPED) {
    fflush(out);
    cli_error("interrupted");
    return 130;
  }
  int status = cli_finish(EXIT_OK);
  return status ? status : f->test ? 1 : 0;
}
