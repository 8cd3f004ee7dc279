/*
** budget.c: the monotonic clock and the time check of wn_budget. The
** state count is checked inline (core.h); time is read about once a
** millisecond of search (at most every 1024 states, at least every
** state), so a timeout is overrun by about a millisecond even when one
** state costs milliseconds, as in a 10,000-card Accordion deal. The
** limits' cancel hook is polled at the same reads.
*/
#include <time.h>
#include "core/core.h"

double wn_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

void wn_budget_start(wn_budget *b, const wn_limits *lim) {
  b->lim = *lim;
  /* without a timeout the clock is never read: a Hit or Miss deal takes
     less than a microsecond, a clock read tens of nanoseconds */
  b->t0 = lim->timeout > 0 || lim->cancel ? wn_now() : 0;
  b->states = 0;
  b->next_check = 1;
  b->hit = WN_LIMIT_NONE;
}

int wn_budget_check_time(wn_budget *b) {
  double used = wn_now() - b->t0;
  if (b->lim.timeout > 0 && used > b->lim.timeout) {
    b->hit = WN_LIMIT_TIME;
    return 1;
  }
  if (b->lim.cancel && b->lim.cancel(b->lim.cancel_arg)) {
    b->hit = WN_LIMIT_CANCEL;
    return 1;
  }
  /* the next read after about 1 ms of work at the rate seen so far */
  double per_ms = used > 0 ? (double)b->states / (used * 1000) : 1024;
  b->next_check = b->states + (per_ms >= 1024 ? 1024
                               : per_ms < 1  ? 1 : (uint64_t)per_ms);
  return 0;
}

const char *wn_limit_name(wn_limit_hit hit) {
  switch (hit) {
  case WN_LIMIT_STATES: return "states";
  case WN_LIMIT_TIME: return "time";
  case WN_LIMIT_MEMORY: return "memory";
  case WN_LIMIT_CANCEL: return "cancel";
  default: return "none";
  }
}

const char *wn_verdict_name(int verdict) {
  switch (verdict) {
  case WN_WIN: return "win";
  case WN_LOSS: return "loss";
  case WN_UNKNOWN: return "unknown";
  default: return "error";
  }
}

const char *wn_version(void) { return WINNABLE_VERSION_STRING; }
