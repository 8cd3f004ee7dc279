/*
** ext.h: what the files of the C extension winnable._winnable share.
** The extension calls libwinnable only through its public header, holds
** no state between calls, and runs every search with the GIL released
** and a cancel hook (cancel.c) that turns Ctrl-C into KeyboardInterrupt.
** Every function returning a PyObject * returns a new reference, or NULL
** with a Python exception set.
*/
#ifndef WN_EXT_H
#define WN_EXT_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdatomic.h>
#include <winnable.h>

/*
** The Ctrl-C poller of one call. On the thread that imported the module
** (the one that gets signals) it takes the GIL about every 20 ms of
** search to run PyErr_CheckSignals; an exception it raises stays set and
** stops every search that shares 'stop'. Other threads only read 'stop'.
*/
struct wn_poll {
  double next;            /* wn_now() of the next check */
  int signals;            /* 1 on the thread that may run signal handlers */
  atomic_int *stop;       /* shared by the workers of one call */
  atomic_int own;         /* 'stop' when nobody shares one */
};

void ext_poll_init(struct wn_poll *p, atomic_int *shared);
int ext_poll(void *poll);      /* a wn_cancel_fn: nonzero to stop */
/* After the GIL is back: -1 if the poll raised (KeyboardInterrupt). */
int ext_poll_raised(const struct wn_poll *p);
void ext_set_main_thread(void);

/* Limits from the keyword values Python checked (winnable/_options.py). */
wn_limits ext_limits(unsigned long long max_states, double timeout,
                     unsigned long long max_memory, struct wn_poll *p);

/* ValueError "line:col: msg" from a reader, MemoryError for WN_ENOMEM. */
PyObject *ext_parse_error(const wn_reader *r, int rc);
/* A new str "%u>%u", "r%u", "m%u>%u" or "%u,%u" for a move. */
PyObject *ext_str(const char *fmt, ...);
/* A row of cards as a deal line "2S 3H ...". */
PyObject *ext_row_text(const uint8_t *row, size_t len);

PyObject *ext_solve(PyObject *self, PyObject *args, PyObject *kw);
PyObject *ext_read(PyObject *self, PyObject *args, PyObject *kw);
PyObject *ext_deal(PyObject *self, PyObject *args, PyObject *kw);
PyObject *ext_stats(PyObject *self, PyObject *args, PyObject *kw);
PyObject *ext_hint(PyObject *self, PyObject *args, PyObject *kw);
PyObject *ext_check_loss(PyObject *self, PyObject *args);
PyObject *ext_check_line(PyObject *self, PyObject *args, PyObject *kw);

#endif /* WN_EXT_H */
