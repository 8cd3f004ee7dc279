/*
** solve.c: _winnable.read and _winnable.solve. Both walk every instance
** of a text with the library's own readers and return a list with one
** dict per instance: read gives the instance ('cards' and 'contest';
** 'ranks' and 'players'; 'stacks'; 'rows'), solve adds its result
** (verdict, answer, moves, states, seconds, limit, certificate). A solve
** runs with the GIL released and the Ctrl-C poller as cancel hook.
** Both walk the text with a struct walker (one case at a time), which
** cases.c also uses to stream a file. Invariant: a case's data is copied
** out of the reader into its dict before the next read overwrites it.
*/
#include <stdarg.h>
#include "ext.h"


PyObject *ext_str(const char *fmt, ...) {
  char buf[64];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  return PyUnicode_FromString(buf);
}

PyObject *ext_parse_error(const wn_reader *r, int rc) {
  if (rc == WN_ENOMEM)
    return PyErr_NoMemory();
  PyErr_Format(PyExc_ValueError, "%llu:%llu: %s",
               (unsigned long long)r->err.line,
               (unsigned long long)r->err.col, r->err.msg);
  return NULL;
}

PyObject *ext_row_text(const uint8_t *row, size_t len) {
  char *buf = PyMem_Malloc(3 * len + 1), *at = buf;
  if (!buf)
    return PyErr_NoMemory();
  for (size_t k = 0; k < len; k++, at += 3) {
    wn_card_format(row[k], at);
    at[2] = ' ';
  }
  buf[len ? 3 * len - 1 : 0] = '\0';
  PyObject *s = PyUnicode_FromString(buf);
  PyMem_Free(buf);
  return s;
}

/* d[key] = value, stealing value. 0, or -1 with an exception. */
static int put(PyObject *d, const char *key, PyObject *value) {
  int rc = value ? PyDict_SetItemString(d, key, value) : -1;
  Py_XDECREF(value);
  return rc;
}

/* The result fields every game shares; answer NULL when unknown. */
static int put_result(PyObject *d, int verdict, const char *answer,
                      PyObject *moves, uint64_t states, double seconds,
                      wn_limit_hit hit) {
  if (put(d, "verdict", PyUnicode_FromString(wn_verdict_name(verdict))) ||
      put(d, "answer", verdict == WN_UNKNOWN || !answer
                           ? Py_NewRef(Py_None)
                           : PyUnicode_FromString(answer)) ||
      put(d, "moves", moves) ||
      put(d, "states", PyLong_FromUnsignedLongLong(states)) ||
      put(d, "seconds", PyFloat_FromDouble(seconds)) ||
      put(d, "limit", PyUnicode_FromString(
                          hit == WN_LIMIT_NONE ? "" : wn_limit_name(hit))))
    return -1;
  return 0;
}

/* A verdict below 0 as an exception; the Ctrl-C poll's first. */
static int failed(struct job *j, int verdict) {
  if (ext_poll_raised(&j->poll))
    return -1;
  if (verdict == WN_ENOMEM)
    return PyErr_NoMemory(), -1;
  if (verdict < 0)
    return PyErr_Format(PyExc_ValueError,
                        "the instance was refused (code %d)", verdict), -1;
  return 0;
}

static int add_row(void *list, const uint8_t *row, size_t len) {
  PyObject *s = ext_row_text(row, len);
  int rc = s ? PyList_Append(list, s) : -1;
  Py_XDECREF(s);
  return rc;
}

static int solve_accordion(struct job *j, accordion_ctx *ctx,
                           const accordion_reader *ar, PyObject *d) {
  int v;
  double t0 = wn_now();
  Py_BEGIN_ALLOW_THREADS
  v = accordion_solve(ctx, ar->cards, ar->n, j->rule);
  Py_END_ALLOW_THREADS
  double seconds = wn_now() - t0;
  if (failed(j, v))
    return -1;
  size_t n = 0;
  const accordion_move *m = v == WN_WIN ? accordion_proof(ctx, &n) : NULL;
  PyObject *moves = PyList_New((Py_ssize_t)n);
  for (size_t k = 0; moves && k < n; k++) {
    PyObject *s = ext_str("%u>%u", m[k].from, m[k].to);
    if (!s)
      Py_CLEAR(moves);
    else
      PyList_SET_ITEM(moves, (Py_ssize_t)k, s);
  }
  int contest = accordion_reader_contest(ar);
  if (put_result(d, v, accordion_answer_word(v, contest), moves,
                 accordion_states(ctx), seconds, accordion_limit_hit(ctx)))
    return -1;
  PyObject *cert = Py_NewRef(Py_None);
  if (j->certificate && v == WN_LOSS && j->rule == ACCORDION_ANY) {
    Py_SETREF(cert, PyList_New(0));
    if (!cert || accordion_loss_certificate(ctx, add_row, cert))
      return Py_XDECREF(cert), -1;
  }
  return put(d, "certificate", cert);
}

/* The next case of w into a new dict *d: 1, 0 at the end, -1 raised. */
static int next_accordion(struct walker *w, PyObject **d) {
  accordion_reader *ar = &w->rd.a;
  int rc = accordion_read(ar);
  if (rc != 1)
    return rc;
  int err = !(*d = PyDict_New()) ||
            put(*d, "cards", ext_row_text(ar->cards, ar->n)) ||
            put(*d, "contest", PyBool_FromLong(accordion_reader_contest(ar))) ||
            (w->j.solve && solve_accordion(&w->j, w->ctx, ar, *d));
  return err ? -1 : 1;
}

static int solve_hitormiss(struct job *j, hitormiss_ctx *ctx,
                           const hitormiss_reader *hr, PyObject *d) {
  int v;
  double t0 = wn_now();
  Py_BEGIN_ALLOW_THREADS
  v = hitormiss_play(ctx, hr->ranks, hr->players);
  Py_END_ALLOW_THREADS
  double seconds = wn_now() - t0;
  if (failed(j, v))
    return -1;
  char answer[64] = "unwinnable";
  if (v == WN_WIN) {
    const uint8_t *last = hitormiss_last(ctx);
    size_t len = 0;
    for (int p = 0; p < hr->players; p++)
      len += (size_t)snprintf(answer + len, sizeof answer - len, "%s%d",
                              p ? " " : "", last[p]);
  }
  PyObject *moves = v == WN_UNKNOWN
      ? PyList_New(0)
      : Py_BuildValue("[N]", ext_str("%llu", (unsigned long long)
                                                 hitormiss_cycles(ctx)));
  return put_result(d, v, answer, moves, hitormiss_states(ctx), seconds,
                    hitormiss_limit_hit(ctx)) ||
         put(d, "certificate", Py_NewRef(Py_None));
}

static int next_hitormiss(struct walker *w, PyObject **d) {
  hitormiss_reader *hr = &w->rd.h;
  int rc = hitormiss_read(hr);
  if (rc != 1)
    return rc;
  PyObject *ranks = PyList_New(HITORMISS_CARDS);
  for (int k = 0; ranks && k < HITORMISS_CARDS; k++)
    PyList_SET_ITEM(ranks, k, PyLong_FromLong(hr->ranks[k]));
  if (!(*d = PyDict_New()))
    return Py_XDECREF(ranks), -1;
  int err = put(*d, "ranks", ranks) ||
            put(*d, "players", PyLong_FromLong(hr->players)) ||
            (w->j.solve && solve_hitormiss(&w->j, w->ctx, hr, *d));
  return err ? -1 : 1;
}

static int solve_stacks(struct job *j, stacks_ctx *ctx,
                        const stacks_reader *sr, PyObject *d) {
  int v;
  double t0 = wn_now();
  Py_BEGIN_ALLOW_THREADS
  v = stacks_solve(ctx, sr->stacks, sr->n, sr->c, STACKS_MOVES);
  Py_END_ALLOW_THREADS
  double seconds = wn_now() - t0;
  if (failed(j, v))
    return -1;
  size_t n = 0;
  const stacks_move *m = v == WN_WIN ? stacks_proof(ctx, &n) : NULL;
  PyObject *moves = PyList_New((Py_ssize_t)n);
  for (size_t k = 0; moves && k < n; k++) {
    PyObject *s = m[k].to ? ext_str("m%u>%u", m[k].from, m[k].to)
                          : ext_str("r%u", m[k].from);
    if (!s)
      Py_CLEAR(moves);
    else
      PyList_SET_ITEM(moves, (Py_ssize_t)k, s);
  }
  return put_result(d, v, v == WN_WIN ? "POSSIBLE" : "IMPOSSIBLE", moves,
                    stacks_states(ctx), seconds, stacks_limit_hit(ctx)) ||
         put(d, "certificate", Py_NewRef(Py_None));
}

/* The case's stacks as lists of (value, suit), top card first. */
static PyObject *stacks_data(const stacks_reader *sr) {
  PyObject *all = PyList_New((Py_ssize_t)sr->n);
  for (size_t i = 0; all && i < sr->n; i++) {
    PyObject *one = PyList_New((Py_ssize_t)sr->c);
    for (size_t k = 0; one && k < sr->c; k++)
      PyList_SET_ITEM(one, (Py_ssize_t)k,
                      Py_BuildValue("(II)", sr->stacks[i][k].value,
                                    sr->stacks[i][k].suit));
    if (!one)
      Py_CLEAR(all);
    else
      PyList_SET_ITEM(all, (Py_ssize_t)i, one);
  }
  return all;
}

static int next_stacks(struct walker *w, PyObject **d) {
  int rc = stacks_read(&w->rd.s);
  if (rc != 1)
    return rc;
  int err = !(*d = PyDict_New()) || put(*d, "stacks", stacks_data(&w->rd.s)) ||
            (w->j.solve && solve_stacks(&w->j, w->ctx, &w->rd.s, *d));
  return err ? -1 : 1;
}

static int solve_outlast(struct job *j, outlast_ctx *ctx,
                         const outlast_reader *orr, PyObject *d) {
  int v;
  double t0 = wn_now();
  Py_BEGIN_ALLOW_THREADS
  v = outlast_solve(ctx, orr->cells, orr->rows, orr->cols);
  Py_END_ALLOW_THREADS
  double seconds = wn_now() - t0;
  if (failed(j, v))
    return -1;
  char answer[32] = "";
  PyObject *moves = PyList_New(0);
  if (v != WN_UNKNOWN) {
    snprintf(answer, sizeof answer, "%zu", outlast_winning_count(ctx));
    size_t n;
    const outlast_move *m = outlast_moves(ctx, &n);
    for (size_t k = 0; moves && k < n; k++) {
      PyObject *s = m[k].grundy ? NULL : ext_str("%u,%u", m[k].row, m[k].col);
      if (!m[k].grundy && (!s || PyList_Append(moves, s)))
        Py_CLEAR(moves);
      Py_XDECREF(s);
    }
  }
  return put_result(d, v, answer, moves, outlast_states(ctx), seconds,
                    outlast_limit_hit(ctx)) ||
         put(d, "certificate", Py_NewRef(Py_None));
}

static PyObject *outlast_data(const outlast_reader *orr) {
  PyObject *rows = PyList_New((Py_ssize_t)orr->rows);
  char *line = PyMem_Malloc(orr->cols + 1);
  for (size_t i = 0; rows && line && i < orr->rows; i++) {
    for (size_t k = 0; k < orr->cols; k++)
      line[k] = orr->cells[i * orr->cols + k] ? 'X' : '.';
    line[orr->cols] = '\0';
    PyObject *s = PyUnicode_FromString(line);
    if (!s)
      Py_CLEAR(rows);
    else
      PyList_SET_ITEM(rows, (Py_ssize_t)i, s);
  }
  PyMem_Free(line);
  return line ? rows : (Py_XDECREF(rows), PyErr_NoMemory());
}

static int next_outlast(struct walker *w, PyObject **d) {
  int rc = outlast_read(&w->rd.o);
  if (rc != 1)
    return rc;
  int err = !(*d = PyDict_New()) || put(*d, "rows", outlast_data(&w->rd.o)) ||
            (w->j.solve && solve_outlast(&w->j, w->ctx, &w->rd.o, *d));
  return err ? -1 : 1;
}

/* The game's letter, 0 for none. */
static char game_letter(const char *game) {
  return strcmp(game, "accordion") == 0   ? 'a'
         : strcmp(game, "hitormiss") == 0 ? 'h'
         : strcmp(game, "stacks") == 0    ? 's'
         : strcmp(game, "outlast") == 0   ? 'o' : 0;
}

int ext_walker_init(struct walker *w, const char *game, int players) {
  w->ctx = NULL;
  if (!(w->game = game_letter(game)))
    return PyErr_Format(PyExc_ValueError, "unknown game '%s'", game), -1;
  if (w->game == 'h' && (players < 1 || players > HITORMISS_MAX_PLAYERS))
    return w->game = 0,
           PyErr_SetString(PyExc_ValueError, "players must be 1..10"), -1;
  int solve = w->j.solve;
  switch (w->game) {
  case 'a':
    accordion_reader_init(&w->rd.a, w->r, NULL);
    if (solve && (w->ctx = accordion_new(NULL))) {
      accordion_set_limits(w->ctx, &w->j.lim);
      accordion_set_certify(w->ctx, w->j.certificate);
    }
    break;
  case 'h':
    hitormiss_reader_init(&w->rd.h, w->r, players);
    if (solve && (w->ctx = hitormiss_new(NULL)))
      hitormiss_set_limits(w->ctx, &w->j.lim);
    break;
  case 's':
    stacks_reader_init(&w->rd.s, w->r, NULL);
    if (solve && (w->ctx = stacks_new(NULL)))
      stacks_set_limits(w->ctx, &w->j.lim);
    break;
  default:
    outlast_reader_init(&w->rd.o, w->r, NULL);
    if (solve && (w->ctx = outlast_new(NULL)))
      outlast_set_limits(w->ctx, &w->j.lim);
  }
  if (solve && !w->ctx) {
    ext_walker_release(w);
    return PyErr_NoMemory(), -1;
  }
  return 0;
}

int ext_walker_next(struct walker *w, PyObject **d) {
  *d = NULL;
  int rc = w->game == 'a'   ? next_accordion(w, d)
           : w->game == 'h' ? next_hitormiss(w, d)
           : w->game == 's' ? next_stacks(w, d)
                            : next_outlast(w, d);
  if (rc < 0 && !PyErr_Occurred())
    ext_parse_error(w->r, rc);
  if (rc < 0)
    Py_CLEAR(*d);
  return rc < 0 ? -1 : rc;
}

void ext_walker_release(struct walker *w) {
  switch (w->game) {
  case 'a':
    accordion_free(w->ctx);
    accordion_reader_release(&w->rd.a);
    break;
  case 'h':
    hitormiss_free(w->ctx);
    break;
  case 's':
    stacks_free(w->ctx);
    stacks_reader_release(&w->rd.s);
    break;
  case 'o':
    outlast_free(w->ctx);
    outlast_reader_release(&w->rd.o);
    break;
  }
  w->ctx = NULL;
  w->game = 0;
}

/* Every case of text, each a dict, into a new list. */
static PyObject *walk(const char *game, const char *text, Py_ssize_t len,
                      int players, struct walker *w) {
  if (!(w->r = PyMem_Malloc(sizeof *w->r)))
    return PyErr_NoMemory();
  wn_reader_init_string(w->r, text, (size_t)len, "<text>");
  PyObject *list = NULL, *d;
  if (ext_walker_init(w, game, players) == 0) {
    list = PyList_New(0);
    int rc = list ? 1 : -1;
    while (rc == 1 && (rc = ext_walker_next(w, &d)) == 1) {
      rc = PyList_Append(list, d) ? -1 : 1;
      Py_DECREF(d);
    }
    if (rc < 0)
      Py_CLEAR(list);
    ext_walker_release(w);
  }
  PyMem_Free(w->r);
  return list;
}

int ext_job_init(struct job *j, const char *rule, int certificate,
                 unsigned long long max_states, double timeout,
                 unsigned long long max_memory) {
  j->solve = 1;
  j->certificate = certificate;
  if (accordion_rule_parse(rule, &j->rule) != 0)
    return PyErr_Format(PyExc_ValueError,
                        "rule must be 'any' or 'rightmost', not '%s'", rule),
           -1;
  ext_poll_init(&j->poll, NULL);
  j->lim = ext_limits(max_states, timeout, max_memory, &j->poll);
  return 0;
}

PyObject *ext_read(PyObject *self, PyObject *args, PyObject *kw) {
  static char *names[] = {"game", "text", "players", NULL};
  const char *game, *text;
  Py_ssize_t len;
  int players = 1;
  (void)self;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "ss#|i", names, &game, &text,
                                   &len, &players))
    return NULL;
  struct walker w = {0};
  return walk(game, text, len, players, &w);
}

PyObject *ext_solve(PyObject *self, PyObject *args, PyObject *kw) {
  static char *names[] = {"game", "text", "rule", "players", "max_states",
                          "timeout", "max_memory", "certificate", NULL};
  const char *game, *text, *rule = "any";
  Py_ssize_t len;
  int players = 1, certificate = 0;
  unsigned long long max_states = 0, max_memory = 0;
  double timeout = 0;
  (void)self;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "ss#|siKdKp", names, &game,
                                   &text, &len, &rule, &players, &max_states,
                                   &timeout, &max_memory, &certificate))
    return NULL;
  struct walker w = {0};
  if (ext_job_init(&w.j, rule, certificate, max_states, timeout, max_memory))
    return NULL;
  return walk(game, text, len, players, &w);
}
