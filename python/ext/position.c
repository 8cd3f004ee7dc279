/*
** position.c: _winnable.accordion_legal(row, rule), the legal moves of
** a row of Accordion pile tops under a rule, for winnable.Position:
** each candidate "j>i" (i = j-3 or j-1, as accordion_hint orders them)
** is tried on the row by the library's own replay, so the rules (the
** match, the rightmost's last pile) live in the library alone.
*/
#include "ext.h"

PyObject *ext_accordion_legal(PyObject *self, PyObject *args) {
  const char *text, *rule_name;
  Py_ssize_t len;
  accordion_rule rule;
  (void)self;
  if (!PyArg_ParseTuple(args, "s#s", &text, &len, &rule_name))
    return NULL;
  if (accordion_rule_parse(rule_name, &rule))
    return PyErr_Format(PyExc_ValueError, "unknown rule '%s'", rule_name);
  uint8_t *row;
  size_t n;
  if (ext_read_row(text, len, "row", &row, &n))
    return NULL;
  PyObject *list = PyList_New(0);
  static const uint32_t back[2] = {3, 1};
  for (uint32_t from = 2; list && from <= n; from++)
    for (int b = 0; list && b < 2; b++) {
      if (back[b] >= from)
        continue;
      accordion_move m = {from, from - back[b]};
      int rc = accordion_replay(NULL, row, n, rule, &m, 1, NULL);
      PyObject *s = rc >= 0 ? ext_str("%u>%u", m.from, m.to) : NULL;
      if (rc == WN_ENOMEM || (s == NULL && rc >= 0) ||
          (s && PyList_Append(list, s)))
        Py_CLEAR(list);
      Py_XDECREF(s);
    }
  PyMem_Free(row);
  return list ? list : PyErr_Occurred() ? NULL : PyErr_NoMemory();
}
