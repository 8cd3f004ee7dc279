/*
** deal.c: _winnable.deal, random instances first .. first+count-1 of a
** seed as the text `winnable deal GAME` prints, written by the same
** library writers (<game>_write_deals) into a memory stream. The shape
** arrives checked by winnable/_options.py (the bounds of the CLI's deal
** options).
*/
#include <stdio.h>
#include <stdlib.h>
#include "ext.h"

struct shape {
  unsigned long long seed, first, count, cards, players, stacks, suits,
      values, premade, rows, cols;
  int contest, lines;
  double density;
};

/* Each game's text is the library's own writer's (as the CLI's deal). */
static int deal_accordion(FILE *out, const struct shape *s) {
  return accordion_write_deals(out, s->seed, s->first, s->count,
                               (size_t)s->cards, s->contest);
}

static int deal_hitormiss(FILE *out, const struct shape *s) {
  return hitormiss_write_deals(out, s->seed, s->first, s->count,
                               s->lines ? 0 : (unsigned)s->players);
}

static int deal_outlast(FILE *out, const struct shape *s) {
  return outlast_write_deals(out, s->seed, s->first, s->count,
                             (size_t)s->rows, (size_t)s->cols, s->density);
}

static int deal_stacks(FILE *out, const struct shape *s) {
  stacks_shape sh = {(uint32_t)s->stacks, (uint32_t)s->cards,
                     (uint32_t)(s->suits ? s->suits : s->stacks),
                     (uint32_t)s->values, (uint32_t)s->premade};
  char why[128];
  if (stacks_shape_check(&sh, why, sizeof why))
    return PyErr_Format(PyExc_ValueError, "cannot deal this shape: %s", why),
           WN_EINVAL;
  return stacks_write_deals(out, s->seed, s->first, s->count, &sh);
}

PyObject *ext_deal(PyObject *self, PyObject *args, PyObject *kw) {
  static char *names[] = {"game", "seed", "first", "count", "cards",
                          "contest", "players", "lines", "stacks", "suits",
                          "values", "premade", "rows", "cols", "density",
                          NULL};
  const char *game;
  struct shape s = {1, 0, 1, 52, 1, 4, 0, 13, 0, 10, 10, 0, 0, 0.5};
  (void)self;
  if (!PyArg_ParseTupleAndKeywords(
          args, kw, "sKKK|KpKpKKKKKKd", names, &game, &s.seed, &s.first,
          &s.count, &s.cards, &s.contest, &s.players, &s.lines, &s.stacks,
          &s.suits, &s.values, &s.premade, &s.rows, &s.cols, &s.density))
    return NULL;
  char *buf = NULL;
  size_t len = 0;
  FILE *out = open_memstream(&buf, &len);
  if (!out)
    return PyErr_NoMemory();
  int rc;
  if (strcmp(game, "accordion") == 0)
    rc = deal_accordion(out, &s);
  else if (strcmp(game, "hitormiss") == 0)
    rc = deal_hitormiss(out, &s);
  else if (strcmp(game, "stacks") == 0)
    rc = deal_stacks(out, &s);
  else if (strcmp(game, "outlast") == 0)
    rc = deal_outlast(out, &s);
  else
    rc = (PyErr_Format(PyExc_ValueError, "unknown game '%s'", game), -1);
  if ((fclose(out) != 0 && rc == 0) || rc == WN_EIO) /* a memory stream */
    rc = WN_ENOMEM;
  PyObject *text = rc == 0 ? PyUnicode_FromStringAndSize(buf, (Py_ssize_t)len)
                   : rc == WN_ENOMEM ? PyErr_NoMemory() : NULL;
  free(buf);
  return text;
}
