/*
** wasm_stacks.c: the functions the web page's WebAssembly module
** exports for Stack Management, beside wasm_accordion.c
** (same calling convention: buffers from wn_wasm_alloc, no state kept
** between calls).
**
** A position is n stacks given as heights[n] and the cards of all
** stacks, stack after stack, each top card first, as (value, suit)
** pairs of uint32: cards[2k] the value, cards[2k+1] the suit. A move
** is (from, to), to 0 for a removal ("rS"), as in stacks_move.
*/
#include <stdlib.h>
#include <string.h>
#include "winnable.h"

#define WN_EXPORT(name) __attribute__((export_name(name)))

/*
** The position as stacks_hint wants it; NULL if out of memory or past
** STACKS_MAX_CARDS (checked before the sizes are added up: size_t is
** 32 bits here).
*/
static stacks_card **unpack(const uint32_t *cards, const uint32_t *heights,
                            size_t n, size_t **h) {
  size_t total = 0;
  *h = NULL;
  if (n > STACKS_MAX_CARDS)
    return NULL;
  for (size_t s = 0; s < n; s++) {
    if (heights[s] > STACKS_MAX_CARDS - total)
      return NULL;
    total += heights[s];
  }
  stacks_card **st = malloc(n * sizeof *st + total * sizeof **st + 1);
  *h = malloc(n * sizeof **h + 1);
  if (!st || !*h) {
    free(st);
    free(*h);
    return NULL;
  }
  stacks_card *pool = (stacks_card *)(st + n);
  for (size_t s = 0, k = 0; s < n; s++) {
    st[s] = pool + k;
    (*h)[s] = heights[s];
    for (size_t x = 0; x < heights[s]; x++, k++)
      pool[k] = (stacks_card){cards[2 * k], cards[2 * k + 1]};
  }
  return st;
}

static stacks_ctx *new_ctx(double max_states) {
  stacks_ctx *ctx = stacks_new(NULL);
  if (ctx) {
    /* a negative or nan limit from the page means none */
    uint64_t states = max_states >= 1 && max_states < 1e18
                      ? (uint64_t)max_states : 0;
    wn_limits lim = {states, 0, (size_t)1 << 30, NULL, NULL};
    stacks_set_limits(ctx, &lim);
  }
  return ctx;
}

/* The verdict of the position and, for a loss, why into why[128]. */
static void reason(const stacks_ctx *ctx, int v, char *why) {
  why[0] = '\0';
  if (v == WN_LOSS) {
    strncpy(why, stacks_reason_text(stacks_reason_of(ctx)), 127);
    why[127] = '\0';
  }
}

/*
** Value every legal move (stacks_hint): move k is out[3k .. 3k+2] =
** from, to, verdict (room for n + n * n moves); *count gets the number
** of moves, why[128] the reason of a lost position. Returns the
** position's verdict or a negative WN_E* code.
*/
WN_EXPORT("wn_wasm_stacks_hint")
int wn_wasm_stacks_hint(const uint32_t *cards, const uint32_t *heights,
                        size_t n, double max_states, uint32_t *out,
                        int *count, char *why) {
  size_t *h = NULL;
  stacks_card **st = unpack(cards, heights, n, &h);
  stacks_ctx *ctx = st ? new_ctx(max_states) : NULL;
  int v = ctx ? stacks_hint(ctx, (const stacks_card *const *)st, h, n)
              : WN_ENOMEM;
  size_t m = 0;
  const stacks_move_value *mv = v >= 0 ? stacks_hint_moves(ctx, &m) : NULL;
  for (size_t k = 0; k < m; k++) {
    out[3 * k] = mv[k].move.from;
    out[3 * k + 1] = mv[k].move.to;
    out[3 * k + 2] = (uint32_t)mv[k].verdict;
  }
  *count = (int)m;
  reason(ctx, v, why);
  stacks_free(ctx);
  free(st);
  free(h);
  return v;
}

/*
** The first winning move and its continuation into line[2 * cap]. A
** continuation that could not be built reads as no moves at all (the
** library returns NULL, 0 then, as when the move wins at once): the
** page replays the line and calls it unknown unless it wins.
*/
static long win_line(stacks_ctx *ctx, uint32_t *line, size_t cap) {
  size_t m = 0, len = 0;
  const stacks_move_value *mv = stacks_hint_moves(ctx, &m);
  for (size_t i = 0; i < m; i++) {
    if (mv[i].verdict != WN_WIN)
      continue;
    stacks_move first = mv[i].move;
    const stacks_move *rest = stacks_hint_line(ctx, i, &len);
    if (len + 1 > cap)
      return -1;
    line[0] = first.from;
    line[1] = first.to;
    for (size_t k = 0; k < len; k++) {
      line[2 * k + 2] = rest[k].from;
      line[2 * k + 3] = rest[k].to;
    }
    return (long)len + 1;
  }
  return -1;
}

/*
** Solve from this position: a winning line (moves into line[2 * cap],
** their number into *count; 0 if the position is already won), or why
** it is lost into why[128]. Returns the verdict (WN_UNKNOWN when a
** limit ran out or the line could not be built) or a WN_E* code.
*/
WN_EXPORT("wn_wasm_stacks_solve")
int wn_wasm_stacks_solve(const uint32_t *cards, const uint32_t *heights,
                         size_t n, double max_states, uint32_t *line,
                         size_t cap, int *count, char *why) {
  size_t *h = NULL;
  stacks_card **st = unpack(cards, heights, n, &h);
  stacks_ctx *ctx = st ? new_ctx(max_states) : NULL;
  int v = ctx ? stacks_hint(ctx, (const stacks_card *const *)st, h, n)
              : WN_ENOMEM;
  size_t m = 0;
  *count = 0;
  if (v == WN_WIN && (stacks_hint_moves(ctx, &m), m > 0)) {
    long len = win_line(ctx, line, cap);
    if (len < 0)
      v = WN_UNKNOWN;
    else
      *count = (int)len;
  }
  reason(ctx, v, why);
  stacks_free(ctx);
  free(st);
  free(h);
  return v;
}

/*
** Instance 'index' of 'seed' with n stacks of c cards from k suits and
** v values, as "winnable deal stacks" (no premade pool): the n*c cards
** into out[2 * n * c] as (value, suit). Returns 0, or WN_EINVAL with
** why[128] saying what is wrong with the shape.
*/
WN_EXPORT("wn_wasm_stacks_deal")
int wn_wasm_stacks_deal(uint64_t seed, uint64_t index, uint32_t n, uint32_t c,
                        uint32_t k, uint32_t v, uint32_t *out, char *why) {
  stacks_shape shape = {n, c, k, v, 0};
  if (stacks_shape_check(&shape, why, 128) != 0)
    return WN_EINVAL;
  stacks_card *cards = malloc((size_t)n * c * sizeof *cards);
  if (!cards)
    return WN_ENOMEM;
  stacks_deal(seed, index, &shape, cards);
  for (size_t x = 0; x < (size_t)n * c; x++) {
    out[2 * x] = cards[x].value;
    out[2 * x + 1] = cards[x].suit;
  }
  free(cards);
  return 0;
}

/*
** Read the first case of contest input text[len] as "winnable stacks"
** does: its n stacks of c cards into out[2 * cap] as (value, suit), top
** card first, and dims[0..1] = n, c. Returns n * c, or a negative WN_E*
** code with why[256].
*/
WN_EXPORT("wn_wasm_stacks_read")
long wn_wasm_stacks_read(const char *text, size_t len, uint32_t *out,
                         size_t cap, uint32_t *dims, char *why) {
  wn_reader r;
  wn_reader_init_string(&r, text, len, "case");
  stacks_reader sr;
  stacks_reader_init(&sr, &r, NULL);
  long rc = stacks_read(&sr);
  why[0] = '\0';
  if (rc == 1 && sr.n * sr.c <= cap) {
    for (size_t s = 0, k = 0; s < sr.n; s++)
      for (size_t x = 0; x < sr.c; x++, k++) {
        out[2 * k] = sr.stacks[s][x].value;
        out[2 * k + 1] = sr.stacks[s][x].suit;
      }
    dims[0] = (uint32_t)sr.n;
    dims[1] = (uint32_t)sr.c;
    rc = (long)(sr.n * sr.c);
  } else if (rc >= 0) {
    strcpy(why, rc == 1 ? "the case is too big for the page" : "no case");
    rc = WN_EINVAL;
  } else {
    memcpy(why, r.err.msg, sizeof r.err.msg);
  }
  stacks_reader_release(&sr);
  return rc;
}
