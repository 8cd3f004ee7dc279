/*
** procfs.c: reads /proc/PID/stat and /proc/PID/smaps_rollup (procfs.h),
** and walks /proc, all of it or the pids handed out since a given one,
** or looks up by number the pids handed out between two marks (and
** reads /proc/stat for the count of processes forked).
** In stat the process's name, field 2, may hold anything, spaces and ')'
** included, so the fields are counted from the last ')' of the line:
** field 3 (the state) follows it.
*/
#define _GNU_SOURCE
#include "stress/procfs.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

/* Fields of /proc/PID/stat, numbered from 1 as proc(5) does. */
enum { F_PPID = 4, F_PGRP = 5, F_SID = 6, F_UTIME = 14, F_STIME = 15,
       F_CUTIME = 16, F_CSTIME = 17, F_THREADS = 20, F_START = 22,
       F_RSS = 24 };

/* Read the small file at path into buf (cap bytes, NUL added). Returns
** 0, or -1 if it cannot be opened or read or is empty. */
static int read_small(const char *path, char *buf, size_t cap) {
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return -1;
  ssize_t n = read(fd, buf, cap - 1);
  close(fd);
  if (n <= 0)
    return -1;
  buf[n] = 0;
  return 0;
}

int procfs_read(pid_t pid, struct proc_info *p) {
  char name[64], buf[1024];
  snprintf(name, sizeof name, "/proc/%d/stat", (int)pid);
  if (read_small(name, buf, sizeof buf))
    return -1;
  const char *s = strrchr(buf, ')');
  if (!s)
    return -1;
  long long f[F_RSS + 1] = {0};
  s++;
  while (*s == ' ')
    s++;
  p->state = *s;
  for (int k = 3; *s && k <= F_RSS; k++) {
    while (*s == ' ')
      s++;
    f[k] = strtoll(s, (char **)&s, 10); /* the state letter reads as 0 */
    while (*s && *s != ' ')
      s++;
  }
  long tick = sysconf(_SC_CLK_TCK), page = sysconf(_SC_PAGESIZE);
  p->pid = pid;
  p->ppid = (pid_t)f[F_PPID];
  p->pgrp = (pid_t)f[F_PGRP];
  p->sid = (pid_t)f[F_SID];
  p->cpu = (double)(f[F_UTIME] + f[F_STIME]) / (double)tick;
  p->ccpu = (double)(f[F_CUTIME] + f[F_CSTIME]) / (double)tick;
  p->rss = f[F_RSS] > 0 ? (size_t)f[F_RSS] * (size_t)page : 0;
  p->start = (unsigned long long)f[F_START];
  p->threads = f[F_THREADS] > 0 ? (unsigned)f[F_THREADS] : 1;
  return 0;
}

int procfs_pss(pid_t pid, size_t *bytes) {
  char name[64], line[256];
  snprintf(name, sizeof name, "/proc/%d/smaps_rollup", (int)pid);
  FILE *fp = fopen(name, "re");
  unsigned long long kb;
  int rc = -1;
  while (fp && rc != 0 && fgets(line, sizeof line, fp))
    if (sscanf(line, "Pss: %llu kB", &kb) == 1) {
      *bytes = (size_t)kb << 10;
      rc = 0;
    }
  if (fp)
    fclose(fp);
  return rc;
}

/* The number in the small file at path, or -1 when it cannot be read. */
static long read_number(const char *path) {
  char buf[32];
  if (read_small(path, buf, sizeof buf))
    return -1;
  return strtol(buf, NULL, 10);
}

int procfs_forks(unsigned long long *n) {
  char line[256];
  FILE *fp = fopen("/proc/stat", "re");
  int rc = -1;
  while (fp && rc != 0 && fgets(line, sizeof line, fp))
    rc = sscanf(line, "processes %llu", n) == 1 ? 0 : -1;
  if (fp)
    fclose(fp);
  return rc;
}

#define RESERVED_PIDS 300 /* pids below it are not handed out again */

/* Forks enough for a whole cycle of pids (within_cycle), or 0. */
static unsigned long long half_cycle(void) {
  long most = read_number("/proc/sys/kernel/pid_max");
  return most > RESERVED_PIDS ? (unsigned long long)(most - RESERVED_PIDS) / 2
                              : 0;
}

/*
** 1 when too few processes were forked since the count 'forks' for a
** pid handed out since to have come round. A fork moves the kernel's
** cursor past the next free pid, skipping those in use: with fewer than
** half the cycle in use (more, and the system is all but out of pids),
** a whole cycle takes at least half as many forks as it holds pids.
*/
static int within_cycle(unsigned long long forks) {
  unsigned long long now;
  return forks > 0 && procfs_forks(&now) == 0 && now - forks < half_cycle();
}

/* 1 when pid is in [first, last], cyclically (first > last: wrapped). */
static int in_window(long pid, long first, long last) {
  return first <= last ? pid >= first && pid <= last
                       : pid >= first || pid <= last;
}

/* procfs_each over [first, last]; every process when first is 0. */
static int each_in(long first, long last,
                   int (*fn)(const struct proc_info *p, void *arg),
                   void *arg) {
  DIR *d = opendir("/proc");
  if (!d)
    return -1;
  struct dirent *e;
  int rc = 0;
  while (rc == 0 && (e = readdir(d)) != NULL) {
    char *end;
    long pid = strtol(e->d_name, &end, 10);
    struct proc_info p;
    if (!*end && pid > 0 && (first == 0 || in_window(pid, first, last)) &&
        procfs_read((pid_t)pid, &p) == 0)
      rc = fn(&p, arg);
  }
  closedir(d);
  return rc;
}

int procfs_each(int (*fn)(const struct proc_info *p, void *arg), void *arg) {
  return each_in(0, 0, fn, arg);
}

int procfs_each_since(pid_t first, unsigned long long forks,
                      int (*fn)(const struct proc_info *p, void *arg),
                      void *arg) {
  long last = first > 0 && within_cycle(forks)
                  ? read_number("/proc/sys/kernel/ns_last_pid") : -1;
  return each_in(last > 0 ? first : 0, last, fn, arg);
}

int procfs_mark(struct procfs_mark *m) {
  if (procfs_forks(&m->forks) != 0)
    return -1;
  m->last = read_number("/proc/sys/kernel/ns_last_pid");
  return m->forks > 0 && m->last > 0 ? 0 : -1;
}

/* 1 when pid names a process (a thread group), 0 when it names none or
** another thread of one (whose /proc/TID is found though not listed),
** -1 when the kernel does not say (no pidfd_open, out of descriptors). */
static int is_process(long pid) {
#if defined(SYS_pidfd_open)
  int fd = (int)syscall(SYS_pidfd_open, (pid_t)pid, 0u);
  if (fd >= 0)
    close(fd);
  /* a thread: EINVAL, ENOENT since Linux 6.9 */
  return fd >= 0 ? 1 : errno == ESRCH || errno == EINVAL || errno == ENOENT
                           ? 0 : -1;
#else
  (void)pid;
  return -1;
#endif
}

int procfs_each_between(const struct procfs_mark *from,
                        const struct procfs_mark *to, long most,
                        int (*fn)(const struct proc_info *p, void *arg),
                        void *arg) {
  if (from->last > to->last || to->last - from->last > most ||
      to->forks - from->forks >= half_cycle())
    return -1;
  size_t n = 0;
  struct proc_info *ps = malloc((size_t)(to->last - from->last + 1) *
                                sizeof *ps);
  int rc = ps ? 0 : -1;
  for (long pid = from->last + 1; rc == 0 && pid <= to->last; pid++) {
    int is = is_process(pid);
    if (is < 0)
      rc = -1; /* read them all first: no call before this answer */
    else if (is && procfs_read((pid_t)pid, &ps[n]) == 0)
      n++;
  }
  for (size_t i = 0; rc == 0 && i < n; i++)
    rc = fn(&ps[i], arg);
  free(ps);
  return rc;
}

int procfs_pidns(pid_t pid, unsigned long long *ino) {
  char name[64], link[64];
  snprintf(name, sizeof name, "/proc/%d/ns/pid", (int)pid);
  ssize_t n = readlink(name, link, sizeof link - 1);
  if (n <= 0)
    return -1;
  link[n] = 0;
  return sscanf(link, "pid:[%llu]", ino) == 1 ? 0 : -1;
}

int procfs_each_fd(pid_t pid, void (*fn)(const struct stat *st, void *arg),
                   void *arg) {
  char name[64];
  snprintf(name, sizeof name, "/proc/%d/fd", (int)pid);
  int dfd = open(name, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  DIR *d = dfd >= 0 ? fdopendir(dfd) : NULL;
  if (!d) {
    if (dfd >= 0)
      close(dfd);
    return -1;
  }
  struct dirent *e;
  while ((e = readdir(d)) != NULL) {
    struct stat st;
    /* following the link stats the open file itself, even unlinked */
    if (e->d_name[0] != '.' && fstatat(dfd, e->d_name, &st, 0) == 0)
      fn(&st, arg);
  }
  closedir(d);
  return 0;
}

int procfs_sched(pid_t pid, unsigned long long *ran, double *waited) {
  char name[64], buf[128];
  unsigned long long ns;
  snprintf(name, sizeof name, "/proc/%d/schedstat", (int)pid);
  if (read_small(name, buf, sizeof buf) ||
      sscanf(buf, "%llu %llu", ran, &ns) != 2)
    return -1;
  *waited = (double)ns * 1e-9;
  return 0;
}
