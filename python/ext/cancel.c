/*
** cancel.c: Ctrl-C during a search, and the limits that carry it. The
** library polls ext_poll (its cancel hook) about once a millisecond of
** search; ext_poll takes the GIL at most every POLL_SECONDS on the
** interpreter's main thread (the one CPython runs signal handlers on),
** so a pending SIGINT raises KeyboardInterrupt (or whatever the handler
** does) within that time, and sets the call's shared stop flag so that
** its other workers stop too. Invariant: a poll that raised keeps
** returning 1.
*/
#include "ext.h"

#define POLL_SECONDS 0.02

/* The interpreter's main thread, where CPython runs signal handlers
** (whichever thread imported the module): threading.main_thread(). */
static unsigned long main_ident;

int ext_set_main_thread(void) {
  PyObject *threading = PyImport_ImportModule("threading");
  PyObject *main = threading
      ? PyObject_CallMethod(threading, "main_thread", NULL) : NULL;
  PyObject *ident = main ? PyObject_GetAttrString(main, "ident") : NULL;
  if (ident)
    main_ident = PyLong_AsUnsignedLong(ident);
  Py_XDECREF(ident);
  Py_XDECREF(main);
  Py_XDECREF(threading);
  return ident && !PyErr_Occurred() ? 0 : -1;
}

void ext_poll_init(struct wn_poll *p, atomic_int *shared) {
  p->next = 0;
  p->signals = PyThread_get_thread_ident() == main_ident;
  atomic_init(&p->own, 0);
  p->stop = shared ? shared : &p->own;
}

int ext_poll(void *poll) {
  struct wn_poll *p = poll;
  if (atomic_load(p->stop))
    return 1;
  if (!p->signals)
    return 0;
  double now = wn_now();
  if (now < p->next)
    return 0;
  p->next = now + POLL_SECONDS;
  PyGILState_STATE g = PyGILState_Ensure();
  int raised = PyErr_CheckSignals() != 0;
  PyGILState_Release(g);
  if (raised)
    atomic_store(p->stop, 2);
  return raised;
}

int ext_poll_raised(const struct wn_poll *p) {
  return p->signals && atomic_load(p->stop) == 2 && PyErr_Occurred() ? -1 : 0;
}

wn_limits ext_limits(unsigned long long max_states, double timeout,
                     unsigned long long max_memory, struct wn_poll *p) {
  wn_limits lim = {max_states, timeout, (size_t)max_memory, ext_poll, p};
  return lim;
}
