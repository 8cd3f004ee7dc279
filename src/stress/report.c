/*
** report.c: stress's words (report.h). The report goes to stdout: a
** header line, then the input, the program's output, the right answer
** and the checker's line, each under a "--- " line; with --json one
** object instead. What the program printed is untrusted: every byte
** outside printable ASCII (but newline and tab) is shown as \xNN.
*/
#include "stress/report.h"
#include "stress/game.h"

#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include "check/validate.h"
#include "clikit/clikit.h"

#define SHOW_LINES 40          /* lines of a text shown before "..." */
#define SHOW_BYTES (4u << 10)  /* and bytes */
#define JSON_MAX 1024           /* bytes of a long text --json quotes */

/* ---- signals ---- */

/* The signals that end a run cleanly: Ctrl-C, kill, a closed terminal. */
static const int caught[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
#define NCAUGHT (sizeof caught / sizeof caught[0])
static volatile sig_atomic_t *stop_flag;
static struct sigaction old_actions[NCAUGHT];

static void on_signal(int sig) {
  if (stop_flag)
    *stop_flag = sig;
}

void signals_catch(volatile sig_atomic_t *stop) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_signal;
  sigemptyset(&sa.sa_mask);
  stop_flag = stop;
  for (size_t k = 0; k < NCAUGHT; k++)
    sigaction(caught[k], &sa, &old_actions[k]);
}

void signals_restore(void) {
  for (size_t k = 0; k < NCAUGHT; k++)
    sigaction(caught[k], &old_actions[k], NULL);
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

void report_found(const struct failure *f) {
  fprintf(stderr, "stress: %s on test %llu; shrinking it (Ctrl-C reports "
          "what is found so far)\n", judge_verdict_name(f->verdict),
          (unsigned long long)f->test);
  fflush(stderr);
}

int report_oom(void) {
  cli_error("out of memory");
  return STRESS_OOM;
}

int report_cannot_start(const char *why, const char *command) {
  /* a program beside us, named without "./", is not looked up there */
  char here[PATH_MAX];
  struct stat st;
  int beside = !strchr(command, '/') &&
               (size_t)snprintf(here, sizeof here, "./%s", command) <
                   sizeof here &&
               stat(here, &st) == 0 && S_ISREG(st.st_mode);
  cli_error("%s%s%s%s", why, beside ? ", did you mean " : "",
            beside ? here : "", beside ? "?" : "");
  return STRESS_CANNOT_START;
}

int report_invalid(uint64_t test, const struct validate_error *err) {
  cli_error("internal error: the input of test %llu is not valid: %llu:%llu: "
            "%s", (unsigned long long)test, (unsigned long long)err->line,
            (unsigned long long)err->col, err->msg);
  return STRESS_BROKEN;
}

int report_broken(uint64_t test, const struct sbuf *why) {
  cli_error("cannot judge test %llu: %s", (unsigned long long)test,
            why->s ? why->s : "");
  return STRESS_BROKEN;
}

/* ---- the report ---- */

/*
** The length of the valid UTF-8 sequence at p (at most n bytes), or 0
** when p does not start one (overlong forms and surrogates refused).
*/
static size_t utf8_length(const unsigned char *p, size_t n) {
  size_t len = p[0] < 0x80 ? 1 : p[0] >= 0xc2 && p[0] <= 0xdf ? 2
             : p[0] >= 0xe0 && p[0] <= 0xef ? 3
             : p[0] >= 0xf0 && p[0] <= 0xf4 ? 4 : 0;
  if (!len || len > n)
    return 0;
  for (size_t k = 1; k < len; k++)
    if ((p[k] & 0xc0) != 0x80)
      return 0;
  if ((p[0] == 0xe0 && p[1] < 0xa0) || (p[0] == 0xed && p[1] > 0x9f) ||
      (p[0] == 0xf0 && p[1] < 0x90) || (p[0] == 0xf4 && p[1] > 0x8f))
    return 0;
  return len;
}

/*
** b's text, escaped, at most SHOW_LINES lines and SHOW_BYTES bytes of
** it: a flood of output stays a screen.
*/
static void show(FILE *out, const struct sbuf *b) {
  int lines = 0;
  size_t i;
  for (i = 0; i < b->len && lines < SHOW_LINES && i < SHOW_BYTES; i++) {
    unsigned char c = (unsigned char)b->s[i];
    if (c == '\n')
      lines++;
    if (c == '\n' || c == '\t' || (c >= 0x20 && c < 0x7f))
      fputc(c, out);
    else
      fprintf(out, "\\x%02X", c);
  }
  if (i < b->len)
    fprintf(out, "%s... (%zu more bytes)\n",
            i && b->s[i - 1] != '\n' ? "\n" : "", b->len - i);
  else if (b->len && b->s[b->len - 1] != '\n')
    fputs("\n(no newline at the end)\n", out);
}

/* "4 cards", "1 card". */
static void amount(FILE *out, const struct stress_game *g, size_t n) {
  fprintf(out, "%zu %s", n, n == 1 ? g->unit_one : g->unit);
}

/* The line that says how far shrinking went. */
static void show_shrink(FILE *out, const struct stress_game *g,
                        const struct failure *f, size_t size) {
  if (f->flaky) {
    fputs("stress: the failure is flaky: the same input passed, or failed "
          "otherwise, when run again; shown as found, not shrunk\n", out);
    return;
  }
  if (!f->shrunk)
    return;
  fputs("stress: shrunk from ", out);
  amount(out, g, f->size0);
  fprintf(out, " to %zu in %zu runs", size, f->sr.runs);
  if (f->unsteady)
    fputs(" (the shrunk input did not fail again when rerun: flaky, not "
          "shown minimal)\n", out);
  else if (f->interrupted)
    fputs(" (interrupted: not shown minimal)\n", out);
  else if (f->sr.minimal)
    fputs(" (1-minimal: removing any one more makes it pass)\n", out);
  else
    fputs(" (--shrink-seconds ran out: not shown minimal)\n", out);
}

static void show_failure(FILE *out, const struct stress_config *cfg,
                         const struct failure *f) {
  const struct stress_game *g = cfg->game;
  size_t size = g->size(&f->inst);
  show_shrink(out, g, f, size);
  fputs("--- input (", out);
  amount(out, g, size);
  if (g->unit_means)
    fprintf(out, ": %s", g->unit_means);
  fputs(")\n", out);
  show(out, &f->input);
  fprintf(out, "--- output of %s\n", cfg->argv[0]);
  show(out, &f->output);
  if (f->err.len) {
    fputs("--- its stderr\n", out);
    show(out, &f->err);
  }
  fputs("--- right answer\n", out);
  if (f->answer.len)
    show(out, &f->answer);
  else if (f->answer_late)
    fputs("(not computed within --shrink-seconds)\n", out);
  else
    fputs("(not computed: interrupted)\n", out);
  fprintf(out, "--- reason\n%s\n", f->why.s ? f->why.s : "");
  if (f->saved_as)
    fprintf(out, "stress: saved as %s/fail%s%.0u.in, .out, .ans, .txt\n",
            cfg->out_dir, f->saved_as > 1 ? "-" : "",
            f->saved_as > 1 ? f->saved_as : 0);
}

/*
** A JSON string of the n bytes at s: '"', '\\' and control bytes
** escaped (NUL too), valid UTF-8 copied, any other byte as U+FFFD: the
** line stays valid JSON whatever the program printed.
*/
static void json_bytes(FILE *out, const char *s, size_t n) {
  const unsigned char *p = (const unsigned char *)s;
  fputc('"', out);
  for (size_t i = 0; i < n;) {
    size_t len = utf8_length(p + i, n - i);
    if (p[i] == '"' || p[i] == '\\')
      fprintf(out, "\\%c", p[i]);
    else if (p[i] < 0x20 || p[i] == 0x7f)
      fprintf(out, "\\u%04x", p[i]);
    else if (len)
      fwrite(p + i, 1, len, out);
    else
      fputs("\\ufffd", out);
    i += len ? len : 1;
  }
  fputc('"', out);
}

/*
** A long text (an input, an output, a reason): its first JSON_MAX bytes
** (the line stays short whatever the program printed), and KEY_bytes,
** its whole length.
*/
static void json_cut(FILE *out, const char *key, const struct sbuf *b) {
  fprintf(out, ",\"%s\":", key);
  json_bytes(out, b->s ? b->s : "", b->len < JSON_MAX ? b->len : JSON_MAX);
  fprintf(out, ",\"%s_bytes\":%zu", key, b->len);
}

static void json_failure(FILE *out, const struct stress_config *cfg,
                         const struct failure *f) {
  fprintf(out, ",\"test\":%llu,\"kind\":\"%s\",\"seed\":%llu,"
          "\"found_seconds\":%.3f", (unsigned long long)f->test,
          stress_kind_name(f->kind), (unsigned long long)cfg->seed, f->found);
  json_cut(out, "input", &f->input);
  fprintf(out, ",\"size\":%zu,\"unit\":\"%s\",\"size_found\":%zu,"
          "\"shrink_runs\":%zu,\"minimal\":%s,\"flaky\":%s,"
          "\"interrupted\":%s",
          cfg->game->size(&f->inst), cfg->game->unit,
          f->shrunk ? f->size0 : cfg->game->size(&f->inst), f->sr.runs,
          f->sr.minimal && !f->unsteady && !f->flaky ? "true" : "false",
          f->flaky || f->unsteady ? "true" : "false",
          f->interrupted ? "true" : "false");
  json_cut(out, "reason", &f->why);
  json_cut(out, "output", &f->output);
  json_cut(out, "stderr", &f->err);
  json_cut(out, "answer", &f->answer);
  if (f->saved_as)
    fprintf(out, ",\"saved\":%u", f->saved_as);
}

static void json_line(FILE *out, const struct stress_config *cfg,
                      const struct failure *f, uint64_t tests,
                      double seconds) {
  fprintf(out, "{\"verdict\":\"%s\",\"tests\":%llu",
          f->test ? judge_verdict_name(f->verdict) : "OK",
          (unsigned long long)tests);
  if (f->test)
    json_failure(out, cfg, f);
  else
    fputs(",\"input\":null,\"size\":0,\"reason\":null", out);
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

int report(const struct stress_config *cfg, const struct failure *f,
           const struct progress *pg, int rc, double seconds) {
  if (rc == STRESS_CANNOT_START)
    return EXIT_USAGE;
  if (rc == STRESS_OOM || rc == STRESS_BROKEN)
    return EXIT_FAILURE_RUN;
  FILE *out = stdout;
  if (f->test && !cfg->json) {
    fprintf(out, "stress: %s on test %llu (%s, seed %llu), found after %llu "
            "test%s in %.1f s\n", judge_verdict_name(f->verdict),
            (unsigned long long)f->test, stress_kind_name(f->kind),
            (unsigned long long)cfg->seed, (unsigned long long)f->test,
            f->test == 1 ? "" : "s", f->found);
    show_failure(out, cfg, f);
  } else if (!cfg->json) {
    fprintf(out, "stress: %llu test%s passed (", (unsigned long long)pg->tests,
            pg->tests == 1 ? "" : "s");
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
