/*
** wasm_accordion.c: the functions the web page's WebAssembly module
** exports for Accordion. Built only for wasm32-wasi
** (cmake/wasm.cmake) together with the library's own sources, so the
** page runs the same solver as the program.
**
** Calling convention: JavaScript allocates buffers in the module's
** memory with wn_wasm_alloc, passes pointers, reads the results back
** and frees them with wn_wasm_free. Cards are the library's card bytes
** (winnable/types.h); positions are rows of pile tops. Nothing here
** prints or keeps state between calls: each call makes its own solver
** context and frees it.
*/
#include <stdlib.h>
#include <string.h>
#include "winnable.h"

#define WN_EXPORT(name) __attribute__((export_name(name)))

WN_EXPORT("wn_wasm_alloc") void *wn_wasm_alloc(size_t size) {
  return malloc(size ? size : 1);
}

WN_EXPORT("wn_wasm_free") void wn_wasm_free(void *p) { free(p); }

/* Deal 'index' of 'seed' with n cards into out[n], as "winnable deal". */
WN_EXPORT("wn_wasm_accordion_deal")
void wn_wasm_accordion_deal(uint64_t seed, uint64_t index, size_t n,
                            uint8_t *out) {
  accordion_deal(seed, index, n, out);
}

/*
** Read the first deal of text[len] (a deal line or contest input, cards
** as the CLI takes them) into out[cap]. Returns the number of cards,
** or a negative WN_E* code with a message in why[256].
*/
WN_EXPORT("wn_wasm_accordion_read")
int wn_wasm_accordion_read(const char *text, size_t len, uint8_t *out,
                           size_t cap, char *why) {
  wn_reader r;
  wn_reader_init_string(&r, text, len, "deal");
  accordion_reader ar;
  accordion_reader_init(&ar, &r, NULL);
  int rc = accordion_read(&ar);
  why[0] = '\0';
  if (rc == 1 && ar.n > cap) {
    strcpy(why, "too many cards for the page");
    rc = WN_EINVAL;
  } else if (rc == 1) {
    memcpy(out, ar.cards, ar.n);
    rc = (int)ar.n;
  } else if (rc == 0) {
    strcpy(why, "no cards");
    rc = WN_EPARSE;
  } else {
    memcpy(why, r.err.msg, sizeof r.err.msg);
  }
  accordion_reader_release(&ar);
  return rc;
}

/*
** A solver context with the given limits and the rules of words[7]:
** the rule (0 any, 1 rightmost), then under the any rule the fields of
** accordion_rules: left, right, match, win_piles, goal (-1: none),
** pairs. *rule gets the rule. NULL if out of memory.
*/
static accordion_ctx *new_ctx(const int32_t *words, double timeout,
                              double max_states, accordion_rule *rule) {
  accordion_ctx *ctx = accordion_new(NULL);
  *rule = words[0] == 1 ? ACCORDION_RIGHTMOST : ACCORDION_ANY;
  if (ctx) {
    accordion_rules r = {(uint32_t)words[1], (uint32_t)words[2],
                         (unsigned)words[3], (unsigned)words[4], words[5],
                         words[6]};
    if (*rule == ACCORDION_ANY)
      accordion_set_rules(ctx, &r); /* invalid rules: WN_EINVAL later */
    /* a negative or nan limit from the page means none */
    uint64_t states = max_states >= 1 && max_states < 1e18
                      ? (uint64_t)max_states : 0;
    wn_limits lim = {states, timeout > 0 ? timeout : 0, (size_t)1 << 30,
                     NULL, NULL};
    accordion_set_limits(ctx, &lim);
  }
  return ctx;
}

/*
** Solve the row cards[n] under the rules of words[7] (new_ctx) with
** the given limits (0: none). A win's proof goes to moves[2 * k], moves[2 * k + 1]
** (room for n - 1 moves); info[0] = positions examined, info[1] = moves
** in the proof, info[2] = the limit hit (wn_limit_hit). Returns the
** verdict or a negative WN_E* code.
*/
WN_EXPORT("wn_wasm_accordion_solve")
int wn_wasm_accordion_solve(const uint8_t *cards, size_t n,
                            const int32_t *words, double timeout,
                            double max_states, uint32_t *moves,
                            double *info) {
  accordion_rule rule;
  accordion_ctx *ctx = new_ctx(words, timeout, max_states, &rule);
  if (!ctx)
    return WN_ENOMEM;
  int v = accordion_solve(ctx, cards, n, rule);
  size_t m = 0;
  const accordion_move *proof = v == WN_WIN ? accordion_proof(ctx, &m) : NULL;
  for (size_t k = 0; k < m; k++) {
    moves[2 * k] = proof[k].from;
    moves[2 * k + 1] = proof[k].to;
  }
  info[0] = (double)accordion_states(ctx);
  info[1] = (double)m;
  info[2] = (double)accordion_limit_hit(ctx);
  accordion_free(ctx);
  return v;
}

/*
** Value every legal move of the row cards[n] under the rules of
** words[7] (new_ctx) with accordion_hint: for move k, out[4k .. 4k+3] =
** from, to, verdict, positions examined (room for 'cap' moves: a pile
** has a move for each distance at most). max_states applies to each
** move, timeout to the whole hint (accordion_hint). *count gets the
** number of moves. Returns the position's verdict or a negative WN_E*
** code (WN_EINVAL if more than cap moves).
*/
WN_EXPORT("wn_wasm_accordion_hint")
int wn_wasm_accordion_hint(const uint8_t *cards, size_t n,
                           const int32_t *words, double timeout,
                           double max_states, double *out, size_t cap,
                           int *count) {
  accordion_rule rule;
  accordion_ctx *ctx = new_ctx(words, timeout, max_states, &rule);
  if (!ctx)
    return WN_ENOMEM;
  int v = accordion_hint(ctx, cards, n, rule);
  size_t m = 0;
  const accordion_move_value *mv = v >= 0 ? accordion_hint_moves(ctx, &m)
                                          : NULL;
  if (m > cap) /* the caller's room is too small: its bug */
    v = WN_EINVAL, m = 0;
  for (size_t k = 0; k < m; k++) {
    out[4 * k] = mv[k].move.from;
    out[4 * k + 1] = mv[k].move.to;
    out[4 * k + 2] = mv[k].verdict;
    out[4 * k + 3] = (double)mv[k].states;
  }
  *count = (int)m;
  accordion_free(ctx);
  return v;
}
