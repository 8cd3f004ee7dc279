/*
** judge.c: one run's verdict. A run that ended at a limit or with a
** failure status is judged by how it ended; one that exited 0 has its
** output judged by the code of "winnable check GAME INPUT OUTPUT",
** called in-process with its one line captured as the reason.
*/
#define _GNU_SOURCE
#include "stress/judge.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include "check/check.h"

const char *judge_verdict_name(enum judge_verdict v) {
  static const char *const names[] = {"OK", "WA", "PE", "RE", "TLE", "MLE",
                                      "OLE", "FAIL"};
  return names[v];
}

/* Append text to why with every 'path' in it shown as 'as'. */
static void add_renamed(struct sbuf *why, const char *text, const char *path,
                        const char *as) {
  size_t n = strlen(path);
  for (const char *p; (p = strstr(text, path)) != NULL; text = p + n) {
    sbuf_add(why, text, (size_t)(p - text));
    sbuf_add(why, as, strlen(as));
  }
  sbuf_add(why, text, strlen(text));
}

/*
** Judge the output file of a run that exited 0; *ncase gets the case
** the checker names (0: none). The run's files are shown as "input"
** and "output": the temporary paths are gone by the time one reads.
*/
static enum judge_verdict judge_output(const struct judge_input *j,
                                       struct sbuf *why, uint64_t *ncase) {
  char *argv[8];
  int argc = 0;
  argv[argc++] = (char *)j->game;
  if (j->rightmost) {
    argv[argc++] = (char *)"--rule";
    argv[argc++] = (char *)"rightmost";
  }
  argv[argc++] = (char *)j->in;
  argv[argc++] = (char *)j->out;
  argv[argc] = NULL;
  char *text = NULL;
  size_t len = 0;
  struct check_report rep;
  memset(&rep, 0, sizeof rep);
  rep.to = open_memstream(&text, &len);
  if (!rep.to) {
    sbuf_addf(why, "checker failure: out of memory");
    return JUDGE_FAIL;
  }
  check_report_to(&rep);
  int status = check_game(j->game)(argc, argv);
  check_report_to(NULL);
  fclose(rep.to);
  while (len && text[len - 1] == '\n')
    text[--len] = 0;
  struct sbuf mid;
  sbuf_init(&mid);
  add_renamed(&mid, text, j->out, "output");
  add_renamed(why, mid.s ? mid.s : "", j->in, "input");
  sbuf_release(&mid);
  free(text);
  *ncase = rep.ncase;
  return status == CHECK_OK ? JUDGE_OK
       : status == CHECK_WRONG ? JUDGE_WA
       : status == CHECK_PRESENTATION ? JUDGE_PE : JUDGE_FAIL;
}

/* 1 when the file at 'path' holds more than 'limit' bytes. */
static int over(const char *path, size_t limit) {
  struct stat st;
  return stat(path, &st) == 0 && (uint64_t)st.st_size > limit;
}

/* "exit status 3", "killed by signal 11 (Segmentation fault)". */
static void how_it_ended(int status, struct sbuf *why) {
  if (WIFSIGNALED(status))
    sbuf_addf(why, "killed by signal %d (%s)", WTERMSIG(status),
              strsignal(WTERMSIG(status)));
  else
    sbuf_addf(why, "exit status %d", WEXITSTATUS(status));
}

enum judge_verdict judge_run(const struct judge_input *j,
                             const struct sandbox_run *run,
                             struct sbuf *why, uint64_t *ncase) {
  const struct sandbox_limits *lim = j->limits;
  *ncase = 0;
  switch (run->end) {
  case SANDBOX_TLE:
    sbuf_addf(why, "time limit exceeded: %.2f s of CPU, %.2f s wall, "
              "limit %.2f s", run->cpu, sandbox_clock() - run->started,
              lim->seconds);
    return JUDGE_TLE;
  case SANDBOX_MLE:
    sbuf_addf(why, "memory limit exceeded: %zu MB resident, limit %zu MB",
              run->peak >> 20, lim->memory >> 20);
    return JUDGE_MLE;
  case SANDBOX_OLE:
    sbuf_addf(why, "output limit exceeded: more than %zu bytes on %s",
              lim->output, over(j->out, lim->output) ? "stdout" : "stderr");
    return JUDGE_OLE;
  case SANDBOX_RE:
    sbuf_addf(why, "runtime error: ");
    how_it_ended(run->status, why);
    return JUDGE_RE;
  default:
    return judge_output(j, why, ncase);
  }
}
