/*
** accordion_reduce.c: measures sound reductions of the classic Accordion
** search (issue 37, item 1) against the plain memoised depth-first
** search, both run here on the same deals.
**
** Both searches are the same recursive search in natural order (pile 2
** to the last, 1-left then 3-left) with a set of proven-lost rows keyed
** by the full row, and both cut a child that fails the dead-end test
** (docs/accordion.md): the tops' suit-rank graph is connected and, with
** three or more piles, stays connected without the leftmost top, which
** shares a rank or a suit with another top. The reduced search adds:
**
**   --stubborn 1  at a row, only the moves of one closed block: piles
**                 [l, r) whose first three tops match no top left of l
**                 (unless l is the first pile), whose last three tops
**                 match no top at or right of r (unless r is the end),
**                 at least three piles unless a prefix or a suffix, and
**                 holding a legal move: a strong stubborn set;
**   --stubborn 3  only the legal moves of the smallest goal-directed
**                 stubborn set (keep_goal);
**   --dominate 1  a row is lost if the set of losses holds the row with
**                 one top y replaced by a card x absent from it that
**                 matches every other top y matches;
**   --first 2     pile 2 onto pile 1 alone, when legal and no top right
**                 of pile 2 matches pile 1's top (alone_left).
**
** docs/accordion.md ("Reductions measured and left out") proves all
** four. Invariant: the moves kept at a row depend on the row alone and
** the set holds only lost rows, so the reduced search returns the plain
** one's verdict on every deal; the program compares them and prints
** "verdicts differ" with the deal's index if not. Two unsound settings
** measure ceilings and may differ: --stubborn 2 seals a boundary when
** no legal move crosses it now, --horizon H lets the seals of --stubborn
** 1 see only the H tops nearest the boundary; and --first 1 plays pile 2
** onto pile 1 alone whenever it is legal, --first 3 when pile 2's top
** matches every top right of it that pile 1's top matches.
**
** Positions counted: rows whose moves were generated (not cut, not found
** in the set, not below a loss), the dealt row included, as the library
** counts.
**
** usage: accordion_reduce [--file FILE] [--cards K --count N --seed S]
**                         [--max-states M] [--stubborn 0|1|2|3]
**                         [--dominate 0|1] [--first 0|1|2|3]
**                         [--horizon H] [--each 1]
**                         [--heights 1]
** Defaults: 1,000 random deals of 18 cards, seed 1, --stubborn 1;
** --stubborn 0 with --dominate 0 runs the plain search alone. With
** --each 1 a line per deal: index (a deal of FILE by its line among the
** deal lines, from 1 as the hard sets are cited; a random deal by its
** index k of the seed, from 0, as `winnable deal --first K` counts), the
** plain verdict, both searches' positions and seconds, their ratio and
** the reductions' counts; with
** --heights 1 also, for each lost deal, how far ahead its losses are
** refuted (print_heights). Figures only; it never passes or fails
** (tests/accordion_reduce_cross.sh checks its verdicts against the
** brute force).
*/
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "winnable.h"
#include "bench_util.h"

#define ROW_MAX 64

/* ---- cards and the dead-end test ---- */

static unsigned rank_of(uint8_t c) { return c >> 2; }
static unsigned suit_of(uint8_t c) { return c & 3; }

static int match(uint8_t a, uint8_t b) {
  return rank_of(a) == rank_of(b) || suit_of(a) == suit_of(b);
}

/* A set of tops as two masks: 1 if card c matches some top of it. */
struct feat {
  uint32_t ranks, suits;
};

static void feat_add(struct feat *f, uint8_t c) {
  f->ranks |= 1u << rank_of(c), f->suits |= 1u << suit_of(c);
}

static int feat_hits(struct feat f, uint8_t c) {
  return (f.ranks >> rank_of(c) & 1) || (f.suits >> suit_of(c) & 1);
}

static int uf_root(int *up, int x) {
  while (up[x] != x)
    x = up[x] = up[up[x]];
  return x;
}

/* 1 if the tops row[from..len) form one connected suit-rank graph. */
static int connected(const uint8_t *row, size_t len, size_t from) {
  int up[4 + 16];
  for (int k = 0; k < 20; k++)
    up[k] = k;
  uint32_t touch = 0;
  for (size_t k = from; k < len; k++) {
    int s = (int)suit_of(row[k]), r = 4 + (int)rank_of(row[k]);
    touch |= 1u << s | 1u << r;
    up[uf_root(up, s)] = uf_root(up, r);
  }
  int root = -1;
  for (int k = 0; k < 20; k++)
    if (touch >> k & 1) {
      int x = uf_root(up, k);
      if (root >= 0 && x != root)
        return 0;
      root = x;
    }
  return 1;
}

/* The dead-end test: 0 if 'row' can be shown never to be won. */
static int may_win(const uint8_t *row, size_t len) {
  if (len <= 2)
    return len == 1 || match(row[0], row[1]);
  if (!connected(row, len, 1))
    return 0;
  struct feat f = {0, 0};
  for (size_t k = 1; k < len; k++)
    feat_add(&f, row[k]);
  return feat_hits(f, row[0]);
}

/* ---- closed blocks ---- */

struct move {
  uint8_t j, d; /* pile j (0-based) onto pile j - d */
  uint8_t live; /* the child passes the dead-end test */
};

static void make_child(const uint8_t *row, size_t len, struct move m,
                       uint8_t *child) {
  memcpy(child, row, m.j);
  child[m.j - m.d] = row[m.j];
  memcpy(child + m.j, row + m.j + 1, len - m.j - 1);
}

/* The legal moves of 'row' in natural order, each marked live or not. */
static size_t legal_moves(const uint8_t *row, size_t len, struct move *mv,
                          uint8_t *scratch) {
  size_t n = 0;
  for (size_t j = 1; j < len; j++)
    for (size_t d = 1; d <= 3 && d <= j; d += 2)
      if (match(row[j], row[j - d])) {
        mv[n] = (struct move){(uint8_t)j, (uint8_t)d, 0};
        make_child(row, len, mv[n], scratch);
        mv[n].live = (uint8_t)may_win(scratch, len - 1);
        n++;
      }
  return n;
}

/*
** sealed_left[l] (0 < l < len): no top of row[l-h..l) matches
** row[l..l+3); sealed_right[r] (0 < r < len): no top of row[r..r+h)
** matches row[r-3..r). Index 0 and len are always open ends (1). With
** a horizon h >= len these are the seals of closed blocks; a shorter
** horizon (--horizon H, unsound) ignores the tops further away.
*/
static void seals(const uint8_t *row, size_t len, size_t h,
                  uint8_t *sealed_left, uint8_t *sealed_right) {
  sealed_left[0] = sealed_right[len] = 1;
  for (size_t b = 1; b < len; b++) {
    struct feat fl = {0, 0}, fr = {0, 0};
    for (size_t k = b > h ? b - h : 0; k < b; k++)
      feat_add(&fl, row[k]);
    for (size_t k = b; k < len && k < b + h; k++)
      feat_add(&fr, row[k]);
    sealed_left[b] = sealed_right[b] = 1;
    for (size_t k = b; k < len && k < b + 3; k++)
      if (feat_hits(fl, row[k]))
        sealed_left[b] = 0;
    for (size_t k = b >= 3 ? b - 3 : 0; k < b; k++)
      if (feat_hits(fr, row[k]))
        sealed_right[b] = 0;
  }
}

/*
** The ceiling of every seal of this kind (--stubborn 2, unsound): a
** boundary is taken as sealed when no legal move crosses it now. Any
** sound seal needs at least that, so no block-shaped stubborn set can
** leave out more moves than this one does.
*/
static void seals_ceiling(const uint8_t *row, size_t len,
                          uint8_t *sealed_left, uint8_t *sealed_right) {
  sealed_left[0] = sealed_right[len] = 1;
  for (size_t b = 1; b < len; b++) {
    int open = 0;
    for (size_t j = b; j < len && j < b + 3; j++)
      for (size_t d = 1; d <= 3 && d <= j; d += 2)
        open |= j - d < b && match(row[j], row[j - d]);
    sealed_left[b] = sealed_right[b] = (uint8_t)!open;
  }
}

/*
** Keep in mv[0..n) only the moves of the closed block with a legal move
** and the fewest live moves (ties: the fewest legal moves, then the
** leftmost l, then the smallest r). Returns the new count.
*/
static size_t keep_block(const uint8_t *row, size_t len, struct move *mv,
                         size_t n, int ceiling, size_t horizon) {
  uint8_t sl[ROW_MAX + 1], sr[ROW_MAX + 1];
  if (ceiling)
    seals_ceiling(row, len, sl, sr);
  else
    seals(row, len, horizon, sl, sr);
  size_t best_l = 0, best_r = len, best_live = n + 1, best_legal = n + 1;
  for (size_t l = 0; l < len; l++) {
    if (!sl[l])
      continue;
    for (size_t r = l + 2; r <= len; r++) {
      if (!sr[r] || (l > 0 && r < len && r - l < 3))
        continue;
      size_t legal = 0, live = 0;
      for (size_t k = 0; k < n; k++)
        if ((size_t)(mv[k].j - mv[k].d) >= l && mv[k].j < r)
          legal++, live += mv[k].live;
      if (legal && (live < best_live ||
                    (live == best_live && legal < best_legal)))
        best_l = l, best_r = r, best_live = live, best_legal = legal;
    }
  }
  size_t m = 0;
  for (size_t k = 0; k < n; k++)
    if ((size_t)(mv[k].j - mv[k].d) >= best_l && mv[k].j < best_r)
      mv[m++] = mv[k];
  return m;
}

/* ---- goal-directed stubborn sets (--stubborn 3) ----
** A move is a pair (j, i): the pile now at j onto the pile now at i < j,
** whether legal or not; t[j] holds bit i. */

struct closure {
  uint64_t t[ROW_MAX];
  uint16_t stack[ROW_MAX * ROW_MAX];
  size_t top;
};

/* Add the pairs (j, i) of 'bits' to c, stacking the new ones. */
static void add_bits(struct closure *c, size_t j, uint64_t bits) {
  uint64_t fresh = bits & ~c->t[j];
  c->t[j] |= fresh;
  for (; fresh; fresh &= fresh - 1)
    c->stack[c->top++] = (uint16_t)(j << 8 | (size_t)__builtin_ctzll(fresh));
}

static uint64_t below(size_t k) { return k >= 64 ? ~0ull : (1ull << k) - 1; }

/* New pairs if every move of a pile strictly between i and j joins. */
static size_t cost_between(const struct closure *c, size_t i, size_t j) {
  size_t n = 0;
  for (size_t w = i + 1; w < j; w++)
    n += (size_t)__builtin_popcountll(below(w) & ~c->t[w]);
  return n;
}

/* New pairs if every move onto pile i or pile j joins. */
static size_t cost_onto(const struct closure *c, size_t len, size_t i,
                        size_t j) {
  size_t n = 0;
  for (size_t w = i + 1; w < len; w++)
    n += !(c->t[w] >> i & 1) + (w > j && !(c->t[w] >> j & 1));
  return n;
}

/*
** Close c under: a legal pair brings every pair whose span meets its
** own (the moves that may not commute with it); an illegal pair brings
** the moves one of whose is needed before it can be legal: those of the
** piles between, if its distance is not 1 or 3, or those onto either
** end, if the tops do not match (the cheaper of the two).
*/
static void close_set(struct closure *c, const uint8_t *row, size_t len) {
  while (c->top) {
    uint16_t p = c->stack[--c->top];
    size_t j = p >> 8, i = p & 0xff, d = j - i;
    int near = d == 1 || d == 3, same = match(row[j], row[i]);
    if (near && same) {
      for (size_t w = i > 0 ? i : 1; w < len; w++)
        add_bits(c, w, below(w < j + 1 ? w : j + 1));
    } else if (!near && (same || cost_between(c, i, j) <=
                                     cost_onto(c, len, i, j))) {
      for (size_t w = i + 1; w < j; w++)
        add_bits(c, w, below(w));
    } else {
      for (size_t w = i + 1; w < len; w++)
        add_bits(c, w, (1ull << i) | (w > j ? 1ull << j : 0));
    }
  }
}

/*
** Keep in mv[0..n) the legal moves of the smallest goal-directed
** stubborn set: for each pile k > 0 (every won line moves it once), the
** closure of its moves; the one with the fewest live moves wins.
*/
static size_t keep_goal(const uint8_t *row, size_t len, struct move *mv,
                        size_t n, struct closure *c) {
  uint64_t best[ROW_MAX];
  size_t best_live = n + 1;
  for (size_t k = 1; k < len; k++) {
    memset(c->t, 0, sizeof c->t);
    c->top = 0;
    add_bits(c, k, below(k));
    close_set(c, row, len);
    size_t live = 0;
    for (size_t m = 0; m < n; m++)
      live += mv[m].live && (c->t[mv[m].j] >> (mv[m].j - mv[m].d) & 1);
    if (live < best_live)
      best_live = live, memcpy(best, c->t, sizeof best);
  }
  size_t kept = 0;
  for (size_t m = 0; m < n; m++)
    if (best[mv[m].j] >> (mv[m].j - mv[m].d) & 1)
      mv[kept++] = mv[m];
  return kept;
}

/* 1 if no top right of pile 2 (index 1) matches pile 1's top. */
static int alone_left(const uint8_t *row, size_t len) {
  for (size_t k = 2; k < len; k++)
    if (match(row[0], row[k]))
      return 0;
  return 1;
}

/* 1 if every top right of pile 2 that matches pile 1's top matches pile
** 2's top too. */
static int second_covers_first(const uint8_t *row, size_t len) {
  for (size_t k = 2; k < len; k++)
    if (match(row[0], row[k]) && !match(row[1], row[k]))
      return 0;
  return 1;
}

/* ---- the search ---- */

struct search {
  struct bench_rowset lost;
  uint8_t rows[ROW_MAX][ROW_MAX];
  uint8_t scratch[ROW_MAX];
  unsigned long long positions, max_positions;
  unsigned long long narrowed;  /* rows where a reduction left moves out */
  unsigned long long refuted;   /* rows a block proved lost at once */
  int stubborn;
  int dominate;                 /* --dominate 1: rows below a lost row */
  int first;                    /* --first: pile 2 onto pile 1 alone */
  unsigned long long dominated; /* rows found lost that way */
  unsigned long long probes;    /* lookups made for it */
  size_t horizon;          /* --horizon: seals see this far */
  struct closure closure;  /* --stubborn 3 */
};

/*
** 1 if a row that replaces one top y of 'row' by a card x absent from it
** is in the set of losses, where every other top of 'row' that matches y
** also matches x: then 'row' is lost (docs: a won line of 'row' played
** with x for y wins the other row). Costs a lookup per such x and pile.
*/
static int below_a_loss(struct search *s, const uint8_t *row, size_t len) {
  uint64_t present = 0;
  for (size_t k = 0; k < len; k++)
    present |= 1ull << row[k];
  uint8_t other[ROW_MAX];
  memcpy(other, row, len);
  for (size_t i = 0; i < len; i++) {
    uint8_t y = row[i], zy[ROW_MAX];
    size_t nz = 0;
    for (size_t k = 0; k < len; k++)
      if (k != i && match(y, row[k]))
        zy[nz++] = row[k];
    for (uint8_t x = 0; x < 52; x++) {
      size_t k = 0;
      if (present >> x & 1)
        continue;
      while (k < nz && match(x, zy[k]))
        k++;
      if (k < nz)
        continue;
      other[i] = x;
      s->probes++;
      size_t slot;
      if (bench_rowset_find(&s->lost, other, len,
                            bench_row_hash(other, len), &slot))
        return 1;
    }
    other[i] = y;
  }
  return 0;
}

/* 1 won, 0 lost, -1 stopped or out of memory. */
static int dfs(struct search *s, size_t depth, size_t len) {
  const uint8_t *row = s->rows[depth];
  if (len == 1)
    return 1;
  uint64_t h = bench_row_hash(row, len);
  size_t slot;
  if (bench_rowset_find(&s->lost, row, len, h, &slot))
    return 0;
  if (s->dominate && below_a_loss(s, row, len)) {
    s->dominated++;
    return bench_rowset_add(&s->lost, row, len, h) ? -1 : 0;
  }
  if (++s->positions > s->max_positions)
    return -1;
  struct move mv[2 * ROW_MAX];
  size_t n = legal_moves(row, len, mv, s->scratch);
  if (s->first && n && mv[0].j == 1 && mv[0].live &&
      (s->first == 1 || (s->first == 2 && alone_left(row, len)) ||
       (s->first == 3 && second_covers_first(row, len)))) {
    s->narrowed += n > 1;
    n = 1;
  }
  if (s->stubborn) {
    size_t live = 0, m;
    for (size_t k = 0; k < n; k++)
      live += mv[k].live;
    m = s->stubborn == 3
            ? keep_goal(row, len, mv, n, &s->closure)
            : keep_block(row, len, mv, n, s->stubborn == 2, s->horizon);
    s->narrowed += m < n;
    size_t kept = 0;
    for (size_t k = 0; k < m; k++)
      kept += mv[k].live;
    s->refuted += live && !kept;
    n = m;
  }
  for (size_t k = 0; k < n; k++) {
    if (!mv[k].live)
      continue;
    make_child(row, len, mv[k], s->rows[depth + 1]);
    int r = dfs(s, depth + 1, len - 1);
    if (r)
      return r;
  }
  return bench_rowset_add(&s->lost, row, len, h) ? -1 : 0;
}

/* WN_WIN, WN_LOSS or WN_UNKNOWN (a limit or out of memory). */
static int solve(struct search *s, const uint8_t *deal, size_t n) {
  s->positions = s->narrowed = s->refuted = s->dominated = s->probes = 0;
  if (n > ROW_MAX || bench_rowset_clear(&s->lost))
    return WN_UNKNOWN;
  memcpy(s->rows[0], deal, n);
  if (!may_win(deal, n)) {
    s->positions = 1; /* the dealt row, refuted at once */
    return WN_LOSS;
  }
  int r = dfs(s, 0, n);
  return r > 0 ? WN_WIN : r == 0 ? WN_LOSS : WN_UNKNOWN;
}

/* ---- heights of the losses of a lost deal ---- */

/*
** The height of 'row', a row of the set of losses of a finished search:
** 0 if no child of it is in the set (each fails the dead-end test), else
** one more than the greatest height of its children in the set. memo[k]
** (0xff: not yet known) caches slot k's height.
*/
static uint8_t height_of(const struct bench_rowset *set, uint8_t *memo,
                         const uint8_t *row, size_t len) {
  size_t slot, at;
  int found =
      bench_rowset_find(set, row, len, bench_row_hash(row, len), &at);
  assert(found); /* the caller found it */
  (void)found;
  if (memo[at] != 0xff)
    return memo[at];
  uint8_t best = 0, child[ROW_MAX];
  for (size_t j = 1; j < len; j++)
    for (size_t d = 1; d <= 3 && d <= j; d += 2) {
      if (!match(row[j], row[j - d]))
        continue;
      make_child(row, len, (struct move){(uint8_t)j, (uint8_t)d, 0}, child);
      if (bench_rowset_find(set, child, len - 1, bench_row_hash(child, len - 1), &slot)) {
        uint8_t c = height_of(set, memo, child, len - 1);
        best = c + 1 > best ? (uint8_t)(c + 1) : best;
      }
    }
  return memo[at] = best;
}

/*
** Print, for the losses of a lost deal's plain search, the share of
** rows whose height is at most k (k = 0..8): all rows, then those of
** 25-40 piles. A test that saw k moves ahead for free would cut at most
** the rows of height below k.
*/
static void print_heights(const struct bench_rowset *set) {
  uint8_t *memo = malloc(set->cap);
  double all[10] = {0}, mid[10] = {0}, nall = 0, nmid = 0;
  if (!memo)
    return;
  memset(memo, 0xff, set->cap);
  for (size_t k = 0; k < set->cap; k++) {
    if (!set->hash[k])
      continue;
    const uint8_t *key = set->arena + set->off[k];
    uint8_t h = height_of(set, memo, key + 1, key[0]);
    int in_mid = key[0] >= 25 && key[0] <= 40;
    nall++, nmid += in_mid;
    for (int b = h; b < 10; b++)
      all[b]++, mid[b] += in_mid;
  }
  printf("  heights <= 0..8, all %.0f rows:", nall);
  for (int b = 0; b <= 8; b++)
    printf(" %.3f", all[b] / nall);
  printf("\n  heights <= 0..8, %.0f rows of 25-40 piles:", nmid);
  for (int b = 0; b <= 8 && nmid > 0; b++)
    printf(" %.3f", mid[b] / nmid);
  printf("\n");
  free(memo);
}

/* ---- the side-by-side run ---- */

static const char *vname(int v) {
  return v == WN_WIN ? "win" : v == WN_LOSS ? "loss" : "unknown";
}

struct totals {
  unsigned long long deals, lost, differ, unknown;
  unsigned long long narrowed, refuted, dominated;
  double plain, reduced, plain_lost, reduced_lost, cpu_plain, cpu_reduced;
};

static struct search plain_s, reduced_s;
static int heights; /* --heights 1 */

static void run_deal(const uint8_t *deal, size_t n, size_t i, int each,
                     int stubborn, struct totals *t) {
  double t0 = wn_now();
  int pv = solve(&plain_s, deal, n);
  double t1 = wn_now();
  int rv = stubborn ? solve(&reduced_s, deal, n) : pv;
  double t2 = wn_now();
  double pp = (double)plain_s.positions;
  double rp = stubborn ? (double)reduced_s.positions : pp;
  t->deals++;
  t->unknown += pv == WN_UNKNOWN || rv == WN_UNKNOWN;
  if (pv != WN_UNKNOWN && rv != WN_UNKNOWN && pv != rv) {
    t->differ++;
    printf("verdicts differ on deal %zu: plain %s, reduced %s\n", i,
           vname(pv), vname(rv));
  }
  t->narrowed += reduced_s.narrowed, t->refuted += reduced_s.refuted;
  t->dominated += reduced_s.dominated;
  if (pv == WN_UNKNOWN || rv == WN_UNKNOWN)
    return;
  t->plain += pp, t->reduced += rp;
  t->cpu_plain += t1 - t0, t->cpu_reduced += t2 - t1;
  if (pv == WN_LOSS)
    t->lost++, t->plain_lost += pp, t->reduced_lost += rp;
  if (each)
    printf("%zu %s plain %.0f %.2fs reduced %.0f %.2fs x%.3f narrowed %llu "
           "refuted %llu dominated %llu (%llu lookups)\n", i, vname(pv), pp,
           t1 - t0, rp, t2 - t1, rp > 0 ? pp / rp : 0, reduced_s.narrowed,
           reduced_s.refuted, reduced_s.dominated, reduced_s.probes);
  if (heights && pv == WN_LOSS)
    print_heights(&plain_s.lost);
  fflush(stdout);
}

/* The summary of a run: verdicts, positions, seconds, reductions. */
static void print_totals(const struct totals *t) {
  printf("deals %llu (%llu lost, %llu undecided)  verdicts differ: %llu\n",
         t->deals, t->lost, t->unknown, t->differ);
  printf("positions: plain %.0f, reduced %.0f (x%.3f); lost deals: plain "
         "%.0f, reduced %.0f (x%.3f)\n", t->plain, t->reduced,
         t->reduced > 0 ? t->plain / t->reduced : 0, t->plain_lost,
         t->reduced_lost,
         t->reduced_lost > 0 ? t->plain_lost / t->reduced_lost : 0);
  printf("seconds: plain %.2f, reduced %.2f\n", t->cpu_plain, t->cpu_reduced);
  printf("rows narrowed %llu, refuted %llu, below a loss %llu\n",
         t->narrowed, t->refuted, t->dominated);
}

int main(int argc, char **argv) {
  const char *file = NULL;
  unsigned long long count = 1000, seed = 1, cards = 18;
  int each = 0, stubborn = 1;
  unsigned long long max_states = 50000000;
  for (int k = 1; k + 1 < argc; k += 2) {
    if (!strcmp(argv[k], "--file")) file = argv[k + 1];
    else if (!strcmp(argv[k], "--cards")) cards = strtoull(argv[k + 1], 0, 10);
    else if (!strcmp(argv[k], "--count")) count = strtoull(argv[k + 1], 0, 10);
    else if (!strcmp(argv[k], "--seed")) seed = strtoull(argv[k + 1], 0, 10);
    else if (!strcmp(argv[k], "--max-states"))
      max_states = strtoull(argv[k + 1], 0, 10);
    else if (!strcmp(argv[k], "--stubborn")) stubborn = atoi(argv[k + 1]);
    else if (!strcmp(argv[k], "--each")) each = atoi(argv[k + 1]);
    else if (!strcmp(argv[k], "--heights")) heights = atoi(argv[k + 1]);
    else if (!strcmp(argv[k], "--first"))
      reduced_s.first = atoi(argv[k + 1]);
    else if (!strcmp(argv[k], "--dominate"))
      reduced_s.dominate = atoi(argv[k + 1]);
    else if (!strcmp(argv[k], "--horizon"))
      reduced_s.horizon = strtoull(argv[k + 1], 0, 10);
  }
  plain_s.max_positions = reduced_s.max_positions = max_states;
  reduced_s.stubborn = stubborn;
  stubborn = stubborn || reduced_s.dominate || reduced_s.first;
  if (!reduced_s.horizon)
    reduced_s.horizon = ROW_MAX;
  struct totals t = {0};
  if (file) {
    uint8_t *all;
    size_t *lens, lines = bench_read_deals(file, &all, &lens);
    for (size_t k = 0; k < lines; k++)
      run_deal(all + k * BENCH_DEAL_MAX, lens[k], k + 1, each, stubborn, &t);
    free(all), free(lens);
  } else {
    uint8_t deal[ROW_MAX];
    if (cards < 1 || cards > ROW_MAX)
      return 2;
    for (unsigned long long k = 0; k < count; k++) {
      accordion_deal(seed, k, cards, deal);
      run_deal(deal, cards, k, each, stubborn, &t);
    }
  }
  print_totals(&t);
  bench_rowset_release(&plain_s.lost), bench_rowset_release(&reduced_s.lost);
  return 0;
}
