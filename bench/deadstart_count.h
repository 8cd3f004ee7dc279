/*
** deadstart_count.h: exact counts of the deals with no first move.
**
** A deck of R ranks x S suits (R <= 13, S <= 4, one card of each) is
** dealt in a row; a deal is "dead at the start" when no two cards one or
** three apart share a rank or a suit, so Accordion has no legal move and
** the deal is lost. deadstart_count counts those orderings exactly; the
** parity family counts the ones whose even positions hold only suits
** 0..S/2-1 and odd positions only the others (a subfamily whose suits
** never clash, since 1 and 3 are odd), for every way to split the suits
** in two halves. Counts are exact unsigned 256-bit integers (52! < 2^226).
*/
#ifndef WN_DEADSTART_COUNT_H
#define WN_DEADSTART_COUNT_H

#include <stddef.h>
#include <stdint.h>

/* An unsigned 256-bit integer, least significant 32-bit word first. */
typedef struct ds_u256 {
  uint32_t w[8];
} ds_u256;

void ds_u256_add(ds_u256 *a, const ds_u256 *b);
/* a *= m (m < 2^32); the result must fit. */
void ds_u256_mul_small(ds_u256 *a, uint32_t m);
/* Decimal digits of a into buf (cap >= 80). */
void ds_u256_decimal(const ds_u256 *a, char *buf, size_t cap);
double ds_u256_double(const ds_u256 *a);

/* What a count took: distinct states memoized. */
struct ds_stats {
  size_t states;
};

/*
** Orderings of the R x S deck (1 <= R <= 13, 1 <= S <= 4) with no two
** cards one or three apart sharing a rank or a suit, into *out.
** Returns 0, or -1 if out of memory (or max_states states were not
** enough; 0 means no limit).
*/
int ds_count_dead(int ranks, int suits, size_t max_states, ds_u256 *out,
                  struct ds_stats *st);

/*
** The parity family of the same deck (S even): dead-at-the-start
** orderings whose even positions (0-based) hold only one half of the
** suits, summed over the C(S, S/2) halves. Returns as ds_count_dead.
*/
int ds_count_parity(int ranks, int suits, size_t max_states, ds_u256 *out,
                    struct ds_stats *st);

#endif /* WN_DEADSTART_COUNT_H */
