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
** The Ctrl-C poller of one call. On the interpreter's main thread (the
** one that runs signal handlers) it takes the GIL about every 20 ms of
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
/* Record the main thread (signals go there): 0, or -1 raised. */
int ext_set_main_thread(void);

/* Limits from the keyword values Python checked (winnable/_options.py). */
wn_limits ext_limits(unsigned long long max_states, double timeout,
                     unsigned long long max_memory, struct wn_poll *p);

/* ValueError "line:col: msg" from a reader, MemoryError for WN_ENOMEM. */
PyObject *ext_parse_error(const wn_reader *r, int rc);
/* A new str "%u>%u", "r%u", "m%u>%u" or "%u,%u" for a move. */
PyObject *ext_str(const char *fmt, ...);
/* A row of cards as a deal line "2S 3H ...". */
PyObject *ext_row_text(const uint8_t *row, size_t len);
/*
** Read the one Accordion row in text[0..len) (a deal line) into a new
** PyMem buffer *row of *n cards. 0, or -1 with ValueError ("NAME:
** line:col: ...") or MemoryError.
*/
int ext_read_row(const char *text, Py_ssize_t len, const char *name,
                 uint8_t **row, size_t *n);

/* What a walk does with each case: read it, or also solve it. */
struct job {
  int solve, certificate;
  accordion_rule rule;
  accordion_rules rules;       /* under ACCORDION_ANY: the game's */
  wn_limits lim;               /* its cancel_arg is &poll */
  struct wn_poll poll;
};

/* A game's reader over r, and with j.solve a solver: one case a step. */
struct walker {
  char game;                   /* 'a', 'h', 's', 'o'; 0 when released */
  wn_reader *r;                /* not owned by the walker */
  union {
    accordion_reader a;
    hitormiss_reader h;
    stacks_reader s;
    outlast_reader o;
  } rd;
  void *ctx;                   /* the solver, with j.solve */
  struct job j;
};

/*
** The rules tuple of _winnable.accordion_rules (rules.c) into *r; NULL
** or None: classic. 0, or -1 raised.
*/
int ext_rules(PyObject *tuple, accordion_rules *r);
PyObject *ext_accordion_rules(PyObject *self, PyObject *args, PyObject *kw);

/* Solving with these options: 0, or -1 with ValueError (the rule). */
int ext_job_init(struct job *j, const char *rule, PyObject *rules,
                 int certificate,
                 unsigned long long max_states,
                 double timeout, unsigned long long max_memory);
/* Set up w (w->r and w->j set); 0, or -1 raised (w then released). */
int ext_walker_init(struct walker *w, const char *game, int players);
/* The next case as a new dict *d: 1, 0 at the end, -1 raised. */
int ext_walker_next(struct walker *w, PyObject **d);
void ext_walker_release(struct walker *w);
/* The type _winnable.Cases (cases.c): 0, or -1 raised. */
int ext_cases_add(PyObject *module);

PyObject *ext_solve(PyObject *self, PyObject *args, PyObject *kw);
PyObject *ext_read(PyObject *self, PyObject *args, PyObject *kw);
PyObject *ext_deal(PyObject *self, PyObject *args, PyObject *kw);
PyObject *ext_stats(PyObject *self, PyObject *args, PyObject *kw);
PyObject *ext_hint(PyObject *self, PyObject *args, PyObject *kw);
PyObject *ext_check_loss(PyObject *self, PyObject *args);
PyObject *ext_check_line(PyObject *self, PyObject *args, PyObject *kw);
PyObject *ext_check(PyObject *self, PyObject *args, PyObject *kw);
PyObject *ext_accordion_legal(PyObject *self, PyObject *args, PyObject *kw);
PyObject *ext_accordion_won(PyObject *self, PyObject *args, PyObject *kw);
PyObject *ext_accordion_play(PyObject *self, PyObject *args, PyObject *kw);

#endif /* WN_EXT_H */
