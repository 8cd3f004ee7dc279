/*
** validate_hitormiss.c: Hit or Miss input (SPOJ HITOMISS). "n" (at
** least 1), then n sets, one per line: "p" (1..10) and the 52 values
** of the deck, top card first, each 1..13. The deck is a pack, four
** cards of each value, as every official set is; spec->any_deck lifts
** that (any 52 values 1..13). With 52 values and no value more than
** four times, each appears exactly four times, so counting up to the
** fifth is the whole check.
*/
#include <stdio.h>
#include "check/validate_scan.h"

#define VALUES 13
#define PER_VALUE 4

static int value(struct vscan *s, unsigned seen[VALUES + 1]) {
  struct vtok t;
  if (!vscan_uint(s, &t, "a card value") ||
      !vscan_range(s, &t, "value", 1, VALUES, "the limit"))
    return 0;
  if (!s->spec->any_deck && ++seen[t.value] > PER_VALUE)
    return vscan_fail(s, t.t.line, t.t.col,
                      "value %llu appears a fifth time: a deck holds four "
                      "of each", (unsigned long long)t.value);
  return 1;
}

/* One set line: p and the 52 values. */
static int set(struct vscan *s) {
  struct vtok t;
  unsigned seen[VALUES + 1] = {0};
  if (!vscan_uint(s, &t, "p, the number of players") ||
      !vscan_range(s, &t, "p", 1, HITORMISS_MAX_PLAYERS, "the limit"))
    return 0;
  for (int k = 0; k < HITORMISS_CARDS; k++) {
    int rc = vscan_space(s, "a card value");
    if (rc == VSCAN_EOL)
      return vscan_fail_here(s, "expected %d card values after p, found %d",
                             HITORMISS_CARDS, k);
    if (rc != 1 || !value(s, seen))
      return 0;
  }
  int rc = vscan_eol(s, "52 card values");
  return rc == VSCAN_MORE ? vscan_extra(s, "52 card values") : rc;
}

int validate_hitormiss(struct vscan *s) {
  struct vtok t;
  if (!vscan_uint(s, &t, "n, the number of sets") ||
      !vscan_range(s, &t, "n", 1, UINT64_MAX, "the limit"))
    return 0;
  int rc = vscan_eol(s, "n");
  if (rc != 1)
    return rc == VSCAN_MORE ? vscan_extra(s, "n") : 0;
  for (uint64_t k = 0; k < t.value; k++) {
    if (vscan_peek(s) == -1)
      return vscan_fail_here(s, "expected n = %llu sets, found %llu",
                             (unsigned long long)t.value,
                             (unsigned long long)k);
    if (!set(s))
      return 0;
  }
  char done[64];
  snprintf(done, sizeof done, "n = %llu sets", (unsigned long long)t.value);
  return vscan_end(s, done);
}
