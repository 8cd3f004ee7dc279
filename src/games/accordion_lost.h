/*
** accordion_lost.h: the table of proven losses of the any rule's exact
** search (docs/accordion.md, "The table of proven losses"): rows in a
** wn_byteset, then, once the search is long (accordion_lost_pack), rows
** of up to LOST_INLINE_MAX piles packed at six bits a top in one
** wn_keytab per length. Invariant: every row held was proven lost and
** is compared in full, so a lookup finds only proven losses. Under a
** bound ('room') the keytabs forget old losses, which are only searched
** again; a sink gets every row as it joins, so the rows handed out stay
** closed under moves whatever is forgotten.
*/
#ifndef WN_ACCORDION_LOST_H
#define WN_ACCORDION_LOST_H

#include "core/core.h"
#include "games/accordion_pos.h"

#define LOST_INLINE_MAX 255 /* longer rows go to the byte set */

/* Called with each row as it joins the table. */
typedef void accordion_lost_sink_fn(void *user, const uint8_t *row,
                                    size_t len);

typedef struct accordion_lost {
  wn_mem *mem;
  wn_byteset rows;        /* rows of over LOST_INLINE_MAX piles */
  wn_keytab *bylen;       /* bylen[len - 1]: rows of len piles; made on
                          ** the first add, LOST_INLINE_MAX of them */
  size_t bytes;           /* held by the keytabs */
  size_t room;            /* bound on 'bytes' (SIZE_MAX: none, nothing
                          ** forgotten); set before a search */
  int packed;             /* short rows go to the keytabs */
  accordion_lost_sink_fn *sink; /* called on each row that joins, or NULL;
                          ** set before a search, kept through clears */
  void *sink_user;
} accordion_lost;

void accordion_lost_init(accordion_lost *l, wn_mem *mem);
void accordion_lost_release(accordion_lost *l);
/* Empty the table; the bound and the sink stay. */
void accordion_lost_clear(accordion_lost *l);

/* The hash a keytab is given for a row of accordion_row_hash h. */
static inline uint64_t accordion_lost_mix(uint64_t h) { return wn_mix64(h); }

/* The keytab of rows of len piles if it holds a row; else NULL. */
static inline const wn_keytab *accordion_lost_tab(const accordion_lost *l,
                                                  size_t len) {
  return len <= LOST_INLINE_MAX && l->packed && l->bylen[len - 1].count
             ? &l->bylen[len - 1]
             : NULL;
}

/* Is row[0..len) (len >= 1; h its accordion_row_hash; zeros after it as
** far as that reads, as accordion_pos keeps its row) known lost? */
int accordion_lost_has(accordion_lost *l, const uint8_t *row, size_t len,
                       uint64_t h);

/* Add row[0..len) (as for accordion_lost_has), proven lost, and hand it
** to the sink. Returns 1 if added (or forgotten at once under the
** bound), 0 if known, or a wn_mem code with the table unchanged. */
int accordion_lost_add(accordion_lost *l, const uint8_t *row, size_t len,
                       uint64_t h);

/* Rows of up to LOST_INLINE_MAX piles go to the keytabs from now on,
** those held copied there. Returns 0, or a wn_mem code (the rows not
** copied are forgotten, which is sound). */
int accordion_lost_pack(accordion_lost *l);

/* Call fn on every row of the table (packed keys unpacked); stops at
** the first nonzero return of fn and returns it, else 0. */
int accordion_lost_each(const accordion_lost *l,
                        int (*fn)(void *user, const uint8_t *row,
                                  size_t len),
                        void *user);

/* The bytes the keytabs of a search may hold, under a memory cap of
** 'cap' bytes (0: none): LOST_ROOM, or half the cap if that is less. */
#define LOST_ROOM ((size_t)160 << 20)
size_t accordion_lost_room(size_t cap);

#endif /* WN_ACCORDION_LOST_H */
