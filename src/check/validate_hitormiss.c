/*
** validate_hitormiss.c: Hit or Miss input (SPOJ HITOMISS). "n" (at
** least 1), then n sets: "p" (1..10) and the 52 values of the deck, top
** card first, each 1..13. The statement is read by tokens (whitespace
** and line breaks vary), so any blanks may separate them, before the
** first and after the last; the tokens themselves are strict (canonical
** numbers, every bound). The deck is a pack, four cards of each value,
** as every official set is; spec->any_deck lifts that (any 52 values
** 1..13). With 52 values and no value more than four times, each
** appears exactly four times, so counting up to the fifth is the whole
** check.
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

/* One set: p and the 52 values, the blanks before each value read. */
static int set(struct vscan *s) {
  struct vtok t;
  unsigned seen[VALUES + 1] = {0};
  if (!vscan_uint(s, &t, "p, the number of players") ||
      !vscan_range(s, &t, "p", 1, HITORMISS_MAX_PLAYERS, "the limit"))
    return 0;
  for (int k = 0; k < HITORMISS_CARDS; k++) {
    vscan_blanks(s);
    if (vscan_peek(s) == -1)
      return vscan_fail_here(s, "expected %d card values after p (line "
                             "%llu), found %d", HITORMISS_CARDS,
                             (unsigned long long)t.t.line, k);
    if (!value(s, seen))
      return 0;
  }
  return 1;
}

/*
** n has no bound of its own: messages quote it as written, since one
** past 64 bits (t.value then saturated) still names the input's n.
*/
int validate_hitormiss(struct vscan *s) {
  struct vtok t;
  char n[WN_TOKEN_MAX + 4], done[WN_TOKEN_MAX + 16];
  vscan_blanks(s);
  if (!vscan_uint(s, &t, "n, the number of sets") ||
      !vscan_range(s, &t, "n", 1, UINT64_MAX, "the limit"))
    return 0;
  snprintf(n, sizeof n, "%s%s", t.t.text, t.t.truncated ? "..." : "");
  for (uint64_t k = 0; k < t.value; k++) {
    vscan_blanks(s);
    if (vscan_peek(s) == -1)
      return vscan_fail_here(s, "expected n = %s sets, found %llu", n,
                             (unsigned long long)k);
    if (!set(s))
      return 0;
  }
  vscan_blanks(s);
  snprintf(done, sizeof done, "n = %s sets", n);
  return vscan_end(s, done);
}
