/*
** stats_mpi.c: the MPI module, winnable-mpi.so (see stats/stats_mpi_plugin.h and
** stats_mpi.h): rank 0 serves chunks of the stats range to worker
** ranks over MPI; worker ranks decide them on threads. The program's
** own functions are reached only through 'host'.
**
** Messages (MPI_UINT64_T arrays; doubles travel as their bits, so all
** hosts must share one byte order). Worker thread t of a rank uses tag
** t + 1 both ways. Request to rank 0: a header of HDR words
**   {flags, start, n, fail_index, fail_code, seconds}
** followed by n results {states, seconds, verdict, weight} (RES words): the chunk given
** back since the last request (n may be 0), then TAKE (wants a chunk),
** FAIL (fail_index could not be decided; the thread is done), DONE (it
** was told to stop; nothing follows) or none (results only). Each TAKE gets one reply {start, n}, in order; n == 0
** means stop (the thread is done). A thread keeps AHEAD TAKEs in
** flight, so a queue of chunks waits for it while it works.
**
** Threads: MPI is entered under one process-wide mutex ('mpi_mu'), so
** MPI_THREAD_SERIALIZED is enough. Nobody blocks inside MPI while
** holding it: receives are polled (MPI_Iprobe, MPI_Test) with short
** sleeps, which also keeps idle ranks off the cores. On rank 0 a
** 'server' thread receives every request and gives results back at
** once, and a 'dispatcher' thread answers TAKEs with the engine's
** take() (which may wait for the reorder window); so a result the
** window waits for is never stuck behind a blocked take.
**
** Silence (issue 22): a 'heartbeat' thread on each worker rank sends an
** empty request (flags 0, no results) with tag 0 every HEARTBEAT_NS
** while any of its threads is working, so a rank busy with one long
** instance is still heard. A rank that is stopped (SIGSTOP), hung or cut
** off sends nothing; when rank 0 has heard nothing from a rank with
** threads still working for summary->rank_timeout seconds, it says so
** and halts the engine: the run ends like an interrupted one (rows
** saved, summary marked), exit 1, and the abort ends the other ranks.
** The last heartbeat precedes the rank's last DONE (both are sent under
** 'mpi_mu', and the heartbeat only while threads_done < threads), so
** rank 0 never leaves one unreceived.
*/
#include <mpi.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "stats/stats_mpi_plugin.h"

enum { HDR = 6, RES = 4, TAKE = 1, FAIL = 2, DONE = 4 };
/* A worker rank's heartbeat period: well under any sensible timeout. */
#define HEARTBEAT_NS 250000000L

/* Set once by winnable_mpi_plugin and mpi_start on the main thread,
** read-only afterwards except rank_instances (written by serve_end on
** the main thread). */
static const struct stats_mpi_host *host;
static int active, nranks;
static uint64_t *rank_instances;
static pthread_mutex_t mpi_mu = PTHREAD_MUTEX_INITIALIZER;
/* Worker ranks: threads that sent DONE or FAIL, and how many there are
** (both under mpi_mu). */
static int threads_done, threads_all;

/* Polls that find nothing sleep a little longer each time, from
** NAP_FIRST up to NAP_LAST nanoseconds, so an idle poller leaves the
** cores to the workers (chunks take ~2 ms and AHEAD are queued, so a
** millisecond of latency costs nothing). */
enum { NAP_FIRST = 20000, NAP_LAST = 1000000 };

/* Sleep *ns, then double it up to NAP_LAST. */
static void nap(long *ns) {
  struct timespec ts = {0, *ns};
  nanosleep(&ts, NULL);
  *ns = *ns * 2 < NAP_LAST ? *ns * 2 : NAP_LAST;
}

static uint64_t dbits(double d) {
  uint64_t u;
  memcpy(&u, &d, sizeof u);
  return u;
}

static double bitsd(uint64_t u) {
  double d;
  memcpy(&d, &u, sizeof d);
  return d;
}

/* The program was started by an MPI launcher (stats_mpi_load.c). */
static int mpi_start(int *rank) {
  *rank = 0;
  int provided = 0;
  if (MPI_Init_thread(NULL, NULL, MPI_THREAD_SERIALIZED, &provided) !=
      MPI_SUCCESS) {
    host->error("cannot start MPI");
    return EXIT_FAILURE_RUN;
  }
  active = 1;
  if (provided < MPI_THREAD_SERIALIZED) {
    host->error("the MPI library does not support threads");
    MPI_Abort(MPI_COMM_WORLD, EXIT_FAILURE_RUN);
  }
  MPI_Comm_rank(MPI_COMM_WORLD, rank);
  MPI_Comm_size(MPI_COMM_WORLD, &nranks);
  return 0;
}

static int mpi_finish(int status) {
  if (!active)
    return status;
  free(rank_instances);
  rank_instances = NULL;
  fflush(stdout);
  fflush(stderr);
  if (status != 0)
    MPI_Abort(MPI_COMM_WORLD, status);
  MPI_Finalize();
  active = 0;
  return status;
}

/* ---- worker ranks ---- */

/* TAKEs a worker thread keeps in flight: enough to cover rank 0's
** answer time (it polls, and may wait for a core) with ~2 ms chunks. */
enum { AHEAD = 4 };

struct remote {
  int tag;
  uint64_t *msg;             /* HDR + RES * STATS_CHUNK_MAX words */
  MPI_Request rq[AHEAD];     /* replies to TAKEs in flight: a ring ... */
  uint64_t reply[AHEAD][2];
  int head, asked;           /* ... of 'asked' from 'head' */
  int stopped;               /* a stop came: ask no more */
};

/* Send the request in r->msg (flags set, results pending) to rank 0. */
static void post(struct remote *r, uint64_t flags) {
  r->msg[0] = flags;
  pthread_mutex_lock(&mpi_mu);
  MPI_Send(r->msg, (int)(HDR + RES * r->msg[2]), MPI_UINT64_T, 0, r->tag,
           MPI_COMM_WORLD);
  threads_done += (flags & (DONE | FAIL)) != 0;
  pthread_mutex_unlock(&mpi_mu);
  r->msg[2] = 0; /* the results went with it */
}

/* Ask for one more chunk (a TAKE, with any results pending). */
static void ask(struct remote *r) {
  int k = (r->head + r->asked) % AHEAD;
  post(r, TAKE);
  pthread_mutex_lock(&mpi_mu);
  MPI_Irecv(r->reply[k], 2, MPI_UINT64_T, 0, r->tag, MPI_COMM_WORLD,
            &r->rq[k]);
  pthread_mutex_unlock(&mpi_mu);
  r->asked++;
}

/* The oldest reply in flight (r->asked > 0), once it is here. */
static const uint64_t *await(struct remote *r) {
  int k = r->head;
  long idle = NAP_FIRST;
  for (int done = 0;;) {
    pthread_mutex_lock(&mpi_mu);
    MPI_Test(&r->rq[k], &done, MPI_STATUS_IGNORE);
    pthread_mutex_unlock(&mpi_mu);
    if (done)
      break;
    nap(&idle);
  }
  r->head = (k + 1) % AHEAD;
  r->asked--;
  return r->reply[k];
}

/*
** The next chunk. AHEAD requests stay in flight (results of earlier
** chunks follow on their own), so the round trip to rank 0 overlaps the
** work instead of idling the thread. Replies come in order, and once
** one says stop all later ones do (the engine's take() never hands out
** work again after saying no).
*/
static int r_take(void *ud, uint64_t *start, uint64_t *n) {
  struct remote *r = ud;
  if (r->msg[2])
    post(r, 0); /* results only */
  while (!r->stopped && r->asked < AHEAD)
    ask(r);
  const uint64_t *rep = await(r);
  *start = rep[0];
  *n = rep[1];
  if (*n)
    return 1;
  r->stopped = 1;
  while (r->asked) /* stops too */
    await(r);
  post(r, DONE); /* after every result of this thread */
  return 0;
}

static void r_give(void *ud, uint64_t start, uint64_t n,
                   const struct stats_result *res, double seconds) {
  struct remote *r = ud;
  /* stats_pool_run gives each chunk back before taking the next */
  r->msg[1] = start;
  r->msg[2] = n;
  r->msg[5] = dbits(seconds);
  for (uint64_t k = 0; k < n; k++) {
    uint64_t *w = r->msg + HDR + RES * k;
    w[0] = res[k].states;
    w[1] = dbits(res[k].seconds);
    w[2] = (uint64_t)(int64_t)res[k].verdict;
    w[3] = dbits(res[k].weight);
  }
}

static void r_fail(void *ud, uint64_t index, int code) {
  struct remote *r = ud;
  r->msg[3] = index;
  r->msg[4] = (uint64_t)(int64_t)code;
  post(r, FAIL);
}

struct rthread {
  const struct stats_job *job;
  struct remote r;
  pthread_t t;
};

static void *worker_main(void *arg) {
  struct rthread *w = arg;
  struct stats_feed feed = {&w->r, r_take, r_give, r_fail};
  host->pool_run(w->job, &feed);
  while (w->r.asked) /* after a failure: rank 0 answers, then aborts us */
    await(&w->r);
  return NULL;
}

/* Tell rank 0 we are alive while any thread of ours is working. */
static void *heartbeat_main(void *arg) {
  (void)arg;
  uint64_t beat[HDR] = {0};
  for (;;) {
    struct timespec ts = {0, HEARTBEAT_NS};
    nanosleep(&ts, NULL);
    pthread_mutex_lock(&mpi_mu);
    int working = threads_done < threads_all;
    if (working)
      MPI_Send(beat, HDR, MPI_UINT64_T, 0, 0, MPI_COMM_WORLD);
    pthread_mutex_unlock(&mpi_mu);
    if (!working)
      return NULL;
  }
}

static int mpi_worker(const struct stats_job *job) {
  int threads = (int)job->threads;
  MPI_Gather(&threads, 1, MPI_INT, NULL, 1, MPI_INT, 0, MPI_COMM_WORLD);
  threads_all = threads; /* before any thread exists */
  pthread_t beat;
  if (pthread_create(&beat, NULL, heartbeat_main, NULL)) {
    host->error("cannot start the MPI heartbeat");
    return mpi_finish(EXIT_FAILURE_RUN);
  }
  struct rthread *w = calloc((size_t)threads, sizeof *w);
  int started = 0;
  for (; w && started < threads; started++) {
    w[started].job = job;
    w[started].r.tag = started + 1;
    w[started].r.msg = calloc(HDR + RES * STATS_CHUNK_MAX, sizeof(uint64_t));
    if (!w[started].r.msg ||
        pthread_create(&w[started].t, NULL, worker_main, &w[started]))
      break;
  }
  if (started < threads) { /* rank 0 counts on all of them */
    host->error("out of memory");
    return mpi_finish(EXIT_FAILURE_RUN);
  }
  for (int k = 0; k < threads; k++) {
    pthread_join(w[k].t, NULL);
    free(w[k].r.msg);
  }
  free(w);
  pthread_join(beat, NULL); /* it sees every thread done */
  return mpi_finish(0);
}

/* ---- rank 0 ---- */

struct stats_mpi_server {
  stats_engine *e;         /* NULL: answer every TAKE with stop */
  struct stats_feed feed;
  uint64_t base;           /* s->totals.instances when serving began */
  uint64_t *count;         /* instances given back, per rank */
  int nremote;             /* remote threads in all */
  int *threads, *ended;    /* per rank: threads, and those DONE/FAILed */
  double *heard;           /* per rank: when rank 0 last heard from it */
  double silence;          /* summary's rank_timeout (0: never) */
  int lost;                /* the rank that went silent (0: none) */
  pthread_t server, dispatcher;
  pthread_mutex_t mu;      /* guards the fields below */
  pthread_cond_t cv;       /* dispatcher: queue not empty, or quit */
  int *queue;              /* TAKE requests: source * 65536 + tag */
  int qhead, qlen, qcap;
  int finished;            /* remote threads DONE or FAILed */
  int quit;
};

static void finished_one(stats_mpi_server *v) {
  pthread_mutex_lock(&v->mu);
  v->finished++;
  pthread_mutex_unlock(&v->mu);
}

static void *dispatcher_main(void *arg) {
  stats_mpi_server *v = arg;
  pthread_mutex_lock(&v->mu);
  for (;;) {
    while (!v->quit && v->qlen == 0)
      pthread_cond_wait(&v->cv, &v->mu);
    if (v->quit)
      break;
    int who = v->queue[v->qhead];
    v->qhead = (v->qhead + 1) % v->qcap;
    v->qlen--;
    pthread_mutex_unlock(&v->mu);
    uint64_t reply[2] = {0, 0};
    if (!v->e || !v->feed.take(v->feed.ud, &reply[0], &reply[1]))
      reply[1] = 0;
    pthread_mutex_lock(&mpi_mu);
    MPI_Send(reply, 2, MPI_UINT64_T, who / 65536, who % 65536,
             MPI_COMM_WORLD);
    pthread_mutex_unlock(&mpi_mu);
    pthread_mutex_lock(&v->mu);
  }
  pthread_mutex_unlock(&v->mu);
  return NULL;
}

/* Act on one request from 'src' (tag 'tag'), HDR + RES n words in m. */
static void serve_one(stats_mpi_server *v, const uint64_t *m, int src,
                      int tag, struct stats_result *res) {
  uint64_t n = m[2];
  if (n && v->e) {
    for (uint64_t k = 0; k < n; k++) {
      const uint64_t *w = m + HDR + RES * k;
      res[k].states = w[0];
      res[k].seconds = bitsd(w[1]);
      res[k].verdict = (int)(int64_t)w[2];
      res[k].weight = bitsd(w[3]);
    }
    v->feed.give(v->feed.ud, m[1], n, res, bitsd(m[5]));
    v->count[src] += n;
  }
  if (m[0] & (FAIL | DONE)) {
    if (v->e)
      v->feed.fail(v->feed.ud, m[3], (int)(int64_t)m[4]);
    v->ended[src]++;
    finished_one(v);
  } else if (m[0] & TAKE) {
    pthread_mutex_lock(&v->mu);
    /* at most AHEAD TAKEs per remote thread are unanswered */
    v->queue[(v->qhead + v->qlen) % v->qcap] = src * 65536 + tag;
    v->qlen++;
    pthread_cond_signal(&v->cv);
    pthread_mutex_unlock(&v->mu);
  }
}

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* A rank with threads still working that has been silent too long, or
** 0. Its number goes in v->lost, with a message. */
static int silent_rank(stats_mpi_server *v, double t) {
  for (int k = 1; v->silence > 0 && k < nranks; k++)
    if (v->ended[k] < v->threads[k] && t - v->heard[k] > v->silence) {
      host->error("MPI rank %d has sent nothing for %g s (stopped, hung or "
                  "cut off): ending the run (--rank-timeout)", k,
                  v->silence);
      return v->lost = k;
    }
  return 0;
}

static void *server_main(void *arg) {
  stats_mpi_server *v = arg;
  double checked = now();
  for (int k = 0; k < nranks; k++)
    v->heard[k] = checked;
  uint64_t *m = malloc((HDR + RES * STATS_CHUNK_MAX) * sizeof *m);
  struct stats_result *res = malloc(STATS_CHUNK_MAX * sizeof *res);
  long idle = NAP_FIRST;
  if (!m || !res) {
    host->error("out of memory");
    MPI_Abort(MPI_COMM_WORLD, EXIT_FAILURE_RUN);
  }
  for (;;) {
    pthread_mutex_lock(&v->mu);
    int over = v->quit || v->finished == v->nremote;
    pthread_mutex_unlock(&v->mu);
    if (over)
      break;
    int flag = 0, words = 0;
    MPI_Status st;
    pthread_mutex_lock(&mpi_mu);
    MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &flag, &st);
    if (flag) {
      MPI_Get_count(&st, MPI_UINT64_T, &words);
      MPI_Recv(m, HDR + RES * STATS_CHUNK_MAX, MPI_UINT64_T, st.MPI_SOURCE,
               st.MPI_TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
    pthread_mutex_unlock(&mpi_mu);
    double t = now();
    if (flag) { /* served before the silence check: its rows are kept */
      idle = NAP_FIRST;
      if (st.MPI_SOURCE > 0 && st.MPI_SOURCE < nranks)
        v->heard[st.MPI_SOURCE] = t;
      /* a worker of ours sent it: HDR + RES * m[2] words, m[2] <= CHUNK_MAX */
      if (words >= HDR && m[2] <= STATS_CHUNK_MAX &&
          (uint64_t)words == HDR + RES * m[2])
        serve_one(v, m, st.MPI_SOURCE, st.MPI_TAG, res);
    }
    if (t - checked >= 0.1) {
      checked = t;
      if (silent_rank(v, t)) {
        if (v->e)
          host->engine_halt(v->e);
        break;
      }
    }
    if (!flag)
      nap(&idle);
  }
  free(m);
  free(res);
  if (v->e)
    host->engine_hold(v->e, -1);
  return NULL;
}

static stats_mpi_server *mpi_serve(stats_engine *e,
                                   struct stats_summary *s) {
  if (!active)
    return NULL;
  int *threads = calloc((size_t)nranks, sizeof *threads);
  int mine = 0;
  if (!threads) {
    host->error("out of memory");
    MPI_Abort(MPI_COMM_WORLD, EXIT_FAILURE_RUN);
  }
  MPI_Gather(&mine, 1, MPI_INT, threads, 1, MPI_INT, 0, MPI_COMM_WORLD);
  stats_mpi_server *v = calloc(1, sizeof *v);
  rank_instances = calloc((size_t)nranks, sizeof *rank_instances);
  if (!v || !rank_instances) {
    host->error("out of memory");
    MPI_Abort(MPI_COMM_WORLD, EXIT_FAILURE_RUN);
  }
  for (int k = 1; k < nranks; k++)
    v->nremote += threads[k];
  v->threads = threads;
  v->ended = calloc((size_t)nranks, sizeof *v->ended);
  v->heard = calloc((size_t)nranks, sizeof *v->heard);
  if (!v->ended || !v->heard) {
    host->error("out of memory");
    MPI_Abort(MPI_COMM_WORLD, EXIT_FAILURE_RUN);
  }
  v->silence = s->rank_timeout;
  v->e = e;
  if (e)
    v->feed = host->engine_feed(e);
  v->base = s->totals.instances;
  v->count = rank_instances;
  v->qcap = v->nremote * AHEAD + 1;
  v->queue = calloc((size_t)v->qcap, sizeof *v->queue);
  pthread_mutex_init(&v->mu, NULL);
  pthread_cond_init(&v->cv, NULL);
  if (e)
    host->engine_hold(e, 1); /* released when the server is done */
  if (!v->queue || pthread_create(&v->dispatcher, NULL, dispatcher_main, v) ||
      pthread_create(&v->server, NULL, server_main, v)) {
    host->error("cannot start the MPI server");
    MPI_Abort(MPI_COMM_WORLD, EXIT_FAILURE_RUN);
  }
  return v;
}

static void mpi_serve_end(stats_mpi_server *v, int complete,
                          struct stats_summary *s) {
  if (!v) {
    if (active) { /* alone: every instance was decided here */
      rank_instances = calloc(1, sizeof *rank_instances);
      if (rank_instances) {
        rank_instances[0] = s->totals.instances;
        s->rank_instances = rank_instances;
        s->ranks = 1;
      }
    }
    return;
  }
  if (!complete) {
    pthread_mutex_lock(&v->mu);
    v->quit = 1;
    pthread_mutex_unlock(&v->mu);
  }
  pthread_join(v->server, NULL);
  pthread_mutex_lock(&v->mu);
  v->quit = 1;
  pthread_cond_signal(&v->cv);
  pthread_mutex_unlock(&v->mu);
  pthread_join(v->dispatcher, NULL);
  uint64_t remote = 0;
  for (int k = 1; k < nranks; k++)
    remote += v->count[k];
  uint64_t here = s->totals.instances - v->base;
  v->count[0] = here > remote ? here - remote : 0;
  s->rank_instances = v->count;
  s->ranks = nranks;
  s->lost_rank = v->lost;
  free(v->threads);
  free(v->ended);
  free(v->heard);
  pthread_mutex_destroy(&v->mu);
  pthread_cond_destroy(&v->cv);
  free(v->queue);
  free(v);
}

/* ---- the module's entry point ---- */

static const struct stats_mpi_ops ops = {mpi_start, mpi_worker, mpi_serve,
                                         mpi_serve_end, mpi_finish};

__attribute__((visibility("default")))
const struct stats_mpi_ops *winnable_mpi_plugin(
    const struct stats_mpi_host *h);

const struct stats_mpi_ops *winnable_mpi_plugin(
    const struct stats_mpi_host *h) {
  if (strcmp(h->version, WINNABLE_VERSION) != 0 ||
      h->job_size != sizeof(struct stats_job) ||
      h->summary_size != sizeof(struct stats_summary) ||
      h->result_size != sizeof(struct stats_result))
    return NULL; /* another build: its structs may differ */
  host = h;
  return &ops;
}
