/*
** accordion_family_check.c: checks proofs and certificates of the
** Accordion family (accordion_rules) from scratch.
**
** Shares nothing with the solvers: the rules are read afresh from the
** struct as docs/rules.md states them (a pile meets the pile d to its
** left when bit d-1 of 'left' is set, d to its right by 'right'; the
** tops match by the 'match' tests; a covering move puts the moving
** top on the target and removes its pile, a pair removes both; the row
** is won at 'win_piles' piles or fewer, on the goal card if there is
** one), moves are made on a plain copy, rows are looked up in a sorted
** array. Classic rules go to accordion_replay and accordion_check_loss,
** whose certificates leave out the rows the dead-end test settles.
*/
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include "core/core.h"
#include "winnable/accordion.h"
#include "verify/rows.h"

/* Whether r is classic Accordion. */
static int classic(const accordion_rules *r) {
  return r->left == 5 && r->right == 0 &&
         r->match == (ACCORDION_MATCH_RANK | ACCORDION_MATCH_SUIT) &&
         r->win_piles == 1 && r->goal == -1 && r->pairs == 0;
}

/* Whether r can be judged: the distances, match bits and goal that
** accordion_rules_valid accepts. */
static int judgeable(const accordion_rules *r) {
  uint32_t all = (1u << ACCORDION_MAX_DISTANCE) - 1;
  return ((r->left | r->right) & ~all) == 0 && (r->left | r->right) != 0 &&
         r->match != 0 && r->match < 16 && (r->pairs == 0 || r->pairs == 1) &&
         r->goal >= -1 && r->goal < WN_NCARDS;
}

static int is_red(uint8_t c) {
  return wn_card_suit(c) == 1 || wn_card_suit(c) == 2; /* H, D */
}

static int tops_match(const accordion_rules *r, uint8_t a, uint8_t b) {
  if (r->match & ACCORDION_MATCH_ANY)
    return 1;
  if ((r->match & ACCORDION_MATCH_RANK) && wn_card_rank(a) == wn_card_rank(b))
    return 1;
  if ((r->match & ACCORDION_MATCH_SUIT) && wn_card_suit(a) == wn_card_suit(b))
    return 1;
  return (r->match & ACCORDION_MATCH_RED_BLACK) && is_red(a) != is_red(b);
}

static int is_won(const accordion_rules *r, const uint8_t *top, size_t piles) {
  if (piles > r->win_piles)
    return 0;
  return r->goal == -1 || (piles == 1 && top[0] == r->goal);
}

/* Why j>i is not a move of top[0..piles) (1-based), or NULL. */
static const char *illegal(const accordion_rules *r, const uint8_t *top,
                           size_t piles, uint32_t j, uint32_t i) {
  if (j < 1 || j > piles || i < 1 || i > piles || i == j)
    return "no such pile";
  uint32_t d = j > i ? j - i : i - j;
  uint32_t set = j > i ? r->left : r->right;
  if (d > ACCORDION_MAX_DISTANCE || !((set >> (d - 1)) & 1))
    return "the rules allow no move that far that way";
  if (!tops_match(r, top[j - 1], top[i - 1]))
    return "the tops do not match";
  return NULL;
}

/* Play the legal move j>i on top[0..piles); returns the piles left. */
static size_t play(const accordion_rules *r, uint8_t *top, size_t piles,
                   uint32_t j, uint32_t i) {
  if (r->pairs) {
    uint32_t hi = j > i ? j : i, lo = j > i ? i : j;
    memmove(top + hi - 1, top + hi, piles - hi);
    memmove(top + lo - 1, top + lo, piles - 1 - lo);
    return piles - 2;
  }
  top[i - 1] = top[j - 1];
  memmove(top + j - 1, top + j, piles - j);
  return piles - 1;
}

int accordion_replay_rules(const wn_allocator *a, const uint8_t *cards,
                           size_t n, const accordion_rules *r,
                           const accordion_move *moves, size_t nmoves,
                           wn_replay *out) {
  if (!r || classic(r))
    return accordion_replay(a, cards, n, ACCORDION_ANY, moves, nmoves, out);
  wn_replay scratch;
  out = wn_replay_begin(out, &scratch, nmoves);
  if (!judgeable(r))
    return WN_EINVAL;
  uint8_t *top = wn_allocator_call(a, NULL, 0, n ? n : 1);
  if (!top) {
    snprintf(out->why, sizeof out->why, "out of memory");
    return WN_ENOMEM;
  }
  memcpy(top, cards, n);
  size_t piles = n;
  int rc = 1;
  for (size_t k = 0; k < nmoves && rc == 1; k++) {
    uint32_t j = moves[k].from, i = moves[k].to;
    const char *bad = is_won(r, top, piles) ? "the game is already won"
                                            : illegal(r, top, piles, j, i);
    if (bad) {
      out->bad = k;
      snprintf(out->why, sizeof out->why, "move %zu (%u>%u): %s", k + 1, j,
               i, bad);
      rc = WN_EMOVE;
    } else {
      piles = play(r, top, piles, j, i);
    }
  }
  if (rc == 1 && !is_won(r, top, piles)) {
    snprintf(out->why, sizeof out->why, "%zu piles left after the last move%s",
             piles, piles == 1 ? ", not on the goal card" : "");
    rc = 0;
  }
  wn_allocator_call(a, top, n ? n : 1, 0);
  return rc;
}

/* ---- certificates ---- */


/* What one check works with. */
struct cert {
  const accordion_rules *r;
  struct verify_row *sorted;
  size_t nrows;
  uint8_t *child; /* room for the longest row */
  wn_replay *out;
};


/* Moves reach at most this far: the piles worth trying from pile j. */
#define NEAR ACCORDION_MAX_DISTANCE

/* Whether top[0..len) has no move under r. */
static int stuck(const accordion_rules *r, const uint8_t *top, size_t len) {
  for (uint32_t j = 1; j <= len; j++)
    for (uint32_t i = j > NEAR ? j - NEAR : 1; i <= len && i <= j + NEAR; i++)
      if (!illegal(r, top, len, j, i))
        return 0;
  return 1;
}

/* ---- rows lost by a theorem (docs/rules.md) ---- */

/* Whether no pile-count can fall to win_piles: the last move starts
** from win_piles+1 piles (win_piles+2 with pairs, which remove two) and
** joins two of them, so it needs a distance that short. */
static int no_last_move(const accordion_rules *r, size_t len) {
  size_t w = r->win_piles, reach = w + (r->pairs ? 1 : 0);
  if (len <= w)
    return 0;
  for (size_t d = 1; d <= reach && d <= ACCORDION_MAX_DISTANCE; d++)
    if (((r->left | r->right) >> (d - 1)) & 1)
      return 0;
  return 1;
}

static int find(int *up, int x) {
  while (up[x] != x)
    x = up[x];
  return x;
}

/* Components of the graph on top[0..len) whose edges are matching
** tops: cards of one value are one component with themselves when a
** card matches its like, else each copy stands alone unless another
** value joins them. */
static size_t components(const accordion_rules *r, const uint8_t *top,
                         size_t len) {
  size_t copies[WN_NCARDS] = {0}, parts = 0;
  int up[WN_NCARDS], size[WN_NCARDS] = {0};
  for (size_t k = 0; k < len; k++)
    copies[top[k]]++;
  for (int v = 0; v < WN_NCARDS; v++)
    up[v] = v;
  for (int v = 0; v < WN_NCARDS; v++)
    for (int u = 0; u < v; u++)
      if (copies[v] && copies[u] && tops_match(r, (uint8_t)u, (uint8_t)v))
        up[find(up, u)] = find(up, v);
  for (int v = 0; v < WN_NCARDS; v++)
    if (copies[v])
      size[find(up, v)]++;
  for (int v = 0; v < WN_NCARDS; v++)
    if (copies[v] && find(up, v) == v)
      parts += size[v] > 1 || tops_match(r, (uint8_t)v, (uint8_t)v)
                   ? 1 : copies[v];
  return parts;
}

/*
** Whether the goal card, there once, at index g with a pile on its
** right, never leaves that side empty under left moves alone, won at
** one pile: the goal is never covered, so the pile next to it leaves
** only by a jump over it of 2 to g + 1 piles, and no move raises g (the
** goal's own moves put the piles it passes on its right).
*/
static int goal_walled(const accordion_rules *r, const uint8_t *top,
                       size_t len) {
  size_t g = len, copies = 0;
  for (size_t k = 0; k < len; k++)
    if (top[k] == r->goal)
      g = k, copies++;
  if (copies != 1 || g + 1 >= len)
    return 0;
  for (size_t d = 2; d <= g + 1 && d <= ACCORDION_MAX_DISTANCE; d++)
    if ((r->left >> (d - 1)) & 1)
      return 0;
  return 1;
}

/*
** Whether covering moves cannot bring top[0..len) down to win_piles:
** every top but the last ones is covered once, by a top it matches, so
** "X covered Y" is a forest of matches with at most win_piles roots.
** Under left moves alone, won at one pile, the leftmost pile never
** moves: its top covers nothing, so with two piles or more it is a
** leaf (never the only goal card, which is never covered) and the rest of the
** tree is connected without it.
*/
static int no_forest(const accordion_rules *r, const uint8_t *top,
                     size_t len) {
  if (r->pairs || len <= r->win_piles)
    return 0;
  if (components(r, top, len) > r->win_piles)
    return 1;
  if (r->right != 0 || r->win_piles != 1 || len < 2)
    return 0;
  if (r->goal >= 0 && top[0] == r->goal && !memchr(top + 1, r->goal, len - 1))
    return 1; /* the only goal, on a pile nothing may cover */
  if (r->goal >= 0 && goal_walled(r, top, len))
    return 1;
  int meets = 0;
  for (size_t k = 1; k < len && !meets; k++)
    meets = tops_match(r, top[0], top[k]);
  return !meets || components(r, top + 1, len - 1) > 1;
}

/*
** Whether top[0..len) is settled lost: a row of the certificate, a row
** with no move that is not won, a row without the goal card (a move
** only ever takes tops out of the row, so the goal never comes back),
** or a row lost by a theorem above.
*/
static int settled(const struct cert *c, const uint8_t *top, size_t len) {
  if (verify_row_in(c->sorted, c->nrows, top, len))
    return 1;
  if (c->r->goal >= 0 && !memchr(top, c->r->goal, len))
    return 1;
  if (is_won(c->r, top, len))
    return 0;
  return stuck(c->r, top, len) || no_last_move(c->r, len) ||
         no_forest(c->r, top, len);
}

/* Row number 'index' is not won and each of its moves leads to a
** settled row. Returns 1, or 0 after saying why. */
static int row_holds(const struct cert *c, const uint8_t *top, size_t len,
                     size_t index) {
  if (is_won(c->r, top, len)) {
    verify_say(c->out, index, "row %zu of the certificate is won", index + 1);
    return 0;
  }
  for (uint32_t j = 1; j <= len; j++)
    for (uint32_t i = j > NEAR ? j - NEAR : 1; i <= len && i <= j + NEAR; i++) {
      if (illegal(c->r, top, len, j, i))
        continue;
      memcpy(c->child, top, len);
      size_t left = play(c->r, c->child, len, j, i);
      if (is_won(c->r, c->child, left) || !settled(c, c->child, left)) {
        verify_say(c->out, index,
            "row %zu of the certificate: move %u>%u leaves %zu piles, %s",
            index + 1, j, i, left,
            is_won(c->r, c->child, left)
                ? "won"
                : "neither a row of it, nor stuck, nor without the goal");
        return 0;
      }
    }
  return 1;
}

/* Whether the deal and every row are nonempty rows of cards; *longest
** gets the most piles among them. */
static int well_formed(const uint8_t *cards, size_t n, const uint8_t *rows,
                       const size_t *lens, size_t nrows, size_t *longest) {
  *longest = n;
  for (size_t k = 0; k < n; k++)
    if (cards[k] >= WN_NCARDS)
      return 0;
  for (size_t r = 0, at = 0; r < nrows; at += lens[r], r++) {
    if (lens[r] == 0)
      return 0;
    for (size_t k = 0; k < lens[r]; k++)
      if (rows[at + k] >= WN_NCARDS)
        return 0;
    if (lens[r] > *longest)
      *longest = lens[r];
  }
  return n >= 1;
}

/* Every row holds and the deal is settled. Returns 1, or 0 after
** saying why. */
static int cert_holds(struct cert *c, const uint8_t *cards, size_t n,
                      const uint8_t *rows, const size_t *lens) {
  size_t at = 0;
  for (size_t r = 0; r < c->nrows; at += lens[r], r++)
    c->sorted[r] = (struct verify_row){rows + at, lens[r]};
  qsort(c->sorted, c->nrows, sizeof *c->sorted, verify_row_order);
  at = 0;
  for (size_t r = 0; r < c->nrows; at += lens[r], r++)
    if (!row_holds(c, rows + at, lens[r], r))
      return 0;
  if (is_won(c->r, cards, n) || !settled(c, cards, n)) {
    verify_say(c->out, c->nrows, "the deal is %s",
        is_won(c->r, cards, n)
            ? "won"
            : "neither a row of the certificate, nor without a move, nor "
              "without the goal");
    return 0;
  }
  return 1;
}

int accordion_check_loss_rules(const wn_allocator *a, const uint8_t *cards,
                               size_t n, const accordion_rules *r,
                               const uint8_t *rows, const size_t *lens,
                               size_t nrows, wn_replay *out) {
  if (!r || classic(r))
    return accordion_check_loss(a, cards, n, rows, lens, nrows, out);
  wn_replay scratch;
  out = wn_replay_begin(out, &scratch, nrows);
  size_t longest;
  if (!judgeable(r) || !well_formed(cards, n, rows, lens, nrows, &longest))
    return WN_EINVAL;
  struct cert c = {.r = r, .nrows = nrows, .out = out};
  c.sorted = wn_allocator_call(a, NULL, 0, (nrows + 1) * sizeof *c.sorted);
  c.child = wn_allocator_call(a, NULL, 0, longest);
  int rc = c.sorted && c.child ? cert_holds(&c, cards, n, rows, lens)
                               : WN_ENOMEM;
  if (rc == WN_ENOMEM)
    snprintf(out->why, sizeof out->why, "out of memory");
  if (c.sorted)
    wn_allocator_call(a, c.sorted, (nrows + 1) * sizeof *c.sorted, 0);
  if (c.child)
    wn_allocator_call(a, c.child, longest, 0);
  return rc;
}
