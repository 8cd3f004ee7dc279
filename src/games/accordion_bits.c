/*
** accordion_bits.c: the links table of accordion_bits.h.
**
** Bits 3 s, 3 s + 1, 3 s + 2 of an index: suit s is present, shares a
** rank with suit s - 1, with suit s + 2 (mod 4). The entry is 1 iff the
** suits present are connected by those shared ranks. The tables are
** constants (working them out costs more than deciding a typical
** deal); the unit test links_as_union_find checks every entry a tops
** word can reach against a union-find over the cards themselves.
*/
#include "games/accordion_bits.h"

/* The 64 words of the links bitmap: bit i & 63 of word i >> 6. */
#define LINK_WORDS(X)                                                    \
  X(0xffff55ffffff55ffULL) X(0xa0f500f5a0f500f5ULL) X(0xffff55ffffff55ffULL) \
  X(0xfff5f5f5fff5f5f5ULL) X(0xffff55ffffff55ffULL) X(0xaaff00ffaaff00ffULL) \
  X(0xffff55ffffff55ffULL) X(0xffffffffffffffffULL) X(0xffdddddd88dd00ddULL) \
  X(0xa080808080800080ULL) X(0xffdddddd88dd00ddULL) X(0xff80fd8088808080ULL) \
  X(0xffdddddd88dd00ddULL) X(0xaa88888888880088ULL) X(0xffdddddd88dd00ddULL) \
  X(0xff88ff8888888888ULL) X(0xffff55ffffff55ffULL) X(0xa0f500f5a0f500f5ULL) \
  X(0xffff55ffffff55ffULL) X(0xfff5f5f5fff5f5f5ULL) X(0xffff55ffffff55ffULL) \
  X(0xaaff00ffaaff00ffULL) X(0xffff55ffffff55ffULL) X(0xffffffffffffffffULL) \
  X(0xffdddddd88dd00ddULL) X(0xfffdfdfda8fd00fdULL) X(0xffdddddd88dd00ddULL) \
  X(0xfffdfdfdfffdfdfdULL) X(0xffdddddd88dd00ddULL) X(0xffffffffaaff00ffULL) \
  X(0xffdddddd88dd00ddULL) X(0xffffffffffffffffULL) X(0xffff55ffffff55ffULL) \
  X(0xa0f500f5a0f500f5ULL) X(0xffff55ffffff55ffULL) X(0xfff5f5f5fff5f5f5ULL) \
  X(0xffff55ffffff55ffULL) X(0xaaff00ffaaff00ffULL) X(0xffff55ffffff55ffULL) \
  X(0xffffffffffffffffULL) X(0xffddddddffddddddULL) X(0xa0808080a0808080ULL) \
  X(0xffddddddffddddddULL) X(0xff80fd80ff80fd80ULL) X(0xffddddddffddddddULL) \
  X(0xaa888888aa888888ULL) X(0xffddddddffddddddULL) X(0xff88ff88ff88ff88ULL) \
  X(0xffff55ffffff55ffULL) X(0xa0f500f5a0f500f5ULL) X(0xffff55ffffff55ffULL) \
  X(0xfff5f5f5fff5f5f5ULL) X(0xffff55ffffff55ffULL) X(0xaaff00ffaaff00ffULL) \
  X(0xffff55ffffff55ffULL) X(0xffffffffffffffffULL) X(0xffddddddffddddddULL) \
  X(0xfffdfdfdfffdfdfdULL) X(0xffddddddffddddddULL) X(0xfffdfdfdfffdfdfdULL) \
  X(0xffddddddffddddddULL) X(0xffffffffffffffffULL) X(0xffddddddffddddddULL) \
  X(0xffffffffffffffffULL)

/* The table a byte an entry: one load where the bitmap needs a shift
** and a mask. */
#define BIT(w, k) (uint8_t)((w) >> (k) & 1)
#define BYTE8(w, k)                                                      \
  BIT(w, k), BIT(w, k + 1), BIT(w, k + 2), BIT(w, k + 3), BIT(w, k + 4),  \
      BIT(w, k + 5), BIT(w, k + 6), BIT(w, k + 7)
#define AS_BYTES(w)                                                      \
  BYTE8(w, 0), BYTE8(w, 8), BYTE8(w, 16), BYTE8(w, 24), BYTE8(w, 32),    \
      BYTE8(w, 40), BYTE8(w, 48), BYTE8(w, 56),
const uint8_t accordion_linked_bytes[ACCORDION_LINKS] = {
    LINK_WORDS(AS_BYTES)};

/* Card c's bit and the bits of the cards it matches (c < 52; the rest
** of the 64 entries are never read). */
#define CARD_BIT(c) (UINT64_C(1) << (16 * ((c) & 3) + ((c) >> 2)))
#define MATCHING(c)                                                      \
  (UINT64_C(0x1fff) << 16 * ((c) & 3) |                                  \
   UINT64_C(0x0001000100010001) << ((c) >> 2))
#define ROW4(f, c) f(c), f(c + 1), f(c + 2), f(c + 3)
#define ROW16(f, c) ROW4(f, c), ROW4(f, c + 4), ROW4(f, c + 8), ROW4(f, c + 12)
#define ALL52(f) ROW16(f, 0), ROW16(f, 16), ROW16(f, 32), ROW4(f, 48)

const uint64_t accordion_card_bits[64] = {ALL52(CARD_BIT)};
const uint64_t accordion_matching[64] = {ALL52(MATCHING)};
