/*
** test_accordion_bits.c: the word tricks of accordion_bits.h against
** the slow way. The legal moves found eight piles at a time must be
** the ones a pile-by-pile test finds, on rows of every length up to 40
** with repeated cards; the links table must say "connected" exactly
** when a union-find over the cards, joined by matches, finds one
** component, on every tops word of up to three ranks and on random
** words. The hash of a child taken from its parent's row
** (accordion_child_hash, accordion_pos.h) must be the hash of the child
** made, for every move of rows of every length up to 63.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>
#include "games/accordion_bits.h"
#include "games/accordion_impl.h"
#include "games/accordion_pos.h"

static uint64_t next_random(uint64_t *state) { /* splitmix64 */
  uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

static void word_moves_as_plain(void **state) {
  (void)state;
  uint64_t seed = 7;
  uint8_t buf[ROW_PAD + 40 + ROW_PAD];
  for (int round = 0; round < 20000; round++) {
    size_t len = 1 + next_random(&seed) % 40;
    unsigned kinds = 1 + next_random(&seed) % 52; /* few kinds: repeats */
    for (size_t k = 0; k < sizeof buf; k++) /* the pads hold any card */
      buf[k] = (uint8_t)(next_random(&seed) % kinds);
    const uint8_t *row = buf + ROW_PAD;
    for (size_t k0 = 0; k0 < len; k0 += 8) {
      uint64_t one, three;
      accordion_word_moves(row, len, k0, &one, &three);
      for (size_t b = 0; b < 8; b++) {
        size_t k = k0 + b;
        int want1 = k < len && k >= 1 && accordion_match(row[k], row[k - 1]);
        int want3 = k < len && k >= 3 && accordion_match(row[k], row[k - 3]);
        assert_int_equal((int)(one >> (8 * b + 7) & 1), want1);
        assert_int_equal((int)(three >> (8 * b + 7) & 1), want3);
        assert_int_equal(one >> (8 * b) & 0x7f, 0);
      }
    }
  }
}

static size_t find(size_t *parent, size_t x) {
  while (parent[x] != x)
    x = parent[x] = parent[parent[x]];
  return x;
}

/* Whether the cards of tops word t are one component under matches. */
static int connected_slowly(uint64_t t) {
  uint8_t cards[52];
  size_t parent[52], n = 0;
  for (uint8_t c = 0; c < 52; c++)
    if (t & accordion_card_bit(c))
      cards[n++] = c;
  for (size_t a = 0; a < n; a++)
    parent[a] = a;
  for (size_t a = 0; a < n; a++)
    for (size_t b = a + 1; b < n; b++)
      if (accordion_match(cards[a], cards[b]))
        parent[find(parent, a)] = find(parent, b);
  size_t roots = 0;
  for (size_t a = 0; a < n; a++)
    roots += find(parent, a) == a;
  return roots == 1;
}

static void links_as_union_find(void **state) {
  (void)state;
  const uint8_t *links = accordion_linked_bytes;
  size_t checked = 0, yes = 0;
  for (uint64_t pattern = 1; pattern < 1u << 12; pattern++) {
    /* ranks 0-2 of the four suits, and the same at ranks 10-12 */
    uint64_t t = 0;
    for (int s = 0; s < 4; s++)
      t |= (pattern >> 3 * s & 7) << 16 * s;
    for (int shift = 0; shift <= 10; shift += 10, checked++) {
      int want = connected_slowly(t << shift);
      yes += want;
      assert_int_equal(links[accordion_link_index(t << shift)], want);
    }
  }
  uint64_t seed = 11;
  for (int round = 0; round < 100000; round++, checked++) {
    uint64_t t = next_random(&seed) & next_random(&seed) &
                 0x1fff1fff1fff1fffULL; /* sparse: both answers */
    if (!t)
      continue;
    int want = connected_slowly(t);
    yes += want;
    assert_int_equal(links[accordion_link_index(t)], want);
  }
  assert_true(yes > 1000 && checked - yes > 1000);
}

static void child_hash_as_made(void **state) {
  (void)state;
  wn_mem mem;
  wn_mem_init(&mem, NULL);
  accordion_pos p = {0};
  assert_int_equal(accordion_pos_grow(&p, &mem, 63), 0);
  uint64_t seed = 11;
  uint8_t cards[63], kept[63];
  for (int round = 0; round < 3000; round++) {
    size_t len = 2 + next_random(&seed) % 62;
    unsigned kinds = 1 + next_random(&seed) % WN_NCARDS;
    for (size_t k = 0; k < len; k++)
      cards[k] = (uint8_t)(next_random(&seed) % kinds);
    memset(p.rowbuf, 0, p.rowcap); /* zeros after the row, as kept */
    accordion_pos_set(&p, cards, len);
    for (uint32_t j = 1; j < len; j++) {
      for (uint32_t d = 1; d <= 3 && d <= j; d += 2) {
        uint64_t want = accordion_child_hash(p.row, len, j, j - d);
        accordion_move m = {.from = j + 1, .to = j + 1 - d};
        uint8_t c = accordion_pos_apply(&p, len, m);
        assert_true(accordion_pos_hash(&p, len - 1) == want);
        accordion_pos_undo(&p, len - 1, m, c);
        memcpy(kept, p.row, len);
        assert_memory_equal(kept, cards, len);
      }
    }
  }
  accordion_pos_release(&p, &mem);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(word_moves_as_plain),
      cmocka_unit_test(links_as_union_find),
      cmocka_unit_test(child_hash_as_made),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
