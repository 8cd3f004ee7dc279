/*
** stats_engine.c: runs a range of instances on worker threads and hands
** the results back in index order.
**
** Work is handed out in chunks from a counter ('next'), sized from the
** mean time per instance so far to take about STATS_CHUNK_SECONDS (one
** instance at first, so a hard game never waits behind a long chunk),
** and smaller towards the end of the range so that threads finish
** together. Results land in a ring of 'wsize' slots, slot (index -
** first) % wsize, and the driving thread drains the ready prefix from
** 'drained'. Invariant: a chunk is only handed out when it ends at most
** wsize past 'drained', and a drain looks at most wsize slots ahead, so
** a slot is never reused or read stale before it has been drained. The
** fields after 'mu' are only touched with the mutex held.
*/
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "stats/stats.h"

struct stats_engine {
  struct stats_job job;        /* job.cfg points at cfg_copy */
  void *cfg_copy;
  size_t wsize;                /* ring slots */
  struct stats_result *slot;
  unsigned char *ready;
  uint64_t end;                /* first + count */
  pthread_mutex_t mu;
  pthread_cond_t work_cv;      /* workers: ring space or stop */
  pthread_cond_t done_cv;      /* driver: rows ready, or workers gone */
  uint64_t next;               /* first index not handed out */
  uint64_t drained;            /* first index not drained */
  uint64_t timed;              /* instances given so far ... */
  double seconds;              /* ... and the seconds they took */
  int stop;                    /* hand out nothing more */
  int halted;                  /* stats_engine_halt: the driver stops */
  int fail_code;               /* first failure (0: none) */
  uint64_t fail_index;         /* lowest failing index */
  unsigned live;               /* worker threads still running */
  int abandoned;               /* the owner is gone; last worker frees */
  pthread_t *tid;              /* job.threads: the started ones ... */
  unsigned started;            /* ... are joined, or detached if abandoned */
};

static void destroy(stats_engine *e) {
  pthread_mutex_destroy(&e->mu);
  pthread_cond_destroy(&e->work_cv);
  pthread_cond_destroy(&e->done_cv);
  free(e->cfg_copy);
  free(e->slot);
  free(e->ready);
  free(e->tid);
  free(e);
}

stats_engine *stats_engine_new(const struct stats_job *job) {
  stats_engine *e = calloc(1, sizeof *e);
  if (!e)
    return NULL;
  e->job = *job;
  e->end = job->first + job->count;
  e->next = e->drained = job->first;
  size_t want = (size_t)1 << 15;
  if (want < (size_t)job->threads * STATS_CHUNK_MAX * 4)
    want = (size_t)job->threads * STATS_CHUNK_MAX * 4;
  e->wsize = job->count < want ? (size_t)job->count + 1 : want;
  e->cfg_copy = malloc(job->game->cfg_size ? job->game->cfg_size : 1);
  e->slot = calloc(e->wsize, sizeof *e->slot);
  e->ready = calloc(e->wsize, 1);
  e->tid = calloc(job->threads ? job->threads : 1, sizeof *e->tid);
  pthread_condattr_t ca;
  int ok = e->cfg_copy && e->slot && e->ready && e->tid &&
           pthread_condattr_init(&ca) == 0;
  if (ok) {
    pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
    ok = pthread_mutex_init(&e->mu, NULL) == 0;
    ok = ok && pthread_cond_init(&e->work_cv, &ca) == 0;
    ok = ok && pthread_cond_init(&e->done_cv, &ca) == 0;
    pthread_condattr_destroy(&ca);
  }
  if (!ok) {
    free(e->cfg_copy);
    free(e->slot);
    free(e->ready);
    free(e->tid);
    free(e);
    return NULL;
  }
  memcpy(e->cfg_copy, job->cfg, job->game->cfg_size);
  e->job.cfg = e->cfg_copy;
  return e;
}

/* About STATS_CHUNK_SECONDS of work, and at most 1/8 of each thread's
** share of what is left (guided scheduling). */
static uint64_t chunk_size(const stats_engine *e) {
  uint64_t left = e->end - e->next, n = 1;
  if (e->timed) {
    double each = e->seconds / (double)e->timed;
    n = each * STATS_CHUNK_MAX <= STATS_CHUNK_SECONDS
            ? STATS_CHUNK_MAX
            : (uint64_t)(STATS_CHUNK_SECONDS / each) + 1;
  }
  uint64_t share = left / ((uint64_t)e->job.threads * 8);
  if (n > share)
    n = share;
  if (n < 1)
    n = 1;
  if (n > STATS_CHUNK_MAX)
    n = STATS_CHUNK_MAX;
  return n < left ? n : left;
}

static int take(void *ud, uint64_t *start, uint64_t *n) {
  stats_engine *e = ud;
  pthread_mutex_lock(&e->mu);
  for (;;) {
    if (e->stop || e->next >= e->end) {
      pthread_mutex_unlock(&e->mu);
      return 0;
    }
    uint64_t k = chunk_size(e);
    if (e->next + k - e->drained <= e->wsize) {
      *start = e->next;
      *n = k;
      e->next += k;
      pthread_mutex_unlock(&e->mu);
      return 1;
    }
    pthread_cond_wait(&e->work_cv, &e->mu);
  }
}

static void give(void *ud, uint64_t start, uint64_t n,
                 const struct stats_result *res, double seconds) {
  stats_engine *e = ud;
  pthread_mutex_lock(&e->mu);
  e->timed += n;
  e->seconds += seconds;
  for (uint64_t k = 0; k < n; k++) {
    size_t s = (size_t)((start + k - e->job.first) % e->wsize);
    /* take() kept [start, start+n) within the ring ahead of 'drained' */
    assert(!e->ready[s]);
    e->slot[s] = res[k];
    e->ready[s] = 1;
  }
  if (start <= e->drained)
    pthread_cond_signal(&e->done_cv);
  pthread_mutex_unlock(&e->mu);
}

static void fail(void *ud, uint64_t index, int code) {
  stats_engine *e = ud;
  pthread_mutex_lock(&e->mu);
  if (!e->fail_code || index < e->fail_index) {
    e->fail_code = code;
    e->fail_index = index;
  }
  e->stop = 1;
  pthread_cond_broadcast(&e->work_cv);
  pthread_cond_signal(&e->done_cv);
  pthread_mutex_unlock(&e->mu);
}

struct stats_feed stats_engine_feed(stats_engine *e) {
  struct stats_feed f = {e, take, give, fail};
  return f;
}

void stats_engine_halt(stats_engine *e) {
  pthread_mutex_lock(&e->mu);
  e->halted = 1;
  pthread_cond_signal(&e->done_cv);
  pthread_mutex_unlock(&e->mu);
}

void stats_engine_hold(stats_engine *e, int delta) {
  pthread_mutex_lock(&e->mu);
  e->live += (unsigned)delta;
  if (e->live == 0)
    pthread_cond_signal(&e->done_cv);
  pthread_mutex_unlock(&e->mu);
}

/*
** A worker of job's game, set up for its seed and limits, or NULL when
** out of memory (nothing is then held). Freed by worker_free.
*/
static void *worker_new(const struct stats_job *job) {
  const struct stats_game *g = job->game;
  void *w = calloc(1, g->worker_size);
  if (w && g->worker_init(w, job->cfg, job->seed, &job->limits) != 0) {
    g->worker_release(w); /* worker_init left each field zero or owned */
    free(w);
    w = NULL;
  }
  return w;
}

static void worker_free(const struct stats_game *g, void *w) {
  g->worker_release(w);
  free(w);
}

int stats_pool_run(const struct stats_job *job,
                   const struct stats_feed *feed) {
  const struct stats_game *g = job->game;
  void *w = worker_new(job);
  if (!w) {
    uint64_t start, n;
    if (feed->take(feed->ud, &start, &n))
      feed->fail(feed->ud, start, WN_ENOMEM);
    return WN_ENOMEM;
  }
  struct stats_result *res = malloc(STATS_CHUNK_MAX * sizeof *res);
  uint64_t start, n;
  while (res && feed->take(feed->ud, &start, &n)) {
    uint64_t k;
    int v = 0;
    double t0 = wn_now(), t = t0;
    for (k = 0; k < n; k++) {
      res[k].states = 0;
      v = g->run(w, job->seed, start + k, &res[k].states);
      res[k].verdict = v;
      res[k].weight = job->weighted && v >= 0 ? g->weight(w) : 1;
      res[k].seconds = 0;
      if (job->time_each) {
        double now = wn_now();
        res[k].seconds = now - t;
        t = now;
      }
      if (v < 0)
        break;
    }
    /* the part before a failure */
    feed->give(feed->ud, start, k, res, wn_now() - t0);
    if (v < 0) {
      feed->fail(feed->ud, start + k, v);
      break;
    }
  }
  if (!res && feed->take(feed->ud, &start, &n))
    feed->fail(feed->ud, start, WN_ENOMEM);
  free(res);
  worker_free(g, w);
  return 0;
}

static void *thread_main(void *arg) {
  stats_engine *e = arg;
  struct stats_feed feed = stats_engine_feed(e);
  stats_pool_run(&e->job, &feed);
  pthread_mutex_lock(&e->mu);
  int last = --e->live == 0;
  int orphan = last && e->abandoned;
  if (last)
    pthread_cond_signal(&e->done_cv);
  pthread_mutex_unlock(&e->mu);
  if (orphan)
    destroy(e);
  return NULL;
}

/* Start the workers with SIGINT/SIGTERM blocked (the driver gets
** them). Returns how many started. */
static unsigned spawn(stats_engine *e) {
  sigset_t block, old;
  sigemptyset(&block);
  sigaddset(&block, SIGINT);
  sigaddset(&block, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &block, &old);
  unsigned started = 0;
  for (; started < e->job.threads; started++) {
    pthread_mutex_lock(&e->mu);
    e->live++;
    pthread_mutex_unlock(&e->mu);
    if (pthread_create(&e->tid[started], NULL, thread_main, e) != 0) {
      pthread_mutex_lock(&e->mu);
      e->live--;
      pthread_mutex_unlock(&e->mu);
      break;
    }
  }
  pthread_sigmask(SIG_SETMASK, &old, NULL);
  e->started = started;
  return started;
}

static void wait_a_while(stats_engine *e, double seconds) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  long ns = ts.tv_nsec + (long)(seconds * 1e9);
  ts.tv_sec += ns / 1000000000L;
  ts.tv_nsec = ns % 1000000000L;
  pthread_cond_timedwait(&e->done_cv, &e->mu, &ts);
}

/* Drain what is ready at e->drained (mutex held on entry and exit). */
static int drain(stats_engine *e, const struct stats_hooks *h,
                 struct stats_totals *totals) {
  uint64_t n = 0, limit = e->fail_code ? e->fail_index : e->end;
  /* a full ring is wsize ready slots: past them the flags are stale */
  if (limit - e->drained > e->wsize)
    limit = e->drained + e->wsize;
  while (e->drained + n < limit &&
         e->ready[(e->drained + n - e->job.first) % e->wsize])
    n++;
  if (n == 0)
    return 0;
  pthread_mutex_unlock(&e->mu);
  int rc = 0;
  /* the slots stay put: nothing past drained + wsize is handed out */
  for (uint64_t k = 0; k < n && rc == 0; k++) {
    const struct stats_result *r =
        &e->slot[(e->drained + k - e->job.first) % e->wsize];
    stats_totals_add(totals, r->verdict, r->states);
    if (e->job.weighted)
      stats_totals_weigh(totals, r->verdict, r->weight);
    rc = h->row ? h->row(h->ud, e->drained + k, r) : 0;
  }
  if (rc == 0 && h->batch)
    rc = h->batch(h->ud, e->drained + n);
  pthread_mutex_lock(&e->mu);
  for (uint64_t k = 0; k < n; k++)
    e->ready[(e->drained + k - e->job.first) % e->wsize] = 0;
  e->drained += n;
  pthread_cond_broadcast(&e->work_cv);
  return rc;
}

int stats_engine_drive(stats_engine *e, const struct stats_hooks *h,
                       const volatile sig_atomic_t *stop,
                       struct stats_totals *totals, uint64_t *fail_index) {
  if (spawn(e) == 0)
    return WN_ENOMEM;
  int rc = 0;
  double last = wn_now();
  pthread_mutex_lock(&e->mu);
  while (rc == 0) {
    uint64_t before = e->drained;
    rc = drain(e, h, totals);
    if (rc)
      break;
    if (e->drained == e->end)
      break;
    if (e->fail_code && e->drained == e->fail_index) {
      rc = e->fail_code;
      *fail_index = e->fail_index;
      break;
    }
    if (e->live == 0 && !e->ready[(e->drained - e->job.first) % e->wsize]) {
      rc = WN_ENOMEM; /* every worker is gone: none could start */
      *fail_index = e->drained;
      break;
    }
    if ((stop && *stop) || e->halted) {
      rc = 1;
      break;
    }
    /* rows that landed while drain() had the mutex released sent their
       signal to nobody: look again before sleeping */
    if (e->drained != before)
      continue;
    wait_a_while(e, 0.2);
    if (wn_now() - last >= 0.2 && h->batch) {
      last = wn_now();
      pthread_mutex_unlock(&e->mu);
      rc = h->batch(h->ud, e->drained);
      pthread_mutex_lock(&e->mu);
    }
  }
  e->stop = 1;
  pthread_cond_broadcast(&e->work_cv);
  if (rc == 0)
    while (e->live > 0) /* all work is done: they are on their way out */
      pthread_cond_wait(&e->done_cv, &e->mu);
  pthread_mutex_unlock(&e->mu);
  return rc;
}

void stats_engine_free(stats_engine *e) {
  if (!e)
    return;
  pthread_mutex_lock(&e->mu);
  int busy = e->live > 0;
  if (busy) { /* interrupted: the last worker out frees e */
    for (unsigned k = 0; k < e->started; k++)
      pthread_detach(e->tid[k]);
    e->abandoned = 1;
  }
  pthread_mutex_unlock(&e->mu);
  if (busy)
    return;
  /* every worker has left its loop; wait until each thread is gone, so
     nothing of theirs is still held when the process ends */
  for (unsigned k = 0; k < e->started; k++)
    pthread_join(e->tid[k], NULL);
  destroy(e);
}
