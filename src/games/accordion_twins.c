/*
** accordion_twins.c: which moves of a position leave the same row.
**
** In a row of equal cards most moves leave the same row (moving pile 3
** onto pile 2 or pile 2 onto pile 1 of "AS AS AS" both leave "AS AS"),
** and a hint that decided each would decide one position 2n times.
** Each move's row is hashed in O(1) from the position's prefix sums
** (accordion_phash.h), and a move whose hash matches the last move seen
** with that hash is compared with it pile by pile, only where the two
** rows can differ: left of both targets both rows are the position's
** piles, right of both sources both are its piles shifted by one.
** Invariant: twin[k] == m != k only when the two rows are equal, byte
** for byte; a hash collision only leaves two moves apart.
*/
#include "games/accordion_phash.h"
#include "games/accordion_twins.h"

/* Pile p of the row left by moving pile j onto pile i (0-based). */
static inline uint8_t child_top(const uint8_t *row, uint32_t j, uint32_t i,
                                size_t p) {
  return p == i ? row[j] : p < j ? row[p] : row[p + 1];
}

/* Whether moves a and b of row leave the same row. */
static int same_child(const uint8_t *row, accordion_move a,
                      accordion_move b) {
  uint32_t ja = a.from - 1, ia = a.to - 1, jb = b.from - 1, ib = b.to - 1;
  size_t lo = ia < ib ? ia : ib, hi = ja > jb ? ja : jb;
  for (size_t p = lo; p < hi; p++)
    if (child_top(row, ja, ia, p) != child_top(row, jb, ib, p))
      return 0;
  return 1;
}

/* Room for the arrays of 'count' moves of a row of n piles. */
static int make_room(wn_mem *mem, accordion_hints *h, size_t n,
                     size_t count, size_t slots) {
  size_t saved = mem->cap;
  mem->cap = 0; /* O(n), as the hint's other arrays */
  int rc = wn_mem_grow(mem, (void **)&h->twin, &h->twincap, count,
                       sizeof *h->twin);
  if (!rc)
    rc = wn_mem_grow(mem, (void **)&h->sums, &h->sumscap, 2 * (n + 1),
                     sizeof *h->sums);
  if (!rc)
    rc = wn_mem_grow(mem, (void **)&h->slot, &h->slotcap, slots,
                     sizeof *h->slot);
  mem->cap = saved;
  return rc;
}

int accordion_twins_find(wn_mem *mem, accordion_hints *h,
                         const uint8_t *cards, size_t n, size_t count) {
  size_t slots = 16;
  while (slots < 2 * count)
    slots *= 2;
  int rc = make_room(mem, h, n, count, slots);
  if (rc)
    return rc;
  uint64_t *power = h->sums, *pre = h->sums + n + 1, binv;
  power[0] = 1;
  for (size_t k = 1; k <= n; k++)
    power[k] = power[k - 1] * ACCORDION_PHASH_BASE;
  accordion_phash_prefix(cards, n, power, pre);
  binv = accordion_phash_inverse();
  memset(h->slot, 0, slots * sizeof *h->slot);
  for (size_t k = 0; k < count; k++) {
    accordion_move m = h->values[k].move;
    uint64_t hash = accordion_phash_child(cards, n, pre, power, binv,
                                          m.from - 1, m.to - 1);
    size_t s = (size_t)wn_mix64(hash) & (slots - 1);
    h->twin[k] = k;
    for (; h->slot[s]; s = (s + 1) & (slots - 1)) {
      size_t last = h->slot[s] - 1;
      accordion_move o = h->values[last].move;
      if (accordion_phash_child(cards, n, pre, power, binv, o.from - 1,
                                o.to - 1) != hash)
        continue;
      if (same_child(cards, o, m))
        h->twin[k] = h->twin[last];
      break; /* the slot now names the latest move of this hash */
    }
    h->slot[s] = k + 1;
  }
  return 0;
}
