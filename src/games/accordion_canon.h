/*
** accordion_canon.h: the canonical relabelling of a row, the key under
** which the passes store the losses of short rows (accordion_pass.c).
**
** Whether a row can be won depends only on which of its tops share a
** rank and which share a suit: renaming the ranks by one bijection and
** the suits by another changes no move and no outcome (the proof is in
** docs/accordion.md). The relabelling renames the ranks in the order of
** their first appearance along the row, 0, 1, 2, ..., and the suits
** likewise; two rows get the same relabelling iff one is a renaming of
** the other, so a loss stored under it covers every renaming at once.
** Invariant: the relabelling of a row is a row of the same length whose
** tops match exactly where the row's do.
*/
#ifndef WN_ACCORDION_CANON_H
#define WN_ACCORDION_CANON_H

#include "games/accordion_pos.h"

/* Rows of up to this many piles are stored relabelled (once a search
** is long: accordion_search.h), longer ones as they are. */
#define CANON_MAX_PILES 20

/* Bytes of a relabelled key: CANON_MAX_PILES piles, then zeros as far
** as accordion_row_hash reads. */
#define CANON_BYTES 24

/*
** Write the relabelling of row[0..len) to out[0..CANON_BYTES), zeros
** after len; len <= CANON_MAX_PILES.
*/
static inline void accordion_canon(const uint8_t *row, size_t len,
                                   uint8_t *out) {
  uint8_t rank[16], suit[4];
  uint8_t ranks = 0, suits = 0;
  assert(len <= CANON_MAX_PILES);
  memset(rank, 0xff, sizeof rank);
  memset(suit, 0xff, sizeof suit);
  memset(out, 0, CANON_BYTES);
  for (size_t k = 0; k < len; k++) {
    unsigned r = row[k] >> 2 & 15, u = row[k] & 3;
    if (rank[r] == 0xff)
      rank[r] = ranks++;
    if (suit[u] == 0xff)
      suit[u] = suits++;
    out[k] = (uint8_t)(rank[r] << 2 | suit[u]);
  }
}

#endif /* WN_ACCORDION_CANON_H */
