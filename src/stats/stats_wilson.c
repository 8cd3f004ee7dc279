/*
** stats_wilson.c: totals of a run and the Wilson score interval of its
** win rate.
**
** For k wins in n instances, p = k/n, the interval is
**   (p + z^2/2n -+ z sqrt(p(1-p)/n + z^2/4n^2)) / (1 + z^2/n),
** which, unlike p -+ z sqrt(p(1-p)/n), stays inside [0, 1] and is not
** empty at k = 0 or k = n. Invariant: totals only ever grow by whole
** instances, so instances == wins + losses + unknowns at all times.
*/
#include <math.h>
#include "stats/stats.h"

void stats_totals_add(struct stats_totals *t, int verdict, uint64_t states) {
  t->instances++;
  t->states += states;
  if (verdict == WN_WIN)
    t->wins++;
  else if (verdict == WN_LOSS)
    t->losses++;
  else
    t->unknowns++;
}

void stats_wilson(uint64_t k, uint64_t n, double z, double *low,
                  double *high) {
  if (n == 0) {
    *low = 0;
    *high = 1;
    return;
  }
  double dn = (double)n, p = (double)k / dn, z2 = z * z;
  double denom = 1 + z2 / dn;
  double centre = (p + z2 / (2 * dn)) / denom;
  double half = z * sqrt(p * (1 - p) / dn + z2 / (4 * dn * dn)) / denom;
  *low = k == 0 ? 0 : fmax(0, centre - half);
  *high = k == n ? 1 : fmin(1, centre + half);
}

void stats_win_interval(const struct stats_totals *t, double *low,
                        double *high) {
  double unused;
  stats_wilson(t->wins, t->instances, STATS_Z95, low, &unused);
  stats_wilson(t->wins + t->unknowns, t->instances, STATS_Z95, &unused,
               high);
}
