/*
** stacks_moves.c: reads the Stack Management move format "rS mS>T ..."
** that stacks_write_moves (stacks_write.c) prints, so the format has
** both its directions in src/io. Moves are only parsed here, never
** checked against an instance: that is stacks_replay's job (src/verify).
*/
#include <stdlib.h>
#include "core/core.h"
#include "io/move_list.h"
#include "winnable/stacks.h"

/* Read 1..9 digits at s[*k]; -1 if none. */
static long digits(const char *s, size_t len, size_t *k) {
  size_t start = *k;
  long v = 0;
  while (*k < len && s[*k] >= '0' && s[*k] <= '9' && *k - start < 9)
    v = v * 10 + (s[(*k)++] - '0');
  return *k == start ? -1 : v;
}

static int parse_move(const char *s, size_t len, void *move) {
  stacks_move *m = move;
  size_t k = 1;
  if (len < 2 || (s[0] != 'r' && s[0] != 'm'))
    return -1;
  long from = digits(s, len, &k), to = 0;
  if (from < 1)
    return -1;
  if (s[0] == 'm') {
    if (k >= len || s[k++] != '>' || (to = digits(s, len, &k)) < 1)
      return -1;
  }
  if (k != len)
    return -1;
  m->from = (uint32_t)from;
  m->to = (uint32_t)to;
  return 0;
}

long stacks_moves_parse(const char *line, size_t len, stacks_move **moves,
                        char *why, size_t whylen) {
  void *list;
  long count = wn_move_list_parse(line, len, " \t\r\n", parse_move,
                                  sizeof **moves, &list,
                                  "a move like r2 or m1>3", why, whylen);
  *moves = list;
  return count;
}

void stacks_moves_free(stacks_move *moves) { free(moves); }
