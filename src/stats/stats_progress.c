/*
** stats_progress.c: how far a stats run is, on stderr. On a terminal a
** bar redrawn in place at most five times a second; otherwise a plain
** line every ten seconds (logs, CI); with --quiet nothing.
** Invariant: it only ever writes to stderr, never to stdout, so the
** summary on stdout is the same with or without it.
*/
#include <stdio.h>
#include <unistd.h>
#include "stats/stats.h"

enum { QUIET = 0, BAR = 1, LINES = 2 };

void stats_progress_init(struct stats_progress *p, int quiet, uint64_t total,
                         uint64_t start) {
  p->mode = quiet ? QUIET : isatty(fileno(stderr)) ? BAR : LINES;
  p->total = total;
  p->start = start;
  p->t0 = p->last = wn_now();
}

/* "1:02:03", "2:03" or "45s" into buf. */
static void clock_text(double s, char *buf, size_t cap) {
  unsigned long t = s < 0 ? 0 : s > 3.6e8 ? 360000000UL : (unsigned long)s;
  if (t >= 3600)
    snprintf(buf, cap, "%lu:%02lu:%02lu", t / 3600, t / 60 % 60, t % 60);
  else if (t >= 60)
    snprintf(buf, cap, "%lu:%02lu", t / 60, t % 60);
  else
    snprintf(buf, cap, "%lus", t);
}

void stats_progress_update(struct stats_progress *p, uint64_t drained) {
  double now = wn_now(), gap = p->mode == BAR ? 0.2 : 10;
  if (p->mode == QUIET || now - p->last < gap)
    return;
  p->last = now;
  double el = now - p->t0, frac = p->total ? (double)drained / p->total : 1;
  double rate = el > 0 ? (double)(drained - p->start) / el : 0;
  char eta[32] = "?";
  if (rate > 0)
    clock_text((double)(p->total - drained) / rate, eta, sizeof eta);
  if (p->mode == LINES) {
    fprintf(stderr, "stats: %llu/%llu (%.1f%%), %.1f/s, eta %s\n",
            (unsigned long long)drained, (unsigned long long)p->total,
            100 * frac, rate, eta);
    return;
  }
  char bar[31];
  int fill = (int)(frac * 30);
  for (int k = 0; k < 30; k++)
    bar[k] = k < fill ? '#' : '.';
  bar[30] = '\0';
  fprintf(stderr, "\r[%s] %5.1f%% %llu/%llu %.1f/s eta %s\033[K", bar,
          100 * frac, (unsigned long long)drained,
          (unsigned long long)p->total, rate, eta);
  fflush(stderr);
}

void stats_progress_end(struct stats_progress *p) {
  if (p->mode == BAR && p->last > p->t0) {
    fputs("\r\033[K", stderr);
    fflush(stderr);
  }
}
