/*
** winnable/accordion.h: Accordion under two rule sets.
**
** A deal is a row of cards (any multiset, repeats allowed). A move puts
** the pile at 1-based position j onto the pile at i = j-1 or i = j-3
** when their top cards share a rank or a suit; the deal is won when one
** pile is left. ACCORDION_ANY lets any pile move (classic Accordion);
** ACCORDION_RIGHTMOST only the last one (Codeforces 208B). Under
** ACCORDION_ANY, accordion_set_rules picks another member of the
** Accordion family (accordion_rules: other distances, matches, wins).
*/
#ifndef WINNABLE_ACCORDION_H
#define WINNABLE_ACCORDION_H

#include "types.h"
#include "reader.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Longest deal the solvers and readers accept. */
#define ACCORDION_MAX_CARDS 100000

typedef enum accordion_rule {
  ACCORDION_ANY = 0,
  ACCORDION_RIGHTMOST = 1
} accordion_rule;

/* "any" / "rightmost"; parse returns -1 for anything else. */
WN_API const char *accordion_rule_name(accordion_rule rule);
WN_API int accordion_rule_parse(const char *name, accordion_rule *rule);

/* One move "from>to": 1-based positions in the row at the time. */
typedef struct accordion_move {
  uint32_t from, to;
} accordion_move;

/*
** Play move m on the row of pile tops row[0..n) in place: the pile at
** m.from goes onto the pile at m.to, and row[0..n-1) is the row after.
** Returns 0, or WN_EMOVE (row unchanged) if m is not a move of the row:
** from in 2..n, to = from - 1 or from - 3, tops sharing a rank or a
** suit. Which piles a rule lets move (the rightmost's last one) is the
** caller's to check.
*/
WN_API int accordion_play(uint8_t *row, size_t n, accordion_move m);

/* ---- The Accordion family (docs/rules.md) ---- */

/* Which tops may meet (accordion_rules.match): a move is allowed when
** any of the set tests holds. */
#define ACCORDION_MATCH_RANK 1u      /* the same rank */
#define ACCORDION_MATCH_SUIT 2u      /* the same suit */
#define ACCORDION_MATCH_RED_BLACK 4u /* one red card, one black */
#define ACCORDION_MATCH_ANY 8u       /* any two cards */

/* Longest move distance the family allows (bits of left and right). */
#define ACCORDION_MAX_DISTANCE 16

/*
** One member of the Accordion family under the any-pile rule: which
** piles a pile may go onto, when two tops match, and when the row is
** won. Classic Accordion (ACCORDION_RULES_CLASSIC) is left 1 and 3,
** rank or suit, won at one pile, no goal, covering moves. A move "j>i"
** names the moving pile j and the pile i it meets (1-based, in the row
** at the time): a covering move puts j's top on i and removes a pile;
** with 'pairs' (Bayan) both piles leave the row together.
*/
typedef struct accordion_rules {
  uint32_t left;      /* bit d-1: pile j may meet pile j-d (d >= 1) */
  uint32_t right;     /* bit d-1: pile j may meet pile j+d */
  unsigned match;     /* ACCORDION_MATCH_* bits, at least one */
  unsigned win_piles; /* won once at most this many piles are left
                      ** (1 classic; 2 in 23 Skidoo; 0 with pairs) */
  int goal;           /* -1, or the card byte the last pile's top must be
                      ** (only with win_piles 1, no pairs) */
  int pairs;          /* 0: covering moves; 1: both piles leave (Bayan) */
} accordion_rules;

#define ACCORDION_RULES_CLASSIC                                           \
  ((accordion_rules){.left = 1u | 4u, .right = 0, .match =             \
       ACCORDION_MATCH_RANK | ACCORDION_MATCH_SUIT, .win_piles = 1,       \
       .goal = -1, .pairs = 0})

/*
** The named members: "any" (classic), "relaxed" (left and right 1, 3),
** "23-skidoo" (left 2, 3; won at two piles), "revenge" (classic moves;
** the goal card must be the last top: set r->goal after), "bayan"
** (pairs at 1 or 3 either way leave; won at no pile). Returns 0 and
** fills *r, or -1 for any other name.
*/
WN_API int accordion_rules_preset(const char *name, accordion_rules *r);
/* The preset name whose rules r are ("revenge" whatever its goal), or
** NULL for rules no preset has. */
WN_API const char *accordion_rules_name(const accordion_rules *r);
/* 1 if r is classic Accordion (the default solver's rules), else 0. */
WN_API int accordion_rules_is_classic(const accordion_rules *r);
/*
** 0 if r describes a game (distances within ACCORDION_MAX_DISTANCE, at
** least one of them, a known match bit, a goal only with win_piles 1
** and no pairs, a card byte), else -1 with *why (static) saying what
** is wrong.
*/
WN_API int accordion_rules_valid(const accordion_rules *r, const char **why);
/*
** 1 if m is a move of r on row[0..n) (the piles within the row, their
** distance one of r's in its direction, the tops matching under
** r->match), else 0. Whether the row is already won is not asked: once
** it is, no move follows (accordion_rules_won).
*/
WN_API int accordion_rules_legal(const accordion_rules *r,
                                 const uint8_t *row, size_t n,
                                 accordion_move m);
/*
** Play move m under r on row[0..n) in place, as accordion_play does
** for classic rules. Returns the piles left (n - 1, or n - 2 with
** pairs), or WN_EMOVE with the row unchanged if m is not a move of r.
*/
WN_API long accordion_rules_play(const accordion_rules *r, uint8_t *row,
                                 size_t n, accordion_move m);
/* 1 if row[0..n) is won under r (n <= win_piles, and the goal's top if
** r has one), else 0. */
WN_API int accordion_rules_won(const accordion_rules *r, const uint8_t *row,
                               size_t n);

/* ---- Solving ---- */

typedef struct accordion_ctx accordion_ctx;

/* A solver context; alloc may be NULL. Returns NULL if out of memory. */
WN_API accordion_ctx *accordion_new(const wn_allocator *alloc);
WN_API void accordion_free(accordion_ctx *ctx);

/*
** The rules of the following solves and hints on ctx under
** ACCORDION_ANY (copied; NULL: classic, the default). Every solve, proof,
** best line, hint and certificate then follows r; ACCORDION_RIGHTMOST
** ignores them. Rules accordion_rules_valid refuses make those solves
** and hints WN_EINVAL. Setting rules ends the last certificate.
*/
WN_API void accordion_set_rules(accordion_ctx *ctx, const accordion_rules *r);

/* Limits for the following solves (copied). */
WN_API void accordion_set_limits(accordion_ctx *ctx, const wn_limits *limits);

/*
** Decide whether 'cards' (1 <= n <= ACCORDION_MAX_CARDS card bytes) can
** be reduced to one pile under 'rule'.
** Returns   WN_WIN      a proof is in accordion_proof(), valid until the
**                       next solve on ctx;
**           WN_LOSS     every reachable position was examined;
**           WN_UNKNOWN  a limit ran out (accordion_limit_hit says which);
**           WN_ENOMEM / WN_EINVAL.
** Never prints; 'cards' is not modified.
*/
WN_API int accordion_solve(accordion_ctx *ctx, const uint8_t *cards, size_t n,
                           accordion_rule rule);

/*
** Whether the next solves on ctx keep their table of losses closed, as
** a certificate needs (on != 0), or may skip moves known lost through
** moves they commute with (sleep sets, docs/accordion.md; the default:
** same verdicts and positions, less work). Certificates only come from
** solves made with it on.
*/
WN_API void accordion_set_certify(accordion_ctx *ctx, int on);

/*
** The certificate of the last loss: after accordion_solve returned
** WN_LOSS under ACCORDION_ANY with accordion_set_certify on, calls fn
** once for each row of top cards the search proved lost, the dealt row
** among them (or alone, when it fails the dead-end test of
** docs/accordion.md), in the order they were proven.
** accordion_check_loss verifies such a list without the solver.
** Stops at the first nonzero return of fn and returns it; else 0.
** WN_EINVAL if the last call on ctx was anything else (a win, an
** unknown, the rightmost rule, a hint, a solve without certify).
*/
WN_API int accordion_loss_certificate(const accordion_ctx *ctx,
                                      int (*fn)(void *user, const uint8_t *row,
                                                size_t len),
                                      void *user);

/*
** Hand each row to fn the moment a solve on ctx (certify on) proves it
** lost, in the order proven, instead of keeping every one: the table of
** losses is then bounded as without certificates and may forget (it
** only searches again), so memory stays within that bound however long
** the search. After a WN_LOSS under ACCORDION_ANY the rows handed out
** by that solve, with the deal, are its certificate (accordion_check_loss
** accepts them; a row may come more than once, proven again after being
** forgotten); after any other result they prove nothing and are to be
** dropped. accordion_loss_certificate then has no rows (WN_EINVAL).
** fn NULL: rows are kept again. The deal itself is handed out when it
** fails the dead-end test.
*/
WN_API void accordion_set_certify_sink(accordion_ctx *ctx,
                                       void (*fn)(void *user,
                                                  const uint8_t *row,
                                                  size_t len),
                                       void *user);

/* The winning moves of the last WN_WIN, owned by ctx. */
WN_API
const accordion_move *accordion_proof(const accordion_ctx *ctx, size_t *nmoves);
/*
** The best line the last solve found: legal moves from the deal to a
** position with the fewest piles the search reached (n - *nmoves piles
** left), owned by ctx until the next solve. After WN_WIN it is the
** proof. After WN_LOSS or WN_UNKNOWN it is the best line the search met
** (positions its sound tests cut off are not followed, so another line
** may leave fewer piles; an empty line when it stopped at the deal).
*/
WN_API
const accordion_move *accordion_best_line(const accordion_ctx *ctx,
                                          size_t *nmoves);
/* Distinct positions examined by the last solve. */
WN_API uint64_t accordion_states(const accordion_ctx *ctx);
WN_API wn_limit_hit accordion_limit_hit(const accordion_ctx *ctx);
/* Most bytes held at once by ctx so far. */
WN_API size_t accordion_peak_memory(const accordion_ctx *ctx);

/* ---- Hints: every legal move of a position, valued ---- */

/* A legal move and the verdict of the position it leaves. */
typedef struct accordion_move_value {
  accordion_move move;  /* 1-based positions in the hinted row */
  int verdict;          /* WN_WIN, WN_LOSS or WN_UNKNOWN */
  uint64_t states;      /* positions examined to decide this move */
} accordion_move_value;

/*
** Value every legal move of the position 'cards' (n >= 1 pile tops;
** a deal is a position, and so is a row of tops mid-game; under rules
** with pairs also the empty row, n = 0, that pairs reach) under 'rule'.
** A won position (accordion_rules_won) has no move to value: once won,
** no move follows.
** The moves are ordered by 'from', then by 'to' (j-3 before j-1). The
** state and memory limits set on ctx apply to each move separately: a
** move whose search runs out is WN_UNKNOWN, the others stay exact. The
** time limit bounds the whole hint: each move's search gets the time
** left, and a move reached after it ran out is WN_UNKNOWN. Moves that
** leave the same row are decided once (the later ones count no
** position).
** Returns   WN_WIN      the position is won (no move listed), or a
**                       move wins;
**           WN_LOSS     every move loses (or none is legal, n >= 2);
**           WN_UNKNOWN  no move wins and at least one is unknown;
**           WN_ENOMEM / WN_EINVAL.
** The values stay in ctx until the next solve or hint on it. After a
** hint, accordion_states counts the positions examined for all moves
** together, and accordion_limit_hit names the limit that made the first
** unknown move unknown (WN_LIMIT_NONE if none was). Under the any rule
** the moves' searches share the proven losses and the positions of the
** winning lines already found, and a line found for one move is tried
** on the others before they are searched, which cuts the positions
** examined to about a third (docs/performance.md). A move settled that
** way counts the positions of its line. The tables count against
** max_memory, and so do the winning lines kept for accordion_hint_line
** (a win whose line finds no room is reported WN_UNKNOWN, limit memory).
*/
WN_API int accordion_hint(accordion_ctx *ctx, const uint8_t *cards, size_t n,
                          accordion_rule rule);
/* The moves valued by the last accordion_hint, owned by ctx. */
WN_API
const accordion_move_value *accordion_hint_moves(const accordion_ctx *ctx,
                                                 size_t *nmoves);
/*
** A winning continuation after move i of the last hint (from the
** position that move leaves to one pile), or NULL if move i is not a
** WN_WIN. Owned by ctx, valid until the next solve or hint.
*/
WN_API
const accordion_move *accordion_hint_line(const accordion_ctx *ctx, size_t i,
                                          size_t *nmoves);

/* ---- Random deals ---- */

/*
** Deal 'index' of 'seed' with n cards, into out[n]: the first n cards of
** a uniformly shuffled deck (ceil(n/52) decks when n > 52), so n <= 52
** gives distinct cards. A pure function of (seed, index, n).
*/
WN_API
void accordion_deal(uint64_t seed, uint64_t index, size_t n, uint8_t *out);

/*
** Deal 'index' of 'seed' with n cards from a tilted shuffle, for
** importance sampling: the cards are drawn one at a time from
** the same pack as accordion_deal's, each card left weighted by
** exp(-lambda * m), m the number of cards already placed one and three
** before that share a rank or a suit with it (0, 1 or 2). lambda > 0
** makes clashes rarer; lambda = 0 is a uniform deal (not the same one
** as accordion_deal's). *log_weight receives log(uniform probability of
** the deal / its tilted probability): the mean of weight x [lost] over
** tilted deals estimates the loss rate of uniform ones. lambda must be
** finite and >= 0. A pure function of (seed, index, n, lambda).
*/
WN_API
void accordion_deal_tilted(uint64_t seed, uint64_t index, size_t n,
                           double lambda, uint8_t *out, double *log_weight);

/* ---- Reading ---- */

/*
** Reads either format, told apart by the first token of the stream:
** a number starts contest input ("n" then n cards, repeated), anything
** else deal lines (one deal per line, '#' comments).
*/
typedef struct accordion_reader {
  wn_reader *r;
  int format;          /* 0 not yet known, 1 contest, 2 deal lines */
  uint8_t *cards;      /* the last deal read; owned, grown as needed */
  size_t n, cap;
  wn_allocator alloc;
} accordion_reader;

WN_API void accordion_reader_init(accordion_reader *ar, wn_reader *r,
                                  const wn_allocator *alloc);
WN_API void accordion_reader_release(accordion_reader *ar);
/*
** Read the next deal into ar->cards / ar->n. Returns 1, 0 at end of
** input, WN_EPARSE (ar->r->err says where and why; the rest of the
** stream is not trusted; an input without any deal, only blanks and
** comments, is malformed too), WN_EIO or WN_ENOMEM.
*/
WN_API int accordion_read(accordion_reader *ar);
/* 1 if the stream is in contest format (valid after a read). */
WN_API int accordion_reader_contest(const accordion_reader *ar);

/* ---- Writing (no line end; WN_EIO if the stream failed) ---- */

/* The deal as canonical card tokens separated by single blanks. */
WN_API int accordion_write_deal(FILE *out, const uint8_t *cards, size_t n);
/*
** Deals first .. first+count-1 of seed, ncards each (accordion_deal), as
** "winnable deal accordion" prints them: one deal line each or, with
** 'contest', contest input ("n", then the cards), every line ended.
** Returns 0, WN_ENOMEM, or WN_EIO as soon as the stream has failed.
*/
WN_API int accordion_write_deals(FILE *out, uint64_t seed, uint64_t first,
                                 uint64_t count, size_t ncards, int contest);
/* The moves as j>i, each wrapped in 'quote' ("" or "\""), joined by sep. */
WN_API
int accordion_write_moves(FILE *out, const accordion_move *moves, size_t n,
                          const char *sep, const char *quote);

/* ---- Reading answers back (what a program printed, for checking) ---- */

/*
** The output of "winnable accordion", with or without --moves, read
** back deal by deal: an answer word (YES, NO, UNKNOWN for contest
** input; winnable, unwinnable, unknown for deal lines), then optionally
** the moves of a proof "j>i ...". By tokens (struct wn_answer, reader.h):
** line breaks and blanks are interchangeable, and a proof runs to the
** next answer word. Moves are parsed, not checked: accordion_replay
** does that.
*/
typedef struct accordion_answer {
  wn_answer a;           /* a.ncase: the deal of the last answer */
  wn_allocator alloc;
  int contest;           /* the words of contest input (1) or deal lines */
  uint64_t max_moves;    /* 0, or read at most this many moves of a proof
                            and none of the output after them (a deal of
                            n cards takes n - 1 moves at most: with n,
                            the n-th is already wrong) */
  /* the last answer: */
  int verdict;           /* WN_WIN, WN_LOSS or WN_UNKNOWN */
  int proof;             /* 1 if moves followed the word */
  accordion_move *moves; /* the proof, owned */
  size_t nmoves, cap;
  uint64_t line, col;    /* where the word was */
} accordion_answer;

/* Read from r (not owned); alloc may be NULL. */
WN_API void accordion_answer_init(accordion_answer *aa, wn_reader *r,
                                  int contest, const wn_allocator *alloc);
WN_API void accordion_answer_release(accordion_answer *aa);
/*
** Read the next answer. Returns 1, 0 at the end of the output,
** WN_EPARSE (aa->a.r->err says where: not an answer word, a token that
** is not a move, a token longer than WN_TOKEN_MAX), WN_EIO or
** WN_ENOMEM. After the last deal of the input, wn_answer_end(&aa->a)
** says whether anything follows.
*/
WN_API int accordion_answer_read(accordion_answer *aa);
/*
** The answer word of 'verdict' (WN_WIN, WN_LOSS or WN_UNKNOWN): YES, NO,
** UNKNOWN when 'contest' is nonzero, else winnable, unwinnable, unknown;
** the words "winnable accordion" prints and accordion_answer_read reads.
** NULL for any other verdict.
*/
WN_API const char *accordion_answer_word(int verdict, int contest);

/* ---- Certificates of losses, as text ---- */

/*
** Write the certificate of the last solve on ctx, a WN_LOSS of 'cards'
** under the any rule (accordion_loss_certificate), as one block:
** "lost NCASE", the deal, then every other row proven lost, one line of
** cards each. Returns 0, WN_EINVAL (no certificate) or WN_EIO.
*/
WN_API int accordion_write_certificate(FILE *out, uint64_t ncase,
                                       const accordion_ctx *ctx,
                                       const uint8_t *cards, size_t n);

/*
** The same block in two parts, for rows handed to a certificate sink
** (accordion_set_certify_sink) as they are proven: the head ("lost
** NCASE" and the deal, each a line), and each row but the deal a line
** of rows->out, by accordion_cert_write_row, shaped as a sink with an
** accordion_cert_rows as its user. Write errors stay in the FILEs'
** error flags.
*/
typedef struct accordion_cert_rows {
  FILE *out;             /* where the rows go */
  const uint8_t *cards;  /* the deal: its line is the head's */
  size_t n;
} accordion_cert_rows;

WN_API void accordion_write_certificate_head(FILE *out, uint64_t ncase,
                                             const uint8_t *cards, size_t n);
WN_API void accordion_cert_write_row(void *rows, const uint8_t *row,
                                     size_t len);

/*
** Reading certificates back, block by block: '#' comments and blank
** lines are skipped; a block is "lost N" on a line, then rows of cards,
** one per line, the first being the deal. accordion_cert_read returns
** 1 with the block in c (rows back to back in bytes[], row k lens[k]
** cards long, row 0 the deal; valid until the next read), 0 when no
** block is left, WN_EPARSE (c->r->err says where and what), WN_EIO or
** WN_ENOMEM. Nothing is checked but the syntax: accordion_check_loss
** judges what the rows claim.
*/
typedef struct accordion_cert {
  wn_reader *r;
  const wn_allocator *alloc;
  uint64_t ncase;      /* the block's label: the case it says it proves */
  uint8_t *bytes;      /* the rows, back to back */
  size_t *lens;        /* the length of each row */
  size_t nrows, nbytes, cap_rows, cap_bytes;
  wn_token next;       /* the "lost" that ended the block, if have_next */
  int have_next;
} accordion_cert;

WN_API void accordion_cert_init(accordion_cert *c, wn_reader *r,
                                const wn_allocator *alloc);
WN_API int accordion_cert_read(accordion_cert *c);
WN_API void accordion_cert_release(accordion_cert *c);

/* ---- Checking a proof (independent of the solver) ---- */

/*
** Replay moves on 'cards' under 'rule' from scratch, allocating through
** 'a' (NULL: the C library). Returns 1 if every move is legal and one
** pile is left, 0 if legal but more piles remain, WN_EMOVE at the first
** illegal move (out->bad is its index), or WN_ENOMEM. out may be NULL.
*/
WN_API
int accordion_replay(const wn_allocator *a, const uint8_t *cards, size_t n,
                     accordion_rule rule, const accordion_move *moves,
                     size_t nmoves, wn_replay *out);

/*
** Check a certificate that 'cards' is lost under the any rule, from
** scratch and without the solver: rows[] holds nrows rows of top cards
** back to back, row k lens[k] bytes long. The certificate holds if
**   - the deal fails the dead-end test, or is one of the rows; and
**   - every row that passes the test has at least two piles, and each
**     of its moves leads to a row of at least two piles that is one of
**     the rows or fails the test.
** Then every row is lost (by induction on its length: each move leads
** to a shorter row that is lost), the deal too. The dead-end test is
** the theorem of docs/accordion.md: a row of two or more piles can be
** won only if its tops but the leftmost are connected by shared ranks
** and suits and the leftmost shares a rank or a suit with one of them.
** Returns 1 if the certificate holds; 0 if not (out->bad: the failing
** row's index, nrows for the deal itself; out->why says what fails);
** WN_EINVAL for a bad card or an empty row; WN_ENOMEM. out may be NULL.
*/
WN_API
int accordion_check_loss(const wn_allocator *a, const uint8_t *cards, size_t n,
                         const uint8_t *rows, const size_t *lens,
                         size_t nrows, wn_replay *out);

/*
** accordion_replay and accordion_check_loss under the family's rules r
** (any-pile): the same results; a certificate's test for a row is then
** that it is not won and each of its moves leads to one of the rows, to
** a row with no move that is not won, or (with a goal) to a row without
** the goal card; the deal must be one of those three. A replayed line
** must not move on once the row is won. NULL r or classic rules: the
** classic checks (accordion_replay, accordion_check_loss). Invalid
** rules (accordion_rules_valid): WN_EINVAL.
*/
WN_API
int accordion_replay_rules(const wn_allocator *a, const uint8_t *cards,
                           size_t n, const accordion_rules *r,
                           const accordion_move *moves, size_t nmoves,
                           wn_replay *out);
WN_API
int accordion_check_loss_rules(const wn_allocator *a, const uint8_t *cards,
                               size_t n, const accordion_rules *r,
                               const uint8_t *rows, const size_t *lens,
                               size_t nrows, wn_replay *out);

/*
** Parse a move line "j>i j>i ..." (blank separated) into a new array
** *moves. Returns the count, or -1 with why[] naming the bad token. The
** caller frees *moves with accordion_moves_free in both cases.
*/
WN_API
long accordion_moves_parse(const char *line, size_t len,
                           accordion_move **moves, char *why, size_t whylen);
WN_API void accordion_moves_free(accordion_move *moves);

#ifdef __cplusplus
}
#endif
#endif /* WINNABLE_ACCORDION_H */
