/*
** opos.c: Inventor Outlasting positions after some builds, valued as a
** sum of components with the public solver (see opos.h for why that is
** exact). Cells are row-major indexes k = r * cols + c.
*/
#include <stdlib.h>
#include <string.h>
#include "show/opos.h"

int opos_init(opos *p, const uint8_t *x, size_t rows, size_t cols) {
  size_t n = rows * cols;
  p->rows = rows;
  p->cols = cols;
  p->x = x;
  p->occ = calloc(n, 1);
  p->comp = malloc(n * sizeof *p->comp);
  p->queue = malloc(n * sizeof *p->queue);
  p->fresh = malloc(n);
  if (!p->occ || !p->comp || !p->queue || !p->fresh) {
    opos_release(p);
    return WN_ENOMEM;
  }
  return 0;
}

void opos_release(opos *p) {
  free(p->occ);
  free(p->comp);
  free(p->queue);
  free(p->fresh);
  memset(p, 0, sizeof *p);
}

void opos_copy(opos *p, const opos *from) {
  memcpy(p->occ, from->occ, p->rows * p->cols);
}

int opos_available(const opos *p, size_t k) {
  return p->x[k] && p->occ[k] == OPOS_FREE;
}

void opos_build(opos *p, size_t k, int player) {
  static const int dr[4] = {-1, 1, -1, 1}, dc[4] = {1, -1, -1, 1};
  long r0 = (long)(k / p->cols), c0 = (long)(k % p->cols);
  p->occ[k] = player == 1 ? OPOS_BUILT1 : OPOS_BUILT2;
  for (int d = 0; d < 4; d++) {
    /* NE and SW walks draw '/', NW and SE walks '\' */
    uint8_t sign = d < 2 ? OPOS_SIGN_NE : OPOS_SIGN_NW;
    for (long r = r0 + dr[d], c = c0 + dc[d];
         r >= 0 && c >= 0 && r < (long)p->rows && c < (long)p->cols;
         r += dr[d], c += dc[d]) {
      size_t j = (size_t)r * p->cols + (size_t)c;
      if (p->occ[j] != OPOS_FREE)
        break;
      p->occ[j] = sign;
    }
  }
}

/* Label the component of free cell 'start' as 'id'; returns its size. */
static size_t flood(opos *p, size_t start, uint32_t id) {
  size_t head = 0, tail = 0;
  p->comp[start] = id;
  p->queue[tail++] = (uint32_t)start;
  while (head < tail) {
    size_t k = p->queue[head++];
    long r = (long)(k / p->cols), c = (long)(k % p->cols);
    for (int d = 0; d < 4; d++) {
      long nr = r + (d < 2 ? -1 : 1), nc = c + (d % 2 ? -1 : 1);
      if (nr < 0 || nc < 0 || nr >= (long)p->rows || nc >= (long)p->cols)
        continue;
      size_t j = (size_t)nr * p->cols + (size_t)nc;
      if (p->occ[j] == OPOS_FREE && p->comp[j] == UINT32_MAX) {
        p->comp[j] = id;
        p->queue[tail++] = (uint32_t)j;
      }
    }
  }
  return tail;
}

/*
** Solve the component whose cells are queue[0..size) as a fresh board.
** Sets *g to its value and after[k] to the value left in it by a build
** at each of its free X cells k. Returns 0 or a negative code.
*/
static long solve_component(opos *p, outlast_ctx *ctx, size_t size,
                            uint32_t *g, uint32_t *after) {
  size_t n = p->rows * p->cols, nx = 0;
  memset(p->fresh, 0, n);
  for (size_t q = 0; q < size; q++)
    if (p->x[p->queue[q]]) {
      p->fresh[p->queue[q]] = 1;
      nx++;
    }
  *g = 0;
  if (nx == 0)
    return 0;
  int v = outlast_solve(ctx, p->fresh, p->rows, p->cols);
  if (v < 0)
    return v;
  if (v == WN_UNKNOWN)
    return OPOS_UNKNOWN;
  *g = outlast_grundy(ctx);
  size_t nmoves;
  const outlast_move *m = outlast_moves(ctx, &nmoves);
  for (size_t j = 0; j < nmoves; j++)
    after[(m[j].row - 1) * p->cols + (m[j].col - 1)] = m[j].grundy;
  return 0;
}

long opos_value(opos *p, outlast_ctx *ctx, uint32_t *after) {
  size_t n = p->rows * p->cols;
  uint32_t total = 0, ncomp = 0;
  uint32_t *gcomp = malloc((n + 1) * sizeof *gcomp);
  if (!gcomp)
    return WN_ENOMEM;
  for (size_t k = 0; k < n; k++)
    p->comp[k] = UINT32_MAX;
  for (size_t k = 0; k < n; k++) {
    if (p->occ[k] != OPOS_FREE || p->comp[k] != UINT32_MAX)
      continue;
    size_t size = flood(p, k, ncomp);
    long rc = solve_component(p, ctx, size, &gcomp[ncomp], after);
    if (rc < 0) {
      free(gcomp);
      return rc;
    }
    total ^= gcomp[ncomp++];
  }
  /* a build in component K changes only K's share of the XOR */
  for (size_t k = 0; k < n; k++)
    if (opos_available(p, k))
      after[k] ^= total ^ gcomp[p->comp[k]];
  free(gcomp);
  return (long)total;
}
