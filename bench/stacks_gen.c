/*
** stacks_gen.c: a Large-size Stack Management input for the benchmark.
**
** Contest files reach Large sizes (T = 100, N*C up to 10^5) in about
** 2 MB only because cases share premade stacks, so this one has two
** pools of stacks of C = 90 cards and 100 cases drawn from them:
**   - pool R: 1100 random stacks (stacks_deal_premade) over 1000 suits;
**     case k with k % 3 == 0 picks N = 1000 of them (S = N: the removals
**     and the suit graph decide, usually "stuck"), k % 3 == 1 picks
**     N = 1001..1100 (S < N: POSSIBLE, a free-play move list of about
**     N*C moves);
**   - pool W: one planted winnable instance of 1000 stacks with S = N,
**     solved only through a source-target path of 200 stacks (below);
**     case k with k % 3 == 2 lists its stacks in a random order.
** Planted instance, suits 1..1000, ace value 50000, king 49999, other
** cards numbered upwards within their suit: path stack j = 1..200 has
** the ace of suit j at the bottom and on top the king of suit j+1 (the
** ace of suit 201 for j = 200); stack 201 holds only cards of suits
** 201..1000 whose aces show, so the removals empty it; stacks 202..1000
** show the aces of suits 202..1000 on cards of those suits. Suit 1 has
** no other card. Path stacks are filled with cards of suits 2..1000.
*/
#include <stdlib.h>
#include <string.h>
#include "winnable.h"
#include "winnable/stacks.h"
#include "stacks_gen.h"

#define C 90
#define POOL_R 1100
#define SUITS 1000
#define PATH 200
#define VALUES 50000

static uint64_t mix(uint64_t *s) {
  uint64_t z = (*s += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

/* A filler card of a suit in [lo, hi], numbered upwards in its suit. */
static stacks_card filler(uint64_t *s, uint32_t *next, uint32_t lo,
                          uint32_t hi) {
  stacks_card card;
  card.suit = lo + (uint32_t)(mix(s) % (hi - lo + 1));
  card.value = ++next[card.suit];
  return card;
}

/* The planted instance: SUITS stacks of C cards into w (top first). */
static void planted(uint64_t seed, stacks_card *w) {
  uint64_t s = seed;
  uint32_t next[SUITS + 1];
  memset(next, 0, sizeof next);
  for (uint32_t i = 0; i < SUITS; i++) {
    stacks_card *st = w + (size_t)i * C;
    for (uint32_t j = 0; j < C; j++)
      st[j] = i < PATH ? filler(&s, next, 2, SUITS)
                       : filler(&s, next, PATH + 1, SUITS);
    if (i < PATH) { /* path stack i+1 */
      st[C - 1].suit = i + 1;
      st[C - 1].value = VALUES;
      st[0].suit = i + 2;
      st[0].value = i + 1 < PATH ? VALUES - 1 : VALUES;
    } else if (i > PATH) { /* shows the ace of suit i+1 */
      st[0].suit = i + 1;
      st[0].value = VALUES;
    }
  }
}

static int write_stacks(FILE *out, const stacks_card *cards, size_t n) {
  for (size_t i = 0; i < n; i++) {
    stacks_write_stack(out, cards + i * C, C);
    putc('\n', out);
  }
  return ferror(out) ? -1 : 0;
}

int stacks_gen_large(FILE *out, uint64_t seed) {
  stacks_shape pool = {SUITS, C, SUITS, VALUES, POOL_R};
  stacks_card *cards = malloc((size_t)SUITS * C * sizeof *cards);
  uint32_t *pick = malloc(POOL_R * sizeof *pick);
  if (!cards || !pick || stacks_shape_check(&pool, NULL, 0)) {
    free(cards);
    free(pick);
    return -1;
  }
  fprintf(out, "%d\n", POOL_R + SUITS);
  for (uint32_t q = 0; q < POOL_R; q++) {
    stacks_deal_premade(seed, q, &pool, cards);
    write_stacks(out, cards, 1);
  }
  planted(seed, cards);
  write_stacks(out, cards, SUITS);
  fprintf(out, "100\n");
  uint64_t s = seed ^ 0x5eed;
  for (uint64_t k = 0; k < 100; k++) {
    stacks_shape sh = pool;
    uint32_t base = 0;
    if (k % 3 == 1)
      sh.stacks = SUITS + 1 + (uint32_t)(mix(&s) % (POOL_R - SUITS));
    if (k % 3 == 2) { /* a random order of the planted stacks */
      base = POOL_R;
      sh.premade = SUITS;
    }
    stacks_deal_pick(seed, k, &sh, pick);
    fprintf(out, "%u %d\n", sh.stacks, C);
    for (uint32_t i = 0; i < sh.stacks; i++)
      fprintf(out, "%s%u", i ? " " : "", base + pick[i]);
    putc('\n', out);
  }
  free(cards);
  free(pick);
  return ferror(out) ? -1 : 0;
}
