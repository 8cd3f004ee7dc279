/*
** accordion_moves.c: reads the Accordion move format "j>i j>i ..."
** that accordion_write_moves (accordion_write.c) prints, so the format
** has both its directions in src/io. Moves are only parsed here, never
** checked against a deal: that is accordion_replay's job (src/verify).
*/
#include <stdlib.h>
#include "core/core.h"
#include "io/move_list.h"
#include "winnable/accordion.h"

/* Parse "j>i" with j, i decimal and at most 9 digits each. */
static int parse_move(const char *s, size_t len, void *move) {
  accordion_move *m = move;
  size_t k = 0;
  uint32_t v[2] = {0, 0};
  for (int part = 0; part < 2; part++) {
    size_t start = k;
    while (k < len && s[k] >= '0' && s[k] <= '9' && k - start < 9)
      v[part] = v[part] * 10 + (uint32_t)(s[k++] - '0');
    if (k == start)
      return -1;
    if (part == 0 && (k >= len || s[k++] != '>'))
      return -1;
  }
  if (k != len)
    return -1;
  m->from = v[0];
  m->to = v[1];
  return 0;
}

long accordion_moves_parse(const char *line, size_t len,
                           accordion_move **moves, char *why,
                           size_t whylen) {
  void *list;
  long count = wn_move_list_parse(line, len, " \t\r", parse_move,
                                  sizeof **moves, &list, "a move like 5>4",
                                  why, whylen);
  *moves = list;
  return count;
}

void accordion_moves_free(accordion_move *moves) { free(moves); }
