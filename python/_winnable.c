/*
** _winnable.c: the C half of the Python module 'winnable': one function,
** _winnable.solve(game, text, rule, players, max_states, timeout,
** max_memory), that reads one instance from the text with the
** library's own readers (wn_reader_init_string), solves it with the GIL
** released, and returns a dict: verdict, answer, moves (the proof as
** `winnable GAME --moves` prints it, a list of strings), states,
** seconds, limit, and with certificate=True an Accordion loss's
** certificate (a list of rows as deal lines); and check_loss(deal,
** rows), the library's separate checker of such a certificate.
** Malformed text raises ValueError with the reader's
** "line:col: expected ..., found ..." message; more than one instance
** in the text too. winnable/__init__.py holds the Python API.
*/
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdarg.h>
#include <winnable.h>

#ifndef WINNABLE_BINDIR
#define WINNABLE_BINDIR ""
#endif

/* What a solve leaves, in the CLI's words. */
struct answer {
  int verdict;               /* WN_WIN, WN_LOSS, WN_UNKNOWN or WN_E* */
  char text[1024];           /* the contest answer: "YES", "Case" value... */
  PyObject *moves;           /* list of str, or NULL when there is none */
  PyObject *certificate;     /* Accordion, asked for: the rows of a loss */
  uint64_t states;
  wn_limit_hit limit;
};

/* Append one move, printf style, to a->moves. 0, or -1 with an exception. */
static int add_move(struct answer *a, const char *fmt, ...) {
  char buf[48];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  PyObject *s = PyUnicode_FromString(buf);
  int rc = s ? PyList_Append(a->moves, s) : -1;
  Py_XDECREF(s);
  return rc;
}

static PyObject *parse_error(const wn_reader *r, int rc) {
  if (rc == WN_ENOMEM)
    return PyErr_NoMemory();
  PyErr_Format(PyExc_ValueError, "%llu:%llu: %s",
               (unsigned long long)r->err.line,
               (unsigned long long)r->err.col, r->err.msg);
  return NULL;
}

/*
** After reading one instance (rc 0: read, and nothing follows) and making
** a context: 0 to go on, or -1 with ValueError (the reader's message) or
** MemoryError raised. ctx may be NULL only when rc is not 0.
*/
static int ready(const wn_reader *r, int rc, const void *ctx) {
  if (rc == 0 && !ctx)
    rc = WN_ENOMEM;
  if (rc == 0)
    return 0;
  parse_error(r, rc);
  return -1;
}

/* rc of a contest reader's first read, refused unless T was 1. */
static int one_case(wn_reader *r, int rc, uint64_t ncases) {
  if (rc == 1 && ncases != 1)
    return wn_reader_expected(r, NULL, "one case (T = 1), not more");
  return rc;
}

static const char *plain(int verdict, const char *win, const char *loss,
                         const char *unknown) {
  return verdict == WN_WIN ? win : verdict == WN_LOSS ? loss : unknown;
}

/* A row of top cards as a deal line: a new str, or NULL with an error. */
static PyObject *row_text(const uint8_t *row, size_t len) {
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

static int add_row(void *list, const uint8_t *row, size_t len) {
  PyObject *s = row_text(row, len);
  int rc = s ? PyList_Append(list, s) : -1;
  Py_XDECREF(s);
  return rc;
}

/* After a loss under the any rule: a->certificate, the list of rows. */
static int take_certificate(const accordion_ctx *ctx, struct answer *a) {
  if (!(a->certificate = PyList_New(0)))
    return -1;
  return accordion_loss_certificate(ctx, add_row, a->certificate) ? -1 : 0;
}

static int solve_accordion(wn_reader *r, const char *rule_name,
                           const wn_limits *lim, int certificate,
                           struct answer *a) {
  accordion_rule rule = ACCORDION_ANY;
  if (rule_name && accordion_rule_parse(rule_name, &rule) != 0) {
    PyErr_Format(PyExc_ValueError, "rule must be any or rightmost, not '%s'",
                 rule_name);
    return -1;
  }
  accordion_reader ar;
  accordion_reader_init(&ar, r, NULL);
  int rc = accordion_read(&ar);
  if (rc == 1 && (rc = accordion_read(&ar)) == 1)
    rc = wn_reader_expected(r, NULL, "one instance, not more");
  accordion_ctx *ctx = rc == 0 ? accordion_new(NULL) : NULL;
  if (ready(r, rc, ctx) != 0) {
    accordion_reader_release(&ar);
    return -1;
  }
  accordion_set_limits(ctx, lim);
  accordion_set_certify(ctx, certificate);
  Py_BEGIN_ALLOW_THREADS
  a->verdict = accordion_solve(ctx, ar.cards, ar.n, rule);
  Py_END_ALLOW_THREADS
  int contest = accordion_reader_contest(&ar);
  snprintf(a->text, sizeof a->text, "%s",
           contest ? plain(a->verdict, "YES", "NO", "UNKNOWN")
                   : plain(a->verdict, "winnable", "unwinnable", "unknown"));
  size_t n = 0;
  const accordion_move *m =
      a->verdict == WN_WIN ? accordion_proof(ctx, &n) : NULL;
  for (size_t k = 0; k < n && rc == 0; k++)
    rc = add_move(a, "%u>%u", m[k].from, m[k].to);
  if (rc == 0 && certificate && a->verdict == WN_LOSS && rule == ACCORDION_ANY)
    rc = take_certificate(ctx, a);
  a->states = accordion_states(ctx);
  a->limit = accordion_limit_hit(ctx);
  accordion_free(ctx);
  accordion_reader_release(&ar);
  return rc;
}

static int solve_hitormiss(wn_reader *r, int players, const wn_limits *lim,
                           struct answer *a) {
  if (players < 1 || players > HITORMISS_MAX_PLAYERS) {
    PyErr_SetString(PyExc_ValueError, "players must be 1..10");
    return -1;
  }
  hitormiss_reader hr;
  hitormiss_reader_init(&hr, r, players);
  int rc = hitormiss_read(&hr);
  uint8_t ranks[HITORMISS_CARDS];
  int nplayers = hr.players;
  memcpy(ranks, hr.ranks, sizeof ranks);
  if (rc == 1 && (rc = hitormiss_read(&hr)) == 1)
    rc = wn_reader_expected(r, NULL, "one instance, not more");
  hitormiss_ctx *ctx = rc == 0 ? hitormiss_new(NULL) : NULL;
  if (ready(r, rc, ctx) != 0)
    return -1;
  hitormiss_set_limits(ctx, lim);
  Py_BEGIN_ALLOW_THREADS
  a->verdict = hitormiss_play(ctx, ranks, nplayers);
  Py_END_ALLOW_THREADS
  if (a->verdict == WN_WIN) {
    const uint8_t *last = hitormiss_last(ctx);
    size_t len = 0;
    for (int p = 0; p < nplayers; p++)
      len += (size_t)snprintf(a->text + len, sizeof a->text - len, "%s%d",
                              p ? " " : "", last[p]);
  } else {
    snprintf(a->text, sizeof a->text, "%s",
             plain(a->verdict, "", "unwinnable", "UNKNOWN"));
  }
  if (a->verdict == WN_WIN || a->verdict == WN_LOSS)
    rc = add_move(a, "%llu", (unsigned long long)hitormiss_cycles(ctx));
  a->states = hitormiss_states(ctx);
  a->limit = hitormiss_limit_hit(ctx);
  hitormiss_free(ctx);
  return rc;
}

static int solve_stacks(wn_reader *r, const wn_limits *lim,
                        struct answer *a) {
  stacks_reader sr;
  stacks_reader_init(&sr, r, NULL);
  int rc = stacks_read(&sr);
  if ((rc = one_case(r, rc, sr.ncases)) == 1)
    rc = stacks_read(&sr); /* only checks the end: the case stays in sr */
  stacks_ctx *ctx = rc == 0 ? stacks_new(NULL) : NULL;
  if (ready(r, rc, ctx) != 0) {
    stacks_reader_release(&sr);
    return -1;
  }
  stacks_set_limits(ctx, lim);
  Py_BEGIN_ALLOW_THREADS
  a->verdict = stacks_solve(ctx, sr.stacks, sr.n, sr.c, STACKS_MOVES);
  Py_END_ALLOW_THREADS
  snprintf(a->text, sizeof a->text, "%s",
           plain(a->verdict, "POSSIBLE", "IMPOSSIBLE", "UNKNOWN"));
  size_t n = 0;
  const stacks_move *m = a->verdict == WN_WIN ? stacks_proof(ctx, &n) : NULL;
  for (size_t k = 0; k < n && rc == 0; k++)
    rc = m[k].to ? add_move(a, "m%u>%u", m[k].from, m[k].to)
                 : add_move(a, "r%u", m[k].from);
  a->states = stacks_states(ctx);
  a->limit = stacks_limit_hit(ctx);
  stacks_free(ctx);
  stacks_reader_release(&sr);
  return rc;
}

static int solve_outlast(wn_reader *r, const wn_limits *lim,
                         struct answer *a) {
  outlast_reader orr;
  outlast_reader_init(&orr, r, NULL);
  int rc = outlast_read(&orr);
  if ((rc = one_case(r, rc, orr.ncases)) == 1)
    rc = outlast_read(&orr); /* only checks the end: the board stays */
  outlast_ctx *ctx = rc == 0 ? outlast_new(NULL) : NULL;
  if (ready(r, rc, ctx) != 0) {
    outlast_reader_release(&orr);
    return -1;
  }
  outlast_set_limits(ctx, lim);
  Py_BEGIN_ALLOW_THREADS
  a->verdict = outlast_solve(ctx, orr.cells, orr.rows, orr.cols);
  Py_END_ALLOW_THREADS
  if (a->verdict == WN_WIN || a->verdict == WN_LOSS) {
    snprintf(a->text, sizeof a->text, "%zu", outlast_winning_count(ctx));
    size_t n;
    const outlast_move *m = outlast_moves(ctx, &n);
    for (size_t k = 0; k < n && rc == 0; k++)
      if (m[k].grundy == 0)
        rc = add_move(a, "%u,%u", m[k].row, m[k].col);
  } else {
    snprintf(a->text, sizeof a->text, "UNKNOWN");
  }
  a->states = outlast_states(ctx);
  a->limit = outlast_limit_hit(ctx);
  outlast_free(ctx);
  outlast_reader_release(&orr);
  return rc;
}

static PyObject *py_solve(PyObject *self, PyObject *args, PyObject *kw) {
  static char *names[] = {"game", "text", "rule", "players", "max_states",
                          "timeout", "max_memory", "certificate", NULL};
  const char *game, *rule = NULL;
  const char *text;
  Py_ssize_t len;
  int players = 1, certificate = 0;
  unsigned long long max_states = 0, max_memory = 0;
  double timeout = 0;
  (void)self;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "ss#|ziKdKp", names, &game,
                                   &text, &len, &rule, &players, &max_states,
                                   &timeout, &max_memory, &certificate))
    return NULL;
  wn_limits lim = {max_states, timeout, (size_t)max_memory};
  struct answer a = {0};
  if (!(a.moves = PyList_New(0)))
    return NULL;
  wn_reader *r = PyMem_Malloc(sizeof *r);
  if (!r) {
    Py_DECREF(a.moves);
    return PyErr_NoMemory();
  }
  wn_reader_init_string(r, text, (size_t)len, "<text>");
  double t0 = wn_now();
  int rc;
  if (strcmp(game, "accordion") == 0)
    rc = solve_accordion(r, rule, &lim, certificate, &a);
  else if (strcmp(game, "hitormiss") == 0)
    rc = solve_hitormiss(r, players, &lim, &a);
  else if (strcmp(game, "stacks") == 0)
    rc = solve_stacks(r, &lim, &a);
  else if (strcmp(game, "outlast") == 0)
    rc = solve_outlast(r, &lim, &a);
  else {
    PyErr_Format(PyExc_ValueError, "unknown game '%s'", game);
    rc = -1;
  }
  double seconds = wn_now() - t0;
  PyMem_Free(r);
  if (rc == 0 && a.verdict < 0) {
    if (a.verdict == WN_ENOMEM)
      PyErr_NoMemory();
    else
      PyErr_Format(PyExc_ValueError, "the instance was refused (code %d)",
                   a.verdict);
    rc = -1;
  }
  if (rc != 0) {
    Py_DECREF(a.moves);
    Py_XDECREF(a.certificate);
    return NULL;
  }
  if (!a.certificate) {
    a.certificate = Py_None;
    Py_INCREF(Py_None);
  }
  return Py_BuildValue("{s:s,s:s,s:N,s:K,s:d,s:s,s:N}", "verdict",
                       wn_verdict_name(a.verdict), "answer", a.text, "moves",
                       a.moves, "states", (unsigned long long)a.states,
                       "seconds", seconds, "limit",
                       a.limit == WN_LIMIT_NONE ? "" : wn_limit_name(a.limit),
                       "certificate", a.certificate);
}

/*
** Read the one Accordion row in text[0..len) (a deal line) into a new
** PyMem buffer *row of *n cards. 0, or -1 with ValueError ("NAME:
** line:col: ...") or MemoryError.
*/
static int read_row(const char *text, Py_ssize_t len, const char *name,
                    uint8_t **row, size_t *n) {
  wn_reader *r = PyMem_Malloc(sizeof *r);
  if (!r) {
    PyErr_NoMemory();
    return -1;
  }
  wn_reader_init_string(r, text, (size_t)len, name);
  accordion_reader ar;
  accordion_reader_init(&ar, r, NULL);
  int rc = accordion_read(&ar);
  *row = NULL;
  if (rc == 0)
    rc = wn_reader_expected(r, NULL, "a row of cards");
  else if (rc == 1 && accordion_reader_contest(&ar))
    rc = wn_reader_expected(r, NULL, "a row of cards, not contest input");
  else if (rc == 1 && !(*row = PyMem_Malloc(ar.n ? ar.n : 1)))
    rc = WN_ENOMEM;
  else if (rc == 1) { /* keep it before the next read overwrites it */
    memcpy(*row, ar.cards, ar.n);
    *n = ar.n;
    if ((rc = accordion_read(&ar)) == 1)
      rc = wn_reader_expected(r, NULL, "one row, not more");
  }
  if (rc != 0) {
    PyMem_Free(*row);
    *row = NULL;
    if (rc == WN_ENOMEM)
      PyErr_NoMemory();
    else
      PyErr_Format(PyExc_ValueError, "%s: %llu:%llu: %s", name,
                   (unsigned long long)r->err.line,
                   (unsigned long long)r->err.col, r->err.msg);
  }
  accordion_reader_release(&ar);
  PyMem_Free(r);
  return rc == 0 ? 0 : -1;
}

/* The rows of 'seq' (str each) back to back, as accordion_check_loss takes. */
struct rows {
  uint8_t *bytes;
  size_t *lens, n, nbytes;
};

static int read_rows(PyObject *seq, struct rows *out) {
  Py_ssize_t count = PySequence_Fast_GET_SIZE(seq);
  if (!(out->lens = PyMem_Malloc((size_t)(count ? count : 1) *
                                 sizeof *out->lens)))
    return PyErr_NoMemory(), -1;
  for (Py_ssize_t k = 0; k < count; k++) {
    Py_ssize_t len;
    const char *text =
        PyUnicode_AsUTF8AndSize(PySequence_Fast_GET_ITEM(seq, k), &len);
    char name[48];
    uint8_t *row;
    size_t n;
    snprintf(name, sizeof name, "row %zd", k + 1);
    if (!text || read_row(text, len, name, &row, &n) != 0)
      return -1;
    uint8_t *more = PyMem_Realloc(out->bytes, out->nbytes + n + 1);
    if (!more) {
      PyMem_Free(row);
      return PyErr_NoMemory(), -1;
    }
    out->bytes = more;
    memcpy(out->bytes + out->nbytes, row, n);
    PyMem_Free(row);
    out->nbytes += n;
    out->lens[out->n++] = n;
  }
  return 0;
}

static PyObject *py_check_loss(PyObject *self, PyObject *args) {
  const char *deal_text;
  Py_ssize_t deal_len;
  PyObject *rows_obj;
  (void)self;
  if (!PyArg_ParseTuple(args, "s#O", &deal_text, &deal_len, &rows_obj))
    return NULL;
  PyObject *seq = PySequence_Fast(rows_obj, "rows must be a sequence of str");
  if (!seq)
    return NULL;
  uint8_t *deal = NULL;
  size_t n = 0;
  struct rows rows = {0};
  PyObject *result = NULL;
  if (read_row(deal_text, deal_len, "deal", &deal, &n) == 0 &&
      read_rows(seq, &rows) == 0) {
    wn_replay rep;
    int rc;
    Py_BEGIN_ALLOW_THREADS
    rc = accordion_check_loss(NULL, deal, n, rows.bytes, rows.lens, rows.n,
                              &rep);
    Py_END_ALLOW_THREADS
    if (rc == WN_ENOMEM)
      PyErr_NoMemory();
    else if (rc < 0)
      PyErr_Format(PyExc_ValueError, "the certificate was refused (code %d)",
                   rc);
    else
      result = Py_BuildValue("(Os)", rc == 1 ? Py_True : Py_False, rep.why);
  }
  PyMem_Free(deal);
  PyMem_Free(rows.bytes);
  PyMem_Free(rows.lens);
  Py_DECREF(seq);
  return result;
}

static PyMethodDef methods[] = {
  {"solve", (PyCFunction)(void (*)(void))py_solve,
   METH_VARARGS | METH_KEYWORDS,
   "solve(game, text, rule=None, players=1, max_states=0, timeout=0, "
   "max_memory=0, certificate=False) -> dict"},
  {"check_loss", py_check_loss, METH_VARARGS,
   "check_loss(deal, rows) -> (bool, str): does the certificate prove the "
   "Accordion deal lost (any rule)? accordion_check_loss, no search"},
  {NULL, NULL, 0, NULL}};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_winnable",
                                    "libwinnable bindings", -1, methods,
                                    NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__winnable(void) {
  PyObject *m = PyModule_Create(&module);
  if (m && (PyModule_AddStringConstant(m, "VERSION", wn_version()) ||
            PyModule_AddStringConstant(m, "BINDIR", WINNABLE_BINDIR))) {
    Py_DECREF(m);
    return NULL;
  }
  return m;
}
