/*
** accordion_rules.c: the rules of Accordion on a row of pile tops: one
** move, and the names of the two rules. The one place that plays a move
** for the hints, the CLI's --after, the show's replay, the beams and
** the best line (the depth-first search plays its own moves, keeping
** its tally up to date: accordion_pos.h; the proof checker in
** src/verify shares nothing with the solvers).
**
** A row is the top card of each pile, left to right; a move puts pile
** 'from' onto pile 'to' (1 or 3 to its left, the tops matching) and
** removes one pile, so the row shrinks by one byte. The family's rules
** are family_rules.c.
*/
#include "core/core.h"
#include "winnable/accordion.h"
#include "games/accordion_bits.h"

int accordion_play(uint8_t *row, size_t n, accordion_move m) {
  if (m.from < 2 || m.from > n || (m.from - m.to != 1 && m.from - m.to != 3) ||
      m.to < 1)
    return WN_EMOVE;
  size_t j = m.from - 1, i = m.to - 1;
  if (!accordion_match(row[j], row[i]))
    return WN_EMOVE;
  row[i] = row[j];
  memmove(row + j, row + j + 1, n - j - 1);
  return 0;
}

const char *accordion_rule_name(accordion_rule rule) {
  return rule == ACCORDION_RIGHTMOST ? "rightmost" : "any";
}

int accordion_rule_parse(const char *name, accordion_rule *rule) {
  if (strcmp(name, "any") == 0)
    *rule = ACCORDION_ANY;
  else if (strcmp(name, "rightmost") == 0)
    *rule = ACCORDION_RIGHTMOST;
  else
    return -1;
  return 0;
}
