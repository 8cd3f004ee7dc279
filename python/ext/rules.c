/*
** rules.c: the Accordion family in the extension. _winnable.
** accordion_rules(rule, ...) works out a game's rules from a preset and
** the knobs that change it, checked by the library, as the tuple
** (left, right, match, win_piles, goal, pairs) that the solving
** functions take back as their 'rules' keyword; ext_rules reads it.
*/
#include <string.h>
#include "ext.h"

PyObject *ext_accordion_rules(PyObject *self, PyObject *args, PyObject *kw) {
  static char *names[] = {"rule", "left", "right", "match", "win_piles",
                          "pairs", "goal", NULL};
  const char *rule, *goal = "";
  long long left = -1, right = -1, match = -1, win_piles = -1;
  int pairs = -1;
  (void)self;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "s|LLLLis", names, &rule,
                                   &left, &right, &match, &win_piles,
                                   &pairs, &goal))
    return NULL;
  accordion_rules r;
  if (accordion_rules_preset(rule, &r))
    return PyErr_Format(PyExc_ValueError, "no Accordion rules named '%s'",
                        rule);
  if (pairs == 1 && win_piles < 0)
    r.win_piles = 0; /* pairs can empty the row, as in Bayan */
  if (pairs >= 0)
    r.pairs = pairs;
  r.left = left >= 0 ? (uint32_t)left : r.left;
  r.right = right >= 0 ? (uint32_t)right : r.right;
  r.match = match >= 0 ? (unsigned)match : r.match;
  r.win_piles = win_piles >= 0 ? (unsigned)win_piles : r.win_piles;
  uint8_t card;
  if (*goal && wn_card_parse(goal, strlen(goal), &card))
    return PyErr_Format(PyExc_ValueError, "goal must be a card like 'QS', "
                        "not '%s'", goal);
  if (*goal)
    r.goal = card;
  const char *why;
  if (accordion_rules_valid(&r, &why))
    return PyErr_Format(PyExc_ValueError, "these rules describe no game: "
                        "%s", why);
  return Py_BuildValue("(kkIIii)", (unsigned long)r.left,
                       (unsigned long)r.right, r.match, r.win_piles, r.goal,
                       r.pairs);
}

int ext_rules(PyObject *tuple, accordion_rules *r) {
  *r = ACCORDION_RULES_CLASSIC;
  if (!tuple || tuple == Py_None)
    return 0;
  unsigned long left, right;
  if (!PyArg_ParseTuple(tuple, "kkIIii", &left, &right, &r->match,
                        &r->win_piles, &r->goal, &r->pairs))
    return -1;
  r->left = (uint32_t)left;
  r->right = (uint32_t)right;
  const char *why;
  if (accordion_rules_valid(r, &why))
    return PyErr_Format(PyExc_ValueError, "rules: %s", why), -1;
  return 0;
}
