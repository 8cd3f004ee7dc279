/*
** test_hitormiss.c: unit tests of the Hit or Miss engine, its reader
** and its deals: the contest samples and extra cases, argument checks,
** limits, allocation failure, reader errors with their positions, and
** the properties of hitormiss_deal.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>
#include "winnable.h"

/* 1..13 four times, and the same shifted by one (the contest samples). */
static void sample_deck(uint8_t ranks[52], int shift) {
  for (int k = 0; k < 52; k++)
    ranks[k] = (uint8_t)((k + shift) % 13 + 1);
}

static const uint8_t EXTRA_WIN[52] = {
  2, 1, 11, 8, 12, 2, 11, 6, 8, 4, 9, 4, 6, 7, 11, 5, 10, 8, 13, 5, 9, 6,
  6, 9, 4, 9, 3, 13, 13, 12, 3, 8, 10, 3, 1, 2, 10, 12, 3, 12, 1, 5, 10,
  5, 1, 4, 13, 7, 2, 7, 11, 7};
static const uint8_t EXTRA_STUCK[52] = {
  12, 5, 10, 13, 12, 6, 1, 4, 5, 8, 2, 1, 2, 7, 4, 9, 4, 7, 11, 13, 7, 9,
  3, 5, 4, 7, 9, 8, 3, 3, 13, 12, 10, 2, 10, 11, 5, 6, 8, 1, 1, 11, 13,
  10, 9, 12, 11, 6, 8, 3, 6, 2};

static void expect_win(hitormiss_ctx *ctx, const uint8_t *ranks, int p,
                       const uint8_t *want, uint64_t cycles) {
  assert_int_equal(hitormiss_play(ctx, ranks, p), WN_WIN);
  assert_memory_equal(hitormiss_last(ctx), want, (size_t)p);
  for (int j = 0; j < p; j++)
    assert_int_equal(hitormiss_hits(ctx)[j], 52);
  if (cycles)
    assert_int_equal(hitormiss_cycles(ctx), cycles);
}

static void issue4_samples(void **state) {
  (void)state;
  hitormiss_ctx *ctx = hitormiss_new(NULL);
  uint8_t ranks[52];
  static const uint8_t thirteens[10] = {13, 13, 13, 13, 13, 13, 13, 13, 13, 13};
  sample_deck(ranks, 0);
  expect_win(ctx, ranks, 4, thirteens, 55);
  expect_win(ctx, ranks, 1, thirteens, 52);
  expect_win(ctx, ranks, 10, thirteens, 0);
  sample_deck(ranks, 1);
  assert_int_equal(hitormiss_play(ctx, ranks, 4), WN_LOSS);
  assert_int_equal(hitormiss_cycles(ctx), 0); /* stuck from the start */
  hitormiss_free(ctx);
}

static void issue4_extra_cases(void **state) {
  (void)state;
  hitormiss_ctx *ctx = hitormiss_new(NULL);
  static const uint8_t want[3] = {13, 10, 8};
  expect_win(ctx, EXTRA_WIN, 3, want, 0);
  assert_int_equal(hitormiss_play(ctx, EXTRA_STUCK, 3), WN_LOSS);
  hitormiss_free(ctx);
}

static void bad_arguments(void **state) {
  (void)state;
  hitormiss_ctx *ctx = hitormiss_new(NULL);
  uint8_t ranks[52];
  sample_deck(ranks, 0);
  assert_int_equal(hitormiss_play(ctx, ranks, 0), WN_EINVAL);
  assert_int_equal(hitormiss_play(ctx, ranks, 11), WN_EINVAL);
  ranks[51] = 14;
  assert_int_equal(hitormiss_play(ctx, ranks, 1), WN_EINVAL);
  ranks[51] = 0;
  assert_int_equal(hitormiss_play(ctx, ranks, 1), WN_EINVAL);
  hitormiss_free(ctx);
}

/* max_states counts events: sample 1 with one player needs 52. */
static void state_limit(void **state) {
  (void)state;
  hitormiss_ctx *ctx = hitormiss_new(NULL);
  uint8_t ranks[52];
  sample_deck(ranks, 0);
  wn_limits lim = {52, 0, 0, NULL, NULL};
  hitormiss_set_limits(ctx, &lim);
  assert_int_equal(hitormiss_play(ctx, ranks, 1), WN_WIN);
  lim.max_states = 51;
  hitormiss_set_limits(ctx, &lim);
  assert_int_equal(hitormiss_play(ctx, ranks, 1), WN_UNKNOWN);
  assert_int_equal(hitormiss_limit_hit(ctx), WN_LIMIT_STATES);
  assert_int_equal(hitormiss_cycles(ctx), 51);
  hitormiss_free(ctx);
}

static void *failing_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
  (void)ud; (void)ptr; (void)osize; (void)nsize;
  return NULL;
}

static void allocation_failure(void **state) {
  (void)state;
  wn_allocator a = {failing_alloc, NULL};
  assert_null(hitormiss_new(&a));
  hitormiss_free(NULL);
}

/* ---- deals ---- */

static void deal_is_a_pure_permutation(void **state) {
  (void)state;
  uint8_t a[52], b[52];
  hitormiss_deal(5, 9, a);
  hitormiss_deal(5, 9, b);
  assert_memory_equal(a, b, 52);
  int seen[52] = {0};
  for (int k = 0; k < 52; k++)
    seen[a[k]]++;
  for (int k = 0; k < 52; k++)
    assert_int_equal(seen[k], 1);
  hitormiss_deal(5, 10, b);
  assert_memory_not_equal(a, b, 52);
  hitormiss_deal(6, 9, b);
  assert_memory_not_equal(a, b, 52);
}

/* Top card over 52,000 deals: each card 1,000 times give or take. */
static void deal_top_card_is_uniform(void **state) {
  (void)state;
  int count[52] = {0};
  for (uint64_t i = 0; i < 52000; i++) {
    uint8_t d[52];
    hitormiss_deal(1, i, d);
    count[d[0]]++;
  }
  double chi2 = 0;
  for (int k = 0; k < 52; k++)
    chi2 += (count[k] - 1000.0) * (count[k] - 1000.0) / 1000.0;
  assert_true(chi2 < 90.0); /* 51 d.o.f.: p < 0.001 beyond 87.0 */
}

/* ---- reader ---- */

struct parsed {
  int rc, n, players[4];
  uint8_t first[4], lastcard[4];
  char err[300];
};

static void parse(const char *text, int line_players, struct parsed *out) {
  FILE *fp = fmemopen((void *)text, strlen(text), "r");
  assert_non_null(fp);
  wn_reader r;
  hitormiss_reader hr;
  wn_reader_init(&r, fp, "t");
  hitormiss_reader_init(&hr, &r, line_players);
  memset(out, 0, sizeof *out);
  while ((out->rc = hitormiss_read(&hr)) == 1 && out->n < 4) {
    out->players[out->n] = hr.players;
    out->first[out->n] = hr.ranks[0];
    out->lastcard[out->n] = hr.ranks[51];
    out->n++;
  }
  if (out->rc < 0)
    snprintf(out->err, sizeof out->err, "%s:%llu:%llu: %s", r.err.file,
             (unsigned long long)r.err.line, (unsigned long long)r.err.col,
             r.err.msg);
  fclose(fp);
}

/* n sets of p and 52 copies of v, newline after every 'wrap' tokens. */
static void contest_text(char *buf, int sets, int p, int v, int wrap) {
  int o = sprintf(buf, "%d\n", sets), tok = 0;
  for (int s = 0; s < sets; s++)
    for (int k = 0; k <= 52; k++, tok++)
      o += sprintf(buf + o, "%d%s", k ? v : p,
                   (tok + 1) % wrap ? " " : "\r\n");
}

static void reader_contest_by_tokens(void **state) {
  (void)state;
  char buf[2000];
  struct parsed ps;
  contest_text(buf, 2, 3, 7, 5); /* line breaks in odd places, CRLF */
  parse(buf, 1, &ps);
  assert_int_equal(ps.rc, 0);
  assert_int_equal(ps.n, 2);
  assert_int_equal(ps.players[1], 3);
  assert_int_equal(ps.first[1], 7);
  assert_int_equal(ps.lastcard[1], 7);
  parse("0\n", 1, &ps);
  assert_int_equal(ps.rc, 0);
  assert_int_equal(ps.n, 0);
}

static void reader_contest_errors(void **state) {
  (void)state;
  char buf[2000];
  struct parsed ps;
  contest_text(buf, 1, 11, 7, 100);
  parse(buf, 1, &ps);
  assert_int_equal(ps.rc, WN_EPARSE);
  assert_string_equal(ps.err,
      "t:2:1: expected a number of players (1..10), found \"11\"");
  contest_text(buf, 1, 2, 14, 100);
  parse(buf, 1, &ps);
  assert_string_equal(ps.err,
      "t:2:3: expected a card value (1..13), found \"14\"");
  contest_text(buf, 2, 2, 5, 100);
  buf[strlen(buf) - 2] = '\0'; /* drop the last value and its blank */
  parse(buf, 1, &ps);
  assert_int_equal(ps.n, 1);
  assert_string_equal(ps.err,
      "t:3:11: expected a card value (1..13), found end of input");
  contest_text(buf, 1, 2, 5, 100);
  strcat(buf, "\n9\n");
  parse(buf, 1, &ps);
  assert_int_equal(ps.n, 1);
  assert_string_equal(ps.err,
      "t:3:1: expected end of input after set 1 of 1, found \"9\"");
}

static void reader_deck_lines(void **state) {
  (void)state;
  char buf[400];
  int o = sprintf(buf, "# a real deck\n\n");
  for (int k = 0; k < 52; k++) /* ks first, then 10H or QD */
    o += sprintf(buf + o, "%s%s", k ? " " : "",
                 k == 0 ? "ks" : k % 3 ? "10H" : "QD");
  sprintf(buf + o, "  # comment\n");
  struct parsed ps;
  parse(buf, 4, &ps);
  assert_int_equal(ps.rc, 0);
  assert_int_equal(ps.n, 1);
  assert_int_equal(ps.players[0], 4);
  assert_int_equal(ps.first[0], 13);
  assert_int_equal(ps.lastcard[0], 12); /* k = 51 is a multiple of 3: QD */
}

static void reader_deck_line_errors(void **state) {
  (void)state;
  char buf[400];
  int o = 0;
  for (int k = 0; k < 51; k++)
    o += sprintf(buf + o, "%s7H", k ? " " : "");
  strcpy(buf + o, "\n");
  struct parsed ps;
  parse(buf, 1, &ps);
  assert_string_equal(ps.err,
      "t:1:153: expected a card like 7H (52 on a line), found end of line");
  strcpy(buf + o, " 7H 8C\n");
  parse(buf, 1, &ps);
  assert_string_equal(ps.err,
      "t:1:157: expected end of line after 52 cards, found \"8C\"");
  strcpy(buf + o, " 1X\n");
  parse(buf, 1, &ps);
  assert_string_equal(ps.err,
      "t:1:154: expected a card like 7H, found \"1X\"");
}

int main(void) {
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(issue4_samples),
    cmocka_unit_test(issue4_extra_cases),
    cmocka_unit_test(bad_arguments),
    cmocka_unit_test(state_limit),
    cmocka_unit_test(allocation_failure),
    cmocka_unit_test(deal_is_a_pure_permutation),
    cmocka_unit_test(deal_top_card_is_uniform),
    cmocka_unit_test(reader_contest_by_tokens),
    cmocka_unit_test(reader_contest_errors),
    cmocka_unit_test(reader_deck_lines),
    cmocka_unit_test(reader_deck_line_errors),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
