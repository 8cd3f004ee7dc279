/*
** test_accordion_beam.c: the beam searches of accordion_beam.c, called
** directly (accordion_beam_run), against the brute force of
** accordion_brute.c and a breadth-first search of this file's own.
**
** A beam that finds no line proves nothing, so what is checked is its
** contract, on decks with repeated cards (sd_deck) and on deals of
** distinct cards (accordion_deal):
**   - a win is a proof: it replays (accordion_replay, and
**     accpiles_replay keeping whole piles) and the brute force agrees
**     the deck is won; beams of width 5 still win most won decks;
**   - every row a beam keeps passes the dead-end test (a flood fill
**     here), so the rows on its proof and best line do; the best line
**     is legal, and starts when a child of the deal passes the test; it
**     is rewritten only when deeper;
**   - it counts one state per row it expands, at least one a level and
**     at most 'width' ('top_width' on rows of more than 20 piles); a
**     budget of K states stops it after exactly K;
**   - a beam as wide as the largest level is this file's breadth-first
**     search: it wins exactly the won decks, expands exactly the rows of
**     the levels and reaches exactly the deepest one;
**   - the same call gives the same answer, proof, best line and states
**     on the same beam and on a fresh one;
**   - allocation failures give a memory code, never another answer,
**     the beam stays usable, and freeing it returns every byte.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include "winnable.h"
#include "core/core.h"
#include "cross/accordion_brute.h"
#include "cross/accordion_piles.h"
#include "cross/small_decks.h"
#include "games/accordion_beam.h"
#include "games/accordion_impl.h"
#include "unit/failing_alloc.h"

#define MAXN ACCBRUTE_MAX_CARDS /* 32: accpiles_replay takes as many */
#define BRUTE_DISTINCT 18 /* longer deals of distinct cards are slow */
#define BRUTE_ROW 14      /* a proof's row the brute force decides */
#define TOP_PILES 20 /* rows of more piles: top_width of them a level */
#define DEAL_SEED 208

/* ---- the rows of the game, written apart from the library ---- */

static int match(uint8_t a, uint8_t b) {
  return wn_card_rank(a) == wn_card_rank(b) ||
         wn_card_suit(a) == wn_card_suit(b);
}

/*
** Whether top[from..len) are connected by matches (a flood fill: each
** top reached is put on the stack once and matched against every top).
*/
static int connected(const uint8_t *top, size_t from, size_t len) {
  int in[MAXN] = {0};
  size_t stack[MAXN], depth = 0, reached = 1;
  in[from] = 1;
  stack[depth++] = from;
  while (depth > 0) {
    size_t a = stack[--depth];
    for (size_t b = from; b < len; b++)
      if (!in[b] && match(top[a], top[b])) {
        in[b] = 1;
        reached++;
        stack[depth++] = b;
      }
  }
  return reached == len - from;
}

/*
** The dead-end test (docs/accordion.md): a row can be won only if its
** tops are connected and, with three piles or more, those but the
** leftmost too, the leftmost matching one of them.
*/
static int may_win(const uint8_t *top, size_t len) {
  if (len < 3)
    return len < 2 || match(top[0], top[1]);
  if (!connected(top, 1, len))
    return 0;
  for (size_t k = 1; k < len; k++)
    if (match(top[0], top[k]))
      return 1;
  return 0;
}

/* The row after pile j goes onto pile j - d (1-based): 0 if illegal. */
static int child_of(const uint8_t *top, size_t len, size_t j, size_t d,
                    uint8_t *child) {
  if (j > len || j <= d || !match(top[j - 1], top[j - 1 - d]))
    return 0;
  memcpy(child, top, len);
  child[j - 1 - d] = top[j - 1];
  memmove(child + j - 1, child + j, len - j);
  memset(child + len - 1, 0, MAXN - (len - 1));
  return 1;
}

/* ---- decks ---- */

struct deck {
  uint8_t cards[MAXN];
  size_t n;
  int won; /* the brute force's verdict; -1: not asked (decide) */
};

/*
** Deck t of a stream with repeated cards, 2..maxn cards: for maxn past
** 16, odd t draw up to maxn cards of at most 5 ranks (the brute force
** stays fast there), even t up to 16 of up to 13.
*/
static void repeated_deck(uint64_t *seed, int t, int maxn, struct deck *d) {
  int wide = maxn > 16 && t % 2;
  do
    d->n = sd_deck(seed, wide ? maxn : (maxn < 16 ? maxn : 16),
                   wide ? 5 : 13, d->cards);
  while (d->n < 2);
  d->won = -1;
}

/* Deal t of distinct cards, 3..maxn of them. */
static void distinct_deck(uint64_t t, size_t maxn, struct deck *d) {
  d->n = 3 + (size_t)(t % (maxn - 2));
  accordion_deal(DEAL_SEED, t, d->n, d->cards);
  d->won = -1;
}

/* Deck t of a mix of both kinds, up to maxn cards. */
static void mixed_deck(uint64_t *seed, int t, int maxn, struct deck *d) {
  if (t % 3 == 2)
    distinct_deck((uint64_t)t, (size_t)maxn, d);
  else
    repeated_deck(seed, t, maxn, d);
}

/* Ask the brute force, unless the deck is a long one of distinct cards. */
static void decide(struct deck *d) {
  int repeats = 0;
  for (size_t a = 0; a < d->n; a++)
    for (size_t b = a + 1; b < d->n; b++)
      repeats |= d->cards[a] == d->cards[b];
  d->won = -1;
  if (repeats || d->n <= BRUTE_DISTINCT)
    d->won = accbrute_decide(d->cards, d->n, 0, 1, NULL, NULL);
  assert_true(d->won >= -1 && d->won <= 1);
}

/* ---- a beam and what its last run gave ---- */

struct rig {
  wn_mem mem;              /* the beam's memory */
  accordion_beam *beam;
  uint64_t limit, before;  /* max_states (0: none); states already counted */
  size_t top;              /* top_width (0: the width) */
  size_t nbest_in;         /* *nbest before the run */
  wn_budget budget;        /* after the run */
  int rc;
  size_t nbest;
  accordion_move proof[MAXN], best[MAXN]; /* UNWRITTEN past the run's */
};

static void rig_init(struct rig *r, const wn_allocator *a) {
  memset(r, 0, sizeof *r);
  wn_mem_init(&r->mem, a);
  r->beam = accordion_beam_new(&r->mem);
}

/* Free the beam: its memory must all come back. */
static void rig_release(struct rig *r) {
  accordion_beam_free(r->beam, &r->mem);
  r->beam = NULL;
  assert_int_equal(r->mem.used, 0);
}

#define UNWRITTEN 0xdeadbeefu /* proof[] and best[] before a run */

static int rig_run(struct rig *r, const struct deck *d, size_t width) {
  wn_budget_start(&r->budget, &(wn_limits){r->limit, 0, 0, NULL, NULL});
  for (uint64_t k = 0; k < r->before; k++)
    assert_int_equal(wn_budget_tick(&r->budget), 0);
  for (size_t k = 0; k < MAXN; k++)
    r->proof[k] = r->best[k] = (accordion_move){UNWRITTEN, UNWRITTEN};
  r->nbest = r->nbest_in;
  int rc = accordion_beam_run(r->beam, &r->mem, &r->budget, d->cards, d->n,
                              width, r->top ? r->top : width, r->proof,
                              r->best, &r->nbest);
  /* r->rc: 1 won, 0 no line, else the code that stopped the beam */
  r->rc = rc == ACCORDION_WON ? 1 : rc == ACCORDION_NO_LINE ? 0 : rc;
  return r->rc;
}

static uint64_t rig_states(const struct rig *r) {
  return r->budget.states - r->before;
}

/* ---- what every run must satisfy ---- */

/* Whether some move of the deal leads to a row passing the test. */
static int has_live_child(const struct deck *d) {
  uint8_t child[MAXN];
  for (size_t j = 2; j <= d->n; j++)
    for (size_t k = 1; k <= 3; k += 2)
      if (child_of(d->cards, d->n, j, k, child) && may_win(child, d->n - 1))
        return 1;
  return 0;
}

/*
** moves[0..nmoves) are legal from the deal (accordion_play), and each
** row they reach passes the dead-end test.
*/
static void check_kept_rows(const struct deck *d,
                            const accordion_move *moves, size_t nmoves) {
  uint8_t row[MAXN];
  memcpy(row, d->cards, d->n);
  for (size_t k = 0, len = d->n; k < nmoves; k++, len--) {
    assert_int_equal(accordion_play(row, len, moves[k]), 0);
    assert_true(may_win(row, len - 1));
  }
}

/*
** A won line: replayed by the library's checker and in whole piles;
** the brute force says the deck is won. For a deck not decided yet it
** says so of the row the proof reaches on BRUTE_ROW piles (the deal
** itself if shorter), the first time, and d->won is then set.
*/
static void check_proof(const struct rig *r, struct deck *d) {
  size_t n = d->n;
  wn_replay rep;
  if (accordion_replay(NULL, d->cards, n, ACCORDION_ANY, r->proof, n - 1,
                       &rep) != 1)
    fail_msg("accordion_replay rejects the beam's proof: %s", rep.why);
  assert_int_equal(accpiles_replay(d->cards, n, 0, r->proof, n - 1), 1);
  assert_int_equal(r->proof[n - 1].from, UNWRITTEN); /* n - 1 moves */
  check_kept_rows(d, r->proof, n - 1);
  if (d->won < 0) {
    uint8_t row[MAXN];
    memcpy(row, d->cards, n);
    size_t len = n;
    for (size_t k = 0; len > BRUTE_ROW; k++, len--)
      assert_int_equal(accordion_play(row, len, r->proof[k]), 0);
    d->won = accbrute_decide(row, len, 0, 1, NULL, NULL);
  }
  assert_int_equal(d->won, 1);
}

/*
** The most rows a beam of r's widths expands on levels 0..levels-1 of
** an n-card deal: one, then the width, the top width on rows of more
** than TOP_PILES piles.
*/
static uint64_t most_states(const struct rig *r, size_t n, size_t width,
                            size_t levels) {
  uint64_t most = 1;
  for (size_t d = 1; d < levels; d++)
    most += n - d > TOP_PILES && r->top ? r->top : width;
  return most;
}

/*
** The best line reaches the deepest level (n - 2 when won), starts
** whenever a child of the deal passes the test, and nothing past it is
** written. The states: one per row expanded, at least one on each
** level down to the deepest, at most the width (top width) a level.
*/
static void check_best_and_states(const struct rig *r, const struct deck *d,
                                  size_t width) {
  size_t n = d->n, levels = r->nbest + 1;
  assert_true(r->nbest <= n - 2);
  if (r->rc == 1)
    assert_int_equal(r->nbest, n - 2);
  else
    assert_int_equal(r->nbest > 0, has_live_child(d));
  check_kept_rows(d, r->best, r->nbest);
  assert_int_equal(r->best[r->nbest].from, UNWRITTEN);
  uint64_t states = rig_states(r);
  if (r->rc == 1)
    levels = n - 1; /* every row of the last level is expanded */
  assert_true(states >= levels);
  assert_true(states <= most_states(r, n, width, levels));
}

/* An unlimited run from *nbest = 0: no line or a proof, as above. */
static void check_run(const struct rig *r, struct deck *d, size_t width) {
  assert_true(r->rc == 0 || r->rc == 1);
  if (r->rc == 1)
    check_proof(r, d);
  check_best_and_states(r, d, width);
}

/* ---- 1. wins are proofs, and width 5 wins most won decks ---- */

static const size_t widths[] = {1, 2, 3, 5, 8, 32};
#define NWIDTHS (sizeof widths / sizeof *widths)
#define WIDTH5 3 /* widths[WIDTH5] == 5 */

struct win_counts {
  int decks, won, lost, unknown;
  int proven;          /* decks not decided that a beam won */
  int wins[NWIDTHS];   /* beam wins of decks the brute force decided */
};

static void beam_every_width(struct rig *r, struct deck *d,
                             struct win_counts *c) {
  int undecided = d->won < 0; /* a beam's win decides it below */
  c->decks++;
  if (undecided)
    c->unknown++;
  else
    d->won ? c->won++ : c->lost++;
  for (size_t w = 0; w < NWIDTHS; w++) {
    rig_run(r, d, widths[w]);
    check_run(r, d, widths[w]);
    c->wins[w] += r->rc == 1 && !undecided;
  }
  c->proven += undecided && d->won == 1;
}

static void report_wins(const char *what, const struct win_counts *c,
                        int percent) {
  print_message("%s: %d decks, %d won, %d lost, %d not decided (%d of "
                "them won by a beam); beams win of the won:", what, c->decks,
                c->won, c->lost, c->unknown, c->proven);
  for (size_t w = 0; w < NWIDTHS; w++)
    print_message(" %zu:%d", widths[w], c->wins[w]);
  print_message("\n");
  assert_true(c->won >= 50 && c->lost >= 50);
  assert_true(c->wins[WIDTH5] * 100 >= c->won * percent);
}

static void wins_are_proofs(void **state) {
  (void)state;
  struct rig r;
  rig_init(&r, NULL);
  assert_non_null(r.beam);
  struct win_counts rep = {0}, dis = {0};
  uint64_t seed = 2027;
  for (int t = 0; t < 3000; t++) {
    struct deck d;
    repeated_deck(&seed, t, MAXN, &d);
    decide(&d);
    beam_every_width(&r, &d, &rep);
  }
  for (uint64_t t = 0; t < 1500; t++) {
    struct deck d;
    distinct_deck(t, MAXN, &d);
    decide(&d);
    beam_every_width(&r, &d, &dis);
  }
  rig_release(&r);
  report_wins("repeated cards", &rep, 90);
  report_wins("distinct cards", &dis, 50);
}

/* ---- 2. the same call, the same result ---- */

struct outcome {
  int rc;
  uint64_t states;
  size_t nbest;
  accordion_move proof[MAXN], best[MAXN];
};

static void outcome_of(const struct rig *r, struct outcome *o) {
  o->rc = r->rc;
  o->states = rig_states(r);
  o->nbest = r->nbest;
  memcpy(o->proof, r->proof, sizeof o->proof);
  memcpy(o->best, r->best, sizeof o->best);
}

/* What r's last run gave is o, to the moves left unwritten. */
static void assert_same_outcome(const struct rig *r, const struct outcome *o) {
  assert_int_equal(r->rc, o->rc);
  assert_int_equal(rig_states(r), o->states);
  assert_int_equal(r->nbest, o->nbest);
  assert_memory_equal(r->proof, o->proof, sizeof o->proof);
  assert_memory_equal(r->best, o->best, sizeof o->best);
}

/*
** The same call twice on one beam and on a fresh beam: the same
** outcome. The reused beam sees deals of every length, widths from 1 to
** 200 and top widths in random order, so its scratch grows and is
** reused smaller, and deals of distinct cards (the first one) and with
** repeats in turn, so nothing of one may leak into the next.
*/
static void same_call_same_result(void **state) {
  (void)state;
  struct rig used, fresh;
  rig_init(&used, NULL);
  assert_non_null(used.beam);
  uint64_t seed = 2028;
  for (int t = 0; t < 600; t++) {
    struct deck d;
    if (t % 2)
      repeated_deck(&seed, t, MAXN, &d);
    else
      distinct_deck((uint64_t)t, MAXN, &d);
    size_t width = 1 + (size_t)cross_below(&seed, t % 4 ? 12 : 200);
    used.top = t % 3 ? 0 : 1 + (size_t)cross_below(&seed, (int)width);
    struct outcome o;
    rig_run(&used, &d, width);
    check_run(&used, &d, width);
    outcome_of(&used, &o);
    rig_run(&used, &d, width);
    assert_same_outcome(&used, &o);
    rig_init(&fresh, NULL);
    assert_non_null(fresh.beam);
    fresh.top = used.top;
    rig_run(&fresh, &d, width);
    assert_same_outcome(&fresh, &o);
    rig_release(&fresh);
  }
  rig_release(&used);
}

/*
** *nbest on entry: best[] and *nbest are written only when the beam
** goes deeper. From D, the deepest level it reaches, nothing is
** written; from D - 1 the same line to level D as from 0.
*/
static void best_line_only_when_deeper(void **state) {
  (void)state;
  struct rig r;
  rig_init(&r, NULL);
  assert_non_null(r.beam);
  uint64_t seed = 2032;
  for (int t = 0; t < 1000; t++) {
    struct deck d;
    mixed_deck(&seed, t, MAXN, &d);
    size_t width = widths[t % NWIDTHS];
    struct outcome o;
    r.nbest_in = 0;
    rig_run(&r, &d, width);
    outcome_of(&r, &o);
    r.nbest_in = o.nbest;
    assert_int_equal(rig_run(&r, &d, width), o.rc);
    assert_int_equal(r.nbest, o.nbest);
    for (size_t k = 0; k < MAXN; k++)
      assert_int_equal(r.best[k].from, UNWRITTEN);
    if (o.nbest > 0) {
      r.nbest_in = o.nbest - 1;
      rig_run(&r, &d, width);
      assert_same_outcome(&r, &o);
    }
  }
  rig_release(&r);
}

/* ---- 3. a beam as wide as the largest level: breadth-first ---- */

/* A row of tops, zero padded, so that memcmp tells rows apart. */
struct brow {
  uint8_t top[MAXN];
};

static int brow_order(const void *a, const void *b) {
  return memcmp(a, b, sizeof(struct brow));
}

/* What the breadth-first search from a deal found. */
struct bfs {
  int won;          /* a level of one pile was reached */
  size_t deepest;   /* the last level holding rows of two piles or more */
  size_t widest;    /* the most rows on one of the levels 0..deepest */
  uint64_t rows;    /* the rows on those levels */
};

/*
** Write to next[] the rows of the level after level[0..count), each
** once: the children that pass the dead-end test. Returns how many.
*/
static size_t bfs_level(const struct brow *level, size_t count, size_t len,
                        struct brow *next) {
  size_t m = 0, u = 0;
  for (size_t p = 0; p < count; p++)
    for (size_t j = 2; j <= len; j++)
      for (size_t k = 1; k <= 3; k += 2)
        if (child_of(level[p].top, len, j, k, next[m].top) &&
            may_win(next[m].top, len - 1))
          m++;
  qsort(next, m, sizeof *next, brow_order);
  for (size_t k = 0; k < m; k++)
    if (u == 0 || brow_order(&next[k], &next[u - 1]) != 0)
      next[u++] = next[k];
  return u;
}

static struct bfs bfs_run(const struct deck *d) {
  struct bfs res = {0, 0, 0, 0};
  struct brow *level = calloc(1, sizeof *level);
  assert_non_null(level);
  memcpy(level->top, d->cards, d->n);
  size_t count = 1;
  for (size_t len = d->n; count && len >= 2; len--) {
    res.deepest = d->n - len;
    res.rows += count;
    if (count > res.widest)
      res.widest = count;
    struct brow *next = malloc(count * 2 * len * sizeof *next);
    assert_non_null(next);
    count = bfs_level(level, count, len, next);
    free(level);
    level = next;
    res.won = len == 2 && count > 0;
  }
  free(level);
  return res;
}

/* Beams of the widest level's width, and a little wider, are the search. */
static void check_wide(struct rig *r, struct deck *d, const struct bfs *b) {
  for (size_t width = b->widest; width <= b->widest + 3; width += 3) {
    rig_run(r, d, width);
    check_run(r, d, width);
    assert_int_equal(r->rc, b->won);
    assert_int_equal(rig_states(r), b->rows);
    assert_int_equal(r->nbest, b->deepest);
  }
}

/*
** On decks of up to 11 cards: the breadth-first search (and so the
** beam) wins exactly when the brute force does.
*/
static void wide_beam_is_breadth_first(void **state) {
  (void)state;
  struct rig r;
  rig_init(&r, NULL);
  assert_non_null(r.beam);
  uint64_t seed = 2029, rows = 0;
  size_t widest = 0;
  for (int t = 0; t < 1500; t++) {
    struct deck d;
    mixed_deck(&seed, t, 11, &d);
    decide(&d);
    struct bfs b = bfs_run(&d);
    assert_int_equal(b.won, d.won);
    check_wide(&r, &d, &b);
    rows += b.rows;
    widest = b.widest > widest ? b.widest : widest;
  }
  rig_release(&r);
  print_message("breadth-first: %llu rows, widest level %zu\n",
                (unsigned long long)rows, widest);
  assert_true(widest > 1000);
}

/* ---- 4. limits ---- */

/*
** A budget of K states, K below what the run takes, stops it with
** WN_STOPPED after exactly K, counted on top of states already in the
** budget (as a paused pass leaves them); its best line is still
** legal. K equal to what it takes changes nothing.
*/
static void budget_stops_exactly(void **state) {
  (void)state;
  struct rig r;
  rig_init(&r, NULL);
  assert_non_null(r.beam);
  uint64_t seed = 2030;
  int stopped = 0;
  for (int t = 0; t < 1500; t++) {
    struct deck d;
    mixed_deck(&seed, t, MAXN, &d);
    size_t width = widths[t % NWIDTHS];
    struct outcome o;
    r.limit = r.before = 0;
    rig_run(&r, &d, width);
    outcome_of(&r, &o);
    r.before = t % 2 ? 0 : 1 + (uint64_t)cross_below(&seed, 1000);
    r.limit = r.before + o.states;
    rig_run(&r, &d, width);
    assert_same_outcome(&r, &o);
    if (o.states < 2)
      continue;
    uint64_t k = t % 5 ? 1 + (uint64_t)cross_below(&seed, (int)o.states - 1)
                       : t % 10 ? 1 : o.states - 1;
    r.limit = r.before + k;
    assert_int_equal(rig_run(&r, &d, width), WN_STOPPED);
    assert_int_equal(rig_states(&r), k);
    assert_int_equal(r.budget.hit, WN_LIMIT_STATES);
    check_kept_rows(&d, r.best, r.nbest);
    stopped++;
  }
  rig_release(&r);
  assert_true(stopped > 1000);
}

/* ---- 5. memory ---- */

/* Calls on one beam, growing and shrinking it: deal, cards, width. */
static const struct call {
  uint64_t index;
  size_t n, width;
} script[] = {{1, 20, 3}, {2, 32, 12}, {3, 9, 1}, {4, 32, 40}, {5, 25, 6},
              {6, 2, 1}, {7, 31, 2}};
#define NSCRIPT (sizeof script / sizeof *script)

static int script_run(struct rig *r, size_t k) {
  struct deck d;
  d.n = script[k].n;
  accordion_deal(DEAL_SEED + 1, script[k].index, d.n, d.cards);
  d.won = -1;
  return rig_run(r, &d, script[k].width);
}

/*
** Run the script on r: each call gives its outcome in ref[] or 'code',
** never another answer. Returns how many gave 'code'.
*/
static int script_check(struct rig *r, const struct outcome *ref, int code) {
  int codes = 0;
  for (size_t k = 0; k < NSCRIPT; k++)
    if (script_run(r, k) == code)
      codes++;
    else
      assert_same_outcome(r, &ref[k]);
  return codes;
}

/*
** Allocation 'at' fails, and with 'sticky' every one after it: each
** call gives its outcome or WN_ENOMEM (exactly one call when not
** sticky); with memory back the same beam gives every outcome; freeing
** it returns every byte.
*/
static void fail_at(long at, int sticky, const struct outcome *ref) {
  struct failing f = {.fail_at = at, .sticky = sticky};
  wn_allocator a = {failing_alloc, &f};
  struct rig r;
  rig_init(&r, &a);
  if (r.beam) {
    int codes = script_check(&r, ref, WN_ENOMEM);
    assert_true(sticky ? codes >= 1 : codes == 1);
    f.fail_at = 0;
    assert_int_equal(script_check(&r, ref, WN_ENOMEM), 0);
  }
  rig_release(&r);
  assert_int_equal(f.held, 0);
}

/* Under a cap below what the script needs, the same with WN_CAPPED. */
static void capped_at(size_t cap, const struct outcome *ref) {
  struct rig r;
  rig_init(&r, NULL);
  assert_non_null(r.beam);
  r.mem.cap = cap;
  assert_true(script_check(&r, ref, WN_CAPPED) >= 1);
  r.mem.cap = 0;
  assert_int_equal(script_check(&r, ref, WN_CAPPED), 0);
  rig_release(&r);
}

static void allocation_failures(void **state) {
  (void)state;
  struct failing f = {0};
  wn_allocator a = {failing_alloc, &f};
  struct rig r;
  struct outcome ref[NSCRIPT];
  rig_init(&r, &a);
  assert_non_null(r.beam);
  size_t bare = r.mem.used, wins = 0; /* bare: before the first run */
  for (size_t k = 0; k < NSCRIPT; k++) {
    script_run(&r, k);
    assert_true(r.rc == 0 || r.rc == 1);
    wins += (size_t)r.rc;
    outcome_of(&r, &ref[k]);
  }
  assert_true(wins > 0 && wins < NSCRIPT); /* both answers to keep */
  long allocations = f.count;
  size_t peak = r.mem.peak;
  rig_release(&r);
  assert_int_equal(f.held, 0);
  for (long at = 1; at <= allocations; at++)
    for (int sticky = 0; sticky < 2; sticky++)
      fail_at(at, sticky, ref);
  capped_at(peak - 1, ref);
  capped_at(peak / 2, ref);
  capped_at(bare + 1024, ref);
  print_message("memory: %ld allocations, peak %zu bytes\n", allocations,
                peak);
}

/* ---- 6. the top width ---- */

/*
** A beam of width W and top width T < W: at most T rows a level while
** they have more than TOP_PILES piles (check_run), W after. On deals of
** TOP_PILES + 1 cards or fewer no row made has that many piles, so it
** is the beam of width W; on longer deals it expands fewer rows than
** that beam, most of the time.
*/
static void top_width_on_long_rows(void **state) {
  (void)state;
  struct rig r;
  rig_init(&r, NULL);
  assert_non_null(r.beam);
  uint64_t seed = 2031;
  int same = 0, narrower = 0, longer = 0;
  for (int t = 0; t < 1500; t++) {
    struct deck d;
    mixed_deck(&seed, t, MAXN, &d);
    size_t width = widths[1 + t % (NWIDTHS - 1)]; /* 2 or more */
    struct outcome o;
    r.top = 0;
    rig_run(&r, &d, width);
    outcome_of(&r, &o);
    r.top = 1 + (size_t)cross_below(&seed, (int)width - 1);
    rig_run(&r, &d, width);
    check_run(&r, &d, width);
    if (d.n <= TOP_PILES + 1) {
      assert_same_outcome(&r, &o);
      same++;
    } else {
      narrower += rig_states(&r) < o.states;
      longer++;
    }
  }
  rig_release(&r);
  print_message("top width: %d short deals the same, %d of %d long deals "
                "with fewer rows\n", same, narrower, longer);
  assert_true(same > 300 && narrower * 4 > longer * 3);
}

int main(void) {
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(wins_are_proofs),
    cmocka_unit_test(same_call_same_result),
    cmocka_unit_test(best_line_only_when_deeper),
    cmocka_unit_test(wide_beam_is_breadth_first),
    cmocka_unit_test(budget_stops_exactly),
    cmocka_unit_test(allocation_failures),
    cmocka_unit_test(top_width_on_long_rows),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
