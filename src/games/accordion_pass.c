/*
** accordion_pass.c: one depth-first pass of the any rule's exact search.
**
** A pass walks down from the dealt row (or, in ORDER_LEFT and
** ORDER_RIGHT, from where the last pass of its order was cut off),
** trying each level's candidates in order (accordion_order.c). A row
** all of whose moves failed joins s->lost, which only ever holds proven
** losses, and is skipped wherever it shows up again; the deal is lost
** when its own row joins. A win ends the pass with the path as the
** proof, and so does reaching a row of s->won (accordion_won.c). A pass
** with a limit is cut off at the first row it would expand once it has
** added more losses than that, or once the passes have examined
** s->stage_at positions: ACCORDION_RESTART, and the caller runs the next
** pass or the last stage (accordion.c). Each level passes the moves
** known lost there to its children (accordion_sleep.h). Once the table of
** losses is large, a level fetches the lines its children's lookups and
** its own add will read before it tries any child (prefetch_level): the
** table is only read early, never changed, so the search is the same.
*/
#include "games/accordion_search.h"

#define NOISE_STREAM 0xacc /* the noise's stream id: any fixed value */

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

/*
** The move at stack[depth] reached fewer piles than ever: the path is
** the best line. Only the moves after best_match are copied, so the
** copies cost no more than the moves the search makes.
*/
static inline void best_reach(accordion_search *s, size_t depth) {
  if (depth + 1 <= s->nbest)
    return;
  for (size_t d = s->best_match; d <= depth; d++)
    s->best[d] = s->stack[d].move;
  s->nbest = s->best_match = depth + 1;
}

/*
** Hash the children of f's candidates into s->chash and start fetching
** their lines of t, the table of losses of their length, so that each
** lookup finds its lines on their way or in the cache. Refuted moves are
** never looked up.
*/
static void prefetch_children(accordion_search *s, size_t len,
                              struct accordion_frame *f, const wn_keytab *t) {
  for (uint32_t k = f->next; k < f->end; k++) {
    accordion_cand c = s->cands[k];
    if (c & CAND_REFUTED)
      continue;
    uint32_t j = (uint32_t)c >> 2, i = j - (c & 2 ? 3 : 1);
    uint64_t h = accordion_child_hash(s->pos.row, len, j - 1, i - 1);
    s->chash[k] = h;
    accordion_lost_prefetch(t, h);
    accordion_lost_prefetch_rows(&s->lost, h);
  }
  /* the tags come in together; then the keys their lookups compare */
  for (uint32_t k = f->next; k < f->end; k++)
    if (!(s->cands[k] & CAND_REFUTED))
      accordion_lost_prefetch_key(t, s->chash[k]);
  f->hashed = 1;
}

/*
** Once the losses are packed (its own, or a team's shared table), after
** accordion_generate: start fetching what level f (len piles) will read
** from large tables of losses (accordion_lost_far_any: its own, else the
** shared one), so that the misses overlap: the slot its own
** row takes if it joins, and, with the children hashed into chash (f's
** 'hashed'), their tags and the keys their lookups compare. Changes
** nothing the search sees. Returns 0 or a wn_mem code.
*/
static int prefetch_level(accordion_search *s, size_t len,
                          struct accordion_frame *f) {
  f->hashed = 0;
  const wn_keytab *own = accordion_lost_far(&s->lost, len, s->far_bytes);
  if (own)
    accordion_lost_prefetch_slot(own, f->hash);
  const wn_keytab *far =
      len >= 3 ? accordion_lost_far_any(&s->lost, len - 1, s->far_bytes)
               : NULL;
  if (!far)
    return 0;
  int rc = wn_mem_grow(s->mem, (void **)&s->chash, &s->chashcap, f->end,
                       sizeof *s->chash);
  if (rc)
    return rc;
  prefetch_children(s, len, f, far);
  return 0;
}

/*
** Start a pass at the dealt row: position, noise, hash and the moves of
** level 0. Returns ACCORDION_UNDECIDED, or the verdict when the table of
** losses, the kept wins or the dead-end test decide the row at once (or
** a wn_mem code).
*/
static int pass_begin(accordion_search *s, const uint8_t *cards, size_t n) {
  struct accordion_pass *p = &s->pass;
  accordion_pos_set(&s->pos, cards, n);
  s->ncands = 0;
  wn_rng_init(&p->rng, s->noise_seed, NOISE_STREAM, p->index);
  p->noise = p->index > 1 && p->order == ORDER_SCORED;
  p->cross = p->noise && accordion_pass_states(s) >= s->cross_states;
  s->best_match = 0; /* a new path from the deal */
  uint64_t h = s->stack[0].hash = accordion_pos_hash(&s->pos, n);
  if (accordion_lost_has(&s->lost, s->pos.row, n, h))
    return ACCORDION_LOST;
  if (s->won.count && wn_byteset_contains(&s->won, s->pos.row, n, h)) {
    s->nproof = 0;
    return accordion_walk_won(s, n);
  }
  if (!accordion_pos_may_win(&s->pos, n)) {
    int rc = accordion_lost_add(&s->lost, s->pos.row, n, h);
    return rc < 0 ? rc : ACCORDION_LOST;
  }
  s->stack[0].sleep = (struct accordion_sleep){.done = {0, 0}};
  s->stack[0].hashed = 0;
  int rc = accordion_generate(s, n, s->nbest < 1, &s->stack[0]);
  if (!rc && accordion_lost_fetches(&s->lost))
    rc = prefetch_level(s, n, &s->stack[0]);
  return rc ? rc : ACCORDION_UNDECIDED;
}

/*
** Copy the path of a pass cut off at level 'depth' (the move being
** tried there taken back) to rs. Without room rs holds nothing, and the
** next pass of the order starts afresh.
*/
static void resume_save(accordion_search *s, struct accordion_resume *rs,
                        size_t depth, size_t n) {
  size_t len = n - depth;
  rs->live = !wn_mem_grow(s->mem, (void **)&rs->row, &rs->rowcap, len, 1) &&
             !wn_mem_grow(s->mem, (void **)&rs->stack, &rs->stackcap,
                          depth + 1, sizeof *rs->stack) &&
             !wn_mem_grow(s->mem, (void **)&rs->cands, &rs->candcap,
                          s->ncands, sizeof *rs->cands);
  if (!rs->live)
    return;
  memcpy(rs->row, s->pos.row, len);
  memcpy(rs->stack, s->stack, (depth + 1) * sizeof *rs->stack);
  memcpy(rs->cands, s->cands, s->ncands * sizeof *rs->cands);
  rs->tally = s->pos.tally;
  rs->depth = depth;
  rs->ncands = s->ncands;
}

/* Put back the path rs holds (no noise). Returns its depth, or a wn_mem
** code (negative) if the candidates find no room. */
static long resume_load(accordion_search *s, struct accordion_resume *rs,
                        size_t n) {
  assert(rs->live && rs->depth < n);
  int rc = wn_mem_grow(s->mem, (void **)&s->cands, &s->candcap, rs->ncands,
                       sizeof *s->cands);
  if (rc)
    return rc;
  memcpy(s->pos.row, rs->row, n - rs->depth);
  /* the bytes after the row are zeros; past n they stay so */
  memset(s->pos.row + (n - rs->depth), 0, rs->depth);
  memcpy(s->stack, rs->stack, (rs->depth + 1) * sizeof *rs->stack);
  for (size_t d = 0; d <= rs->depth; d++) /* the children's hashes stay */
    s->stack[d].hashed = 0;                /* behind: made again */
  memcpy(s->cands, rs->cands, rs->ncands * sizeof *rs->cands);
  s->pos.tally = rs->tally;
  s->ncands = rs->ncands;
  s->pass.noise = s->pass.cross = 0;
  s->best_match = 0; /* another path than the last pass's */
  return (long)rs->depth;
}

/* The path of this pass's order kept for resuming, or NULL. */
static struct accordion_resume *resume_of(accordion_search *s) {
  return s->pass.order == ORDER_SCORED ? NULL
                                       : &s->resume[s->pass.order - ORDER_LEFT];
}

/*
** Enter the child just made at level depth + 1 (hash h): count it,
** give it the moves known lost it inherits and its candidates. Returns
** 0, ACCORDION_STOPPED or a wn_mem code.
*/
static int enter_child(accordion_search *s, size_t n, size_t depth,
                       uint64_t h) {
  size_t len = n - depth - 1; /* the child's piles */
  if (wn_budget_tick(s->budget))
    return ACCORDION_STOPPED;
  if (s->budget->states >= s->sync_at && s->sync(s->sync_arg))
    return ACCORDION_STOPPED; /* the team's barrier stopped it */
  /* a position of a long row costs O(len log len): read the clock at
  ** every one, not at wn_budget_tick's pace */
  if (len + 1 >= LONG_ROW && wn_budget_check_time(s->budget))
    return ACCORDION_STOPPED;
  struct accordion_frame *f = &s->stack[depth], *child = f + 1;
  child->hash = h;
  if (s->sleep)
    accordion_sleep_child(&f->sleep, f->move.from - 1, f->move.to - 1,
                          &child->sleep);
  else /* none known: what a solve with sleep sets left there is stale */
    child->sleep = (struct accordion_sleep){.done = {0, 0}};
  child->hashed = 0;
  int rc = accordion_generate(s, len, s->nbest < depth + 2, child);
  if (!rc && accordion_lost_fetches(&s->lost)) /* long: fetch ahead */
    rc = prefetch_level(s, len, child);
  return rc;
}

/*
** Try the candidates left at level 'depth' until one leads to a row to
** search (*descended = 1, that row's level ready) or none is left
** (*descended = 0). Returns ACCORDION_UNDECIDED then, else how the pass
** ends (ACCORDION_WON, ACCORDION_RESTART, ACCORDION_STOPPED, a wn_mem
** code). 'added': losses this pass has added.
*/
static int try_level(accordion_search *s, size_t n, size_t depth,
                     uint64_t added, int *descended) {
  struct accordion_frame *f = &s->stack[depth];
  size_t len = n - depth;
  int rc;
  *descended = 0;
  while (f->next < f->end) {
    accordion_cand c = s->cands[f->next++];
    best_leave(s, depth);
    f->move.from = (uint32_t)c >> 2;
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
    if (s->won.count && /* on an earlier proof: won from here */
        wn_byteset_contains(&s->won, s->pos.row, len - 1, h))
      return (rc = record_proof(s, depth)) ? rc
                                           : accordion_walk_won(s, len - 1);
    assert(accordion_pos_may_win(&s->pos, len - 1)); /* generate cut those */
    if (accordion_lost_has(&s->lost, s->pos.row, len - 1, h)) {
      accordion_pos_undo(&s->pos, len - 1, f->move, f->saved);
      continue;
    }
    if (s->pass.limit && (added > s->pass.limit ||
                          accordion_pass_states(s) >= s->stage_at)) {
      /* cut off: the move is tried again by the next pass */
      accordion_pos_undo(&s->pos, len - 1, f->move, f->saved);
      f->next--;
      f->sleep = was;
      if (resume_of(s))
        resume_save(s, resume_of(s), depth, n);
      return ACCORDION_RESTART;
    }
    if ((rc = enter_child(s, n, depth, h)) != 0)
      return rc;
    *descended = 1;
    break;
  }
  return ACCORDION_UNDECIDED;
}

int accordion_pass_run(accordion_search *s, const uint8_t *cards, size_t n) {
  struct accordion_resume *rs = resume_of(s);
  size_t depth = 0;
  int rc;
  if (rs && rs->live) {
    long at = resume_load(s, rs, n);
    if (at < 0)
      return (int)at;
    depth = (size_t)at;
  } else if ((rc = pass_begin(s, cards, n)) != ACCORDION_UNDECIDED) {
    return rc;
  }
  uint64_t added = 0; /* losses this pass added to s->lost */
  for (;;) {
    int descended;
    if (!s->lost.packed && accordion_pass_states(s) >= s->canon_states) {
      rc = accordion_lost_repack(&s->lost); /* the search is long: keys
                                            ** packed from here (the levels
                                            ** made before keep 'hashed' 0) */
      if (rc)
        return rc;
    }
    rc = try_level(s, n, depth, added, &descended);
    if (rc != ACCORDION_UNDECIDED)
      return rc;
    if (descended) {
      depth++;
      if (depth > s->pass.deepest)
        s->pass.deepest = depth;
      continue;
    }
    rc = accordion_lost_add(&s->lost, s->pos.row, n - depth,
                            s->stack[depth].hash);
    if (rc < 0)
      return rc;
    added++;
    if (depth == 0)
      return ACCORDION_LOST;
    depth--;
    s->ncands = s->stack[depth].end;
    accordion_pos_undo(&s->pos, n - depth - 1, s->stack[depth].move,
                       s->stack[depth].saved);
  }
}

static void resume_release(wn_mem *mem, struct accordion_resume *rs) {
  wn_mem_free(mem, rs->row, rs->rowcap);
  wn_mem_free(mem, rs->stack, rs->stackcap * sizeof *rs->stack);
  wn_mem_free(mem, rs->cands, rs->candcap * sizeof *rs->cands);
}

void accordion_search_release(accordion_search *s) {
  wn_mem *mem = s->mem;
  for (size_t k = 0; k < 2; k++)
    resume_release(mem, &s->resume[k]);
  accordion_lost_release(&s->lost);
  wn_byteset_release(&s->won);
  accordion_pos_release(&s->pos, mem);
  wn_mem_free(mem, s->stack, s->stackcap * sizeof *s->stack);
  wn_mem_free(mem, s->cands, s->candcap * sizeof *s->cands);
  wn_mem_free(mem, s->chash, s->chashcap * sizeof *s->chash);
  wn_mem_free(mem, s->proof, s->proofcap * sizeof *s->proof);
  wn_mem_free(mem, s->best, s->bestcap * sizeof *s->best);
}
