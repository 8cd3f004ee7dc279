/*
** stacks_write.c: prints premade stack lines and move lists without a
** line end. Move lists of Large cases run to millions of moves, so they
** are formatted by hand into a local buffer that is flushed with fwrite
** whenever the next item might not fit.
*/
#include <stdlib.h>
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

/* The premade stacks: each case's own stacks, or the shared pool. */
static void write_premade(FILE *out, uint64_t seed, uint64_t first,
                          uint64_t count, const stacks_shape *sh,
                          stacks_card *cards) {
  uint64_t p = sh->premade ? sh->premade : count * sh->stacks;
  fprintf(out, "%llu\n", (unsigned long long)p);
  for (uint64_t k = 0; k < count && !sh->premade && !ferror(out); k++) {
    stacks_deal(seed, first + k, sh, cards);
    for (uint32_t i = 0; i < sh->stacks; i++) {
      stacks_write_stack(out, cards + (size_t)i * sh->cards, sh->cards);
      putc('\n', out);
    }
  }
  for (uint64_t q = 0; q < p && sh->premade && !ferror(out); q++) {
    stacks_deal_premade(seed, q, sh, cards);
    stacks_write_stack(out, cards, sh->cards);
    putc('\n', out);
  }
}

int stacks_write_deals(FILE *out, uint64_t seed, uint64_t first,
                       uint64_t count, const stacks_shape *sh) {
  stacks_card *cards = malloc((size_t)sh->stacks * sh->cards * sizeof *cards);
  uint32_t *pick = malloc(sh->stacks * sizeof *pick);
  if (!cards || !pick) {
    free(cards);
    free(pick);
    return WN_ENOMEM;
  }
  write_premade(out, seed, first, count, sh, cards);
  fprintf(out, "%llu\n", (unsigned long long)count);
  for (uint64_t k = 0; k < count && !ferror(out); k++) {
    fprintf(out, "%u %u\n", sh->stacks, sh->cards);
    if (sh->premade)
      stacks_deal_pick(seed, first + k, sh, pick);
    for (uint32_t i = 0; i < sh->stacks; i++)
      fprintf(out, "%s%llu", i ? " " : "",
              sh->premade ? (unsigned long long)pick[i]
                          : (unsigned long long)(k * sh->stacks + i));
    putc('\n', out);
  }
  free(cards);
  free(pick);
  return ferror(out) ? WN_EIO : 0;
}
