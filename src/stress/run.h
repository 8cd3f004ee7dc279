/*
** run.h: a run of the untrusted program as data: its limits, what it
** reads and where what it writes goes, and its state while it goes on
** and once it has ended. Started and watched by sandbox.c, its
** processes made by spawn.c.
*/
#ifndef WN_STRESS_RUN_H
#define WN_STRESS_RUN_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include "stress/inst.h"

struct usage_table;

/* How a run ended, before its output is judged. */
enum sandbox_end {
  SANDBOX_EXITED = 0,  /* exit status 0 */
  SANDBOX_RE,          /* a non-zero exit status or a signal */
  SANDBOX_TLE,         /* over the CPU time limit, or the wall limit
                          (sandbox_wall) */
  SANDBOX_MLE,         /* memory over the limit */
  SANDBOX_OLE,         /* stdout or stderr over the output limit */
  SANDBOX_PLE          /* more processes at once than the limit */
};

struct sandbox_limits {
  double seconds;      /* CPU seconds; the wall limit is sandbox_wall() */
  size_t memory;       /* bytes of memory, 0: none */
  size_t output;       /* bytes of stdout, and of stderr */
  unsigned procs;      /* processes and threads at once */
};

/* What a run reads and where what it writes goes. */
struct sandbox_io {
  const char *input;   /* its stdin, input_len bytes */
  size_t input_len;
  struct sbuf *out;    /* its stdout, appended, at most output + 1 bytes */
  struct sbuf *err;    /* its stderr, appended, the first err_keep bytes */
  size_t err_keep;
  const char *tmpdir;  /* its TMPDIR (made by the caller), or NULL */
  int isolated;        /* sandbox_init's answer: the namespaces' clone
                          flags, or 0 for the fallback */
};

struct sandbox_run {
  pid_t pid;           /* the process stress waits for: the namespace's
                          init, or the program itself; 0 when no run is
                          going on */
  pid_t session;       /* the fallback: its session id, kept after */
  unsigned long long forks; /* the system's forks before its first
                          process (procfs_forks), or 0 */
  unsigned long long ns; /* isolated: its pid namespace's inode; else 0 */
  int pidfd;           /* readable once pid exits, or -1 */
  int outfd, errfd;    /* the read ends of its stdout and stderr, or -1 */
  int statfd;          /* isolated: the init's report, or -1 */
  struct sbuf *out, *err;
  size_t out_keep, out_bytes; /* stdout: the most kept (the output
                          limit + 1), and all seen */
  size_t err_keep, err_bytes; /* stderr: the bytes kept, and all seen */
  double started;      /* wall clock at the start */
  double scanned;      /* wall clock at the last sum over the run */
  double cpu;          /* CPU seconds of the whole run */
  double waited;       /* the most seconds its processes were seen to
                          have waited for a CPU, all together */
  size_t peak;         /* the most memory seen, bytes */
  unsigned procs;      /* the most processes and threads seen at once */
  dev_t shm[2];        /* the devices of memfds and /dev/shm files */
  struct usage_table *walked; /* what the last walk of /proc read of
                          each process (usage.c), or NULL */
  enum sandbox_end end;
  int status;          /* the program's wait status when it ended */
  int killed;          /* 1 when stress killed it at a limit */
};

#endif /* WN_STRESS_RUN_H */
