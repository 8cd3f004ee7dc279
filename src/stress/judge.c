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
#include <sys/wait.h>
#include "check/check.h"

const char *judge_verdict_name(enum judge_verdict v) {
  static const char *const names[] = {"OK", "WA", "RE", "TLE", "MLE", "OLE",
                                      "FAIL"};
  return names[v];
}

/*
** Judge the output of a run that exited 0; *ncase gets the case the
** checker names (0: none). The checker reads both texts from memory,
** named "input" and "output" in what it says.
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
  argv[argc++] = (char *)"input";
  argv[argc++] = (char *)"output";
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
  rep.input = j->in->s ? j->in->s : "";
  rep.input_len = j->in->len;
  rep.output = j->out->s ? j->out->s : "";
  rep.output_len = j->out->len;
  check_report_to(&rep);
  int status = check_game(j->game)(argc, argv);
  check_report_to(NULL);
  fclose(rep.to);
  while (len && text[len - 1] == '\n')
    text[--len] = 0;
  sbuf_add(why, text, len);
  free(text);
  *ncase = rep.ncase;
  /* no contest of the spec has a presentation error: the reason says */
  return status == CHECK_OK ? JUDGE_OK
       : status == CHECK_WRONG || status == CHECK_PRESENTATION ? JUDGE_WA
       : JUDGE_FAIL;
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
    sbuf_addf(why, "time limit exceeded: %.2f s of CPU, %.2f s wall "
              "(%.2f s of it waiting for a CPU), limit %.2f s of CPU and "
              "%.0f s wall besides waits", run->cpu,
              sandbox_clock() - run->started, run->waited, lim->seconds,
              sandbox_wall(lim));
    return JUDGE_TLE;
  case SANDBOX_MLE:
    sbuf_addf(why, "memory limit exceeded: %zu MB, limit %zu MB",
              run->peak >> 20, lim->memory >> 20);
    return JUDGE_MLE;
  case SANDBOX_OLE:
    sbuf_addf(why, "output limit exceeded: more than %zu bytes on %s",
              lim->output, run->out_bytes > lim->output ? "stdout" : "stderr");
    return JUDGE_OLE;
  case SANDBOX_PLE:
    sbuf_addf(why, "runtime error: more than %u processes and threads at "
              "once (%u seen)", lim->procs, run->procs);
    return JUDGE_RE;
  case SANDBOX_RE:
    sbuf_addf(why, "runtime error: ");
    how_it_ended(run->status, why);
    return JUDGE_RE;
  default:
    return judge_output(j, why, ncase);
  }
}
