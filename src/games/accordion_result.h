/*
** accordion_result.h: how the solver's internal searches end, one
** convention for all of them (greedy line, beams, the depth-first pass,
** the rightmost rule's walk).
**
** A search returns an int holding either an accordion_result or a
** wn_mem code (WN_ENOMEM, WN_CAPPED: negative, passed up unchanged).
** Only ACCORDION_WON and ACCORDION_LOST are verdicts; NO_LINE means a
** heuristic search found no winning line, which proves nothing.
** wn_stop_verdict turns ACCORDION_STOPPED and WN_CAPPED into WN_UNKNOWN
** at the public entry points.
*/
#ifndef WN_ACCORDION_RESULT_H
#define WN_ACCORDION_RESULT_H

#include "core/core.h"

typedef enum accordion_result {
  ACCORDION_LOST = WN_LOSS,       /* proven: no line wins */
  ACCORDION_WON = WN_WIN,         /* a winning line is the proof */
  ACCORDION_NO_LINE = 3,          /* no line found: proves nothing */
  ACCORDION_STOPPED = WN_STOPPED, /* a limit of the budget ran out */
  ACCORDION_PAUSED = -102,        /* the pass paused for a beam */
  ACCORDION_UNDECIDED = -103      /* the pass's first row needs a search */
} accordion_result;

#endif /* WN_ACCORDION_RESULT_H */
