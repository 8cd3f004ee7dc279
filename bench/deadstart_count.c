/*
** deadstart_count.c: the dynamic programme behind deadstart_count.h.
**
** A state is what the rest of the deal depends on: for each rank, the
** suits of it already placed, and which of the last three cards placed
** have that rank; plus the suits of those three cards. Ranks are
** interchangeable, so a state is kept with its rank rows sorted: the
** number of ways to finish a deal is the same for every renaming of the
** ranks, and choosing any one of m identical rows leads to the same
** sorted state (hence the factor m). Invariant: the memo maps a sorted
** state to the exact number of ways to place the remaining cards with no
** card sharing a rank or a suit with the card one or three before it.
** Row byte: bits 0-3 the suits placed (a count of each half in the
** parity family), bit 4 the rank of the last card, bit 5 of the one
** before, bit 6 of the one before that.
*/
#include <stdlib.h>
#include <string.h>
#include "deadstart_count.h"

void ds_u256_add(ds_u256 *a, const ds_u256 *b) {
  uint64_t carry = 0;
  for (int k = 0; k < 8; k++) {
    uint64_t s = (uint64_t)a->w[k] + b->w[k] + carry;
    a->w[k] = (uint32_t)s;
    carry = s >> 32;
  }
}

void ds_u256_mul_small(ds_u256 *a, uint32_t m) {
  uint64_t carry = 0;
  for (int k = 0; k < 8; k++) {
    uint64_t p = (uint64_t)a->w[k] * m + carry;
    a->w[k] = (uint32_t)p;
    carry = p >> 32;
  }
}

static int is_zero(const ds_u256 *a) {
  uint32_t any = 0;
  for (int k = 0; k < 8; k++)
    any |= a->w[k];
  return any == 0;
}

/* a /= d, returning the remainder. */
static uint32_t divmod_small(ds_u256 *a, uint32_t d) {
  uint64_t r = 0;
  for (int k = 7; k >= 0; k--) {
    uint64_t cur = (r << 32) | a->w[k];
    a->w[k] = (uint32_t)(cur / d);
    r = cur % d;
  }
  return (uint32_t)r;
}

void ds_u256_decimal(const ds_u256 *a, char *buf, size_t cap) {
  char tmp[96];
  size_t n = 0;
  ds_u256 x = *a;
  do {
    tmp[n++] = (char)('0' + divmod_small(&x, 10));
  } while (!is_zero(&x) && n < sizeof tmp);
  size_t k = 0;
  for (; k < n && k + 1 < cap; k++)
    buf[k] = tmp[n - 1 - k];
  buf[k] = '\0';
}

double ds_u256_double(const ds_u256 *a) {
  double x = 0;
  for (int k = 7; k >= 0; k--)
    x = x * 4294967296.0 + (double)a->w[k];
  return x;
}

#define TAG0 0x10
#define TAG1 0x20
#define TAG2 0x40

struct key {
  uint8_t row[13];
  uint8_t suits;        /* suit of the last card, bits 2-3 the one
                           before, bits 4-5 the one before that */
  uint8_t used, pad;    /* used: 1 for an occupied slot */
};

struct memo {
  struct key *keys;
  ds_u256 *vals;
  size_t cap, n, max;   /* max: most states allowed (0: any) */
  int ranks, suits, parity, fail;
};

static uint64_t hash_key(const struct key *k) {
  uint64_t a, b;
  memcpy(&a, k, 8);
  memcpy(&b, (const char *)k + 8, 8);
  uint64_t h = a * 0x9e3779b97f4a7c15ULL ^ (b + 0x632be59bd9b4e019ULL);
  h ^= h >> 31;
  h *= 0xbf58476d1ce4e5b9ULL;
  return h ^ (h >> 29);
}

static size_t slot_of(const struct memo *m, const struct key *k) {
  size_t i = (size_t)hash_key(k) & (m->cap - 1);
  while (m->keys[i].used && memcmp(&m->keys[i], k, sizeof *k) != 0)
    i = (i + 1) & (m->cap - 1);
  return i;
}

static int grow(struct memo *m) {
  struct memo g = *m;
  g.cap = m->cap ? m->cap * 2 : 1024;
  g.keys = calloc(g.cap, sizeof *g.keys);
  g.vals = malloc(g.cap * sizeof *g.vals);
  if (!g.keys || !g.vals) {
    free(g.keys);
    free(g.vals);
    return -1;
  }
  for (size_t i = 0; i < m->cap; i++)
    if (m->keys[i].used) {
      size_t j = slot_of(&g, &m->keys[i]);
      g.keys[j] = m->keys[i];
      g.vals[j] = m->vals[i];
    }
  free(m->keys);
  free(m->vals);
  *m = g;
  return 0;
}

static void sort_rows(uint8_t *row, int n) {
  for (int i = 1; i < n; i++) {
    uint8_t v = row[i];
    int j = i;
    for (; j > 0 && row[j - 1] > v; j--)
      row[j] = row[j - 1];
    row[j] = v;
  }
}

static ds_u256 count(struct memo *m, const struct key *k, int placed);

/* The state after placing a card of row r, suit s (its new row byte
** 'nb'), counted. */
static ds_u256 step(struct memo *m, const struct key *k, int r, uint8_t nb,
                    int s, int placed) {
  struct key n = *k;
  for (int i = 0; i < m->ranks; i++)
    n.row[i] = (uint8_t)((k->row[i] & 0x0f) | ((k->row[i] & (TAG0 | TAG1)) << 1));
  n.row[r] = (uint8_t)((nb & 0x0f) | ((k->row[r] & (TAG0 | TAG1)) << 1) | TAG0);
  n.suits = m->parity ? 0 : (uint8_t)((s | (k->suits << 2)) & 0x3f);
  sort_rows(n.row, m->ranks);
  return count(m, &n, placed + 1);
}

/* The ways to finish from row r's choices (a card of that rank). */
static void from_row(struct memo *m, const struct key *k, int r, int placed,
                     ds_u256 *sum) {
  uint8_t b = k->row[r];
  if (b & (TAG0 | TAG2)) /* same rank one or three before */
    return;
  if (m->parity) {
    int half = m->suits / 2, sh = (placed & 1) * 2;
    int used = (b >> sh) & 3;
    if (used == half)
      return;
    ds_u256 c = step(m, k, r, (uint8_t)(b + (1 << sh)), 0, placed);
    ds_u256_mul_small(&c, (uint32_t)(half - used));
    ds_u256_add(sum, &c);
    return;
  }
  for (int s = 0; s < m->suits; s++) {
    if (b & (1 << s))
      continue;
    if (placed >= 1 && s == (k->suits & 3))
      continue;
    if (placed >= 3 && s == ((k->suits >> 4) & 3))
      continue;
    ds_u256 c = step(m, k, r, (uint8_t)(b | (1 << s)), s, placed);
    ds_u256_add(sum, &c);
  }
}

static ds_u256 count(struct memo *m, const struct key *k, int placed) {
  ds_u256 sum = {{0}};
  if (placed == m->ranks * m->suits) {
    sum.w[0] = 1;
    return sum;
  }
  if (m->fail)
    return sum;
  size_t i = slot_of(m, k);
  if (m->keys[i].used)
    return m->vals[i];
  for (int r = 0; r < m->ranks; r++) {
    int same = 1; /* identical rows lead to the same sorted state */
    while (r + same < m->ranks && k->row[r + same] == k->row[r])
      same++;
    ds_u256 part = {{0}};
    from_row(m, k, r, placed, &part);
    ds_u256_mul_small(&part, (uint32_t)same);
    ds_u256_add(&sum, &part);
    r += same - 1;
  }
  if ((m->n + 1) * 2 > m->cap && grow(m) != 0)
    m->fail = 1;
  if (m->max && m->n >= m->max)
    m->fail = 1;
  if (m->fail)
    return sum;
  i = slot_of(m, k);
  m->keys[i] = *k;
  m->vals[i] = sum;
  m->n++;
  return sum;
}

static int run(int ranks, int suits, int parity, size_t max_states,
               ds_u256 *out, struct ds_stats *st) {
  if (ranks < 1 || ranks > 13 || suits < 1 || suits > 4 ||
      (parity && suits % 2))
    return -1;
  struct memo m = {NULL, NULL, 0, 0, max_states, ranks, suits, parity, 0};
  if (grow(&m) != 0)
    return -1;
  struct key k;
  memset(&k, 0, sizeof k);
  k.used = 1;
  *out = count(&m, &k, 0);
  if (parity) /* which half of the suits the even positions hold */
    ds_u256_mul_small(out, suits == 4 ? 6 : 2);
  if (st)
    st->states = m.n;
  free(m.keys);
  free(m.vals);
  return m.fail ? -1 : 0;
}

int ds_count_dead(int ranks, int suits, size_t max_states, ds_u256 *out,
                  struct ds_stats *st) {
  return run(ranks, suits, 0, max_states, out, st);
}

int ds_count_parity(int ranks, int suits, size_t max_states, ds_u256 *out,
                    struct ds_stats *st) {
  return run(ranks, suits, 1, max_states, out, st);
}
