/*
** hitormiss_naive.c: Hit or Miss played exactly as the rules read, one
** cycle at a time, each deck a ring buffer. Unwinnable is decided by
** seeing the full state (all decks in order, all counts) repeat with
** no hit in between: the game is deterministic, so it then loops
** forever without a hit. Repeats are found with Brent's method: the
** state is saved at growing powers of two after the latest hit and
** compared after every cycle. Written apart from src/games/hitormiss.c
** on purpose; it must not share code or tricks with it.
*/
#include <string.h>
#include "cross/hitormiss_naive.h"

#define RING 52

struct seat {
  uint8_t ring[RING];
  int head, len;   /* the deck is ring[head], ring[head+1], ... (mod RING) */
  int count;       /* 1..13 */
};

struct table {
  struct seat seat[10];
  int n;
};

static int same_table(const struct table *a, const struct table *b) {
  for (int j = 0; j < a->n; j++) {
    const struct seat *x = &a->seat[j], *y = &b->seat[j];
    if (x->len != y->len || x->count != y->count)
      return 0;
    for (int k = 0; k < x->len; k++)
      if (x->ring[(x->head + k) % RING] != y->ring[(y->head + k) % RING])
        return 0;
  }
  return 1;
}

/* One cycle; returns the number of hits and bumps *discarded. */
static int one_cycle(struct table *tb, struct naive_result *res,
                     int *discarded) {
  int passed[10], hits = 0;
  for (int j = 0; j < tb->n; j++) {
    struct seat *s = &tb->seat[j];
    passed[j] = 0;
    if (s->len == 0)
      continue;
    int top = s->ring[s->head];
    s->head = (s->head + 1) % RING;
    if (top == s->count) {
      s->len--;
      passed[j] = top;
      res->last[j] = (uint8_t)top;
      res->hits[j]++;
      hits++;
    } else {
      s->ring[(s->head + s->len - 1) % RING] = (uint8_t)top;
    }
    s->count = s->count == 13 ? 1 : s->count + 1;
  }
  for (int j = 1; j < tb->n; j++)
    if (passed[j - 1]) {
      struct seat *s = &tb->seat[j];
      s->ring[(s->head + s->len) % RING] = (uint8_t)passed[j - 1];
      s->len++;
    }
  if (passed[tb->n - 1])
    (*discarded)++;
  return hits;
}

void naive_play(const uint8_t ranks[52], int players,
                struct naive_result *res) {
  struct table tb, saved;
  memset(res, 0, sizeof *res);
  memset(&tb, 0, sizeof tb);
  tb.n = players;
  for (int j = 0; j < players; j++)
    tb.seat[j].count = 1;
  memcpy(tb.seat[0].ring, ranks, 52);
  tb.seat[0].len = 52;
  saved = tb;
  uint64_t cycle = 0, power = 1, lam = 0;
  int discarded = 0;
  for (;;) {
    cycle++;
    if (one_cycle(&tb, res, &discarded)) {
      res->cycles = cycle;
      if (discarded == 52) {
        res->won = 1;
        return;
      }
      saved = tb;
      power = 1;
      lam = 0;
      continue;
    }
    lam++;
    if (same_table(&tb, &saved)) {
      res->repeat_at = cycle;
      return;
    }
    if (lam == power) {
      saved = tb;
      power *= 2;
      lam = 0;
    }
  }
}
