/*
** accordion_replay.c: checks an Accordion proof from scratch.
**
** Deliberately shares nothing with the solver: it keeps the piles as a
** plain array of top cards and applies each move by the rules as
** written in games.md, so a solver bug cannot hide in a shared helper.
*/
#include <stdlib.h>
#include "core/core.h"

static int same_rank_or_suit(uint8_t a, uint8_t b) {
  return wn_card_rank(a) == wn_card_rank(b) ||
         wn_card_suit(a) == wn_card_suit(b);
}

int accordion_replay(const uint8_t *cards, size_t n, accordion_rule rule,
                     const accordion_move *moves, size_t nmoves, char *why,
                     size_t whylen) {
  uint8_t *top = malloc(n ? n : 1);
  if (!top) {
    if (why)
      snprintf(why, whylen, "out of memory");
    return -1;
  }
  memcpy(top, cards, n);
  size_t piles = n;
  for (size_t k = 0; k < nmoves; k++) {
    uint32_t j = moves[k].from, i = moves[k].to;
    const char *bad = NULL;
    if (j < 2 || j > piles)
      bad = "no such pile";
    else if (i != j - 1 && (j < 4 || i != j - 3)) /* no i + 3: wraps */
      bad = "the target is not 1 or 3 piles to the left";
    else if (rule == ACCORDION_RIGHTMOST && j != piles)
      bad = "only the rightmost pile may move";
    else if (!same_rank_or_suit(top[j - 1], top[i - 1]))
      bad = "the top cards share neither rank nor suit";
    if (bad) {
      if (why)
        snprintf(why, whylen, "move %zu (%u>%u): %s", k + 1, j, i, bad);
      free(top);
      return -1;
    }
    top[i - 1] = top[j - 1];
    for (size_t p = j; p < piles; p++)
      top[p - 1] = top[p];
    piles--;
  }
  free(top);
  if (piles != 1 && why)
    snprintf(why, whylen, "%zu piles left after the last move", piles);
  return piles == 1 ? 1 : 0;
}

/* Parse "j>i" with j, i decimal and at most 9 digits each. */
static int parse_move(const char *s, size_t len, accordion_move *m) {
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
  size_t count = 0, cap = 0, k = 0;
  *moves = NULL;
  while (k < len) {
    while (k < len && (line[k] == ' ' || line[k] == '\t' || line[k] == '\r'))
      k++;
    size_t start = k;
    while (k < len && line[k] != ' ' && line[k] != '\t' && line[k] != '\r')
      k++;
    if (k == start)
      break;
    if (count == cap) {
      cap = cap ? cap * 2 : 64;
      accordion_move *grown = realloc(*moves, cap * sizeof **moves);
      if (!grown) {
        if (why)
          snprintf(why, whylen, "out of memory");
        return -1;
      }
      *moves = grown;
    }
    if (parse_move(line + start, k - start, &(*moves)[count])) {
      if (why)
        snprintf(why, whylen, "expected a move like 5>4, found \"%.*s\"",
                 (int)(k - start > 20 ? 20 : k - start), line + start);
      return -1;
    }
    count++;
  }
  return (long)count;
}

void accordion_moves_free(accordion_move *moves) { free(moves); }
