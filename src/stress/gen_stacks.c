/*
** gen_stacks.c: Stack Management inputs (Code Jam 2017 WF) for stress
** and deal --kind. The pool holds the premade stacks, each a row of
** value, suit pairs, top first; a case is one row of pool indexes, all
** naming stacks of one size C. Shrinking removes unused premade stacks,
** a stack from a case, or one layer (the cards at one depth) from every
** stack of a case whose stacks no other case uses; the size is the
** cards of the premade stacks.
**
** The hard kind keeps only cases on the edge of the analysis's
** criterion: S = N suits, removals applied greedily leave the game
** unwon with an empty stack, so the answer rests on the suit graph.
** Every kind reaches what the statement allows and programs get wrong:
** in the large subtask, half the cases have their suits and values
** renamed to numbers up to 50,000 (order kept: the same game), where an
** int16 key overflows; a later case of an input often names the premade
** stacks of the case before (shared, never consumed); the edge kind
** holds the smallest case (2 x 2) and the largest (N*C = 10^5, C or N
** of 50,000). Every case has N, C >= 2 (the contest's bounds).
*/
#include "stress/gen.h"

#include <stdlib.h>
#include <string.h>

#define TAG 0x5c0
#define SMALL_N 4        /* the small subtask: N <= 4, C <= 13, */
#define SMALL_C 13       /*   values <= 13, suits <= 4 */
#define SMALL_VALUES 13
#define SMALL_SUITS 4
#define HARD_TRIES 200   /* shuffles tried for one hard case */
#define MAX_CASE 100000  /* cards of the largest case: N*C <= 10^5 */
#define LARGE_MAX 50000  /* values and suits of the large subtask */
#define MAX_PREMADE 60000 /* P */

/* A case being made: n stacks of c cards, top first. */
struct made {
  uint32_t n, c;
  stacks_card cards[MAX_CASE];
};

/* Deal a shape with a seed drawn from rng (shape assumed dealable). */
static void deal_shape(wn_rng *rng, struct made *m, uint32_t n, uint32_t c,
                       uint32_t suits, uint32_t values) {
  stacks_shape sh = {n, c, suits, values, 0};
  if (suits * values < n * c) /* too few distinct cards: widen */
    sh.values = (n * c + suits - 1) / suits;
  m->n = n;
  m->c = c;
  stacks_deal(wn_rng_next(rng), 0, &sh, m->cards);
}

/* Suits present in m. */
static uint32_t suits_used(const struct made *m) {
  uint32_t seen[SMALL_N * 16], k = 0;
  for (uint32_t i = 0; i < m->n * m->c && k < SMALL_N * 16; i++) {
    uint32_t j = 0;
    while (j < k && seen[j] != m->cards[i].suit)
      j++;
    if (j == k)
      seen[k++] = m->cards[i].suit;
  }
  return k;
}

/*
** Apply removals greedily (the lowest of two same-suit tops goes):
** 1 when that leaves the game unwon with an empty stack, the criterion's
** own ground; 0 when it wins or leaves no stack empty.
*/
static int on_edge(const struct made *m) {
  uint32_t depth[SMALL_N * 16]; /* cards gone from the top of each */
  if (m->n > sizeof depth / sizeof depth[0])
    return 0;
  memset(depth, 0, sizeof depth);
  for (int removed = 1; removed;) {
    removed = 0;
    for (uint32_t a = 0; a < m->n && !removed; a++)
      for (uint32_t b = 0; b < m->n && !removed; b++) {
        if (a == b || depth[a] == m->c || depth[b] == m->c)
          continue;
        const stacks_card *x = &m->cards[a * m->c + depth[a]];
        const stacks_card *y = &m->cards[b * m->c + depth[b]];
        if (x->suit == y->suit && x->value < y->value) {
          depth[a]++;
          removed = 1;
        }
      }
  }
  int empty = 0, won = 1;
  for (uint32_t a = 0; a < m->n; a++) {
    empty |= depth[a] == m->c;
    won &= m->c - depth[a] <= 1;
  }
  return empty && !won;
}

static void hard_case(wn_rng *rng, struct made *m) {
  for (int t = 0; t < HARD_TRIES; t++) {
    uint32_t n = 2 + (uint32_t)wn_rng_below(rng, 3);
    deal_shape(rng, m, n, 2 + (uint32_t)wn_rng_below(rng, 4), n, 6);
    if (suits_used(m) == n && on_edge(m))
      return;
  }
}

/*
** The edge cases, in turn; 'pool' premade stacks of 'cards' cards in all
** are made already: the case of N = 50,000 needs room under P's 60,000,
** and one of the largest cases (10^5 cards) an input is enough: the
** others of an input of 100 cases stay small, its run short.
*/
static void edge_case(wn_rng *rng, uint64_t index, int small, size_t pool,
                      size_t cards, struct made *m) {
  int room = cards < MAX_CASE;
  switch (index % 7) {
  case 0: deal_shape(rng, m, 2, 2, 1, 4); break; /* the smallest */
  case 1: deal_shape(rng, m, 2, SMALL_C, 2, SMALL_VALUES); break;
  case 2: deal_shape(rng, m, SMALL_N, 2, SMALL_SUITS, SMALL_VALUES); break;
  case 3: /* the whole small deck: 4 stacks of 13 */
    deal_shape(rng, m, SMALL_N, SMALL_C, SMALL_SUITS, SMALL_VALUES); break;
  case 4: deal_shape(rng, m, 3, 3, 1, 9); break;   /* one suit */
  case 5: deal_shape(rng, m, 3, 4, 3, 4); break;   /* every card used */
  default:
    if (small)
      deal_shape(rng, m, SMALL_N, 2, SMALL_SUITS, 2);
    else if (index / 7 % 4 == 1 && room) /* the largest: C = 50,000 */
      deal_shape(rng, m, 2, LARGE_MAX, 2, LARGE_MAX);
    else if (index / 7 % 4 == 3 && room && pool + LARGE_MAX <= MAX_PREMADE)
      /* the largest: N = 50,000 */
      deal_shape(rng, m, LARGE_MAX, 2, LARGE_MAX, 2);
    else /* beyond the small subtask: more stacks, values up to 50000 */
      deal_shape(rng, m, 40, 50, 40, LARGE_MAX);
    break;
  }
}

static size_t ncases(const struct stress_opts *o, enum stress_kind kind,
                     wn_rng *rng) {
  (void)o;
  return kind == STRESS_EDGE ? 2 + wn_rng_below(rng, 6)
                             : 1 + wn_rng_below(rng, 3);
}

/* Add m's stacks to the pool and a case naming them. */
static int add_made(struct stress_inst *x, const struct made *m) {
  int32_t *idx = malloc(m->n * sizeof *idx);
  int32_t *row = malloc(2 * (size_t)m->c * sizeof *row);
  int rc = idx && row ? 0 : WN_ENOMEM;
  for (uint32_t i = 0; i < m->n && rc == 0; i++) {
    for (uint32_t j = 0; j < m->c; j++) {
      row[2 * j] = (int32_t)m->cards[i * m->c + j].value;
      row[2 * j + 1] = (int32_t)m->cards[i * m->c + j].suit;
    }
    idx[i] = (int32_t)x->pool.nrows;
    if (!case_add_row(&x->pool, row, 2 * (size_t)m->c))
      rc = WN_ENOMEM;
  }
  struct stress_case *c = rc == 0 ? inst_add_case(x) : NULL;
  if (!c || !case_add_row(c, idx, m->n))
    rc = WN_ENOMEM;
  free(idx);
  free(row);
  return rc;
}

#define PRIME 49999 /* below LARGE_MAX: s -> s * K mod PRIME is one-to-one */

/*
** Rename m's suits and values to numbers spread over 1..LARGE_MAX,
** values in the same order (the lowest of two tops still goes first),
** suits distinct: the same game, its numbers on both sides of 32,767
** (an int16 wraps between them) and up to 50,000.
*/
static void large_numbers(wn_rng *rng, struct made *m) {
  uint32_t most = 0, suits = 0;
  for (uint32_t i = 0; i < m->n * m->c; i++) {
    if (m->cards[i].value > most)
      most = m->cards[i].value;
    if (m->cards[i].suit > suits)
      suits = m->cards[i].suit;
  }
  uint32_t step = LARGE_MAX / (most ? most : 1); /* v -> v * step */
  uint64_t mul = 12289 + wn_rng_below(rng, PRIME - 12289);
  for (uint32_t i = 0; i < m->n * m->c; i++) {
    stacks_card *k = &m->cards[i];
    k->value *= step;
    if (suits < PRIME) /* else they are spread up to 50,000 already */
      k->suit = (uint32_t)((k->suit * mul) % PRIME) + 1;
  }
}

/* A case that names the premade stacks of the one before, reversed:
** a program that consumes or changes premade stacks fails it. */
static int add_again(struct stress_inst *x) {
  const struct stress_row *prev = &x->cases[x->ncases - 1].rows[0];
  int32_t *idx = malloc(prev->n * sizeof *idx);
  if (!idx)
    return WN_ENOMEM;
  for (size_t i = 0; i < prev->n; i++)
    idx[i] = prev->v[prev->n - 1 - i];
  struct stress_case *c = inst_add_case(x);
  int rc = c && case_add_row(c, idx, prev->n) ? 0 : WN_ENOMEM;
  free(idx);
  return rc;
}

#define MIX_TRIES 20 /* draws for a case mixing earlier premade stacks */

/* 1 when the pool stacks idx[0..n) hold no card twice. */
static int distinct_cards(const struct stress_inst *x, const int32_t *idx,
                          size_t n) {
  for (size_t a = 0; a < n; a++)
    for (size_t b = a; b < n; b++) {
      const struct stress_row *r = &x->pool.rows[idx[a]];
      const struct stress_row *q = &x->pool.rows[idx[b]];
      for (size_t i = 0; i < r->n; i += 2)
        for (size_t j = a == b ? i + 2 : 0; j < q->n; j += 2)
          if (r->v[i] == q->v[j] && r->v[i + 1] == q->v[j + 1])
            return 0;
    }
  return 1;
}

/*
** A case of premade stacks earlier cases named, in another company, so
** that a stack an earlier case played meets other stacks: a program that
** changes premade stacks while it plays a case answers a later one
** wrong. Half the time (when the last case has 3 stacks or more) some
** of the last case's stacks; else 2 to SMALL_N stacks drawn from all
** those of its size, falling back to add_again when no draw holds each
** card once.
*/
static int add_mixed(struct stress_inst *x, wn_rng *rng) {
  const struct stress_row *prev = &x->cases[x->ncases - 1].rows[0];
  size_t c = x->pool.rows[prev->v[0]].n, have = 0;
  int32_t same[64], idx[SMALL_N];
  if (prev->n >= 3 && prev->n <= 64 && wn_rng_below(rng, 2) == 0) {
    for (size_t i = 0; i < prev->n; i++)
      same[have++] = prev->v[i];
  } else {
    for (size_t p = 0; p < x->pool.nrows && have < 64; p++)
      if (x->pool.rows[p].n == c)
        same[have++] = (int32_t)p;
  }
  for (int t = 0; t < MIX_TRIES && have >= 3; t++) {
    size_t most = have - 1 < SMALL_N ? have - 1 : SMALL_N; /* 2..most */
    size_t n = 2 + (size_t)wn_rng_below(rng, most - 1);
    for (size_t i = 0; i < n; i++) { /* n distinct of same[], shuffled */
      size_t j = i + (size_t)wn_rng_below(rng, have - i);
      int32_t swap = same[i];
      same[i] = same[j];
      same[j] = swap;
      idx[i] = same[i];
    }
    if (distinct_cards(x, idx, n)) {
      struct stress_case *cs = inst_add_case(x);
      return cs && case_add_row(cs, idx, n) ? 0 : WN_ENOMEM;
    }
  }
  return add_again(x);
}

static int add_case(struct stress_inst *x, const struct stress_opts *o,
                    enum stress_kind kind, uint64_t seed, uint64_t index) {
  wn_rng rng;
  wn_rng_init(&rng, seed, TAG + (uint64_t)kind, index);
  struct made *m = malloc(sizeof *m);
  if (!m)
    return WN_ENOMEM;
  /* premade stacks of cases before, again: a third of the edge cases
     (the last case's), a third of the others (mixed when there are
     enough of the size) */
  if (x->ncases && (kind == STRESS_EDGE ? index % 3 == 2
                                         : wn_rng_below(&rng, 3) == 0)) {
    free(m);
    return kind == STRESS_EDGE ? add_again(x) : add_mixed(x, &rng);
  }
  if (kind == STRESS_SMALL) { /* at most 4 x 4 cards, all in the small
                                 subtask's 13 values */
    uint32_t n = 2 + (uint32_t)wn_rng_below(&rng, SMALL_N - 1);
    uint32_t suits = 1 + (uint32_t)wn_rng_below(&rng, n < 4 ? n + 1 : 4);
    uint32_t most = SMALL_VALUES * suits / n;
    deal_shape(&rng, m, n,
               2 + (uint32_t)wn_rng_below(&rng, most < 4 ? most - 1 : 3),
               suits, SMALL_VALUES);
  } else if (kind == STRESS_EDGE) {
    size_t cards = 0;
    for (size_t p = 0; p < x->pool.nrows; p++)
      cards += x->pool.rows[p].n / 2;
    edge_case(&rng, index, o->small, x->pool.nrows, cards, m);
  } else if (kind == STRESS_RANDOM) {
    uint32_t n = 2 + (uint32_t)wn_rng_below(&rng, 3);
    deal_shape(&rng, m, n, 2 + (uint32_t)wn_rng_below(&rng, 5), n,
               SMALL_VALUES);
  } else {
    hard_case(&rng, m);
  }
  if (!o->small && kind != STRESS_EDGE ? wn_rng_below(&rng, 2) == 0
                                       : !o->small && index % 7 == 6)
    large_numbers(&rng, m);
  int rc = add_made(x, m);
  free(m);
  return rc;
}

static void print_input(const struct stress_inst *x,
                        const struct stress_opts *o, struct sbuf *out) {
  (void)o;
  sbuf_addf(out, "%zu\n", x->pool.nrows);
  for (size_t p = 0; p < x->pool.nrows; p++) {
    const struct stress_row *r = &x->pool.rows[p];
    sbuf_addf(out, "%zu", r->n / 2);
    for (size_t j = 0; j < r->n; j++)
      sbuf_addf(out, " %d", (int)r->v[j]);
    sbuf_add(out, "\n", 1);
  }
  sbuf_addf(out, "%zu\n", x->ncases);
  for (size_t k = 0; k < x->ncases; k++) {
    const struct stress_row *r = &x->cases[k].rows[0];
    sbuf_addf(out, "%zu %zu\n", r->n, x->pool.rows[r->v[0]].n / 2);
    for (size_t j = 0; j < r->n; j++)
      sbuf_addf(out, "%s%d", j ? " " : "", (int)r->v[j]);
    sbuf_add(out, "\n", 1);
  }
}

/* How many cases name pool stack p. */
static size_t users(const struct stress_inst *x, int32_t p) {
  size_t n = 0;
  for (size_t k = 0; k < x->ncases; k++)
    for (size_t j = 0; j < x->cases[k].rows[0].n; j++)
      n += x->cases[k].rows[0].v[j] == p;
  return n;
}

/* Remove pool stack p, which no case names; renumber the rest. */
static void drop_premade(struct stress_inst *x, int32_t p) {
  case_remove_row(&x->pool, (size_t)p);
  for (size_t k = 0; k < x->ncases; k++)
    for (size_t j = 0; j < x->cases[k].rows[0].n; j++)
      x->cases[k].rows[0].v[j] -= x->cases[k].rows[0].v[j] > p;
}

/* 1 when case k's layers can be cut: C >= 3 (C stays 2 or more), no
** stack shared. */
static int own_stacks(const struct stress_inst *x, size_t k) {
  const struct stress_row *r = &x->cases[k].rows[0];
  if (x->pool.rows[r->v[0]].n < 6)
    return 0;
  for (size_t j = 0; j < r->n; j++)
    if (users(x, r->v[j]) != 1)
      return 0;
  return 1;
}

static int reduce(const struct stress_inst *x, size_t k,
                  struct stress_inst *out) {
  int32_t p = -1, index = -1, layer = -1;
  size_t kase = 0;
  for (size_t q = 0; q < x->pool.nrows && p < 0; q++)
    if (users(x, (int32_t)q) == 0 && k-- == 0)
      p = (int32_t)q;
  for (kase = 0; kase < x->ncases && p < 0 && index < 0 && layer < 0;
       kase++) {
    size_t n = x->cases[kase].rows[0].n;
    size_t c = x->pool.rows[x->cases[kase].rows[0].v[0]].n / 2;
    if (n >= 3 && k < n) /* N stays 2 or more */
      index = (int32_t)k;
    else if (n >= 3)
      k -= n;
    if (index < 0 && own_stacks(x, kase) && k < c)
      layer = (int32_t)k;
    else if (index < 0 && own_stacks(x, kase))
      k -= c;
  }
  if (p < 0 && index < 0 && layer < 0)
    return 0;
  if (inst_copy(out, x) != 0)
    return WN_ENOMEM;
  if (p >= 0) {
    drop_premade(out, p);
  } else if (index >= 0) {
    row_remove(&out->cases[kase - 1].rows[0], (size_t)index, 1);
  } else {
    const struct stress_row *r = &out->cases[kase - 1].rows[0];
    for (size_t j = 0; j < r->n; j++)
      row_remove(&out->pool.rows[r->v[j]], 2 * (size_t)layer, 2);
  }
  return 1;
}

static size_t size(const struct stress_inst *x) {
  size_t n = 0;
  for (size_t p = 0; p < x->pool.nrows; p++)
    n += x->pool.rows[p].n / 2;
  return n;
}

const struct stress_game stress_stacks = {
  .name = "stacks",
  .unit = "premade cards",
  .unit_one = "premade card",
  .unit_means = "the cards of the premade stacks, what shrinking removes",
  .seconds = 20.0,         /* Code Jam's 20 s a test set */
  .memory = 1024u << 20,
  .ncases = ncases,
  .add_case = add_case,
  .write = print_input,
  .reduce = reduce,
  .size = size,
  .spans = 0,
};
