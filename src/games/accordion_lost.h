/*
** accordion_lost.h: the table of proven losses of the any rule's exact
** search: rows from which no sequence of moves wins.
**
** A search starts with its losses in a wn_byteset, rows as they are
** (most searches end there). Once it is long (accordion_lost_pack),
** rows of up to LOST_INLINE_MAX piles go to one wn_keytab per length,
** keys inline, a tag byte a slot, no header or pointer: the row packed
** at six bits a top, ceil(6 len / 8) bytes; longer rows stay in the
** byte set. Invariant: every key held is the key of a row proven lost,
** compared in full, and each row is looked up where it is stored, so a
** lookup finds a row only if it was proven lost.
**
** With a bound ('room', accordion_lost_configure) the keytabs stop
** growing at that many bytes and then forget old losses to make room:
** a forgotten loss is only searched again, so verdicts do not change.
** A certificate kept in the table needs every loss kept: such searches
** run unbounded. With a sink (accordion_lost_sink) every row is handed
** out the moment it joins, so the table may forget: the rows handed out
** stay closed under moves (a row joins only once each of its moves led
** to a dead end or to a row that joined before, and so was handed out).
*/
#ifndef WN_ACCORDION_LOST_H
#define WN_ACCORDION_LOST_H

#include "core/core.h"
#include "games/accordion_pos.h"

#define LOST_INLINE_MAX 255 /* longer rows go to the byte set */

/* Called with each row as it joins the table (accordion_lost_sink). */
typedef void accordion_lost_sink_fn(void *user, const uint8_t *row,
                                    size_t len);

typedef struct accordion_lost {
  wn_mem *mem;
  wn_byteset rows;        /* rows of over LOST_INLINE_MAX piles */
  wn_keytab *bylen;       /* bylen[len - 1]: rows of len piles; made on
                          ** the first add, LOST_INLINE_MAX of them */
  size_t bytes;           /* held by the keytabs */
  size_t room;            /* bound on 'bytes'; SIZE_MAX: none */
  int packed;             /* short rows go to the keytabs */
  accordion_lost_sink_fn *sink; /* called on each row that joins; or NULL */
  void *sink_user;
} accordion_lost;

void accordion_lost_init(accordion_lost *l, wn_mem *mem);
void accordion_lost_release(accordion_lost *l);
/* Empty the table; the bound and the sink stay. */
void accordion_lost_clear(accordion_lost *l);
/* Bound the keytabs' bytes by room (SIZE_MAX: no bound, nothing ever
** forgotten). Set before a search. */
void accordion_lost_configure(accordion_lost *l, size_t room);
/* Hand every row that joins from now on to fn (NULL: to nobody); it
** stays through clear and release. Set before a search. */
void accordion_lost_sink(accordion_lost *l, accordion_lost_sink_fn *fn,
                         void *user);

/* The hash a keytab is given for a row of accordion_row_hash h. */
static inline uint64_t accordion_lost_mix(uint64_t h) { return wn_mix64(h); }

/* The keytab of rows of len piles if it holds a row; else NULL. */
static inline const wn_keytab *accordion_lost_tab(const accordion_lost *l,
                                                  size_t len) {
  return len <= LOST_INLINE_MAX && l->packed && l->bylen[len - 1].count
             ? &l->bylen[len - 1]
             : NULL;
}

/*
** Is row[0..len) (len >= 1; h its accordion_row_hash; zeros after it as
** far as that reads, as accordion_pos keeps its row) known lost?
*/
int accordion_lost_has(accordion_lost *l, const uint8_t *row, size_t len,
                       uint64_t h);

/*
** Add row[0..len) (as for accordion_lost_has), proven lost, and hand it
** to the sink. Returns 1 if added (or forgotten at once under the
** bound), 0 if known, or a wn_mem code with the table unchanged.
*/
int accordion_lost_add(accordion_lost *l, const uint8_t *row, size_t len,
                       uint64_t h);

/*
** Look rows of up to LOST_INLINE_MAX piles up in the keytabs from now
** on, and copy there those the byte set holds (a copy it keeps until
** the table is cleared). Returns 0, or a wn_mem code: the rows not
** copied are then forgotten, which is sound (they are searched again).
*/
int accordion_lost_pack(accordion_lost *l);

/*
** Call fn on every row of the table (packed keys unpacked); stops at
** the first nonzero return of fn and returns it, else 0.
*/
int accordion_lost_each(const accordion_lost *l,
                        int (*fn)(void *user, const uint8_t *row,
                                  size_t len),
                        void *user);

/* The bytes the keytabs of a search may hold, under a memory cap of
** 'cap' bytes (0: none): LOST_ROOM, or half the cap if that is less. */
#define LOST_ROOM ((size_t)160 << 20)
size_t accordion_lost_room(size_t cap);

#endif /* WN_ACCORDION_LOST_H */
