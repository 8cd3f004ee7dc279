/*
** accordion_bits.h: when two cards match, the word tricks of the any
** rule's searches, and the dead-end test on a set of tops. It includes
** no other file of the solver. Cards are bytes, rank in bits 2-5, suit
** in bits 0-1: two cards match iff their XOR has a zero suit or rank
** field. Legal moves come eight piles at a time (the row has ROW_PAD
** readable bytes either side). A "tops word" holds suit s's ranks in
** the 13 low bits of its 16-bit lane s; a set of cards is connected iff
** its suits are linked by shared ranks: a lane ANDed with the lane one
** over (rotation by 16) or two over (by 32) is not zero iff those two
** suits share a rank.
*/
#ifndef WN_ACCORDION_BITS_H
#define WN_ACCORDION_BITS_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define ROW_PAD 8
#define ACCORDION_LINKS 4096 /* entries of a links table */

#define BYTES_LOW7 0x7f7f7f7f7f7f7f7fULL
#define BYTES_HIGH 0x8080808080808080ULL
#define LANE_LOW15 0x7fff7fff7fff7fffULL
#define LANE_HIGH 0x8000800080008000ULL

static inline uint64_t accordion_load_word(const uint8_t *p) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  /* one load (gcc 12 builds the shifts below byte by byte) */
  uint64_t w;
  memcpy(&w, p, 8);
  return w;
#else
  return (uint64_t)p[0] | (uint64_t)p[1] << 8 | (uint64_t)p[2] << 16 |
         (uint64_t)p[3] << 24 | (uint64_t)p[4] << 32 | (uint64_t)p[5] << 40 |
         (uint64_t)p[6] << 48 | (uint64_t)p[7] << 56;
#endif
}

/* Bit 7 of byte b set iff byte b of t is not zero. */
static inline uint64_t accordion_bytes_nonzero(uint64_t t) {
  return (((t & BYTES_LOW7) + BYTES_LOW7) | t) & BYTES_HIGH;
}

/* Bit 7 of byte b set iff the cards in byte b of a and of b match. */
static inline uint64_t accordion_bytes_match(uint64_t a, uint64_t b) {
  uint64_t x = a ^ b;
  return ~(accordion_bytes_nonzero(x & 0x0303030303030303ULL) &
           accordion_bytes_nonzero(x & 0xfcfcfcfcfcfcfcfcULL)) &
         BYTES_HIGH;
}

/* The legal moves of piles k0..k0+7 of row[0..len) (k0 < len): bit 7 of
** byte b of *one (of *three) is set iff pile k0+b may move onto the
** pile one (three) to its left. */
static inline void accordion_word_moves(const uint8_t *row, size_t len,
                                        size_t k0, uint64_t *one,
                                        uint64_t *three) {
  uint64_t w = accordion_load_word(row + k0);
  *one = accordion_bytes_match(w, accordion_load_word(row + k0 - 1));
  *three = accordion_bytes_match(w, accordion_load_word(row + k0 - 3));
  if (len - k0 < 8) { /* piles past the row */
    uint64_t in_row = (UINT64_C(1) << 8 * (len - k0)) - 1;
    *one &= in_row;
    *three &= in_row;
  }
  if (k0 == 0) { /* pile 0 has no 1-left, piles 0-2 no 3-left */
    *one &= ~UINT64_C(0xff);
    *three &= ~UINT64_C(0xffffff);
  }
}

/* Whether cards a and b (card bytes) share a suit or a rank ('|': no jump). */
static inline int accordion_match(uint8_t a, uint8_t b) {
  unsigned x = (unsigned)(a ^ b);
  return ((x & 3) == 0) | (x >> 2 == 0);
}

/* accordion_card_bit and accordion_matching_bits of each card, looked
** up: one load where the hot loops would shift and or (accordion_bits.c). */
extern const uint64_t accordion_card_bits[64], accordion_matching[64];

/* The bit of card c (c < 52) in a tops word. */
static inline uint64_t accordion_card_bit(uint8_t c) {
  return accordion_card_bits[c];
}

/* The tops word of the cards matching c (c < 52), c's own bit included:
** the whole lane of its suit and its rank in every lane. */
static inline uint64_t accordion_matching_bits(uint8_t c) {
  return accordion_matching[c];
}

/* Bit 15 of each lane of t set iff the lane is not zero (ranks: 13 bits). */
static inline uint64_t accordion_lanes_nonzero(uint64_t t) {
  return (t + LANE_LOW15) & LANE_HIGH; /* no carry across lanes */
}

static inline uint64_t accordion_rotate_lanes(uint64_t t, int by) {
  return t << by | t >> (64 - by);
}

/*
** The index into a links table of the tops word t. Lane s of t &
** rotate(t, 16) holds the ranks suit s shares with suit s - 1, of t &
** rotate(t, 32) those it shares with suit s + 2 (mod 4). The three lane
** tests land at bits 16 s, 16 s + 1 and 16 s + 2, and one multiply
** gathers them: bit 16 s + b moves to 48 + 3 s + b, and no other
** product reaches bits 48-59 (the others fall on distinct bits below 44
** or past 63, so nothing carries).
*/
static inline unsigned accordion_link_index(uint64_t t) {
  uint64_t flags =
      accordion_lanes_nonzero(t) >> 15 |
      accordion_lanes_nonzero(t & accordion_rotate_lanes(t, 16)) >> 14 |
      accordion_lanes_nonzero(t & accordion_rotate_lanes(t, 32)) >> 13;
  uint64_t gather = UINT64_C(1) << 48 | UINT64_C(1) << 35 |
                    UINT64_C(1) << 22 | UINT64_C(1) << 9;
  return (unsigned)(flags * gather >> 48) & (ACCORDION_LINKS - 1);
}

/* The links table, a byte an entry (accordion_bits.c): entry
** accordion_link_index(t) is 1 iff the suits of t (t != 0) are connected. */
extern const uint8_t accordion_linked_bytes[ACCORDION_LINKS];

/* Are the cards of the tops word t (t != 0) connected by matches? */
static inline int accordion_linked(uint64_t t) {
  return accordion_linked_bytes[accordion_link_index(t)];
}

/* The dead-end test on tops words (docs/accordion.md): 'others' holds
** the tops a win must connect (with three piles or more, all but the
** leftmost unless another pile shows its card), 'left_matching' the
** cards matching the leftmost top. 0: the row cannot be won. '&', not
** '&&': both sides are cheap and the outcome is hard to predict. */
static inline int accordion_dead_end_passes(uint64_t others,
                                            uint64_t left_matching,
                                            size_t piles) {
  return accordion_linked(others) &
         (piles < 3 || (others & left_matching) != 0);
}

#endif /* WN_ACCORDION_BITS_H */
