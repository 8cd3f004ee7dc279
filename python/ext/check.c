/*
** check.c: the checkers of the library, without the solvers:
** _winnable.check_loss(deal, rows) verifies an Accordion loss
** certificate (accordion_check_loss), _winnable.check_line(deal,
** moves, rule) replays a line on an Accordion deal (accordion_replay):
** (True, '') when it is legal and leaves one pile. Both return (ok, why).
*/
#include "ext.h"

int ext_read_row(const char *text, Py_ssize_t len, const char *name,
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
    if (!text || ext_read_row(text, len, name, &row, &n) != 0)
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

PyObject *ext_check_loss(PyObject *self, PyObject *args) {
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
  if (ext_read_row(deal_text, deal_len, "deal", &deal, &n) == 0 &&
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


PyObject *ext_check_line(PyObject *self, PyObject *args, PyObject *kw) {
  static char *names[] = {"deal", "moves", "rule", "rules", NULL};
  const char *deal_text, *rule_name = "any";
  Py_ssize_t deal_len;
  PyObject *moves_obj, *rules_obj = NULL;
  accordion_rule rule;
  accordion_rules rules;
  (void)self;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "s#O|sO", names, &deal_text,
                                   &deal_len, &moves_obj, &rule_name,
                                   &rules_obj))
    return NULL;
  if (accordion_rule_parse(rule_name, &rule))
    return PyErr_Format(PyExc_ValueError,
                        "rule must be 'any' or 'rightmost', not '%s'",
                        rule_name);
  if (ext_rules(rules_obj, &rules))
    return NULL;
  Py_ssize_t n = PySequence_Size(moves_obj);
  accordion_move *moves = n >= 0 ? PyMem_Malloc(((size_t)n + 1) *
                                                sizeof *moves) : NULL;
  int rc = moves ? 0 : -1;
  for (Py_ssize_t k = 0; rc == 0 && k < n; k++) {
    PyObject *t = PySequence_GetItem(moves_obj, k);
    rc = t && PyArg_ParseTuple(t, "II", &moves[k].from, &moves[k].to) ? 0 : -1;
    Py_XDECREF(t);
  }
  uint8_t *deal = NULL;
  size_t len = 0;
  PyObject *result = NULL;
  if (rc == 0 && ext_read_row(deal_text, deal_len, "deal", &deal, &len) == 0) {
    wn_replay rep;
    rc = rule == ACCORDION_RIGHTMOST
             ? accordion_replay(NULL, deal, len, rule, moves, (size_t)n, &rep)
             : accordion_replay_rules(NULL, deal, len, &rules, moves,
                                      (size_t)n, &rep);
    if (rc == WN_ENOMEM)
      PyErr_NoMemory();
    else
      result = Py_BuildValue("(Os)", rc == 1 ? Py_True : Py_False, rep.why);
  }
  if (!result && !PyErr_Occurred())
    PyErr_NoMemory();
  PyMem_Free(moves);
  PyMem_Free(deal);
  return result;
}
