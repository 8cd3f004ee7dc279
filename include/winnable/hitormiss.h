/*
** winnable/hitormiss.h: Hit or Miss (SPOJ HITOMISS), 1 to 10 players.
**
** A deck is 52 ranks 1..13, top card first; suits play no part and
** repeated ranks are allowed. Player 1 holds the deck, the others start
** empty, every count starts at 1. Each cycle every player with cards
** turns the top card while counting 1..13: a card equal to the count
** (a hit) goes to the next player, or is discarded by the last one; a
** miss goes to the bottom. Then each player puts the card passed to
** them at the bottom. The game is deterministic: it is won when the last
** player has discarded all 52 cards, and unwinnable when it never is.
*/
#ifndef WINNABLE_HITORMISS_H
#define WINNABLE_HITORMISS_H

#include "types.h"
#include "reader.h"

#ifdef __cplusplus
extern "C" {
#endif

#define HITORMISS_CARDS 52
#define HITORMISS_MAX_PLAYERS 10

/* ---- Playing ---- */

typedef struct hitormiss_ctx hitormiss_ctx;

/* A context; alloc may be NULL. Returns NULL if out of memory. */
WN_API hitormiss_ctx *hitormiss_new(const wn_allocator *alloc);
WN_API void hitormiss_free(hitormiss_ctx *ctx);

/*
** Limits for the following games (copied). max_states bounds the
** engine's events (a hit, or a card reaching the next player), timeout
** is read after every pass when set; max_memory has no effect (a game
** allocates nothing). No game has more than 52 + 104 * (players - 1)
** events and a game takes microseconds, so limits only matter for tests.
*/
WN_API void hitormiss_set_limits(hitormiss_ctx *ctx, const wn_limits *limits);

/*
** Play 'ranks' (HITORMISS_CARDS values 1..13, top first) with 'players'
** (1..HITORMISS_MAX_PLAYERS) players to the end.
** Returns   WN_WIN      the last player discarded every card;
**                       hitormiss_last() holds the answer;
**           WN_LOSS     proven unwinnable: from some cycle on no player
**                       can ever hit again (docs/hitormiss.md);
**           WN_UNKNOWN  a limit ran out (hitormiss_limit_hit says which);
**           WN_EINVAL   players or a rank out of range.
** Never prints; 'ranks' is not modified.
*/
WN_API
int hitormiss_play(hitormiss_ctx *ctx, const uint8_t *ranks, int players);

/* The outcome of one deck of hitormiss_play_many. */
typedef struct hitormiss_result {
  int verdict;      /* WN_WIN, WN_LOSS or WN_UNKNOWN, as hitormiss_play */
  uint8_t last[HITORMISS_MAX_PLAYERS];  /* as hitormiss_last */
  uint32_t hits[HITORMISS_MAX_PLAYERS]; /* as hitormiss_hits */
  uint64_t cycles;  /* as hitormiss_cycles */
  uint64_t states;  /* as hitormiss_states */
  wn_limit_hit limit; /* as hitormiss_limit_hit */
} hitormiss_result;

/*
** A flag of hitormiss_play_many: a deck may stop as soon as it is lost,
** that is when a player has played to its end holding cards (it never
** passes all 52 on, so the last player cannot discard them all).
*/
#define HITORMISS_STOP_LOST 1

/*
** Play n decks, deck i being ranks[52*i .. 52*i+51] with players[i]
** players, into res[0..n): the same results as n calls of
** hitormiss_play, found faster where the CPU allows (several decks are
** played at once, so one deck's waits hide behind another's work).
** With HITORMISS_STOP_LOST in flags (0 or that flag), the verdict and
** every field of a win are still the same, but a lost deck may stop at
** the first player left holding cards: the players after it then have
** hits 0 and no last card, and cycles and states count only the
** players played (what a contest answer needs, found sooner).
** Returns 0, or WN_EINVAL (nothing played) if a deck or player count is
** out of range, or flags unknown. The results of the "last game"
** accessors are undefined afterwards.
*/
WN_API int hitormiss_play_many(hitormiss_ctx *ctx, size_t n,
                               const uint8_t *ranks, const int *players,
                               int flags, hitormiss_result *res);

/*
** Results of the last game on ctx, valid until the next one.
** last[i]  rank of the last card player i+1 got rid of (0: none yet);
**          for WN_WIN, players values: the contest answer;
** hits[i]  cards player i+1 got rid of (52 each for WN_WIN);
** cycles   WN_WIN: the cycle of the final discard; WN_LOSS: the cycle of
**          the last hit, after which the game is provably stuck (0 if
**          nobody ever hits); WN_UNKNOWN: the latest hit found so far
**          (players are played one after the other).
*/
WN_API const uint8_t *hitormiss_last(const hitormiss_ctx *ctx);
WN_API const uint32_t *hitormiss_hits(const hitormiss_ctx *ctx);
WN_API uint64_t hitormiss_cycles(const hitormiss_ctx *ctx);
/* Events (hits and arrivals) of the last game: what max_states counts. */
WN_API uint64_t hitormiss_states(const hitormiss_ctx *ctx);
WN_API wn_limit_hit hitormiss_limit_hit(const hitormiss_ctx *ctx);

/* ---- Random deals ---- */

/*
** Deal 'index' of 'seed': a uniformly shuffled 52-card deck as card
** bytes (see wn_card_make) into out[52], top first. A pure function of
** (seed, index); the player count plays no part, so one deal can be
** played by any number of players.
*/
WN_API void hitormiss_deal(uint64_t seed, uint64_t index, uint8_t out[52]);

/* ---- Writing ---- */

/*
** Deals first .. first+count-1 of seed (hitormiss_deal) as "winnable
** deal hitormiss" prints them, every line ended: with players 0, one
** deck line of card tokens each; else contest input, the count, then a
** line "players rank rank ..." per deal. Returns 0, or WN_EIO as soon
** as the stream has failed.
*/
WN_API int hitormiss_write_deals(FILE *out, uint64_t seed, uint64_t first,
                                 uint64_t count, unsigned players);

/* ---- Reading ---- */

/*
** Reads either format, told apart by the first token of the stream:
** a number starts contest input ("n", then n sets of "p" and 52 values
** 1..13, by tokens, nothing after them), anything else deck lines (52
** card tokens per line, suits ignored, '#' comments, blank lines
** skipped), each played by 'players' players.
*/
typedef struct hitormiss_reader {
  wn_reader *r;
  int format;           /* 0 not yet known, 1 contest, 2 deck lines */
  int line_players;     /* players for deck lines */
  uint64_t sets;        /* contest: the number of sets announced */
  uint64_t sets_left;   /* contest: sets still to read */
  uint8_t ranks[HITORMISS_CARDS]; /* the last deck read, values 1..13 */
  int players;          /* its player count */
} hitormiss_reader;

/* Read from r (not owned); line_players is 1..HITORMISS_MAX_PLAYERS. */
WN_API void hitormiss_reader_init(hitormiss_reader *hr, wn_reader *r,
                                  int line_players);
/*
** Read the next deck into hr->ranks / hr->players. Returns 1, 0 at the
** end of input, WN_EPARSE (hr->r->err says where and why; the rest of
** the stream is not trusted; an input without any deck or count is
** malformed too) or WN_EIO.
*/
WN_API int hitormiss_read(hitormiss_reader *hr);
/* 1 if the stream is in contest format (valid after a read). */
WN_API int hitormiss_reader_contest(const hitormiss_reader *hr);

/* ---- Reading answers back (what a program printed, for checking) ---- */

/*
** The output of "winnable hitormiss", with or without --moves, read
** back case by case: "Case k:" (k counting from 1), then the players'
** last cards, "unwinnable" or "UNKNOWN", then optionally a cycle count.
** By tokens (struct wn_answer, reader.h): line breaks and blanks are
** interchangeable. Values are read as numbers, not checked.
*/
typedef struct hitormiss_answer {
  wn_answer a;           /* a.ncase: the case of the last answer */
  /* the last answer: */
  int verdict;           /* WN_WIN (values), WN_LOSS, WN_UNKNOWN */
  int64_t last[HITORMISS_MAX_PLAYERS]; /* WN_WIN: the values given */
  int has_cycles;        /* a cycle count followed */
  int64_t cycles;
  uint64_t line, col;    /* where the answer began */
} hitormiss_answer;

/* Read from r (not owned). */
WN_API void hitormiss_answer_init(hitormiss_answer *ha, wn_reader *r);
/*
** Read the next case's answer, 'players' values for a win (1..
** HITORMISS_MAX_PLAYERS, the input's player count). Returns 1, 0 at the
** end of the output, WN_EPARSE (ha->a.r->err says where), or WN_EIO.
** After the last case, wn_answer_end(&ha->a) says whether anything
** follows.
*/
WN_API int hitormiss_answer_read(hitormiss_answer *ha, int players);

#ifdef __cplusplus
}
#endif
#endif /* WINNABLE_HITORMISS_H */
