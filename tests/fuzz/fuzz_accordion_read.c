/*
** fuzz_accordion_read.c: libFuzzer harness for the Accordion reader
** (either format) and the solver behind it (issue 9).
**
** Every deal read is written back with accordion_write_deal and read
** again: the round trip must give the same cards. The first MAX_SOLVED
** deals of up to SOLVE_MAX cards are solved under both rules with
** tight limits; a win's proof must replay as a win under its rule, and
** a rightmost win must not be an any-rule loss (rightmost moves are
** any-rule moves). The input is then read a second time with an
** allocator that fails at some call: that run may stop with WN_ENOMEM
** but must agree with the first until it does.
*/
#include "fuzz_common.h"

#define MAX_DEALS 64
#define MAX_SOLVED 8   /* deals solved per input, to keep runs fast */
#define SOLVE_MAX 60

/* Write the deal, read it back as a deal line, compare. */
static void round_trip(const uint8_t *cards, size_t n) {
  char *buf = NULL;
  size_t len = 0;
  FILE *out = open_memstream(&buf, &len);
  FUZZ_CHECK(out);
  FUZZ_CHECK(accordion_write_deal(out, cards, n) == 0);
  fputc('\n', out);
  fclose(out);
  FILE *in = fuzz_open((const uint8_t *)buf, len);
  wn_reader r;
  accordion_reader ar;
  wn_reader_init(&r, in, "round-trip");
  accordion_reader_init(&ar, &r, NULL);
  FUZZ_CHECK(accordion_read(&ar) == 1);
  FUZZ_CHECK(ar.n == n && memcmp(ar.cards, cards, n) == 0);
  FUZZ_CHECK(accordion_read(&ar) == 0);
  accordion_reader_release(&ar);
  fclose(in);
  free(buf);
}

/* Solve under 'rule'; check a win's proof. Returns the verdict. */
static int solve(accordion_ctx *ctx, const uint8_t *cards, size_t n,
                 accordion_rule rule) {
  int v = accordion_solve(ctx, cards, n, rule);
  FUZZ_CHECK(v == WN_WIN || v == WN_LOSS || v == WN_UNKNOWN);
  if (v == WN_WIN) {
    size_t nmoves;
    const accordion_move *moves = accordion_proof(ctx, &nmoves);
    FUZZ_CHECK(nmoves == n - 1);
    FUZZ_CHECK(accordion_replay(NULL, cards, n, rule, moves, nmoves, NULL) == 1);
  }
  if (v == WN_UNKNOWN)
    FUZZ_CHECK(accordion_limit_hit(ctx) != WN_LIMIT_NONE);
  return v;
}

/* A fuzz_pass (ctx: an accordion_ctx); every deal goes to 'sum'. */
static int read_all(const uint8_t *data, size_t size, const wn_allocator *a,
                    void *ctx, uint64_t *sum, int *count) {
  FILE *fp = fuzz_open(data, size);
  wn_reader r;
  accordion_reader ar;
  wn_reader_init(&r, fp, "fuzz");
  accordion_reader_init(&ar, &r, a);
  int rc;
  *count = 0;
  while (*count < MAX_DEALS && (rc = accordion_read(&ar)) == 1) {
    FUZZ_CHECK(ar.n >= 1 && ar.n <= ACCORDION_MAX_CARDS);
    for (size_t k = 0; k < ar.n; k++) {
      FUZZ_CHECK(ar.cards[k] < WN_NCARDS);
      *sum = *sum * 31 + ar.cards[k];
    }
    ++*count;
    if (!ctx)
      continue;
    round_trip(ar.cards, ar.n);
    if (ar.n <= SOLVE_MAX && *count <= MAX_SOLVED) {
      int any = solve(ctx, ar.cards, ar.n, ACCORDION_ANY);
      int right = solve(ctx, ar.cards, ar.n, ACCORDION_RIGHTMOST);
      if (right == WN_WIN)
        FUZZ_CHECK(any != WN_LOSS);
    }
  }
  if (rc == WN_EPARSE)
    FUZZ_CHECK(r.err.line >= 1 && r.err.col >= 1 && r.err.msg[0]);
  accordion_reader_release(&ar);
  fclose(fp);
  return *count == MAX_DEALS ? 1 : rc;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  fuzz_twice(data, size, read_all, fuzz_accordion_make, fuzz_accordion_drop,
             5);
  return 0;
}
