/*
** stacks_ctx.h: the Stack Management context, the data shared by the
** decision (stacks_decide.c), the move-list builder (stacks_moves.c),
** the hints (stacks_hint.c) and the API (stacks.c). Not public.
**
** Per-suit data is indexed by the suit number itself (suits are at most
** STACKS_MAX_VALUE) and is valid only where stamp == ctx->gen, so no
** array is cleared between instances. Per-stack data is indexed by the
** 0-based stack number.
*/
#ifndef WN_STACKS_CTX_H
#define WN_STACKS_CTX_H

#include "core/core.h"
#include "winnable/stacks.h"

#define STACKS_NIL UINT32_MAX
/* Bytes of per-stack arrays: nine uint32_t and the kind byte. */
#define STACKS_PER_STACK (9 * sizeof(uint32_t) + 1)

struct stacks_suit {
  uint32_t stamp;         /* == ctx->gen: the fields below are valid */
  uint32_t ace, king;     /* highest and second-highest value (0: none) */
  uint32_t count;         /* cards of the suit in the instance */
  uint32_t left;          /* of which not removed by the greedy removals */
  uint32_t maxvis;        /* removals: highest visible value (0: none) */
  uint32_t owner;         /* removals: the stack showing maxvis */
  uint32_t home;          /* graph: stack with this ace at the bottom */
  uint32_t hoff, hsize;   /* builder: this suit's heap of visible tops */
  uint32_t queued;        /* builder: listed for removals */
};

struct stacks_ctx {
  wn_mem mem;
  wn_limits limits;
  wn_budget budget;
  uint32_t gen;                 /* instance number, for suit stamps */
  struct stacks_suit *suit;     /* [suitcap], by suit number */
  size_t suitcap;
  uint32_t *suits;              /* the distinct suits of the instance */
  size_t nsuits, suitscap;
  int scanned;                  /* the suit table is complete */
  uint32_t *height;             /* stack i holds height[i] cards */
  /* the position after the greedy removals ("P0"): */
  uint32_t *depth;              /* stack i holds depth[i]..height[i]-1 */
  uint32_t *work;               /* worklist / BFS queue, n entries */
  /* the suit graph, one vertex per stack with an ace at the bottom: */
  uint32_t *head, *parent, *via, *tpos;  /* per stack */
  uint8_t *kind;                /* per stack: VERTEX | SOURCE | ... */
  void *stackmem;               /* the per-stack arrays, one block */
  size_t stackcap;
  uint32_t *enext, *eto, *epos; /* edges: linked lists from head[] */
  size_t nedges, ecap[3];
  /* the winning path A_1..A_k, and the card each of its stacks keeps on
     top until the end (king of the next suit; for A_k another ace): */
  uint32_t *path, *pathpos;     /* in the per-stack block */
  size_t npath;
  stacks_reason reason;
  /* the move-list builder's scratch (stacks_moves.c) */
  void *build;
  size_t buildsize;
  stacks_move *proof;
  size_t nproof, proofcap;
  /* the position of the last hint, copied, and its valued moves
     (stacks_hint.c) */
  stacks_card *hcards;
  size_t hcardcap;
  const stacks_card **hstacks;  /* [hn]: into hcards */
  uint32_t *hheight;            /* [hn] */
  size_t hn, hncap, hncap2;     /* stacks, capacities of the two above */
  size_t htotal;                /* cards in the position */
  stacks_move_value *hmoves;
  size_t nhmoves, hmovecap;
  struct stacks_top *htops;     /* scratch: the tops, sorted (list_moves) */
  size_t htopcap;
  uint64_t hstates;             /* states of every class of the hint */
  wn_limit_hit hhit;            /* a limit some class ran out of */
};

/* Flags in ctx->kind. */
enum { STACKS_VERTEX = 1, STACKS_SOURCE = 2, STACKS_TARGET = 4,
       STACKS_SEEN = 8 };

#endif /* WN_STACKS_CTX_H */
