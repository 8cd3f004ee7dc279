/*
** fuzz_accordion_moves.c: libFuzzer harness for the Accordion move
** parser and the independent proof checker (issue 9).
**
** Input layout: byte 0 gives n (1..40 cards), the next n bytes the
** cards (mod 52); the rest is a move line for accordion_moves_parse.
** The parsed moves are replayed under both rules; the same rest is also
** read as raw (from, to) pairs of 32-bit numbers, so the checker sees
** any value the public API lets through, not only what the parser makes.
** Checks: a rightmost-rule win is also an any-rule win, and a replayed
** win means the solver must not answer loss.
*/
#include "fuzz_common.h"

#define MAX_N 40

static uint32_t get32(const uint8_t *p) {
  return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
         (uint32_t)p[3] << 24;
}

/* Replay under both rules; a win must not be a solver loss. */
static void check(const uint8_t *cards, size_t n, const accordion_move *m,
                  size_t nm) {
  wn_replay rep;
  memset(&rep, 'x', sizeof rep);
  int any = accordion_replay(NULL, cards, n, ACCORDION_ANY, m, nm, &rep);
  int right = accordion_replay(NULL, cards, n, ACCORDION_RIGHTMOST, m, nm, NULL);
  FUZZ_CHECK((any == WN_EMOVE || (any >= 0 && any <= 1)) &&
             (right == WN_EMOVE || (right >= 0 && right <= 1)));
  if (any != 1) /* why says what is wrong, within its bounds */
    FUZZ_CHECK(rep.why[0] != 'x' && memchr(rep.why, '\0', sizeof rep.why));
  if (any == WN_EMOVE) /* the moves before the first bad one replay */
    FUZZ_CHECK(rep.bad < nm &&
               accordion_replay(NULL, cards, n, ACCORDION_ANY, m, rep.bad,
                                NULL) >= 0);
  else
    FUZZ_CHECK(rep.bad == nm);
  if (right == 1)
    FUZZ_CHECK(any == 1);
  if (any == 1) {
    FUZZ_CHECK(nm == n - 1);
    accordion_ctx *ctx = accordion_new(NULL);
    FUZZ_CHECK(ctx);
    wn_limits lim = fuzz_limits();
    accordion_set_limits(ctx, &lim);
    FUZZ_CHECK(accordion_solve(ctx, cards, n, ACCORDION_ANY) != WN_LOSS);
    if (right == 1)
      FUZZ_CHECK(accordion_solve(ctx, cards, n, ACCORDION_RIGHTMOST) !=
                 WN_LOSS);
    accordion_free(ctx);
  }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 1)
    return 0;
  size_t n = 1 + data[0] % MAX_N;
  if (size < 1 + n)
    return 0;
  uint8_t cards[MAX_N];
  for (size_t k = 0; k < n; k++)
    cards[k] = data[1 + k] % WN_NCARDS;
  const char *line = (const char *)data + 1 + n;
  size_t len = size - 1 - n;

  accordion_move *moves;
  char why[96];
  long nm = accordion_moves_parse(line, len, &moves, why, sizeof why);
  FUZZ_CHECK(nm >= -1);
  if (nm >= 0)
    check(cards, n, moves, (size_t)nm);
  else
    FUZZ_CHECK(memchr(why, '\0', sizeof why) != NULL && why[0]);
  accordion_moves_free(moves);

  size_t nraw = len / 8;
  accordion_move *raw = malloc((nraw ? nraw : 1) * sizeof *raw);
  FUZZ_CHECK(raw);
  for (size_t k = 0; k < nraw; k++) {
    raw[k].from = get32((const uint8_t *)line + 8 * k);
    raw[k].to = get32((const uint8_t *)line + 8 * k + 4);
  }
  check(cards, n, raw, nraw);
  free(raw);
  return 0;
}
