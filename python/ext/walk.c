/*
** walk.c: setting up and tearing down a struct walker (a game's reader,
** and a solver when solving), and the two calls that walk a whole text:
** _winnable.read (the instances) and _winnable.solve (with results).
** solve.c steps a walker one case at a time. Invariant: a released
** walker (game 0) owns nothing, so releasing it again is harmless.
*/
#include "ext.h"

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
      accordion_set_rules(w->ctx, &w->j.rules);
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

int ext_job_init(struct job *j, const char *rule, PyObject *rules,
                 int certificate,
                 unsigned long long max_states,
                 double timeout, unsigned long long max_memory) {
  j->solve = 1;
  j->certificate = certificate;
  if (accordion_rule_parse(rule, &j->rule) != 0)
    return PyErr_Format(PyExc_ValueError,
                        "rule must be 'any' or 'rightmost', not '%s'", rule),
           -1;
  if (ext_rules(rules, &j->rules))
    return -1;
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
                          "timeout", "max_memory", "certificate", "rules",
                          NULL};
  const char *game, *text, *rule = "any";
  Py_ssize_t len;
  int players = 1, certificate = 0;
  unsigned long long max_states = 0, max_memory = 0;
  double timeout = 0;
  PyObject *rules = NULL;
  (void)self;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "ss#|siKdKpO", names, &game,
                                   &text, &len, &rule, &players, &max_states,
                                   &timeout, &max_memory, &certificate,
                                   &rules))
    return NULL;
  struct walker w = {0};
  if (ext_job_init(&w.j, rule, rules, certificate, max_states, timeout,
                   max_memory))
    return NULL;
  return walk(game, text, len, players, &w);
}
