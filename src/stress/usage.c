/*
** usage.c: a run's use summed over its processes by a walk of /proc
** (usage.h).
**
** A walk reads the stat of the run's processes (its pid namespace, or
** in the fallback its session): those the walk before saw, each by its
** pid, and the pids handed out since, each looked up by number; or,
** where those are many or wrapped (and at the first walk), every pid
** handed out since the run's first process, from a listing of /proc.
** CPU time, threads and waits (schedstat) are read at every walk. The
** memory is the costly part (smaps_rollup walks the page tables, and
** each descriptor is followed to find the memory files held) and is
** read again only where it may have changed: a process with more than
** one thread, one running now, one whose thread has been on a CPU since
** the walk before (schedstat counts it to the nanosecond), one not read
** for REFRESH walks; and every process when the run has one more or one
** fewer than at the walk before (a fork shares pages, an exit unshares
** them or leaves the last holder of a memory file), or when the memory
** kept would pass the limit: a verdict of MLE is always drawn from
** memory read at that walk. What a process that has not run keeps may
** count less than it should until it is read again, at most REFRESH
** walks later: a page it shares counts by its share, which grows when
** the other holder, still running, writes to its copy-on-write copy.
** Invariant: a table's processes are in ascending pid order (the order
** /proc lists them; sorted after a walk by number), so the next walk
** finds each by binary search.
*/
#define _GNU_SOURCE
#include "stress/usage.h"
#include "stress/procfs.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* Walks that a process that has not run keeps its memory unread. */
#define REFRESH 10

/* The most pids started since the walk before that a walk looks up one
** by one; with more, it lists /proc. */
#define LOOKUP_MOST 256

#define HELD_MAX 64 /* the memory files of a run told apart by inode */

/* A memory file (memfd, /dev/shm) a process holds. */
struct held {
  ino_t ino;
  size_t bytes;        /* its blocks, when its holder was read */
};

/* One process among the pids a walk looked at. */
struct proc_use {
  pid_t pid;
  unsigned long long start; /* with pid, it names the process */
  int member;          /* 1 when it is one of the run's */
  unsigned long long ran; /* ns its first thread has been on a CPU, or 0 */
  double cpu;          /* its CPU time and its reaped children's */
  size_t rss;          /* resident bytes (stat) */
  int stale;           /* 1 when its memory is kept from an earlier walk */
  unsigned long read_at; /* the walk that read its memory */
  size_t mem;          /* its proportional resident set then */
  size_t first, nheld; /* its memory files: held[first, first + nheld) */
};

struct usage_table {
  unsigned long walk;  /* this walk's number, from 1 */
  struct procfs_mark mark; /* taken before the walk read anything */
  int marked;          /* 1 when mark was read */
  struct proc_use *procs;
  size_t n, cap;
  struct held *held;
  size_t nheld, heldcap;
};

/* A walk in progress: the table it reads into and the one before. */
struct walk {
  const struct sandbox_run *run;
  const struct usage_table *old;
  struct usage_table *now;
  size_t kept;         /* members of old found again */
  int born;            /* 1 when a member was not in old */
  int failed;          /* 1 when out of memory */
  unsigned procs;
  double waited;
};

/* Make room for one more item of 'size' bytes in *a: 0, or -1. */
static int room(void *a, size_t *cap, size_t n, size_t size) {
  void **p = a;
  if (n < *cap)
    return 0;
  size_t more = *cap ? 2 * *cap : 64;
  void *q = realloc(*p, more * size);
  if (!q)
    return -1;
  *p = q;
  *cap = more;
  return 0;
}

/* The entry of t for the process p names (same pid, same start), or NULL. */
static const struct proc_use *before(const struct usage_table *t,
                                     const struct proc_info *p) {
  size_t lo = 0, hi = t ? t->n : 0;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (t->procs[mid].pid < p->pid)
      lo = mid + 1;
    else
      hi = mid;
  }
  if (!t || lo >= t->n || t->procs[lo].pid != p->pid ||
      t->procs[lo].start != p->start)
    return NULL;
  return &t->procs[lo];
}

/* 1 when p is one of the run's: its namespace (which a process never
** leaves: the walk before's answer stands), or its session. */
static int member(const struct sandbox_run *run, const struct proc_info *p,
                  const struct proc_use *prev) {
  unsigned long long ns;
  if (!run->ns)
    return p->sid == run->session;
  if (prev)
    return prev->member;
  return procfs_pidns(p->pid, &ns) == 0 && ns == run->ns;
}

/* 1 when e has not run since the walk before read it as prev, and its
** memory is recent enough to keep. */
static int settled(const struct proc_info *p, const struct proc_use *e,
                   const struct proc_use *prev, unsigned long walk) {
  return prev && prev->member && p->threads == 1 && p->state != 'R' &&
         e->ran != 0 && e->ran == prev->ran && walk - prev->read_at < REFRESH;
}

/* Keep prev's memory for e: its figure and its memory files. */
static int keep_memory(struct walk *w, struct proc_use *e,
                       const struct proc_use *prev) {
  struct usage_table *t = w->now;
  e->stale = 1;
  e->read_at = prev->read_at;
  e->mem = prev->mem;
  e->first = t->nheld;
  e->nheld = 0;
  for (size_t i = 0; i < prev->nheld; i++) {
    if (room(&t->held, &t->heldcap, t->nheld, sizeof *t->held))
      return -1;
    t->held[t->nheld++] = w->old->held[prev->first + i];
    e->nheld++;
  }
  return 0;
}

/* procfs_each callback: read p into the walk's table. */
static int look(const struct proc_info *p, void *arg) {
  struct walk *w = arg;
  struct usage_table *t = w->now;
  const struct proc_use *prev = before(w->old, p);
  struct proc_use e = {.pid = p->pid, .start = p->start,
                       .cpu = p->cpu + p->ccpu, .rss = p->rss};
  e.member = member(w->run, p, prev);
  if (!e.member && !w->run->ns)
    return 0; /* a session is read from stat each walk: nothing to keep */
  if (e.member) {
    double waited;
    if (procfs_sched(p->pid, &e.ran, &waited) == 0)
      w->waited += waited;
    else
      e.ran = 0;
    /* an isolated run's init is stress's, not the program's */
    if (!w->run->ns || p->pid != w->run->pid)
      w->procs += p->threads;
    w->kept += prev && prev->member;
    w->born |= !prev;
    if (settled(p, &e, prev, t->walk) && keep_memory(w, &e, prev))
      w->failed = 1;
  }
  if (w->failed || room(&t->procs, &t->cap, t->n, sizeof *t->procs)) {
    w->failed = 1;
    return 1;
  }
  t->procs[t->n++] = e;
  return 0;
}

/* A process's memory being read: where its memory files go. */
struct reading {
  const struct sandbox_run *run;
  struct usage_table *t;
  struct proc_use *e;
  int failed;
};

/* procfs_each_fd callback: note a memory file (memfd, /dev/shm) the
** process holds: a memfd filled with write() is memory no page table
** shows. */
static void add_held(const struct stat *st, void *arg) {
  struct reading *r = arg;
  struct usage_table *t = r->t;
  if (!S_ISREG(st->st_mode) || (st->st_dev != r->run->shm[0] &&
                                st->st_dev != r->run->shm[1]))
    return;
  if (room(&t->held, &t->heldcap, t->nheld, sizeof *t->held)) {
    r->failed = 1;
    return;
  }
  t->held[t->nheld++] = (struct held){st->st_ino, (size_t)st->st_blocks * 512};
  r->e->nheld++;
}

/* Read e's memory now: its proportional share of the pages it maps
** (so pages forked workers share count once) or, where the kernel has
** none, its resident set, and the memory files it holds. */
static int read_memory(const struct sandbox_run *run, struct usage_table *t,
                       struct proc_use *e) {
  struct reading r = {run, t, e, 0};
  size_t pss;
  e->mem = procfs_pss(e->pid, &pss) == 0 ? pss : e->rss;
  e->stale = 0;
  e->read_at = t->walk;
  e->first = t->nheld;
  e->nheld = 0;
  procfs_each_fd(e->pid, add_held, &r);
  return r.failed ? -1 : 0;
}

/* Add file f to the n (at most HELD_MAX) distinct ones in files[], whose
** figures fresh[] says were read at this walk: a figure read now wins
** over one kept, else the larger. Returns the bytes not told apart. */
static size_t merge(struct held *files, int *fresh, size_t *n,
                    const struct held *f, int now) {
  size_t i = 0;
  while (i < *n && files[i].ino != f->ino)
    i++;
  if (i == *n) {
    if (*n == HELD_MAX)
      return f->bytes; /* counted apart, as if not shared */
    files[i] = *f;
    fresh[i] = now;
    ++*n;
  } else if ((now && !fresh[i]) || (now == fresh[i] &&
                                    f->bytes > files[i].bytes)) {
    files[i].bytes = f->bytes;
    fresh[i] = now;
  }
  return 0;
}

/*
** The memory of the walk's members, each memory file counted once;
** every member read now when 'all', else those not settled. *stale
** says whether some figure was kept from an earlier walk. -1 when out
** of memory.
*/
static int memory(struct walk *w, int all, size_t *mem, int *stale) {
  struct usage_table *t = w->now;
  struct held files[HELD_MAX];
  int fresh[HELD_MAX];
  size_t nfiles = 0;
  *mem = 0;
  *stale = 0;
  for (size_t i = 0; i < t->n; i++) {
    struct proc_use *e = &t->procs[i];
    if (!e->member || (w->run->ns && e->pid == w->run->pid))
      continue;
    if ((all || !e->stale) && read_memory(w->run, t, e))
      return -1;
    *stale |= e->stale;
    *mem += e->mem;
    for (size_t k = 0; k < e->nheld; k++)
      *mem += merge(files, fresh, &nfiles, &t->held[e->first + k], !e->stale);
  }
  for (size_t k = 0; k < nfiles; k++)
    *mem += files[k].bytes;
  return 0;
}

/*
** The CPU time of the members the walk saw that are still there once it
** is over. A process counts its reaped children's time too, so a child
** read before its parent reaped it (after a pid wrap /proc lists it
** first) would count twice: once alone, once in its parent's read.
** Invariant: a process still there after the walk was not reaped when
** any process was read in it, so no read counts it in a parent's time;
** one gone meanwhile is left out (its time shows in its parent's at a
** later walk, or in the rusage at the end). One that has used none adds
** nothing and is not read again.
*/
static double still_there(const struct usage_table *t) {
  double cpu = 0.0;
  for (size_t i = 0; i < t->n; i++) {
    const struct proc_use *e = &t->procs[i];
    struct proc_info p;
    if (e->member && e->cpu > 0.0 && procfs_read(e->pid, &p) == 0 &&
        p.start == e->start)
      cpu += e->cpu;
  }
  return cpu;
}

/*
** Read again the members of the walk before but those among the pids
** handed out since (procfs_each_between looks those up): 0, or 1 when
** out of memory.
*/
static int known(struct walk *w) {
  const struct usage_table *old = w->old;
  int rc = 0;
  for (size_t i = 0; rc == 0 && i < old->n; i++) {
    const struct proc_use *e = &old->procs[i];
    struct proc_info p;
    if (e->member && (e->pid <= old->mark.last ||
                      e->pid > w->now->mark.last) &&
        procfs_read(e->pid, &p) == 0 && p.start == e->start)
      rc = look(&p, w);
  }
  return rc;
}

static int by_pid(const void *a, const void *b) {
  const struct proc_use *x = a, *y = b;
  return (x->pid > y->pid) - (x->pid < y->pid);
}

/*
** Read the run's processes into w->now: where the processes started
** since the walk before are few, those and the members it saw, each by
** number; else every pid handed out since the run's first process (all
** of the run's were started after it). 0, or -1.
*/
static int read_all(struct walk *w) {
  struct usage_table *t = w->now;
  t->marked = procfs_mark(&t->mark) == 0;
  if (w->old && w->old->marked && t->marked) {
    int rc = procfs_each_between(&w->old->mark, &t->mark, LOOKUP_MOST,
                                 look, w);
    if (rc == 0 && known(w) == 0) {
      qsort(t->procs, t->n, sizeof *t->procs, by_pid);
      return w->failed ? -1 : 0;
    }
    if (rc != -1)
      return -1; /* out of memory */
  }
  return procfs_each_since(w->run->pid, w->run->forks, look, w) != 0 ||
                 w->failed ? -1 : 0;
}

/* The members of t. */
static size_t members(const struct usage_table *t) {
  size_t n = 0;
  for (size_t i = 0; t && i < t->n; i++)
    n += t->procs[i].member;
  return n;
}

static void table_free(struct usage_table *t) {
  if (t) {
    free(t->procs);
    free(t->held);
    free(t);
  }
}

int usage_walk(struct sandbox_run *run, size_t limit, struct usage *u) {
  struct usage_table *t = calloc(1, sizeof *t);
  struct walk w = {run, run->walked, t, 0, 0, 0, 0, 0.0};
  int stale = 0;
  memset(u, 0, sizeof *u);
  if (!t)
    return -1;
  t->walk = run->walked ? run->walked->walk + 1 : 1;
  if (read_all(&w) != 0) {
    table_free(t);
    return -1;
  }
  int changed = w.born || w.kept < members(w.old);
  if (memory(&w, changed, &u->mem, &stale) ||
      (stale && limit && u->mem > limit && memory(&w, 1, &u->mem, &stale))) {
    table_free(t);
    return -1;
  }
  u->cpu = still_there(t);
  u->procs = w.procs;
  u->waited = w.waited;
  table_free(run->walked);
  run->walked = t;
  return 0;
}

void usage_release(struct sandbox_run *run) {
  table_free(run->walked);
  run->walked = NULL;
}
