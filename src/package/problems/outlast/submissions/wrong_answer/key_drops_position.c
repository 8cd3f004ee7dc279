/* Wrong: the memo key is the rectangle's shape (its size in compressed
   coordinates), not where it is, so two rectangles of one size share a
   value although they hold different cells. */
#include <stdio.h>
#include <string.h>

#define OFF 256  /* u, v + OFF index lo[] and hi[] */
#define TABLE 7000000 /* du^2 dv^2 of a class: 2 x 100 is the largest */
static int ncell[2], cu[2][200], cv[2][200], du[2], dv[2];
static int ulo[2][768], uhi[2][768], vlo[2][768], vhi[2][768];
static unsigned char value[2][TABLE];
static unsigned short stamp[2][TABLE], now;

static int grundy(int q, int u1, int u2, int v1, int v2);

/* XOR of the four parts left by a build at (u, v) in the rectangle. */
static int split(int q, int u, int v, int u1, int u2, int v1, int v2) {
  return grundy(q, u1, u - 1, v1, v - 1) ^ grundy(q, u1, u - 1, v + 1, v2) ^
         grundy(q, u + 1, u2, v1, v - 1) ^ grundy(q, u + 1, u2, v + 1, v2);
}

static int grundy(int q, int u1, int u2, int v1, int v2) {
  if (u1 > u2 || v1 > v2)
    return 0;
  int a = ulo[q][u1 + OFF], b = uhi[q][u2 + OFF];
  int c = vlo[q][v1 + OFF], d = vhi[q][v2 + OFF];
  if (a > b || c > d)
    return 0;
  long at = (long)(b - a) * dv[q] + (d - c);
  if (stamp[q][at] == now)
    return value[q][at];
  int seen[256] = {0};
  for (int k = 0; k < ncell[q]; k++)
    if (cu[q][k] >= u1 && cu[q][k] <= u2 && cv[q][k] >= v1 && cv[q][k] <= v2)
      seen[split(q, cu[q][k], cv[q][k], u1, u2, v1, v2)] = 1;
  int g = 0;
  while (seen[g]) /* at most 100 moves: g < 101 */
    g++;
  stamp[q][at] = now;
  value[q][at] = (unsigned char)g;
  return g;
}

/* lo[x]: how many distinct coordinates are below x; hi[x]: the index of
   the last one at or below x. Returns how many there are. */
static int compress(const int *coord, int n, int *lo, int *hi) {
  int has[768] = {0}, k = 0;
  for (int i = 0; i < n; i++)
    has[coord[i] + OFF] = 1;
  for (int x = 0; x < 768; x++) {
    lo[x] = k;
    k += has[x];
    hi[x] = k - 1;
  }
  return k;
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
      du[q] = compress(cu[q], ncell[q], ulo[q], uhi[q]);
      dv[q] = compress(cv[q], ncell[q], vlo[q], vhi[q]);
    }
    now = x;
    int all[2], wins = 0, lo = -OFF, hi = 767 - OFF;
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
