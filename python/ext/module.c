/*
** module.c: the C extension winnable._winnable: its method table and
** its constants. The Python API, with its checked options and its
** objects, is the package winnable (winnable/__init__.py); these
** functions trust the values it passes.
*/
#include "ext.h"

#define KW METH_VARARGS | METH_KEYWORDS
#define FN(f) (PyCFunction)(void (*)(void))(f)

static PyMethodDef methods[] = {
  {"read", FN(ext_read), KW, "read(game, text, players=1) -> [dict]"},
  {"solve", FN(ext_solve), KW,
   "solve(game, text, rule, players, max_states, timeout, max_memory, "
   "certificate) -> [dict], one per instance"},
  {"deal", FN(ext_deal), KW, "deal(game, seed, first, count, ...) -> str"},
  {"stats", FN(ext_stats), KW,
   "stats(game, seed, first, count, threads, ...) -> [(index, verdict, "
   "states, seconds)]"},
  {"hint", FN(ext_hint), KW, "hint(game, text, ...) -> [(move, verdict)]"},
  {"check_loss", ext_check_loss, METH_VARARGS,
   "check_loss(deal, rows) -> (bool, str)"},
  {"check_line", FN(ext_check_line), KW,
   "check_line(deal, moves, rule) -> (bool, str)"},
  {"accordion_legal", FN(ext_accordion_legal), KW,
   "accordion_legal(piles, rule, rules) -> [move]: the legal moves of a "
   "row of pile tops"},
  {"accordion_won", FN(ext_accordion_won), KW,
   "accordion_won(piles, rule, rules) -> bool: the row is won"},
  {"accordion_play", FN(ext_accordion_play), KW,
   "accordion_play(piles, (from, to), rule, rules) -> str: the row after "
   "the move"},
  {"accordion_rules", FN(ext_accordion_rules), KW,
   "accordion_rules(rule, left, right, match, win_piles, pairs, goal) -> "
   "rules: a preset changed by knobs (-1, '': the preset's), checked"},
  {"check", FN(ext_check), KW,
   "check(game, input, output, args, input_name, output_name) -> (status, "
   "line, case)"},
  {NULL, NULL, 0, NULL}};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_winnable",
                                    "libwinnable, in process", -1, methods,
                                    NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__winnable(void) {
  if (ext_set_main_thread())
    return NULL;
  PyObject *m = PyModule_Create(&module);
  if (m && (PyModule_AddStringConstant(m, "VERSION", wn_version()) ||
            PyModule_AddStringConstant(m, "ACCORDION_WIN_ANSWER",
                                       accordion_answer_word(WN_WIN, 0)) ||
            PyModule_AddIntConstant(m, "ACCORDION_MAX_CARDS",
                                    ACCORDION_MAX_CARDS) ||
            PyModule_AddIntConstant(m, "OUTLAST_MAX_CELLS",
                                    OUTLAST_MAX_CELLS) ||
            PyModule_AddIntConstant(m, "STACKS_MAX_CARDS",
                                    STACKS_MAX_CARDS) ||
            PyModule_AddIntConstant(m, "STACKS_MAX_VALUE",
                                    STACKS_MAX_VALUE) ||
            PyModule_AddIntConstant(m, "STACKS_MAX_PREMADE",
                                    STACKS_MAX_PREMADE) ||
            ext_cases_add(m))) {
    Py_DECREF(m);
    return NULL;
  }
  return m;
}
