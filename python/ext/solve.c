/*
** solve.c: _winnable.read and _winnable.solve. Both walk every instance
** of a text with the library's own readers and return a list with one
** dict per instance: read gives the instance ('cards' and 'contest';
** 'ranks' and 'players'; 'stacks'; 'rows'), solve adds its result
** (verdict, answer, moves, states, seconds, limit, certificate). A solve
** runs with the GIL released and the Ctrl-C poller as cancel hook.
** Invariant: a case's data is copied out of the reader before the next
** read, which overwrites it.
*/
#include <stdarg.h>
#include "ext.h"

struct job {
  int solve, certificate;
  accordion_rule rule;
  wn_limits lim;
  struct wn_poll poll;
  PyObject *list;              /* the dicts so far */
};

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

static int each_accordion(wn_reader *r, struct job *j) {
  accordion_reader ar;
  accordion_reader_init(&ar, r, NULL);
  accordion_ctx *ctx = j->solve ? accordion_new(NULL) : NULL;
  int rc = j->solve && !ctx ? WN_ENOMEM : 0, err = 0;
  if (ctx) {
    accordion_set_limits(ctx, &j->lim);
    accordion_set_certify(ctx, j->certificate);
  }
  while (!err && rc == 0 && (rc = accordion_read(&ar)) == 1) {
    PyObject *d = PyDict_New();
    rc = 0;
    err = !d || put(d, "cards", ext_row_text(ar.cards, ar.n)) ||
          put(d, "contest", PyBool_FromLong(accordion_reader_contest(&ar))) ||
          (j->solve && solve_accordion(j, ctx, &ar, d)) ||
          PyList_Append(j->list, d);
    Py_XDECREF(d);
  }
  accordion_free(ctx);
  accordion_reader_release(&ar);
  return err ? -1 : rc < 0 ? (ext_parse_error(r, rc), -1) : 0;
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

static int each_hitormiss(wn_reader *r, struct job *j, int players) {
  hitormiss_reader hr;
  hitormiss_reader_init(&hr, r, players);
  hitormiss_ctx *ctx = j->solve ? hitormiss_new(NULL) : NULL;
  int rc = j->solve && !ctx ? WN_ENOMEM : 0, err = 0;
  if (ctx)
    hitormiss_set_limits(ctx, &j->lim);
  while (!err && rc == 0 && (rc = hitormiss_read(&hr)) == 1) {
    PyObject *d = PyDict_New(), *ranks = PyList_New(HITORMISS_CARDS);
    rc = 0;
    for (int k = 0; ranks && k < HITORMISS_CARDS; k++)
      PyList_SET_ITEM(ranks, k, PyLong_FromLong(hr.ranks[k]));
    err = !d || put(d, "ranks", ranks) ||
          put(d, "players", PyLong_FromLong(hr.players)) ||
          (j->solve && solve_hitormiss(j, ctx, &hr, d)) ||
          PyList_Append(j->list, d);
    Py_XDECREF(d);
  }
  hitormiss_free(ctx);
  return err ? -1 : rc < 0 ? (ext_parse_error(r, rc), -1) : 0;
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

static int each_stacks(wn_reader *r, struct job *j) {
  stacks_reader sr;
  stacks_reader_init(&sr, r, NULL);
  stacks_ctx *ctx = j->solve ? stacks_new(NULL) : NULL;
  int rc = j->solve && !ctx ? WN_ENOMEM : 0, err = 0;
  if (ctx)
    stacks_set_limits(ctx, &j->lim);
  while (!err && rc == 0 && (rc = stacks_read(&sr)) == 1) {
    PyObject *d = PyDict_New();
    rc = 0;
    err = !d || put(d, "stacks", stacks_data(&sr)) ||
          (j->solve && solve_stacks(j, ctx, &sr, d)) ||
          PyList_Append(j->list, d);
    Py_XDECREF(d);
  }
  stacks_free(ctx);
  stacks_reader_release(&sr);
  return err ? -1 : rc < 0 ? (ext_parse_error(r, rc), -1) : 0;
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

static int each_outlast(wn_reader *r, struct job *j) {
  outlast_reader orr;
  outlast_reader_init(&orr, r, NULL);
  outlast_ctx *ctx = j->solve ? outlast_new(NULL) : NULL;
  int rc = j->solve && !ctx ? WN_ENOMEM : 0, err = 0;
  if (ctx)
    outlast_set_limits(ctx, &j->lim);
  while (!err && rc == 0 && (rc = outlast_read(&orr)) == 1) {
    PyObject *d = PyDict_New();
    rc = 0;
    err = !d || put(d, "rows", outlast_data(&orr)) ||
          (j->solve && solve_outlast(j, ctx, &orr, d)) ||
          PyList_Append(j->list, d);
    Py_XDECREF(d);
  }
  outlast_free(ctx);
  outlast_reader_release(&orr);
  return err ? -1 : rc < 0 ? (ext_parse_error(r, rc), -1) : 0;
}

/* Read (and with j->solve, solve) every instance of text into j->list. */
static PyObject *walk(const char *game, const char *text, Py_ssize_t len,
                      int players, struct job *j) {
  wn_reader *r = PyMem_Malloc(sizeof *r);
  if (!r || !(j->list = PyList_New(0)))
    return PyMem_Free(r), r ? NULL : PyErr_NoMemory();
  wn_reader_init_string(r, text, (size_t)len, "<text>");
  int rc;
  if (strcmp(game, "accordion") == 0)
    rc = each_accordion(r, j);
  else if (strcmp(game, "hitormiss") == 0)
    rc = each_hitormiss(r, j, players);
  else if (strcmp(game, "stacks") == 0)
    rc = each_stacks(r, j);
  else if (strcmp(game, "outlast") == 0)
    rc = each_outlast(r, j);
  else
    rc = (PyErr_Format(PyExc_ValueError, "unknown game '%s'", game), -1);
  PyMem_Free(r);
  if (rc)
    Py_CLEAR(j->list);
  return j->list;
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
  struct job j = {0};
  return walk(game, text, len, players, &j);
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
  struct job j = {0};
  j.solve = 1;
  j.certificate = certificate;
  if (accordion_rule_parse(rule, &j.rule) != 0)
    return PyErr_Format(PyExc_ValueError,
                        "rule must be 'any' or 'rightmost', not '%s'", rule);
  ext_poll_init(&j.poll, NULL);
  j.lim = ext_limits(max_states, timeout, max_memory, &j.poll);
  return walk(game, text, len, players, &j);
}
