/*
** cases.c: _winnable.Cases, an iterator over the instances of a text or
** of a file descriptor, one dict per step as read and solve give them,
** so a file of a million cases is walked in the memory of one. It owns
** a struct walker over its own wn_reader, and the text (a bytes object
** it keeps) or the FILE of the descriptor (closed with it). Invariant:
** once a step fails or the input ends, the walker is released and every
** later step ends the iteration.
*/
#include <stdio.h>
#include "ext.h"

typedef struct {
  PyObject_HEAD
  struct walker w;
  wn_reader *r;
  PyObject *text;              /* the bytes read, or NULL */
  FILE *fp;                    /* the descriptor's stream, or NULL */
} cases_object;

static void cases_dealloc(PyObject *self) {
  cases_object *c = (cases_object *)self;
  ext_walker_release(&c->w);
  PyMem_Free(c->r);
  Py_XDECREF(c->text);
  if (c->fp)
    fclose(c->fp);
  Py_TYPE(self)->tp_free(self);
}

/* The source: bytes (kept) or a descriptor (fdopen'ed, then owned). */
static int open_source(cases_object *c, PyObject *source) {
  if (!(c->r = PyMem_Malloc(sizeof *c->r)))
    return PyErr_NoMemory(), -1;
  if (PyBytes_Check(source)) {
    c->text = Py_NewRef(source);
    wn_reader_init_string(c->r, PyBytes_AS_STRING(source),
                          (size_t)PyBytes_GET_SIZE(source), "<text>");
    return 0;
  }
  int fd = PyLong_AsLong(source);
  if (fd < 0 && PyErr_Occurred())
    return -1;
  if (!(c->fp = fdopen(fd, "rb")))
    return PyErr_SetFromErrno(PyExc_OSError), -1;
  wn_reader_init(c->r, c->fp, "<file>");
  return 0;
}

static PyObject *cases_new(PyTypeObject *type, PyObject *args, PyObject *kw) {
  static char *names[] = {"game", "source", "players", "solve", "rule",
                          "max_states", "timeout", "max_memory",
                          "certificate", "rules", NULL};
  const char *game, *rule = "any";
  PyObject *source, *rules = NULL;
  int players = 1, solve = 0, certificate = 0;
  unsigned long long max_states = 0, max_memory = 0;
  double timeout = 0;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "sO|ipsKdKpO", names, &game,
                                   &source, &players, &solve, &rule,
                                   &max_states, &timeout, &max_memory,
                                   &certificate, &rules))
    return NULL;
  cases_object *c = (cases_object *)type->tp_alloc(type, 0);
  if (!c)
    return NULL;
  if ((solve && ext_job_init(&c->w.j, rule, rules, certificate, max_states,
                             timeout, max_memory)) ||
      open_source(c, source))
    return Py_DECREF(c), NULL;
  c->w.r = c->r;
  if (ext_walker_init(&c->w, game, players))
    return Py_DECREF(c), NULL;
  return (PyObject *)c;
}

static PyObject *cases_next(PyObject *self) {
  cases_object *c = (cases_object *)self;
  PyObject *d = NULL;
  if (c->w.game && ext_walker_next(&c->w, &d) != 1)
    ext_walker_release(&c->w); /* the end, or an error raised */
  return d;
}

static PyTypeObject cases_type = {
  PyVarObject_HEAD_INIT(NULL, 0)
  .tp_name = "winnable._winnable.Cases",
  .tp_basicsize = sizeof(cases_object),
  .tp_dealloc = cases_dealloc,
  .tp_flags = Py_TPFLAGS_DEFAULT,
  .tp_doc = "Cases(game, source, players=1, solve=False, ...): the "
            "instances of source (bytes, or a file descriptor it then "
            "owns), one dict a step",
  .tp_iter = PyObject_SelfIter,
  .tp_iternext = cases_next,
  .tp_new = cases_new,
};

int ext_cases_add(PyObject *module) {
  if (PyType_Ready(&cases_type) < 0)
    return -1;
  Py_INCREF(&cases_type);
  if (PyModule_AddObject(module, "Cases", (PyObject *)&cases_type) < 0) {
    Py_DECREF(&cases_type);
    return -1;
  }
  return 0;
}
