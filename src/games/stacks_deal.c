/*
** stacks_deal.c: reproducible random Stack Management instances.
**
** Every draw is one pseudo-random permutation of [0, m), so distinct
** inputs give distinct outputs without any memory: card slots of
** [0, n*c) (or [0, premade*c) for a pool) map into the k*v possible
** cards, y -> (value y % v + 1, suit y / v + 1), and an instance's pool
** picks are the images of 0..n-1 in [0, premade). Card slot i*c + j is
** card j (0 = top) of stack i.
**
** The permutation: a 4-round Feistel network on the smallest even
** number of bits b with 2^b >= m, round keys drawn from wn_rng, and
** cycle walking (apply again while the result is >= m), which stays a
** permutation of [0, m) and takes fewer than 4 rounds on average as
** 2^b < 4m. Streams: instance k uses wn_rng(seed, WN_TAG_STACKS, k);
** the pool uses wn_rng(seed, WN_TAG_STACKS | POOL_STREAM, 0). Frozen:
** changing any of this changes every dealt instance.
*/
#include "core/core.h"
#include "winnable/stacks.h"

#define POOL_STREAM (UINT64_C(1) << 32)

struct perm {
  uint64_t m, mask;
  unsigned half;
  uint64_t key[4];
};

static void perm_init(struct perm *p, uint64_t m, wn_rng *rng) {
  unsigned bits = 2;
  while (bits < 64 && (UINT64_C(1) << bits) < m)
    bits += 2;
  p->m = m;
  p->half = bits / 2;
  p->mask = (UINT64_C(1) << p->half) - 1;
  for (int r = 0; r < 4; r++)
    p->key[r] = wn_rng_next(rng);
}

static uint64_t perm_apply(const struct perm *p, uint64_t x) {
  assert(x < p->m); /* callers stay inside the domain */
  do {
    uint64_t l = x >> p->half, r = x & p->mask;
    for (int k = 0; k < 4; k++) {
      uint64_t f = wn_mix64(r ^ p->key[k]) & p->mask;
      uint64_t t = r;
      r = l ^ f;
      l = t;
    }
    x = (l << p->half) | r;
  } while (x >= p->m);
  return x;
}

static stacks_card card_of(uint64_t y, uint32_t values) {
  stacks_card card;
  card.value = (uint32_t)(y % values) + 1;
  card.suit = (uint32_t)(y / values) + 1;
  return card;
}

int stacks_shape_check(const stacks_shape *sh, char *why, size_t whylen) {
  const char *bad = NULL;
  uint64_t room = (uint64_t)sh->suits * sh->values;
  uint64_t slots = (uint64_t)(sh->premade ? sh->premade : sh->stacks) *
                   sh->cards;
  if (sh->stacks < 1 || sh->cards < 1 ||
      (uint64_t)sh->stacks * sh->cards > STACKS_MAX_CARDS)
    bad = "stacks times cards must be from 1 to 1000000";
  else if (sh->suits < 1 || sh->suits > STACKS_MAX_VALUE || sh->values < 1 ||
           sh->values > STACKS_MAX_VALUE)
    bad = "suits and values must be from 1 to 1000000";
  else if (sh->premade && sh->premade < sh->stacks)
    bad = "the pool of premade stacks is smaller than the stacks of a case";
  else if (sh->premade > STACKS_MAX_PREMADE)
    bad = "at most 1000000 premade stacks";
  else if (slots > room)
    bad = "suits times values is smaller than the cards to deal";
  if (bad && why)
    snprintf(why, whylen, "%s", bad);
  return bad ? WN_EINVAL : 0;
}

/* n*c cards from the permutation 'p' of slots 'first'... into out. */
static void deal_slots(const struct perm *p, uint64_t first, size_t count,
                       uint32_t values, stacks_card *out) {
  for (size_t k = 0; k < count; k++)
    out[k] = card_of(perm_apply(p, first + k), values);
}

void stacks_deal(uint64_t seed, uint64_t index, const stacks_shape *sh,
                 stacks_card *out) {
  wn_rng rng;
  struct perm p;
  wn_rng_init(&rng, seed, WN_TAG_STACKS, index);
  perm_init(&p, (uint64_t)sh->suits * sh->values, &rng);
  deal_slots(&p, 0, (size_t)sh->stacks * sh->cards, sh->values, out);
}

void stacks_deal_premade(uint64_t seed, uint64_t pool_index,
                         const stacks_shape *sh, stacks_card *out) {
  wn_rng rng;
  struct perm p;
  wn_rng_init(&rng, seed, WN_TAG_STACKS | POOL_STREAM, 0);
  perm_init(&p, (uint64_t)sh->suits * sh->values, &rng);
  deal_slots(&p, pool_index * sh->cards, sh->cards, sh->values, out);
}

void stacks_deal_pick(uint64_t seed, uint64_t index, const stacks_shape *sh,
                      uint32_t *out) {
  wn_rng rng;
  struct perm p;
  wn_rng_init(&rng, seed, WN_TAG_STACKS, index);
  perm_init(&p, sh->premade, &rng);
  for (uint32_t j = 0; j < sh->stacks; j++)
    out[j] = (uint32_t)perm_apply(&p, j);
}
