/*
** pool.c: the ordered pool of pool.h.
**
** Jobs sit in a ring of 'window' slots in the order submitted. Three
** counters walk it, each only forward: head (the oldest job not yet
** handed back), taken (the next job no worker has begun) and tail (the
** next free slot); head <= taken <= tail <= head + window. Slot k's done
** flag is set by the worker that ran it, under the mutex, and read by
** cli_pool_next under the same mutex.
*/
#include <pthread.h>
#include <stdlib.h>
#include <assert.h>
#include "clikit/pool.h"

struct cli_pool {
  cli_pool_work_fn *work;
  void *arg;
  unsigned nthreads;       /* threads started (0 when running inline) */
  pthread_t *threads;
  size_t window;
  void **ring;             /* window slots */
  unsigned char *done;     /* per slot: its job has run */
  size_t head, taken, tail;
  int stopping;            /* cli_pool_free: begin no more jobs */
  pthread_mutex_t mu;
  pthread_cond_t work_ready; /* a job was submitted, or stopping */
  pthread_cond_t job_done;   /* a job finished */
  unsigned next_worker;    /* index handed to the next thread started */
};

static void *worker_main(void *v) {
  cli_pool *p = v;
  pthread_mutex_lock(&p->mu);
  unsigned me = p->next_worker++;
  for (;;) {
    while (!p->stopping && p->taken == p->tail)
      pthread_cond_wait(&p->work_ready, &p->mu);
    if (p->stopping)
      break;
    size_t slot = p->taken++ % p->window;
    pthread_mutex_unlock(&p->mu);
    p->work(p->arg, me, p->ring[slot]);
    pthread_mutex_lock(&p->mu);
    p->done[slot] = 1;
    pthread_cond_broadcast(&p->job_done);
  }
  pthread_mutex_unlock(&p->mu);
  return NULL;
}

cli_pool *cli_pool_new(unsigned threads, size_t window, cli_pool_work_fn *work,
                       void *arg) {
  assert(threads >= 1 && window >= threads);
  cli_pool *p = calloc(1, sizeof *p);
  if (!p)
    return NULL;
  p->work = work;
  p->arg = arg;
  p->window = window;
  p->ring = calloc(window, sizeof *p->ring);
  p->done = calloc(window, 1);
  p->threads = threads > 1 ? calloc(threads, sizeof *p->threads) : NULL;
  pthread_mutex_init(&p->mu, NULL);
  pthread_cond_init(&p->work_ready, NULL);
  pthread_cond_init(&p->job_done, NULL);
  if (!p->ring || !p->done || (threads > 1 && !p->threads)) {
    cli_pool_free(p);
    return NULL;
  }
  for (unsigned k = 0; threads > 1 && k < threads; k++) {
    if (pthread_create(&p->threads[k], NULL, worker_main, p)) {
      cli_pool_free(p);
      return NULL;
    }
    p->nthreads++;
  }
  return p;
}

void cli_pool_submit(cli_pool *p, void *job) {
  pthread_mutex_lock(&p->mu);
  assert(p->tail - p->head < p->window); /* the caller checked for room */
  size_t slot = p->tail % p->window;
  p->ring[slot] = job;
  p->done[slot] = 0;
  p->tail++;
  if (!p->nthreads) { /* one worker: the caller's thread, now */
    p->taken++;
    pthread_mutex_unlock(&p->mu);
    p->work(p->arg, 0, job);
    pthread_mutex_lock(&p->mu);
    p->done[slot] = 1;
  }
  pthread_cond_signal(&p->work_ready);
  pthread_mutex_unlock(&p->mu);
}

size_t cli_pool_in_flight(const cli_pool *p) {
  /* only the caller moves head and tail, so no lock is needed here */
  return p->tail - p->head;
}

void *cli_pool_next(cli_pool *p) {
  if (p->head == p->tail)
    return NULL;
  size_t slot = p->head % p->window;
  pthread_mutex_lock(&p->mu);
  while (!p->done[slot])
    pthread_cond_wait(&p->job_done, &p->mu);
  pthread_mutex_unlock(&p->mu);
  p->head++;
  return p->ring[slot];
}

void cli_pool_free(cli_pool *p) {
  if (!p)
    return;
  pthread_mutex_lock(&p->mu);
  p->stopping = 1;
  pthread_cond_broadcast(&p->work_ready);
  pthread_mutex_unlock(&p->mu);
  for (unsigned k = 0; k < p->nthreads; k++)
    pthread_join(p->threads[k], NULL);
  pthread_cond_destroy(&p->job_done);
  pthread_cond_destroy(&p->work_ready);
  pthread_mutex_destroy(&p->mu);
  free(p->threads);
  free(p->done);
  free(p->ring);
  free(p);
}
