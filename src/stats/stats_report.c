/*
** stats_report.c: the summary of a stats run, as aligned "key value"
** lines or as one JSON object, and the text that names a run.
** Invariant: apart from the time fields (seconds, rate), which are left
** out when timing is off, everything printed is a function of the
** totals and the run's parameters, so it does not depend on threads.
*/
#include <stdarg.h>
#include <string.h>
#include "stats/stats.h"

/* Append printf-style to buf at *len; -1 once it no longer fits. */
#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
static int add(char *buf, size_t cap, size_t *len, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(buf + *len, cap - *len, fmt, ap);
  va_end(ap);
  if (n < 0 || (size_t)n >= cap - *len)
    return -1;
  *len += (size_t)n;
  return 0;
}

int stats_options_text(const struct cli_opt *rows, size_t n, int json,
                       char *buf, size_t cap) {
  size_t len = 0;
  int rc = 0;
  buf[0] = '\0';
  for (size_t k = 0; k < n && rc == 0; k++) {
    const struct cli_opt *o = &rows[k];
    /* a string option or a flag left unset is not part of the run's
    ** name */
    if ((o->kind == CLI_STRING && !*(const char *const *)o->value) ||
        (o->kind == CLI_FLAG && !*(const int *)o->value))
      continue;
    const char *sep = len ? (json ? "," : " ") : "";
    if (json)
      rc = add(buf, cap, &len, "%s\"%s\":", sep, o->name);
    else
      rc = add(buf, cap, &len, "%s--%s%s", sep, o->name,
               o->kind == CLI_FLAG ? "" : " ");
    if (rc)
      break;
    switch (o->kind) {
    case CLI_UINT:
      rc = add(buf, cap, &len, "%llu",
               (unsigned long long)*(const uint64_t *)o->value);
      break;
    case CLI_DOUBLE:
      rc = add(buf, cap, &len, "%g", *(const double *)o->value);
      break;
    case CLI_SIZE:
      rc = add(buf, cap, &len, "%zu", *(const size_t *)o->value);
      break;
    case CLI_STRING:
      rc = add(buf, cap, &len, json ? "\"%s\"" : "%s",
               *(const char *const *)o->value);
      break;
    case CLI_FLAG:
      if (json)
        rc = add(buf, cap, &len, "%s",
                 *(const int *)o->value ? "true" : "false");
      break;
    default:
      break;
    }
  }
  return rc;
}

int stats_run_text(const struct stats_summary *s, char *buf, size_t cap) {
  size_t len = 0;
  int rc = add(buf, cap, &len, "%s%s%s --seed %llu --first %llu", s->game,
               *s->options ? " " : "", s->options,
               (unsigned long long)s->seed, (unsigned long long)s->first);
  if (rc == 0 && s->max_states)
    rc = add(buf, cap, &len, " --max-states %llu",
             (unsigned long long)s->max_states);
  if (rc == 0 && s->limit_seconds > 0)
    rc = add(buf, cap, &len, " --limit-seconds %g", s->limit_seconds);
  if (rc == 0 && s->max_memory)
    rc = add(buf, cap, &len, " --max-memory %zu", s->max_memory);
  return rc;
}

/* A fraction as a percentage: three decimals, or two significant
** digits below 0.1% so that tiny rates do not print as 0.000%. */
static const char *percent(double x, char buf[32]) {
  x *= 100;
  snprintf(buf, 32, x > 0 && x < 0.1 ? "%.2g%%" : "%.3f%%", x);
  return buf;
}

/* The importance-sampling lines of a weighted run. */
static void weighted_plain(FILE *out, const struct stats_totals *t) {
  struct stats_estimate e;
  if (!t->instances)
    return;
  stats_estimate_of(t, &e);
  if (t->losses)
    fprintf(out, "loss rate  %.4g (95%% CI %.4g to %.4g, weighted)\n",
            e.rate, e.low, e.high);
  else
    fprintf(out, "loss rate  0 (no loss seen: no interval)\n");
  if (t->unknowns)
    fprintf(out, "unknown    %.4g (weighted; in the interval's upper end)\n",
            e.unknown_rate);
  fprintf(out, "weights    mean %.4g, ess %.1f, largest share %.3g\n",
          e.mean_w, e.ess, e.max_share);
  fprintf(out, "losses     ess %.1f, largest share %.3g\n", e.loss_ess,
          e.max_loss_share);
}

static void weighted_json(FILE *out, const struct stats_totals *t) {
  struct stats_estimate e = {0};
  if (t->instances)
    stats_estimate_of(t, &e);
  fprintf(out, ",\"loss_rate\":%.9g,\"loss_ci_low\":%.9g,"
          "\"loss_ci_high\":%.9g,\"unknown_rate\":%.9g,\"mean_weight\":%.9g,"
          "\"ess\":%.9g,\"max_weight_share\":%.9g,\"loss_ess\":%.9g,"
          "\"max_loss_weight_share\":%.9g",
          e.rate, e.low, e.high, e.unknown_rate, e.mean_w, e.ess, e.max_share,
          e.loss_ess, e.max_loss_share);
}

void stats_report_plain(FILE *out, const struct stats_summary *s) {
  const struct stats_totals *t = &s->totals;
  char run[1024];
  double low, high;
  stats_win_interval(t, &low, &high);
  if (stats_run_text(s, run, sizeof run))
    strcpy(run, s->game);
  fprintf(out, "run        winnable stats %s --deals %llu\n", run,
          (unsigned long long)s->deals);
  fprintf(out, "instances  %llu\n", (unsigned long long)t->instances);
  fprintf(out, "wins       %llu\n", (unsigned long long)t->wins);
  fprintf(out, "losses     %llu\n", (unsigned long long)t->losses);
  fprintf(out, "unknowns   %llu\n", (unsigned long long)t->unknowns);
  char p[3][32];
  if (t->instances)
    fprintf(out, "win rate   %s (95%% CI %s to %s)\n",
            percent((double)t->wins / (double)t->instances, p[0]),
            percent(low, p[1]), percent(high, p[2]));
  else
    fprintf(out, "win rate   none (no instances)\n");
  if (s->weighted)
    weighted_plain(out, t);
  fprintf(out, "states     %llu\n", (unsigned long long)t->states);
  if (s->interrupted)
    fprintf(out, "interrupted after %llu of %llu instances\n",
            (unsigned long long)t->instances, (unsigned long long)s->deals);
  if (s->timing) {
    double sec = s->seconds + s->past_seconds;
    fprintf(out, "seconds    %.3f\n", sec);
    fprintf(out, "rate       %.1f instances/s\n",
            sec > 0 ? (double)(s->decided + s->past_decided) / sec : 0.0);
  }
}

void stats_report_json(FILE *out, const struct stats_summary *s) {
  const struct stats_totals *t = &s->totals;
  double low, high;
  stats_win_interval(t, &low, &high);
  fputs("{\"game\":", out);
  cli_json_string(out, s->game);
  fprintf(out, ",\"options\":{%s},\"seed\":%llu,\"first\":%llu,"
          "\"deals\":%llu,\"max_states\":%llu,\"limit_seconds\":%g,"
          "\"max_memory\":%zu",
          s->options_json, (unsigned long long)s->seed,
          (unsigned long long)s->first, (unsigned long long)s->deals,
          (unsigned long long)s->max_states, s->limit_seconds, s->max_memory);
  fprintf(out, ",\"instances\":%llu,\"wins\":%llu,\"losses\":%llu,"
          "\"unknowns\":%llu,\"win_rate\":%.9g,\"ci_low\":%.9g,"
          "\"ci_high\":%.9g,\"states\":%llu",
          (unsigned long long)t->instances, (unsigned long long)t->wins,
          (unsigned long long)t->losses, (unsigned long long)t->unknowns,
          t->instances ? (double)t->wins / (double)t->instances : 0.0, low,
          high, (unsigned long long)t->states);
  if (s->weighted)
    weighted_json(out, t);
  fprintf(out, ",\"interrupted\":%s", s->interrupted ? "true" : "false");
  if (s->timing) {
    double sec = s->seconds + s->past_seconds;
    fprintf(out, ",\"seconds\":%.3f,\"per_second\":%.1f", sec,
            sec > 0 ? (double)(s->decided + s->past_decided) / sec : 0.0);
  }
  for (int k = 0; k < s->ranks; k++)
    fprintf(out, "%s%llu", k ? "," : ",\"rank_instances\":[",
            (unsigned long long)s->rank_instances[k]);
  fputs(s->ranks ? "]}\n" : "}\n", out);
}
