/*
** stats_weights.c: the loss rate of a weighted run (importance
** sampling, issue 38) and what shows whether to trust it.
**
** Each instance was drawn from a proposal q instead of the uniform
** distribution p and carries w = p/q, so the mean of w x [lost] is an
** unbiased estimate of the uniform loss rate. Its 95% interval is the
** normal one, rate -+ z s/sqrt(n) with s the sample standard deviation
** of w x [lost]: the central limit theorem applies to that mean, but
** only once enough losses with comparable weights are in it, which the
** effective sample sizes (sum w)^2 / sum w^2, over all instances and
** over the losses, and the largest weight's share let a reader judge.
** The upper end counts unknown verdicts as losses. The sums are added
** in index order by one thread, so the figures do not depend on threads.
*/
#include <math.h>
#include "stats/stats.h"

void stats_totals_weigh(struct stats_totals *t, int verdict, double w) {
  t->sum_w += w;
  t->sum_w2 += w * w;
  if (w > t->max_w)
    t->max_w = w;
  if (verdict == WN_LOSS) {
    t->loss_w += w;
    t->loss_w2 += w * w;
    if (w > t->max_loss_w)
      t->max_loss_w = w;
  } else if (verdict == WN_UNKNOWN) {
    t->unknown_w += w;
    t->unknown_w2 += w * w;
  }
}

/* Mean and standard error of the mean of x over n instances, from the
** sums of x and x^2. */
static void mean_se(double sum, double sum2, double n, double *mean,
                    double *se) {
  *mean = sum / n;
  double var = n > 1 ? (sum2 / n - *mean * *mean) * n / (n - 1) : 0;
  *se = var > 0 ? sqrt(var / n) : 0;
}

static double ratio(double a, double b) { return b > 0 ? a / b : 0; }

void stats_estimate_of(const struct stats_totals *t,
                       struct stats_estimate *e) {
  double n = (double)t->instances, se, up, up_se;
  mean_se(t->loss_w, t->loss_w2, n, &e->rate, &se);
  mean_se(t->loss_w + t->unknown_w, t->loss_w2 + t->unknown_w2, n, &up,
          &up_se);
  e->low = e->rate - STATS_Z95 * se;
  if (e->low < 0)
    e->low = 0;
  e->high = up + STATS_Z95 * up_se;
  e->mean_w = t->sum_w / n;
  e->ess = ratio(t->sum_w * t->sum_w, t->sum_w2);
  e->loss_ess = ratio(t->loss_w * t->loss_w, t->loss_w2);
  e->max_share = ratio(t->max_w, t->sum_w);
  e->max_loss_share = ratio(t->max_loss_w, t->loss_w);
  e->unknown_rate = t->unknown_w / n;
}
