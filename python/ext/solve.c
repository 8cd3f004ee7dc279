/*
** solve.c: one step of a walk (struct walker, set up in walk.c): the
** next instance of a text, read with the library's own readers into a
** dict ('cards' and 'contest'; 'ranks' and 'players'; 'stacks'; 'rows'),
** and when solving, its result added (verdict, answer, moves, states,
** seconds, limit, certificate; Outlasting also grundy, and all_moves:
** every legal first move with the Grundy value it leaves), the search
** run with the GIL released and the Ctrl-C poller as cancel hook. Invariant: a case's data is copied
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
  PyObject *moves = PyList_New(0), *all = PyList_New(0);
  size_t n = 0;
  const outlast_move *m = v != WN_UNKNOWN ? outlast_moves(ctx, &n) : NULL;
  if (v != WN_UNKNOWN)
    snprintf(answer, sizeof answer, "%zu", outlast_winning_count(ctx));
  for (size_t k = 0; moves && all && k < n; k++) {
    PyObject *s = ext_str("%u,%u", m[k].row, m[k].col);
    PyObject *pair = s ? Py_BuildValue("(OI)", s, m[k].grundy) : NULL;
    if (!pair || PyList_Append(all, pair) ||
        (!m[k].grundy && PyList_Append(moves, s)))
      Py_CLEAR(all);
    Py_XDECREF(pair);
    Py_XDECREF(s);
  }
  if (!moves || !all)
    return Py_XDECREF(moves), Py_XDECREF(all), -1;
  if (put_result(d, v, answer, moves, outlast_states(ctx), seconds,
                 outlast_limit_hit(ctx)))
    return Py_DECREF(all), -1;
  return put(d, "all_moves", all) ||
         put(d, "certificate", Py_NewRef(Py_None)) ||
         put(d, "grundy", v == WN_UNKNOWN
                              ? Py_NewRef(Py_None)
                              : PyLong_FromUnsignedLong(outlast_grundy(ctx)));
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

