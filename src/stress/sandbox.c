/*
** sandbox.c: run an untrusted program under limits (sandbox.h); its
** processes are made by spawn.c.
**
** Limits are kept two ways: the kernel's (RLIMIT_CPU, RLIMIT_DATA as a
** backstop far above the memory limit, RLIMIT_NPROC for users, and, for
** an isolated run, the end of its pid namespace) and stress's own: the
** bytes read from the pipes at every poll, the wall clock, and every
** SCAN_PERIOD a walk of /proc summing CPU time, memory and processes
** over the run (its namespace, or in the fallback its session: usage.c).
** Invariant: when sandbox_poll says a run ended, the process stress
** waits for has been reaped and both pipes read to their end (isolated:
** no process of the run is left) or to what is there (the fallback: a
** stray may still hold them, and sandbox_sweep kills it).
*/
#define _GNU_SOURCE
#include "stress/sandbox.h"
#include "stress/procfs.h"
#include "stress/spawn.h"
#include "stress/usage.h"

#include <assert.h>
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

double sandbox_clock(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/*
** The wall clock a run may take, its waits for a CPU left out: a loaded
** machine slows a program down, it does not make it sleep, so only a
** program that sleeps or blocks meets this limit before the CPU one.
*/
double sandbox_wall(const struct sandbox_limits *lim) {
  return 2.0 + 2.0 * lim->seconds;
}

int sandbox_init(char *why, size_t whylen) {
  /* descriptors 0-2 open, so no pipe of a run lands on them */
  for (int fd = 0; fd < 3; fd++)
    if (fcntl(fd, F_GETFD) < 0 && open("/dev/null", O_RDWR) != fd)
      break;
#if defined(PR_SET_CHILD_SUBREAPER)
  prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
#endif
  return spawn_probe(why, whylen);
}

/* Seconds between two sums over a run's processes (a walk of /proc). */
#define SCAN_PERIOD 0.02

/* A run younger than this many seconds is polled often where no pidfd is. */
#define YOUNG 0.02

/*
** Find 'name' as execvp would: itself when it holds a '/', else the
** first executable file of that name in PATH. 0 with path[] set, or -1.
*/
static int resolve(const char *name, char *path, size_t len) {
  if (strchr(name, '/'))
    return (size_t)snprintf(path, len, "%s", name) < len ? 0 : -1;
  const char *dirs = getenv("PATH");
  if (!dirs || !*dirs)
    dirs = "/usr/local/bin:/usr/bin:/bin";
  while (*dirs) {
    size_t n = strcspn(dirs, ":");
    struct stat st;
    if ((size_t)snprintf(path, len, "%.*s%s%s", (int)n, dirs, n ? "/" : "",
                         name) < len &&
        stat(path, &st) == 0 && S_ISREG(st.st_mode) &&
        access(path, X_OK) == 0)
      return 0;
    dirs += n + (dirs[n] == ':');
  }
  return -1;
}

static void memory_devices(dev_t shm[2]);

int sandbox_command_found(const char *name) {
  char path[4096];
  return resolve(name, path, sizeof path) == 0;
}

int sandbox_start(struct sandbox_run *run, char *const argv[],
                  const struct sandbox_io *io,
                  const struct sandbox_limits *lim, char *why,
                  size_t whylen) {
  char path[4096];
  memset(run, 0, sizeof *run);
  run->pidfd = run->outfd = run->errfd = run->statfd = -1;
  if (resolve(argv[0], path, sizeof path) != 0) {
    snprintf(why, whylen, "\"%s\": command not found", argv[0]);
    return -1;
  }
  run->out = io->out;
  run->err = io->err;
  run->err_keep = io->err_keep;
  run->out_keep = lim->output + 1;
  if (spawn_start(run, path, argv, io, lim, why, whylen) != 0)
    return -1;
  run->started = run->scanned = sandbox_clock();
  memory_devices(run->shm);
  return 0;
}

/*
** Read what fd holds now into b, keeping at most 'keep' bytes of the
** '*seen' read in all: 1 at end of file (fd closed, set -1), else 0.
*/
static int drain_one(int *fd, struct sbuf *b, size_t keep, size_t *seen) {
  char buf[65536];
  while (*fd >= 0) {
    ssize_t n = read(*fd, buf, sizeof buf);
    if (n < 0 && errno == EINTR)
      continue;
    if (n < 0)
      return 0; /* EAGAIN: nothing more for now */
    if (n == 0) {
      close(*fd);
      *fd = -1;
      return 1;
    }
    size_t room = *seen < keep ? keep - *seen : 0;
    sbuf_add(b, buf, (size_t)n < room ? (size_t)n : room);
    *seen += (size_t)n;
  }
  return 1;
}

/* Drain both pipes; 1 when an output limit is passed. */
static int drain(struct sandbox_run *run) {
  drain_one(&run->outfd, run->out, run->out_keep, &run->out_bytes);
  drain_one(&run->errfd, run->err, run->err_keep, &run->err_bytes);
  return run->out_bytes >= run->out_keep || run->err_bytes >= run->out_keep;
}

/*
** After the end: read the pipes to their end. Isolated, every writer is
** gone with the namespace, so the end comes at once (a second at most,
** should a descriptor have been passed out of it); in the fallback a
** stray may still hold them: only what is there is read.
*/
static void drain_end(struct sandbox_run *run) {
  double until = sandbox_clock() + 1.0;
  for (;;) {
    drain(run);
    double left = until - sandbox_clock();
    if (!run->ns || left <= 0 || (run->outfd < 0 && run->errfd < 0))
      break;
    struct pollfd fds[2] = {{.fd = run->outfd, .events = POLLIN},
                            {.fd = run->errfd, .events = POLLIN}};
    poll(fds, 2, (int)ceil(left * 1000));
  }
  if (run->outfd >= 0)
    close(run->outfd);
  if (run->errfd >= 0)
    close(run->errfd);
  run->outfd = run->errfd = -1;
}

static double seconds_of(const struct timeval *tv) {
  return (double)tv->tv_sec + (double)tv->tv_usec * 1e-6;
}

/*
** Take the use a reaped process's rusage shows, and its status. An
** isolated run's init is a copy of stress: its resident set is not the
** program's, whose the init reports (program_status).
*/
static void take_rusage(struct sandbox_run *run, const struct rusage *ru,
                        int status) {
  double cpu = seconds_of(&ru->ru_utime) + seconds_of(&ru->ru_stime);
  if (cpu > run->cpu)
    run->cpu = cpu;
  if (!run->ns && (size_t)ru->ru_maxrss * 1024 > run->peak)
    run->peak = (size_t)ru->ru_maxrss * 1024;
  run->status = status;
}

/*
** The program's status: in the fallback the reaped leader's own; an
** isolated run's init reports it on statfd before it exits.
*/
static void program_status(struct sandbox_run *run) {
  if (run->statfd < 0)
    return;
  struct spawn_report r;
  int flags = fcntl(run->statfd, F_GETFL);
  fcntl(run->statfd, F_SETFL, flags | O_NONBLOCK);
  while (read(run->statfd, &r, sizeof r) == (ssize_t)sizeof r)
    if (r.what == SPAWN_ENDED) {
      run->status = r.value;
      if ((size_t)r.maxrss * 1024 > run->peak)
        run->peak = (size_t)r.maxrss * 1024;
    }
}

/* Reap run->pid (blocking: it is dead or being killed). */
static void reap(struct sandbox_run *run) {
  struct rusage ru;
  int status = 0;
  while (wait4(run->pid, &status, 0, &ru) < 0 && errno == EINTR)
    ;
  take_rusage(run, &ru, status);
}

/* The run is over: no process, no descriptor of it. */
static void ended(struct sandbox_run *run) {
  drain_end(run);
  if (run->pidfd >= 0)
    close(run->pidfd);
  if (run->statfd >= 0)
    close(run->statfd);
  run->pidfd = run->statfd = -1;
  run->pid = 0;
  usage_release(run);
}

/* Kill every process of the run stress can reach. */
static void kill_run(const struct sandbox_run *run) {
  if (!run->ns)
    kill(-run->pid, SIGKILL); /* the fallback: its group */
  kill(run->pid, SIGKILL);    /* isolated: the init takes all with it */
}

/* Kill the run at a limit, with 'end' as the verdict. */
static void kill_at(struct sandbox_run *run, enum sandbox_end end) {
  kill_run(run);
  reap(run);
  run->end = end;
  run->killed = 1;
  ended(run);
}

/* How a run that ended by itself ended, from its status and use. */
static enum sandbox_end classify(const struct sandbox_run *run,
                                 const struct sandbox_limits *lim) {
  int st = run->status;
  if (run->cpu > lim->seconds ||
      (WIFSIGNALED(st) && WTERMSIG(st) == SIGXCPU))
    return SANDBOX_TLE;
  if (lim->memory && run->peak > lim->memory)
    return SANDBOX_MLE;
  if (run->out_bytes > lim->output || run->err_bytes > lim->output ||
      (WIFSIGNALED(st) && WTERMSIG(st) == SIGXFSZ))
    return SANDBOX_OLE;
  if (run->procs > lim->procs)
    return SANDBOX_PLE;
  if (WIFSIGNALED(st) || (WIFEXITED(st) && WEXITSTATUS(st) != 0))
    return SANDBOX_RE;
  return SANDBOX_EXITED;
}

/* The devices memfds and /dev/shm files live on, into shm[2]. */
static void memory_devices(dev_t shm[2]) {
  struct stat st;
  int fd = memfd_create("probe", MFD_CLOEXEC);
  shm[0] = shm[1] = (dev_t)-1;
  if (fd >= 0 && fstat(fd, &st) == 0)
    shm[0] = st.st_dev;
  if (fd >= 0)
    close(fd);
  if (stat("/dev/shm", &st) == 0)
    shm[1] = st.st_dev;
}

/*
** Every SCAN_PERIOD seconds of a run's life, the CPU time, memory and
** processes of all of it (usage.c); between two, the CPU time of the
** process stress waits for (its reaped children's included).
*/
static void measure(struct sandbox_run *run, const struct sandbox_limits *lim,
                    double now) {
  struct proc_info p;
  struct usage u;
  if (procfs_read(run->pid, &p) == 0 && p.cpu + p.ccpu > run->cpu)
    run->cpu = p.cpu + p.ccpu;
  if (now - run->scanned < SCAN_PERIOD)
    return;
  if (usage_walk(run, lim->memory, &u) == 0) {
    if (u.mem > run->peak)
      run->peak = u.mem;
    if (u.cpu > run->cpu)
      run->cpu = u.cpu;
    if (u.procs > run->procs)
      run->procs = u.procs;
    if (u.waited > run->waited)
      run->waited = u.waited;
  }
  run->scanned = now;
}

int sandbox_poll(struct sandbox_run *run, const struct sandbox_limits *lim) {
  if (!run->pid)
    return 1;
  int over = drain(run);
  struct rusage ru;
  int status = 0;
  pid_t got = wait4(run->pid, &status, WNOHANG, &ru);
  if (got == run->pid) {
    take_rusage(run, &ru, status);
    program_status(run);
    if (!run->ns)
      kill(-run->pid, SIGKILL); /* what it left in its group */
    drain_end(run);
    run->end = classify(run, lim);
    ended(run);
    return 1;
  }
  double now = sandbox_clock();
  measure(run, lim, now);
  if (over)
    kill_at(run, SANDBOX_OLE);
  else if (run->cpu > lim->seconds ||
           now - run->started - run->waited > sandbox_wall(lim))
    kill_at(run, SANDBOX_TLE);
  else if (lim->memory && run->peak > lim->memory)
    kill_at(run, SANDBOX_MLE);
  else if (run->procs > lim->procs)
    kill_at(run, SANDBOX_PLE);
  return run->pid == 0;
}

void sandbox_kill(struct sandbox_run *run) {
  if (!run->pid)
    return;
  kill_run(run);
  reap(run);
  ended(run);
}

void sandbox_wait(struct sandbox_run *const runs[], size_t n,
                  double seconds) {
  struct pollfd fds[3 * SANDBOX_WAIT_MAX];
  size_t nfds = 0, live = 0, waitable = 0;
  int young = 0;
  double now = sandbox_clock();
  assert(n <= SANDBOX_WAIT_MAX); /* the callers' bound: -j's */
  for (size_t k = 0; k < n; k++) {
    const struct sandbox_run *r = runs[k];
    if (!r->pid)
      continue;
    live++;
    young |= now - r->started < YOUNG;
    if (r->pidfd >= 0) {
      fds[nfds++] = (struct pollfd){.fd = r->pidfd, .events = POLLIN};
      waitable++;
    }
    if (r->outfd >= 0)
      fds[nfds++] = (struct pollfd){.fd = r->outfd, .events = POLLIN};
    if (r->errfd >= 0)
      fds[nfds++] = (struct pollfd){.fd = r->errfd, .events = POLLIN};
  }
  if (live == 0)
    return; /* nothing to wait for: the caller has runs to start */
  /* no pidfd for each: wake often, briefly while a run is young */
  double most = waitable == live ? seconds : young ? 0.0001 : 0.001;
  poll(fds, (nfds_t)nfds, (int)ceil(most * 1000));
}

static int is_live(pid_t pid, const pid_t *live, size_t nlive) {
  for (size_t i = 0; i < nlive; i++)
    if (live[i] == pid)
      return 1;
  return 0;
}

struct sweep {
  pid_t self, mygroup, session;
  const pid_t *live;
  size_t nlive;
  int found;
};

/*
** procfs_each callback: kill and reap p when it is a stray of w's: a
** child of this process, not a live leader, in w's session. Children in
** other sessions (of live runs, or of their own after a setsid) are
** strays too only when no run goes on (nlive 0): which run a process
** with a session of its own came from is not known.
*/
static int sweep_one(const struct proc_info *p, void *arg) {
  struct sweep *w = arg;
  if (p->ppid != w->self || is_live(p->pid, w->live, w->nlive) ||
      (p->sid != w->session && w->nlive > 0))
    return 0;
  if (p->pgrp != w->mygroup)
    kill(-p->pgrp, SIGKILL);
  kill(p->pid, SIGKILL);
  while (waitpid(p->pid, NULL, 0) < 0 && errno == EINTR)
    ;
  w->found++;
  return 0;
}

/* 1 when this process has no child at all, live or dead. */
static int childless(void) {
  siginfo_t si;
  return waitid(P_ALL, 0, &si, WEXITED | WNOHANG | WNOWAIT) < 0 &&
         errno == ECHILD;
}

void sandbox_sweep(const struct sandbox_run *ended_run, const pid_t *live,
                   size_t nlive) {
  if (ended_run && ended_run->ns)
    return; /* isolated: the kernel ended every process of it */
  pid_t session = ended_run ? ended_run->session : 0;
  struct sweep w = {getpid(), getpgrp(), session, live, nlive, 0};
  if (nlive == 0 && childless())
    return; /* the usual case at -j 1: nothing to scan /proc for */
  /* killing a stray can orphan its own children to us: scan again.
     With runs going on, only 'session' is swept, and all of it was
     started after its leader: the older processes are not read */
  for (int round = 0; round < 64; round++) {
    w.found = 0;
    int rc = nlive > 0 && session > 0
                 ? procfs_each_since(session, ended_run->forks, sweep_one, &w)
                 : procfs_each(sweep_one, &w);
    if (rc != 0 || w.found == 0)
      break;
  }
}
