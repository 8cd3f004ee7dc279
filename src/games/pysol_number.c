/*
** pysol_number.c: PySolFC deal numbers, read as its "Select game by
** number" dialog reads them and stepped for a range of deals.
**
** A number is kept as three 32-bit words (least significant first) and
** the "ms" flag. Invariant: a parsed number is at least 1, below 10^20
** without "ms" (PySolFC's own numbers have at most 20 digits) and at
** most 2^33 - 1 with it (the largest seed of its LC generator).
*/
#include <string.h>
#include "core/core.h"
#include "winnable/pysol.h"

#define MS_LAST ((UINT64_C(1) << 33) - 1)

/* The value of an "ms" number (word 2 is 0 for them). */
static uint64_t low64(const pysol_number *num) {
  return (uint64_t)num->word[1] << 32 | num->word[0];
}

/* 1 if *num is past the last number of its kind (see the invariant). */
static int past_last(const pysol_number *num) {
  if (num->ms)
    return num->word[2] || low64(num) > MS_LAST;
  /* 10^20 = 5 * 2^64 + 0x6bc75e2d63100000 */
  return num->word[2] > 5 ||
         (num->word[2] == 5 && low64(num) >= UINT64_C(0x6bc75e2d63100000));
}

/* *num = *num * 10 + digit; 1 if that is 2^96 or more (*num is then
** garbage). */
static int add_digit(pysol_number *num, unsigned digit) {
  uint64_t carry = digit;
  for (int i = 0; i < 3; i++) {
    uint64_t w = (uint64_t)num->word[i] * 10 + carry;
    num->word[i] = (uint32_t)w;
    carry = w >> 32;
  }
  return carry != 0;
}

static int is_zero(const pysol_number *num) {
  return !num->word[0] && !num->word[1] && !num->word[2];
}

int pysol_number_parse(const char *text, pysol_number *num,
                       const char **why) {
  memset(num, 0, sizeof *num);
  const char *p = text;
  if (*p == '#')
    p++;
  num->ms = p[0] == 'm' && p[1] == 's';
  if (!num->ms && (p[0] | 0x20) == 'm' && (p[1] | 0x20) == 's') {
    *why = "PySolFC reads the prefix \"ms\" in lower case only";
    return -1; /* its pattern is ms([0-9]+), case and all */
  }
  if (num->ms)
    p += 2;
  int digits = 0;
  for (; *p; p++) {
    if (*p >= '0' && *p <= '9') {
      if (add_digit(num, (unsigned)(*p - '0')) || past_last(num))
        break;
      digits++;
    } else if (num->ms || !strchr(" \t#-_.,", *p)) {
      *why = "expected a PySolFC deal number like 12345 or ms12345";
      return -1;
    }
  }
  if (*p) {
    *why = num->ms ? "ms numbers go up to ms8589934591"
                   : "PySolFC deal numbers have at most 20 digits";
    return -1;
  }
  if (!digits) {
    *why = "expected a PySolFC deal number like 12345 or ms12345";
    return -1;
  }
  if (is_zero(num)) {
    *why = "PySolFC's deal numbers start at 1";
    return -1;
  }
  return 0;
}

int pysol_number_add(pysol_number *num, uint64_t k) {
  pysol_number sum = *num;
  uint64_t carry = k;
  for (int i = 0; i < 3; i++) {
    uint64_t w = (uint64_t)sum.word[i] + (carry & 0xffffffffu);
    sum.word[i] = (uint32_t)w;
    carry = (carry >> 32) + (w >> 32);
  }
  if (carry || past_last(&sum))
    return -1;
  *num = sum;
  return 0;
}
