/*
** procfs.h: what Linux's /proc says of a process, for the sandbox:
** its parent, group and session, its CPU time and that of the children
** it has reaped, its resident memory, its proportional share of the
** memory it shares with others, when it started, its state, its
** threads, its time on a CPU and waiting for one, its pid namespace
** and the files it holds open; and of the system,
** how many processes it has forked and the last pid it handed out.
** Reading a process that has just gone is not an error: it is skipped.
*/
#ifndef WN_STRESS_PROCFS_H
#define WN_STRESS_PROCFS_H

#include <stddef.h>
#include <sys/types.h>

struct stat;

struct proc_info {
  pid_t pid, ppid, pgrp, sid;
  double cpu;          /* user + system CPU seconds */
  double ccpu;         /* the same of its children that it has waited for */
  size_t rss;          /* resident bytes */
  unsigned long long start; /* clock ticks from boot to its start: with
                          pid, it names one process for good */
  unsigned threads;    /* its threads, 1 or more */
  char state;          /* 'R' running or runnable, 'S' sleeping... */
};

/* Fill *p from /proc/PID/stat: 0, or -1 when the process is gone. */
int procfs_read(pid_t pid, struct proc_info *p);

/*
** The proportional resident memory of pid (Pss of smaps_rollup: a page
** shared by k processes counts 1/k in each), in bytes: 0, or -1 when it
** cannot be read (the process is gone, or the kernel is older than 4.14).
*/
int procfs_pss(pid_t pid, size_t *bytes);

/*
** Call fn on every process /proc lists, in no order, until it returns
** non-zero: that value, or 0 after the last; -1 when /proc cannot be
** read. Processes that come or go meanwhile may be seen or not.
*/
int procfs_each(int (*fn)(const struct proc_info *p, void *arg), void *arg);

/*
** The processes the system has forked since boot, threads included
** (/proc/stat's "processes"): 0 with *n set, or -1.
*/
int procfs_forks(unsigned long long *n);

/*
** As procfs_each, but only the processes whose pid was handed out at or
** after 'first' and before this call, in the kernel's cyclic order
** (/proc/sys/kernel/ns_last_pid marks the end): those started since
** 'first' was. The others' stat is not read. 'forks' is procfs_forks's
** count from before 'first' was handed out: once the system has forked
** half as many processes since as a whole cycle of pids holds (pid_max
** less the 300 the kernel keeps; pids in use are skipped), a process
** started since may lie outside that range, and every process is
** walked; so too when 'forks' is 0 or the counts cannot be read.
*/
int procfs_each_since(pid_t first, unsigned long long forks,
                      int (*fn)(const struct proc_info *p, void *arg),
                      void *arg);

/*
** Where the pids of processes started from now on begin: the system's
** forks so far (procfs_forks), then the last pid handed out
** (/proc/sys/kernel/ns_last_pid). 0, or -1 when they cannot be read.
*/
struct procfs_mark {
  unsigned long long forks;
  long last;
};
int procfs_mark(struct procfs_mark *m);

/*
** Call fn, as procfs_each, on the processes started between two marks:
** the pids after from->last up to to->last, each looked up by number
** (not listed: this costs less than a walk of /proc for a few pids).
** Returns fn's non-zero value, or 0 after the last; -1, before any
** call, when a process started since 'from' may lie outside those pids
** (the pids wrapped, or half a cycle of them was forked: see
** procfs_each_since) or there are more than 'most' of them.
*/
int procfs_each_between(const struct procfs_mark *from,
                        const struct procfs_mark *to, long most,
                        int (*fn)(const struct proc_info *p, void *arg),
                        void *arg);

/*
** The inode of pid's pid namespace (/proc/PID/ns/pid): 0 with *ino set,
** or -1 when it cannot be read (gone, or not ours to look at).
*/
int procfs_pidns(pid_t pid, unsigned long long *ino);

/*
** Call fn with the stat of every file pid holds open (its descriptors
** followed, so an unlinked file or a memfd is seen as itself): 0, or -1
** when its descriptors cannot be read.
*/
int procfs_each_fd(pid_t pid, void (*fn)(const struct stat *st, void *arg),
                   void *arg);

/*
** The nanoseconds pid's first thread has spent on a CPU and the seconds
** it has spent runnable but waiting for one (the first two fields of
** /proc/PID/schedstat): 0, or -1 where the kernel does not say.
*/
int procfs_sched(pid_t pid, unsigned long long *ran, double *waited);

#endif /* WN_STRESS_PROCFS_H */
