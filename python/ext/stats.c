/*
** stats.c: _winnable.stats, the rows of a win-rate run: instances first
** .. first+count-1 of a seed, dealt as deal.c deals them and decided on
** 'threads' pthreads, each with its own solver context, while the
** caller's thread waits with the GIL released, waking every WAKE_SECONDS
** to run the signal handlers (Ctrl-C) and the progress callback.
** Returns (rows, error): rows a list of (index, verdict, states, seconds)
** of the instances decided, in index order; error None, or the
** exception that stopped the run (KeyboardInterrupt, or what progress
** raised), the rows then being the instances decided before it.
** winnable/_stats.py makes the totals and the Wilson interval.
** Invariant: instance k is claimed by exactly one worker (an atomic
** counter) and written to rows[k] by it alone; a search cut short by the
** stop flag is not a decision and leaves rows[k] undecided.
*/
#include <pthread.h>
#include <stdlib.h>
#include <time.h>
#include "ext.h"

#define WAKE_SECONDS 0.02

struct row {
  int verdict;
  int decided;               /* 0: not claimed, or cut short by a stop */
  uint64_t states;
  double seconds;
};

struct run {
  const char *game;
  accordion_rule rule;
  accordion_rules rules;     /* under ACCORDION_ANY: the game's */
  uint64_t seed, first, count, cards, players, rows, cols;
  stacks_shape shape;
  double density;
  wn_limits lim;             /* without a hook: each worker adds its own */
  atomic_ullong next;        /* the next index to claim, from 0 */
  atomic_ullong decided;     /* rows decided so far, for progress */
  atomic_int stop;
  struct row *out;
  atomic_int failed;         /* a worker's WN_ENOMEM */
  pthread_mutex_t mu;        /* guards running; cv says it dropped */
  pthread_cond_t cv;
  unsigned running;          /* workers not yet finished */
};

struct worker {
  struct run *run;
  struct wn_poll poll;       /* never the main thread's: stop only */
  pthread_t tid;
};

/* Deal and decide instance k with this worker's context. */
static int one(struct run *r, void *ctx, uint8_t *buf, stacks_card *cards,
               const stacks_card **rows, uint64_t k, uint64_t *states) {
  uint64_t index = r->first + k;
  int v;
  switch (r->game[0]) {
  case 'a':
    accordion_deal(r->seed, index, (size_t)r->cards, buf);
    v = accordion_solve(ctx, buf, (size_t)r->cards, r->rule);
    *states = accordion_states(ctx);
    return v;
  case 'h': {
    uint8_t deck[HITORMISS_CARDS];
    hitormiss_deal(r->seed, index, deck);
    for (int i = 0; i < HITORMISS_CARDS; i++)
      buf[i] = (uint8_t)wn_card_rank(deck[i]);
    v = hitormiss_play(ctx, buf, (int)r->players);
    *states = hitormiss_states(ctx);
    return v;
  }
  case 's':
    stacks_deal(r->seed, index, &r->shape, cards);
    for (size_t i = 0; i < r->shape.stacks; i++)
      rows[i] = cards + i * r->shape.cards;
    v = stacks_solve(ctx, rows, r->shape.stacks, r->shape.cards, 0);
    *states = stacks_states(ctx);
    return v;
  default:
    outlast_deal(r->seed, index, (size_t)r->rows, (size_t)r->cols,
                 r->density, buf);
    v = outlast_solve(ctx, buf, (size_t)r->rows, (size_t)r->cols);
    *states = outlast_states(ctx);
    return v;
  }
}

static void *new_ctx(const struct run *r, const wn_limits *lim) {
  void *ctx;
  switch (r->game[0]) {
  case 'a':
    if ((ctx = accordion_new(NULL))) {
      accordion_set_limits(ctx, lim);
      accordion_set_rules(ctx, &r->rules);
    }
    return ctx;
  case 'h':
    if ((ctx = hitormiss_new(NULL)))
      hitormiss_set_limits(ctx, lim);
    return ctx;
  case 's':
    if ((ctx = stacks_new(NULL)))
      stacks_set_limits(ctx, lim);
    return ctx;
  default:
    if ((ctx = outlast_new(NULL)))
      outlast_set_limits(ctx, lim);
    return ctx;
  }
}

static void free_ctx(const struct run *r, void *ctx) {
  switch (r->game[0]) {
  case 'a': accordion_free(ctx); break;
  case 'h': hitormiss_free(ctx); break;
  case 's': stacks_free(ctx); break;
  default: outlast_free(ctx); break;
  }
}

static void *work(void *wp) {
  struct worker *w = wp;
  struct run *r = w->run;
  wn_limits lim = r->lim;
  lim.cancel = ext_poll;
  lim.cancel_arg = &w->poll;
  size_t nbuf = r->game[0] == 'a' ? (size_t)r->cards
                : r->game[0] == 'o' ? (size_t)(r->rows * r->cols)
                                    : HITORMISS_CARDS;
  size_t ncards = (size_t)r->shape.stacks * r->shape.cards;
  void *ctx = new_ctx(r, &lim);
  uint8_t *buf = malloc(nbuf);
  stacks_card *cards = malloc((ncards ? ncards : 1) * sizeof *cards);
  const stacks_card **rows = malloc((r->shape.stacks + 1) * sizeof *rows);
  if (!ctx || !buf || !cards || !rows)
    atomic_store(&r->stop, 1), atomic_store(&r->failed, 1);
  while (!atomic_load(&r->stop)) {
    uint64_t k = atomic_fetch_add(&r->next, 1);
    if (k >= r->count)
      break;
    double t0 = wn_now();
    uint64_t states = 0;
    int v = one(r, ctx, buf, cards, rows, k, &states);
    if (v < 0)
      atomic_store(&r->stop, 1), atomic_store(&r->failed, 1);
    if (v < 0 || (v == WN_UNKNOWN && atomic_load(&r->stop)))
      break; /* the stop's cancel hook, not a limit, ended the search */
    r->out[k] = (struct row){v, 1, states, wn_now() - t0};
    atomic_fetch_add(&r->decided, 1);
  }
  if (ctx)
    free_ctx(r, ctx);
  free(buf);
  free(cards);
  free(rows);
  pthread_mutex_lock(&r->mu);
  r->running--;
  pthread_cond_signal(&r->cv);
  pthread_mutex_unlock(&r->mu);
  return NULL;
}

/* Wait up to WAKE_SECONDS for the workers (GIL released by the caller);
** the number still running. */
static unsigned wait_a_while(struct run *r) {
  struct timespec until;
  clock_gettime(CLOCK_REALTIME, &until);
  until.tv_nsec += (long)(WAKE_SECONDS * 1e9);
  until.tv_sec += until.tv_nsec / 1000000000L;
  until.tv_nsec %= 1000000000L;
  pthread_mutex_lock(&r->mu);
  if (r->running)
    pthread_cond_timedwait(&r->cv, &r->mu, &until);
  unsigned left = r->running;
  pthread_mutex_unlock(&r->mu);
  return left;
}

/* Signal handlers, then progress(newly decided) when some were: 0, or
** -1 with the exception they raised. */
static int report(struct run *r, PyObject *progress, uint64_t *reported) {
  if (PyErr_CheckSignals())
    return -1;
  uint64_t now = atomic_load(&r->decided);
  if (progress == Py_None || now == *reported)
    return 0;
  PyObject *got = PyObject_CallFunction(progress, "K",
                                        (unsigned long long)(now - *reported));
  *reported = now;
  Py_XDECREF(got);
  return got ? 0 : -1;
}

/* The decided rows of r in index order, among the first 'claimed'
** (no worker took a row past them: an interrupted run of 10^9 deals
** looks at the few it began, not at 10^9 rows); NULL raised. */
static PyObject *decided_rows(const struct run *r, uint64_t claimed) {
  PyObject *list = PyList_New(0);
  for (uint64_t k = 0; list && k < claimed && k < r->count; k++) {
    if (!r->out[k].decided)
      continue;
    PyObject *row = Py_BuildValue("(KsKd)", r->first + k,
                                  wn_verdict_name(r->out[k].verdict),
                                  (unsigned long long)r->out[k].states,
                                  r->out[k].seconds);
    if (!row || PyList_Append(list, row))
      Py_CLEAR(list);
    Py_XDECREF(row);
  }
  return list;
}

/* The exception raised, taken out of the error indicator. */
static PyObject *raised_exception(void) {
  PyObject *type, *value, *tb;
  PyErr_Fetch(&type, &value, &tb);
  PyErr_NormalizeException(&type, &value, &tb);
  if (tb && value)
    PyException_SetTraceback(value, tb);
  Py_XDECREF(type);
  Py_XDECREF(tb);
  return value;
}

/* Run r on n workers while this thread waits, reporting; (rows, error). */
static PyObject *run_threads(struct run *r, unsigned n, PyObject *progress) {
  struct worker *ws = calloc(n, sizeof *ws);
  if (!ws || !(r->out = calloc(r->count ? r->count : 1, sizeof *r->out)))
    return free(ws), PyErr_NoMemory();
  pthread_mutex_init(&r->mu, NULL);
  pthread_cond_init(&r->cv, NULL);
  unsigned started = 0;
  Py_BEGIN_ALLOW_THREADS
  for (; started < n; started++) {
    ws[started].run = r;
    ext_poll_init(&ws[started].poll, &r->stop);
    ws[started].poll.signals = 0;
    pthread_mutex_lock(&r->mu);
    r->running++;
    pthread_mutex_unlock(&r->mu);
    if (pthread_create(&ws[started].tid, NULL, work, &ws[started])) {
      pthread_mutex_lock(&r->mu);
      r->running--;
      pthread_mutex_unlock(&r->mu);
      break;
    }
  }
  Py_END_ALLOW_THREADS
  uint64_t reported = 0;
  int raised = started ? 0 : (PyErr_NoMemory(), -1);
  for (unsigned left = started; left;) {
    Py_BEGIN_ALLOW_THREADS
    left = wait_a_while(r);
    Py_END_ALLOW_THREADS
    if (!raised && report(r, progress, &reported))
      raised = -1, atomic_store(&r->stop, 2);
  }
  Py_BEGIN_ALLOW_THREADS
  for (unsigned k = 0; k < started; k++)
    pthread_join(ws[k].tid, NULL);
  Py_END_ALLOW_THREADS
  if (!raised && report(r, progress, &reported))
    raised = -1;
  PyObject *exc = NULL, *rows = NULL, *out = NULL;
  if (raised)
    exc = raised_exception();
  if (atomic_load(&r->failed) && !exc)
    PyErr_NoMemory();
  else if ((rows = decided_rows(r, atomic_load(&r->next))))
    out = Py_BuildValue("(NO)", rows, exc ? exc : Py_None);
  Py_XDECREF(exc);
  pthread_cond_destroy(&r->cv);
  pthread_mutex_destroy(&r->mu);
  free(r->out);
  free(ws);
  return out;
}

PyObject *ext_stats(PyObject *self, PyObject *args, PyObject *kw) {
  static char *names[] = {"game", "seed", "first", "count", "threads",
                          "max_states", "timeout", "max_memory", "rule",
                          "cards", "players", "stacks", "suits", "values",
                          "rows", "cols", "density", "progress", "rules",
                          NULL};
  struct run r = {0};
  unsigned threads = 1;
  unsigned long long max_states = 0, max_memory = 0, stacks = 4, suits = 0,
                     values = 13;
  double timeout = 0;
  const char *rule = "any";
  PyObject *progress = Py_None, *rules = NULL;
  r.cards = 52, r.players = 1, r.rows = r.cols = 10, r.density = 0.5;
  (void)self;
  if (!PyArg_ParseTupleAndKeywords(
          args, kw, "sKKKI|KdKsKKKKKKKdOO", names, &r.game, &r.seed,
          &r.first, &r.count, &threads, &max_states, &timeout, &max_memory,
          &rule, &r.cards, &r.players, &stacks, &suits, &values, &r.rows,
          &r.cols, &r.density, &progress, &rules))
    return NULL;
  if (ext_rules(rules, &r.rules))
    return NULL;
  if (!strchr("ahso", r.game[0]) || accordion_rule_parse(rule, &r.rule))
    return PyErr_Format(PyExc_ValueError, "unknown game or rule '%s'",
                        r.game);
  if (r.game[0] == 's') {
    r.shape = (stacks_shape){(uint32_t)stacks, (uint32_t)r.cards,
                             (uint32_t)(suits ? suits : stacks),
                             (uint32_t)values, 0};
    char why[128];
    if (stacks_shape_check(&r.shape, why, sizeof why))
      return PyErr_Format(PyExc_ValueError, "cannot deal this shape: %s",
                          why);
  }
  r.lim = (wn_limits){max_states, timeout, (size_t)max_memory, NULL, NULL};
  atomic_init(&r.next, 0);
  atomic_init(&r.decided, 0);
  atomic_init(&r.stop, 0);
  atomic_init(&r.failed, 0);
  return run_threads(&r, threads ? threads : 1, progress);
}
