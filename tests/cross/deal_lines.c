/*
** deal_lines.c: card tokens and deal lines for the test tools.
**
** A token is a rank then a suit; nothing is shared with src/io or
** src/core, so a reader bug there cannot hide the same bug here.
*/
#include <string.h>
#include "cross/deal_lines.h"

static const char RANKS[] = "A23456789TJQK";
static const char SUITS[] = "SHDC";

static int upper(int c) {
  return c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c;
}

/* The card spelled by tok[0..len-1], or -1. */
static int card(const char *tok, size_t len) {
  int rank;
  if (len == 3 && tok[0] == '1' && tok[1] == '0')
    rank = 9;
  else if (len == 2 && tok[0] != '\0' && strchr(RANKS, upper(tok[0])))
    rank = (int)(strchr(RANKS, upper(tok[0])) - RANKS);
  else
    return -1;
  int s = upper(tok[len - 1]);
  if (s == '\0' || !strchr(SUITS, s))
    return -1;
  return rank * 4 + (int)(strchr(SUITS, s) - SUITS);
}

static int blank(char c) {
  return c == ' ' || c == '\t' || c == '\r';
}

int dl_parse(const char *line, size_t len, uint8_t *cards, size_t cap,
             size_t *n) {
  size_t k = 0;
  *n = 0;
  while (k < len && line[k] != '#') {
    if (blank(line[k])) {
      k++;
      continue;
    }
    size_t start = k;
    while (k < len && !blank(line[k]) && line[k] != '#')
      k++;
    int c = card(line + start, k - start);
    if (c < 0 || *n == cap)
      return -1;
    cards[(*n)++] = (uint8_t)c;
  }
  return *n > 0;
}

void dl_format(uint8_t c, char out[3]) {
  out[0] = RANKS[c / 4];
  out[1] = SUITS[c % 4];
  out[2] = '\0';
}
