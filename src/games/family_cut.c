/*
** family_cut.c: rows of the Accordion family lost by a
** theorem. Each cut holds for every legal line, whatever the deal:
**
** 0. The goal. A move only takes tops out of the row: a row without
**    the goal card never has it on top again.
** 1. Short moves. With covering moves the piles fall by one, so a row
**    of more than w = win_piles piles passes through w+1 piles and wins
**    only by a move inside w+1 piles, of distance at most w. With pairs
**    the piles fall by two and the winning move starts from w+1 or w+2
**    piles: distance at most w+1. Rules without such a distance (left
**    or right) lose every row of more than w piles.
** 2. Components (covering moves, no 'any' match). Rows are tops and no
**    top comes back; every top but the last w is covered exactly once,
**    by a top it matches. "X covered Y" is a forest over the row's tops
**    whose edges are matches, with at most w roots: the match graph of
**    the tops has at most w components. (Suit-only or rank-only: the
**    distinct suits or ranks.)
** 3. The leftmost pile (covering, left moves only, w = 1). The leftmost
**    pile never moves, so its top covers nothing. With the only goal
**    card on it and two piles or more, nothing could move onto it
**    without covering the goal: lost. Otherwise, with two piles or more, its top
**    is a leaf of the single tree (a root that covers nothing would be
**    alone): the leftmost top matches another, and the other tops are
**    connected among themselves. This implies cut 2.
** 4. The goal walled in (covering, left moves only, w = 1). The only
**    goal card, at index g with a pile on its right, is never covered,
**    so that pile leaves only by jumping over it, a distance d with
**    2 <= d <= g + 1; g never grows (the goal moves left, piles on its
**    left merge, piles jump over it), and the goal's own moves leave
**    the piles it passes on its right. Without such a distance a pile
**    stays on the goal's right for good: lost.
** Each cut reads the row once, O(len), and allocates nothing.
*/
#include <string.h>
#include "games/family_match.h"
#include "games/family_cut.h"
#include "games/accordion_bits.h"

/* Union-find over the classes a card joins: 13 ranks, 4 suits, and a
** hub that every card joins under red-black when both colours are
** there (every red meets every black). Cards of one class are one
** component, so the cards' components are the classes' components,
** plus each card that joins no class (red-black alone, one colour). */
#define RANK_NODE(c) ((c) >> 2)
#define SUIT_NODE(c) (13 + ((c) & 3))
#define HUB 17
#define NODES 18

static int root(uint8_t *up, int x) {
  while (up[x] != x)
    x = up[x] = up[up[x]];
  return x;
}

static void join(uint8_t *up, int a, int b) {
  a = root(up, a), b = root(up, b);
  if (a != b)
    up[a] = (uint8_t)b;
}

static int is_red(uint8_t c) { return (c & 3) == 1 || (c & 3) == 2; }

/* Whether the match graph (match bits m, no 'any') of row[0..len) has
** more than 'most' components. */
static int too_many_parts(unsigned m, const uint8_t *row, size_t len,
                          size_t most) {
  uint8_t up[NODES], used[NODES] = {0};
  int colours = 0;
  size_t parts = 0;
  for (int x = 0; x < NODES; x++)
    up[x] = (uint8_t)x;
  for (size_t k = 0; k < len; k++)
    colours |= 1 << is_red(row[k]);
  int hub = (m & ACCORDION_MATCH_RED_BLACK) && colours == 3;
  for (size_t k = 0; k < len; k++) {
    int first = -1;
    if (m & ACCORDION_MATCH_RANK)
      first = RANK_NODE(row[k]);
    if (m & ACCORDION_MATCH_SUIT) {
      if (first >= 0)
        join(up, first, SUIT_NODE(row[k]));
      else
        first = SUIT_NODE(row[k]);
    }
    if (hub) {
      if (first >= 0)
        join(up, first, HUB);
      else
        first = HUB;
    }
    if (first < 0)
      parts++; /* a card alone */
    else
      used[first] = 1;
  }
  uint8_t seen[NODES] = {0};
  for (int x = 0; x < NODES; x++)
    if (used[x])
      parts += !seen[root(up, x)]++;
  return parts > most;
}

/* Cut 4 for a row of len >= 2 piles; r is covering, left-only, w = 1,
** with a goal card. */
static int goal_walled(const accordion_rules *r, const uint8_t *row,
                       size_t len) {
  const uint8_t *at = memchr(row, r->goal, len);
  size_t g = (size_t)(at - row); /* cut 0 made sure it is there */
  if (g + 1 >= len || memchr(at + 1, r->goal, len - g - 1))
    return 0;
  uint32_t upto = g + 1 >= 32 ? ~0u : (1u << (g + 1)) - 1; /* d <= g+1 */
  return !(r->left & upto & ~1u);
}

/* Cut 3 for a row of len >= 2 piles; r is covering, left-only, w = 1. */
static int leftmost_lost(const accordion_rules *r, const uint8_t *row,
                         size_t len) {
  if (r->goal >= 0 && row[0] == r->goal && !memchr(row + 1, r->goal, len - 1))
    return 1; /* a copy of the goal (repeated cards) could cover it */
  if (r->match & ACCORDION_MATCH_ANY)
    return 0;
  for (size_t k = 1; k < len; k++)
    if (family_match(r->match, row[0], row[k]))
      return too_many_parts(r->match, row + 1, len - 1, 1);
  return 1; /* the leftmost top meets no other: nothing covers it */
}

int family_cut_lost(const accordion_rules *r, const uint8_t *row,
                    size_t len) {
  size_t w = r->win_piles, reach = w + (r->pairs ? 1 : 0);
  if (r->goal >= 0 && !memchr(row, r->goal, len))
    return 1;
  if (len <= w)
    return 0;
  uint32_t near = reach >= 32 ? ~0u : (1u << reach) - 1; /* distances <= */
  if (!((r->left | r->right) & near))
    return 1;
  if (r->pairs)
    return 0;
  if (r->right == 0 && w == 1) /* cut 3 implies cut 2 */
    return leftmost_lost(r, row, len) ||
           (r->goal >= 0 && goal_walled(r, row, len));
  return !(r->match & ACCORDION_MATCH_ANY) &&
         too_many_parts(r->match, row, len, w);
}
