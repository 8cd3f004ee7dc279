/*
** bench_util.h: what several bench programs share (bench_util.c).
*/
#ifndef WN_BENCH_UTIL_H
#define WN_BENCH_UTIL_H

#include <stddef.h>
#include <stdint.h>

/* qsort comparison of doubles, ascending. */
int bench_cmp_double(const void *a, const void *b);

/* Room for the cards of one deal line of bench_read_deals. */
#define BENCH_DEAL_MAX 2048

/*
** Read the deal lines of 'path' (cards like 7H separated by blanks; '#'
** starts a comment; tokens that are not cards are skipped, lines
** without a card too). Deal k's cards are (*deals)[k * BENCH_DEAL_MAX
** ...] and there are (*lens)[k] of them (at most BENCH_DEAL_MAX). Returns
** the number of deals, 0 if the file cannot be read; the caller frees
** both arrays.
*/
size_t bench_read_deals(const char *path, uint8_t **deals, size_t **lens);

#endif /* WN_BENCH_UTIL_H */
