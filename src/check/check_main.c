/*
** check_main.c: the frame of every "winnable check GAME" (check.h):
** options, the two files (or, for an in-process caller, two texts in
** memory), the memory cap of the answer readers, the one line on
** stderr (or the caller's capture) that states the verdict, and the
** table of the games. Usage
** errors exit 2, as in every command; they print no verdict line. An
** OUTPUT that cannot be opened is a presentation error (2) as in
** testlib, an INPUT that cannot be a checker failure (3).
*/
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "check/check.h"

/* An allocator that refuses to hold more than 'cap' bytes at once. */
struct check_mem {
  size_t used, cap;
  int refused;
};

static void *capped(void *ud, void *p, size_t osize, size_t nsize) {
  struct check_mem *m = ud;
  if (nsize == 0) {
    free(p);
    m->used -= osize;
    return NULL;
  }
  if (m->cap && nsize > osize && nsize - osize > m->cap - m->used) {
    m->refused = 1;
    return NULL;
  }
  void *q = realloc(p, nsize);
  if (q)
    m->used = m->used - osize + nsize;
  return q;
}

/*
** Where the one line goes: stderr, or an in-process caller's capture
** (check_report_to), which also learns the case a wrong answer or
** presentation error names and may hold the two files' texts. One per
** thread, so threads that judge at once never see each other's.
*/
static _Thread_local struct check_report *report_sink;

void check_report_to(struct check_report *sink) {
  report_sink = sink;
  if (sink)
    sink->ncase = 0;
}

/* Tell the capture which case the verdict is about. */
static void report_case(uint64_t ncase) {
  if (report_sink)
    report_sink->ncase = ncase;
}

static void line_v(const char *kind, const char *fmt, va_list ap) {
  FILE *to = report_sink ? report_sink->to : stderr;
  fflush(stdout);
  fprintf(to, "%s: ", kind);
  vfprintf(to, fmt, ap);
  fputc('\n', to);
}

static void line(const char *kind, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  line_v(kind, fmt, ap);
  va_end(ap);
}

int check_ok(uint64_t ncases) {
  line("ok", "%llu case%s", (unsigned long long)ncases,
       ncases == 1 ? "" : "s");
  return CHECK_OK;
}

int check_wrong(uint64_t ncase, const char *fmt, ...) {
  char why[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(why, sizeof why, fmt, ap);
  va_end(ap);
  report_case(ncase);
  line("wrong answer", "case %llu: %s", (unsigned long long)ncase, why);
  return CHECK_WRONG;
}

int check_presentation(const struct check_run *run, uint64_t ncase,
                       uint64_t ln, uint64_t col, const char *fmt, ...) {
  char why[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(why, sizeof why, fmt, ap);
  va_end(ap);
  report_case(ncase);
  line("presentation error", "case %llu: %s:%llu:%llu: %s",
       (unsigned long long)ncase, run->out.name, (unsigned long long)ln,
       (unsigned long long)col, why);
  return CHECK_PRESENTATION;
}

int check_memory_fail(const struct check_run *run, uint64_t ncase) {
  if (run && run->mem && run->mem->refused && ncase == 0)
    line("checker failure", "the certificate file needs more memory than "
         "--max-memory allows (%zu bytes)", run->mem->cap);
  else if (run && run->mem && run->mem->refused)
    line("checker failure", "case %llu: the output needs more memory than "
         "--max-memory allows (%zu bytes)", (unsigned long long)ncase,
         run->mem->cap);
  else
    line("checker failure", "out of memory");
  return CHECK_FAIL;
}

int check_answer_fail(const struct check_run *run, uint64_t ncase, int rc) {
  const wn_error *e = &run->out.err;
  if (rc == 0) {
    uint64_t ln, col;
    wn_reader_where(&run->out, &ln, &col);
    return check_presentation(run, ncase, ln, col,
                              "expected an answer, found end of output");
  }
  if (rc == WN_EPARSE)
    return check_presentation(run, ncase, e->line, e->col, "%s", e->msg);
  if (rc == WN_ENOMEM)
    return check_memory_fail(run, ncase);
  line("checker failure", "%s:%llu:%llu: %s", run->out.name,
       (unsigned long long)e->line, (unsigned long long)e->col, e->msg);
  return CHECK_FAIL;
}

int check_file_fail(const struct check_run *run, const wn_reader *r,
                    int rc) {
  const wn_error *e = &r->err;
  if (rc == WN_ENOMEM)
    return check_memory_fail(run, 0);
  line(rc == WN_EPARSE ? "presentation error" : "checker failure",
       "%s:%llu:%llu: %s", r->name, (unsigned long long)e->line,
       (unsigned long long)e->col, e->msg);
  return rc == WN_EPARSE ? CHECK_PRESENTATION : CHECK_FAIL;
}

int check_failure(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  line_v("checker failure", fmt, ap);
  va_end(ap);
  return CHECK_FAIL;
}

int check_input_fail(const struct check_run *run, int rc) {
  const wn_error *e = &run->in.err;
  if (rc == WN_ENOMEM)
    return check_memory_fail(run, 0);
  line("checker failure", "bad input: %s:%llu:%llu: %s", run->in.name,
       (unsigned long long)e->line, (unsigned long long)e->col, e->msg);
  return CHECK_FAIL;
}

int check_code_fail(uint64_t ncase, int rc) {
  if (rc == WN_ENOMEM)
    return check_memory_fail(NULL, ncase);
  line("checker failure", "case %llu: %s", (unsigned long long)ncase,
       rc == WN_EINVAL ? "the instance is out of the solver's range"
                       : "internal error");
  return CHECK_FAIL;
}

int check_undecided(uint64_t ncase, const char *claim, wn_limit_hit hit) {
  line("checker failure", "case %llu: cannot decide the claim %s: the %s "
       "limit ran out", (unsigned long long)ncase, claim, wn_limit_name(hit));
  return CHECK_FAIL;
}

int check_end(const struct check_run *run, wn_answer *a, uint64_t ncases) {
  int rc = wn_answer_end(a);
  if (rc == 0)
    return check_ok(ncases);
  if (rc != WN_EPARSE)
    return check_answer_fail(run, ncases, rc);
  const wn_error *e = &run->out.err;
  return check_presentation(run, ncases + 1, e->line, e->col, "%s", e->msg);
}

/*
** Open one of the two files; NULL after the verdict line saying why:
** a checker failure for INPUT (the judge's file), a presentation error
** for OUTPUT (what was to be judged is not there: testlib's "output
** file not found").
*/
static FILE *open_one(const char *name, const char *role, wn_reader *r) {
  FILE *fp = cli_open_quiet(name);
  if (fp)
    wn_reader_init(r, fp, cli_input_name(name));
  else
    line(strcmp(role, "OUTPUT") ? "checker failure" : "presentation error",
         "cannot open %s \"%s\": %s", role, name, strerror(errno));
  return fp;
}

/*
** Set up run->in and run->out: on the sink's texts, or on the two files
** opened (*in and *out, for the caller to close). 0, or the exit status
** after saying why a file cannot be opened.
*/
static int open_both(char **argv, struct check_run *run, FILE **in,
                     FILE **out) {
  const struct check_report *m = report_sink;
  *in = *out = NULL;
  if (m && m->input) {
    wn_reader_init_string(&run->in, m->input, m->input_len, argv[0]);
    wn_reader_init_string(&run->out, m->output ? m->output : "",
                          m->output_len, argv[1]);
    return 0;
  }
  if (!(*in = open_one(argv[0], "INPUT", &run->in)))
    return CHECK_FAIL;
  if (!(*out = open_one(argv[1], "OUTPUT", &run->out)))
    return CHECK_PRESENTATION;
  return 0;
}

/*
** testlib: ANSWER (argv[2]) must be there and readable, though no
** judge needs it. 0, or CHECK_FAIL after saying why.
*/
static int read_answer(const char *name) {
  FILE *fp = cli_open(name);
  if (!fp)
    return CHECK_FAIL;
  char buf[4096];
  while (fread(buf, 1, sizeof buf, fp) == sizeof buf)
    ;
  int bad = ferror(fp);
  cli_close(fp);
  if (bad)
    cli_error("cannot read \"%s\"", name);
  return bad ? CHECK_FAIL : 0;
}

/*
** The status of a command line that cannot be judged: a usage error (2)
** as in every command, but under --testlib or --icpc, whose 2 and 43
** blame the contestant, a checker failure (3), the judge's own fault.
*/
static int usage_status(const struct check_conv *c) {
  return c->testlib || c->icpc ? CHECK_FAIL : EXIT_USAGE;
}

/* The files a convention names, in the order of check_conv's table. */
static int check_args(const struct check_conv *c, int nargs) {
  const int want = c->testlib || c->icpc ? 3 : 2;
  if (c->testlib && c->icpc) {
    cli_error("--testlib and --icpc cannot be used together");
    return usage_status(c);
  }
  if (nargs != want) {
    cli_error("check needs %s (%d given)",
              c->testlib ? "three files, INPUT OUTPUT ANSWER"
              : c->icpc  ? "INPUT ANSWER FEEDBACK_DIR, OUTPUT on stdin"
                         : "two files, INPUT and OUTPUT", nargs);
    return usage_status(c);
  }
  return 0;
}

/* Judge INPUT argv[0] and OUTPUT argv[1] with g's judge: a status. */
static int judge_files(const struct check_game *g, char **argv) {
  int rc;
  if (!strcmp(argv[0], "-") && !strcmp(argv[1], "-") &&
      !(report_sink && report_sink->input)) {
    cli_error("INPUT and OUTPUT cannot both be standard input");
    return usage_status(g->conv);
  }
  if (g->options && (rc = g->options(g->game)) != 0)
    return rc;
  struct check_mem mem = {0, g->s->max_memory, 0};
  const wn_allocator alloc = {capped, &mem};
  struct check_run run;
  memset(&run, 0, sizeof run);
  cli_solve_limits(g->s, &run.limits);
  if (report_sink && report_sink->cancel) {
    run.limits.cancel = report_sink->cancel;
    run.limits.cancel_arg = report_sink->cancel_arg;
  }
  run.alloc = &alloc;
  run.mem = &mem;
  FILE *in, *out;
  if ((rc = open_both(argv, &run, &in, &out)) == 0)
    rc = g->judge(g->game, &run);
  cli_close(in);
  cli_close(out);
  return rc;
}

/*
** The ICPC output validator: INPUT argv[0], ANSWER argv[1] (unused),
** FEEDBACK_DIR argv[2], OUTPUT on stdin. The line goes to
** FEEDBACK_DIR/judgemessage.txt, then is copied to stderr. Returns 42,
** 43, or CHECK_FAIL (a judge error in that format).
*/
static int judge_icpc(const struct check_game *g, char **argv) {
  if (read_answer(argv[1]))
    return CHECK_FAIL;
  size_t len = strlen(argv[2]);
  char *path = malloc(len + sizeof "/judgemessage.txt");
  if (!path)
    return check_memory_fail(NULL, 0);
  memcpy(path, argv[2], len);
  memcpy(path + len, "/judgemessage.txt", sizeof "/judgemessage.txt");
  FILE *msg = fopen(path, "w+");
  if (!msg) {
    cli_error("cannot write \"%s\": %s", path, strerror(errno));
    free(path);
    return CHECK_FAIL;
  }
  struct check_report rep;
  memset(&rep, 0, sizeof rep);
  rep.to = msg;
  check_report_to(&rep);
  char *files[2] = {argv[0], "-"};
  int rc = judge_files(g, files);
  check_report_to(NULL);
  rewind(msg); /* the line, for a person reading stderr */
  for (int ch; (ch = getc(msg)) != EOF;)
    putc(ch, stderr);
  if (fclose(msg) != 0) {
    cli_error("cannot write \"%s\"", path);
    rc = CHECK_FAIL;
  }
  free(path);
  return rc == CHECK_OK ? CHECK_ICPC_ACCEPTED
         : rc == CHECK_WRONG || rc == CHECK_PRESENTATION ? CHECK_ICPC_WRONG
                                                         : CHECK_FAIL;
}

int check_main(const struct check_game *g, int argc, char **argv) {
  int nargs, rc = cli_parse(g->cmd, argc, argv, &nargs);
  if (rc) /* the convention as far as the options were read */
    return rc == 1 ? cli_finish(CHECK_OK) : usage_status(g->conv);
  if ((rc = check_args(g->conv, nargs)) != 0)
    return rc;
  if (g->conv->icpc)
    return judge_icpc(g, argv);
  if (g->conv->testlib && read_answer(argv[2]))
    return CHECK_FAIL;
  return judge_files(g, argv);
}

/* Every game judged, in the order of "winnable check --help". */
const struct cli_verb_game check_games[] = {
#if WN_JUDGE_ACCORDION
  {"accordion", check_accordion},
#endif
#if WN_JUDGE_HITORMISS
  {"hitormiss", check_hitormiss},
#endif
#if WN_JUDGE_OUTLAST
  {"outlast", check_outlast},
#endif
#if WN_JUDGE_STACKS
  {"stacks", check_stacks},
#endif
};
const size_t check_ngames = sizeof check_games / sizeof check_games[0];

int (*check_game(const char *game))(int argc, char **argv) {
  for (size_t k = 0; k < check_ngames; k++)
    if (!strcmp(game, check_games[k].game))
      return check_games[k].run;
  return NULL;
}
