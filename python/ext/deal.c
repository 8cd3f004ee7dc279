/*
** deal.c: _winnable.deal, random instances first .. first+count-1 of a
** seed as the text `winnable deal GAME` prints, written with the
** library's own writers into a memory stream. The shape arrives checked
** by winnable/_options.py (the bounds of the CLI's deal options).
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

static int deal_accordion(FILE *out, const struct shape *s) {
  uint8_t *cards = malloc((size_t)s->cards);
  if (!cards)
    return WN_ENOMEM;
  for (uint64_t k = 0; k < s->count; k++) {
    accordion_deal(s->seed, s->first + k, (size_t)s->cards, cards);
    if (s->contest)
      fprintf(out, "%llu\n", s->cards);
    accordion_write_deal(out, cards, (size_t)s->cards);
    fputc('\n', out);
  }
  free(cards);
  return 0;
}

static int deal_hitormiss(FILE *out, const struct shape *s) {
  if (!s->lines)
    fprintf(out, "%llu\n", s->count);
  for (uint64_t k = 0; k < s->count; k++) {
    uint8_t deck[HITORMISS_CARDS];
    hitormiss_deal(s->seed, s->first + k, deck);
    if (!s->lines)
      fprintf(out, "%llu", s->players);
    for (int i = 0; i < HITORMISS_CARDS; i++) {
      char tok[3];
      wn_card_format(deck[i], tok);
      if (s->lines)
        fprintf(out, i ? " %s" : "%s", tok);
      else
        fprintf(out, " %d", wn_card_rank(deck[i]));
    }
    fputc('\n', out);
  }
  return 0;
}

static int deal_outlast(FILE *out, const struct shape *s) {
  uint8_t *cells = malloc((size_t)(s->rows * s->cols));
  if (!cells)
    return WN_ENOMEM;
  fprintf(out, "%llu\n", s->count);
  for (uint64_t k = 0; k < s->count; k++) {
    outlast_deal(s->seed, s->first + k, (size_t)s->rows, (size_t)s->cols,
                 s->density, cells);
    fprintf(out, "%llu %llu\n", s->rows, s->cols);
    for (uint64_t r = 0; r < s->rows; r++) {
      for (uint64_t c = 0; c < s->cols; c++)
        fputc(cells[r * s->cols + c] ? 'X' : '.', out);
      fputc('\n', out);
    }
  }
  free(cells);
  return 0;
}

/* Stacks: the premade stacks (each case's own, or one pool), the cases. */
static int deal_stacks(FILE *out, const struct shape *s) {
  stacks_shape sh = {(uint32_t)s->stacks, (uint32_t)s->cards,
                     (uint32_t)(s->suits ? s->suits : s->stacks),
                     (uint32_t)s->values, (uint32_t)s->premade};
  char why[128];
  if (stacks_shape_check(&sh, why, sizeof why))
    return PyErr_Format(PyExc_ValueError, "cannot deal this shape: %s", why),
           WN_EINVAL;
  stacks_card *cards = malloc(sh.stacks * sh.cards * sizeof *cards);
  uint32_t *pick = malloc(sh.stacks * sizeof *pick);
  if (!cards || !pick)
    return free(cards), free(pick), WN_ENOMEM;
  uint64_t p = sh.premade ? sh.premade : s->count * sh.stacks;
  fprintf(out, "%llu\n", (unsigned long long)p);
  for (uint64_t k = 0; k < s->count && !sh.premade; k++) {
    stacks_deal(s->seed, s->first + k, &sh, cards);
    for (uint32_t i = 0; i < sh.stacks; i++) {
      stacks_write_stack(out, cards + (size_t)i * sh.cards, sh.cards);
      fputc('\n', out);
    }
  }
  for (uint64_t q = 0; q < p && sh.premade; q++) {
    stacks_deal_premade(s->seed, q, &sh, cards);
    stacks_write_stack(out, cards, sh.cards);
    fputc('\n', out);
  }
  fprintf(out, "%llu\n", s->count);
  for (uint64_t k = 0; k < s->count; k++) {
    fprintf(out, "%u %u\n", sh.stacks, sh.cards);
    if (sh.premade)
      stacks_deal_pick(s->seed, s->first + k, &sh, pick);
    for (uint32_t i = 0; i < sh.stacks; i++)
      fprintf(out, "%s%llu", i ? " " : "",
              sh.premade ? (unsigned long long)pick[i]
                         : (unsigned long long)(k * sh.stacks + i));
    fputc('\n', out);
  }
  free(cards);
  free(pick);
  return 0;
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
  if (fclose(out) != 0 && rc == 0)
    rc = WN_ENOMEM;
  PyObject *text = rc == 0 ? PyUnicode_FromStringAndSize(buf, (Py_ssize_t)len)
                   : rc == WN_ENOMEM ? PyErr_NoMemory() : NULL;
  free(buf);
  return text;
}
