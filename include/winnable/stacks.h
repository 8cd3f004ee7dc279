/*
** winnable/stacks.h: Stack Management (Code Jam 2017 World Finals).
**
** N stacks of C face-up cards each; a card is a (value, suit) pair of
** positive integers and no two cards of an instance are equal. Two
** moves: remove the lowest of two or more same-suit stack tops, or move
** any top card onto an empty stack. Won when every stack holds at most
** one card. Stacks are given top card first and numbered 1..N in moves.
*/
#ifndef WINNABLE_STACKS_H
#define WINNABLE_STACKS_H

#include "types.h"
#include "reader.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Bounds the solver and reader accept (the contest's are lower). */
#define STACKS_MAX_VALUE 1000000    /* values and suits are 1..this */
#define STACKS_MAX_CARDS 1000000    /* N*C of an instance, and C */
#define STACKS_MAX_PREMADE 1000000  /* premade stacks in a contest file */
#define STACKS_MAX_CASES 1000000    /* cases in a contest file */

typedef struct stacks_card {
  uint32_t value, suit;
} stacks_card;

/* One move: to == 0 removes the top of 'from' ("rS"), else "mS>T". */
typedef struct stacks_move {
  uint32_t from, to;
} stacks_move;

/* Why an instance was proven lost. */
typedef enum stacks_reason {
  STACKS_REASON_NONE = 0,   /* not lost */
  STACKS_TOO_MANY_SUITS,    /* more suits than stacks */
  STACKS_STUCK,             /* every removal done, no stack empty */
  STACKS_NO_PATH            /* no source reaches a target (stacks.c) */
} stacks_reason;

/* "more suits than stacks", "stuck with no empty stack", ... or "". */
WN_API const char *stacks_reason_text(stacks_reason reason);

/* ---- Solving ---- */

typedef struct stacks_ctx stacks_ctx;

/* A solver context; alloc may be NULL. Returns NULL if out of memory. */
WN_API stacks_ctx *stacks_new(const wn_allocator *alloc);
WN_API void stacks_free(stacks_ctx *ctx);
/*
** Limits for the following solves (copied). The decision takes time
** linear in N*C, so only max_states (suit-graph vertices) and
** max_memory can end it early.
*/
WN_API void stacks_set_limits(stacks_ctx *ctx, const wn_limits *limits);

/* Flags for stacks_solve. */
#define STACKS_MOVES 1u  /* on a win, also build a winning move list */

/*
** Decide the instance of n stacks of c cards each, stacks[i][0] being
** the top of stack i+1 and stacks[i][c-1] its bottom. The cards must be
** pairwise distinct with value and suit in 1..STACKS_MAX_VALUE, and
** 1 <= n*c <= STACKS_MAX_CARDS. Repeated cards are not detected here
** (the reader rejects them); they give a meaningless but safe answer.
** Returns   WN_WIN      with STACKS_MOVES, stacks_proof() holds a
**                       winning move list, owned by ctx until the next
**                       solve;
**           WN_LOSS     stacks_reason_of() says why;
**           WN_UNKNOWN  a limit ran out (stacks_limit_hit says which);
**           WN_ENOMEM, or WN_EINVAL for a card or size out of range.
** Time: O(N*C) for the decision, O(N*C log N) with STACKS_MOVES.
** Never prints; the cards are not modified.
*/
WN_API int stacks_solve(stacks_ctx *ctx, const stacks_card *const *stacks,
                        size_t n, size_t c, unsigned flags);

/* The winning moves of the last WN_WIN solved with STACKS_MOVES. */
WN_API const stacks_move *stacks_proof(const stacks_ctx *ctx, size_t *nmoves);
WN_API stacks_reason stacks_reason_of(const stacks_ctx *ctx);
/* Distinct suits in the last instance. */
WN_API size_t stacks_suits(const stacks_ctx *ctx);
/*
** Suit-graph vertices visited by the last solve's source-to-target
** search (0 when the suit count or the removals alone decided).
*/
WN_API uint64_t stacks_states(const stacks_ctx *ctx);
WN_API wn_limit_hit stacks_limit_hit(const stacks_ctx *ctx);
/* Most bytes held at once by ctx so far. */
WN_API size_t stacks_peak_memory(const stacks_ctx *ctx);

/* ---- Hints: every legal move of a position, valued ---- */

/* A legal move and the verdict of the position it leaves. */
typedef struct stacks_move_value {
  stacks_move move;     /* rS (to == 0) or mS>T, stacks numbered 1..n */
  int verdict;          /* WN_WIN, WN_LOSS or WN_UNKNOWN */
} stacks_move_value;

/*
** Value every legal move of a position: n stacks, stacks[i] holding
** heights[i] cards (0 for an empty stack, whose stacks[i] may be NULL),
** top card first, so a position mid-game is given as it stands; n and
** the cards are at most STACKS_MAX_CARDS, and no card at all is a won
** position. The position is copied: the arrays need not outlive the
** call. Removals come first in stack order, then relocations mS>T by
** (S, T). Relocations of S onto different empty stacks lead to
** equivalent positions and are decided once per S. A removal never
** changes the verdict (STACKS_REMOVAL_NOTE; docs/stacks.md), so
** every removal gets the verdict of the position itself, decided once.
** Limits apply to each decision separately: a class that runs out is
** WN_UNKNOWN. stacks_states() is then the total over the decisions,
** stacks_limit_hit() a limit some decision ran out of, and
** stacks_reason_of() the position's reason if it was decided lost.
** Returns   WN_WIN      the position is won (already, or a move wins);
**           WN_LOSS     every move loses (or none is legal);
**           WN_UNKNOWN  no move wins and at least one is unknown, or the
**                       memory limit stopped the listing (no moves);
**           WN_ENOMEM / WN_EINVAL (as for stacks_solve; no moves).
** Time: one O(cards) decision, plus, when it is not a loss, one per
** stack of two cards or more if the suits are exactly n and a stack is
** empty (those reuse the first one's scan of the suits: docs/stacks.md);
** the moves listed are (removals + non-empty stacks x empty stacks).
** A lost position's moves all lose: one decision in all.
** The values stay in ctx until the next solve or hint on it.
*/
WN_API int stacks_hint(stacks_ctx *ctx, const stacks_card *const *stacks,
                       const size_t *heights, size_t n);
/*
** The position after 'moves', played from the case stacks[0..n) of c
** cards each, in the form stacks_hint takes: top[i] and heights[i] per
** stack; a card moved onto an empty stack i is kept in moved[i], which
** top[i] then points at (each array has n entries; stacks must outlive
** top). The moves must be legal (stacks_replay says so first): only
** their shape is checked here. Returns 0, or WN_EMOVE at a move that
** names no stack, moves from an empty one or onto one that is not.
*/
WN_API int stacks_play_moves(const stacks_card *const *stacks, size_t n,
                             size_t c, const stacks_move *moves,
                             size_t nmoves, const stacks_card **top,
                             size_t *heights, stacks_card *moved);
/*
** Why a removal's verdict is the position's: for a CLI or a page to
** show (the hint of `winnable hint stacks --json` says it).
*/
#define STACKS_REMOVAL_NOTE                                                \
  "removals never hurt: a removed card is below a visible card of its "   \
  "suit, and taking such cards out of a winnable position leaves it "     \
  "winnable, so a removal has the verdict of the position"

/* The moves valued by the last stacks_hint, owned by ctx. */
WN_API
const stacks_move_value *stacks_hint_moves(const stacks_ctx *ctx,
                                           size_t *nmoves);
/*
** A winning continuation after move i of the last hint: moves that win
** from the position move i leaves (none if that position is already
** won). NULL with *nmoves = 0 if move i is not a WN_WIN, or if the line
** could not be built (out of memory or a limit: the line's decision and
** its building run again, under the same limits as one class).
** Built on demand, so ctx is not const: its solve scratch is used, but
** the hint's moves, stacks_states and stacks_limit_hit are kept. The
** line is owned by ctx and valid until the next call on it.
*/
WN_API
const stacks_move *stacks_hint_line(stacks_ctx *ctx, size_t i,
                                    size_t *nmoves);

/* ---- Random instances ---- */

/*
** The shape of random instances: n stacks of c cards, distinct cards
** drawn uniformly from suits 1..k and values 1..v. With premade = 0
** every instance has its own n stacks; with premade = p >= n the
** instances pick n distinct stacks (in random order) from one pool of
** p stacks that share no card, as contest files share premade stacks.
*/
typedef struct stacks_shape {
  uint32_t stacks, cards, suits, values, premade;
} stacks_shape;

/*
** 0 if the shape can be dealt, else WN_EINVAL with why[] saying what is
** wrong (n*c beyond STACKS_MAX_CARDS, fewer than n*c or p*c cards in
** k*v, premade < n, ...). why may be NULL.
*/
WN_API
int stacks_shape_check(const stacks_shape *shape, char *why, size_t whylen);

/*
** Without a pool: the n*c cards of instance 'index' of 'seed', stack
** after stack, each top card first. A pure function of its arguments.
*/
WN_API
void stacks_deal(uint64_t seed, uint64_t index, const stacks_shape *shape,
                 stacks_card *out);
/* With a pool: the c cards of pool stack p (0 <= p < premade). */
WN_API void stacks_deal_premade(uint64_t seed, uint64_t p,
                                const stacks_shape *shape, stacks_card *out);
/* With a pool: the n pool indexes instance 'index' uses, in order. */
WN_API void stacks_deal_pick(uint64_t seed, uint64_t index,
                             const stacks_shape *shape, uint32_t *out);

/* ---- Reading contest input ---- */

/*
** Contest input: P, then P premade stacks "Ci v s v s ..." (top card
** first), then T, then T cases "N C" and N distinct premade indexes
** (0-based). Tokens may be split over lines in any way. The premade
** stacks are read once and shared by every case; a case's stacks point
** into them, so nothing is copied.
*/
typedef struct stacks_reader {
  wn_reader *r;
  wn_allocator alloc;
  int started;              /* the premade stacks and T have been read */
  uint64_t ncases, ncase;   /* T, and the 1-based number of the last case */
  /* the last case read: */
  const stacks_card **stacks;   /* n pointers into the premade pool */
  uint32_t *index;              /* the n premade indexes as given */
  size_t n, c, ncap;
  /* the premade pool (see stacks_read.c): */
  stacks_card *pool;
  size_t pool_len, pool_cap;
  uint64_t *start;              /* premade p is pool[start[p]..start[p+1]) */
  size_t npremade;
  uint8_t *flags;               /* per premade: repeated / shared cards */
  uint32_t *ids;                /* per pool card: an id of the card */
  uint32_t *pstamp, *cstamp;    /* last case using a premade / a card id */
  size_t nids;                  /* ids are below this */
} stacks_reader;

WN_API void stacks_reader_init(stacks_reader *sr, wn_reader *r,
                               const wn_allocator *alloc);
WN_API void stacks_reader_release(stacks_reader *sr);
/*
** Read the next case into sr->stacks / n / c (valid until the next
** call). Returns 1, 0 after the last case, WN_EPARSE for an empty
** stream as for any other malformed one (T may be 0, but P and T must
** be there),
** WN_EPARSE (sr->r->err says where and why: bad token, index out of
** range, premade stack of the wrong size, repeated index or card,
** truncated input, text after the last case), WN_EIO or WN_ENOMEM.
*/
WN_API int stacks_read(stacks_reader *sr);

/* ---- Writing (no line end; WN_EIO if the stream failed) ---- */

/* A premade stack line: "c v s v s ...". */
WN_API int stacks_write_stack(FILE *out, const stacks_card *cards, size_t c);
/*
** Instances first .. first+count-1 of seed in 'shape' (stacks_deal, or
** with a pool stacks_deal_premade and stacks_deal_pick) as contest
** input, "winnable deal stacks": the premade stacks (each case's own,
** or the pool), then the cases, every line ended. The shape must pass
** stacks_shape_check and, without a pool, count * stacks be at most
** STACKS_MAX_PREMADE. Returns 0, WN_ENOMEM, or WN_EIO as soon as the
** stream has failed.
*/
WN_API int stacks_write_deals(FILE *out, uint64_t seed, uint64_t first,
                              uint64_t count, const stacks_shape *shape);
/*
** The moves as rS / mS>T, each wrapped in 'quote', joined by sep (both
** short: WN_EINVAL past a few thousand bytes).
*/
WN_API int stacks_write_moves(FILE *out, const stacks_move *moves, size_t n,
                              const char *sep, const char *quote);

/* ---- Reading answers back (what a program printed, for checking) ---- */

/*
** The output of "winnable stacks", with or without --moves, read back
** case by case: "Case #x: POSSIBLE" (IMPOSSIBLE, UNKNOWN), x counting
** from 1, then optionally the moves of a proof "r2 m1>3 ...". By tokens
** (struct wn_answer, reader.h): line breaks and blanks are
** interchangeable, and a proof runs to the next "Case". Moves are
** parsed, not checked: stacks_replay does that.
*/
typedef struct stacks_answer {
  wn_answer a;           /* a.ncase: the case of the last answer */
  wn_allocator alloc;
  /* the last answer: */
  int verdict;           /* WN_WIN, WN_LOSS or WN_UNKNOWN */
  int proof;             /* 1 if moves followed the word */
  stacks_move *moves;    /* the proof, owned */
  size_t nmoves, cap;
  uint64_t line, col;    /* where the answer word was */
} stacks_answer;

/* Read from r (not owned); alloc may be NULL. */
WN_API void stacks_answer_init(stacks_answer *sa, wn_reader *r,
                               const wn_allocator *alloc);
WN_API void stacks_answer_release(stacks_answer *sa);
/*
** Read the next case's answer. Returns 1, 0 at the end of the output
** (where "Case" should start), WN_EPARSE (sa->a.r->err says where: a
** wrong "Case #x:", an unknown word, a token that is not a move, a
** token longer than WN_TOKEN_MAX), WN_EIO or WN_ENOMEM. After the last
** case of the input, wn_answer_end(&sa->a) says whether anything
** follows.
*/
WN_API int stacks_answer_read(stacks_answer *sa);

/* ---- Checking a proof (independent of the solver) ---- */

/*
** Replay moves on the instance from scratch by the rules, allocating
** through 'a' (NULL: the C library). Returns 1 if every move is legal
** and every stack ends with at most one card, 0 if legal but not won,
** WN_EMOVE at the first illegal move (out->bad is its index), WN_EINVAL
** without cards (n or c is 0), or WN_ENOMEM. out may be NULL.
*/
WN_API
int stacks_replay(const wn_allocator *a, const stacks_card *const *stacks,
                  size_t n, size_t c, const stacks_move *moves,
                  size_t nmoves, wn_replay *out);

/*
** The same from any position: n stacks, stacks[i] holding heights[i]
** cards (0: empty), top card first, as stacks_hint takes them. WN_EINVAL
** if n is 0 or the cards are more than STACKS_MAX_CARDS; a position
** with no card at all is already won.
*/
WN_API
int stacks_replay_position(const wn_allocator *a,
                           const stacks_card *const *stacks,
                           const size_t *heights, size_t n,
                           const stacks_move *moves, size_t nmoves,
                           wn_replay *out);

/*
** Parse a move line "r2 m1>3 ..." (blank separated) into a new array
** *moves. Returns the count, or -1 with why[] naming the bad token. The
** caller frees *moves with stacks_moves_free in both cases.
*/
WN_API
long stacks_moves_parse(const char *line, size_t len, stacks_move **moves,
                        char *why, size_t whylen);
WN_API void stacks_moves_free(stacks_move *moves);

#ifdef __cplusplus
}
#endif
#endif /* WINNABLE_STACKS_H */
