/*
** accordion_won.c: proven wins kept from one solve to the next
** (accordion_solve_keep, the hints).
**
** Every position of every proof found goes into s->won, the deepest
** first, so each position in 'won' has a successor in 'won' or is down
** to two piles. A search that reaches a position of 'won' is over:
** accordion_walk_won finishes the proof by stepping from one position
** of 'won' to another until one pile is left. Positions never leave
** 'won' between the two, so the walk cannot get stuck.
*/
#include "games/accordion_bits.h"
#include "games/accordion_search.h"

/* The first legal move from the row of len piles into 'won' (or to one
** pile), made. Returns it; every position in 'won' has one. */
static accordion_move step_won(accordion_search *s, size_t len) {
  const uint8_t *row = s->pos.row;
  for (uint32_t j = 2; j <= len; j++)
    for (uint32_t d = 1; d <= 3; d += 2) {
      if (j <= d || !accordion_match(row[j - 1], row[j - 1 - d]))
        continue;
      accordion_move m = {.from = j, .to = j - d};
      uint8_t c = accordion_pos_apply(&s->pos, len, m);
      if (len - 1 == 1 ||
          wn_byteset_contains(&s->won, s->pos.row, len - 1,
                              accordion_pos_hash(&s->pos, len - 1)))
        return m;
      accordion_pos_undo(&s->pos, len - 1, m, c);
    }
  assert(0); /* every position in 'won' has a successor there */
  return (accordion_move){.from = 0, .to = 0};
}

int accordion_walk_won(accordion_search *s, size_t len) {
  int rc = wn_mem_grow(s->mem, (void **)&s->proof, &s->proofcap,
                       s->nproof + len - 1, sizeof *s->proof);
  if (rc)
    return rc;
  for (; len > 1; len--)
    s->proof[s->nproof++] = step_won(s, len);
  return ACCORDION_WON;
}

void accordion_remember_line(accordion_search *s, const uint8_t *cards,
                             size_t n) {
  assert(s->nproof == n - 1); /* a win takes every pile but one */
  accordion_pos_set(&s->pos, cards, n);
  size_t len = n;
  for (size_t k = 0; k < s->nproof; k++, len--) {
    s->stack[k].move = s->proof[k];
    s->stack[k].saved = accordion_pos_apply(&s->pos, len, s->proof[k]);
  }
  for (size_t k = s->nproof; k-- > 0;) {
    accordion_pos_undo(&s->pos, len, s->stack[k].move, s->stack[k].saved);
    len++;
    if (wn_byteset_add(&s->won, s->pos.row, len,
                       accordion_pos_hash(&s->pos, len)) < 0)
      return;
  }
}
