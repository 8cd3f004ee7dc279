/*
** gen_accordion.c: Accordion inputs for stress and deal --kind. Classic
** Accordion is stressed on deal lines (a case a line); CF 208B on its
** contest format, one case of n <= 52 cards. A case is one row of
** cards 0..51. Shrinking removes one card at a time.
*/
#include "stress/gen.h"

#include <string.h>

#define CF208B_MAX 52 /* n <= 52 in the statement */
#define TAG 0x5a0      /* the random stream of these generators */

static size_t ncases(const struct stress_opts *o, enum stress_kind kind,
                     wn_rng *rng) {
  if (o->rightmost)
    return 1; /* CF 208B has one deal an input */
  return kind == STRESS_EDGE ? 1 + wn_rng_below(rng, 8)
                             : 1 + wn_rng_below(rng, 4);
}

/* A card of a rank from ranks[0..nr) and a suit from suits[0..ns). */
static int32_t card_of(wn_rng *rng, const int *ranks, int nr,
                       const int *suits, int ns) {
  int r = ranks[wn_rng_below(rng, (uint64_t)nr)];
  int s = suits[wn_rng_below(rng, (uint64_t)ns)];
  return wn_card_make(r, s);
}

/* Pick k distinct values of 'from' (1..13 ranks or 0..3 suits). */
static void pick(wn_rng *rng, int *out, int k, int lo, int count) {
  int all[13];
  for (int i = 0; i < count; i++)
    all[i] = lo + i;
  for (int i = 0; i < k; i++) {
    int j = i + (int)wn_rng_below(rng, (uint64_t)(count - i));
    int t = all[i];
    all[i] = all[j];
    all[j] = t;
    out[i] = all[i];
  }
}

/*
** n cards from a palette of nr ranks and ns suits (repeats allowed).
** With 'blocked' (nr < 13, ns < 4), the first card is of a rank and a
** suit outside the palette: it matches no other card, so the deal is
** lost, and a search without memo must try every order of the others.
*/
static void palette_deal(wn_rng *rng, int32_t *cards, size_t n, int nr,
                         int ns, int blocked) {
  int ranks[13], suits[4];
  pick(rng, ranks, 13, 1, 13);
  pick(rng, suits, 4, 0, 4);
  for (size_t i = 0; i < n; i++)
    cards[i] = card_of(rng, ranks, nr, suits, ns);
  if (blocked && n > 1)
    cards[0] = wn_card_make(ranks[12], suits[3]);
}

/* The edge cases, in turn: each bound of the statement. */
static size_t edge_deal(wn_rng *rng, uint64_t index, int32_t *cards) {
  size_t n = 52;
  uint8_t deck[52];
  switch (index % 8) {
  case 0: /* n = 1: won at once */
    n = 1;
    cards[0] = (int32_t)wn_rng_below(rng, 52);
    return n;
  case 1: /* a whole shuffled deck */
    accordion_deal(wn_rng_next(rng), 0, 52, deck);
    for (size_t i = 0; i < n; i++)
      cards[i] = deck[i];
    return n;
  case 2: /* one suit, 52 cards */
    palette_deal(rng, cards, n, 13, 1, 0);
    return n;
  case 3: /* one value, 52 cards */
    palette_deal(rng, cards, n, 1, 4, 0);
    return n;
  case 4: /* all cards equal */
    n = 1 + wn_rng_below(rng, 52);
    palette_deal(rng, cards, n, 1, 1, 0);
    return n;
  case 5: /* two cards that do not match: no move at all */
    n = 2;
    cards[0] = wn_card_make(1, 0);
    cards[1] = wn_card_make(2, 1);
    return n;
  case 6: /* two cards alternating with no match at distance 1 or 3 */
    n = 2 + wn_rng_below(rng, 51);
    for (size_t i = 0; i < n; i++)
      cards[i] = i % 2 ? wn_card_make(2, 1) : wn_card_make(1, 0);
    return n;
  default: /* 52 cards of two ranks and two suits */
    palette_deal(rng, cards, n, 2, 2, 0);
    return n;
  }
}

static int add_case(struct stress_inst *x, const struct stress_opts *o,
                    enum stress_kind kind, uint64_t seed, uint64_t index) {
  wn_rng rng;
  wn_rng_init(&rng, seed, TAG + (uint64_t)kind, index);
  int32_t cards[52];
  uint8_t deck[52];
  size_t n;
  (void)o;
  switch (kind) {
  case STRESS_SMALL: /* 1..8 cards from a few ranks and suits */
    n = 1 + wn_rng_below(&rng, 8);
    palette_deal(&rng, cards, n, 1 + (int)wn_rng_below(&rng, 4),
                 1 + (int)wn_rng_below(&rng, 4), 0);
    break;
  case STRESS_EDGE:
    n = edge_deal(&rng, index, cards);
    break;
  case STRESS_RANDOM: /* the first n cards of a shuffled deck */
    n = 1 + wn_rng_below(&rng, CF208B_MAX);
    accordion_deal(seed, index, n, deck);
    for (size_t i = 0; i < n; i++)
      cards[i] = deck[i];
    break;
  default: /* many equal ranks and suits: searches without memo explode,
              on lost deals above all */
    n = 36 + wn_rng_below(&rng, 17);
    palette_deal(&rng, cards, n, 2 + (int)wn_rng_below(&rng, 3),
                 1 + (int)wn_rng_below(&rng, 2), (int)wn_rng_below(&rng, 2));
    break;
  }
  struct stress_case *c = inst_add_case(x);
  return c && case_add_row(c, cards, n) ? 0 : WN_ENOMEM;
}

static void write_cards(const struct stress_row *row, struct sbuf *out) {
  for (size_t i = 0; i < row->n; i++) {
    char tok[3];
    wn_card_format((uint8_t)row->v[i], tok);
    sbuf_addf(out, "%s%s", i ? " " : "", tok);
  }
  sbuf_add(out, "\n", 1);
}

static void print_input(const struct stress_inst *x, const struct stress_opts *o,
                  struct sbuf *out) {
  for (size_t k = 0; k < x->ncases; k++) {
    if (o->rightmost)
      sbuf_addf(out, "%zu\n", x->cases[k].rows[0].n);
    write_cards(&x->cases[k].rows[0], out);
  }
}

/* Candidate k: remove the k-th card, counting over all cases. */
static int reduce(const struct stress_inst *x, size_t k,
                  struct stress_inst *out) {
  for (size_t c = 0; c < x->ncases; c++) {
    size_t n = x->cases[c].rows[0].n;
    if (n < 2)
      continue; /* a deal keeps one card at least */
    if (k >= n) {
      k -= n;
      continue;
    }
    if (inst_copy(out, x) != 0)
      return WN_ENOMEM;
    row_remove(&out->cases[c].rows[0], k, 1);
    return 1;
  }
  return 0;
}

static size_t size(const struct stress_inst *x) {
  size_t n = 0;
  for (size_t c = 0; c < x->ncases; c++)
    n += x->cases[c].rows[0].n;
  return n;
}

const struct stress_game stress_accordion = {
  .name = "accordion",
  .unit = "cards",
  .unit_one = "card",
  .seconds = 2.0,          /* Codeforces 208B: 2 s, 256 MB */
  .memory = 256u << 20,
  .ncases = ncases,
  .add_case = add_case,
  .write = print_input,
  .reduce = reduce,
  .size = size,
  .spans = 1,
};
