/*
** usage.h: what a run uses, summed over its processes by a walk of
** /proc: CPU time, memory (proportional resident sets and the memory
** files held), processes and threads, and waits for a CPU. A walk keeps
** what it read of each process in a table the next walk starts from.
*/
#ifndef WN_STRESS_USAGE_H
#define WN_STRESS_USAGE_H

#include <stddef.h>
#include "stress/run.h"

struct usage {
  double cpu;          /* CPU seconds of the processes there now, each
                          with its reaped children's */
  size_t mem;          /* bytes */
  unsigned procs;      /* processes and threads */
  double waited;       /* seconds its processes waited for a CPU */
};

/*
** Walk the processes of 'run' (its pid namespace, or in the fallback its
** session) and fill *u. run->walked, the table of the walk before (NULL
** at the first), is replaced by this walk's. A memory over 'limit' (0:
** none) is always one read at this walk, never one kept from an
** earlier. 0, or -1 when /proc cannot be read or memory runs out (*u is
** then zero and run->walked unchanged).
*/
int usage_walk(struct sandbox_run *run, size_t limit, struct usage *u);

/* Free run->walked (NULL allowed) and set it NULL. */
void usage_release(struct sandbox_run *run);

#endif /* WN_STRESS_USAGE_H */
