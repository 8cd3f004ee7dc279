/*
** family_search.h: the state of the Accordion family's
** general solver (family.c), held by value in the context
** (accordion_ctx.h), which makes, empties and frees it with the inline
** functions here: the solver sits below the context, not beside it.
**
** Invariant: 'lost' holds only rows proven lost under 'rules', the
** rules of the context's last family solve; accordion_set_rules
** empties it.
*/
#ifndef WN_FAMILY_SEARCH_H
#define WN_FAMILY_SEARCH_H

#include "core/core.h"
#include "winnable/accordion.h"
#include "games/family_match.h"

/* One level of the search: the row at depth d is row[0..len). */
typedef struct family_frame {
  uint32_t j, k;    /* the next move to try: pile j (0-based), offs[k] */
  accordion_move m; /* the move played from this row (1-based) */
  uint8_t a, b;     /* the tops that move overwrote or removed */
} family_frame;

/* A row of a beam's level: its parent at the level before and the move
** that made it from that parent (family_beam.c). */
typedef struct family_step {
  uint32_t parent;
  accordion_move m;
} family_step;

/* A child a beam may keep: its parent, move, legal moves and hash. */
typedef struct family_kid {
  uint64_t hash;
  uint32_t parent, moves;
  accordion_move m;
} family_kid;

typedef struct family_search {
  wn_byteset lost;      /* rows proven lost under 'rules' */
  accordion_rules rules;
  int offs[2 * ACCORDION_MAX_DISTANCE]; /* target - pile, ascending */
  size_t noffs;
  uint8_t *row;         /* the current row */
  size_t rowcap;
  family_frame *stack;  /* stack[d]: the row at depth d */
  size_t stackcap;
  size_t best_len;      /* the fewest piles reached */
  size_t best_match;    /* best[0..best_match) equals the path's moves */
  int sink;             /* hand rows proven lost to the context's sink */
  uint8_t *beam_rows;   /* a beam's two levels of rows (family_beam.c) */
  size_t beam_rowscap;
  family_step *steps;   /* a beam's levels, width entries each */
  size_t stepscap;
  family_kid *kids;     /* the children of a beam's level */
  size_t kidscap;
  uint64_t short_search; /* tests: the positions of the first exact
                         ** stage; 0: the default (family.c) */
} family_search;

/* The 0-based target of pile j's move by offs[k] on row[0..len) when
** that move is legal (in the row, the tops matching), else -1: the one
** test of the search's, the hints' and the beams' move loops. */
static inline long family_target(const family_search *f, const uint8_t *row,
                                 size_t len, size_t j, size_t k) {
  long i = (long)j + f->offs[k];
  return i >= 0 && i < (long)len &&
                 family_match(f->rules.match, row[j], row[i])
             ? i
             : -1;
}

static inline void family_search_init(family_search *f, wn_mem *mem) {
  memset(f, 0, sizeof *f);
  wn_byteset_init(&f->lost, mem);
}

static inline void family_search_release(family_search *f, wn_mem *mem) {
  wn_byteset_release(&f->lost);
  wn_mem_free(mem, f->row, f->rowcap);
  wn_mem_free(mem, f->stack, f->stackcap * sizeof *f->stack);
  wn_mem_free(mem, f->beam_rows, f->beam_rowscap);
  wn_mem_free(mem, f->steps, f->stepscap * sizeof *f->steps);
  wn_mem_free(mem, f->kids, f->kidscap * sizeof *f->kids);
  family_search_init(f, mem);
}

/* Forget every loss: they were of other rules, or memory ran short. */
static inline void family_search_forget(family_search *f) {
  wn_byteset_clear(&f->lost);
}

#endif /* WN_FAMILY_SEARCH_H */
