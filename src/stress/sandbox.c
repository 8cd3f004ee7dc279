/*
** sandbox.c: run an untrusted program under limits (sandbox.h).
**
** A run is a session led by the program (setsid in the child before
** exec), so its process group and its session id are both the leader's
** pid. Limits are watched two ways: the kernel's (RLIMIT_CPU,
** RLIMIT_FSIZE, RLIMIT_DATA as a backstop far above the memory limit,
** RLIMIT_CORE 0) and stress's own polls: of /proc for the leader's CPU
** time and memory at every poll and the whole session's CPU time and
** memory every SCAN_PERIOD, and of the wall clock. Invariant: when
** sandbox_poll says a run ended, its group has been sent SIGKILL and its
** leader reaped, so only descendants that left the group can remain;
** they are children of this process (a subreaper) and sandbox_sweep
** tells them by session.
*/
#define _GNU_SOURCE
#include "stress/sandbox.h"
#include "stress/procfs.h"

#include <assert.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/prctl.h>
#endif

double sandbox_clock(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int sandbox_init(void) {
#if defined(__linux__) && defined(PR_SET_CHILD_SUBREAPER)
  return prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0 ? 0 : -1;
#else
  return -1;
#endif
}

/*
** Data beyond twice the memory limit plus this fails to allocate: the
** machine is protected from a run that grows between two polls, and a
** run that touches what it allocates is killed at the limit (MLE)
** long before.
*/
#define BACKSTOP ((rlim_t)4 << 30)

/*
** Seconds between two sums of a run's session's memory (a scan of
** /proc): a run shorter than this is measured by its leader alone.
*/
#define SCAN_PERIOD 0.02

/* A run younger than this many seconds is polled often where no pidfd is. */
#define YOUNG 0.02

/* The wall limit: generous, for a program that sleeps or blocks. */
static double wall_limit(const struct sandbox_limits *lim) {
  return 2.0 + 2.0 * lim->seconds;
}

/*
** Find 'name' as execvp would: itself when it holds a '/' (made
** absolute: the program runs in another directory), else the first
** executable file of that name in PATH (a relative entry of PATH taken
** from this directory too). 0 with path[] set, or -1.
*/
static int resolve(const char *name, char *path, size_t len) {
  if (strchr(name, '/')) {
    char cwd[4096];
    if (name[0] != '/' && getcwd(cwd, sizeof cwd))
      return (size_t)snprintf(path, len, "%s/%s", cwd, name) < len ? 0 : -1;
    return (size_t)snprintf(path, len, "%s", name) < len ? 0 : -1;
  }
  const char *dirs = getenv("PATH");
  if (!dirs || !*dirs)
    dirs = "/usr/local/bin:/usr/bin:/bin";
  while (*dirs) {
    size_t n = strcspn(dirs, ":");
    struct stat st;
    char cwd[4096] = ".";
    if ((n == 0 || dirs[0] != '/') && !getcwd(cwd, sizeof cwd))
      strcpy(cwd, ".");
    if ((size_t)snprintf(path, len, "%s%s%.*s/%s", dirs[0] == '/' ? "" : cwd,
                         dirs[0] == '/' ? "" : "/", (int)n, dirs,
                         name) < len &&
        stat(path, &st) == 0 && S_ISREG(st.st_mode) &&
        access(path, X_OK) == 0)
      return 0;
    dirs += n + (dirs[n] == ':');
  }
  return -1;
}

static void set_limit(int what, rlim_t soft, rlim_t hard) {
  struct rlimit rl = {soft, hard};
  setrlimit(what, &rl);
}

/*
** Close every descriptor above 2 but 'keep' (close-on-exec already):
** nothing stress inherited (a jobserver's pipe, a harness's files)
** reaches the program.
*/
static void close_others(int keep) {
#if defined(SYS_close_range)
  /* keep >= 3 (lift); the first range is empty when keep is 3 */
  if ((keep == 3 || syscall(SYS_close_range, 3u, (unsigned)keep - 1, 0u) == 0)
      && syscall(SYS_close_range, (unsigned)keep + 1, ~0u, 0u) == 0)
    return;
#endif
  long most = sysconf(_SC_OPEN_MAX);
  for (int fd = 3; fd < (most > 0 && most < 65536 ? most : 65536); fd++)
    if (fd != keep)
      close(fd);
}

/*
** In the child, between fork and exec: only async-signal-safe calls.
** On any failure the errno goes up the pipe and the child exits 127.
*/
static void child(const char *path, char *const argv[], const char *cwd,
                  const char *files[3], const struct sandbox_limits *lim,
                  int report) {
  static const int flags[3] = {O_RDONLY, O_WRONLY | O_CREAT | O_TRUNC,
                               O_WRONLY | O_CREAT | O_TRUNC};
  /* a session of its own: its own group, and no controlling terminal */
  setsid();
#if defined(__linux__) && defined(PR_SET_PDEATHSIG)
  prctl(PR_SET_PDEATHSIG, SIGKILL); /* stress killed: the run goes too */
#endif
  for (int fd = 0; fd < 3; fd++) {
    /* no O_CLOEXEC: when stress runs with fd closed, open returns fd */
    int f = open(files[fd], flags[fd], 0644);
    if (f < 0 || (f != fd && (dup2(f, fd) < 0 || close(f) != 0)))
      goto fail;
  }
  if (chdir(cwd) != 0)
    goto fail;
  close_others(report);
  rlim_t cpu = (rlim_t)ceil(lim->seconds) + 1;
  set_limit(RLIMIT_CPU, cpu, cpu + 1);
  set_limit(RLIMIT_FSIZE, (rlim_t)lim->output + 1, (rlim_t)lim->output + 1);
  if (lim->memory) /* a backstop far above the limit: polls see MLE */
    set_limit(RLIMIT_DATA, (rlim_t)lim->memory * 2 + BACKSTOP,
              (rlim_t)lim->memory * 2 + BACKSTOP);
  set_limit(RLIMIT_CORE, 0, 0);
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
  signal(SIGPIPE, SIG_DFL);
  signal(SIGINT, SIG_DFL);
  signal(SIGTERM, SIG_DFL);
  execv(path, argv);
fail:;
  int e = errno;
  ssize_t w = write(report, &e, sizeof e);
  (void)w;
  _exit(127);
}

/*
** Move both ends of p above descriptor 2 (stress may run with 0, 1 or 2
** closed, and the child makes those its own): 0, or -1 with p closed.
*/
static int lift(int p[2]) {
  for (int k = 0; k < 2; k++)
    if (p[k] <= 2) {
      int q = fcntl(p[k], F_DUPFD_CLOEXEC, 3);
      close(p[k]);
      p[k] = q;
    }
  if (p[0] >= 0 && p[1] >= 0)
    return 0;
  if (p[0] >= 0)
    close(p[0]);
  if (p[1] >= 0)
    close(p[1]);
  return -1;
}

int sandbox_start(struct sandbox_run *run, char *const argv[],
                  const char *cwd, const char *in, const char *out,
                  const char *err, const struct sandbox_limits *lim,
                  char *why, size_t whylen) {
  char path[4096];
  memset(run, 0, sizeof *run);
  run->pidfd = -1;
  if (resolve(argv[0], path, sizeof path) != 0) {
    snprintf(why, whylen, "\"%s\": command not found", argv[0]);
    return -1;
  }
  int pipefd[2];
  if (pipe2(pipefd, O_CLOEXEC) != 0 || lift(pipefd) != 0) {
    snprintf(why, whylen, "cannot make a pipe: %s", strerror(errno));
    return -1;
  }
  const char *files[3] = {in, out, err};
  if (procfs_forks(&run->forks) != 0)
    run->forks = 0;
  pid_t pid = fork();
  if (pid < 0) {
    snprintf(why, whylen, "cannot fork: %s", strerror(errno));
    close(pipefd[0]);
    close(pipefd[1]);
    return -1;
  }
  if (pid == 0)
    child(path, argv, cwd, files, lim, pipefd[1]);
  close(pipefd[1]);
  int e = 0;
  ssize_t got;
  while ((got = read(pipefd[0], &e, sizeof e)) < 0 && errno == EINTR)
    ;
  close(pipefd[0]);
  if (got == (ssize_t)sizeof e) {
    while (waitpid(pid, NULL, 0) < 0 && errno == EINTR)
      ;
    snprintf(why, whylen, "cannot run \"%s\": %s", argv[0], strerror(e));
    return -1;
  }
  run->pid = pid;
#if defined(SYS_pidfd_open)
  run->pidfd = (int)syscall(SYS_pidfd_open, pid, 0u); /* close-on-exec */
#else
  run->pidfd = -1;
#endif
  run->session = pid; /* the child's setsid() made it a session leader */
  run->out = out;
  run->started = run->scanned = sandbox_clock();
  return 0;
}

static double seconds_of(const struct timeval *tv) {
  return (double)tv->tv_sec + (double)tv->tv_usec * 1e-6;
}

/* 1 when the file at 'path' holds more than 'limit' bytes. */
static int over_size(const char *path, size_t limit) {
  struct stat st;
  return path && stat(path, &st) == 0 && (uint64_t)st.st_size > limit;
}

/* Reap the leader (blocking: it is dead or being killed). */
static void reap(struct sandbox_run *run) {
  struct rusage ru;
  int status = 0;
  while (wait4(run->pid, &status, 0, &ru) < 0 && errno == EINTR)
    ;
  double cpu = seconds_of(&ru.ru_utime) + seconds_of(&ru.ru_stime);
  if (cpu > run->cpu)
    run->cpu = cpu;
  if ((size_t)ru.ru_maxrss * 1024 > run->peak)
    run->peak = (size_t)ru.ru_maxrss * 1024;
  run->status = status;
}

/* The run is over: no leader, no descriptor of it. */
static void ended(struct sandbox_run *run) {
  if (run->pidfd >= 0)
    close(run->pidfd);
  run->pidfd = -1;
  run->pid = 0;
}

/* Kill the group at a limit, with 'end' as the verdict. */
static void kill_at(struct sandbox_run *run, enum sandbox_end end) {
  kill(-run->pid, SIGKILL);
  kill(run->pid, SIGKILL);
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
  if ((WIFSIGNALED(st) && WTERMSIG(st) == SIGXFSZ) ||
      over_size(run->out, lim->output))
    return SANDBOX_OLE;
  if (WIFSIGNALED(st) || (WIFEXITED(st) && WEXITSTATUS(st) != 0))
    return SANDBOX_RE;
  return SANDBOX_EXITED;
}

/* One process of a run's session as a walk of /proc read it. */
struct seen {
  pid_t pid;
  unsigned long long start;
  double cpu;          /* its own CPU time and its reaped children's */
};

struct session_use {
  pid_t sid;
  size_t rss;
  struct seen *seen;   /* the session's processes, in the walk's order */
  size_t n, cap;
};

/*
** procfs_each callback: add p's memory when it is in u's session, its
** proportional share (so the pages forked workers share count once)
** or, where the kernel has none, its resident set; and keep its CPU
** time for session_cpu. A process that cannot be kept (out of memory)
** has its CPU time left out: counting less never makes a false TLE.
*/
static int add_use(const struct proc_info *p, void *arg) {
  struct session_use *u = arg;
  size_t pss;
  if (p->sid != u->sid)
    return 0;
  u->rss += procfs_pss(p->pid, &pss) == 0 ? pss : p->rss;
  if (u->n == u->cap) {
    size_t cap = u->cap ? 2 * u->cap : 64;
    struct seen *more = realloc(u->seen, cap * sizeof *more);
    if (!more)
      return 0;
    u->seen = more;
    u->cap = cap;
  }
  u->seen[u->n++] = (struct seen){p->pid, p->start, p->cpu + p->ccpu};
  return 0;
}

/*
** The CPU time of the processes u's walk saw that are still there once
** it is over. A process counts its reaped children's time too, so a
** child read before its parent reaped it (after a pid wrap /proc lists
** it first) would count twice: once alone, once in its parent's read.
** Invariant: a process still there after the walk was not reaped when
** any process was read in it, so no read counts it in a parent's time;
** one gone meanwhile is left out (its time shows in its parent's at a
** later walk, or in the leader's rusage at the end).
*/
static double session_cpu(const struct session_use *u) {
  double cpu = 0.0;
  for (size_t i = 0; i < u->n; i++) {
    struct proc_info p;
    if (procfs_read(u->seen[i].pid, &p) == 0 && p.start == u->seen[i].start)
      cpu += u->seen[i].cpu;
  }
  return cpu;
}

/*
** Read the leader's CPU time (its reaped children's included) and
** memory, and every SCAN_PERIOD seconds of a run's life the CPU time and
** memory of its whole session: a program that forks workers is held to
** the limits by their sums.
*/
static void measure(struct sandbox_run *run, double now) {
  struct proc_info p;
  if (procfs_read(run->pid, &p) == 0) {
    if (p.cpu + p.ccpu > run->cpu)
      run->cpu = p.cpu + p.ccpu;
    if (p.rss > run->peak)
      run->peak = p.rss;
  }
  if (now - run->scanned < SCAN_PERIOD)
    return;
  struct session_use u = {run->session, 0, NULL, 0, 0};
  if (procfs_each(add_use, &u) == 0) {
    double cpu = session_cpu(&u);
    if (u.rss > run->peak)
      run->peak = u.rss;
    if (cpu > run->cpu)
      run->cpu = cpu;
  }
  free(u.seen);
  run->scanned = now;
}

int sandbox_poll(struct sandbox_run *run, const struct sandbox_limits *lim) {
  if (!run->pid)
    return 1;
  struct rusage ru;
  int status = 0;
  pid_t got = wait4(run->pid, &status, WNOHANG, &ru);
  if (got == run->pid) {
    run->status = status;
    double cpu = seconds_of(&ru.ru_utime) + seconds_of(&ru.ru_stime);
    if (cpu > run->cpu)
      run->cpu = cpu;
    if ((size_t)ru.ru_maxrss * 1024 > run->peak)
      run->peak = (size_t)ru.ru_maxrss * 1024;
    kill(-run->pid, SIGKILL); /* what it left in its group */
    run->end = classify(run, lim);
    ended(run);
    return 1;
  }
  double now = sandbox_clock();
  measure(run, now);
  if (run->cpu > lim->seconds || now - run->started > wall_limit(lim))
    kill_at(run, SANDBOX_TLE);
  else if (lim->memory && run->peak > lim->memory)
    kill_at(run, SANDBOX_MLE);
  return run->pid == 0;
}

void sandbox_kill(struct sandbox_run *run) {
  if (!run->pid)
    return;
  kill(-run->pid, SIGKILL);
  kill(run->pid, SIGKILL);
  reap(run);
  ended(run);
}

void sandbox_wait(struct sandbox_run *const runs[], size_t n,
                  double seconds) {
  struct pollfd fds[SANDBOX_WAIT_MAX];
  size_t nfds = 0, live = 0;
  int young = 0;
  double now = sandbox_clock();
  assert(n <= SANDBOX_WAIT_MAX); /* the callers' bound: -j's */
  for (size_t k = 0; k < n; k++) {
    const struct sandbox_run *r = runs[k];
    if (!r->pid)
      continue;
    live++;
    young |= now - r->started < YOUNG;
    if (r->pidfd >= 0)
      fds[nfds++] = (struct pollfd){.fd = r->pidfd, .events = POLLIN};
  }
  if (live == 0)
    return; /* nothing to wait for: the caller has runs to start */
  if (nfds == live) {
    poll(fds, (nfds_t)nfds, (int)ceil(seconds * 1000));
    return;
  }
  /* no descriptor to wait on: nap, briefly while a run is young (most
     runs are short) */
  struct timespec ts = {0, young ? 100000 : 1000000};
  nanosleep(&ts, NULL);
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

void sandbox_sweep(const struct sandbox_run *ended, const pid_t *live,
                   size_t nlive) {
  pid_t session = ended ? ended->session : 0;
  struct sweep w = {getpid(), getpgrp(), session, live, nlive, 0};
  if (nlive == 0 && childless())
    return; /* the usual case at -j 1: nothing to scan /proc for */
  /* killing a stray can orphan its own children to us: scan again.
     With runs going on, only 'session' is swept, and all of it was
     started after its leader: the older processes are not read */
  for (int round = 0; round < 64; round++) {
    w.found = 0;
    int rc = nlive > 0 && session > 0
                 ? procfs_each_since(session, ended->forks, sweep_one, &w)
                 : procfs_each(sweep_one, &w);
    if (rc != 0 || w.found == 0)
      break;
  }
}

/*
** Remove every entry of the directory open at fd but its directories,
** and put the name of one of those in sub[] (empty when there is none).
*/
static void clear_files(int fd, char *sub, size_t len) {
  int dup = fcntl(fd, F_DUPFD_CLOEXEC, 3);
  DIR *d = dup >= 0 ? fdopendir(dup) : NULL;
  struct dirent *e;
  sub[0] = 0;
  if (!d) {
    if (dup >= 0)
      close(dup);
    return;
  }
  while ((e = readdir(d)) != NULL) {
    struct stat st;
    if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..") ||
        fstatat(fd, e->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0)
      continue;
    if (!S_ISDIR(st.st_mode))
      unlinkat(fd, e->d_name, 0);
    else if (!sub[0] && strlen(e->d_name) < len)
      strcpy(sub, e->d_name);
  }
  closedir(d);
}

/*
** Remove the deepest directory down the first-found path from 'path'
** (with its files): 1 when 'path' itself went, 0 when one below it did,
** -1 when nothing could be removed. At most two descriptors are open at
** once, so a tree deeper than PATH_MAX goes too.
*/
static int remove_deepest(const char *path) {
  char sub[256], name[256] = "";
  chmod(path, 0700); /* a program may have locked its own directories */
  int fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  int parent = -1;
  if (fd < 0)
    return unlink(path) == 0 || errno == ENOENT ? 1 : -1;
  for (;;) {
    clear_files(fd, sub, sizeof sub);
    if (!sub[0])
      break;
    fchmodat(fd, sub, 0700, 0);
    int child = openat(fd, sub, O_RDONLY | O_DIRECTORY | O_NOFOLLOW |
                       O_CLOEXEC);
    if (child < 0)
      break;
    if (parent >= 0)
      close(parent);
    parent = fd;
    fd = child;
    strcpy(name, sub);
  }
  close(fd);
  if (parent < 0)
    return rmdir(path) == 0 ? 1 : -1;
  int rc = unlinkat(parent, name, AT_REMOVEDIR) == 0 ? 0 : -1;
  close(parent);
  return rc;
}

void sandbox_remove_tree(const char *path) {
  int rc;
  while ((rc = remove_deepest(path)) == 0)
    ;
}
