/*
** accordion_lost.h: the table of proven losses of the any rule's exact
** search: rows from which no sequence of moves wins.
**
** A search starts with its losses in a wn_byteset, rows as they are
** (most searches end there). Once it is long (accordion_lost_repack),
** rows of up to LOST_INLINE_MAX piles move to one wn_keytab per length,
** keys inline, a tag byte a slot, no header or pointer: the row packed
** at six bits a top, ceil(6 len / 8) bytes, relabelled first
** (accordion_canon.h) if it has at most CANON_MAX_PILES piles and
** certificates are off; longer rows stay in the byte set. Invariant:
** every key held is the key of a row proven lost, and each row goes to
** one place by one rule at a time, so a lookup finds a row only if it,
** or a renaming of it, was proven lost.
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
#include "games/accordion_canon.h"

#define LOST_INLINE_MAX 255 /* longer rows go to the byte set */
#define LOST_KEY_BYTES ((LOST_INLINE_MAX + 7) / 8 * 6 + 2)
/* Keytabs of rows of at least this many piles keep each key's hash top
** beside it (wn_keytab_keep), so that their growths hash no key again:
** rows longer than HASH_SHORT, whose hash is a chain of products. Not
** under a bound below LOST_ROOM or a memory cap below twice it: there
** the four bytes a slot hold more losses instead. */
#define LOST_KEEP_FROM (HASH_SHORT + 1)

/* Called with each row as it joins the table (accordion_lost_sink). */
typedef void accordion_lost_sink_fn(void *user, const uint8_t *row,
                                    size_t len);

typedef struct accordion_lost {
  wn_mem *mem;
  wn_byteset rows;        /* rows as they are: all of them until packed,
                          ** then those of over LOST_INLINE_MAX piles */
  wn_keytab *bylen;       /* once packed, bylen[len - 1]: rows of len */
  size_t nbylen;          /* keytabs made (lengths 1..nbylen) */
  size_t bytes;           /* held by the keytabs */
  size_t room;            /* bound on 'bytes'; SIZE_MAX: none */
  int packed;             /* accordion_lost_repack has run */
  int relabel;            /* short rows relabelled once packed */
  int keeps;              /* the long rows' keytabs keep hash tops, and
                          ** all hold (wn_keytab), until the bound stops
                          ** a growth */
  accordion_lost_sink_fn *sink; /* called on each row that joins; or NULL */
  void *sink_user;
  /* a table of other searches' losses, read after this one and never
  ** written through it (accordion_lost_has_shared); or NULL */
  const struct accordion_lost *shared;
  uint8_t key[LOST_KEY_BYTES];  /* scratch: the last packed key */
  uint8_t canon[CANON_BYTES];   /* scratch: the last relabelled row */
} accordion_lost;

void accordion_lost_init(accordion_lost *l, wn_mem *mem);
void accordion_lost_release(accordion_lost *l);
/* Empty the table (rows as they are from here); the bound stays. */
void accordion_lost_clear(accordion_lost *l);
/* Bound the keytabs' bytes by room (SIZE_MAX: no bound, nothing ever
** forgotten); 'relabel': short rows are relabelled once packed (not
** for certificates, which list rows). Set before a search. */
void accordion_lost_configure(accordion_lost *l, size_t room, int relabel);
/* Hand every row that joins from now on to fn (NULL: to nobody); it
** stays through clear and release. Set before a search. */
void accordion_lost_sink(accordion_lost *l, accordion_lost_sink_fn *fn,
                         void *user);

/*
** Is row[0..len) (len >= 1; h its accordion_row_hash; zeros after it as
** far as that reads, as accordion_pos keeps its row) known lost? The
** rows-as-they-are case inline: what short searches do; the _packed
** functions serve the others.
*/
int accordion_lost_has_packed(accordion_lost *l, const uint8_t *row,
                              size_t len, uint64_t h);
/* Is the row in l->shared (not NULL)? Reads l->shared only, so several
** threads may ask at once while nobody adds to it; l's scratch is used. */
int accordion_lost_has_shared(accordion_lost *l, const uint8_t *row,
                              size_t len, uint64_t h);
static inline int accordion_lost_has(accordion_lost *l, const uint8_t *row,
                                     size_t len, uint64_t h) {
  int in = !l->packed || len > LOST_INLINE_MAX /* rows as they are */
               ? wn_byteset_contains(&l->rows, row, len, h)
               : accordion_lost_has_packed(l, row, len, h);
  return in || (l->shared && accordion_lost_has_shared(l, row, len, h));
}

/*
** The keytab rows of len piles are looked up in, by the hash the
** search keeps for them, if it holds at least 'bytes' (by default
** LOST_PREFETCH_BYTES: its lines miss the cache); else NULL (relabelled
** rows are looked up by another hash). For accordion_lost_prefetch.
*/
#define LOST_PREFETCH_BYTES ((size_t)1 << 20)
static inline const wn_keytab *accordion_lost_far(const accordion_lost *l,
                                                  size_t len, size_t bytes) {
  if (!l->packed || len > l->nbylen || (l->relabel && len <= CANON_MAX_PILES))
    return NULL;
  const wn_keytab *t = &l->bylen[len - 1];
  return wn_keytab_bytes(t) >= bytes ? t : NULL;
}

/* Whether a search with table l fetches ahead: l, or the shared table
** it reads after l (a member of a team), is packed. */
static inline int accordion_lost_fetches(const accordion_lost *l) {
  return l->packed || (l->shared && l->shared->packed);
}

/* The keytab a lookup of a row of len piles misses in first, if it is
** large (accordion_lost_far): l's own, else the shared table's (where
** a member of a team looks after its own small table). Else NULL. */
static inline const wn_keytab *accordion_lost_far_any(const accordion_lost *l,
                                                      size_t len,
                                                      size_t bytes) {
  const wn_keytab *t = accordion_lost_far(l, len, bytes);
  return t || !l->shared ? t : accordion_lost_far(l->shared, len, bytes);
}

/* The hash a keytab is given for a row of accordion_row_hash h (rows
** relabelled first are given their relabelling's). */
static inline uint64_t accordion_lost_mix(uint64_t h) { return wn_mix64(h); }

/* Start fetching what a lookup of a row of accordion_row_hash h in t
** (from accordion_lost_far) reads first. */
WN_PREFETCHER void accordion_lost_prefetch(const wn_keytab *t, uint64_t h) {
  wn_keytab_prefetch(t, accordion_lost_mix(h));
}

/* The same in l's own rows while they are held as they are (a member
** of a team keeps its own losses so, and looks there first). */
WN_PREFETCHER void accordion_lost_prefetch_rows(const accordion_lost *l,
                                                uint64_t h) {
  if (!l->packed)
    wn_byteset_prefetch(&l->rows, h);
}

/* The same for the key a lookup compares first, once the tags are in
** (a while after accordion_lost_prefetch). */
WN_PREFETCHER void accordion_lost_prefetch_key(const wn_keytab *t,
                                               uint64_t h) {
  wn_keytab_prefetch_key(t, accordion_lost_mix(h));
}

/* The same for the slot the row of hash h would take if it joined t now
** (its lookup has read the tags): it joins once its moves are tried. */
WN_PREFETCHER void accordion_lost_prefetch_slot(const wn_keytab *t,
                                                uint64_t h) {
  wn_keytab_prefetch_slot(t, accordion_lost_mix(h));
}

/* Add row[0..len) (as for accordion_lost_has), proven lost. Returns 1
** if added, 0 if known, or a wn_mem code with the table unchanged. */
int accordion_lost_add_packed(accordion_lost *l, const uint8_t *row,
                              size_t len, uint64_t h);
static inline int accordion_lost_add(accordion_lost *l, const uint8_t *row,
                                     size_t len, uint64_t h) {
  int rc = !l->packed || len > LOST_INLINE_MAX
               ? wn_byteset_add(&l->rows, row, len, h)
               : accordion_lost_add_packed(l, row, len, h);
  if (rc == 1 && l->sink)
    l->sink(l->sink_user, row, len);
  return rc;
}

/*
** Move the rows of up to LOST_INLINE_MAX piles to the keytabs, packed
** (and relabelled, as configured); rows are looked up and stored so from
** then on. Returns 0, or a wn_mem code (the losses not yet moved are
** then forgotten: they are only searched again).
*/
int accordion_lost_repack(accordion_lost *l);

/*
** Add every row of 'from' to 'into' (by into's rule: packed, relabelled
** or not) and empty 'from'. A row 'into' has no room for is forgotten
** (it is only searched again); into's sink is handed every row 'into'
** did not already hold, that one too, so the rows it has seen stay
** closed under moves. Returns 0, or the wn_mem code of the first row
** forgotten so (a table that must keep every row is then no
** certificate).
*/
int accordion_lost_merge(accordion_lost *into, accordion_lost *from);

/*
** A merge of several tables into one that threads share: the rows of
** each length go to that length's keytab, and the lengths are split
** into parts, one thread a part. accordion_lost_split_open fixes each
** keytab's bound and memory from what the tables hold then: so what a
** keytab keeps depends on the rows, never on which thread merged them
** or when.
*/
#define LOST_SPLIT_FROM 4       /* tables merged at once, at most */
#define LOST_SPLIT_PARTS 4      /* parts, at most */

struct accordion_lost_share {
  size_t rows;            /* rows of this length in the tables merged */
  size_t room;            /* the keytab's bound during the merge */
  size_t base;            /* its bytes at the open */
  wn_mem mem;             /* its allocations during the merge, capped at
                          ** its share of into's memory */
  int rc;                 /* the first wn_mem code of a row forgotten */
  uint8_t part;
};

typedef struct accordion_lost_split {
  accordion_lost *into;
  accordion_lost *from[LOST_SPLIT_FROM];
  size_t nfrom, nparts;
  size_t used;            /* into's memory in use at the open */
  size_t far[LOST_SPLIT_PARTS]; /* bytes part p freed on a far thread
                          ** (the old arrays of keytabs it grew) */
  size_t far_freed;       /* at the close: the parts' together */
  struct accordion_lost_share len[LOST_INLINE_MAX];
  uint8_t order[LOST_INLINE_MAX]; /* lengths - 1 taking rows: the most
                          ** rows first, then the shorter */
  size_t nlen;
} accordion_lost_split;

/*
** Open the merge of from[0..nfrom) (nfrom <= LOST_SPLIT_FROM) into
** 'into' in at most nparts parts (<= LOST_SPLIT_PARTS) and say how many
** in s->nparts. Returns 0 if it opened; else 1, and nothing changed:
** 'into' is not packed, has a sink (which takes rows in one order), a
** row is too long for the keytabs, or the memory free under into's cap
** cannot cover at once the growths the keytabs may need; then merge
** with accordion_lost_merge.
** Between the open and the close only the parts touch the tables.
*/
int accordion_lost_split_open(accordion_lost_split *s, accordion_lost *into,
                              accordion_lost *const *from, size_t nfrom,
                              size_t nparts);
/* Merge part p (< s->nparts) of an open split: any thread, each part
** once, different parts at once; 'far': on another thread than the one
** whose malloc arena holds into's memory. */
void accordion_lost_split_run(accordion_lost_split *s, size_t p, int far);
/* Close the split once every part ran: into's accounting kept, every
** table of 'from' emptied. Returns as accordion_lost_merge does. */
int accordion_lost_split_close(accordion_lost_split *s);

/*
** Call fn on every row of the table (packed keys unpacked, relabelled
** rows as relabelled); stops at the first nonzero return of fn and
** returns it, else 0.
*/
int accordion_lost_each(const accordion_lost *l,
                        int (*fn)(void *user, const uint8_t *row,
                                  size_t len),
                        void *user);

/* The bytes the keytabs of a search may hold, under a memory cap of
** 'cap' bytes (0: none): LOST_ROOM, or half the cap if that is less. */
#define LOST_ROOM ((size_t)160 << 20)
#define LOST_ROOM_TINY ((size_t)8 << 10) /* tests: small decks forget */
size_t accordion_lost_room(size_t cap);

/* Losses forgotten to stay within the bound, over all keytabs. */
uint64_t accordion_lost_evicted(const accordion_lost *l);

#endif /* WN_ACCORDION_LOST_H */
