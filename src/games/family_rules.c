/*
** family_rules.c: the rules of the Accordion family (accordion.h,
** docs/rules.md) on a row of pile tops: the presets and their names,
** which rules are valid, one move, the win. The public functions the
** CLI, the show and Python call, and the general solver's (family.c)
** one move for its best line and hints; the classic rules' one move is
** accordion_play (accordion_rules.c).
*/
#include "core/core.h"
#include "winnable/accordion.h"
#include "games/family_match.h"

#define DISTANCE_MASK ((1u << ACCORDION_MAX_DISTANCE) - 1)
#define MATCH_ALL                                                            \
  (ACCORDION_MATCH_RANK | ACCORDION_MATCH_SUIT | ACCORDION_MATCH_RED_BLACK | \
   ACCORDION_MATCH_ANY)

static const struct preset {
  const char *name;
  accordion_rules rules;
} presets[] = { /* match 3: rank or suit; "any" first, classic */
    {"any", {.left = 1u | 4u, .right = 0, .match = 3, .win_piles = 1,
             .goal = -1, .pairs = 0}},
    {"relaxed", {.left = 1u | 4u, .right = 1u | 4u, .match = 3, .win_piles = 1,
                 .goal = -1, .pairs = 0}},
    {"23-skidoo", {.left = 2u | 4u, .right = 0, .match = 3, .win_piles = 2,
                   .goal = -1, .pairs = 0}},
    {"revenge", {.left = 1u | 4u, .right = 0, .match = 3, .win_piles = 1,
                 .goal = -1, .pairs = 0}},
    {"bayan", {.left = 1u | 4u, .right = 1u | 4u, .match = 3, .win_piles = 0,
               .goal = -1, .pairs = 1}},
};
#define NPRESETS (sizeof presets / sizeof presets[0])

int accordion_rules_preset(const char *name, accordion_rules *r) {
  for (size_t k = 0; k < NPRESETS; k++)
    if (strcmp(name, presets[k].name) == 0) {
      *r = presets[k].rules;
      return 0;
    }
  return -1;
}

/* Whether a and b are the same rules, the goal left out. */
static int same_moves(const accordion_rules *a, const accordion_rules *b) {
  return a->left == b->left && a->right == b->right && a->match == b->match &&
         a->win_piles == b->win_piles && a->pairs == b->pairs;
}

const char *accordion_rules_name(const accordion_rules *r) {
  if (accordion_rules_is_classic(r))
    return "any";
  for (size_t k = 1; k < NPRESETS; k++)
    if (same_moves(r, &presets[k].rules) &&
        (r->goal == presets[k].rules.goal || !strcmp(presets[k].name, "revenge")))
      return presets[k].name;
  return NULL;
}

int accordion_rules_is_classic(const accordion_rules *r) {
  accordion_rules c = ACCORDION_RULES_CLASSIC;
  return same_moves(r, &c) && r->goal == -1;
}

int accordion_rules_valid(const accordion_rules *r, const char **why) {
  const char *w = NULL;
  if ((r->left | r->right) & ~DISTANCE_MASK)
    w = "a move distance is over 16 (ACCORDION_MAX_DISTANCE)";
  else if (!(r->left | r->right))
    w = "no move distance";
  else if (!r->match || (r->match & ~MATCH_ALL))
    w = "no known match rule";
  else if (r->pairs != 0 && r->pairs != 1)
    w = "pairs is neither 0 nor 1";
  else if (!r->pairs && r->win_piles < 1)
    w = "covering moves leave at least one pile: win_piles must be 1 or more";
  else if (r->goal < -1 || r->goal >= WN_NCARDS)
    w = "the goal is not a card";
  else if (r->goal >= 0 && (r->win_piles != 1 || r->pairs))
    w = "a goal card needs win_piles 1 and covering moves";
  if (w && why)
    *why = w;
  return w ? -1 : 0;
}

long accordion_rules_play(const accordion_rules *r, uint8_t *row, size_t n,
                          accordion_move m) {
  if (m.from < 1 || m.to < 1 || m.from > n || m.to > n || m.from == m.to)
    return WN_EMOVE;
  size_t j = m.from - 1, i = m.to - 1;
  size_t d = j > i ? j - i : i - j;
  uint32_t set = j > i ? r->left : r->right;
  if (d > ACCORDION_MAX_DISTANCE || !(set >> (d - 1) & 1) ||
      !family_match(r->match, row[j], row[i]))
    return WN_EMOVE;
  if (r->pairs) { /* both leave: the higher index first */
    size_t hi = j > i ? j : i, lo = j > i ? i : j;
    memmove(row + hi, row + hi + 1, n - hi - 1);
    memmove(row + lo, row + lo + 1, n - lo - 2);
    return (long)(n - 2);
  }
  row[i] = row[j];
  memmove(row + j, row + j + 1, n - j - 1);
  return (long)(n - 1);
}

int accordion_rules_won(const accordion_rules *r, const uint8_t *row,
                        size_t n) {
  if (n > r->win_piles)
    return 0;
  return r->goal < 0 || (n == 1 && row[0] == (uint8_t)r->goal);
}
