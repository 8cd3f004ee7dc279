/*
** judge.c: _winnable.check(game, input, output, args, input_name,
** output_name), the contest checker of "winnable check GAME" (the check
** room, src/check/, compiled into the extension) run in this process on
** the two texts in memory: no file is opened, no program started. The
** one line it would print on stderr is captured (struct check_report).
** args are the command-line options, built and checked by
** winnable/_check.py, which the extension trusts; the two names only
** appear in the line. Searches run with the GIL released and the Ctrl-C
** poll as the cancel hook; a search it stopped raises KeyboardInterrupt.
*/
#include "ext.h"
#include <stdio.h>
#include <stdlib.h>
#include "check/check.h"

#define MAX_ARGS 16

/*
** argv of "check GAME ARGS... -- INPUT_NAME OUTPUT_NAME" into argv
** (MAX_ARGS + 1 slots; the strings belong to the objects): its argc, or
** -1 raised.
*/
static int build_argv(const char *game, PyObject *args, const char *in_name,
                      const char *out_name, char **argv) {
  Py_ssize_t n = PyList_Size(args);
  if (n < 0 || n > MAX_ARGS - 4) {
    if (n >= 0)
      PyErr_SetString(PyExc_ValueError, "too many options");
    return -1;
  }
  int argc = 0;
  argv[argc++] = (char *)game;
  for (Py_ssize_t k = 0; k < n; k++) {
    const char *a = PyUnicode_AsUTF8(PyList_GET_ITEM(args, k));
    if (!a)
      return -1;
    argv[argc++] = (char *)a;
  }
  argv[argc++] = (char *)"--";
  argv[argc++] = (char *)in_name;
  argv[argc++] = (char *)out_name;
  argv[argc] = NULL;
  return argc;
}

PyObject *ext_check(PyObject *self, PyObject *args, PyObject *kw) {
  static char *names[] = {"game", "input", "output", "args", "input_name",
                          "output_name", NULL};
  const char *game, *in_name, *out_name;
  Py_buffer in, out;
  PyObject *opts;
  char *argv[MAX_ARGS + 1];
  (void)self;
  if (!PyArg_ParseTupleAndKeywords(args, kw, "sy*y*O!ss", names, &game, &in,
                                   &out, &PyList_Type, &opts, &in_name,
                                   &out_name))
    return NULL;
  PyObject *result = NULL;
  char *line = NULL;
  size_t len = 0;
  struct check_report rep;
  memset(&rep, 0, sizeof rep);
  int (*judge)(int, char **) = check_game(game);
  if (!judge) {
    PyBuffer_Release(&in);
    PyBuffer_Release(&out);
    return PyErr_Format(PyExc_ValueError, "unknown game '%s'", game);
  }
  int argc = build_argv(game, opts, in_name, out_name, argv);
  if (argc > 0 && !(rep.to = open_memstream(&line, &len)))
    PyErr_NoMemory();
  if (rep.to) {
    struct wn_poll poll;
    ext_poll_init(&poll, NULL);
    rep.input = in.buf;
    rep.input_len = (size_t)in.len;
    rep.output = out.buf;
    rep.output_len = (size_t)out.len;
    rep.cancel = ext_poll;
    rep.cancel_arg = &poll;
    int status;
    Py_BEGIN_ALLOW_THREADS
    check_report_to(&rep);
    status = judge(argc, argv);
    check_report_to(NULL);
    Py_END_ALLOW_THREADS
    fclose(rep.to);
    while (len && line[len - 1] == '\n')
      line[--len] = 0;
    if (ext_poll_raised(&poll) == 0)
      result = Py_BuildValue("(iy#K)", status, line ? line : "",
                             (Py_ssize_t)len, (unsigned long long)rep.ncase);
  }
  free(line);
  PyBuffer_Release(&in);
  PyBuffer_Release(&out);
  return result;
}
