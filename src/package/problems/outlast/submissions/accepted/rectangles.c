/* Inventor Outlasting: the reference solution. The two colour classes
   of (r + c) never meet. In u = r + c, v = r - c a build fills its whole
   u-line and v-line inside the current region, so a region is a
   rectangle of (u, v) and a build splits it into four. A rectangle
   counts only by the X cells it holds, so its Grundy value is kept under
   the bounding box of those cells (first and last coordinates, as
   compressed indexes), in a table stamped with the case number. The
   cells inside a rectangle are a bit set (at most 100 a class), the
   AND of four prefix sets; the cells are numbered once in u order and
   once in v order, so the lowest and highest bits give the box. */
#include <stdio.h>
#include <string.h>

/* bit k: the k-th cell of a class (__int128: a GCC and Clang type) */
typedef unsigned __int128 set;
#define OFF 256  /* u, v + OFF index the arrays of 768 */
#define TABLE 7000000 /* du^2 dv^2 of a class: 2 x 100 is the largest */
/* cell k of class q: (cu, cv), in u order once number() has run */
static int ncell[2], cu[2][128], cv[2][128], du[2], dv[2];
static int vsorted[2][128]; /* the v of the cells, in v order */
static int ulo[2][768], vlo[2][768];
/* su[q][o][x]: the cells with u <= x - OFF, numbered in u order (o = 0)
   or in v order (o = 1); sv[q][o][x] the same for v. */
static set su[2][2][768], sv[2][2][768];
static unsigned char value[2][TABLE];
static unsigned short stamp[2][TABLE], now;

static int grundy(int q, int u1, int u2, int v1, int v2);

/* XOR of the four parts left by a build at (u, v) in the rectangle. */
static int split(int q, int u, int v, int u1, int u2, int v1, int v2) {
  return grundy(q, u1, u - 1, v1, v - 1) ^ grundy(q, u1, u - 1, v + 1, v2) ^
         grundy(q, u + 1, u2, v1, v - 1) ^ grundy(q, u + 1, u2, v + 1, v2);
}

/* The cells of class q inside [u1, u2] x [v1, v2], numbered in order o. */
static set inside(int q, int o, int u1, int u2, int v1, int v2) {
  return (su[q][o][u2 + OFF] & ~su[q][o][u1 - 1 + OFF]) &
         (sv[q][o][v2 + OFF] & ~sv[q][o][v1 - 1 + OFF]);
}

/* The lowest and the highest bit of a set that is not empty. */
static int low(set s) {
  unsigned long long lo = (unsigned long long)s;
  return lo ? __builtin_ctzll(lo) : 64 + __builtin_ctzll((unsigned long long)(s >> 64));
}

static int high(set s) {
  unsigned long long hi = (unsigned long long)(s >> 64);
  return hi ? 127 - __builtin_clzll(hi) : 63 - __builtin_clzll((unsigned long long)s);
}

static int grundy(int q, int u1, int u2, int v1, int v2) {
  if (u1 > u2 || v1 > v2)
    return 0;
  set in = inside(q, 0, u1, u2, v1, v2);
  if (!in)
    return 0;
  set inv = inside(q, 1, u1, u2, v1, v2);
  /* the bounding box of the cells inside */
  int a = cu[q][low(in)], b = cu[q][high(in)];
  int c = vsorted[q][low(inv)], d = vsorted[q][high(inv)];
  long at = (((long)ulo[q][a + OFF] * du[q] + ulo[q][b + OFF]) * dv[q] +
             vlo[q][c + OFF]) * dv[q] + vlo[q][d + OFF];
  if (stamp[q][at] == now)
    return value[q][at];
  int seen[256] = {0}, g = 0;
  for (; in; in &= in - 1) {
    int k = low(in);
    seen[split(q, cu[q][k], cv[q][k], a, b, c, d)] = 1;
  }
  while (seen[g]) /* at most 100 moves: g < 101 */
    g++;
  stamp[q][at] = now;
  value[q][at] = (unsigned char)g;
  return g;
}

/* lo[x]: how many distinct coordinates are below x. Returns how many
   there are. */
static int compress(const int *coord, int n, int *lo) {
  int has[768] = {0}, k = 0;
  for (int i = 0; i < n; i++)
    has[coord[i] + OFF] = 1;
  for (int x = 0; x < 768; x++) {
    lo[x] = k;
    k += has[x];
  }
  return k;
}

/* Sort the cells of class q by u, number them by v too (order[k]: the
   k-th by v), and fill the prefix sets. */
static void number(int q) {
  int n = ncell[q], order[128];
  for (int i = 1; i < n; i++) /* insertion sort by u */
    for (int j = i; j > 0 && cu[q][j] < cu[q][j - 1]; j--) {
      int t = cu[q][j]; cu[q][j] = cu[q][j - 1]; cu[q][j - 1] = t;
      t = cv[q][j]; cv[q][j] = cv[q][j - 1]; cv[q][j - 1] = t;
    }
  for (int i = 0; i < n; i++)
    order[i] = i;
  for (int i = 1; i < n; i++) /* order: the cells by v */
    for (int j = i; j > 0 && cv[q][order[j]] < cv[q][order[j - 1]]; j--) {
      int t = order[j]; order[j] = order[j - 1]; order[j - 1] = t;
    }
  memset(su[q], 0, sizeof su[q]);
  memset(sv[q], 0, sizeof sv[q]);
  for (int k = 0; k < n; k++) {
    int i = order[k];
    vsorted[q][k] = cv[q][i];
    su[q][0][cu[q][k] + OFF] |= (set)1 << k;
    sv[q][0][cv[q][k] + OFF] |= (set)1 << k;
    su[q][1][cu[q][i] + OFF] |= (set)1 << k;
    sv[q][1][cv[q][i] + OFF] |= (set)1 << k;
  }
  for (int o = 0; o < 2; o++)
    for (int x = 1; x < 768; x++) {
      su[q][o][x] |= su[q][o][x - 1];
      sv[q][o][x] |= sv[q][o][x - 1];
    }
}

int main(void) {
  int t;
  if (scanf("%d", &t) != 1)
    return 1;
  for (int x = 1; x <= t; x++) {
    int rows, cols;
    char line[256];
    if (scanf("%d %d", &rows, &cols) != 2)
      return 1;
    ncell[0] = ncell[1] = 0;
    for (int r = 0; r < rows; r++) {
      if (scanf("%255s", line) != 1)
        return 1;
      for (int c = 0; c < cols; c++)
        if (line[c] == 'X') {
          int q = (r + c) % 2;
          cu[q][ncell[q]] = r + c, cv[q][ncell[q]] = r - c, ncell[q]++;
        }
    }
    for (int q = 0; q < 2; q++) {
      du[q] = compress(cu[q], ncell[q], ulo[q]);
      dv[q] = compress(cv[q], ncell[q], vlo[q]);
      number(q);
    }
    now = x;
    int all[2], wins = 0, lo = 1 - OFF, hi = 766 - OFF;
    for (int q = 0; q < 2; q++)
      all[q] = grundy(q, lo, hi, lo, hi);
    for (int q = 0; q < 2; q++)
      for (int k = 0; k < ncell[q]; k++)
        if ((split(q, cu[q][k], cv[q][k], lo, hi, lo, hi) ^ all[1 - q]) == 0)
          wins++;
    printf("Case #%d: %d\n", x, wins);
  }
  return 0;
}
