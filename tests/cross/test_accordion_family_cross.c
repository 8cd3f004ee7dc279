/*
** test_accordion_family_cross.c: the Accordion family's solver
** (accordion_solve under accordion_set_rules) against a brute force
** written here from the rules, on seeded small decks of every preset
** (revenge with random goals) and of random knobs.
**
** For each deal: the verdicts agree; a win's proof replays under
** accordion_replay_rules; a loss's certificate (kept, or handed to a
** sink) is accepted by accordion_check_loss_rules, and refused once a
** row with a move is taken out or a winnable row is put in; a loss's
** best line is legal and reaches the fewest piles the brute force can
** reach; the hint values each move as the brute force values its
** child. The checker is attacked too: a winnable deal with every lost
** row the brute force met is refused, and random move lists replay
** exactly as the brute force's own replay says.
** Half the deals reach the beams (family_beam.c) after a short exact
** search of 1..32 positions, so their lines are checked too.
** The brute force: plain recursion over every move (each pair of piles
** tried both ways), remembering only the rows it found lost.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include "winnable.h"
#include "winnable/accordion.h"
#include "games/accordion_ctx.h"
#include "cross/cross_rng.h"
#include "cross/small_decks.h"

#define MAXN 12           /* the longest deal */
#define MEMO_SLOTS (1u << 18)
#define MEMO_PROBES 64     /* slots a lookup tries before giving up */

/* ---- the brute force ---- */

/* A row found lost, and the fewest piles reachable from it. */
struct memo_slot {
  uint32_t gen;  /* the deal it belongs to; other values: empty */
  uint8_t len, min;
  uint8_t row[MAXN];
};

struct brute {
  accordion_rules r;
  uint32_t gen;
  struct memo_slot *memo;
  uint32_t *lost;        /* the slots filled for this deal */
  size_t nlost;
};

static int b_rank(uint8_t c) { return c / 4; }
static int b_suit(uint8_t c) { return c % 4; }
static int b_red(uint8_t c) { return b_suit(c) == 1 || b_suit(c) == 2; }

/* Whether pile j may meet pile i (0-based) of row[0..len) under r. */
static int b_legal(const accordion_rules *r, const uint8_t *row, int len,
                   int j, int i) {
  if (i < 0 || i >= len || j < 0 || j >= len || i == j)
    return 0;
  int d = j > i ? j - i : i - j;
  uint32_t set = j > i ? r->left : r->right;
  if (d > 16 || !(set & (1u << (d - 1))))
    return 0;
  uint8_t a = row[j], b = row[i];
  return (r->match & ACCORDION_MATCH_ANY) ||
         ((r->match & ACCORDION_MATCH_RANK) && b_rank(a) == b_rank(b)) ||
         ((r->match & ACCORDION_MATCH_SUIT) && b_suit(a) == b_suit(b)) ||
         ((r->match & ACCORDION_MATCH_RED_BLACK) && b_red(a) != b_red(b));
}

/* The row after j meets i, into out; returns its length. */
static int b_play(const accordion_rules *r, const uint8_t *row, int len,
                  int j, int i, uint8_t *out) {
  int k = 0;
  for (int p = 0; p < len; p++) {
    if (p == j || (r->pairs && p == i))
      continue;
    out[k++] = p == i ? row[j] : row[p];
  }
  return k;
}

static int b_won(const accordion_rules *r, const uint8_t *row, int len) {
  if (len > (int)r->win_piles)
    return 0;
  return r->goal < 0 || (len == 1 && row[0] == r->goal);
}

static struct memo_slot *b_slot(struct brute *b, const uint8_t *row,
                                int len) {
  uint32_t h = 2166136261u ^ (uint32_t)len;
  for (int k = 0; k < len; k++)
    h = (h ^ row[k]) * 16777619u;
  for (uint32_t p = 0; p < MEMO_PROBES; p++) {
    struct memo_slot *s = &b->memo[(h + p) & (MEMO_SLOTS - 1)];
    if (s->gen != b->gen || (s->len == len && !memcmp(s->row, row, len)))
      return s;
  }
  return NULL; /* crowded: this row is not remembered */
}

/* 1 if row[0..len) can be won; else 0 with *min the fewest piles any
** line reaches. */
static int brute(struct brute *b, const uint8_t *row, int len, int *min) {
  if (b_won(&b->r, row, len))
    return 1;
  struct memo_slot *s = b_slot(b, row, len);
  if (s && s->gen == b->gen) {
    *min = s->min;
    return 0;
  }
  int best = len;
  uint8_t child[MAXN];
  for (int j = 0; j < len; j++)
    for (int i = 0; i < len; i++) {
      if (!b_legal(&b->r, row, len, j, i))
        continue;
      int m, clen = b_play(&b->r, row, len, j, i, child);
      if (brute(b, child, clen, &m))
        return 1;
      best = m < best ? m : best;
    }
  if (s) {
    *s = (struct memo_slot){.gen = b->gen, .len = (uint8_t)len,
                            .min = (uint8_t)best};
    memcpy(s->row, row, len);
    b->lost[b->nlost++] = (uint32_t)(s - b->memo);
  }
  *min = best;
  return 0;
}

/* 1 if row[0..len) can be won, on a fresh memo. */
static int brute_fresh(struct brute *b, const uint8_t *row, int len,
                       int *min) {
  b->gen++;
  b->nlost = 0;
  int m = len;
  int rc = brute(b, row, len, &m);
  if (min)
    *min = m;
  return rc;
}

/*
** The brute force's own replay: 1 if every move is legal before the
** row is won and the row is won at the end, 0 if legal but not won,
** -1 at an illegal move.
*/
static int b_replay(const accordion_rules *r, const uint8_t *cards, int n,
                    const accordion_move *m, size_t nm) {
  uint8_t row[MAXN], next[MAXN];
  memcpy(row, cards, n);
  for (size_t k = 0; k < nm; k++) {
    int j = (int)m[k].from - 1, i = (int)m[k].to - 1;
    if (b_won(r, row, n) || !b_legal(r, row, n, j, i))
      return -1;
    n = b_play(r, row, n, j, i, next);
    memcpy(row, next, n);
  }
  return b_won(r, row, n);
}

/* ---- rows back to back, as accordion_check_loss_rules takes them ---- */

struct rows {
  uint8_t *bytes;
  size_t *lens;
  size_t nrows, nbytes, cap;
};

static void rows_add(struct rows *r, const uint8_t *row, size_t len) {
  if (r->nrows == r->cap) {
    r->cap = r->cap ? 2 * r->cap : 64;
    r->lens = realloc(r->lens, r->cap * sizeof *r->lens);
    r->bytes = realloc(r->bytes, r->cap * MAXN);
    assert_true(r->lens && r->bytes);
  }
  assert_true(len <= MAXN);
  memcpy(r->bytes + r->nbytes, row, len);
  r->nbytes += len;
  r->lens[r->nrows++] = len;
}

static int rows_collect(void *user, const uint8_t *row, size_t len) {
  rows_add(user, row, len);
  return 0;
}

static void rows_sink(void *user, const uint8_t *row, size_t len) {
  rows_add(user, row, len);
}

/* out: r without row 'skip' (SIZE_MAX: none). */
static void rows_copy(const struct rows *r, size_t skip, struct rows *out) {
  out->nrows = out->nbytes = 0;
  for (size_t k = 0, at = 0; k < r->nrows; at += r->lens[k], k++)
    if (k != skip)
      rows_add(out, r->bytes + at, r->lens[k]);
}

static void rows_free(struct rows *r) {
  free(r->bytes);
  free(r->lens);
}

/* ---- rules ---- */

/* Random knobs: distances up to 5 each way (and a longer one left), match bits, win_piles,
** pairs, a goal. */
static accordion_rules random_knobs(uint64_t *s, const uint8_t *cards,
                                    size_t n) {
  accordion_rules r = {.goal = -1};
  do {
    r.left = (uint32_t)cross_below(s, 32);
    r.right = cross_below(s, 3) ? 0 : (uint32_t)cross_below(s, 32);
  } while (!(r.left | r.right));
  if (!cross_below(s, 8)) /* now and then a long jump, 6 to 16 */
    r.left |= 1u << (5 + cross_below(s, 11));
  r.match = 1 + (unsigned)cross_below(s, 7); /* rank, suit, red-black */
  if (!cross_below(s, 10))
    r.match |= ACCORDION_MATCH_ANY;
  r.pairs = !cross_below(s, 4);
  r.win_piles = (unsigned)cross_below(s, 3) + !r.pairs;
  if (!r.pairs && r.win_piles == 1 && !cross_below(s, 4))
    r.goal = cards[cross_below(s, (int)n)];
  return r;
}

/* Preset 'name'; revenge gets a goal, a card of the deal mostly. */
static accordion_rules preset(const char *name, uint64_t *s,
                              const uint8_t *cards, size_t n) {
  accordion_rules r;
  assert_int_equal(accordion_rules_preset(name, &r), 0);
  if (!strcmp(name, "revenge"))
    r.goal = cross_below(s, 4) ? cards[cross_below(s, (int)n)]
                               : cross_below(s, WN_NCARDS);
  return r;
}

/* ---- the checks of one deal ---- */

/* Piles left after the legal moves m[0..nm) on cards[0..n). */
static int b_piles_after(const accordion_rules *r, const uint8_t *cards,
                         int n, const accordion_move *m, size_t nm) {
  uint8_t row[MAXN], next[MAXN];
  memcpy(row, cards, n);
  for (size_t k = 0; k < nm; k++) {
    assert_true(b_legal(r, row, n, (int)m[k].from - 1, (int)m[k].to - 1));
    n = b_play(r, row, n, (int)m[k].from - 1, (int)m[k].to - 1, next);
    memcpy(row, next, n);
  }
  return n;
}

/* A winnable deal: the deal and every lost row the brute force met
** make no certificate. */
static void refuse_winnable(struct brute *b, const uint8_t *cards, size_t n) {
  struct rows all = {0};
  rows_add(&all, cards, n);
  for (size_t k = 0; k < b->nlost; k++)
    rows_add(&all, b->memo[b->lost[k]].row, b->memo[b->lost[k]].len);
  assert_int_equal(accordion_check_loss_rules(NULL, cards, n, &b->r,
                                              all.bytes, all.lens, all.nrows,
                                              NULL),
                   0);
  rows_free(&all);
}

/* A lost deal's certificate holds, and fails without a row that has a
** move (the first such from a random start; not under classic rules)
** or with a winnable row. */
static void check_certificate(struct brute *b, const uint8_t *cards,
                              size_t n, const struct rows *cert,
                              uint64_t *s) {
  const accordion_rules *r = &b->r;
  assert_int_equal(accordion_check_loss_rules(NULL, cards, n, r, cert->bytes,
                                              cert->lens, cert->nrows, NULL),
                   1);
  struct rows less = {0};
  size_t start = cert->nrows ? (size_t)cross_below(s, (int)cert->nrows) : 0;
  /* classic rules leave out rows the dead-end test settles: any row
  ** may go (test_accordion_loss_cross checks their certificates) */
  size_t rows = accordion_rules_is_classic(r) ? 0 : cert->nrows;
  for (size_t t = 0; t < rows; t++) {
    size_t k = (start + t) % cert->nrows, at = 0;
    for (size_t q = 0; q < k; q++)
      at += cert->lens[q];
    const uint8_t *row = cert->bytes + at;
    int len = (int)cert->lens[k], moves = 0;
    for (int j = 0; j < len; j++)
      for (int i = 0; i < len; i++)
        moves += b_legal(r, row, len, j, i);
    if (!moves)
      continue;
    rows_copy(cert, k, &less);
    assert_int_equal(accordion_check_loss_rules(NULL, cards, n, r, less.bytes,
                                                less.lens, less.nrows, NULL),
                     0);
    break;
  }
  for (int tries = 0; tries < 8; tries++) { /* a winnable row put in */
    uint8_t row[MAXN];
    int len = 1 + cross_below(s, (int)n);
    for (int k = 0; k < len; k++)
      row[k] = cards[cross_below(s, (int)n)];
    if (b_won(r, row, len) || !brute_fresh(b, row, len, NULL))
      continue;
    rows_copy(cert, SIZE_MAX, &less);
    rows_add(&less, row, len);
    assert_int_equal(accordion_check_loss_rules(NULL, cards, n, r, less.bytes,
                                                less.lens, less.nrows, NULL),
                     0);
    break;
  }
  rows_free(&less);
}

/* A random move list, mostly legal moves: the checker's replay agrees
** with the brute force's. */
static void check_replay(const accordion_rules *r, const uint8_t *cards,
                         int n, uint64_t *s) {
  accordion_move m[MAXN];
  uint8_t row[MAXN], next[MAXN];
  int len = n;
  size_t nm = 0;
  memcpy(row, cards, n);
  while (nm < MAXN && len > 0 && cross_below(s, 8)) {
    int j = cross_below(s, len + 1), i = cross_below(s, len + 1);
    if (cross_below(s, 6) && !b_legal(r, row, len, j, i))
      continue; /* mostly legal moves */
    m[nm++] = (accordion_move){(uint32_t)j + 1, (uint32_t)i + 1};
    if (!b_legal(r, row, len, j, i))
      break;
    len = b_play(r, row, len, j, i, next);
    memcpy(row, next, len);
  }
  int want = b_replay(r, cards, n, m, nm);
  int got = accordion_replay_rules(NULL, cards, n, r, m, nm, NULL);
  assert_int_equal(got, want < 0 ? WN_EMOVE : want);
}

/* The hint values each legal move, in the natural order, as the brute
** force values its child; each win's line replays from the child. A won
** row lists no move: once won, no move follows. accordion_rules_legal
** says what the brute force's rules say. */
static void check_hint(accordion_ctx *ctx, struct brute *b,
                       const uint8_t *cards, int n) {
  const accordion_rules *r = &b->r;
  int rc = accordion_hint(ctx, cards, n, ACCORDION_ANY), won = 0;
  int over = b_won(r, cards, n);
  size_t nv, k = 0;
  const accordion_move_value *v = accordion_hint_moves(ctx, &nv);
  for (int j = 0; j < n; j++)
    for (int i = 0; i < n; i++) {
      accordion_move m = {(uint32_t)j + 1, (uint32_t)i + 1};
      assert_int_equal(accordion_rules_legal(r, cards, (size_t)n, m),
                       b_legal(r, cards, n, j, i));
      if (over || !b_legal(r, cards, n, j, i))
        continue;
      assert_true(k < nv);
      assert_int_equal(v[k].move.from, j + 1);
      assert_int_equal(v[k].move.to, i + 1);
      uint8_t child[MAXN];
      int len = b_play(r, cards, n, j, i, child);
      int win = brute_fresh(b, child, len, NULL);
      assert_int_equal(v[k].verdict, win ? WN_WIN : WN_LOSS);
      if (win) {
        size_t nl;
        const accordion_move *line = accordion_hint_line(ctx, k, &nl);
        assert_int_equal(b_replay(r, child, len, line, nl), 1);
      }
      won |= win;
      k++;
    }
  assert_int_equal(k, nv);
  assert_int_equal(rc, won || over ? WN_WIN : WN_LOSS);
}

/* Wins and losses seen, so a run that never meets one of them fails. */
struct tally {
  int won, lost;
};

/* Every check of one deal under b->r. */
static void check_deal(accordion_ctx *ctx, struct brute *b,
                       const uint8_t *cards, size_t n, uint64_t *s,
                       struct tally *t) {
  const accordion_rules *r = &b->r;
  struct rows sunk = {0}, kept = {0};
  int use_sink = !cross_below(s, 4);
  /* half the deals go to the beams after 1..32 positions of search */
  ctx->family.short_search = cross_below(s, 2) ? 0 : 1 + cross_below(s, 32);
  accordion_set_rules(ctx, r);
  accordion_set_certify(ctx, 1);
  accordion_set_certify_sink(ctx, use_sink ? rows_sink : NULL, &sunk);
  int rc = accordion_solve(ctx, cards, n, ACCORDION_ANY), min;
  int win = brute_fresh(b, cards, (int)n, &min);
  assert_int_equal(rc, win ? WN_WIN : WN_LOSS);
  size_t nm;
  if (win) {
    t->won++;
    const accordion_move *m = accordion_proof(ctx, &nm);
    assert_int_equal(accordion_replay_rules(NULL, cards, n, r, m, nm, NULL),
                     1);
    assert_int_equal(b_replay(r, cards, (int)n, m, nm), 1);
    refuse_winnable(b, cards, n);
  } else {
    t->lost++;
    const accordion_move *m = accordion_best_line(ctx, &nm);
    assert_int_equal(accordion_replay_rules(NULL, cards, n, r, m, nm, NULL),
                     0);
    int piles = b_piles_after(r, cards, (int)n, m, nm);
    assert_true(piles >= min); /* cut rows end lines early */
    int got = accordion_loss_certificate(ctx, rows_collect, &kept);
    assert_int_equal(got, use_sink ? WN_EINVAL : 0);
    check_certificate(b, cards, n, use_sink ? &sunk : &kept, s);
  }
  accordion_set_certify_sink(ctx, NULL, NULL);
  check_replay(r, cards, (int)n, s);
  if (!cross_below(s, 4))
    check_hint(ctx, b, cards, (int)n);
  rows_free(&sunk);
  rows_free(&kept);
}

/* A deal of 1..maxn cards: a small deck with repeats, or distinct
** cards of one pack. */
static size_t random_deal(uint64_t *s, int maxn, uint8_t *cards) {
  if (cross_below(s, 2))
    return sd_deck(s, maxn, 13, cards);
  uint8_t pack[WN_NCARDS];
  for (int k = 0; k < WN_NCARDS; k++)
    pack[k] = (uint8_t)k;
  size_t n = 1 + (size_t)cross_below(s, maxn);
  for (size_t k = 0; k < n; k++) {
    size_t x = k + (size_t)cross_below(s, WN_NCARDS - (int)k);
    uint8_t c = pack[x];
    pack[x] = pack[k];
    cards[k] = pack[k] = c;
  }
  return n;
}

/* Deals to check per rule set: fewer under the sanitizers. */
static int deals(int full) {
  const char *quick = getenv("WN_TEST_QUICK");
  return quick && *quick == '1' ? full / 5 : full;
}

static struct brute *brute_new(void) {
  struct brute *b = calloc(1, sizeof *b);
  assert_non_null(b);
  b->memo = calloc(MEMO_SLOTS, sizeof *b->memo);
  b->lost = calloc(MEMO_SLOTS, sizeof *b->lost);
  assert_true(b->memo && b->lost);
  return b;
}

static void brute_free(struct brute *b) {
  free(b->memo);
  free(b->lost);
  free(b);
}

/* 2,000 deals of every preset (12 cards at most) agree with the brute
** force; each preset meets both verdicts. */
static void presets_agree(void **state) {
  (void)state;
  static const char *names[] = {"any", "relaxed", "23-skidoo", "revenge",
                                "bayan"};
  accordion_ctx *ctx = accordion_new(NULL);
  struct brute *b = brute_new();
  assert_non_null(ctx);
  for (size_t p = 0; p < sizeof names / sizeof names[0]; p++) {
    uint64_t s = 50 + p;
    struct tally t = {0};
    for (int d = 0; d < deals(2000); d++) {
      uint8_t cards[MAXN];
      size_t n = random_deal(&s, MAXN, cards);
      b->r = preset(names[p], &s, cards, n);
      check_deal(ctx, b, cards, n, &s, &t);
    }
    assert_true(t.won > 0 && t.lost > 0);
  }
  brute_free(b);
  accordion_free(ctx);
}

/* 5,000 deals (11 cards at most) under random knobs (distances, match bits, win_piles,
** pairs, goals) agree with the brute force. */
static void knobs_agree(void **state) {
  (void)state;
  accordion_ctx *ctx = accordion_new(NULL);
  struct brute *b = brute_new();
  assert_non_null(ctx);
  uint64_t s = 5050;
  struct tally t = {0};
  for (int d = 0; d < deals(5000); d++) {
    uint8_t cards[MAXN];
    size_t n = random_deal(&s, 11, cards);
    b->r = random_knobs(&s, cards, n);
    check_deal(ctx, b, cards, n, &s, &t);
  }
  assert_true(t.won > 0 && t.lost > 0);
  brute_free(b);
  accordion_free(ctx);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(presets_agree),
      cmocka_unit_test(knobs_agree),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
