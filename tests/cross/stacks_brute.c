/*
** stacks_brute.c: Stack Management by brute force over all move
** sequences (graph search over positions, no shortcut).
**
** A position lists every stack in full, bottom card first, as card
** numbers; it is its own hash key. From a position every legal move is
** tried: removing the top of a stack when another top shows its suit
** and none of those is lower, and moving any top card (even the only
** card of a stack) onto any empty stack. The search stops at the first
** position where each stack holds at most one card.
*/
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "cross/stacks_brute.h"

struct pos {
  unsigned char len[SBRUTE_MAXN];
  unsigned char card[SBRUTE_MAXN][SBRUTE_MAXC];
};

struct table {
  struct pos *slot;
  unsigned char *used;
  size_t cap, count;
};

static uint64_t hash_pos(const struct pos *p) {
  const unsigned char *b = (const unsigned char *)p;
  uint64_t h = 1469598103934665603ULL;
  for (size_t k = 0; k < sizeof *p; k++)
    h = (h ^ b[k]) * 1099511628211ULL;
  return h;
}

static int grow(struct table *t);

/* 1 if p was added, 0 if already there, -1 out of memory. */
static int insert(struct table *t, const struct pos *p) {
  if (2 * (t->count + 1) > t->cap && grow(t))
    return -1;
  size_t h = (size_t)hash_pos(p) & (t->cap - 1);
  while (t->used[h]) {
    if (memcmp(&t->slot[h], p, sizeof *p) == 0)
      return 0;
    h = (h + 1) & (t->cap - 1);
  }
  t->used[h] = 1;
  t->slot[h] = *p;
  t->count++;
  return 1;
}

static int grow(struct table *t) {
  struct table bigger = {0};
  bigger.cap = t->cap ? 2 * t->cap : 1024;
  bigger.slot = malloc(bigger.cap * sizeof *bigger.slot);
  bigger.used = calloc(bigger.cap, 1);
  if (!bigger.slot || !bigger.used) {
    free(bigger.slot);
    free(bigger.used);
    return -1;
  }
  for (size_t k = 0; k < t->cap; k++)
    if (t->used[k])
      insert(&bigger, &t->slot[k]);
  free(t->slot);
  free(t->used);
  *t = bigger;
  return 0;
}

struct game {
  const int *value, *suit;
  int n;
};

static int won(const struct game *g, const struct pos *p) {
  for (int i = 0; i < g->n; i++)
    if (p->len[i] > 1)
      return 0;
  return 1;
}

static int top(const struct pos *p, int i) {
  return p->card[i][p->len[i] - 1];
}

/* May the top of stack a be removed? */
static int removable(const struct game *g, const struct pos *p, int a) {
  int x = top(p, a), others = 0;
  for (int b = 0; b < g->n; b++) {
    if (b == a || p->len[b] == 0)
      continue;
    int y = top(p, b);
    if (g->suit[y] != g->suit[x])
      continue;
    if (g->value[y] < g->value[x])
      return 0;
    others++;
  }
  return others > 0;
}

/* Successors of p into out[]; returns how many. */
static int successors(const struct game *g, const struct pos *p,
                      struct pos *out) {
  int k = 0;
  for (int a = 0; a < g->n; a++) {
    if (p->len[a] == 0)
      continue;
    if (removable(g, p, a)) {
      out[k] = *p;
      out[k].card[a][--out[k].len[a]] = 0;
      k++;
    }
    for (int b = 0; b < g->n; b++) {
      if (p->len[b] != 0)
        continue;
      out[k] = *p;
      out[k].card[b][0] = (unsigned char)top(p, a);
      out[k].len[b] = 1;
      out[k].card[a][--out[k].len[a]] = 0;
      k++;
    }
  }
  return k;
}

/* Search from 'start'; the result as stacks_brute gives it. */
static int search(const struct game *gp, const struct pos *startp,
                  size_t *states) {
  struct game g = *gp;
  struct pos start = *startp;
  struct table seen = {0};
  size_t cap = 64, depth = 0;
  struct pos *todo = malloc(cap * sizeof *todo);
  int result = todo && insert(&seen, &start) == 1 ? 0 : -1;
  if (result == 0)
    todo[depth++] = start;
  while (result == 0 && depth > 0) {
    struct pos p = todo[--depth], next[SBRUTE_MAXN * (SBRUTE_MAXN + 1)];
    if (won(&g, &p)) {
      result = 1;
      break;
    }
    int k = successors(&g, &p, next);
    for (int s = 0; s < k && result == 0; s++) {
      int rc = insert(&seen, &next[s]);
      if (rc < 0) {
        result = -1;
      } else if (rc == 1) {
        if (depth == cap) {
          struct pos *more = realloc(todo, 2 * cap * sizeof *todo);
          if (!more) {
            result = -1;
            break;
          }
          todo = more;
          cap *= 2;
        }
        todo[depth++] = next[s];
      }
    }
  }
  if (states)
    *states = seen.count;
  free(todo);
  free(seen.slot);
  free(seen.used);
  return result;
}

int stacks_brute(const int *value, const int *suit, int n, int c,
                 size_t *states) {
  int height[SBRUTE_MAXN];
  if (n < 1 || c < 1 || n > SBRUTE_MAXN || c > SBRUTE_MAXC)
    return -1;
  for (int i = 0; i < n; i++)
    height[i] = c;
  return stacks_brute_position(value, suit, height, n, states);
}

int stacks_brute_position(const int *value, const int *suit,
                          const int *height, int n, size_t *states) {
  if (n < 1 || n > SBRUTE_MAXN)
    return -1;
  struct game g = {value, suit, n};
  struct pos start;
  memset(&start, 0, sizeof start);
  int card = 0;
  for (int i = 0; i < n; i++) {
    if (height[i] < 0 || height[i] > SBRUTE_MAXC)
      return -1;
    start.len[i] = (unsigned char)height[i];
    for (int j = 0; j < height[i]; j++)
      start.card[i][height[i] - 1 - j] = (unsigned char)card++;
  }
  return search(&g, &start, states);
}
