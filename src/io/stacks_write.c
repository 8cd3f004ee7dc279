/*
** stacks_write.c: prints premade stack lines and move lists without a
** line end. Move lists of Large cases run to millions of moves, so they
** are formatted by hand into a local buffer that is flushed with fwrite
** whenever the next item might not fit.
*/
#include "core/core.h"
#include "winnable/stacks.h"

#define SLACK 128

static const char PAIRS[] =
    "00010203040506070809101112131415161718192021222324252627282930313233"
    "34353637383940414243444546474849505152535455565758596061626364656667"
    "6869707172737475767778798081828384858687888990919293949596979899";

/* Decimal digits of v at p, two at a time; returns the end. */
static char *put_u32(char *p, uint32_t v) {
  char tmp[10], *t = tmp + sizeof tmp;
  while (v >= 100) {
    uint32_t q = v / 100, r = v - 100 * q;
    t -= 2;
    t[0] = PAIRS[2 * r];
    t[1] = PAIRS[2 * r + 1];
    v = q;
  }
  if (v >= 10) {
    t -= 2;
    t[0] = PAIRS[2 * v];
    t[1] = PAIRS[2 * v + 1];
  } else {
    *--t = (char)('0' + v);
  }
  while (t < tmp + sizeof tmp)
    *p++ = *t++;
  return p;
}

/* Copy n bytes of s (n is 0, 1 or small). */
static char *put_str(char *p, const char *s, size_t n) {
  if (n == 1)
    *p++ = *s;
  else if (n > 1) {
    memcpy(p, s, n);
    p += n;
  }
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
  size_t nsep = strlen(sep), nquote = strlen(quote);
  size_t need = nsep + 2 * nquote + 24; /* room for one move */
  if (need > sizeof buf / 2)
    return WN_EINVAL;
  for (size_t k = 0; k < n; k++) {
    if ((size_t)(p - buf) > sizeof buf - need) {
      fwrite(buf, 1, (size_t)(p - buf), out);
      p = buf;
    }
    if (k)
      p = put_str(p, sep, nsep);
    p = put_str(p, quote, nquote);
    if (moves[k].to == 0) {
      *p++ = 'r';
      p = put_u32(p, moves[k].from);
    } else {
      *p++ = 'm';
      p = put_u32(p, moves[k].from);
      *p++ = '>';
      p = put_u32(p, moves[k].to);
    }
    p = put_str(p, quote, nquote);
  }
  fwrite(buf, 1, (size_t)(p - buf), out);
  return ferror(out) ? WN_EIO : 0;
}
