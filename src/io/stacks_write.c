/*
** stacks_write.c: prints premade stack lines and move lists without a
** line end. Move lists of Large cases run to millions of moves, so they
** are formatted by hand into a local buffer that is flushed with fwrite
** whenever the next item might not fit.
*/
#include "core/core.h"
#include "winnable/stacks.h"

#define SLACK 128

/* Decimal digits of v at p; returns the end. */
static char *put_u32(char *p, uint32_t v) {
  char tmp[10];
  int k = 0;
  do {
    tmp[k++] = (char)('0' + v % 10);
    v /= 10;
  } while (v);
  while (k)
    *p++ = tmp[--k];
  return p;
}

static char *put_str(char *p, const char *s) {
  while (*s)
    *p++ = *s++;
  return p;
}

int stacks_write_stack(FILE *out, const stacks_card *cards, size_t c) {
  char buf[8192];
  char *p = put_u32(buf, (uint32_t)c);
  for (size_t k = 0; k < c; k++) {
    if (p - buf > (long)(sizeof buf - SLACK)) {
      fwrite(buf, 1, (size_t)(p - buf), out);
      p = buf;
    }
    *p++ = ' ';
    p = put_u32(p, cards[k].value);
    *p++ = ' ';
    p = put_u32(p, cards[k].suit);
  }
  fwrite(buf, 1, (size_t)(p - buf), out);
  return ferror(out) ? WN_EIO : 0;
}

int stacks_write_moves(FILE *out, const stacks_move *moves, size_t n,
                       const char *sep, const char *quote) {
  char buf[1 << 15];
  char *p = buf;
  size_t need = strlen(sep) + 2 * strlen(quote) + 24; /* one move */
  if (need > sizeof buf / 2)
    return WN_EINVAL;
  for (size_t k = 0; k < n; k++) {
    if ((size_t)(p - buf) > sizeof buf - need) {
      fwrite(buf, 1, (size_t)(p - buf), out);
      p = buf;
    }
    if (k)
      p = put_str(p, sep);
    p = put_str(p, quote);
    if (moves[k].to == 0) {
      *p++ = 'r';
      p = put_u32(p, moves[k].from);
    } else {
      *p++ = 'm';
      p = put_u32(p, moves[k].from);
      *p++ = '>';
      p = put_u32(p, moves[k].to);
    }
    p = put_str(p, quote);
  }
  fwrite(buf, 1, (size_t)(p - buf), out);
  return ferror(out) ? WN_EIO : 0;
}
