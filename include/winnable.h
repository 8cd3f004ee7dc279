/*
** winnable.h: public API of libwinnable.
**
** libwinnable decides card solitaires and impartial games exactly. Each
** game lives in its own header under winnable/ and its own prefix
** (accordion_, hitormiss_, stacks_, outlast_); winnable/types.h holds
** what they share (verdicts, limits, memory hooks, the random-deal
** generator, card notation, the error record that readers fill in), and
** this header gathers them all. Exported functions are marked WN_API
** (winnable/export.h).
**
** Conventions that hold across the library:
**   - no global mutable state: every solver takes its context first, so
**     two threads with two contexts never meet;
**   - x_new pairs with x_free, x_init with x_release;
**   - solvers return a verdict (>= 0) or a negative WN_E* code, and never
**     print; readers report bad input through struct wn_error.
*/
#ifndef WINNABLE_H
#define WINNABLE_H

#include "winnable/types.h"
#include "winnable/reader.h"
#include "winnable/accordion.h"
#include "winnable/hitormiss.h"
#include "winnable/outlast.h"
#include "winnable/stacks.h"
#include "winnable/pysol.h"

#endif /* WINNABLE_H */
