/*
** spawn.h: how the processes of a run come to be (sandbox.h's start).
** Isolated, stress clones an init into new pid, user and IPC
** namespaces; the init forks the program and reports how it started and
** how it ended on a pipe. In the fallback the program is forked
** directly into a session of its own. Either way the program gets its
** input on a sealed memfd, its stdout and stderr on pipes, TMPDIR, and
** its limits, in the directory stress runs in.
*/
#ifndef WN_STRESS_SPAWN_H
#define WN_STRESS_SPAWN_H

#include <stddef.h>
#include "stress/run.h"

/*
** The namespaces the kernel lets this process make for a run, tried
** once with a child that does nothing: clone flags, or 0 with why[]
** saying what was refused.
*/
int spawn_probe(char *why, size_t whylen);

/*
** Start the program on io (argv[0] already a path): 0 with run->pid,
** pidfd, outfd, errfd, statfd, ns and session set; or -1 with why[]
** saying why it cannot start.
*/
int spawn_start(struct sandbox_run *run, const char *path,
                char *const argv[], const struct sandbox_io *io,
                const struct sandbox_limits *lim, char *why, size_t whylen);

/* What an isolated run's init writes on run->statfd, in this order. */
struct spawn_report {
  int what;            /* SPAWN_STARTED, SPAWN_FAILED or SPAWN_ENDED */
  int value;           /* 0; exec's errno; the program's wait status */
  long maxrss;         /* SPAWN_ENDED: the largest resident set, KiB, of
                          the processes the init reaped (its own, a copy
                          of stress's, is not the program's) */
};
enum { SPAWN_STARTED = 1, SPAWN_FAILED, SPAWN_ENDED };

#endif /* WN_STRESS_SPAWN_H */
