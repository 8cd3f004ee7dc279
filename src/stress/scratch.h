/*
** scratch.h: stress's temporary directory, where each run's program
** finds its private TMPDIR. The directory holds a lock file that stress
** keeps locked (flock) while it lives, so a directory left by a stress
** that was killed is known by its free lock and removed by the next
** stress to start.
*/
#ifndef WN_STRESS_SCRATCH_H
#define WN_STRESS_SCRATCH_H

#include <stddef.h>

/*
** Make a new directory "winnable-stress.XXXXXX" under 'parent' (after
** removing those of that name whose lock is free): its absolute path,
** malloc'd, with *lockfd the descriptor holding its lock (close-on-exec);
** or NULL with why[] set.
*/
char *scratch_make(const char *parent, int *lockfd, char *why, size_t whylen);

/* Remove 'path' and everything under it, as far as it can. */
void scratch_remove_tree(const char *path);

#endif /* WN_STRESS_SCRATCH_H */
