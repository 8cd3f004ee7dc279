/*
** pysol_random.c: PySolFC's random generators, draw for draw.
**
** LC: the 31-bit linear congruential generator of Microsoft's FreeCell
** (x = x * 214013 + 2531011, a draw is bits 16..30 of x), which PySolFC
** extends past 2^31: seeds 2^31 .. 2^32-1 set bit 15 of every draw, and
** seeds 2^32 .. 2^33-1 start from seed - 2^32 and draw bits 16..31, plus
** one. The state is kept to 33 bits as PySolFC keeps it; bits 16..31
** depend on the low 32 bits alone, so that changes no draw.
**
** MT: Python's random.Random, which PySolFC's Mersenne Twister deals
** use: MT19937 seeded by init_by_array with the number's 32-bit words
** (least significant first, at least one), and random() a 53-bit
** fraction made of two tempered words.
*/
#include "core/core.h"
#include "games/pysol_random.h"

#define LC_MASK ((UINT64_C(1) << 33) - 1)
#define TWO_32 (UINT64_C(1) << 32)

int pysol_random_is_lc(const pysol_number *num) {
  return num->ms || (num->word[1] == 0 && num->word[2] == 0 &&
                     num->word[0] < 32000);
}

static uint32_t lc_draw(pysol_random *r) {
  r->lc_state = (r->lc_state * 214013 + 2531011) & LC_MASK;
  if (r->lc_seed >= TWO_32)
    return (uint32_t)((r->lc_state >> 16) & 0xffff) + 1;
  uint32_t d = (uint32_t)(r->lc_state >> 16) & 0x7fff;
  return r->lc_seed >= (TWO_32 >> 1) ? d | 0x8000 : d;
}

/* MT19937's state from one 32-bit seed (the first step of seeding). */
static void mt_seed_word(uint32_t *mt, uint32_t s) {
  mt[0] = s;
  for (uint32_t i = 1; i < PYSOL_MT_WORDS; i++)
    mt[i] = 1812433253u * (mt[i - 1] ^ (mt[i - 1] >> 30)) + i;
}

/* MT19937's init_by_array: the key mixed into the state twice over. */
static void mt_seed_key(uint32_t *mt, const uint32_t *key, unsigned len) {
  const unsigned n = PYSOL_MT_WORDS;
  unsigned i = 1, j = 0;
  mt_seed_word(mt, 19650218u);
  for (unsigned k = n > len ? n : len; k; k--) {
    mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1664525u)) + key[j] + j;
    if (++i >= n) {
      mt[0] = mt[n - 1];
      i = 1;
    }
    if (++j >= len)
      j = 0;
  }
  for (unsigned k = n - 1; k; k--) {
    mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1566083941u)) - i;
    if (++i >= n) {
      mt[0] = mt[n - 1];
      i = 1;
    }
  }
  mt[0] = 0x80000000u; /* a nonzero state whatever the key */
}

/* Word k of MT19937's next state. Called for k = 0 .. 623 in order, in
** place, as the reference does: words before k are already new (so word
** 623 reads new words 0 and 396), words from k on still old. */
static uint32_t mt_twist(const uint32_t *mt, unsigned k) {
  const unsigned n = PYSOL_MT_WORDS, m = 397;
  uint32_t y = (mt[k] & 0x80000000u) | (mt[(k + 1) % n] & 0x7fffffffu);
  return mt[(k + m) % n] ^ (y >> 1) ^ ((y & 1) ? 0x9908b0dfu : 0);
}

static uint32_t mt_word(pysol_random *r) {
  if (r->mt_next >= PYSOL_MT_WORDS) {
    for (unsigned k = 0; k < PYSOL_MT_WORDS; k++)
      r->mt_state[k] = mt_twist(r->mt_state, k);
    r->mt_next = 0;
  }
  uint32_t y = r->mt_state[r->mt_next++];
  y ^= y >> 11;
  y ^= (y << 7) & 0x9d2c5680u;
  y ^= (y << 15) & 0xefc60000u;
  return y ^ (y >> 18);
}

/* Python's random(): a multiple of 2^-53 in [0, 1). */
static double mt_fraction(pysol_random *r) {
  uint32_t a = mt_word(r) >> 5, b = mt_word(r) >> 6;
  return ((double)a * 67108864.0 + (double)b) * (1.0 / 9007199254740992.0);
}

void pysol_random_init(pysol_random *r, const pysol_number *num) {
  r->mt = !pysol_random_is_lc(num);
  if (!r->mt) {
    r->lc_seed = (uint64_t)num->word[1] << 32 | num->word[0];
    r->lc_state = r->lc_seed < TWO_32 ? r->lc_seed : r->lc_seed - TWO_32;
    return;
  }
  unsigned len = 3;
  while (len > 1 && num->word[len - 1] == 0)
    len--;
  mt_seed_key(r->mt_state, num->word, len);
  r->mt_next = PYSOL_MT_WORDS;
}

uint32_t pysol_random_below(pysol_random *r, uint32_t n) {
  assert(n >= 1); /* our callers draw from non-empty ranges */
  if (!r->mt)
    return lc_draw(r) % n;
  return (uint32_t)(mt_fraction(r) * n);
}
