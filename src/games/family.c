/*
** family.c: decides any member of the Accordion family
** (accordion_rules: move distances left and right, match bits, the
** piles that win, a goal card, pairs), exactly, for every rule set but
** classic Accordion, which keeps its own solver (accordion.c).
**
** A position is the row of pile tops, one byte per pile, and is its
** own key. Every move removes one pile (two with pairs), so the search
** graph has no cycles and a depth-first search that stores each row it
** proves lost in an exact table (wn_byteset: whole rows, not hashes)
** visits each position once. It plays and undoes moves on one row
** buffer; each level of its explicit stack keeps where its move
** iteration stands and the tops its move overwrote.
** Exact stages of the search and beams of growing width (family_beam.c),
** which only look for a win, take turns within one budget (decide()).
** Invariant: a row is in 'lost' only after every one of its moves led
** to a row in 'lost', or to a row cut by a theorem (family_cut.c: the
** checker proves the same cuts on its own), or it has no move and is
** not won; so the table is closed under the rules' moves and is the
** certificate of a loss (accordion_check_loss_rules).
** No I/O, no globals: all state is in the accordion_ctx and here.
*/
#include "games/accordion_ctx.h"
#include "games/family.h"
#include "games/family_cut.h"
#include "games/family_search.h"
#include "games/family_beam.h"
#include "games/accordion_result.h"
#include "games/accordion_bits.h"

/* The schedule of decide(): exact searches from 20,000 positions and
** beams of 16 to 4,096 rows in turn, each 4 times the last. */
#define FAMILY_SHORT_SEARCH 20000
#define FAMILY_BEAM_FIRST 16
#define FAMILY_BEAM_LAST 4096

/* The search's own codes, beside accordion_result's. */
#define FAMILY_SEARCH 10 /* a new row: search its moves */
#define FAMILY_KNOWN 11  /* a row already proven lost */

/* Take the rules r: the targets of a pile, leftmost first. */
static void set_rules(family_search *f, const accordion_rules *r) {
  f->rules = *r;
  f->noffs = 0;
  for (int d = ACCORDION_MAX_DISTANCE; d >= 1; d--)
    if (r->left >> (d - 1) & 1)
      f->offs[f->noffs++] = -d;
  for (int d = 1; d <= ACCORDION_MAX_DISTANCE; d++)
    if (r->right >> (d - 1) & 1)
      f->offs[f->noffs++] = d;
}

/* The next legal move of row[0..len) after fr's cursor into fr->m;
** returns 0 when none is left. Targets go from the left; piles go from
** the left (the natural order) or, with from_right, from the right. */
static int next_move(family_search *f, size_t len, family_frame *fr,
                     int from_right) {
  for (; fr->j < len; fr->j++, fr->k = 0)
    for (; fr->k < f->noffs; fr->k++) {
      size_t j = from_right ? len - 1 - fr->j : fr->j;
      long i = family_target(f, f->row, len, j, fr->k);
      if (i < 0)
        continue;
      fr->m.from = (uint32_t)j + 1;
      fr->m.to = (uint32_t)i + 1;
      fr->k++;
      return 1;
    }
  return 0;
}

/* Play fr->m on row[0..len); returns the piles left. */
static size_t apply(family_search *f, size_t len, family_frame *fr) {
  uint8_t *row = f->row;
  size_t j = fr->m.from - 1, i = fr->m.to - 1;
  if (!f->rules.pairs) {
    fr->a = row[i];
    row[i] = row[j];
    memmove(row + j, row + j + 1, len - j - 1);
    return len - 1;
  }
  size_t lo = i < j ? i : j, hi = i < j ? j : i;
  fr->a = row[lo];
  fr->b = row[hi];
  memmove(row + hi, row + hi + 1, len - hi - 1);
  memmove(row + lo, row + lo + 1, len - lo - 2);
  return len - 2;
}

/* Take back fr->m, played on a row that now has len piles; returns the
** piles of the row it was played on. */
static size_t undo(family_search *f, size_t len, const family_frame *fr) {
  uint8_t *row = f->row;
  size_t j = fr->m.from - 1, i = fr->m.to - 1;
  if (!f->rules.pairs) {
    uint8_t moved = row[i < j ? i : i - 1];
    memmove(row + j + 1, row + j, len - j);
    row[j] = moved;
    row[i] = fr->a;
    return len + 1;
  }
  size_t lo = i < j ? i : j, hi = i < j ? j : i;
  memmove(row + lo + 1, row + lo, len - lo);
  row[lo] = fr->a;
  memmove(row + hi + 1, row + hi, len + 1 - hi);
  row[hi] = fr->b;
  return len + 2;
}

/* A row of len piles at depth 'depth' has fewer piles than any before:
** the path to it is the best line. */
static void note_best(accordion_ctx *ctx, family_search *f, size_t len,
                      size_t depth) {
  accordion_search *s = &ctx->search;
  for (size_t d = f->best_match; d < depth; d++)
    s->best[d] = f->stack[d].m;
  s->nbest = f->best_match = depth;
  f->best_len = len;
}

/*
** Enter the row[0..len) at 'depth'. Returns ACCORDION_WON (the path is
** the proof), FAMILY_KNOWN (in the table), FAMILY_SEARCH (counted, to
** search) or ACCORDION_STOPPED.
*/
static int enter(accordion_ctx *ctx, family_search *f, size_t len,
                 size_t depth) {
  if (accordion_rules_won(&f->rules, f->row, len)) {
    accordion_search *s = &ctx->search;
    for (size_t d = 0; d < depth; d++)
      s->proof[d] = f->stack[d].m;
    s->nproof = depth;
    return ACCORDION_WON;
  }
  if (len < f->best_len)
    note_best(ctx, f, len, depth);
  if (family_cut_lost(&f->rules, f->row, len))
    return FAMILY_KNOWN; /* lost by a theorem (family_cut.c) */
  if (wn_byteset_contains(&f->lost, f->row, len, wn_hash_bytes(f->row, len)))
    return FAMILY_KNOWN;
  return wn_budget_tick(&ctx->budget) ? ACCORDION_STOPPED : FAMILY_SEARCH;
}

/* Every move of row[0..len) lost: keep it, and hand it to the sink.
** Returns 0 or a wn_mem code. */
static int prove_lost(accordion_ctx *ctx, family_search *f, size_t len) {
  int rc = wn_byteset_insert(&f->lost, f->row, len);
  if (rc < 0)
    return rc;
  if (f->sink)
    ctx->cert_sink(ctx->cert_user, f->row, len);
  return 0;
}

/*
** The depth-first search from row[0..n). Returns ACCORDION_WON,
** ACCORDION_LOST, ACCORDION_STOPPED or a wn_mem code.
*/
static int search(accordion_ctx *ctx, family_search *f, size_t n) {
  size_t depth = 0, len = n;
  int rc = enter(ctx, f, len, 0);
  if (rc != FAMILY_SEARCH)
    return rc == FAMILY_KNOWN ? ACCORDION_LOST : rc;
  f->stack[0] = (family_frame){0};
  for (;;) {
    family_frame *fr = &f->stack[depth];
    if (next_move(f, len, fr, 1)) {
      if (f->best_match > depth) /* the path leaves the best line */
        f->best_match = depth;
      len = apply(f, len, fr);
      rc = enter(ctx, f, len, ++depth);
      if (rc == FAMILY_SEARCH)
        f->stack[depth] = (family_frame){0};
      else if (rc == FAMILY_KNOWN)
        len = undo(f, len, &f->stack[--depth]);
      else
        return rc;
      continue;
    }
    if ((rc = prove_lost(ctx, f, len)) != 0)
      return rc;
    if (depth == 0)
      return ACCORDION_LOST;
    len = undo(f, len, &f->stack[--depth]);
  }
}

/* Hold the budget to 'share' more positions, within its own limit;
** returns the limit to give back to share_end. */
static uint64_t share_begin(wn_budget *b, uint64_t share) {
  uint64_t whole = b->lim.max_states;
  if (share < UINT64_MAX - b->states && (!whole || b->states + share < whole))
    b->lim.max_states = b->states + share;
  return whole;
}

/* Give the budget its limit 'whole' back after a stage that returned
** rc; a stop by the share alone becomes ACCORDION_NO_LINE. */
static int share_end(wn_budget *b, uint64_t whole, int rc) {
  uint64_t held = b->lim.max_states;
  b->lim.max_states = whole;
  if (rc != ACCORDION_STOPPED || b->hit != WN_LIMIT_STATES || held == whole)
    return rc;
  b->hit = WN_LIMIT_NONE;
  return ACCORDION_NO_LINE;
}

/*
** Decide cards[0..n) (f->row holds it): exact searches and beams in
** turn, each exact stage 4 times the last's positions (the first
** FAMILY_SHORT_SEARCH), each beam 4 times wider than the last and held
** to twice the positions of the exact stage before it, so a win the
** exact search reaches soon is not paid for by wide beams; past
** FAMILY_BEAM_LAST's width, the exact search to the end. Every stage
** counts its positions in one budget. Losses an exact stage proved
** stay in the table (they are losses whatever the order), so each
** exact stage starts over from the deal and does not repeat them.
** Returns as search.
*/
static int decide(accordion_ctx *ctx, family_search *f, const uint8_t *cards,
                  size_t n) {
  wn_budget *b = &ctx->budget;
  uint64_t exact = f->short_search ? f->short_search : FAMILY_SHORT_SEARCH;
  for (size_t w = FAMILY_BEAM_FIRST; w <= FAMILY_BEAM_LAST;
       w <<= 2, exact <<= 2) {
    uint64_t whole = share_begin(b, exact);
    int rc = share_end(b, whole, search(ctx, f, n));
    if (rc != ACCORDION_NO_LINE)
      return rc;
    whole = share_begin(b, exact * 2);
    rc = share_end(b, whole, family_beam(ctx, f, cards, n, w));
    if (rc != ACCORDION_NO_LINE)
      return rc;
    memcpy(f->row, cards, n); /* the exact search stopped inside a line */
    f->best_match = 0;
  }
  return search(ctx, f, n);
}

/* Room for a search of n cards. Returns 0 or a wn_mem code. */
static int make_room(accordion_ctx *ctx, family_search *f, size_t n) {
  accordion_search *s = &ctx->search;
  wn_mem *m = &ctx->mem;
  int rc = wn_mem_grow(m, (void **)&f->row, &f->rowcap, n, 1);
  if (!rc)
    rc = wn_mem_grow(m, (void **)&f->stack, &f->stackcap, n + 1,
                     sizeof *f->stack);
  if (!rc)
    rc = wn_mem_grow(m, (void **)&s->proof, &s->proofcap, n, sizeof *s->proof);
  if (!rc)
    rc = wn_mem_grow(m, (void **)&s->best, &s->bestcap, n, sizeof *s->best);
  return rc;
}

/* Whether cards[0..n) is a deal and ctx's rules a game. */
static int valid(const accordion_ctx *ctx, const uint8_t *cards, size_t n) {
  if (n < 1 || n > ACCORDION_MAX_CARDS ||
      accordion_rules_valid(&ctx->rules, NULL))
    return 0;
  for (size_t k = 0; k < n; k++)
    if (cards[k] >= WN_NCARDS)
      return 0;
  return 1;
}

int family_solve(accordion_ctx *ctx, const uint8_t *cards, size_t n,
                 int keep) {
  accordion_search *s = &ctx->search;
  if (!valid(ctx, cards, n))
    return WN_EINVAL;
  ctx->mem.cap = ctx->limits.max_memory;
  wn_budget_start(&ctx->budget, &ctx->limits);
  s->nproof = s->nbest = 0;
  family_search *f = &ctx->family;
  if (!keep) /* accordion_set_rules empties it too */
    wn_byteset_clear(&f->lost);
  set_rules(f, &ctx->rules);
  int rc = make_room(ctx, f, n);
  if (rc)
    return wn_stop_verdict(&ctx->budget, rc);
  memcpy(f->row, cards, n);
  f->best_len = n;
  f->best_match = 0;
  f->sink = ctx->certify && ctx->cert_sink && !keep; /* kept solves mix */
  return wn_stop_verdict(&ctx->budget, decide(ctx, f, cards, n));
}

int family_certificate(const accordion_ctx *ctx,
                       int (*fn)(void *user, const uint8_t *row, size_t len),
                       void *user) {
  return wn_byteset_each(&ctx->family.lost, fn, user);
}

/*
** Hints. Each legal move's child is decided by a kept solve, so the
** children share the table of losses (the hint empties it first: it
** depends on its position alone). The state and memory limits apply to
** each child's search, the time limit to the whole hint (hint_time).
*/

/* List the legal moves of cards[0..n) into ctx->hints.values, in the
** natural order, and size the hint's arrays. Returns the count or a
** wn_mem code (the arrays are sized to the moves, at most 32 a pile,
** and are not held to the memory limit). */
static long list_moves(accordion_ctx *ctx, const uint8_t *cards, size_t n) {
  accordion_hints *h = &ctx->hints;
  family_search *f = &ctx->family;
  family_frame fr = {0};
  size_t most = 0, saved = ctx->mem.cap;
  memcpy(f->row, cards, n);
  while (next_move(f, n, &fr, 0))
    most++;
  ctx->mem.cap = 0;
  int rc = wn_mem_grow(&ctx->mem, (void **)&h->values, &h->valuescap,
                       most + 1, sizeof *h->values);
  if (!rc)
    rc = wn_mem_grow(&ctx->mem, (void **)&h->start, &h->startcap,
                     2 * most + 2, sizeof *h->start);
  if (!rc)
    rc = wn_mem_grow(&ctx->mem, (void **)&h->lines, &h->linescap, n,
                     sizeof *h->lines);
  if (!rc)
    rc = wn_mem_grow(&ctx->mem, (void **)&h->child, &h->childcap, n, 1);
  ctx->mem.cap = saved;
  if (rc)
    return rc;
  size_t count = 0;
  fr = (family_frame){0};
  while (next_move(f, n, &fr, 0))
    h->values[count++] = (accordion_move_value){.move = fr.m,
                                                .verdict = WN_UNKNOWN};
  return (long)count;
}

/* Give the next move's search the time the hint has left of
** whole->timeout since t0. Returns 1 when none is left. */
static int hint_time(accordion_ctx *ctx, const wn_limits *whole, double t0) {
  if (whole->timeout <= 0)
    return 0;
  double left = whole->timeout - (wn_now() - t0);
  if (left > 0) {
    ctx->limits.timeout = left;
    return 0;
  }
  ctx->budget.hit = WN_LIMIT_TIME;
  return 1;
}

/* Decide move k by a kept solve of its child; keep a win's line.
** Returns 0 or a negative code. */
static int value_move(accordion_ctx *ctx, const uint8_t *cards, size_t n,
                      size_t k) {
  accordion_hints *h = &ctx->hints;
  accordion_move_value *v = &h->values[k];
  memcpy(h->child, cards, n);
  long left = accordion_rules_play(&ctx->rules, h->child, n, v->move);
  assert(left >= 0); /* v->move is one of list_moves' moves */
  int rc = WN_WIN; /* no pile left (pairs): won, with no more moves */
  if (left > 0)
    rc = family_solve(ctx, h->child, (size_t)left, 1);
  else
    ctx->search.nproof = ctx->budget.states = 0;
  if (rc < 0)
    return rc;
  if (rc == WN_WIN) {
    size_t np = ctx->search.nproof;
    int grown = wn_mem_grow(&ctx->mem, (void **)&h->lines, &h->linescap,
                            h->nlines + np + 1, sizeof *h->lines);
    if (grown == WN_CAPPED) { /* no room for the line: not proven here */
      ctx->budget.hit = WN_LIMIT_MEMORY;
      rc = WN_UNKNOWN;
    } else if (grown) {
      return grown;
    } else {
      if (np) /* a move that empties the row has no line (proof may be NULL) */
        memcpy(h->lines + h->nlines, ctx->search.proof, np * sizeof *h->lines);
      h->start[2 * k] = h->nlines;
      h->start[2 * k + 1] = np;
      h->nlines += np;
    }
  }
  if (rc == WN_UNKNOWN && ctx->budget.hit == WN_LIMIT_MEMORY)
    family_search_forget(&ctx->family); /* give the next moves room */
  v->verdict = rc;
  v->states = ctx->budget.states;
  return 0;
}

/*
** With pairs, move k (j>i) leaves the row its reverse i>j leaves; if
** that one is legal it comes first when i < j (moves are sorted by
** from, then to). Copy its value and line (no position counted) and
** return 1; else 0.
*/
static int same_as_reverse(accordion_ctx *ctx, size_t k) {
  accordion_hints *h = &ctx->hints;
  accordion_move m = h->values[k].move;
  if (!ctx->rules.pairs || m.to > m.from)
    return 0;
  size_t lo = 0, hi = k; /* binary search of (m.to, m.from) in [0, k) */
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    accordion_move x = h->values[mid].move;
    if (x.from < m.to || (x.from == m.to && x.to < m.from))
      lo = mid + 1;
    else
      hi = mid;
  }
  accordion_move x = lo < k ? h->values[lo].move : (accordion_move){0, 0};
  if (x.from != m.to || x.to != m.from)
    return 0;
  h->values[k].verdict = h->values[lo].verdict;
  h->values[k].states = 0;
  h->start[2 * k] = h->start[2 * lo];
  h->start[2 * k + 1] = h->start[2 * lo + 1];
  return 1;
}

/* Value the 'count' listed moves; *states and *hit get the totals (the
** hit of the first unknown move). Returns the hint's verdict. */
static int value_moves(accordion_ctx *ctx, const uint8_t *cards, size_t n,
                       size_t count, uint64_t *states, wn_limit_hit *hit) {
  wn_limits whole = ctx->limits;
  double t0 = whole.timeout > 0 ? wn_now() : 0;
  int won = 0, unknown = 0, rc = 0;
  for (size_t k = 0; k < count && rc == 0; k++) {
    accordion_move_value *v = &ctx->hints.values[k];
    if (same_as_reverse(ctx, k))
      continue; /* counted once, with its reverse */
    if (hint_time(ctx, &whole, t0))
      v->verdict = WN_UNKNOWN, v->states = 0;
    else
      rc = value_move(ctx, cards, n, k);
    *states += v->states;
    won |= v->verdict == WN_WIN;
    if (v->verdict == WN_UNKNOWN && !unknown++)
      *hit = ctx->budget.hit;
  }
  ctx->limits = whole;
  if (rc)
    return rc;
  return won ? WN_WIN : unknown ? WN_UNKNOWN : WN_LOSS;
}

int family_hint(accordion_ctx *ctx, const uint8_t *cards, size_t n) {
  accordion_hints *h = &ctx->hints;
  h->nvalues = h->nlines = 0;
  /* pairs reach the empty row (won: win_piles >= 0, no goal with pairs) */
  int empty = n == 0 && ctx->rules.pairs;
  if (!empty && !valid(ctx, cards, n))
    return WN_EINVAL;
  if (empty && accordion_rules_valid(&ctx->rules, NULL))
    return WN_EINVAL;
  if (accordion_rules_won(&ctx->rules, cards, n)) { /* no move follows */
    ctx->budget.states = 0;
    ctx->budget.hit = WN_LIMIT_NONE;
    return WN_WIN;
  }
  family_search *f = &ctx->family;
  wn_byteset_clear(&f->lost);
  set_rules(f, &ctx->rules);
  int rc = wn_mem_grow(&ctx->mem, (void **)&f->row, &f->rowcap, n, 1);
  long count = rc ? rc : list_moves(ctx, cards, n);
  if (count < 0)
    return count == WN_CAPPED ? WN_ENOMEM : (int)count;
  uint64_t states = 0;
  wn_limit_hit hit = WN_LIMIT_NONE;
  rc = value_moves(ctx, cards, n, (size_t)count, &states, &hit);
  if (rc < 0)
    return rc;
  h->nvalues = (size_t)count;
  ctx->budget.states = states;
  ctx->budget.hit = hit;
  return rc;
}
