/*
** accordion_ctx.h: the Accordion context (struct accordion_ctx, opaque
** in the public API) and what it holds, for the files that work on it:
** its lifecycle and getters (accordion_ctx.c), the solve
** (accordion.c) and the hints (accordion_hint.c).
**
** Invariant: 'certified' is set only by an accordion_solve with
** certificates on that ended in a loss under the any rule, and cleared
** by anything that may change the table of losses afterwards.
** No globals: all state of a solve is here.
*/
#ifndef WN_ACCORDION_CTX_H
#define WN_ACCORDION_CTX_H

#include "core/core.h"
#include "winnable/accordion.h"
#include "games/accordion_beam.h"
#include "games/rightmost.h"
#include "games/accordion_search.h"
#include "games/family_search.h"

/*
** What the last accordion_hint found, kept in its context
** (accordion_hint.c fills it; accordion_ctx.c owns and frees it).
** Move k's winning continuation, when it has one, is the start[2k + 1]
** moves at lines[start[2k]] (lines are appended as they are found, not
** in move order); lines is allocated whenever nvalues is nonzero, so an
** empty continuation still has a non-NULL pointer.
*/
typedef struct accordion_hints {
  accordion_move_value *values;
  size_t nvalues, valuescap;
  size_t *start;          /* offset and length of each move's line */
  size_t startcap;
  accordion_move *lines;
  size_t linescap, nlines;
  uint8_t *child;         /* scratch: the row after one move */
  size_t childcap;
  /* any rule, short rows (accordion_hint.c, transplant): the winning
  ** lines found so far as moves of pile identities (dealt positions,
  ** 0-based: source, target), n - 1 moves of the hinted row each */
  uint16_t *ident;
  size_t identcap, nident;
  uint16_t *ids;          /* scratch: the identity of each pile */
  size_t idscap;
} accordion_hints;

/* Free what 'hints' holds (accordion_ctx.c). */
void accordion_hints_release(accordion_hints *hints, wn_mem *mem);

struct accordion_ctx {
  wn_mem mem;
  wn_limits limits;
  wn_budget budget;
  accordion_rules rules;   /* accordion_set_rules; classic by default */
  accordion_search search; /* the any rule's exact search */
  rightmost_solver *rm;   /* rightmost rule, made on first use */
  family_search family;   /* the solver of rules other than classic */
  accordion_beam *beam;   /* any rule's beams, made on first use */
  accordion_hints hints;  /* the last accordion_hint */
  int certify;            /* accordion_set_certify: keep 'lost' closed */
  accordion_lost_sink_fn *cert_sink; /* accordion_set_certify_sink */
  void *cert_user;
  int certified;          /* search.lost holds the certificate of the
                          ** last solve's loss */
  size_t lost_room;       /* tests: the bound of 'lost'; 0: the default */
};

#endif /* WN_ACCORDION_CTX_H */
