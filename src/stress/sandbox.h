/*
** sandbox.h: run an untrusted program on one input under limits.
**
** The program runs in its own process group and working directory,
** with stdin from a file, stdout and stderr into files, and limits on
** CPU time, wall time, resident memory and output size. At a limit,
** and whenever its run ends, the whole group is killed; stress is made
** a child subreaper (sandbox_init), so a descendant that left the group
** (setsid) is reparented to stress and killed too: no process a run
** started outlives it. Runs are started and polled, so a caller can
** keep several going at once from one thread.
*/
#ifndef WN_STRESS_SANDBOX_H
#define WN_STRESS_SANDBOX_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

/* How a run ended, before its output is judged. */
enum sandbox_end {
  SANDBOX_EXITED = 0,  /* exit status 0 */
  SANDBOX_RE,          /* a non-zero exit status or a signal */
  SANDBOX_TLE,         /* over the CPU time limit, or the wall limit */
  SANDBOX_MLE,         /* resident memory over the limit */
  SANDBOX_OLE          /* stdout over the output limit */
};

struct sandbox_limits {
  double seconds;      /* CPU seconds; the wall limit is 2 s + twice it */
  size_t memory;       /* bytes of resident memory */
  size_t output;       /* bytes of stdout */
};

struct sandbox_run {
  pid_t pid;           /* 0 when no run is going on */
  const char *out;     /* the stdout file (the caller's string) */
  double started;      /* wall clock at the start */
  double cpu;          /* CPU seconds, read while running and at the end */
  size_t peak;         /* largest resident memory seen, bytes */
  enum sandbox_end end;
  int status;          /* the wait status when it ended by itself */
  int killed;          /* 1 when stress killed it at a limit */
};

/*
** Make this process a child subreaper (Linux), so the descendants of a
** run that leave its process group still come back here to be killed.
** Call once, before the first run. Returns 0, or -1 where the system
** has no subreapers (runs still go on: the group is killed).
*/
int sandbox_init(void);

/*
** Start argv[0] (a path, or a name looked up in PATH) with argv, in
** directory 'cwd', stdin from 'in', stdout to 'out', stderr to 'err'
** (created or truncated). Returns 0 with run->pid set; or -1 with
** why[] saying why the program cannot start (not found, not
** executable: exec's own error is passed back).
*/
int sandbox_start(struct sandbox_run *run, char *const argv[],
                  const char *cwd, const char *in, const char *out,
                  const char *err, const struct sandbox_limits *lim,
                  char *why, size_t whylen);

/*
** Look at a run: 1 when it has ended (run->end set, its group killed,
** run->pid 0), 0 while it goes on. Kills it at a limit. Never blocks.
*/
int sandbox_poll(struct sandbox_run *run, const struct sandbox_limits *lim);

/* Kill a run's group and reap it at once (Ctrl-C); run->pid becomes 0. */
void sandbox_kill(struct sandbox_run *run);

/*
** Kill and reap every child of this process that is not one of the
** 'nlive' pids in 'live' (runs still going on): what a finished run's
** descendants left behind, reparented here.
*/
void sandbox_sweep(const pid_t *live, size_t nlive);

/* Remove 'path' and everything under it, as far as it can. */
void sandbox_remove_tree(const char *path);

/* Wall-clock seconds (monotonic). */
double sandbox_clock(void);

#endif /* WN_STRESS_SANDBOX_H */
