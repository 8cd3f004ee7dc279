/*
** sandbox.h: run an untrusted program on one input under limits.
**
** The program runs in a session and process group of its own, in its
** own working directory, with stdin from a file, stdout and stderr into
** files, and limits on CPU time and resident memory (each summed over
** its session, a shared page once), wall time and output size. At a
** limit, and whenever its run ends, the whole group is killed; stress is
** made a child subreaper (sandbox_init), so a descendant that left the
** group is reparented to stress and killed too, when its own run ends
** (sandbox_sweep). One that also left the session (setsid) cannot be
** told from those of other runs: it is killed once no run goes on. Runs
** are started and polled, so a caller can keep several going at once
** from one thread.
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
  pid_t pid;           /* the leader; 0 when no run is going on */
  pid_t session;       /* its session id (the leader's pid), kept after */
  unsigned long long forks; /* the system's forks before it (procfs_forks),
                          or 0: tells the sweep whether pids came round */
  int pidfd;           /* readable once the leader exits, or -1 (while
                          pid is not 0) */
  const char *out;     /* the stdout file (the caller's string) */
  double started;      /* wall clock at the start */
  double scanned;      /* wall clock at the last sum over the session */
  double cpu;          /* CPU seconds, read while running (the leader's
                          and its session's sum) and at the end */
  size_t peak;         /* largest resident memory seen, bytes: the
                          leader's, or its session's sum */
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

#define SANDBOX_WAIT_MAX 64 /* the most runs sandbox_wait watches */

/*
** Sleep until the leader of one of the n runs in runs[] (those going
** on: the others are skipped) exits, 'seconds' pass, or a signal comes;
** return at once when none is going on.
** Where the system cannot wait on a process (no pidfd), nap instead:
** 0.1 ms while a run is younger than 20 ms, else 1 ms.
*/
void sandbox_wait(struct sandbox_run *const runs[], size_t n,
                  double seconds);

/* Kill a run's group and reap it at once (Ctrl-C); run->pid becomes 0. */
void sandbox_kill(struct sandbox_run *run);

/*
** Kill and reap what a finished run left behind, reparented here: the
** children of this process in the session of 'ended' (a run that has
** ended) that are not among the 'nlive' leaders in 'live' (runs still
** going on). With nlive 0 every child goes, also those in sessions of
** their own, and 'ended' may be NULL; with nlive > 0 those stay until a
** sweep with none live. With nlive > 0 only the processes started since
** the leader are looked at (procfs_each_since), unless the pids may
** have come round a whole cycle since: then all of them.
*/
void sandbox_sweep(const struct sandbox_run *ended, const pid_t *live,
                   size_t nlive);

/* Remove 'path' and everything under it, as far as it can. */
void sandbox_remove_tree(const char *path);

/* Wall-clock seconds (monotonic). */
double sandbox_clock(void);

#endif /* WN_STRESS_SANDBOX_H */
