/*
** accordion_play.c: one Accordion move on a row of pile tops, the one
** place that plays a move for the hints, the CLI's --after, the
** show's replay and the solver's best line. (The search itself plays
** its own moves, keeping its tallies up to date as it goes; the proof
** checker in src/verify shares nothing with the solvers.)
**
** A row is the top card of each pile, left to right; a move removes one
** pile, so the row shrinks by one byte.
*/
#include "core/core.h"
#include "winnable/accordion.h"
#include "games/accordion_impl.h"

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
