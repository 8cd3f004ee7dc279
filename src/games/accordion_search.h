/*
** accordion_search.h: the state of the any rule's exact search, shared
** by move generation (accordion_moves.c) and the depth-first pass
** (accordion_pass.c).
**
** stack[d] is level d of the path: the row of n - d piles, its candidate
** moves cands[next..end), the move that left it. Invariant: 'lost' only
** holds rows from which no line wins, so it stays valid across kept
** solves.
*/
#ifndef WN_ACCORDION_SEARCH_H
#define WN_ACCORDION_SEARCH_H

#include "core/core.h"
#include "winnable/accordion.h"
#include "games/accordion_lost.h"
#include "games/accordion_pos.h"
#include "games/accordion_result.h"
#include "games/accordion_sleep.h"

/* A legal move waiting to be tried: the moving pile (1-based) << 2, then
** 1 for a 3-left move (else 0) << 1, then the bit CAND_REFUTED. */
typedef uint32_t accordion_cand;
#define CAND_REFUTED 1u /* the child fails the dead-end test: kept for the
                        ** best line alone */

/* Rows of this many piles or more are long: a greedy line first, no
** beams, the clock read at every position. */
#define LONG_ROW 1024

/* Past this many positions of the pass a search is long: its losses
** move to the compact tables, and the pass starts again from the deal
** with closed blocks. After BLOCK_TRIAL rows looked at, a solve whose
** blocks narrowed fewer than one row in BLOCK_RARE stops looking. */
#define LONG_SEARCH 10000
#define BLOCK_TRIAL 4096
#define BLOCK_RARE 8

/* The closed block of row[0..len) with the fewest legal moves (ties:
** the leftmost, then the shortest; accordion_block.c), 'tops' the row's
** tops word (accordion_tally), the row with pads as accordion_pos keeps
** them. Returns 1 and sets [*l, *r) if it leaves out a legal move; else
** 0, as for rows of over BLOCK_MAX_PILES piles. It depends on the row
** alone. */
#define BLOCK_MAX_PILES 64
int accordion_block_find(const uint8_t *row, size_t len, uint64_t tops,
                         size_t *l, size_t *r);

/* One level of the path. */
struct accordion_frame {
  uint32_t next, end;     /* candidates left: cands[next..end) */
  uint8_t saved;          /* the top the move covered (for the undo) */
  uint8_t hashed;         /* chash[next..end) hold the children's hashes */
  accordion_move move;    /* the move that left this level */
  uint64_t hash;          /* accordion_pos_hash of this level's row */
  uint64_t entered;       /* the pass's positions when the row was entered */
  struct accordion_sleep sleep; /* moves known lost here */
};

typedef struct accordion_search {
  wn_mem *mem;            /* the context's */
  wn_budget *budget;      /* the context's */
  accordion_pos pos;
  struct accordion_frame *stack;
  size_t stackcap;
  accordion_cand *cands;  /* candidate moves of every level on the path */
  size_t ncands, candcap;
  uint64_t *chash;        /* chash[k]: the hash of cands[k]'s child, at
                          ** levels whose 'hashed' is set */
  size_t chashcap;
  accordion_lost lost;    /* rows proven lost */
  accordion_move *proof;
  size_t nproof, proofcap;
  /* the line to the fewest piles reached (accordion_best_line); the
  ** first best_match moves of the current path are best[0..) */
  accordion_move *best;
  size_t nbest, bestcap, best_match;
  int sleep;              /* skip moves known lost (not for certificates) */
  int blocks;             /* closed blocks allowed (not for certificates,
                          ** which need every move) */
  int blocking;           /* rows keep their closed block's moves alone */
  int keep_all;           /* every lost row joins the table (certificates:
                          ** their rows must be closed under moves) */
  uint64_t block_tried, block_cut; /* rows looked at, rows narrowed */
  int live;               /* the pass is paused at level 'depth' */
  size_t depth;
  uint64_t pause_at;      /* the pass pauses before it enters a row once
                          ** it has examined this many (UINT64_MAX: never) */
  uint64_t beam_states;   /* positions the beams of this solve examined */
} accordion_search;

/* Positions this solve's pass examined, the beams' left out. */
static inline uint64_t accordion_pass_states(const accordion_search *s) {
  return s->budget->states - s->beam_states;
}

/*
** Push the legal moves of the row of len piles onto s->cands as level
** f's candidates, in the pass's order: the 3-left moves from the left
** pile to the right, then the 1-left moves from the right pile to the
** left (accordion_moves.c; docs/accordion.md, "The pass's order"); with
** s->blocking only those of its closed block. Moves known lost at f, and
** those whose child fails the dead-end test (which join them), are left
** out, or with 'for_best' kept (the latter marked CAND_REFUTED) for the
** best line.
** Returns 0 or a wn_mem code.
*/
int accordion_generate(accordion_search *s, size_t len, int for_best,
                       struct accordion_frame *f);

/* The depth-first pass from cards[0..n), resumed if s->live. Returns
** ACCORDION_WON (s->proof), ACCORDION_LOST, ACCORDION_PAUSED (s->live:
** it reached s->pause_at), ACCORDION_STOPPED, or a wn_mem code. */
int accordion_pass_run(accordion_search *s, const uint8_t *cards, size_t n);

/* Free what s holds (path, tables, lines). */
void accordion_search_release(accordion_search *s);

#endif /* WN_ACCORDION_SEARCH_H */
