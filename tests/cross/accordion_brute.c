/*
** accordion_brute.c: exhaustive Accordion search for the cross-checks.
**
** A position is the row of pile tops, left to right, stored in a fixed
** record (length, then the tops, zero padding) so that two records are
** equal exactly when the rows are. Only the tops matter for
** what can happen next, so a row that was once proven lost is lost
** whenever it comes back; those rows go into a plain open-addressing
** table. Nothing else is remembered: every legal move of every position
** is tried in order, so the answer is correct if the move rules are.
** If the table cannot grow, the search goes on without remembering more
** rows: slower, same answer.
** Invariant: each move removes one pile, so recursion depth < n.
*/
#include <stdlib.h>
#include <string.h>
#include "cross/accordion_brute.h"

struct row {
  uint8_t len;
  uint8_t top[ACCBRUTE_MAX_CARDS + 1];
};

struct search {
  int rightmost;
  struct row *lost;      /* table of lost rows; len 0 marks a free slot */
  size_t cap, count;     /* cap is a power of two */
  int oom;              /* the table could not grow; stop trying */
  size_t fewest;         /* fewest piles of a row visited */
  accbrute_move line[ACCBRUTE_MAX_CARDS];
};

/* Card byte = (rank - 1) * 4 + suit (see winnable.h). */
static int match(uint8_t a, uint8_t b) {
  return a / 4 == b / 4 || a % 4 == b % 4;
}

/* FNV-1a of the length and the tops: the padding after them is zero. */
static size_t row_hash(const struct row *r) {
  uint64_t h = (1469598103934665603ull ^ r->len) * 1099511628211ull;
  for (size_t k = 0; k < r->len; k++)
    h = (h ^ r->top[k]) * 1099511628211ull;
  return (size_t)(h ^ (h >> 29));
}

/* The slot holding r, or the free slot where it belongs. */
static struct row *slot(struct row *table, size_t cap, const struct row *r) {
  size_t k = row_hash(r) & (cap - 1);
  while (table[k].len != 0 && memcmp(&table[k], r, sizeof *r) != 0)
    k = (k + 1) & (cap - 1);
  return &table[k];
}

static void remember_lost(struct search *s, const struct row *r) {
  if (s->oom)
    return;
  if (2 * (s->count + 1) > s->cap) {
    size_t ncap = s->cap ? 2 * s->cap : 1024;
    struct row *t = calloc(ncap, sizeof *t);
    if (!t) {
      s->oom = 1;
      return;
    }
    for (size_t k = 0; k < s->cap; k++)
      if (s->lost[k].len != 0)
        *slot(t, ncap, &s->lost[k]) = s->lost[k];
    free(s->lost);
    s->lost = t;
    s->cap = ncap;
  }
  *slot(s->lost, s->cap, r) = *r;
  s->count++;
}

static int known_lost(const struct search *s, const struct row *r) {
  return s->cap != 0 && slot(s->lost, s->cap, r)->len != 0;
}

/* The row after pile j goes onto pile i (1-based). */
static void apply(const struct row *r, int j, int i, struct row *out) {
  memset(out, 0, sizeof *out);
  int k = 0;
  for (int p = 1; p <= r->len; p++) {
    if (p == j)
      continue;
    out->top[k++] = p == i ? r->top[j - 1] : r->top[p - 1];
  }
  out->len = (uint8_t)k;
}

/* 1 if r can be reduced to one pile; s->line[depth..] then says how. */
static int wins(struct search *s, const struct row *r, int depth,
                int use_memo) {
  if (r->len < s->fewest)
    s->fewest = r->len;
  if (r->len == 1)
    return 1;
  if (use_memo && known_lost(s, r))
    return 0;
  for (int j = s->rightmost ? r->len : 2; j <= r->len; j++) {
    for (int d = 1; d <= 3; d += 2) {
      int i = j - d;
      if (i < 1 || !match(r->top[j - 1], r->top[i - 1]))
        continue;
      struct row next;
      apply(r, j, i, &next);
      if (wins(s, &next, depth + 1, use_memo)) {
        s->line[depth].from = j;
        s->line[depth].to = i;
        return 1;
      }
    }
  }
  if (use_memo)
    remember_lost(s, r);
  return 0;
}

int accbrute_decide(const uint8_t *cards, size_t n, int rightmost,
                    int use_memo, accbrute_move *line, size_t *fewest) {
  if (n < 1 || n > ACCBRUTE_MAX_CARDS)
    return -1;
  struct row start;
  memset(&start, 0, sizeof start);
  start.len = (uint8_t)n;
  for (size_t k = 0; k < n; k++) {
    if (cards[k] >= 52)
      return -1;
    start.top[k] = cards[k];
  }
  struct search *s = calloc(1, sizeof *s);
  if (!s)
    return -1;
  s->rightmost = rightmost;
  s->fewest = n;
  int won = wins(s, &start, 0, use_memo);
  if (won && line)
    memcpy(line, s->line, (n - 1) * sizeof *line);
  if (fewest)
    *fewest = s->fewest;
  free(s->lost);
  free(s);
  return won;
}
