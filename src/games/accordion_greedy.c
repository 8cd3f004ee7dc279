/*
** accordion_greedy.c: one greedy line of play for long Accordion rows,
** in time and memory linear in the row.
**
** The row is a doubly linked list over the dealt slots (a move costs
** O(1)), and a Fenwick tree of live slots gives a pile's 1-based
** position for the proof in O(log n). A pile popped from a worklist
** makes its move if it has one (onto the pile 1 left first), and the
** piles whose 1- or 3-left neighbour that move changed go back on it.
** Invariant: every pile with a legal move is on the worklist, so the
** line ends only when no move is left.
*/
#include "core/core.h"
#include "games/accordion_beam.h"
#include "games/accordion_bits.h"

#define NIL UINT32_MAX

struct greedy {
  wn_mem *mem;
  uint32_t *prev, *next;   /* live neighbours of each slot, NIL at ends */
  uint32_t *fen;           /* Fenwick tree: live slots, 1-based */
  uint8_t *top;            /* top card of the pile dealt in each slot */
  uint8_t *dead;
  uint32_t *work;          /* slots to look at again (may repeat) */
  size_t n, nwork, workcap;
};

/* Piles left of slot s, plus one: its position in the current row. */
static uint32_t position(const struct greedy *g, uint32_t s) {
  uint32_t sum = 0;
  for (size_t k = s + 1; k > 0; k &= k - 1)
    sum += g->fen[k];
  return sum;
}

static void kill_slot(struct greedy *g, uint32_t s) {
  for (size_t k = s + 1; k <= g->n; k += k & (~k + 1))
    g->fen[k]--;
  g->dead[s] = 1;
}

static int push(struct greedy *g, uint32_t s) {
  if (s == NIL)
    return 0;
  if (g->nwork == g->workcap) {
    int rc = wn_mem_grow(g->mem, (void **)&g->work, &g->workcap,
                         g->nwork + 1, sizeof *g->work);
    if (rc)
      return rc;
  }
  g->work[g->nwork++] = s;
  return 0;
}

static uint32_t back(const struct greedy *g, uint32_t s, int d) {
  for (; d > 0 && s != NIL; d--)
    s = g->prev[s];
  return s;
}

/* Move slot s onto slot t (1 or 3 piles left), writing the move in
** *mv; the piles whose left neighbours changed go on the worklist. */
static int move(struct greedy *g, uint32_t s, uint32_t t,
                accordion_move *mv) {
  mv->from = position(g, s);
  mv->to = position(g, t);
  uint32_t after = g->next[s];
  g->top[t] = g->top[s];
  if (g->prev[s] != NIL)
    g->next[g->prev[s]] = after;
  if (after != NIL)
    g->prev[after] = g->prev[s];
  kill_slot(g, s);
  /* t's new top may move or be moved onto; the three piles after the
  ** gap see new neighbours 1 and 3 to their left */
  int rc = push(g, t);
  uint32_t u = after;
  for (int k = 0; k < 3 && !rc && u != NIL; k++, u = g->next[u])
    rc = push(g, u);
  for (u = g->next[t]; !rc && u != after && u != NIL; u = g->next[u])
    rc = push(g, u); /* the piles jumped over by a 3-left move */
  return rc;
}

static int greedy_line(struct greedy *g, wn_budget *budget,
                       accordion_move *proof, size_t *nproof) {
  size_t piles = g->n, made = 0;
  if (wn_budget_tick(budget)) /* the dealt row */
    return ACCORDION_STOPPED;
  for (uint32_t s = (uint32_t)g->n; s-- > 0;) {
    int rc = push(g, s);
    if (rc)
      return rc;
  }
  while (g->nwork && piles > 1) {
    uint32_t s = g->work[--g->nwork];
    if (g->dead[s])
      continue;
    uint32_t t = back(g, s, 1);
    if (t == NIL || !accordion_match(g->top[s], g->top[t])) {
      t = back(g, s, 3);
      if (t == NIL || !accordion_match(g->top[s], g->top[t]))
        continue;
    }
    if (wn_budget_tick(budget))
      return ACCORDION_STOPPED;
    int rc = move(g, s, t, &proof[made++]);
    if (rc)
      return rc;
    piles--;
  }
  *nproof = made;
  return piles == 1 ? ACCORDION_WON : ACCORDION_NO_LINE;
}

int accordion_greedy(wn_mem *mem, wn_budget *budget, const uint8_t *cards,
                     size_t n, accordion_move *proof, size_t *nproof) {
  assert(n >= 2 && n < NIL);
  struct greedy g = {.mem = mem, .n = n};
  size_t bytes = (3 * n + 1) * sizeof(uint32_t) + 2 * n; /* one block */
  uint32_t *block = wn_mem_alloc(mem, bytes);
  int rc = wn_mem_fail(mem);
  if (block) {
    g.prev = block, g.next = block + n, g.fen = block + 2 * n;
    g.top = (uint8_t *)(block + 3 * n + 1), g.dead = g.top + n;
    memcpy(g.top, cards, n);
    memset(g.dead, 0, n);
    for (size_t k = 0; k < n; k++) {
      g.prev[k] = k ? (uint32_t)k - 1 : NIL;
      g.next[k] = k + 1 < n ? (uint32_t)k + 1 : NIL;
    }
    for (size_t k = 1; k <= n; k++) /* all live: fen[k] = lowbit(k) */
      g.fen[k] = (uint32_t)(k & (~k + 1));
    rc = greedy_line(&g, budget, proof, nproof);
  }
  wn_mem_free(mem, block, block ? bytes : 0);
  wn_mem_free(mem, g.work, g.workcap * sizeof *g.work);
  return rc;
}
