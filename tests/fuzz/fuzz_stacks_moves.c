/*
** fuzz_stacks_moves.c: libFuzzer harness for the Stack Management move
** parser and the independent move checker (issue 9).
**
** Input layout: byte 0 gives n (1..6 stacks), byte 1 c (1..6 cards per
** stack), the next n*c bytes the cards (value 1..13 from the low
** nibble, suit 1..4 from the high one); inputs that repeat a card are
** skipped, as the reader would reject them. The rest is a move line
** for stacks_moves_parse, replayed by stacks_replay, and also read as
** raw (from, to) pairs of 32-bit numbers so that the checker sees any
** value the public API lets through. Checks: a replayed win means the
** solver must not answer loss, and the solver's own proof must replay.
*/
#include "fuzz_common.h"

#define MAX_N 6
#define MAX_C 6

struct inst {
  size_t n, c;
  stacks_card cards[MAX_N * MAX_C];
  const stacks_card *stacks[MAX_N];
};

static uint32_t get32(const uint8_t *p) {
  return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
         (uint32_t)p[3] << 24;
}

static void check(const struct inst *in, const stacks_move *m, size_t nm) {
  wn_replay rep;
  memset(&rep, 'x', sizeof rep);
  int ok = stacks_replay(NULL, in->stacks, in->n, in->c, m, nm, &rep);
  FUZZ_CHECK(ok == WN_EMOVE || (ok >= 0 && ok <= 1));
  if (ok != 1) /* why says what is wrong, within its bounds */
    FUZZ_CHECK(rep.why[0] != 'x' && memchr(rep.why, '\0', sizeof rep.why));
  if (ok == WN_EMOVE) /* the moves before the first bad one replay */
    FUZZ_CHECK(rep.bad < nm && stacks_replay(NULL, in->stacks, in->n, in->c,
                                             m, rep.bad, NULL) >= 0);
  else
    FUZZ_CHECK(rep.bad == nm);
  stacks_ctx *ctx = stacks_new(NULL);
  FUZZ_CHECK(ctx);
  wn_limits lim = fuzz_limits();
  lim.max_states = 0;
  stacks_set_limits(ctx, &lim);
  int v = stacks_solve(ctx, in->stacks, in->n, in->c, STACKS_MOVES);
  FUZZ_CHECK(v == WN_WIN || v == WN_LOSS);
  if (ok == 1)
    FUZZ_CHECK(v == WN_WIN);
  if (v == WN_WIN) {
    size_t np;
    const stacks_move *proof = stacks_proof(ctx, &np);
    FUZZ_CHECK(stacks_replay(NULL, in->stacks, in->n, in->c, proof, np, NULL) ==
               1);
  }
  stacks_free(ctx);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 2)
    return 0;
  struct inst in;
  in.n = 1 + data[0] % MAX_N;
  in.c = 1 + data[1] % MAX_C;
  size_t total = in.n * in.c;
  if (size < 2 + total)
    return 0;
  for (size_t k = 0; k < total; k++) {
    in.cards[k].value = 1 + (data[2 + k] & 15) % 13;
    in.cards[k].suit = 1 + (data[2 + k] >> 4) % 4;
    for (size_t j = 0; j < k; j++)
      if (in.cards[j].value == in.cards[k].value &&
          in.cards[j].suit == in.cards[k].suit)
        return 0;
  }
  for (size_t i = 0; i < in.n; i++)
    in.stacks[i] = in.cards + i * in.c;
  const char *line = (const char *)data + 2 + total;
  size_t len = size - 2 - total;

  stacks_move *moves;
  char why[96];
  long nm = stacks_moves_parse(line, len, &moves, why, sizeof why);
  FUZZ_CHECK(nm >= -1);
  if (nm >= 0)
    check(&in, moves, (size_t)nm);
  else
    FUZZ_CHECK(memchr(why, '\0', sizeof why) != NULL && why[0]);
  stacks_moves_free(moves);

  size_t nraw = len / 8;
  stacks_move *raw = malloc((nraw ? nraw : 1) * sizeof *raw);
  FUZZ_CHECK(raw);
  for (size_t k = 0; k < nraw; k++) {
    raw[k].from = get32((const uint8_t *)line + 8 * k);
    raw[k].to = get32((const uint8_t *)line + 8 * k + 4);
  }
  check(&in, raw, nraw);
  free(raw);
  return 0;
}
