/*
** accordion_search.h: the state of the any rule's exact search, shared
** by its parts: move generation and ordering (accordion_order.c), the
** kept wins (accordion_won.c) and the depth-first passes
** (accordion_pass.c); the portfolio that schedules them is accordion.c.
**
** The search walks one path from the dealt row, making and taking back
** moves on one position (accordion_pos.h). stack[d] is level d of the
** path: the row of n - d piles, its candidate moves cands[next..end),
** and the move that left it. Invariant: 'lost' only ever holds rows
** from which no sequence of moves wins (whatever row they were reached
** from), so it stays valid from pass to pass and from one solve to the
** next on kept solves; 'won' only holds rows of a proof, each with a
** successor in 'won' or of two piles.
*/
#ifndef WN_ACCORDION_SEARCH_H
#define WN_ACCORDION_SEARCH_H

#include "core/core.h"
#include "winnable/accordion.h"
#include "games/accordion_canon.h"
#include "games/accordion_lost.h"
#include "games/accordion_pos.h"
#include "games/accordion_result.h"
#include "games/accordion_sleep.h"

/*
** A legal move waiting to be tried, as one sort key: the ordering score
** (higher first) in the top 32 bits, then the moving pile (leftmost
** first), then 0 for a 1-left move, 1 for a 3-left one, then the bit
** CAND_REFUTED. (pile, distance) is unique in a list, so that bit never
** decides the order.
*/
typedef uint64_t accordion_cand;
#define CAND_REFUTED 1u /* the child fails the dead-end test: kept for the
                        ** best line alone */

/* Rows of this many piles or more are long: the solve plays a greedy
** line first, runs no beams, and a pass reads the clock at each of
** their positions (one costs O(len log len)). */
#define LONG_ROW 1024

/* Past this many positions of its passes a deal is in the tail (random
** 52-card deals rarely get there), and the winning lines of the hardest
** deals take moves of a higher degree class than the noise within a
** class ever promotes: from here on the noise may cross one class. */
#define ACCORDION_CROSS_STATES 100000

/* Past this many positions of its passes, the order whose passes alone
** reached the deepest level gets a larger budget (accordion.c): random
** 52-card deals never get there. */
#define ACCORDION_FAVOUR_STATES 30000

/* Past this many positions of its passes a search is long enough for
** relabelled keys of losses to pay for their upkeep. */
#define ACCORDION_CANON_STATES 100000

/* Past this many positions of its passes a search keeps each row's moves
** to a closed block (accordion_block.h): random 52-card deals rarely get
** there, so their searches stay as they are. */
#define ACCORDION_BLOCK_STATES 100000
#define BLOCK_TRIAL 65536
#define BLOCK_RARE 8

/* Past this many positions of its passes a deal is hard (random 52- and
** 18-card deals never get there, 28-card ones rarely): the last stage
** (accordion.c, run_stage) decides it. Fewer cost the climbed hard
** deals that the portfolio's noise wins late (docs/accordion.md). */
#define ACCORDION_STAGE_STATES 200000

/* One level of the path. */
struct accordion_frame {
  uint32_t next, end;     /* candidates left: cands[next..end) */
  uint8_t saved;          /* the top the move covered (for the undo) */
  uint8_t hashed;         /* chash[next..end) hold the children's hashes
                          ** (read only once the losses are packed) */
  accordion_move move;    /* the move that left this level */
  uint64_t hash;          /* accordion_pos_hash of this level's row */
  struct accordion_sleep sleep; /* moves known lost here */
};

/*
** Move orders of a pass. ORDER_SCORED: the heuristic of accordion_order.c
** (with noise after the first pass). ORDER_LEFT: the natural order,
** piles from the left, each onto its 1-left then 3-left neighbour.
** ORDER_RIGHT: the reverse, the last pile first, 3-left before 1-left.
*/
enum accordion_order { ORDER_SCORED, ORDER_LEFT, ORDER_RIGHT };

/* The settings of one pass. */
struct accordion_pass {
  uint64_t index;         /* the restart it belongs to: 1, 2, ... */
  uint64_t limit;         /* losses it may add before it is cut off;
                          ** 0: no limit */
  enum accordion_order order;
  int noise;              /* random tie-breaks among equal scores */
  int cross;              /* the noise may cross one degree class too */
  int alone;              /* a row with a closed block tries the block's
                          ** moves alone (accordion_order.c, keep_block) */
  wn_rng rng;             /* the noise stream of this pass */
  size_t deepest;         /* the deepest level this pass reached */
};

/*
** The path of a pass in ORDER_LEFT or ORDER_RIGHT cut off by its budget:
** those passes carry no noise, so the next pass of the order would walk
** the same moves again; it goes on from here instead.
*/
struct accordion_resume {
  int live;               /* holds the path of a pass of this solve */
  size_t depth, ncands;
  uint8_t *row;           /* the row at 'depth': n - depth piles */
  struct accordion_frame *stack; /* levels 0..depth */
  accordion_cand *cands;
  size_t rowcap, stackcap, candcap;
  struct accordion_tally tally;
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
  wn_byteset won;         /* kept solves: rows on proofs */
  accordion_move *proof;
  size_t nproof, proofcap;
  /* the line to the fewest piles reached (accordion_best_line); the
  ** first best_match moves of the current path are best[0..) */
  accordion_move *best;
  size_t nbest, bestcap, best_match;
  int sleep;              /* skip moves known lost (not for certificates) */
  struct accordion_pass pass;
  struct accordion_resume resume[2]; /* of ORDER_LEFT, ORDER_RIGHT */
  uint64_t noise_seed;    /* the noise stream's seed (0 but in experiments) */
  uint64_t cross_states;  /* passes' positions before the noise crosses */
  uint64_t favour_states; /* passes' positions before the order that
                          ** reached deepest gets a larger budget */
  uint64_t beam_states;   /* positions the beams of this solve examined */
  uint64_t stage_at;      /* a pass with a budget is cut off once the
                          ** passes have examined this many positions:
                          ** the last stage is due (accordion.c);
                          ** UINT64_MAX: never */
  size_t far_bytes;       /* packed tables of losses of this many bytes
                          ** are fetched ahead (accordion_lost_far) */
  /* from this many positions of the passes on, losses are looked up
  ** and stored packed, rows of up to CANON_MAX_PILES piles relabelled
  ** first unless certificates are on (accordion_lost.h); UINT64_MAX:
  ** never */
  uint64_t canon_states;
  /* threads (accordion_team.c): once the budget has counted sync_at
  ** positions, a pass calls sync(sync_arg) as it enters the next one,
  ** which sets the next sync_at; nonzero stops the pass
  ** (ACCORDION_STOPPED). UINT64_MAX: never */
  uint64_t sync_at;
  int (*sync)(void *arg);
  void *sync_arg;
  /* from this many positions of the passes on, a row's moves are kept
  ** to a closed block (accordion_block.h); UINT64_MAX: never (as with
  ** certificates, which need every move) */
  uint64_t block_states;
  /* rows looked at for a block, and those it narrowed, this solve: after
  ** BLOCK_TRIAL rows looked at, blocks that narrowed fewer than one in
  ** BLOCK_RARE are looked for no more (block_states set to never) */
  uint64_t block_tried, block_cut;
} accordion_search;

/* Positions this solve's passes examined, the beams' left out. */
static inline uint64_t accordion_pass_states(const accordion_search *s) {
  return s->budget->states - s->beam_states;
}

/*
** Push the legal moves of the row of len piles onto s->cands, best
** first, as level f's candidates (accordion_order.c). The caller has
** checked the dead-end test. A move whose child fails it is left out
** (it is lost) or, with 'for_best' (the children reach fewer piles than
** the best line), kept with CAND_REFUTED for the best line alone; so is
** a move known lost at f, unless 'for_best'; refuted moves join f's
** known lost. Returns 0 or a wn_mem code.
*/
int accordion_generate(accordion_search *s, size_t len, int for_best,
                       struct accordion_frame *f);

/*
** Kept wins (accordion_won.c). accordion_walk_won appends to s->proof
** a line from the current row of len piles, which is in 'won', to one
** pile (the position ends there). Returns ACCORDION_WON or a wn_mem
** code. accordion_remember_line puts the positions of s->proof, a win
** from cards[0..n), into 'won', the deepest first; without room it
** stops early (the positions in keep their successors).
*/
int accordion_walk_won(accordion_search *s, size_t len);
void accordion_remember_line(accordion_search *s, const uint8_t *cards,
                             size_t n);

/*
** One depth-first pass from cards[0..n) with the settings s->pass (its
** index, limit and order set by the caller; accordion_pass.c). Returns
** ACCORDION_WON (s->proof), ACCORDION_LOST, ACCORDION_RESTART (the
** budget of losses ran out, or the last stage is due), ACCORDION_STOPPED,
** or a wn_mem code.
*/
int accordion_pass_run(accordion_search *s, const uint8_t *cards, size_t n);

/* Free what s holds (resume paths, path, tables, lines). */
void accordion_search_release(accordion_search *s);

#endif /* WN_ACCORDION_SEARCH_H */
