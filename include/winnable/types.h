/*
** winnable/types.h: what every part of libwinnable shares: verdicts and
** error codes, limits, the allocator hook, the random-deal generator,
** card notation, the error record readers fill in and the outcome of a
** proof replay. The core of the library (src/core) includes this
** header alone; each game adds its own winnable/<game>.h on top, and
** winnable.h gathers them all.
*/
#ifndef WINNABLE_TYPES_H
#define WINNABLE_TYPES_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "version.h"
#include "export.h"

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
#define WN_EMOVE  (-5) /* a replayed proof holds an illegal move */

/* "win", "loss", "unknown" (or "error" for anything else). */
WN_API const char *wn_verdict_name(int verdict);
/* The library's version, WINNABLE_VERSION_STRING of the build ("1.0.0"). */
WN_API const char *wn_version(void);
/* Monotonic clock in seconds (for timing solves; no meaning as a date). */
WN_API double wn_now(void);

/* ---- Limits ------------------------------------------------------- */

/* Which limit ended a search with WN_UNKNOWN. */
typedef enum wn_limit_hit {
  WN_LIMIT_NONE = 0, WN_LIMIT_STATES, WN_LIMIT_TIME, WN_LIMIT_MEMORY,
  WN_LIMIT_CANCEL
} wn_limit_hit;

/*
** A cancel hook: called with its arg from the search, on the thread that
** runs it, about once a millisecond of work (where a timeout reads the
** clock); a nonzero return stops the search, which returns WN_UNKNOWN
** with WN_LIMIT_CANCEL. It must not call back into the same context.
** A host polls its own interrupt flag here (the Python module checks
** for Ctrl-C); the library keeps no flag of its own.
*/
typedef int (*wn_cancel_fn)(void *arg);

/* Zero in any field means "no limit" (and a NULL cancel, no hook). */
typedef struct wn_limits {
  uint64_t max_states;   /* positions examined */
  double timeout;        /* seconds of wall-clock time */
  size_t max_memory;     /* bytes the solver may hold at once */
  wn_cancel_fn cancel;   /* polled during the search; NULL: never */
  void *cancel_arg;      /* passed to cancel, not owned */
} wn_limits;

/* "states", "time", "memory", "cancel" ("none" for WN_LIMIT_NONE). */
WN_API const char *wn_limit_name(wn_limit_hit hit);

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

WN_API
void wn_rng_init(wn_rng *rng, uint64_t seed, uint64_t game_tag, uint64_t index);
WN_API uint64_t wn_rng_next(wn_rng *rng);
/* Uniform in [0, bound), bound >= 1, without modulo bias. */
WN_API uint64_t wn_rng_below(wn_rng *rng, uint64_t bound);
/* Uniform in [0, 1). */
WN_API double wn_rng_unit(wn_rng *rng);

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
** S H D C, either case, or a suit symbol in UTF-8 (U+2660..U+2667, black
** or white, optionally followed by U+FE0F): "7h", "10H" and "7" followed
** by U+2665 all give the seven of hearts. Returns 0 and sets *card, or -1.
*/
WN_API int wn_card_parse(const char *tok, size_t len, uint8_t *card);
/* Write the canonical two characters and a NUL into out[3]. */
WN_API void wn_card_format(uint8_t card, char out[3]);

/*
** Untrusted bytes for a message: write s[0..len) into out[0..size)
** (size >= 16) as "TEXT", '"' and '\\' escaped by a backslash, every
** byte outside printable ASCII as \xNN (NUL too), so no control byte
** reaches a terminal. Bytes are written while the text is shorter than
** size - 10 characters; "..." ends it when some were left out or 'more'
** is nonzero. Returns the length written (out ends in a NUL).
*/
WN_API size_t wn_quote(char *out, size_t size, const char *s, size_t len,
                       int more);

/* ---- Errors from readers --------------------------------------------- */

/* Where and why input was rejected: "file:line:col: msg". */
typedef struct wn_error {
  const char *file;     /* name as given (not owned) */
  uint64_t line, col;   /* 1-based */
  char msg[256];        /* "expected ..., found \"...\"" */
} wn_error;

/* ---- Checking proofs --------------------------------------------- */

/*
** What replaying a proof found (accordion_replay, stacks_replay), beyond
** the return value: the first illegal move as an index, and a sentence
** for people. Programs should act on 'bad' and the return value only.
*/
typedef struct wn_replay {
  size_t bad;       /* index of the first illegal move; the count if none */
  char why[160];    /* the illegal move, or what is left; "" if won */
} wn_replay;

#ifdef __cplusplus
}
#endif

#endif /* WINNABLE_TYPES_H */
