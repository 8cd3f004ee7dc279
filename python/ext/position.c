/*
** position.c: an Accordion row of pile tops played move by move, for
** winnable.Position, the rules asked of the library alone:
**   _winnable.accordion_legal(piles, rule, rules) -> [move]
**   _winnable.accordion_won(piles, rule, rules) -> bool
**   _winnable.accordion_play(piles, (from, to), rule, rules) -> row text
** 'piles' is a list of card words (empty once Bayan's pairs cleared
** the row), 'rules' the tuple of _winnable.accordion_rules or None
** (classic). Under the rightmost rule a move is tried by the library's
** replay (accordion_replay), under the any rule by accordion_rules_legal
** and played by accordion_rules_play. Invariant: a won row has no legal
** move (docs/rules.md: once won, no move follows), as the replay and
** accordion_hint say.
*/
#include <string.h>
#include "ext.h"

/* A row and the rules it is played under. */
struct row {
  uint8_t *cards;        /* PyMem, n bytes (one at least) */
  size_t n;
  accordion_rule rule;
  accordion_rules rules; /* classic under the rightmost rule */
};

/* Read piles (a list of card words), rule and rules into *r: 0, or -1
** raised (ValueError for a bad word or rule). */
static int row_init(struct row *r, PyObject *piles, const char *rule,
                    PyObject *rules) {
  r->cards = NULL;
  if (accordion_rule_parse(rule, &r->rule))
    return PyErr_Format(PyExc_ValueError, "unknown rule '%s'", rule), -1;
  if (ext_rules(rules, &r->rules))
    return -1;
  PyObject *seq = PySequence_Fast(piles, "piles must be a list of cards");
  if (!seq)
    return -1;
  r->n = (size_t)PySequence_Fast_GET_SIZE(seq);
  if (!(r->cards = PyMem_Malloc(r->n ? r->n : 1))) {
    Py_DECREF(seq);
    return PyErr_NoMemory(), -1;
  }
  int rc = 0;
  for (size_t k = 0; rc == 0 && k < r->n; k++) {
    Py_ssize_t len;
    const char *word = PyUnicode_AsUTF8AndSize(
        PySequence_Fast_GET_ITEM(seq, (Py_ssize_t)k), &len);
    if (!word || wn_card_parse(word, (size_t)len, &r->cards[k]))
      rc = word ? (PyErr_Format(PyExc_ValueError, "pile %zu: '%s' is not "
                                "a card", k + 1, word), -1) : -1;
  }
  Py_DECREF(seq);
  if (rc)
    PyMem_Free(r->cards);
  return rc;
}

/* 1 if the row is won under its rules (the rightmost: one pile). */
static int won(const struct row *r) {
  return accordion_rules_won(&r->rules, r->cards, r->n);
}

/* 1 if m is a move of the row, 0 if not, WN_ENOMEM. The rightmost
** rule's moves are classic moves its replay takes. */
static int legal(const struct row *r, accordion_move m) {
  if (!accordion_rules_legal(&r->rules, r->cards, r->n, m))
    return 0;
  if (r->rule == ACCORDION_ANY)
    return 1;
  int rc = accordion_replay(NULL, r->cards, r->n, r->rule, &m, 1, NULL);
  return rc == WN_ENOMEM ? rc : rc >= 0;
}

/* The legal moves of the row as "j>i", by 'from' then 'to', the order
** of accordion_hint; none once the row is won. */
static PyObject *legal_list(const struct row *r) {
  PyObject *list = PyList_New(0);
  for (size_t j = 1; list && !won(r) && j <= r->n; j++) {
    size_t lo = j > ACCORDION_MAX_DISTANCE ? j - ACCORDION_MAX_DISTANCE : 1;
    for (size_t i = lo; list && i <= r->n && i <= j + ACCORDION_MAX_DISTANCE;
         i++) {
      accordion_move m = {(uint32_t)j, (uint32_t)i};
      int rc = i == j ? 0 : legal(r, m);
      PyObject *s = rc == 1 ? ext_str("%u>%u", m.from, m.to) : NULL;
      if (rc < 0 || (rc == 1 && (!s || PyList_Append(list, s))))
        Py_CLEAR(list);
      Py_XDECREF(s);
    }
  }
  return list ? list : PyErr_Occurred() ? NULL : PyErr_NoMemory();
}

/* The arguments (piles, rule, rules) into *r: 0, or -1 raised. */
static int row_args(PyObject *args, PyObject *kw, struct row *r) {
  static char *names[] = {"piles", "rule", "rules", NULL};
  PyObject *piles, *rules = NULL;
  const char *rule = "any";
  if (!PyArg_ParseTupleAndKeywords(args, kw, "O|sO", names, &piles, &rule,
                                   &rules))
    return -1;
  return row_init(r, piles, rule, rules);
}

PyObject *ext_accordion_legal(PyObject *self, PyObject *args, PyObject *kw) {
  struct row r;
  (void)self;
  if (row_args(args, kw, &r))
    return NULL;
  PyObject *list = legal_list(&r);
  PyMem_Free(r.cards);
  return list;
}

PyObject *ext_accordion_won(PyObject *self, PyObject *args, PyObject *kw) {
  struct row r;
  (void)self;
  if (row_args(args, kw, &r))
    return NULL;
  int w = won(&r);
  PyMem_Free(r.cards);
  return PyBool_FromLong(w);
}

PyObject *ext_accordion_play(PyObject *self, PyObject *args, PyObject *kw) {
  static char *names[] = {"piles", "move", "rule", "rules", NULL};
  PyObject *piles, *rules = NULL;
  const char *rule = "any";
  accordion_move m;
  (void)self;
  struct row r;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "O(II)|sO", names, &piles,
                                   &m.from, &m.to, &rule, &rules) ||
      row_init(&r, piles, rule, rules))
    return NULL;
  int ok = won(&r) ? 0 : legal(&r, m);
  long left = -1;
  if (ok == 1)
    left = r.rule == ACCORDION_ANY
               ? accordion_rules_play(&r.rules, r.cards, r.n, m)
               : (accordion_play(r.cards, r.n, m) ? -1 : (long)r.n - 1);
  PyObject *text = NULL;
  if (ok < 0)
    PyErr_NoMemory();
  else if (left < 0)
    PyErr_Format(PyExc_ValueError, "%u>%u is not a move of the row%s",
                 m.from, m.to, won(&r) ? " (won: no move follows)" : "");
  else
    text = ext_row_text(r.cards, (size_t)left);
  PyMem_Free(r.cards);
  return text;
}
