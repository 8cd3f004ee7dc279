/*
** test_stress.c: unit tests of stress's parts that run no program:
** what /proc says of this process and of a child it forks (procfs.c),
** and a run's memory walk after walk (usage.c);
** shrinking against made-up failure predicates (the result is the
** smallest input the predicate allows, and 1-minimal), its budget and
** its stop code, and the generators (every kind of every game is
** deterministic, its text reads back with the library's readers, case
** for case, and is valid for the validator, small subtask included).
*/
#define _GNU_SOURCE
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "stress/procfs.h"
#include "stress/sandbox.h"
#include "stress/usage.h"
#include "stress/game.h"
#include "stress/shrink.h"
#include "check/validate.h"

/* ---- made-up failures ---- */

/* No candidate of x fails: x is 1-minimal for the predicate. */
static void assert_one_minimal(const struct stress_game *g,
                               const struct stress_inst *x,
                               int (*fails)(void *, const struct stress_inst *),
                               void *arg) {
  struct stress_inst y;
  size_t k = 0;
  for (int rc; (rc = g->reduce(x, k, &y)) == 1; k++) {
    assert_false(fails(arg, &y));
    inst_release(&y);
  }
}


/* Cards a and b of one case, a before b. */
struct pair {
  int32_t a, b;
  size_t calls;
};

static int has_pair(void *arg, const struct stress_inst *x) {
  struct pair *p = arg;
  p->calls++;
  for (size_t c = 0; c < x->ncases; c++) {
    const struct stress_row *r = &x->cases[c].rows[0];
    int seen_a = 0;
    for (size_t i = 0; i < r->n; i++) {
      if (seen_a && r->v[i] == p->b)
        return 1;
      seen_a |= r->v[i] == p->a;
    }
  }
  return 0;
}

static void one_deck_case(struct stress_inst *x, uint64_t index) {
  uint8_t deck[52];
  int32_t cards[52];
  accordion_deal(7, index, 52, deck);
  for (int i = 0; i < 52; i++)
    cards[i] = deck[i];
  struct stress_case *c = inst_add_case(x);
  assert_non_null(c);
  assert_non_null(case_add_row(c, cards, 52));
}

/* ---- /proc ---- */

/* procfs_each callback: stop with 1 at this process, and keep it. */
static int find_self(const struct proc_info *p, void *arg) {
  if (p->pid != getpid())
    return 0;
  *(struct proc_info *)arg = *p;
  return 1;
}

static void procfs_reads_this_process(void **state) {
  (void)state;
  struct proc_info p, q;
  assert_int_equal(procfs_read(getpid(), &p), 0);
  assert_int_equal(p.pid, getpid());
  assert_int_equal(p.ppid, getppid());
  assert_int_equal(p.pgrp, getpgrp());
  assert_int_equal(p.sid, getsid(0));
  assert_true(p.rss > 0 && p.cpu >= 0);
  assert_int_equal(procfs_read(-1, &p), -1); /* no such process */
  assert_int_equal(procfs_each(find_self, &q), 1);
  assert_int_equal(q.sid, getsid(0));
}

struct seen_pids {
  pid_t self, child;
  int self_seen, child_seen;
};

/* procfs_each_since callback: note this process and the child. */
static int note_pids(const struct proc_info *p, void *arg) {
  struct seen_pids *s = arg;
  s->self_seen |= p->pid == s->self;
  s->child_seen |= p->pid == s->child;
  return 0;
}

/*
** A child started after this process is walked from its own pid on, and
** this process is not (but is when the forks since cannot be told);
** once reaped, its CPU time is this process's children's.
*/
static void procfs_walks_since_a_pid(void **state) {
  (void)state;
  struct proc_info before, after;
  unsigned long long forks;
  assert_int_equal(procfs_read(getpid(), &before), 0);
  assert_int_equal(procfs_forks(&forks), 0);
  pid_t pid = fork();
  assert_true(pid >= 0);
  if (pid == 0) {
    struct timespec ts;
    do /* 0.1 s of CPU time, then sleep until killed */
      clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    while (ts.tv_nsec < 100000000 && ts.tv_sec == 0);
    for (;;)
      pause();
  }
  struct seen_pids s = {getpid(), pid, 0, 0};
  assert_int_equal(procfs_each_since(pid, forks, note_pids, &s), 0);
  assert_true(s.child_seen);
  assert_false(s.self_seen);
  s.child_seen = 0; /* the count of forks unknown: every process */
  assert_int_equal(procfs_each_since(pid, 0, note_pids, &s), 0);
  assert_true(s.child_seen && s.self_seen);
  struct proc_info c;
  do
    assert_int_equal(procfs_read(pid, &c), 0);
  while (c.cpu < 0.09);
  kill(pid, SIGKILL);
  assert_int_equal(waitpid(pid, NULL, 0), pid);
  assert_int_equal(procfs_read(getpid(), &after), 0);
  assert_true(after.ccpu - before.ccpu >= 0.09);
}

/* A thread that notes its id and sleeps until cancelled. */
static void *note_tid(void *arg) {
  __atomic_store_n((pid_t *)arg, (pid_t)syscall(SYS_gettid),
                   __ATOMIC_SEQ_CST);
  for (;;)
    pause();
  return NULL;
}

/*
** Between two marks the pids handed out are looked up one by one: a
** child forked between them is seen, a thread started between them is
** not (its /proc/TID is found though not listed), nor this process.
*/
static void procfs_looks_up_processes_not_threads(void **state) {
  (void)state;
  struct procfs_mark from, to;
  pthread_t th;
  pid_t tid = 0;
  assert_int_equal(procfs_mark(&from), 0);
  pid_t pid = fork();
  assert_true(pid >= 0);
  if (pid == 0)
    for (;;)
      pause();
  assert_int_equal(pthread_create(&th, NULL, note_tid, &tid), 0);
  while (__atomic_load_n(&tid, __ATOMIC_SEQ_CST) == 0)
    sched_yield();
  struct seen_pids s = {getpid(), pid, 0, 0};
  assert_int_equal(procfs_mark(&to), 0);
  int rc = procfs_each_between(&from, &to, 1 << 20, note_pids, &s);
  struct seen_pids t = {tid, 0, 0, 0};
  if (rc == 0)
    procfs_each_between(&from, &to, 1 << 20, note_pids, &t);
  kill(pid, SIGKILL);
  assert_int_equal(waitpid(pid, NULL, 0), pid);
  pthread_cancel(th);
  pthread_join(th, NULL);
  if (rc == -1 && to.last < from.last)
    return; /* the pids wrapped meanwhile: nothing to look up by number */
  assert_int_equal(rc, 0);
  assert_true(s.child_seen);
  assert_false(s.self_seen);
  assert_true(tid > to.last || tid <= from.last || !t.self_seen);
  from.last = to.last + 1; /* more pids than 'most': -1, no call */
  assert_int_equal(procfs_each_between(&from, &to, 0, note_pids, &s), -1);
}

/*
** A run's memory, walk after walk: a process that allocates between
** two walks is read again (it has been on a CPU), and one that has not
** since keeps what was read.
*/
static void usage_reads_a_process_that_ran(void **state) {
  (void)state;
  int cmd[2], ack[2];
  struct sandbox_run run;
  struct usage u0, u1, u2;
  char c;
  memset(&run, 0, sizeof run);
  run.shm[0] = run.shm[1] = (dev_t)-1;
  assert_int_equal(pipe(cmd), 0);
  assert_int_equal(pipe(ack), 0);
  assert_int_equal(procfs_forks(&run.forks), 0);
  pid_t pid = fork();
  assert_true(pid >= 0);
  if (pid == 0) { /* a run of its own: a session; 64 MiB when told */
    setsid();
    if (write(ack[1], "r", 1) == 1 && read(cmd[0], &c, 1) == 1) {
      size_t n = (size_t)64 << 20;
      char *m = malloc(n);
      if (m)
        memset(m, 1, n);
      if (write(ack[1], "a", 1) == 1 && read(cmd[0], &c, 1) == 1)
        _exit(m != NULL);
    }
    _exit(0);
  }
  run.pid = run.session = pid;
  assert_int_equal(read(ack[0], &c, 1), 1); /* its session is made */
  assert_int_equal(usage_walk(&run, 0, &u0), 0);
  assert_int_equal(u0.procs, 1);
  assert_int_equal(write(cmd[1], "a", 1), 1);
  assert_int_equal(read(ack[0], &c, 1), 1);
  usleep(10000); /* asleep again, on the pipe */
  assert_int_equal(usage_walk(&run, 0, &u1), 0);
  assert_int_equal(usage_walk(&run, 0, &u2), 0);
  assert_int_equal(write(cmd[1], "q", 1), 1);
  int status;
  assert_int_equal(waitpid(pid, &status, 0), pid);
  usage_release(&run);
  assert_null(run.walked);
  assert_true(WIFEXITED(status) && WEXITSTATUS(status) == 1);
  assert_true(u1.mem >= u0.mem + ((size_t)60 << 20));
  assert_true(u2.mem >= u0.mem + ((size_t)60 << 20));
  close(cmd[0]);
  close(cmd[1]);
  close(ack[0]);
  close(ack[1]);
}

static void shrinks_to_the_pair(void **state) {
  (void)state;
  struct stress_inst x;
  inst_init(&x);
  one_deck_case(&x, 0);
  struct pair p = {x.cases[0].rows[0].v[10], x.cases[0].rows[0].v[40], 0};
  struct shrink_ops ops = {&stress_accordion, has_pair, &p, 1e300, -1,
                           NULL, 1, 0};
  struct shrink_result res;
  assert_int_equal(shrink(&ops, &x, &res), 0);
  assert_true(res.minimal);
  assert_int_equal(x.ncases, 1);
  assert_int_equal(x.cases[0].rows[0].n, 2);
  assert_int_equal(x.cases[0].rows[0].v[0], p.a);
  assert_int_equal(x.cases[0].rows[0].v[1], p.b);
  assert_int_equal(res.runs, p.calls);
  /* spans of 26, 13, ... cards: about 4 log2(52) runs for two cards
     kept, where one card at a time takes 50 successful runs and more */
  assert_true(res.runs <= 30);
  assert_true(res.steps < 50);
  assert_one_minimal(&stress_accordion, &x, has_pair, &p);
  inst_release(&x);
}

static void isolates_the_failing_case(void **state) {
  (void)state;
  struct stress_inst x;
  inst_init(&x);
  for (uint64_t k = 0; k < 5; k++)
    one_deck_case(&x, k);
  struct pair p = {x.cases[3].rows[0].v[0], x.cases[3].rows[0].v[51], 0};
  struct shrink_ops ops = {&stress_accordion, has_pair, &p, 1e300, 3,
                           NULL, 1, 0};
  struct shrink_result res;
  assert_int_equal(shrink(&ops, &x, &res), 0);
  assert_true(res.minimal);
  assert_int_equal(x.ncases, 1);
  assert_int_equal(stress_accordion.size(&x), 2);
  inst_release(&x);
}

/* Any 3 of 8 cards: many 1-minimal inputs, which one depends on the path. */
struct eight {
  int32_t card[8];
};

static int has_three(void *arg, const struct stress_inst *x) {
  const struct eight *e = arg;
  int seen = 0;
  for (size_t c = 0; c < x->ncases; c++)
    for (size_t i = 0; i < x->cases[c].rows[0].n; i++)
      for (int k = 0; k < 8; k++)
        seen += x->cases[c].rows[0].v[i] == e->card[k];
  return seen >= 3;
}

/*
** shrink_ops.first as runs at once would answer: every candidate
** judged, the last first (as when a later run ends sooner), and the
** first of them in order that fails named.
*/
static int three_first(void *arg, const struct stress_inst *const y[],
                       size_t n) {
  size_t found = n;
  for (size_t i = n; i-- > 0;)
    if (has_three(arg, y[i]))
      found = i;
  return (int)found;
}

/*
** -j N tries N candidates at once: the same steps and runs to the same
** input, also when a sized failure's passes of spans end early.
*/
static void batches_take_the_same_steps(void **state) {
  (void)state;
  for (int sized = 0; sized <= 1; sized++) {
    int32_t kept[3];
    size_t steps = 0, runs = 0;
    for (unsigned width = 1; width <= 6; width++) {
      struct stress_inst x;
      inst_init(&x);
      for (uint64_t k = 0; k < 3; k++)
        one_deck_case(&x, k);
      struct eight e;
      for (int k = 0; k < 8; k++) /* spread over the three cases */
        e.card[k] = x.cases[k % 3].rows[0].v[5 + 6 * k];
      struct shrink_ops ops = {&stress_accordion, has_three, &e, 1e300, -1,
                               three_first, width, sized};
      struct shrink_result res;
      assert_int_equal(shrink(&ops, &x, &res), 0);
      assert_true(res.minimal);
      assert_int_equal(stress_accordion.size(&x), 3);
      assert_one_minimal(&stress_accordion, &x, has_three, &e);
      int32_t cards[3];
      for (size_t c = 0, i = 0; c < x.ncases; c++)
        for (size_t j = 0; j < x.cases[c].rows[0].n; j++)
          cards[i++] = x.cases[c].rows[0].v[j];
      if (width == 1) {
        memcpy(kept, cards, sizeof kept);
        steps = res.steps;
        runs = res.runs;
      }
      assert_int_equal(res.steps, steps);
      assert_int_equal(res.runs, runs);
      assert_memory_equal(cards, kept, sizeof kept);
      inst_release(&x);
    }
  }
}

/* Fails while x holds at least 11 cards, counting its calls. */
static int eleven(void *arg, const struct stress_inst *x) {
  ++*(size_t *)arg;
  return stress_accordion.size(x) >= 11;
}

/* shrink_ops.first over eleven(), every candidate run, the last first. */
static int eleven_first(void *arg, const struct stress_inst *const y[],
                        size_t n) {
  size_t found = n;
  for (size_t i = n; i-- > 0;)
    if (eleven(arg, y[i]))
      found = i;
  return (int)found;
}

/*
** Ten equal cards and another: removing any one of the ten makes the
** same input, run once per pass (18 runs when each is run), at any -j.
*/
static void equal_candidates_run_once(void **state) {
  (void)state;
  int32_t cards[11];
  for (int i = 0; i < 11; i++)
    cards[i] = i < 10 ? 0 : 51;
  for (unsigned width = 1; width <= 4; width++) {
    struct stress_inst x;
    inst_init(&x);
    struct stress_case *c = inst_add_case(&x);
    assert_non_null(c);
    assert_non_null(case_add_row(c, cards, 11));
    size_t calls = 0;
    struct shrink_ops ops = {&stress_accordion, eleven, &calls, 1e300, -1,
                             eleven_first, width, 0};
    struct shrink_result res;
    assert_int_equal(shrink(&ops, &x, &res), 0);
    assert_true(res.minimal);
    assert_int_equal(stress_accordion.size(&x), 11);
    /* spans of 5 and 2: one run each (the last card is no whole span);
       single cards: two */
    assert_int_equal(res.runs, 4);
    assert_int_equal(calls, 4);
    inst_release(&x);
  }
}

static void stops_at_the_deadline(void **state) {
  (void)state;
  struct stress_inst x;
  inst_init(&x);
  one_deck_case(&x, 0);
  struct pair p = {x.cases[0].rows[0].v[0], x.cases[0].rows[0].v[1], 0};
  struct shrink_ops ops = {&stress_accordion, has_pair, &p, 0.0, -1,
                           NULL, 1, 0};
  struct shrink_result res;
  assert_int_equal(shrink(&ops, &x, &res), 0);
  assert_false(res.minimal);
  assert_int_equal(stress_accordion.size(&x), 52); /* nothing tried */
  inst_release(&x);
}

/* has_pair for 6 calls, then the budget is out (SHRINK_OVER). */
static int has_pair_then_over(void *arg, const struct stress_inst *x) {
  struct pair *p = arg;
  return p->calls >= 6 ? SHRINK_OVER : has_pair(arg, x);
}

/* A run cut short by the budget ends shrinking as the budget does. */
static void stops_when_a_run_is_over(void **state) {
  (void)state;
  struct stress_inst x;
  inst_init(&x);
  one_deck_case(&x, 0);
  struct pair p = {x.cases[0].rows[0].v[10], x.cases[0].rows[0].v[40], 0};
  struct shrink_ops ops = {&stress_accordion, has_pair_then_over, &p, 1e300,
                           -1, NULL, 1, 0};
  struct shrink_result res;
  assert_int_equal(shrink(&ops, &x, &res), 0);
  assert_false(res.minimal);
  assert_int_equal(p.calls, 6);
  assert_int_equal(res.runs, 6); /* the run the budget cut is not one */
  size_t size = stress_accordion.size(&x);
  assert_true(size > 2 && size < 52); /* some steps, not all */
  p.calls = 0;
  assert_int_equal(has_pair(&p, &x), 1); /* what is left still fails */
  inst_release(&x);
}

static int stop_at_once(void *arg, const struct stress_inst *x) {
  (void)arg;
  (void)x;
  return -2;
}

static void passes_a_stop_up(void **state) {
  (void)state;
  struct stress_inst x;
  inst_init(&x);
  one_deck_case(&x, 0);
  struct shrink_ops ops = {&stress_accordion, stop_at_once, NULL, 1e300, -1,
                           NULL, 1, 0};
  struct shrink_result res;
  assert_int_equal(shrink(&ops, &x, &res), -2);
  assert_int_equal(stress_accordion.size(&x), 52);
  assert_int_equal(res.runs, 0); /* the run stopped is not counted */
  inst_release(&x);
}

/* SHRINK_OVER at once: the budget ran out before any run began. */
static int over_at_once(void *arg, const struct stress_inst *x) {
  (void)arg;
  (void)x;
  return SHRINK_OVER;
}

/*
** With several cases, the budget out before the first candidate (the
** failing case alone) runs: no run counted ("shrunk ... in 0 runs").
*/
static void counts_no_run_past_the_budget(void **state) {
  (void)state;
  struct stress_inst x;
  inst_init(&x);
  one_deck_case(&x, 0);
  one_deck_case(&x, 1);
  struct shrink_ops ops = {&stress_accordion, over_at_once, NULL, 1e300, 1,
                           NULL, 1, 0};
  struct shrink_result res;
  assert_int_equal(shrink(&ops, &x, &res), 0);
  assert_false(res.minimal);
  assert_int_equal(x.ncases, 2);
  assert_int_equal(res.runs, 0);
  inst_release(&x);
}

/* Fails while the game's size is at least *arg. */
static int size_at_least(void *arg, const struct stress_inst *x) {
  const struct stress_game *g = ((const struct stress_game **)arg)[0];
  size_t least = (size_t)((const uintptr_t *)arg)[1];
  return g->size(x) >= least;
}

/*
** A sized failure (a limit's): a pass of spans ends after two of them
** passed. A deck that fails with all 52 cards: every span passes.
*/
static void sized_passes_end_after_two(void **state) {
  (void)state;
  for (int sized = 0; sized <= 1; sized++) {
    struct stress_inst x;
    inst_init(&x);
    one_deck_case(&x, 0);
    const void *arg[2] = {&stress_accordion, (const void *)(uintptr_t)52};
    struct shrink_ops ops = {&stress_accordion, size_at_least, (void *)arg,
                             1e300, -1, NULL, 1, sized};
    struct shrink_result res;
    assert_int_equal(shrink(&ops, &x, &res), 0);
    assert_true(res.minimal);
    assert_int_equal(stress_accordion.size(&x), 52);
    /* spans: 26 (2 whole), 13 (4), 6 (8), 3 (17), then 52 single cards;
       sized: two of each length */
    assert_int_equal(res.runs, sized ? 2 * 4 + 52 : 2 + 4 + 8 + 17 + 52);
    inst_release(&x);
  }
}

/* Shrink the first input of kind 'kind' with size_at_least(least). */
static void shrink_sized(const struct stress_game *g, enum stress_kind kind,
                         size_t least, size_t *size_after) {
  struct stress_inst x;
  const struct stress_opts o = {0, 0};
  assert_int_equal(stress_deal(g, &o, kind, 3, 0, 3, &x), 0);
  assert_true(g->size(&x) >= least);
  const void *arg[2] = {g, (const void *)(uintptr_t)least};
  struct shrink_ops ops = {g, size_at_least, (void *)arg, 1e300, -1,
                           NULL, 1, 0};
  struct shrink_result res;
  assert_int_equal(shrink(&ops, &x, &res), 0);
  assert_true(res.minimal);
  assert_one_minimal(g, &x, size_at_least, (void *)arg);
  *size_after = g->size(&x);
  inst_release(&x);
}

static void every_game_shrinks_to_the_bound(void **state) {
  (void)state;
  size_t size;
  shrink_sized(&stress_outlast, STRESS_HARD, 2, &size);
  assert_int_equal(size, 2);   /* a board of two cells */
  shrink_sized(&stress_stacks, STRESS_RANDOM, 3, &size);
  assert_in_range(size, 3, 4); /* 3x1, 1x3, or 2x2 when neither is near */
  shrink_sized(&stress_hitormiss, STRESS_RANDOM, 1, &size);
  assert_int_equal(size, 1);   /* one player, the plain deck */
  shrink_sized(&stress_accordion, STRESS_HARD, 5, &size);
  assert_int_equal(size, 5);
}

/* Hit or Miss: fails while place 49 of the first deck is not its plain 11. */
static int place49_misplaced(void *arg, const struct stress_inst *x) {
  (void)arg;
  return x->cases[0].rows[1].v[49] != 11;
}

static void hitormiss_shrink_is_minimal_under_every_swap(void **state) {
  (void)state;
  for (uint64_t seed = 1; seed <= 20; seed++) {
    struct stress_inst x;
    const struct stress_opts o = {0, 0};
    assert_int_equal(stress_deal(&stress_hitormiss, &o, STRESS_RANDOM, seed,
                                 0, 1, &x), 0);
    if (!place49_misplaced(NULL, &x)) {
      inst_release(&x);
      continue;
    }
    struct shrink_ops ops = {&stress_hitormiss, place49_misplaced, NULL,
                             1e300, -1, NULL, 1, 0};
    struct shrink_result res;
    assert_int_equal(shrink(&ops, &x, &res), 0);
    assert_true(res.minimal);
    /* one player, place 49 and the place its value belongs to */
    assert_int_equal(stress_hitormiss.size(&x), 3);
    /* no swap of two places that makes the deck plainer still fails */
    int32_t *d = x.cases[0].rows[1].v;
    size_t size = stress_hitormiss.size(&x);
    for (int i = 0; i < 52; i++)
      for (int j = i + 1; j < 52; j++) {
        int32_t t = d[i];
        d[i] = d[j];
        d[j] = t;
        if (stress_hitormiss.size(&x) < size)
          assert_false(place49_misplaced(NULL, &x));
        d[j] = d[i];
        d[i] = t;
      }
    inst_release(&x);
  }
}

/* ---- generators ---- */

/* The cases x's text reads back as, with the library's readers. */
static size_t cases_read(const struct stress_game *g, const char *text) {
  wn_reader r;
  wn_reader_init_string(&r, text, strlen(text), "generated");
  size_t n = 0;
  int rc;
  if (g == &stress_accordion) {
    accordion_reader ar;
    accordion_reader_init(&ar, &r, NULL);
    while ((rc = accordion_read(&ar)) == 1)
      n++;
    accordion_reader_release(&ar);
  } else if (g == &stress_hitormiss) {
    hitormiss_reader hr;
    hitormiss_reader_init(&hr, &r, 1);
    while ((rc = hitormiss_read(&hr)) == 1)
      n++;
  } else if (g == &stress_stacks) {
    stacks_reader sr;
    stacks_reader_init(&sr, &r, NULL);
    while ((rc = stacks_read(&sr)) == 1)
      n++;
    stacks_reader_release(&sr);
  } else {
    outlast_reader orr;
    outlast_reader_init(&orr, &r, NULL);
    while ((rc = outlast_read(&orr)) == 1)
      n++;
    outlast_reader_release(&orr);
  }
  if (rc != 0)
    fprintf(stderr, "%s: %s\n%s", g->name, r.err.msg, text);
  assert_int_equal(rc, 0);
  return n;
}

/* The text is a valid contest input of its subtask (winnable validate). */
static void assert_valid(const struct stress_game *g,
                         const struct stress_opts *o, const struct sbuf *b) {
  const struct validate_spec spec = {
    .game = g->name,
    .rightmost = o->rightmost,
    .subtask = o->small && g != &stress_accordion && g != &stress_hitormiss
                   ? VALIDATE_SMALL : VALIDATE_LARGE,
  };
  struct validate_error err;
  int rc = validate_text(&spec, b->s, b->len, &err);
  if (rc != 1)
    fprintf(stderr, "%s: %llu:%llu: %s\n", g->name,
            (unsigned long long)err.line, (unsigned long long)err.col,
            err.msg);
  assert_int_equal(rc, 1);
}

/* The text of cases first .. first+count-1. */
static void text_range(const struct stress_game *g,
                       const struct stress_opts *o, enum stress_kind kind,
                       uint64_t seed, uint64_t first, uint64_t count,
                       struct sbuf *b) {
  struct stress_inst x;
  assert_int_equal(stress_deal(g, o, kind, seed, first, count, &x), 0);
  assert_int_equal(x.ncases, count);
  sbuf_init(b);
  g->write(&x, o, b);
  assert_false(b->failed);
  inst_release(&x);
}

static void text_of(const struct stress_game *g, const struct stress_opts *o,
                    enum stress_kind kind, uint64_t seed, struct sbuf *b) {
  text_range(g, o, kind, seed, 0, 24, b);
}

/* Each case valid; one input of CF 208B holds one case. */
static void assert_cases_valid(const struct stress_game *g,
                               const struct stress_opts *o,
                               enum stress_kind kind, uint64_t seed) {
  if (!o->rightmost) {
    struct sbuf b;
    text_of(g, o, kind, seed, &b);
    assert_valid(g, o, &b);
    sbuf_release(&b);
    return;
  }
  for (uint64_t k = 0; k < 24; k++) {
    struct sbuf b;
    text_range(g, o, kind, seed, k, 1, &b);
    assert_valid(g, o, &b);
    sbuf_release(&b);
  }
}

static void generators_are_pure_and_readable(void **state) {
  (void)state;
  const struct stress_game *games[] = {&stress_accordion, &stress_hitormiss,
                                       &stress_stacks, &stress_outlast};
  for (size_t g = 0; g < 4; g++)
    for (int small = 0; small <= 1; small++)
      for (int kind = 0; kind < STRESS_NKINDS; kind++) {
        const struct stress_opts o = {g == 0 && small, small};
        struct sbuf a, b, c;
        text_of(games[g], &o, (enum stress_kind)kind, 5, &a);
        text_of(games[g], &o, (enum stress_kind)kind, 5, &b);
        text_of(games[g], &o, (enum stress_kind)kind, 6, &c);
        assert_string_equal(a.s, b.s);
        assert_true(strcmp(a.s, c.s) != 0 || kind == STRESS_EDGE);
        assert_int_equal(cases_read(games[g], a.s), 24);
        assert_cases_valid(games[g], &o, (enum stress_kind)kind, 5);
        sbuf_release(&a);
        sbuf_release(&b);
        sbuf_release(&c);
      }
}

/*
** What the generators must reach (issue 48), in every kind: Hit or
** Miss sets not on one line of their own; Stack Management values on
** both sides of 32,767 in one case and suits past it (the large
** subtask), and a premade stack named by two cases.
*/
static void generators_reach_the_bounds(void **state) {
  (void)state;
  const struct stress_opts o = {0, 0};
  for (int kind = 0; kind < STRESS_NKINDS; kind++) {
    int broken = 0, straddle = 0, big_suit = 0, shared = 0;
    for (uint64_t seed = 1; seed <= 8; seed++) {
      struct stress_inst x;
      assert_int_equal(stress_deal(&stress_hitormiss, &o,
                                   (enum stress_kind)kind, seed, 0, 3, &x),
                       0);
      struct sbuf b;
      sbuf_init(&b);
      stress_hitormiss.write(&x, &o, &b);
      size_t lines = 0;
      for (size_t i = 0; i < b.len; i++)
        lines += b.s[i] == '\n';
      broken |= lines != 1 + x.ncases; /* n's line, then a set a line */
      sbuf_release(&b);
      inst_release(&x);
      assert_int_equal(stress_deal(&stress_stacks, &o,
                                   (enum stress_kind)kind, seed, 0, 8, &x),
                       0);
      for (size_t c = 0; c < x.ncases; c++) {
        const struct stress_row *r = &x.cases[c].rows[0];
        int low = 0, high = 0;
        for (size_t j = 0; j < r->n; j++) {
          const struct stress_row *st = &x.pool.rows[r->v[j]];
          for (size_t i = 0; i < st->n; i += 2) {
            low |= st->v[i] <= 32767;
            high |= st->v[i] > 32767;
            big_suit |= st->v[i + 1] > 32767;
          }
          for (size_t d = 0; d < c; d++)
            for (size_t k = 0; k < x.cases[d].rows[0].n; k++)
              shared |= x.cases[d].rows[0].v[k] == r->v[j];
        }
        straddle |= low && high;
      }
      inst_release(&x);
    }
    assert_true(broken);
    assert_true(straddle);
    assert_true(big_suit);
    assert_true(shared);
  }
}

int main(void) {
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(procfs_reads_this_process),
    cmocka_unit_test(procfs_walks_since_a_pid),
    cmocka_unit_test(procfs_looks_up_processes_not_threads),
    cmocka_unit_test(usage_reads_a_process_that_ran),
    cmocka_unit_test(shrinks_to_the_pair),
    cmocka_unit_test(isolates_the_failing_case),
    cmocka_unit_test(batches_take_the_same_steps),
    cmocka_unit_test(equal_candidates_run_once),
    cmocka_unit_test(stops_when_a_run_is_over),
    cmocka_unit_test(sized_passes_end_after_two),
    cmocka_unit_test(stops_at_the_deadline),
    cmocka_unit_test(passes_a_stop_up),
    cmocka_unit_test(counts_no_run_past_the_budget),
    cmocka_unit_test(every_game_shrinks_to_the_bound),
    cmocka_unit_test(hitormiss_shrink_is_minimal_under_every_swap),
    cmocka_unit_test(generators_are_pure_and_readable),
    cmocka_unit_test(generators_reach_the_bounds),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
