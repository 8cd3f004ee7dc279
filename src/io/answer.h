/*
** answer.h: the token machinery the games' answer readers share
** (answer.c), inside src/io only. The public half, struct wn_answer,
** wn_answer_init and wn_answer_end, is in winnable/reader.h.
**
** Every function that fails leaves "expected WHAT, found ..." in
** a->r->err at the offending token (or at the end of the output) and
** returns WN_EPARSE; read errors give WN_EIO.
*/
#ifndef WN_IO_ANSWER_H
#define WN_IO_ANSWER_H

#include <string.h>
#include "winnable/reader.h"

/*
** The next token without taking it: 1 with *tok pointing at it, 0 at
** the end of the output, WN_EIO, or WN_EPARSE for a token longer than
** WN_TOKEN_MAX (reported as not being 'what').
*/
int wn_answer_peek(wn_answer *a, const char *what, const wn_token **tok);
/* Take the token wn_answer_peek returned. */
void wn_answer_take(wn_answer *a);
/* Record "expected WHAT, found TOK" (TOK NULL: end of output); WN_EPARSE. */
int wn_answer_expected(wn_answer *a, const wn_token *tok, const char *what);
/* 1 if tok is exactly the word w (inline: it runs on every token). */
static inline int wn_answer_is(const wn_token *tok, const char *w) {
  size_t n = strlen(w);
  return tok->len == n && !tok->truncated && memcmp(tok->text, w, n) == 0;
}

/*
** Read tok as an integer written the way winnable writes one: decimal
** digits, no leading zero (but "0"), an optional '-' (not "-0"), no '+'.
** Returns 1 with *v set, or WN_EPARSE ("expected WHAT, found ...").
*/
int wn_answer_int(wn_answer *a, const wn_token *tok, const char *what,
                  int64_t *v);

/*
** Start the next case: count it, then read "Case" and "#N:" (hash) or
** "N:", N its number. Returns 1, 0 at the end of the output (nothing
** left where the case should start), WN_EPARSE or WN_EIO.
*/
int wn_answer_case(wn_answer *a, int hash);

/*
** A game's move parser for a proof: parse 'len' bytes of blank-separated
** move tokens at 'text' and append the moves to the game's list in ud.
** Returns the count appended, WN_EPARSE for a bad token (why[] says
** which), or WN_ENOMEM (the list could not grow).
*/
typedef long wn_answer_parse_fn(void *ud, const char *text, size_t len,
                                char *why, size_t whylen);

/*
** Read a proof: every token up to the end of the output or to the first
** one for which stop() says a new answer starts (left as the lookahead),
** handed to parse() a chunk at a time; when 'max' is not 0, at most max
** tokens, and the output past them is not read. Returns the number of
** tokens read (0: no proof), WN_EPARSE at the first token parse()
** refuses, WN_EIO or WN_ENOMEM.
*/
long wn_answer_proof(wn_answer *a, int (*stop)(const wn_token *tok),
                     wn_answer_parse_fn *parse, void *ud, const char *what,
                     uint64_t max);

/*
** Append count items of esize bytes to the array *arr of *n items (room
** for *cap), growing it through al. Returns 0 or WN_ENOMEM.
*/
int wn_answer_append(const wn_allocator *al, void **arr, size_t *n,
                     size_t *cap, const void *items, size_t count,
                     size_t esize);

#endif /* WN_IO_ANSWER_H */
