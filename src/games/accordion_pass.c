/*
** accordion_pass.c: the depth-first pass of the any rule's exact search.
**
** A row all of whose candidates failed joins s->lost and is skipped
** wherever it shows up again; the deal is lost when its own row joins.
** A win ends the pass with the path as the proof. Past s->pause_at
** positions it pauses (ACCORDION_PAUSED) with its path kept in s, and
** the next call goes on from there. Fetching ahead (prefetch_level) only
** reads the table early: the search is the same.
*/
#include "games/accordion_search.h"

/* Keytabs of losses of this many bytes or more miss the cache: their
** lines are fetched ahead. */
#define FETCH_BYTES ((size_t)1 << 20)

/* Once the losses are packed (a long search), a loss with fewer than
** SMALL_LOSS rows entered below it is not kept unless s->keep_all: it
** costs less to search again (docs/accordion.md, "Small losses"). */
#define SMALL_LOSS 2

/* Copy the moves of stack[0..depth] (the last one included) to the proof. */
static int record_proof(accordion_search *s, size_t depth) {
  int rc = wn_mem_grow(s->mem, (void **)&s->proof, &s->proofcap, depth + 1,
                       sizeof *s->proof);
  if (rc)
    return rc;
  for (size_t d = 0; d <= depth; d++)
    s->proof[d] = s->stack[d].move;
  s->nproof = depth + 1;
  return 0;
}

/* The path is about to set stack[depth].move: from then on it agrees
** with the best line in at most its first 'depth' moves. */
static inline void best_leave(accordion_search *s, size_t depth) {
  if (s->best_match > depth)
    s->best_match = depth;
}

/* The move at stack[depth] reached fewer piles than ever: the path is
** the best line (only the moves after best_match are copied). */
static inline void best_reach(accordion_search *s, size_t depth) {
  if (depth + 1 <= s->nbest)
    return;
  for (size_t d = s->best_match; d <= depth; d++)
    s->best[d] = s->stack[d].move;
  s->nbest = s->best_match = depth + 1;
}

/* The keytab of losses of rows of len piles if it is large enough to
** fetch ahead; else NULL. */
static const wn_keytab *far_tab(const accordion_search *s, size_t len) {
  const wn_keytab *t = accordion_lost_tab(&s->lost, len);
  return t && wn_keytab_bytes(t) >= FETCH_BYTES ? t : NULL;
}

/* Start fetching what level f (len piles) will read from large tables
** of losses: the slot its own row takes if it joins, and, with its
** children hashed into chash (f->hashed), their tags, then the keys
** their lookups compare. Returns 0 or a wn_mem code. */
static int prefetch_level(accordion_search *s, size_t len,
                          struct accordion_frame *f) {
  f->hashed = 0;
  if (s->lost.bytes < FETCH_BYTES) /* no table is that large */
    return 0;
  const wn_keytab *own = far_tab(s, len);
  if (own)
    wn_keytab_prefetch_slot(own, accordion_lost_mix(f->hash));
  const wn_keytab *t = len >= 3 ? far_tab(s, len - 1) : NULL;
  if (!t)
    return 0;
  int rc = wn_mem_grow(s->mem, (void **)&s->chash, &s->chashcap, f->end,
                       sizeof *s->chash);
  if (rc)
    return rc;
  for (uint32_t k = f->next; k < f->end; k++) {
    accordion_cand c = s->cands[k];
    if (c & CAND_REFUTED)
      continue;
    uint32_t j = c >> 2, i = j - (c & 2 ? 3 : 1);
    s->chash[k] = accordion_child_hash(s->pos.row, len, j - 1, i - 1);
    wn_keytab_prefetch(t, accordion_lost_mix(s->chash[k]));
  }
  for (uint32_t k = f->next; k < f->end; k++) /* the tags come in first */
    if (!(s->cands[k] & CAND_REFUTED))
      wn_keytab_prefetch_key(t, accordion_lost_mix(s->chash[k]));
  f->hashed = 1;
  return 0;
}

/* Start the pass at the dealt row. Returns ACCORDION_UNDECIDED, the
** verdict if the tables or the dead-end test decide the row at once, or
** a wn_mem code. */
static int pass_begin(accordion_search *s, const uint8_t *cards, size_t n) {
  accordion_pos_set(&s->pos, cards, n);
  s->ncands = 0;
  s->depth = 0;
  s->best_match = 0;
  uint64_t h = s->stack[0].hash = accordion_pos_hash(&s->pos, n);
  if (accordion_lost_has(&s->lost, s->pos.row, n, h))
    return ACCORDION_LOST;
  if (!accordion_pos_may_win(&s->pos, n)) {
    int rc = accordion_lost_add(&s->lost, s->pos.row, n, h);
    return rc < 0 ? rc : ACCORDION_LOST;
  }
  s->stack[0].sleep = (struct accordion_sleep){.done = {0, 0}};
  int rc = accordion_generate(s, n, s->nbest < 1, &s->stack[0]);
  if (!rc)
    rc = prefetch_level(s, n, &s->stack[0]);
  return rc ? rc : ACCORDION_UNDECIDED;
}

/* Enter the child just made at level depth + 1 (hash h). Returns 0,
** ACCORDION_STOPPED or a wn_mem code. */
static int enter_child(accordion_search *s, size_t n, size_t depth,
                       uint64_t h) {
  size_t len = n - depth - 1; /* the child's piles */
  if (wn_budget_tick(s->budget))
    return ACCORDION_STOPPED;
  /* a position of a long row costs O(len log len): read the clock at
  ** every one, not at wn_budget_tick's pace */
  if (len + 1 >= LONG_ROW && wn_budget_check_time(s->budget))
    return ACCORDION_STOPPED;
  struct accordion_frame *f = &s->stack[depth], *child = f + 1;
  child->hash = h;
  child->entered = accordion_pass_states(s);
  if (s->sleep)
    accordion_sleep_child(&f->sleep, f->move.from - 1, f->move.to - 1,
                          &child->sleep);
  else
    child->sleep = (struct accordion_sleep){.done = {0, 0}};
  int rc = accordion_generate(s, len, s->nbest < depth + 2, child);
  return rc ? rc : prefetch_level(s, len, child);
}

/* Try the candidates left at level 'depth' until one leads to a row to
** search (*descended = 1) or none is left (*descended = 0). Returns
** ACCORDION_UNDECIDED then, else how the pass ends or pauses. */
static int try_level(accordion_search *s, size_t n, size_t depth,
                     int *descended) {
  struct accordion_frame *f = &s->stack[depth];
  size_t len = n - depth;
  int rc;
  *descended = 0;
  while (f->next < f->end) {
    accordion_cand c = s->cands[f->next++];
    best_leave(s, depth);
    f->move.from = c >> 2;
    f->move.to = f->move.from - (c & 2 ? 3 : 1);
    struct accordion_sleep was = f->sleep;
    if (s->sleep) /* lost once tried (a win ends the search) */
      accordion_sleep_mark(&f->sleep, f->move.from - 1, c >> 1 & 1);
    if (c & CAND_REFUTED) { /* lost at once: neither counted nor kept */
      best_reach(s, depth);
      continue;
    }
    f->saved = accordion_pos_apply(&s->pos, len, f->move);
    uint64_t h = f->hashed ? s->chash[f->next - 1]
                           : accordion_pos_hash(&s->pos, len - 1);
    assert(h == accordion_pos_hash(&s->pos, len - 1));
    best_reach(s, depth);
    if (len - 1 == 1)
      return (rc = record_proof(s, depth)) ? rc : ACCORDION_WON;
    assert(accordion_pos_may_win(&s->pos, len - 1)); /* generate cut those */
    if (accordion_lost_has(&s->lost, s->pos.row, len - 1, h)) {
      accordion_pos_undo(&s->pos, len - 1, f->move, f->saved);
      continue;
    }
    if (accordion_pass_states(s) >= s->pause_at) {
      /* paused: the move is tried again when the pass goes on */
      accordion_pos_undo(&s->pos, len - 1, f->move, f->saved);
      f->next--;
      f->sleep = was;
      return ACCORDION_PAUSED;
    }
    if ((rc = enter_child(s, n, depth, h)) != 0)
      return rc;
    *descended = 1;
    break;
  }
  return ACCORDION_UNDECIDED;
}

int accordion_pass_run(accordion_search *s, const uint8_t *cards, size_t n) {
  int rc;
  if (!s->live && (rc = pass_begin(s, cards, n)) != ACCORDION_UNDECIDED)
    return rc;
  s->live = 0;
  size_t depth = s->depth;
  for (;;) {
    int descended;
    rc = try_level(s, n, depth, &descended);
    if (rc != ACCORDION_UNDECIDED) {
      s->live = rc == ACCORDION_PAUSED;
      s->depth = depth;
      return rc;
    }
    if (descended) {
      depth++;
      continue;
    }
    const struct accordion_frame *f = &s->stack[depth];
    if (depth == 0 || s->keep_all || !s->lost.packed ||
        accordion_pass_states(s) - f->entered >= SMALL_LOSS) {
      rc = accordion_lost_add(&s->lost, s->pos.row, n - depth, f->hash);
      if (rc < 0)
        return rc;
    }
    if (depth == 0)
      return ACCORDION_LOST;
    depth--;
    s->ncands = s->stack[depth].end;
    accordion_pos_undo(&s->pos, n - depth - 1, s->stack[depth].move,
                       s->stack[depth].saved);
  }
}

void accordion_search_release(accordion_search *s) {
  wn_mem *mem = s->mem;
  accordion_lost_release(&s->lost);
  accordion_pos_release(&s->pos, mem);
  wn_mem_free(mem, s->stack, s->stackcap * sizeof *s->stack);
  wn_mem_free(mem, s->cands, s->candcap * sizeof *s->cands);
  wn_mem_free(mem, s->chash, s->chashcap * sizeof *s->chash);
  wn_mem_free(mem, s->proof, s->proofcap * sizeof *s->proof);
  wn_mem_free(mem, s->best, s->bestcap * sizeof *s->best);
}
