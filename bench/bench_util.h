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

/*
** A set of rows (the plain searches' losses): open addressing over
** 64-bit hashes, forced odd so that 0 marks an empty slot; the rows in
** an arena, each a length byte and its tops, at 32-bit offsets.
*/
struct bench_rowset {
  uint64_t *hash;
  uint32_t *off;
  size_t cap, count;
  uint8_t *arena;
  size_t used, room;
};

/* The hash the set takes for row[0..len) (odd). */
uint64_t bench_row_hash(const uint8_t *row, size_t len);
/* 1 if row (hash h) is in s, *slot its slot; else 0 and *slot is where
** it would go. s has a table (bench_rowset_clear made it). */
int bench_rowset_find(const struct bench_rowset *s, const uint8_t *row,
                      size_t len, uint64_t h, size_t *slot);
/* Add row (hash h) unless it is in s: 0, or -1 out of memory. */
int bench_rowset_add(struct bench_rowset *s, const uint8_t *row, size_t len,
                     uint64_t h);
/* Empty s (making its first table): 0, or -1 out of memory. */
int bench_rowset_clear(struct bench_rowset *s);
void bench_rowset_release(struct bench_rowset *s);

#endif /* WN_BENCH_UTIL_H */
