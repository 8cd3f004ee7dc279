/*
** sandbox.h: run an untrusted program on one input under limits.
**
** Isolated (where the kernel allows it, sandbox_init): each run is a pid
** namespace of its own (and a user namespace, and an IPC namespace),
** whose first process is stress's own small init; the program is its
** child. The program cannot name, signal or trace stress (its pids are
** the namespace's; it still reads the machine's /proc: no mount
** namespace is made), and when the program
** ends, its init ends, and the kernel kills every process left in the
** namespace; stress being killed kills the init (PR_SET_PDEATHSIG). In
** the fallback, a run is a session of its own, killed by group, and
** stress, a child subreaper, sweeps what left the group.
**
** In both, the program reads its input from a sealed memfd (it cannot
** be written, grown or replaced) and writes into pipes that stress
** drains into memory: the output limit is counted on the bytes read, and
** no path the program can reach is ever opened again by stress. CPU time,
** memory (summed over every process of the run; a shared page once,
** memfds held included) and the number of processes are summed from
** /proc every SCAN_PERIOD (usage.h: the memory of a process that has not
** run since is kept for a while). Runs are started and polled, so one
** thread keeps several going at once.
*/
#ifndef WN_STRESS_SANDBOX_H
#define WN_STRESS_SANDBOX_H

#include "stress/run.h"

/*
** The wall-clock seconds a run may last, not counting the time its
** processes wait for a CPU: 2 s + twice the CPU limit.
*/
double sandbox_wall(const struct sandbox_limits *lim);

/*
** Find out how runs can be kept apart, once, before the first run:
** returns the clone flags of the namespaces each run gets (never 0), or
** 0 with why[] saying what the kernel refused (the fallback is used). Also makes this
** process a child subreaper where it can, for the fallback.
*/
int sandbox_init(char *why, size_t whylen);
/* Whether 'name' is a program sandbox_start would find (as execvp). */
int sandbox_command_found(const char *name);

/*
** Start argv[0] (a path, or a name looked up in PATH) with argv, in this
** process's directory, on io. Returns 0 with run->pid set; or -1 with
** why[] saying why the program cannot start (not found, not
** executable: exec's own error is passed back).
*/
int sandbox_start(struct sandbox_run *run, char *const argv[],
                  const struct sandbox_io *io,
                  const struct sandbox_limits *lim, char *why,
                  size_t whylen);

/*
** Look at a run: drain its pipes; 1 when it has ended (run->end set,
** every process of it killed where the kernel keeps that promise, its
** output read to the end, run->pid 0), 0 while it goes on. Kills it at a
** limit. Never blocks.
*/
int sandbox_poll(struct sandbox_run *run, const struct sandbox_limits *lim);

#define SANDBOX_WAIT_MAX 64 /* the most runs sandbox_wait watches */

/*
** Sleep until one of the n runs in runs[] (those going on: the others
** are skipped) exits or writes, 'seconds' pass, or a signal comes;
** return at once when none is going on.
*/
void sandbox_wait(struct sandbox_run *const runs[], size_t n,
                  double seconds);

/* Kill a run and reap it at once (Ctrl-C); run->pid becomes 0. */
void sandbox_kill(struct sandbox_run *run);

/*
** The fallback only (no-op for isolated runs): kill and reap what a
** finished run left behind, reparented here: the children of this
** process in the session of 'ended' that are not among the 'nlive'
** leaders in 'live' (runs still going on). With nlive 0 every child
** goes, also those in sessions of their own, and 'ended' may be NULL;
** with nlive > 0 those stay until a sweep with none live.
*/
void sandbox_sweep(const struct sandbox_run *ended, const pid_t *live,
                   size_t nlive);

/* Wall-clock seconds (monotonic). */
double sandbox_clock(void);

#endif /* WN_STRESS_SANDBOX_H */
