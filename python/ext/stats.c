/*
** stats.c: _winnable.stats, the rows of a win-rate run: instances first
** .. first+count-1 of a seed, dealt as deal.c deals them and decided on
** 'threads' threads (the caller's and threads-1 pthreads), each with its
** own solver context. Returns a list of (index, verdict, states,
** seconds) in index order; winnable/_stats.py makes the totals and the
** Wilson interval. Invariant: instance k is claimed by exactly one
** worker (an atomic counter) and written to rows[k] by it alone; Ctrl-C
** on the caller's thread sets the shared stop flag, which every worker
** polls between instances and its searches poll as a cancel hook.
*/
#include <pthread.h>
#include <stdlib.h>
#include "ext.h"

struct row {
  int verdict;
  uint64_t states;
  double seconds;
};

struct run {
  const char *game;
  accordion_rule rule;
  uint64_t seed, first, count, cards, players, rows, cols;
  stacks_shape shape;
  double density;
  wn_limits lim;             /* without a hook: each worker adds its own */
  atomic_ullong next;        /* the next index to claim, from 0 */
  atomic_int stop;
  struct row *out;
  int failed;                /* a worker's WN_ENOMEM */
};

struct worker {
  struct run *run;
  struct wn_poll poll;
  int main;                  /* the caller's thread: ext_poll_init there */
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
    if ((ctx = accordion_new(NULL)))
      accordion_set_limits(ctx, lim);
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
    atomic_store(&r->stop, 1), r->failed = 1;
  while (!atomic_load(&r->stop) && !ext_poll(&w->poll)) {
    uint64_t k = atomic_fetch_add(&r->next, 1);
    if (k >= r->count)
      break;
    double t0 = wn_now();
    uint64_t states = 0;
    int v = one(r, ctx, buf, cards, rows, k, &states);
    if (v < 0)
      atomic_store(&r->stop, 1), r->failed = 1;
    r->out[k] = (struct row){v, states, wn_now() - t0};
  }
  if (ctx)
    free_ctx(r, ctx);
  free(buf);
  free(cards);
  free(rows);
  return NULL;
}

/* Run r on n threads (the caller's last); rows of the finished run. */
static PyObject *run_threads(struct run *r, unsigned n) {
  struct worker *ws = calloc(n, sizeof *ws);
  if (!ws || !(r->out = calloc(r->count ? r->count : 1, sizeof *r->out)))
    return free(ws), PyErr_NoMemory();
  unsigned started = 0;
  for (unsigned k = 0; k < n; k++) {
    ws[k].run = r;
    ext_poll_init(&ws[k].poll, &r->stop);
    ws[k].poll.signals &= k == n - 1; /* only the caller takes signals */
  }
  Py_BEGIN_ALLOW_THREADS
  for (; started + 1 < n; started++)
    if (pthread_create(&ws[started].tid, NULL, work, &ws[started]))
      break;
  work(&ws[n - 1]);
  for (unsigned k = 0; k < started; k++)
    pthread_join(ws[k].tid, NULL);
  Py_END_ALLOW_THREADS
  PyObject *list = NULL;
  if (ext_poll_raised(&ws[n - 1].poll) == 0 && !r->failed &&
      (list = PyList_New((Py_ssize_t)r->count)))
    for (uint64_t k = 0; k < r->count; k++)
      PyList_SET_ITEM(list, (Py_ssize_t)k,
                      Py_BuildValue("(KsKd)", r->first + k,
                                    wn_verdict_name(r->out[k].verdict),
                                    (unsigned long long)r->out[k].states,
                                    r->out[k].seconds));
  else if (!PyErr_Occurred())
    PyErr_NoMemory();
  free(r->out);
  free(ws);
  return list;
}

PyObject *ext_stats(PyObject *self, PyObject *args, PyObject *kw) {
  static char *names[] = {"game", "seed", "first", "count", "threads",
                          "max_states", "timeout", "max_memory", "rule",
                          "cards", "players", "stacks", "suits", "values",
                          "rows", "cols", "density", NULL};
  struct run r = {0};
  unsigned threads = 1;
  unsigned long long max_states = 0, max_memory = 0, stacks = 4, suits = 0,
                     values = 13;
  double timeout = 0;
  const char *rule = "any";
  r.cards = 52, r.players = 1, r.rows = r.cols = 10, r.density = 0.5;
  (void)self;
  if (!PyArg_ParseTupleAndKeywords(
          args, kw, "sKKKI|KdKsKKKKKKKd", names, &r.game, &r.seed, &r.first,
          &r.count, &threads, &max_states, &timeout, &max_memory, &rule,
          &r.cards, &r.players, &stacks, &suits, &values, &r.rows, &r.cols,
          &r.density))
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
  atomic_init(&r.stop, 0);
  return run_threads(&r, threads ? threads : 1);
}
