/*
** spawn.c: start a run's processes (spawn.h).
**
** Isolated: clone3 makes the init, pid 1 of new pid, user and IPC
** namespaces, with a pidfd. It waits for stress to write its uid and gid
** maps (the identity map of all ids for root, so files are reached as at
** a terminal; the user's own id otherwise), forks the program (pid 2),
** reports SPAWN_STARTED or SPAWN_FAILED, reaps whatever ends in the
** namespace, and on the program's end reports SPAWN_ENDED with its
** status and exits: the kernel then kills every process left in the
** namespace. Its parent-death signal is SIGKILL, so stress killed ends
** the run too. Only async-signal-safe calls between clone and exec.
*/
#define _GNU_SOURCE
#include "stress/spawn.h"

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "stress/procfs.h"

/*
** Data beyond twice the memory limit plus this fails to allocate: the
** machine is protected from a run that grows between two polls, and a
** run that touches what it allocates is killed at the limit (MLE)
** long before.
*/
#define BACKSTOP ((rlim_t)4 << 30)

#define PIPE_BYTES (1 << 20) /* asked of the output pipes: fewer wakeups */

/* The clone3 arguments, as the kernel reads them (linux/sched.h). */
struct clone3_args {
  uint64_t flags, pidfd, child_tid, parent_tid, exit_signal, stack,
      stack_size, tls;
};
#ifndef CLONE_PIDFD
#define CLONE_PIDFD 0x00001000
#endif

/* clone3 as fork: the child returns 0. -1 with errno where refused. */
static pid_t clone3_fork(uint64_t flags, int *pidfd) {
#if defined(SYS_clone3)
  struct clone3_args a;
  memset(&a, 0, sizeof a);
  a.flags = flags | CLONE_PIDFD;
  a.pidfd = (uint64_t)(uintptr_t)pidfd;
  a.exit_signal = SIGCHLD;
  return (pid_t)syscall(SYS_clone3, &a, sizeof a);
#else
  (void)flags;
  (void)pidfd;
  errno = ENOSYS;
  return -1;
#endif
}

/* Write the short text to path: 0 or -1. */
static int put(const char *path, const char *text) {
  int fd = open(path, O_WRONLY | O_CLOEXEC);
  if (fd < 0)
    return -1;
  ssize_t n = write(fd, text, strlen(text));
  int rc = n == (ssize_t)strlen(text) ? 0 : -1;
  return close(fd) == 0 ? rc : -1;
}

/* Give the user namespace of child pid its id maps: 0 or -1. */
static int map_ids(pid_t pid) {
  char path[64], line[64];
  if (geteuid() == 0) {
    snprintf(path, sizeof path, "/proc/%d/uid_map", (int)pid);
    if (put(path, "0 0 4294967295\n"))
      return -1;
    snprintf(path, sizeof path, "/proc/%d/gid_map", (int)pid);
    return put(path, "0 0 4294967295\n");
  }
  snprintf(path, sizeof path, "/proc/%d/setgroups", (int)pid);
  put(path, "deny"); /* needed for an unprivileged gid map */
  snprintf(path, sizeof path, "/proc/%d/uid_map", (int)pid);
  snprintf(line, sizeof line, "%u %u 1\n", (unsigned)geteuid(),
           (unsigned)geteuid());
  if (put(path, line))
    return -1;
  snprintf(path, sizeof path, "/proc/%d/gid_map", (int)pid);
  snprintf(line, sizeof line, "%u %u 1\n", (unsigned)getegid(),
           (unsigned)getegid());
  return put(path, line);
}

/* Read exactly n bytes (EINTR retried): 0, or -1 at end of file. */
static int read_all(int fd, void *buf, size_t n) {
  ssize_t got;
  while ((got = read(fd, buf, n)) < 0 && errno == EINTR)
    ;
  return got == (ssize_t)n ? 0 : -1;
}

int spawn_probe(char *why, size_t whylen) {
  static const uint64_t tries[] = {
      CLONE_NEWPID | CLONE_NEWUSER | CLONE_NEWIPC,
      CLONE_NEWPID | CLONE_NEWIPC};
  int err = 0;
  for (size_t t = 0; t < sizeof tries / sizeof *tries; t++) {
    int go[2], pidfd = -1;
    if (pipe2(go, O_CLOEXEC) != 0)
      break;
    pid_t pid = clone3_fork(tries[t], &pidfd);
    if (pid == 0) {
      char c;
      _exit(read(go[0], &c, 1) == 1 && c == 'g' ? 0 : 1);
    }
    close(go[0]);
    int ok = pid > 0 && (!(tries[t] & CLONE_NEWUSER) || map_ids(pid) == 0);
    if (pid < 0 || !ok)
      err = errno;
    if (pid > 0) {
      int status = 0;
      ssize_t w = write(go[1], ok ? "g" : "n", 1);
      (void)w;
      while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
        ;
      ok &= WIFEXITED(status) && WEXITSTATUS(status) == 0;
      close(pidfd);
    }
    close(go[1]);
    if (ok)
      return (int)tries[t];
  }
  snprintf(why, whylen, "no pid namespace: %s",
           strerror(err ? err : ENOSYS));
  return 0;
}

static void set_limit(int what, rlim_t soft, rlim_t hard) {
  struct rlimit rl = {soft, hard};
  setrlimit(what, &rl);
}

/*
** Close every descriptor above 2 but 'keep' (-1: none): nothing stress
** holds or inherited reaches the program.
*/
static void close_others(int keep) {
#if defined(SYS_close_range)
  if (keep < 0 && syscall(SYS_close_range, 3u, ~0u, 0u) == 0)
    return;
  if (keep >= 3 &&
      (keep == 3 || syscall(SYS_close_range, 3u, (unsigned)keep - 1, 0u) == 0)
      && syscall(SYS_close_range, (unsigned)keep + 1, ~0u, 0u) == 0)
    return;
#endif
  long most = sysconf(_SC_OPEN_MAX);
  for (int fd = 3; fd < (most > 0 && most < 65536 ? most : 65536); fd++)
    if (fd != keep)
      close(fd);
}

/* The descriptors a run's program gets, and the limits it runs under. */
struct plan {
  const char *path;
  char *const *argv;
  char *const *envp;
  int fds[3];          /* its stdin, stdout, stderr */
  int report;          /* exec's errno goes here (close-on-exec) */
  const struct sandbox_limits *lim;
  int isolated;
};

/*
** The program, between fork and exec: a session of its own, its
** descriptors, limits and signals; exec, or exec's errno up the report
** pipe and exit 127.
*/
static void program(const struct plan *p) {
  setsid(); /* its own group, and no controlling terminal */
  if (!p->isolated)
    prctl(PR_SET_PDEATHSIG, SIGKILL); /* stress killed: the run goes too */
  for (int fd = 0; fd < 3; fd++)
    if (dup2(p->fds[fd], fd) < 0) /* dup2 clears close-on-exec */
      goto fail;
  close_others(p->report);
  const struct sandbox_limits *lim = p->lim;
  rlim_t cpu = (rlim_t)ceil(lim->seconds) + 1;
  set_limit(RLIMIT_CPU, cpu, cpu + 1);
  /* files it writes (stdout is a pipe, counted by stress) */
  set_limit(RLIMIT_FSIZE, (rlim_t)lim->output + 1, (rlim_t)lim->output + 1);
  if (lim->memory) /* a backstop far above the limit: polls see MLE */
    set_limit(RLIMIT_DATA, (rlim_t)lim->memory * 2 + BACKSTOP,
              (rlim_t)lim->memory * 2 + BACKSTOP);
  set_limit(RLIMIT_CORE, 0, 0);
  /* the kernel keeps it for users (per user namespace, the init one of
     them): one process past the limit can start, so that a flood sits
     there for stress to see and judge as for root, whom it does not bind */
  if (geteuid() != 0)
    set_limit(RLIMIT_NPROC, lim->procs + 2, lim->procs + 2);
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
  for (int sig = 1; sig < NSIG; sig++)
    if (sig != SIGKILL && sig != SIGSTOP)
      signal(sig, SIG_DFL);
  execve(p->path, p->argv, p->envp);
fail:;
  int e = errno;
  ssize_t w = write(p->report, &e, sizeof e);
  (void)w;
  _exit(127);
}

/* Tell stress (statfd) what == value. */
static void tell(int statfd, int what, int value, long maxrss) {
  struct spawn_report r = {what, value, maxrss};
  ssize_t w = write(statfd, &r, sizeof r);
  (void)w;
}

/*
** The init of an isolated run, pid 1 of its namespace: never returns.
** 'go' is readable once stress has written the id maps.
*/
static void init(const struct plan *p, int go, int statfd) {
  char c;
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  /* not dumpable: the program, root of the user namespace it shares
     with the init, cannot trace it (its memory was made outside) */
  prctl(PR_SET_DUMPABLE, 0);
  if (read_all(go, &c, 1) != 0 || c != 'g')
    _exit(1); /* stress gone, or no maps */
  setsid();
  int rep[2];
  if (pipe2(rep, O_CLOEXEC) != 0) {
    tell(statfd, SPAWN_FAILED, errno, 0);
    _exit(1);
  }
  struct plan q = *p;
  q.report = rep[1];
  pid_t pid = fork();
  if (pid == 0)
    program(&q);
  int e = pid < 0 ? errno : 0;
  close(rep[1]);
  if (pid > 0 && read_all(rep[0], &e, sizeof e) != 0)
    e = 0; /* end of file: exec went through */
  for (int fd = 0; fd < 3; fd++)
    close(fd);
  close_others(statfd);
  tell(statfd, e ? SPAWN_FAILED : SPAWN_STARTED, e, 0);
  long maxrss = 0;
  for (;;) {
    int status;
    struct rusage ru;
    pid_t got = wait4(-1, &status, 0, &ru);
    if (got > 0 && ru.ru_maxrss > maxrss)
      maxrss = ru.ru_maxrss;
    if (got == pid) {
      tell(statfd, SPAWN_ENDED, status, maxrss);
      _exit(0);
    }
    if (got < 0 && errno != EINTR)
      _exit(0);
  }
}

/* A sealed memfd holding the input, at offset 0: the fd, or -1. */
static int input_fd(const struct sandbox_io *io) {
  int fd = memfd_create("input", MFD_CLOEXEC | MFD_ALLOW_SEALING);
  if (fd < 0)
    return -1;
  size_t done = 0;
  while (done < io->input_len) {
    ssize_t n = write(fd, io->input + done, io->input_len - done);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0) {
      close(fd);
      return -1;
    }
    done += (size_t)n;
  }
  if (fcntl(fd, F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_WRITE |
            F_SEAL_SEAL) != 0 || lseek(fd, 0, SEEK_SET) != 0) {
    close(fd);
    return -1;
  }
  return fd;
}

/* environ with TMPDIR set to tmpdir (NULL: unchanged); malloc'd. */
static char **environment(const char *tmpdir, char **tmpvar) {
  extern char **environ;
  size_t n = 0;
  while (environ[n])
    n++;
  char **env = malloc((n + 2) * sizeof *env);
  if (!env)
    return NULL;
  size_t k = 0;
  for (size_t i = 0; i < n; i++)
    if (!tmpdir || strncmp(environ[i], "TMPDIR=", 7) != 0)
      env[k++] = environ[i];
  *tmpvar = NULL;
  if (tmpdir && asprintf(tmpvar, "TMPDIR=%s", tmpdir) < 0) {
    free(env);
    return NULL;
  }
  if (*tmpvar)
    env[k++] = *tmpvar;
  env[k] = NULL;
  return env;
}

/* Close each descriptor of fds[0..n) that is open; set them -1. */
static void close_all(int *fds, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (fds[i] >= 0) {
      close(fds[i]);
      fds[i] = -1;
    }
}

/*
** Fork or clone the run's first process: the init (isolated) or the
** program. 0, or -1 with why[] set. p->report is the fallback's exec
** report pipe's write end; go and stat are the isolated run's pipes.
*/
static int launch(struct sandbox_run *run, struct plan *p, int go[2],
                  int stat[2], int rep[2], char *why, size_t whylen) {
  if (procfs_forks(&run->forks) != 0)
    run->forks = 0;
  if (p->isolated) {
    pid_t pid = clone3_fork((uint64_t)(unsigned)p->isolated, &run->pidfd);
    if (pid == 0) {
      close(go[1]);
      close(stat[0]);
      init(p, go[0], stat[1]);
    }
    if (pid < 0) {
      snprintf(why, whylen, "cannot make the run's namespaces: %s",
               strerror(errno));
      return -1;
    }
    run->pid = pid;
    close_all(&go[0], 1);
    close_all(&stat[1], 1);
    int ok = !(p->isolated & CLONE_NEWUSER) || map_ids(pid) == 0;
    ssize_t w = write(go[1], ok ? "g" : "n", 1);
    (void)w;
    if (procfs_pidns(pid, &run->ns) != 0)
      run->ns = 0;
    return 0;
  }
  pid_t pid = fork();
  if (pid == 0)
    program(p);
  if (pid < 0) {
    snprintf(why, whylen, "cannot fork: %s", strerror(errno));
    return -1;
  }
  run->pid = run->session = pid;
  close_all(&rep[1], 1);
#if defined(SYS_pidfd_open)
  run->pidfd = (int)syscall(SYS_pidfd_open, pid, 0u); /* close-on-exec */
#endif
  return 0;
}

/*
** How the start went: 0 running, or -1 with why[] set (the run reaped).
** Isolated, the init's first report says; in the fallback, the exec
** report pipe (end of file: exec went through).
*/
static int started(struct sandbox_run *run, const struct plan *p, int rep,
                   char *why, size_t whylen) {
  int e = 0;
  if (p->isolated) {
    struct spawn_report r;
    if (read_all(run->statfd, &r, sizeof r) != 0)
      e = ECHILD;
    else if (r.what == SPAWN_FAILED)
      e = r.value;
  } else if (read_all(rep, &e, sizeof e) != 0) {
    e = 0;
  }
  if (!e)
    return 0;
  kill(run->pid, SIGKILL);
  while (waitpid(run->pid, NULL, 0) < 0 && errno == EINTR)
    ;
  snprintf(why, whylen, "cannot run \"%s\": %s", p->argv[0],
           e == ECHILD ? "the run's init ended" : strerror(e));
  return -1;
}

int spawn_start(struct sandbox_run *run, const char *path,
                char *const argv[], const struct sandbox_io *io,
                const struct sandbox_limits *lim, char *why, size_t whylen) {
  int in = input_fd(io), out[2] = {-1, -1}, err[2] = {-1, -1};
  int go[2] = {-1, -1}, stat[2] = {-1, -1}, rep[2] = {-1, -1};
  char *tmpvar = NULL, **env = environment(io->tmpdir, &tmpvar);
  int rc = -1;
  if (in < 0 || !env || pipe2(out, O_CLOEXEC) || pipe2(err, O_CLOEXEC) ||
      (io->isolated ? pipe2(go, O_CLOEXEC) || pipe2(stat, O_CLOEXEC)
                    : pipe2(rep, O_CLOEXEC))) {
    snprintf(why, whylen, "cannot set up a run: %s", strerror(errno));
    goto done;
  }
  fcntl(out[0], F_SETPIPE_SZ, PIPE_BYTES);
  struct plan p = {path, argv, env, {in, out[1], err[1]}, rep[1], lim,
                   io->isolated};
  if (launch(run, &p, go, stat, rep, why, whylen) != 0)
    goto done;
  run->statfd = stat[0];
  stat[0] = -1;
  if (started(run, &p, rep[0], why, whylen) != 0) {
    close(run->statfd);
    run->statfd = -1;
    if (run->pidfd >= 0)
      close(run->pidfd);
    run->pidfd = -1;
    run->pid = 0;
    goto done;
  }
  run->outfd = out[0];
  run->errfd = err[0];
  out[0] = err[0] = -1;
  fcntl(run->outfd, F_SETFL, O_NONBLOCK);
  fcntl(run->errfd, F_SETFL, O_NONBLOCK);
  rc = 0;
done:
  close_all(&in, 1);
  close_all(out, 2);
  close_all(err, 2);
  close_all(go, 2);
  close_all(stat, 2);
  close_all(rep, 2);
  free(env);
  free(tmpvar);
  return rc;
}
