/*
** gen_hitormiss.c: Hit or Miss inputs (SPOJ HITOMISS) for stress and
** deal --kind. A case is {players}, a deck of 52 values 1..13, four
** of each, top first, and {layout}: how its tokens are laid out in the
** text, as the statement allows ("parse by tokens; whitespace and line
** breaks vary"): on one line as in the sample, p alone then the deck,
** 13 values a line, a token a line, ragged breaks, tabs and blank lines,
** or on the line of the set before. Shrinking removes players and moves
** the deck one swap at a time toward the plain deck 1..13, 1..13, ...:
** the size is the players plus the places where the deck differs from
** it; the layout stays.
**
** The hard kind looks for games that end late: a deck whose longest run
** of cycles without a hit is long but that is still won, so a program
** that declares a stall after too few cycles (13, 52, 100) is caught.
** That needs the longest run, which the library does not report: the
** small simulator below plays the rules of games.md.
*/
#include "stress/gen.h"

#include <string.h>

#define TAG 0x5b0
#define MAX_PLAYERS 10       /* 1 <= p <= 10 in the statement */
#define STALL 676            /* 13 * 52 cycles without a hit: lost */
#define HARD_TRIES 400       /* decks tried for one hard case */
#define HARD_GAP 100         /* a run this long catches windows of 100 */

/* One player's deck: a ring of at most 52 values. */
struct ring {
  uint8_t v[52];
  int head, n;
};

static void ring_push(struct ring *r, uint8_t v) {
  r->v[(r->head + r->n) % 52] = v;
  r->n++;
}

static uint8_t ring_pop(struct ring *r) {
  uint8_t v = r->v[r->head];
  r->head = (r->head + 1) % 52;
  r->n--;
  return v;
}

/*
** Play 'deck' with p players: 1 if won, 0 if lost; *gap the longest
** run of cycles without a hit before the end.
*/
static int play(const int32_t *deck, int p, int *gap) {
  struct ring hand[MAX_PLAYERS];
  int count[MAX_PLAYERS], discarded = 0, quiet = 0;
  memset(hand, 0, sizeof hand);
  for (int i = 0; i < p; i++)
    count[i] = 1;
  for (int i = 0; i < 52; i++)
    ring_push(&hand[0], (uint8_t)deck[i]);
  *gap = 0;
  while (discarded < 52 && quiet < STALL) {
    int passed[MAX_PLAYERS], hit = 0;
    for (int i = 0; i < p; i++) {
      passed[i] = 0;
      if (hand[i].n == 0)
        continue;
      uint8_t top = ring_pop(&hand[i]);
      if (top == count[i]) {
        hit = 1;
        if (i + 1 < p)
          passed[i + 1] = top;
        else
          discarded++;
      } else {
        ring_push(&hand[i], top);
      }
      count[i] = count[i] % 13 + 1;
    }
    for (int i = 1; i < p; i++)
      if (passed[i])
        ring_push(&hand[i], (uint8_t)passed[i]);
    quiet = hit ? 0 : quiet + 1;
    if (quiet > *gap)
      *gap = quiet;
  }
  return discarded == 52;
}

/* A uniformly shuffled deck of values, four of each. */
static void shuffled(wn_rng *rng, int32_t *deck) {
  uint8_t cards[52];
  hitormiss_deal(wn_rng_next(rng), 0, cards);
  for (int i = 0; i < 52; i++)
    deck[i] = wn_card_rank(cards[i]);
}

static void plain(int32_t *deck, int shift) {
  for (int i = 0; i < 52; i++)
    deck[i] = (i + shift) % 13 + 1;
}

/* The won deck with the longest quiet run of HARD_TRIES shuffles. */
static void hard_deck(wn_rng *rng, int p, int32_t *deck) {
  int32_t d[52];
  int best = -1;
  for (int t = 0; t < HARD_TRIES && best < HARD_GAP; t++) {
    int gap;
    shuffled(rng, d);
    if (play(d, p, &gap) && gap > best) {
      best = gap;
      memcpy(deck, d, sizeof d);
    }
  }
  if (best < 0)
    plain(deck, 0); /* no shuffle won: the sample's won deck */
}

/* The layouts of a set (its case's third row, drawn once). */
enum layout { ONE_LINE, P_ALONE, ROWS_OF_13, TOKEN_A_LINE, RAGGED,
              SAME_LINE, NLAYOUTS };

/*
** The blanks before token t (0: p, 1..52: the values) of a set laid out
** by 'lay' (layout kind in lay % NLAYOUTS, the rest a seed for RAGGED).
*/
static const char *blanks(uint32_t lay, int t) {
  static const char *const ragged[] = {" ", " ", "\n", "  ", "\t", " \n",
                                       "\n\n", "\r\n", " \t "};
  switch (lay % NLAYOUTS) {
  case ONE_LINE: return t == 0 ? "\n" : " ";
  case P_ALONE: return t == 1 ? "\n" : t == 0 ? "\n" : " ";
  case ROWS_OF_13: return t % 13 == 1 || t == 0 ? "\n" : " ";
  case TOKEN_A_LINE: return "\n";
  case SAME_LINE: return " ";
  default: {
    uint32_t h = (lay / NLAYOUTS + (uint32_t)t * 2654435761u) >> 7;
    return ragged[h % (sizeof ragged / sizeof *ragged)];
  }
  }
}

static size_t ncases(const struct stress_opts *o, enum stress_kind kind,
                     wn_rng *rng) {
  (void)o;
  return kind == STRESS_EDGE ? 1 + wn_rng_below(rng, 12)
                             : 1 + wn_rng_below(rng, 3);
}

static int add_case(struct stress_inst *x, const struct stress_opts *o,
                    enum stress_kind kind, uint64_t seed, uint64_t index) {
  wn_rng rng;
  wn_rng_init(&rng, seed, TAG + (uint64_t)kind, index);
  int32_t deck[52], p;
  (void)o;
  switch (kind) {
  case STRESS_SMALL:
    p = 1 + (int32_t)wn_rng_below(&rng, 3);
    shuffled(&rng, deck);
    break;
  case STRESS_EDGE: /* one player, ten players, the plain decks */
    p = index % 3 == 0 ? 1 : index % 3 == 1 ? MAX_PLAYERS
                                            : 1 + (int32_t)(index % 10);
    if (index % 4 < 2)
      plain(deck, (int)(index / 4 % 13));
    else
      shuffled(&rng, deck);
    break;
  case STRESS_RANDOM:
    p = 1 + (int32_t)wn_rng_below(&rng, MAX_PLAYERS);
    shuffled(&rng, deck);
    break;
  default:
    p = 1 + (int32_t)wn_rng_below(&rng, MAX_PLAYERS);
    hard_deck(&rng, p, deck);
    break;
  }
  /* half the sets on one line, as the sample; the rest laid out
     otherwise, as judge data may be */
  int32_t lay = (int32_t)wn_rng_below(&rng, 1u << 30);
  if (wn_rng_below(&rng, 2) == 0)
    lay -= lay % NLAYOUTS; /* ONE_LINE */
  struct stress_case *c = inst_add_case(x);
  return c && case_add_row(c, &p, 1) && case_add_row(c, deck, 52) &&
         case_add_row(c, &lay, 1) ? 0 : WN_ENOMEM;
}

static void print_input(const struct stress_inst *x,
                        const struct stress_opts *o, struct sbuf *out) {
  (void)o;
  sbuf_addf(out, "%zu", x->ncases);
  for (size_t k = 0; k < x->ncases; k++) {
    const struct stress_case *cs = &x->cases[k];
    uint32_t lay = (uint32_t)cs->rows[2].v[0];
    sbuf_addf(out, "%s%d", blanks(lay, 0), (int)cs->rows[0].v[0]);
    for (int i = 0; i < 52; i++)
      sbuf_addf(out, "%s%d", blanks(lay, i + 1), (int)cs->rows[1].v[i]);
  }
  sbuf_add(out, "\n", 1);
}

/* The value the plain deck has at place i. */
static int32_t plain_at(int i) {
  return i % 13 + 1;
}

/*
** The place to swap with place i of deck d so that i gets its plain
** value: the first place holding that value that is itself misplaced,
** else the first holding it at all; -1 if none (not a pack).
*/
static int partner(const int32_t *d, int i) {
  int any = -1;
  for (int j = 0; j < 52; j++) {
    if (j == i || d[j] != plain_at(i))
      continue;
    if (d[j] != plain_at(j))
      return j;
    if (any < 0)
      any = j;
  }
  return any;
}

/*
** Candidates, case by case: one player fewer, then for each place i
** where the deck differs from the plain one, the swap that puts the
** plain value there (partner()).
*/
static int reduce(const struct stress_inst *x, size_t k,
                  struct stress_inst *out) {
  for (size_t c = 0; c < x->ncases; c++) {
    const struct stress_case *cs = &x->cases[c];
    if (cs->rows[0].v[0] > 1 && k-- == 0) {
      if (inst_copy(out, x) != 0)
        return WN_ENOMEM;
      out->cases[c].rows[0].v[0]--;
      return 1;
    }
    const int32_t *d = cs->rows[1].v;
    for (int i = 0; i < 52; i++) {
      int j = d[i] == plain_at(i) ? -1 : partner(d, i);
      if (j < 0 || k-- != 0)
        continue;
      if (inst_copy(out, x) != 0)
        return WN_ENOMEM;
      int32_t *e = out->cases[c].rows[1].v;
      e[j] = e[i];
      e[i] = plain_at(i);
      return 1;
    }
  }
  return 0;
}

static size_t size(const struct stress_inst *x) {
  size_t n = 0;
  for (size_t c = 0; c < x->ncases; c++) {
    n += (size_t)x->cases[c].rows[0].v[0];
    for (int i = 0; i < 52; i++)
      n += x->cases[c].rows[1].v[i] != plain_at(i);
  }
  return n;
}

const struct stress_game stress_hitormiss = {
  .name = "hitormiss",
  .unit = "players and misplaced values",
  .unit_one = "player",
  .unit_means = "each case's players, plus the places where its deck "
                "differs from 1 2 ... 13 1 2 ... 13: what shrinking removes",
  .seconds = 1.0,
  .memory = 256u << 20,
  .ncases = ncases,
  .add_case = add_case,
  .write = print_input,
  .reduce = reduce,
  .size = size,
  .spans = 1,
};
