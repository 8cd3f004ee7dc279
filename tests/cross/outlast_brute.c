/*
** outlast_brute.c: Inventor Outlasting by plain minimax over occupied
** sets, for the cross-checks.
**
** A position is the set of occupied cells (attractions and signs), one
** bit per cell, row-major. A build marks its cell, then walks each of
** the four diagonals one cell at a time, marking every free cell, and
** stops at the edge or at the first occupied cell: the rule as
** docs/rules.md states it. The player to move wins when some build leaves a
** position where the opponent to move loses; with no free X cell, the
** player to move loses. Decided positions go into an open-addressing
** table keyed by the set. Invariant: each build occupies at least its
** own X cell, so the recursion is at most (number of X cells) deep.
*/
#include <stdlib.h>
#include <string.h>
#include "cross/outlast_brute.h"

struct search {
  int rows, cols;
  uint64_t xcells;       /* the X cells of the board */
  uint64_t *keys;        /* occupied set + 1, 0 for a free slot */
  uint8_t *won;          /* 1: the player to move wins */
  size_t cap, count;     /* cap is a power of two */
};

static uint64_t bit(const struct search *s, int r, int c) {
  return UINT64_C(1) << (r * s->cols + c);
}

/* The occupied set after building at cell k of 'occ'. */
static uint64_t build(const struct search *s, uint64_t occ, int k) {
  static const int dr[4] = {-1, -1, 1, 1}, dc[4] = {-1, 1, -1, 1};
  int r0 = k / s->cols, c0 = k % s->cols;
  uint64_t after = occ | bit(s, r0, c0);
  for (int d = 0; d < 4; d++) {
    int r = r0 + dr[d], c = c0 + dc[d];
    while (r >= 0 && r < s->rows && c >= 0 && c < s->cols &&
           !(after & bit(s, r, c))) {
      after |= bit(s, r, c);
      r += dr[d];
      c += dc[d];
    }
  }
  return after;
}

static size_t slot_of(const struct search *s, uint64_t key) {
  uint64_t h = key * 0x9e3779b97f4a7c15ull;
  size_t i = (size_t)(h >> 32) & (s->cap - 1);
  while (s->keys[i] && s->keys[i] != key)
    i = (i + 1) & (s->cap - 1);
  return i;
}

static int grow(struct search *s) {
  struct search t = *s;
  t.cap = s->cap ? s->cap * 2 : 1024;
  t.keys = calloc(t.cap, sizeof *t.keys);
  t.won = malloc(t.cap);
  if (!t.keys || !t.won) {
    free(t.keys);
    free(t.won);
    return -1;
  }
  for (size_t i = 0; i < s->cap; i++)
    if (s->keys[i]) {
      size_t j = slot_of(&t, s->keys[i]);
      t.keys[j] = s->keys[i];
      t.won[j] = s->won[i];
    }
  free(s->keys);
  free(s->won);
  *s = t;
  return 0;
}

/* 1 if the player to move in 'occ' wins, 0 if not, -1 out of memory. */
static int to_move_wins(struct search *s, uint64_t occ) {
  size_t i = slot_of(s, occ + 1);
  if (s->keys[i])
    return s->won[i];
  int result = 0;
  uint64_t free_x = s->xcells & ~occ;
  for (int k = 0; k < s->rows * s->cols && !result; k++) {
    if (!(free_x >> k & 1))
      continue;
    int theirs = to_move_wins(s, build(s, occ, k));
    if (theirs < 0)
      return -1;
    result = !theirs;
  }
  if (2 * (s->count + 1) > s->cap && grow(s))
    return -1;
  i = slot_of(s, occ + 1);
  s->keys[i] = occ + 1;
  s->won[i] = (uint8_t)result;
  s->count++;
  return result;
}

long olbrute_solve(const uint8_t *cells, int rows, int cols, uint8_t *wins,
                   int *first_wins) {
  if (rows < 1 || cols < 1 || rows * cols > OLBRUTE_MAX_CELLS)
    return -1;
  struct search s = {rows, cols, 0, NULL, NULL, 0, 0};
  for (int k = 0; k < rows * cols; k++)
    if (cells[k])
      s.xcells |= UINT64_C(1) << k;
  long count = 0;
  if (grow(&s))
    return -1;
  for (int k = 0; k < rows * cols && count >= 0; k++) {
    int win = 0;
    if (s.xcells >> k & 1) {
      int theirs = to_move_wins(&s, build(&s, 0, k));
      if (theirs < 0)
        count = -1;
      win = theirs == 0;
    }
    if (wins)
      wins[k] = (uint8_t)win;
    count += win;
  }
  if (count >= 0 && first_wins)
    *first_wins = count > 0;
  free(s.keys);
  free(s.won);
  return count;
}
