/*
** validate_accordion.c: Accordion input. Under --rule rightmost only
** the CF 208B format: "n" (1..52), then a line of exactly n cards.
** Under --rule any the input may instead be deal lines, told apart by
** the first token (a number means the contest format): each line 1 to
** ACCORDION_MAX_CARDS cards. Cards are canonical: rank A23456789TJQK
** then suit SHDC, upper case, two bytes; repeats are allowed.
*/
#include <stdio.h>
#include <string.h>
#include "check/validate_scan.h"

#define CONTEST_MAX 52

/* 1 if the token is a canonical card, else 0 after saying so. */
static int card_check(struct vscan *s, const struct vtok *t) {
  if (t->t.len == 2 && strchr("A23456789TJQK", t->t.text[0]) &&
      strchr("SHDC", t->t.text[1]) && t->t.text[0] && t->t.text[1])
    return 1;
  char q[80];
  vscan_quote(t, q);
  return vscan_fail(s, t->t.line, t->t.col,
                    "expected a card like TH (rank A23456789TJQK, suit "
                    "SHDC, upper case), found %s", q);
}

static int card(struct vscan *s, const char *what) {
  struct vtok t;
  return vscan_token(s, &t, what) && card_check(s, &t);
}

/* The line of n cards of the contest format, and the end of input. */
static int contest_cards(struct vscan *s, uint64_t n) {
  char done[64];
  if (!card(s, "the line of n cards"))
    return 0;
  for (uint64_t k = 1; k < n; k++) {
    int rc = vscan_space(s, "a card");
    if (rc == VSCAN_EOL)
      return vscan_fail_here(s, "expected n = %llu cards, found %llu",
                             (unsigned long long)n, (unsigned long long)k);
    if (rc != 1 || !card(s, "a card"))
      return 0;
  }
  snprintf(done, sizeof done, "n = %llu cards", (unsigned long long)n);
  int rc = vscan_eol(s, done);
  if (rc == VSCAN_MORE)
    return vscan_extra(s, done);
  return rc == 1 && vscan_end(s, "the line of cards");
}

/* The contest format, whose first token t was read and is a number. */
static int contest(struct vscan *s, struct vtok *t) {
  if (!vscan_number(s, t, "n, the number of cards") ||
      !vscan_range(s, t, "n", 1, CONTEST_MAX, "the limit"))
    return 0;
  int rc = vscan_eol(s, "n");
  if (rc == VSCAN_MORE)
    return vscan_extra(s, "n");
  return rc == 1 && contest_cards(s, t->value);
}

/* Deal lines; the first card of the first line is read and checked. */
static int deal_lines(struct vscan *s) {
  for (;;) {
    uint64_t n = 1;
    int rc;
    while ((rc = vscan_space(s, "a card")) == 1) {
      if (++n > ACCORDION_MAX_CARDS)
        return vscan_fail_here(s, "a deal of more than %u cards is over "
                               "the limit", (unsigned)ACCORDION_MAX_CARDS);
      if (!card(s, "a card"))
        return 0;
    }
    if (rc == 0 || !vscan_eol(s, "the last card of the deal"))
      return 0;
    if (vscan_peek(s) == -1)
      return 1;
    if (!card(s, "a deal line"))
      return 0;
  }
}

int validate_accordion(struct vscan *s) {
  struct vtok t;
  if (s->spec->rightmost)
    return vscan_uint(s, &t, "n, the number of cards") &&
           contest(s, &t);
  if (!vscan_token(s, &t, "n or a deal line"))
    return 0;
  if (wn_token_is_number(&t.t))
    return contest(s, &t);
  return card_check(s, &t) && deal_lines(s);
}
