/*
** stacks_moves.c: reads the Stack Management move format "rS mS>T ..."
** that stacks_write_moves (stacks_write.c) prints, so the format has
** both its directions in src/io. Moves are only parsed here, never
** checked against an instance: that is stacks_replay's job (src/verify).
*/
#include <stdlib.h>
#include "core/core.h"
#include "winnable/stacks.h"

/* Read 1..9 digits at s[*k]; -1 if none. */
static long digits(const char *s, size_t len, size_t *k) {
  size_t start = *k;
  long v = 0;
  while (*k < len && s[*k] >= '0' && s[*k] <= '9' && *k - start < 9)
    v = v * 10 + (s[(*k)++] - '0');
  return *k == start ? -1 : v;
}

static int parse_move(const char *s, size_t len, stacks_move *m) {
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

static int is_blank(char ch) {
  return ch == ' ' || ch == '\t' || ch == '\r' || ch == '\n';
}

long stacks_moves_parse(const char *line, size_t len, stacks_move **moves,
                        char *why, size_t whylen) {
  size_t count = 0, cap = 0, k = 0;
  *moves = NULL;
  for (;;) {
    while (k < len && is_blank(line[k]))
      k++;
    size_t start = k;
    while (k < len && !is_blank(line[k]))
      k++;
    if (k == start)
      return (long)count;
    if (count == cap) {
      cap = cap ? cap * 2 : 64;
      stacks_move *grown = realloc(*moves, cap * sizeof **moves);
      if (!grown) {
        if (why)
          snprintf(why, whylen, "out of memory");
        return -1;
      }
      *moves = grown;
    }
    if (parse_move(line + start, k - start, &(*moves)[count])) {
      if (why)
        snprintf(why, whylen,
                 "expected a move like r2 or m1>3, found \"%.*s\"",
                 (int)(k - start > 20 ? 20 : k - start), line + start);
      return -1;
    }
    count++;
  }
}

void stacks_moves_free(stacks_move *moves) { free(moves); }
