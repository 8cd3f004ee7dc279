/*
** hint.c: _winnable.hint, every legal move of the one position in a text
** valued as `winnable hint GAME` values it: a list of (move, verdict).
** Accordion and Stacks play the 'after' moves first (text as in proofs,
** parsed and replayed by the library, so an illegal one is a ValueError
** naming it); Outlasting values a move 'win' when it leaves Grundy
** value 0, and every move 'unknown' when a limit ran out. The searches
** run with the GIL released and the Ctrl-C poller as cancel hook.
*/
#include "ext.h"

/* Append (move, verdict) to list; 0 or -1. */
static int add(PyObject *list, PyObject *move, int verdict) {
  PyObject *t = move ? Py_BuildValue("(Ns)", move, wn_verdict_name(verdict))
                     : NULL;
  int rc = t ? PyList_Append(list, t) : -1;
  Py_XDECREF(t);
  return rc;
}

/* One instance from the reader: read returned 1, then 0. */
static int one_only(wn_reader *r, int first, int second) {
  if (first < 0)
    return first;
  if (first == 0)
    return wn_reader_expected(r, NULL, "a position");
  if (second == 1)
    return wn_reader_expected(r, NULL, "one position, not more");
  return second;
}

/* Play 'after' on the row under rule and rules; -1 with ValueError if
** a move is illegal. */
static int play_after(uint8_t *row, size_t *n, accordion_rule rule,
                      const accordion_rules *rules,
                      const accordion_move *after, size_t nafter) {
  wn_replay rep;
  int rightmost = rule == ACCORDION_RIGHTMOST;
  int rc = rightmost ? accordion_replay(NULL, row, *n, rule, after, nafter,
                                        &rep)
                     : accordion_replay_rules(NULL, row, *n, rules, after,
                                              nafter, &rep);
  if (rc == WN_EMOVE)
    return PyErr_Format(PyExc_ValueError, "after: %s", rep.why), -1;
  if (rc < 0)
    return PyErr_NoMemory(), -1;
  for (size_t k = 0; k < nafter; k++) {
    long left = rightmost ? (accordion_play(row, *n, after[k]) ? -1
                                                               : (long)*n - 1)
                          : accordion_rules_play(rules, row, *n, after[k]);
    *n = (size_t)left; /* the replay accepted every move: left >= 0 */
  }
  return 0;
}

static int hint_accordion_moves(wn_reader *r, const char *rule_name,
                                const accordion_rules *rules,
                                const accordion_move *after, size_t nafter,
                                const wn_limits *lim, PyObject *list);

/* Parse 'after' moves; -1 with ValueError naming the bad token. */
static long parse_after(const char *text, int stacks, void **moves) {
  char why[128];
  long n = stacks ? stacks_moves_parse(text, strlen(text),
                                       (stacks_move **)moves, why, sizeof why)
                  : accordion_moves_parse(text, strlen(text),
                                          (accordion_move **)moves, why,
                                          sizeof why);
  if (n < 0)
    PyErr_Format(PyExc_ValueError, "after: %s", why);
  return n;
}

static int hint_accordion(wn_reader *r, const char *rule_name,
                          PyObject *rules_obj, const char *after_text,
                          const wn_limits *lim, PyObject *list) {
  accordion_rules rules;
  if (ext_rules(rules_obj, &rules))
    return -1;
  accordion_move *after = NULL;
  long nafter = parse_after(after_text, 0, (void **)&after);
  int err = nafter < 0 ? -1 : hint_accordion_moves(r, rule_name, &rules,
                                                  after, (size_t)nafter, lim,
                                                  list);
  accordion_moves_free(after);
  return err;
}

static int hint_accordion_moves(wn_reader *r, const char *rule_name,
                                const accordion_rules *rules,
                                const accordion_move *after, size_t nafter,
                                const wn_limits *lim, PyObject *list) {
  accordion_rule rule;
  if (accordion_rule_parse(rule_name, &rule))
    return PyErr_Format(PyExc_ValueError,
                        "rule must be 'any' or 'rightmost', not '%s'",
                        rule_name), -1;
  accordion_reader ar;
  accordion_reader_init(&ar, r, NULL);
  int rc = accordion_read(&ar);
  uint8_t *row = rc == 1 ? PyMem_Malloc(ar.n) : NULL;
  size_t n = ar.n;
  if (row)
    memcpy(row, ar.cards, n);
  rc = one_only(r, rc, rc == 1 ? accordion_read(&ar) : 0);
  accordion_reader_release(&ar);
  accordion_ctx *ctx = rc == 0 ? accordion_new(NULL) : NULL;
  if (rc || !row || !ctx ||
      play_after(row, &n, rule, rules, after, nafter)) {
    if (!PyErr_Occurred())
      ext_parse_error(r, rc ? rc : WN_ENOMEM);
    return accordion_free(ctx), PyMem_Free(row), -1;
  }
  accordion_set_limits(ctx, lim);
  accordion_set_rules(ctx, rules);
  int v;
  Py_BEGIN_ALLOW_THREADS
  v = accordion_hint(ctx, row, n, rule);
  Py_END_ALLOW_THREADS
  size_t nm = 0;
  const accordion_move_value *m = v >= 0 ? accordion_hint_moves(ctx, &nm)
                                         : NULL;
  int err = v == WN_ENOMEM ? (PyErr_NoMemory(), -1)
            : v < 0 ? (PyErr_SetString(PyExc_ValueError,
                                       "the library refused the position"),
                       -1)
                    : 0;
  for (size_t k = 0; !err && k < nm; k++)
    err = add(list, ext_str("%u>%u", m[k].move.from, m[k].move.to),
              m[k].verdict);
  accordion_free(ctx);
  PyMem_Free(row);
  return err;
}

/*
** The position after 'after' from the case in sr: top[i] and heights[i]
** per stack, a card moved onto an empty stack i kept in moved[i].
** 0, or -1 with ValueError (an illegal move) or MemoryError.
*/
static int stacks_after(const stacks_reader *sr, const char *after_text,
                        const stacks_card **top, size_t *heights,
                        stacks_card *moved) {
  stacks_move *after = NULL;
  long n = parse_after(after_text, 1, (void **)&after); /* < 0: said */
  wn_replay rep;
  int rc = n <= 0 ? (int)n : stacks_replay(NULL, sr->stacks, sr->n, sr->c,
                                           after, (size_t)n, &rep);
  if (rc == WN_ENOMEM)
    PyErr_NoMemory();
  else if (rc < 0 && n >= 0)
    PyErr_Format(PyExc_ValueError, "after: %s", rep.why);
  if (rc >= 0) /* legal (replayed): played as the CLI's hint plays them */
    rc = stacks_play_moves((const stacks_card *const *)sr->stacks, sr->n,
                           sr->c, after, (size_t)n, top, heights, moved);
  stacks_moves_free(after);
  return rc < 0 ? -1 : 0;
}

static int hint_stacks(wn_reader *r, const char *after_text,
                       const wn_limits *lim, PyObject *list) {
  stacks_reader sr;
  stacks_reader_init(&sr, r, NULL);
  int rc = stacks_read(&sr);
  if (rc == 1 && sr.ncases != 1)
    rc = wn_reader_expected(r, NULL, "one case (T = 1), not more");
  if (rc == 1)
    rc = stacks_read(&sr) == 0 ? 0 : WN_EPARSE;
  else if (rc == 0)
    rc = wn_reader_expected(r, NULL, "a position");
  size_t *heights = rc == 0 ? PyMem_Malloc(sr.n * sizeof *heights) : NULL;
  const stacks_card **top = rc == 0 ? PyMem_Malloc(sr.n * sizeof *top) : NULL;
  stacks_card *moved = rc == 0 ? PyMem_Malloc(sr.n * sizeof *moved) : NULL;
  stacks_ctx *ctx = heights && top && moved ? stacks_new(NULL) : NULL;
  int err = 0;
  if (!ctx) {
    err = -1;
    ext_parse_error(r, rc ? rc : WN_ENOMEM);
  } else if ((err = stacks_after(&sr, after_text, top, heights, moved)) == 0) {
    stacks_set_limits(ctx, lim);
    int v;
    Py_BEGIN_ALLOW_THREADS
    v = stacks_hint(ctx, top, heights, sr.n);
    Py_END_ALLOW_THREADS
    size_t nm = 0;
    const stacks_move_value *m = v >= 0 ? stacks_hint_moves(ctx, &nm) : NULL;
    err = v < 0 ? (PyErr_NoMemory(), -1) : 0;
    for (size_t k = 0; !err && k < nm; k++)
      err = add(list,
                m[k].move.to ? ext_str("m%u>%u", m[k].move.from, m[k].move.to)
                             : ext_str("r%u", m[k].move.from),
                m[k].verdict);
  }
  stacks_free(ctx);
  PyMem_Free(heights);
  PyMem_Free(top);
  PyMem_Free(moved);
  stacks_reader_release(&sr);
  return err;
}

static int hint_outlast(wn_reader *r, const wn_limits *lim, PyObject *list) {
  outlast_reader orr;
  outlast_reader_init(&orr, r, NULL);
  int rc = outlast_read(&orr);
  if (rc == 1 && orr.ncases != 1)
    rc = wn_reader_expected(r, NULL, "one case (T = 1), not more");
  if (rc == 1)
    rc = outlast_read(&orr) == 0 ? 0 : WN_EPARSE;
  else if (rc == 0)
    rc = wn_reader_expected(r, NULL, "a position");
  outlast_ctx *ctx = rc == 0 ? outlast_new(NULL) : NULL;
  int err = 0;
  if (!ctx) {
    err = -1;
    ext_parse_error(r, rc ? rc : WN_ENOMEM);
  } else {
    outlast_set_limits(ctx, lim);
    int v;
    Py_BEGIN_ALLOW_THREADS
    v = outlast_solve(ctx, orr.cells, orr.rows, orr.cols);
    Py_END_ALLOW_THREADS
    err = v < 0 ? (PyErr_NoMemory(), -1) : 0;
    size_t nm = 0;
    const outlast_move *m = v >= 0 ? outlast_moves(ctx, &nm) : NULL;
    for (size_t i = 0; !err && v == WN_UNKNOWN && i < orr.rows *
                                                                  orr.cols;
         i++)
      if (orr.cells[i])
        err = add(list, ext_str("%zu,%zu", i / orr.cols + 1,
                                i % orr.cols + 1), WN_UNKNOWN);
    for (size_t k = 0; !err && v != WN_UNKNOWN && k < nm; k++)
      err = add(list, ext_str("%u,%u", m[k].row, m[k].col),
                m[k].grundy == 0 ? WN_WIN : WN_LOSS);
  }
  outlast_free(ctx);
  outlast_reader_release(&orr);
  return err;
}

PyObject *ext_hint(PyObject *self, PyObject *args, PyObject *kw) {
  static char *names[] = {"game", "text", "rule", "after", "max_states",
                          "timeout", "max_memory", "rules", NULL};
  const char *game, *text, *rule = "any", *after = "";
  Py_ssize_t len;
  unsigned long long max_states = 0, max_memory = 0;
  double timeout = 0;
  PyObject *rules = NULL;
  (void)self;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "ss#|ssKdKO", names, &game,
                                   &text, &len, &rule, &after, &max_states,
                                   &timeout, &max_memory, &rules))
    return NULL;
  wn_reader *r = PyMem_Malloc(sizeof *r);
  PyObject *list = r ? PyList_New(0) : PyErr_NoMemory();
  if (!list)
    return PyMem_Free(r), NULL;
  struct wn_poll poll;
  ext_poll_init(&poll, NULL);
  wn_limits lim = ext_limits(max_states, timeout, max_memory, &poll);
  wn_reader_init_string(r, text, (size_t)len, "<text>");
  int rc;
  if (strcmp(game, "accordion") == 0)
    rc = hint_accordion(r, rule, rules, after, &lim, list);
  else if (strcmp(game, "stacks") == 0)
    rc = hint_stacks(r, after, &lim, list);
  else if (*after)
    rc = (PyErr_SetString(PyExc_ValueError,
                          "after is for accordion and stacks"), -1);
  else if (strcmp(game, "outlast") == 0)
    rc = hint_outlast(r, &lim, list);
  else
    rc = (PyErr_Format(PyExc_ValueError, "no hints for game '%s'", game), -1);
  if (ext_poll_raised(&poll))
    rc = -1;
  else if (rc && !PyErr_Occurred())
    PyErr_NoMemory();
  PyMem_Free(r);
  if (rc)
    Py_CLEAR(list);
  return list;
}
