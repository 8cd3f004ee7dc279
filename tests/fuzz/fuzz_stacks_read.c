/*
** fuzz_stacks_read.c: libFuzzer harness for the Stack Management
** contest reader and the solver behind it (issue 9).
**
** Every case read must point n stacks of c cards into the premade pool,
** with values and suits in range and no card twice. Each case is solved
** with and without a move list: the two verdicts must agree, and a
** win's move list must replay as a win in the independent checker. The
** input is then read again with an allocator that fails at some call:
** that run may stop with WN_ENOMEM but must agree with the first until
** it does, and must give back every byte.
*/
#include "fuzz_common.h"

#define MAX_CASES 64

static void solve(stacks_ctx *ctx, const stacks_reader *sr) {
  const stacks_card *const *st = (const stacks_card *const *)sr->stacks;
  int v = stacks_solve(ctx, st, sr->n, sr->c, STACKS_MOVES);
  FUZZ_CHECK(v == WN_WIN || v == WN_LOSS || v == WN_UNKNOWN);
  if (v == WN_WIN) {
    size_t nmoves;
    const stacks_move *moves = stacks_proof(ctx, &nmoves);
    wn_replay rep;
    int ok = stacks_replay(NULL, st, sr->n, sr->c, moves, nmoves, &rep);
    if (ok != 1)
      fprintf(stderr, "replay: %s\n", rep.why);
    FUZZ_CHECK(ok == 1);
  }
  if (v == WN_LOSS)
    FUZZ_CHECK(stacks_reason_of(ctx) != STACKS_REASON_NONE);
  int w = stacks_solve(ctx, st, sr->n, sr->c, 0);
  FUZZ_CHECK(w == v || w == WN_UNKNOWN || v == WN_UNKNOWN);
}

/* A case must be n distinct stacks of c distinct, in-range cards. */
static void check_case(const stacks_reader *sr) {
  FUZZ_CHECK(sr->n >= 1 && sr->c >= 1 && sr->n * sr->c <= STACKS_MAX_CARDS);
  for (size_t i = 0; i < sr->n; i++) {
    FUZZ_CHECK(sr->index[i] < sr->npremade);
    for (size_t j = 0; j < sr->c; j++) {
      const stacks_card *a = &sr->stacks[i][j];
      FUZZ_CHECK(a->value >= 1 && a->value <= STACKS_MAX_VALUE);
      FUZZ_CHECK(a->suit >= 1 && a->suit <= STACKS_MAX_VALUE);
    }
  }
  if (sr->n * sr->c > 256)
    return; /* the quadratic check below is for small cases */
  for (size_t x = 0; x < sr->n * sr->c; x++)
    for (size_t y = x + 1; y < sr->n * sr->c; y++) {
      const stacks_card *a = &sr->stacks[x / sr->c][x % sr->c];
      const stacks_card *b = &sr->stacks[y / sr->c][y % sr->c];
      FUZZ_CHECK(a->value != b->value || a->suit != b->suit);
    }
}

static int read_all(const uint8_t *data, size_t size, const wn_allocator *a,
                    stacks_ctx *ctx, int *count) {
  FILE *fp = fuzz_open(data, size);
  wn_reader r;
  stacks_reader sr;
  wn_reader_init(&r, fp, "fuzz");
  stacks_reader_init(&sr, &r, a);
  int rc;
  *count = 0;
  while (*count < MAX_CASES && (rc = stacks_read(&sr)) == 1) {
    check_case(&sr);
    if (ctx)
      solve(ctx, &sr);
    ++*count;
  }
  if (rc == WN_EPARSE)
    FUZZ_CHECK(r.err.line >= 1 && r.err.col >= 1 && r.err.msg[0]);
  stacks_reader_release(&sr);
  fclose(fp);
  return *count == MAX_CASES ? 1 : rc;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  stacks_ctx *ctx = stacks_new(NULL);
  FUZZ_CHECK(ctx);
  wn_limits lim = fuzz_limits();
  lim.max_states = 0; /* the decision is linear in the cards */
  stacks_set_limits(ctx, &lim);
  int n1, n2;
  int rc1 = read_all(data, size, NULL, ctx, &n1);
  stacks_free(ctx);
  /* ENOMEM: a pool past 2^30 cards is refused rather than allocated */
  FUZZ_CHECK(rc1 == 0 || rc1 == 1 || rc1 == WN_EPARSE || rc1 == WN_ENOMEM);

  struct fuzz_alloc fa;
  wn_allocator a = fuzz_allocator(&fa, 1 + size % 9);
  int rc2 = read_all(data, size, &a, NULL, &n2);
  FUZZ_CHECK(fa.live == 0);
  if (rc2 != WN_ENOMEM)
    FUZZ_CHECK(rc2 == rc1 && n2 == n1);
  else
    FUZZ_CHECK(n2 <= n1);
  return 0;
}
