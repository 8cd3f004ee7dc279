/*
** fuzz_accordion_cert.c: libFuzzer harness for certificates of
** Accordion losses: the text reader (accordion_cert_read) and the
** separate checker (accordion_check_loss) on whatever it reads.
**
** The checker must be sound: a block it accepts proves its deal (row 0)
** lost, so the solver, under tight limits, must never win that deal.
** A deal the solver loses gets its own certificate written, read back
** and accepted. The input is read a second time with an allocator that
** fails at some call: that run may stop with WN_ENOMEM but must agree
** with the first until it does.
*/
#include "fuzz_common.h"

#define MAX_BLOCKS 32
#define SOLVE_MAX 40 /* deals solved, to keep runs fast */

/* The solver's certificate of a lost deal, written and read back. */
static void round_trip(accordion_ctx *ctx, const uint8_t *cards, size_t n) {
  char *buf = NULL;
  size_t len = 0;
  FILE *out = open_memstream(&buf, &len);
  FUZZ_CHECK(out);
  FUZZ_CHECK(accordion_write_certificate(out, 1, ctx, cards, n) == 0);
  fclose(out);
  FILE *in = fuzz_open((const uint8_t *)buf, len);
  wn_reader r;
  accordion_cert c;
  wn_reader_init(&r, in, "round-trip");
  accordion_cert_init(&c, &r, NULL);
  FUZZ_CHECK(accordion_cert_read(&c) == 1);
  FUZZ_CHECK(c.ncase == 1 && c.lens[0] == n &&
             memcmp(c.bytes, cards, n) == 0);
  FUZZ_CHECK(accordion_check_loss(NULL, cards, n, c.bytes, c.lens, c.nrows,
                                  NULL) == 1);
  FUZZ_CHECK(accordion_cert_read(&c) == 0);
  accordion_cert_release(&c);
  fclose(in);
  free(buf);
}

/* Check the block just read against the solver. */
static void judge(accordion_ctx *ctx, const accordion_cert *c) {
  const uint8_t *deal = c->bytes;
  size_t n = c->lens[0];
  wn_replay rep;
  int ok = accordion_check_loss(NULL, deal, n, c->bytes, c->lens, c->nrows,
                                &rep);
  FUZZ_CHECK(ok == 0 || ok == 1);
  FUZZ_CHECK(ok == 1 || rep.why[0]);
  if (n > SOLVE_MAX)
    return;
  int v = accordion_solve(ctx, deal, n, ACCORDION_ANY);
  FUZZ_CHECK(v == WN_WIN || v == WN_LOSS || v == WN_UNKNOWN);
  if (ok == 1)
    FUZZ_CHECK(v != WN_WIN); /* soundness */
  if (v == WN_LOSS)
    round_trip(ctx, deal, n);
}

/* A fuzz_pass (ctx: an accordion_ctx); every block's rows go to 'sum'. */
static int read_all(const uint8_t *data, size_t size, const wn_allocator *a,
                    void *ctx, uint64_t *sum, int *count) {
  FILE *fp = fuzz_open(data, size);
  wn_reader r;
  accordion_cert c;
  wn_reader_init(&r, fp, "fuzz");
  accordion_cert_init(&c, &r, a);
  int rc;
  *count = 0;
  while (*count < MAX_BLOCKS && (rc = accordion_cert_read(&c)) == 1) {
    FUZZ_CHECK(c.nrows >= 1);
    size_t at = 0;
    for (size_t k = 0; k < c.nrows; at += c.lens[k], k++) {
      FUZZ_CHECK(c.lens[k] >= 1 && c.lens[k] <= ACCORDION_MAX_CARDS);
      for (size_t m = 0; m < c.lens[k]; m++) {
        FUZZ_CHECK(c.bytes[at + m] < WN_NCARDS);
        *sum = *sum * 31 + c.bytes[at + m];
      }
      *sum = *sum * 31 + c.lens[k];
    }
    FUZZ_CHECK(at == c.nbytes);
    ++*count;
    if (ctx)
      judge(ctx, &c);
  }
  if (rc == WN_EPARSE)
    FUZZ_CHECK(r.err.line >= 1 && r.err.col >= 1 && r.err.msg[0]);
  accordion_cert_release(&c);
  fclose(fp);
  return *count == MAX_BLOCKS ? 1 : rc;
}

/* The solver, certifying: round_trip needs the certificate of a loss. */
static void *make(const wn_limits *lim) {
  accordion_ctx *ctx = fuzz_accordion_make(lim);
  if (ctx)
    accordion_set_certify(ctx, 1);
  return ctx;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  fuzz_twice(data, size, read_all, make, fuzz_accordion_drop, 5);
  return 0;
}
