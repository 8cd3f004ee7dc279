/*
** opos_cross.c: cross-checks opos.c (positions in the middle of an
** Inventor Outlasting game, valued per component with the public
** solver) against a brute-force Grundy search written here from the
** rules alone, on seeded random boards of up to 5 x 5 cells.
**
** For each board it plays a random game to the end; at every position
** it compares the value and the value after every possible build.
** Prints a summary; exit 1 at the first disagreement.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "show/opos.h"

enum { MAXR = 5, MAXC = 5 };

struct board {
  int rows, cols;
  uint8_t x[MAXR * MAXC];
};

/* Occupied cells as a bit mask; build at k and walk the four diagonals. */
static uint32_t build(const struct board *b, uint32_t occ, int k) {
  occ |= 1u << k;
  for (int dr = -1; dr <= 1; dr += 2)
    for (int dc = -1; dc <= 1; dc += 2)
      for (int r = k / b->cols + dr, c = k % b->cols + dc;
           r >= 0 && r < b->rows && c >= 0 && c < b->cols;
           r += dr, c += dc) {
        if (occ & (1u << (r * b->cols + c)))
          break;
        occ |= 1u << (r * b->cols + c);
      }
  return occ;
}

/* Memo of Grundy values by occupied mask (open addressing). */
static uint32_t *keys;
static uint8_t *vals;
static size_t cap;

static int grundy(const struct board *b, uint32_t occ) {
  size_t h = (occ * 2654435761u) & (cap - 1);
  while (keys[h] != UINT32_MAX) {
    if (keys[h] == occ)
      return vals[h];
    h = (h + 1) & (cap - 1);
  }
  uint64_t seen = 0;
  for (int k = 0; k < b->rows * b->cols; k++)
    if (b->x[k] && !(occ & (1u << k)))
      seen |= 1ull << grundy(b, build(b, occ, k));
  int g = 0;
  while (seen & (1ull << g))
    g++;
  h = (occ * 2654435761u) & (cap - 1);
  while (keys[h] != UINT32_MAX)
    h = (h + 1) & (cap - 1);
  keys[h] = occ;
  vals[h] = (uint8_t)g;
  return g;
}

static int check_board(const struct board *b, wn_rng *rng, outlast_ctx *ctx,
                       uint64_t *positions) {
  opos p;
  uint32_t after[MAXR * MAXC];
  if (opos_init(&p, b->x, (size_t)b->rows, (size_t)b->cols))
    return -1;
  memset(keys, 0xff, cap * sizeof *keys);
  uint32_t occ = 0;
  int ok = 1;
  for (int player = 1; ok; player = 3 - player) {
    long v = opos_value(&p, ctx, after);
    int free_cells[MAXR * MAXC], nfree = 0;
    ok = v == grundy(b, occ);
    for (int k = 0; k < b->rows * b->cols && ok; k++)
      if (b->x[k] && !(occ & (1u << k))) {
        free_cells[nfree++] = k;
        ok = opos_available(&p, (size_t)k) &&
             (int)after[k] == grundy(b, build(b, occ, k));
      }
    (*positions)++;
    if (!ok || nfree == 0)
      break;
    int k = free_cells[wn_rng_below(rng, (uint64_t)nfree)];
    opos_build(&p, (size_t)k, player);
    occ = build(b, occ, k);
  }
  opos_release(&p);
  return ok;
}

int main(int argc, char **argv) {
  uint64_t boards = argc > 1 ? strtoull(argv[1], NULL, 10) : 3000;
  cap = 1u << 22;
  keys = malloc(cap * sizeof *keys);
  vals = malloc(cap);
  outlast_ctx *ctx = outlast_new(NULL);
  if (!keys || !vals || !ctx)
    return 2;
  uint64_t positions = 0;
  for (uint64_t i = 0; i < boards; i++) {
    wn_rng rng;
    wn_rng_init(&rng, 20240611, WN_TAG_OUTLAST, i);
    struct board b = {1 + (int)wn_rng_below(&rng, MAXR),
                      1 + (int)wn_rng_below(&rng, MAXC), {0}};
    for (int k = 0; k < b.rows * b.cols; k++)
      b.x[k] = wn_rng_below(&rng, 100) < 60;
    int ok = check_board(&b, &rng, ctx, &positions);
    if (ok != 1) {
      printf("FAIL: board %llu (%d x %d) disagrees with brute force:\n",
             (unsigned long long)i, b.rows, b.cols);
      for (int k = 0; k < b.rows * b.cols; k++)
        printf("%c%s", b.x[k] ? 'X' : '.', k % b.cols == b.cols - 1 ? "\n" : "");
      return 1;
    }
  }
  printf("opos cross-check: %llu boards, %llu positions, all values agree "
         "with brute force\n", (unsigned long long)boards,
         (unsigned long long)positions);
  outlast_free(ctx);
  free(keys);
  free(vals);
  return 0;
}
