/*
** move_list.c: a line of moves "TOKEN TOKEN ..." into an array, for
** accordion_moves_parse and stacks_moves_parse (move_list.h). The array
** starts with room for 64 moves and doubles.
*/
#include <stdlib.h>
#include "core/core.h"
#include "io/move_list.h"

/* 1 if ch is one of the bytes of 'blanks'. */
static int is_blank(const char *blanks, char ch) {
  return ch != '\0' && strchr(blanks, ch) != NULL;
}

long wn_move_list_parse(const char *line, size_t len, const char *blanks,
                        wn_move_parse_fn *parse, size_t esize, void **moves,
                        const char *what, char *why, size_t whylen) {
  size_t count = 0, cap = 0, k = 0;
  char *out = NULL;
  *moves = NULL;
  for (;;) {
    while (k < len && is_blank(blanks, line[k]))
      k++;
    size_t start = k;
    while (k < len && !is_blank(blanks, line[k]))
      k++;
    if (k == start)
      return (long)count;
    if (count == cap) {
      cap = cap ? cap * 2 : 64;
      char *grown = realloc(out, cap * esize);
      if (!grown) {
        if (why)
          snprintf(why, whylen, "out of memory");
        return -1;
      }
      *moves = out = grown;
    }
    if (parse(line + start, k - start, out + count * esize)) {
      if (why) {
        char found[31]; /* the token cut past 20 characters */
        wn_quote(found, sizeof found, line + start, k - start, 0);
        snprintf(why, whylen, "expected %s, found %s", what, found);
      }
      return -1;
    }
    count++;
  }
}
