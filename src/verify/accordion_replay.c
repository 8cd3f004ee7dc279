/*
** accordion_replay.c: checks an Accordion proof from scratch.
**
** Deliberately shares nothing with the solver: it keeps the piles as a
** plain array of top cards and applies each move by the rules as
** docs/rules.md states them, so a solver bug cannot hide in a shared
** helper.
*/
#include "core/core.h"
#include "winnable/accordion.h"

static int same_rank_or_suit(uint8_t a, uint8_t b) {
  return wn_card_rank(a) == wn_card_rank(b) ||
         wn_card_suit(a) == wn_card_suit(b);
}

/*
** Why move k (j>i) is illegal with 'piles' piles, or NULL if it is
** legal; a mismatch is written into buf ("5H does not match KD").
*/
static const char *illegal(const uint8_t *top, size_t piles,
                           accordion_rule rule, uint32_t j, uint32_t i,
                           char buf[32]) {
  if (j < 1 || j > piles)
    return "no such pile";
  if (i < 1 || (i != j - 1 && (j < 4 || i != j - 3))) /* no i + 3: wraps */
    return "the target is not 1 or 3 piles to the left";
  if (rule == ACCORDION_RIGHTMOST && j != piles)
    return "only the rightmost pile may move";
  if (!same_rank_or_suit(top[j - 1], top[i - 1])) {
    char a[3], b[3];
    wn_card_format(top[j - 1], a);
    wn_card_format(top[i - 1], b);
    snprintf(buf, 32, "%s does not match %s", a, b);
    return buf;
  }
  return NULL;
}

int accordion_replay(const wn_allocator *a, const uint8_t *cards, size_t n,
                     accordion_rule rule, const accordion_move *moves,
                     size_t nmoves, wn_replay *out) {
  wn_replay scratch;
  out = wn_replay_begin(out, &scratch, nmoves);
  size_t size = n ? n : 1;
  uint8_t *top = wn_allocator_call(a, NULL, 0, size);
  if (!top) {
    snprintf(out->why, sizeof out->why, "out of memory");
    return WN_ENOMEM;
  }
  memcpy(top, cards, n);
  size_t piles = n;
  int rc = 1;
  for (size_t k = 0; k < nmoves; k++) {
    uint32_t j = moves[k].from, i = moves[k].to;
    char buf[32];
    const char *bad = illegal(top, piles, rule, j, i, buf);
    if (bad) {
      out->bad = k;
      snprintf(out->why, sizeof out->why, "move %zu (%u>%u): %s", k + 1, j,
               i, bad);
      rc = WN_EMOVE;
      break;
    }
    top[i - 1] = top[j - 1];
    memmove(top + j - 1, top + j, piles - j); /* the piles right of j */
    piles--;
  }
  wn_allocator_call(a, top, size, 0);
  if (rc == 1 && piles != 1) {
    snprintf(out->why, sizeof out->why, "%zu piles left after the last move",
             piles);
    rc = 0;
  }
  return rc;
}
