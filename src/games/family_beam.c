/*
** family_beam.c: beam searches for a winning line of the Accordion
** family, which the general solver (family.c) runs between the stages
** of its exact search, inside the same budget of positions.
**
** A beam of width W keeps, at each depth, at most W rows: of the
** children of the rows kept at the depth before, those with the most
** legal moves, each row once (by hash; ties go to the lower hash, then
** the first made, so a beam is a function of the deal and the rules).
** Children that the exact search would cut (family_cut_lost, the table
** of losses) are not kept. A beam finds wins, never losses: a row it
** drops may be the only way on, so NO_LINE proves nothing.
** Invariant: steps[d * W + c] is the parent (at depth d) and the move
** of the row c kept at depth d + 1, so a line read back through the
** parents is a line of legal moves from the deal: a win it returns
** replays.
** No I/O, no globals: all state is in the context's family_search.
*/
#include <stdlib.h> /* qsort */
#include "games/family_beam.h"
#include "games/family_cut.h"
#include "games/accordion_result.h"


/* The most children a beam's level may hold (24 bytes each), and the
** longest row beamed: a child costs O(len) to weigh, so a level of a
** long row costs O(width len^2); such beams are not run. */
#define BEAM_MOST_KIDS (1u << 21)
#define BEAM_MOST_CARDS 128

/* The legal moves of row[0..len) under f's rules. */
static uint32_t count_moves(const family_search *f, const uint8_t *row,
                            size_t len) {
  uint32_t count = 0;
  for (size_t j = 0; j < len; j++)
    for (size_t k = 0; k < f->noffs; k++)
      count += family_target(f, row, len, j, k) >= 0;
  return count;
}

/* Most moves first, then the lower hash, then the first made. */
static int kid_order(const void *pa, const void *pb) {
  const family_kid *a = pa, *b = pb;
  if (a->moves != b->moves)
    return a->moves > b->moves ? -1 : 1;
  if (a->hash != b->hash)
    return a->hash < b->hash ? -1 : 1;
  if (a->parent != b->parent)
    return a->parent < b->parent ? -1 : 1;
  return a->m.from != b->m.from ? (a->m.from < b->m.from ? -1 : 1)
                                : (a->m.to < b->m.to ? -1 : a->m.to > b->m.to);
}

/* Write into out[0..d] the line that ends with move m from row p of
** depth d; returns its length, d + 1. */
static size_t read_line(const family_search *f, size_t width, size_t d,
                        uint32_t p, accordion_move m, accordion_move *out) {
  size_t len = d + 1;
  out[d] = m;
  while (d-- > 0) {
    const family_step *st = &f->steps[d * width + p];
    out[d] = st->m;
    p = st->parent;
  }
  return len;
}

/* Room for a beam of 'width' on n cards. Returns 0 or a wn_mem code. */
static int make_room(accordion_ctx *ctx, family_search *f, size_t n,
                     size_t width) {
  wn_mem *m = &ctx->mem;
  int rc = wn_mem_grow(m, (void **)&f->beam_rows, &f->beam_rowscap,
                       2 * width * n + n, 1);
  if (!rc)
    rc = wn_mem_grow(m, (void **)&f->steps, &f->stepscap, n * width,
                     sizeof *f->steps);
  if (!rc)
    rc = wn_mem_grow(m, (void **)&f->kids, &f->kidscap,
                     width * n * f->noffs, sizeof *f->kids);
  return rc;
}

/* The children of the ncur rows of cur (len piles, stride n) into
** f->kids; *nkids gets their count. Returns ACCORDION_WON (the line
** written), ACCORDION_NO_LINE (go on) or ACCORDION_STOPPED. */
static int expand(accordion_ctx *ctx, family_search *f, const uint8_t *cur,
                  size_t ncur, size_t n, size_t len, size_t width, size_t d,
                  size_t *nkids) {
  uint8_t *child = f->beam_rows + 2 * width * n;
  size_t nk = 0;
  for (size_t p = 0; p < ncur; p++) {
    const uint8_t *row = cur + p * n;
    for (size_t j = 0; j < len; j++)
      for (size_t k = 0; k < f->noffs; k++) {
        long i = family_target(f, row, len, j, k);
        if (i < 0)
          continue;
        accordion_move m = {(uint32_t)j + 1, (uint32_t)i + 1};
        memcpy(child, row, len);
        size_t clen = (size_t)accordion_rules_play(&f->rules, child, len, m);
        if (accordion_rules_won(&f->rules, child, clen)) {
          ctx->search.nproof =
              read_line(f, width, d, (uint32_t)p, m, ctx->search.proof);
          return ACCORDION_WON;
        }
        uint64_t h = wn_hash_bytes(child, clen);
        if (family_cut_lost(&f->rules, child, clen) ||
            wn_byteset_contains(&f->lost, child, clen, h))
          continue;
        if (wn_budget_tick(&ctx->budget))
          return ACCORDION_STOPPED;
        f->kids[nk++] = (family_kid){.hash = h, .parent = (uint32_t)p,
                                     .moves = count_moves(f, child, clen),
                                     .m = m};
      }
  }
  *nkids = nk;
  return ACCORDION_NO_LINE;
}

/* One beam of 'width' from cards[0..n). Returns as family_beam. */
static int beam(accordion_ctx *ctx, family_search *f, const uint8_t *cards,
                size_t n, size_t width) {
  int rc = make_room(ctx, f, n, width);
  if (rc)
    return rc;
  uint8_t *cur = f->beam_rows, *next = cur + width * n;
  size_t ncur = 1, len = n, nkids = 0;
  memcpy(cur, cards, n);
  for (size_t d = 0; ncur > 0; d++) {
    rc = expand(ctx, f, cur, ncur, n, len, width, d, &nkids);
    if (rc != ACCORDION_NO_LINE)
      return rc;
    qsort(f->kids, nkids, sizeof *f->kids, kid_order);
    size_t kept = 0;
    for (size_t k = 0; k < nkids && kept < width; k++) {
      const family_kid *kid = &f->kids[k];
      if (k > 0 && kid->hash == f->kids[k - 1].hash)
        continue; /* the same row (or a rare collision): kept once */
      uint8_t *row = next + kept * n;
      memcpy(row, cur + kid->parent * n, len);
      (void)accordion_rules_play(&f->rules, row, len, kid->m);
      f->steps[d * width + kept++] = (family_step){kid->parent, kid->m};
    }
    len -= f->rules.pairs ? 2 : 1;
    if (kept > 0 && len < f->best_len) { /* the fewest piles yet */
      const family_step *st = &f->steps[d * width];
      ctx->search.nbest = read_line(f, width, d, st->parent, st->m,
                                    ctx->search.best);
      f->best_len = len;
    }
    uint8_t *t = cur;
    cur = next, next = t, ncur = kept;
  }
  return ACCORDION_NO_LINE;
}

int family_beam(accordion_ctx *ctx, family_search *f, const uint8_t *cards,
                size_t n, size_t width) {
  if (n > BEAM_MOST_CARDS || width * n * f->noffs > BEAM_MOST_KIDS)
    return ACCORDION_NO_LINE; /* too wide for these rows: do without */
  int rc = beam(ctx, f, cards, n, width);
  return rc == WN_CAPPED ? ACCORDION_NO_LINE /* only saves work: do without */
                         : rc;
}
