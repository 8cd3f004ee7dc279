/*
** accordion_hint.c: values every legal move of an Accordion position.
**
** Each child is decided by accordion_solve_keep, sharing the table of
** losses (emptied when a hint starts, so a hint depends on its
** position alone), and each winning line found is tried on the
** other moves first (transplants). The state limit applies to each
** child's search, the time limit to the whole hint. Invariant:
** values[k] is WN_WIN exactly when the start[2k + 1] moves at
** lines[start[2k]] take child k to one pile (the solver's proof, or a
** transplant checked move by move). All state is in the accordion_ctx.
*/
#include "core/core.h"
#include "winnable/accordion.h"
#include "games/accordion_ctx.h"
#include "games/family.h"
#include "games/accordion_impl.h"
#include "games/accordion_bits.h"

/* Transplants (below): the longest row, and the lines tried per move. */
#define TRANSPLANT_MAX 256
#define TRANSPLANT_TRIES 64

/* Put the legal moves of row[0..n) under 'rule' into h->values, by
** 'from' then 'to' (j-3 before j-1), and size the other arrays for
** them. Returns the number of moves, or a wn_mem code (the arrays are
** small, O(n), and are not held to the memory limit). */
static long list_moves(wn_mem *mem, accordion_hints *h, const uint8_t *row,
                       size_t n, accordion_rule rule) {
  size_t saved = mem->cap;
  mem->cap = 0;
  int rc = wn_mem_grow(mem, (void **)&h->values, &h->valuescap, 2 * n,
                       sizeof *h->values);
  if (!rc)
    rc = wn_mem_grow(mem, (void **)&h->start, &h->startcap, 4 * n,
                     sizeof *h->start);
  if (!rc)
    rc = wn_mem_grow(mem, (void **)&h->lines, &h->linescap, n,
                     sizeof *h->lines);
  if (!rc)
    rc = wn_mem_grow(mem, (void **)&h->child, &h->childcap, n, 1);
  if (!rc && n <= TRANSPLANT_MAX)
    rc = wn_mem_grow(mem, (void **)&h->ids, &h->idscap, n, sizeof *h->ids);
  mem->cap = saved;
  if (rc)
    return rc;
  size_t count = 0;
  for (size_t j = rule == ACCORDION_RIGHTMOST ? n : 2; j <= n; j++)
    for (size_t d = 3; d < 4; d -= 2) /* j-3, then j-1 (then wraps) */
      if (j > d && accordion_match(row[j - 1], row[j - 1 - d]))
        h->values[count++] = (accordion_move_value){
            .move = {.from = (uint32_t)j, .to = (uint32_t)(j - d)},
            .verdict = WN_UNKNOWN};
  return (long)count;
}

/* The row after the legal move m on row[0..n), into out[0..n-1). */
static void play(const uint8_t *row, size_t n, accordion_move m,
                 uint8_t *out) {
  memcpy(out, row, n);
  int rc = accordion_play(out, n, m);
  assert(rc == 0); /* m is one of list_moves' moves */
  (void)rc;
}

/* The identities (dealt places, 0-based) of the piles after move b. */
static void ids_after(uint16_t *id, size_t n, accordion_move b) {
  for (size_t p = 0, q = 0; p < n; p++)
    if (p + 1 != b.from)
      id[q++] = (uint16_t)p;
}

/*
** Transplants: a winning line of one move's child, as moves of pile
** identities (source, target), often wins after another move b too:
** play b, then the line's moves but its own copy of b, each checked as
** it is made, so a line found is a proof. Any rule, rows of at most
** TRANSPLANT_MAX piles, the TRANSPLANT_TRIES lines found last.
** transplant: try identity line 'line' (n - 1 moves) after move b on
** cards[0..n). Returns 1 with out[0..n-2) a winning line from the child,
** else 0. h->child and h->ids are scratch.
*/
static int transplant(accordion_hints *h, const uint8_t *cards, size_t n,
                      accordion_move b, const uint16_t *line,
                      accordion_move *out) {
  uint8_t *top = h->child;
  uint16_t *id = h->ids, x = (uint16_t)(b.from - 1), y = (uint16_t)(b.to - 1);
  play(cards, n, b, top);
  ids_after(id, n, b);
  size_t len = n - 1, k = 0;
  int skipped = 0;
  for (size_t m = 0; m + 1 < n; m++) {
    uint16_t s = line[2 * m], d = line[2 * m + 1];
    if (!skipped && s == x && d == y) {
      skipped = 1;
      continue;
    }
    size_t j = 0, i;
    while (j < len && id[j] != s)
      j++;
    if (j < len && j >= 1 && id[j - 1] == d)
      i = j - 1;
    else if (j < len && j >= 3 && id[j - 3] == d)
      i = j - 3;
    else
      return 0;
    if (!accordion_match(top[j], top[i]))
      return 0;
    out[k++] = (accordion_move){.from = (uint32_t)j + 1, .to = (uint32_t)i + 1};
    top[i] = top[j];
    memmove(top + j, top + j + 1, len - j - 1);
    memmove(id + j, id + j + 1, (len - j - 1) * sizeof *id);
    len--;
  }
  assert(len > 1 || k == n - 2); /* one pile: every other pile moved */
  return len == 1;
}

/* Keep the winning line[0..n-2) of the child after move b as a line of
** identities, b first. Without room it is not kept (transplants are
** only a shortcut). */
static void keep_ident(wn_mem *mem, accordion_hints *h, size_t n,
                       accordion_move b, const accordion_move *line) {
  size_t saved = mem->cap;
  mem->cap = 0; /* O(n) per win, n <= TRANSPLANT_MAX */
  int rc = wn_mem_grow(mem, (void **)&h->ident, &h->identcap,
                       (h->nident + 1) * 2 * (n - 1), sizeof *h->ident);
  mem->cap = saved;
  if (rc)
    return;
  uint16_t *out = h->ident + h->nident++ * 2 * (n - 1), *id = h->ids;
  out[0] = (uint16_t)(b.from - 1);
  out[1] = (uint16_t)(b.to - 1);
  ids_after(id, n, b);
  for (size_t m = 0, len = n - 1; m + 2 < n; m++, len--) {
    size_t j = line[m].from - 1;
    out[2 * m + 2] = id[j];
    out[2 * m + 3] = id[line[m].to - 1];
    memmove(id + j, id + j + 1, (len - j - 1) * sizeof *id);
  }
}

/* Move k's line: the 'len' moves just written at h->lines + h->nlines. */
static void set_line(accordion_hints *h, size_t k, size_t len) {
  h->start[2 * k] = h->nlines;
  h->start[2 * k + 1] = len;
  h->nlines += len;
}

/* Decide move k by a transplant. Returns 1 (a win: values[k] is set,
** the line is in h->lines), 0 if none worked, or a wn_mem code. */
static int try_transplants(accordion_ctx *ctx, const uint8_t *cards,
                           size_t n, size_t k) {
  accordion_hints *h = &ctx->hints;
  int rc = wn_mem_grow(&ctx->mem, (void **)&h->lines, &h->linescap,
                       h->nlines + n - 2, sizeof *h->lines);
  if (rc)
    return rc == WN_CAPPED ? 0 : rc;
  accordion_move b = h->values[k].move, *out = h->lines + h->nlines;
  for (size_t t = 0; t < h->nident && t < TRANSPLANT_TRIES; t++) {
    const uint16_t *line = h->ident + (h->nident - 1 - t) * 2 * (n - 1);
    if (!transplant(h, cards, n, b, line, out))
      continue;
    set_line(h, k, n - 2);
    h->values[k].verdict = WN_WIN;
    h->values[k].states = n - 1; /* the positions of the line */
    keep_ident(&ctx->mem, h, n, b, out);
    return 1;
  }
  return 0;
}

/* Decide move k by a search of its child (sharing the kept losses) and
** set values[k]; a win's proof is appended to h->lines (and, with
** 'transplants', kept for them). Returns 0 or a negative code. */
static int search(accordion_ctx *ctx, const uint8_t *cards, size_t n,
                  accordion_rule rule, size_t k, int transplants) {
  accordion_hints *h = &ctx->hints;
  accordion_move_value *v = &h->values[k];
  play(cards, n, v->move, h->child);
  int rc = accordion_solve_keep(ctx, h->child, n - 1, rule);
  if (rc == WN_WIN) {
    size_t nproof;
    const accordion_move *proof = accordion_proof(ctx, &nproof);
    int kept = wn_mem_grow(&ctx->mem, (void **)&h->lines, &h->linescap,
                           h->nlines + nproof, sizeof *h->lines);
    if (kept == WN_CAPPED) { /* no room for the line: not proven here */
      ctx->budget.hit = WN_LIMIT_MEMORY;
      rc = WN_UNKNOWN;
    } else if (kept) {
      return kept;
    } else {
      if (nproof)
        memcpy(h->lines + h->nlines, proof, nproof * sizeof *proof);
      set_line(h, k, nproof);
      if (transplants) /* a source for the next transplants */
        keep_ident(&ctx->mem, h, n, v->move, h->lines + h->start[2 * k]);
    }
  }
  if (rc < 0)
    return rc;
  v->verdict = rc;
  v->states = accordion_states(ctx);
  if (rc == WN_UNKNOWN && accordion_limit_hit(ctx) == WN_LIMIT_MEMORY) {
    /* the kept losses filled the memory: give the next moves room */
    accordion_lost_release(&ctx->search.lost);
  }
  return 0;
}

/* What one hint works with, move after move, and its totals. */
struct hint_run {
  const uint8_t *cards;
  size_t n;
  accordion_rule rule;
  int transplants;        /* lines found are tried on the other moves */
  wn_limits whole;        /* the limits set on ctx: time for the hint */
  double t0;              /* when the hint started (with a timeout) */
  uint64_t states;
  wn_limit_hit hit;       /* of the first unknown move */
  int won, unknown;
};

/* Decide move k in pass 'pass' (0: transplants only, once a line is
** known). Returns 1 when decided, 0 when left for the second pass, or a
** negative code. */
static int decide(accordion_ctx *ctx, const struct hint_run *r, size_t k,
                  int pass) {
  accordion_move_value *v = &ctx->hints.values[k];
  if (r->whole.timeout > 0) { /* the search gets the time the hint has */
    ctx->limits.timeout = r->whole.timeout - (wn_now() - r->t0);
    if (ctx->limits.timeout <= 0) {
      ctx->budget.hit = WN_LIMIT_TIME;
      *v = (accordion_move_value){.move = v->move, .verdict = WN_UNKNOWN};
      return 1;
    }
  }
  int rc = r->transplants ? try_transplants(ctx, r->cards, r->n, k) : 0;
  if (rc == 0) {
    if (pass == 0 && r->transplants && ctx->hints.nident)
      return 0; /* searched in the second pass */
    rc = search(ctx, r->cards, r->n, r->rule, k, r->transplants);
  }
  return rc < 0 ? rc : 1;
}

/* accordion_hint with the limits of ctx in r->whole. */
static int hint(accordion_ctx *ctx, struct hint_run *r) {
  accordion_hints *h = &ctx->hints;
  size_t n = r->n;
  h->nvalues = 0;
  accordion_lost_clear(&ctx->search.lost);
  long count = list_moves(&ctx->mem, h, r->cards, n, r->rule);
  if (count < 0)
    return count == WN_CAPPED ? WN_ENOMEM : (int)count;
  h->nlines = h->nident = 0;
  /* a transplant examines the n - 1 positions of its line */
  r->transplants = r->rule == ACCORDION_ANY && n >= 3 &&
                   n <= TRANSPLANT_MAX &&
                   (!r->whole.max_states || r->whole.max_states >= n - 1);
  for (long k = 0; k < count; k++)
    h->values[k].verdict = -1; /* not decided yet */
  for (int pass = 0; pass < 2; pass++)
    for (long k = 0; k < count; k++) {
      accordion_move_value *v = &h->values[k];
      if (v->verdict >= 0)
        continue;
      int rc = decide(ctx, r, (size_t)k, pass);
      if (rc < 0)
        return rc;
      if (rc == 0)
        continue;
      r->states += v->states;
      r->won |= v->verdict == WN_WIN;
      if (v->verdict == WN_UNKNOWN && !r->unknown++)
        r->hit = accordion_limit_hit(ctx);
    }
  h->nvalues = (size_t)count;
  ctx->budget.states = r->states;
  ctx->budget.hit = r->hit;
  if (n == 1 || r->won)
    return WN_WIN;
  return r->unknown ? WN_UNKNOWN : WN_LOSS;
}

int accordion_hint(accordion_ctx *ctx, const uint8_t *cards, size_t n,
                   accordion_rule rule) {
  ctx->certified = 0; /* the hint changes the table of losses */
  if (rule == ACCORDION_ANY && !accordion_rules_is_classic(&ctx->rules))
    return family_hint(ctx, cards, n);
  if (n < 1 || n > ACCORDION_MAX_CARDS)
    return WN_EINVAL;
  for (size_t k = 0; k < n; k++)
    if (cards[k] >= WN_NCARDS)
      return WN_EINVAL;
  struct hint_run r = {.cards = cards, .n = n, .rule = rule,
                       .whole = ctx->limits, .hit = WN_LIMIT_NONE};
  if (r.whole.timeout > 0)
    r.t0 = wn_now();
  int rc = hint(ctx, &r);
  ctx->limits = r.whole; /* each move's search had the time left */
  return rc;
}
