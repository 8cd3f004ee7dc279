/*
** winnable.h: public API of libwinnable.
**
** libwinnable decides card solitaires and impartial games exactly. Each
** game lives in its own header under winnable/ and its own prefix
** (accordion_, hitormiss_, stacks_, outlast_); this header holds what
** they share: verdicts, limits, memory hooks, the random-deal generator,
** card notation and the error record that readers fill in.
**
** Conventions that hold across the library:
**   - no global mutable state: every solver takes its context first, so
**     two threads with two contexts never meet;
**   - x_new pairs with x_free, x_init with x_release;
**   - solvers return a verdict (>= 0) or a negative WN_E* code, and never
**     print; readers report bad input through struct wn_error.
*/
#ifndef WINNABLE_H
#define WINNABLE_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "winnable/version.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- Verdicts and error codes ------------------------------------- */

/* A solver's answer. Running out of a limit is a verdict, not an error. */
typedef enum wn_verdict {
  WN_LOSS = 0,    /* proven: no sequence of moves wins */
  WN_WIN = 1,     /* proven: a win exists (a proof is available) */
  WN_UNKNOWN = 2  /* a limit ran out before the answer was known */
} wn_verdict;

/* Negative returns: something other than the game went wrong. */
#define WN_ENOMEM (-1) /* the allocator failed (not the --max-memory cap) */
#define WN_EINVAL (-2) /* the instance breaks a documented precondition */
#define WN_EIO    (-3) /* reading or writing failed */
#define WN_EPARSE (-4) /* malformed input; see struct wn_error */

/* "win", "loss", "unknown" (or "error" for anything else). */
const char *wn_verdict_name(int verdict);
/* The library's version, WINNABLE_VERSION_STRING of the build ("1.0.0"). */
const char *wn_version(void);
/* Monotonic clock in seconds (for timing solves; no meaning as a date). */
double wn_now(void);

/* ---- Limits ------------------------------------------------------- */

/* Which limit ended a search with WN_UNKNOWN. */
typedef enum wn_limit_hit {
  WN_LIMIT_NONE = 0, WN_LIMIT_STATES, WN_LIMIT_TIME, WN_LIMIT_MEMORY
} wn_limit_hit;

/* Zero in any field means "no limit". */
typedef struct wn_limits {
  uint64_t max_states;   /* positions examined */
  double timeout;        /* seconds of wall-clock time */
  size_t max_memory;     /* bytes the solver may hold at once */
} wn_limits;

const char *wn_limit_name(wn_limit_hit hit); /* "states", "time", ... */

/* ---- Memory --------------------------------------------------------- */

/*
** Allocator hook, Lua style: fn(ud, ptr, osize, nsize) behaves like
** realloc(ptr, nsize) and must free ptr and return NULL when nsize is 0.
** osize is the size the block had (0 for a new block). A NULL fn means
** the C library allocator.
*/
typedef void *(*wn_alloc_fn)(void *ud, void *ptr, size_t osize, size_t nsize);
typedef struct wn_allocator {
  wn_alloc_fn fn;
  void *ud;
} wn_allocator;

/* ---- Random instances ----------------------------------------------- */

/*
** Counter-based generator: the stream for instance 'index' of 'seed' in
** game 'game_tag' is a pure function of the three, so instance k is the
** same however a range is split between threads or machines. The exact
** algorithm is frozen (docs/formats.md); changing it is an announced
** change. Each game has its own tag, listed here.
*/
enum { WN_TAG_ACCORDION = 1, WN_TAG_HITORMISS = 2, WN_TAG_STACKS = 3,
       WN_TAG_OUTLAST = 4 };
typedef struct wn_rng {
  uint64_t state;
} wn_rng;

void wn_rng_init(wn_rng *rng, uint64_t seed, uint64_t game_tag, uint64_t index);
uint64_t wn_rng_next(wn_rng *rng);
/* Uniform in [0, bound), bound >= 1, without modulo bias. */
uint64_t wn_rng_below(wn_rng *rng, uint64_t bound);
/* Uniform in [0, 1). */
double wn_rng_unit(wn_rng *rng);

/* ---- Cards ---------------------------------------------------------- */

/*
** A card is one byte: (rank - 1) * 4 + suit, rank 1..13 (A..K), suit
** 0..3 for S, H, D, C. So 0 is AS, 51 is KC, and WN_NCARDS values exist.
*/
#define WN_NCARDS 52
#define wn_card_make(rank, suit) ((uint8_t)(((rank) - 1) * 4 + (suit)))
#define wn_card_rank(c) ((int)((c) >> 2) + 1)
#define wn_card_suit(c) ((int)((c) & 3))

/*
** Parse one card token of length len: rank A 2-9 T J Q K (or 10), suit
** S H D C, either case. Returns 0 and sets *card, or -1.
*/
int wn_card_parse(const char *tok, size_t len, uint8_t *card);
/* Write the canonical two characters and a NUL into out[3]. */
void wn_card_format(uint8_t card, char out[3]);

/* ---- Errors from readers --------------------------------------------- */

/* Where and why input was rejected: "file:line:col: msg". */
typedef struct wn_error {
  const char *file;     /* name as given (not owned) */
  uint64_t line, col;   /* 1-based */
  char msg[256];        /* "expected ..., found \"...\"" */
} wn_error;

#ifdef __cplusplus
}
#endif

#include "winnable/reader.h"
#include "winnable/accordion.h"
#include "winnable/hitormiss.h"
#include "winnable/outlast.h"
#include "winnable/stacks.h"

#endif /* WINNABLE_H */
