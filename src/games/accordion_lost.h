/*
** accordion_lost.h: packed keys for the table of proven losses of the
** any rule's exact search (a wn_byteset; accordion_search.h chooses the
** key of each row).
**
** A row of pile tops has every byte below 64 (cards, or the ranks and
** suits of a relabelling). Its packed key is the byte 64 + len, then
** its tops at six bits each, four tops in three bytes:
** 1 + ceil(3 len / 4) bytes instead of len, for rows of at most
** LOST_PACK_MAX piles. Invariant: a packed key starts with a byte of 64
** or more and a row never does, so keys of both kinds share one table
** and never meet; two rows of one length share a packed key iff they
** are equal.
*/
#ifndef WN_ACCORDION_LOST_H
#define WN_ACCORDION_LOST_H

#include "core/core.h"

#define LOST_PACK_BASE 64 /* a packed key's first byte: this + len */
#define LOST_PACK_MAX (255 - LOST_PACK_BASE) /* the longest row packed */
#define LOST_KEY_MAX (1 + (3 * LOST_PACK_MAX + 3) / 4)

/* The packed key of row[0..len) (1 <= len <= LOST_PACK_MAX, each byte
** below 64) into key[0..LOST_KEY_MAX); returns its length. */
size_t accordion_lost_pack(const uint8_t *row, size_t len, uint8_t *key);

/*
** Rebuild the table 'lost' of rows (keys under the hash of
** accordion_row_hash) with the key each row has once a search packs
** them (accordion_search.h: rows of up to CANON_MAX_PILES piles
** relabelled, then packed; rows of up to LOST_PACK_MAX packed; longer
** ones kept). Returns 0, or a wn_mem code with 'lost' as it was.
*/
int accordion_lost_repack(wn_byteset *lost, wn_mem *mem);

/*
** Call fn on every row of the table 'lost', in the order they were
** added, packed keys unpacked; stops at the first nonzero return of fn
** and returns it, else 0.
*/
int accordion_lost_each(const wn_byteset *lost,
                        int (*fn)(void *user, const uint8_t *row,
                                  size_t len),
                        void *user);

#endif /* WN_ACCORDION_LOST_H */
