/*
** accordion_losscheck.c: checks a certificate that an Accordion deal is
** lost (any rule), from scratch.
**
** Like accordion_replay.c it shares nothing with the solver: the rows
** are looked up in a sorted array of their own (not the solver's hash
** table), moves are made on a plain copy, and the dead-end test is read
** afresh with a union-find over suits and ranks (the solver uses a
** word of bits and a table). What it trusts is the theorem behind the
** test (docs/accordion.md, "The dead-end test") and the rules.
*/
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include "core/core.h"
#include "winnable/accordion.h"
#include "verify/rows.h"


static int same_rank_or_suit(uint8_t a, uint8_t b) {
  return wn_card_rank(a) == wn_card_rank(b) ||
         wn_card_suit(a) == wn_card_suit(b);
}

/* Union-find over 17 nodes: suits 0-3, ranks (1-13) 4-16. */
static int root(int *up, int x) {
  while (up[x] != x)
    x = up[x] = up[up[x]];
  return x;
}

/*
** 1 if the tops top[from..len) are connected: each top joins its suit
** to its rank, and two tops share a rank or a suit exactly when their
** joins touch, so the tops are connected when all joins end up in one
** component.
*/
static int tops_connected(const uint8_t *top, size_t from, size_t len) {
  int up[17];
  for (int k = 0; k < 17; k++)
    up[k] = k;
  for (size_t k = from; k < len; k++)
    up[root(up, wn_card_suit(top[k]))] = root(up, 3 + wn_card_rank(top[k]));
  for (size_t k = from + 1; k < len; k++)
    if (root(up, wn_card_suit(top[k])) != root(up, wn_card_suit(top[from])))
      return 0;
  return 1;
}

/* 1 if the row fails the dead-end test: lost by the theorem. */
static int dead_end(const uint8_t *top, size_t len) {
  if (len < 2)
    return 0; /* one pile: won */
  if (len == 2)
    return !same_rank_or_suit(top[0], top[1]);
  if (!tops_connected(top, 1, len))
    return 1;
  for (size_t k = 1; k < len; k++)
    if (same_rank_or_suit(top[0], top[k]))
      return 0;
  return 1;
}



/*
** Each move of row r (len >= 2) must lead to a row of two piles or more
** that is a row of the certificate or a dead end (the caller forgives a
** row that is a dead end itself). 'child' has room for len bytes.
** Returns 1, or 0 after saying why.
*/
static int moves_lose(const struct verify_row *r, size_t index,
                      const struct verify_row *sorted, size_t nrows,
                      uint8_t *child, wn_replay *out) {
  for (size_t j = 2; j <= r->len; j++)
    for (size_t d = 1; d <= 3 && d < j; d += 2) {
      size_t i = j - d;
      if (!same_rank_or_suit(r->top[j - 1], r->top[i - 1]))
        continue;
      memcpy(child, r->top, r->len);
      child[i - 1] = child[j - 1];
      memmove(child + j - 1, child + j, r->len - j);
      size_t len = r->len - 1;
      if (len == 1) {
        verify_say(out, index, "row %zu of the certificate: move %zu>%zu wins",
            index + 1, j, i);
        return 0;
      }
      if (!verify_row_in(sorted, nrows, child, len) && !dead_end(child, len)) {
        verify_say(out, index,
            "row %zu of the certificate: move %zu>%zu leaves %zu piles, "
            "neither a row of it nor a dead end", index + 1, j, i, len);
        return 0;
      }
    }
  return 1;
}

int accordion_check_loss(const wn_allocator *a, const uint8_t *cards, size_t n,
                         const uint8_t *rows, const size_t *lens,
                         size_t nrows, wn_replay *out) {
  wn_replay scratch;
  out = wn_replay_begin(out, &scratch, nrows);
  size_t longest = n, at = 0;
  if (n < 1)
    return WN_EINVAL;
  for (size_t k = 0; k < n; k++)
    if (cards[k] >= WN_NCARDS)
      return WN_EINVAL;
  for (size_t r = 0; r < nrows; at += lens[r], r++) {
    if (lens[r] == 0)
      return WN_EINVAL;
    for (size_t k = 0; k < lens[r]; k++)
      if (rows[at + k] >= WN_NCARDS)
        return WN_EINVAL;
    if (lens[r] > longest)
      longest = lens[r];
  }
  if (n < 2) {
    verify_say(out, nrows, "a deal of one card is won");
    return 0;
  }
  struct verify_row *sorted =
      wn_allocator_call(a, NULL, 0, (nrows + 1) * sizeof *sorted);
  uint8_t *child = wn_allocator_call(a, NULL, 0, longest);
  int rc = sorted && child ? 1 : WN_ENOMEM;
  if (rc == WN_ENOMEM)
    snprintf(out->why, sizeof out->why, "out of memory");
  at = 0;
  for (size_t r = 0; rc == 1 && r < nrows; at += lens[r], r++)
    sorted[r] = (struct verify_row){rows + at, lens[r]};
  if (rc == 1)
    qsort(sorted, nrows, sizeof *sorted, verify_row_order);
  at = 0;
  for (size_t r = 0; rc == 1 && r < nrows; at += lens[r], r++) {
    struct verify_row row = {rows + at, lens[r]};
    if (row.len == 1) {
      verify_say(out, r, "row %zu of the certificate: one pile is won", r + 1);
      rc = 0;
    } else if (!moves_lose(&row, r, sorted, nrows, child, out)) {
      if (dead_end(row.top, row.len)) /* lost by the theorem anyway */
        wn_replay_begin(out, out, nrows);
      else
        rc = 0;
    }
  }
  if (rc == 1 && !dead_end(cards, n) &&
      !verify_row_in(sorted, nrows, cards, n)) {
    verify_say(out, nrows,
        "the deal is neither a row of the certificate nor a dead end");
    rc = 0;
  }
  if (sorted)
    wn_allocator_call(a, sorted, (nrows + 1) * sizeof *sorted, 0);
  if (child)
    wn_allocator_call(a, child, longest, 0);
  return rc;
}
