/*
** test_accordion_loss_cross.c: certificates of Accordion losses
** (accordion_loss_certificate, checked by accordion_check_loss) against
** the brute force of accordion_brute.c.
**
** Two directions. Every loss the solver proves comes with a certificate
** the checker accepts, and taking any row out of it (or adding a row
** that wins) makes the checker refuse. And the checker is sound: on
** small decks, certificates built from every position the deck can
** reach, perturbed at random, are accepted only when the brute force
** says the deck is lost.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include "winnable.h"
#include "cross/accordion_brute.h"
#include "cross/small_decks.h"
#include "games/accordion_ctx.h"
#include "games/accordion_impl.h"

/* Rows back to back, as accordion_check_loss takes them. */
struct rows {
  uint8_t *bytes;
  size_t *lens;
  size_t nrows, nbytes, cap_rows, cap_bytes;
};

static void rows_add(struct rows *r, const uint8_t *row, size_t len) {
  if (r->nrows == r->cap_rows) {
    r->cap_rows = r->cap_rows ? 2 * r->cap_rows : 64;
    r->lens = realloc(r->lens, r->cap_rows * sizeof *r->lens);
    assert_non_null(r->lens);
  }
  while (r->nbytes + len > r->cap_bytes) {
    r->cap_bytes = r->cap_bytes ? 2 * r->cap_bytes : 1024;
    r->bytes = realloc(r->bytes, r->cap_bytes);
    assert_non_null(r->bytes);
  }
  memcpy(r->bytes + r->nbytes, row, len);
  r->nbytes += len;
  r->lens[r->nrows++] = len;
}

static void rows_free(struct rows *r) {
  free(r->bytes);
  free(r->lens);
  memset(r, 0, sizeof *r);
}

static int collect(void *user, const uint8_t *row, size_t len) {
  rows_add(user, row, len);
  return 0;
}

/* r without its row 'skip' (skip >= nrows: all of it), into out. */
static void rows_without(const struct rows *r, size_t skip, struct rows *out) {
  size_t at = 0;
  for (size_t k = 0; k < r->nrows; at += r->lens[k], k++)
    if (k != skip)
      rows_add(out, r->bytes + at, r->lens[k]);
}

static int check(const uint8_t *cards, size_t n, const struct rows *r,
                 wn_replay *rep) {
  return accordion_check_loss(NULL, cards, n, r->bytes, r->lens, r->nrows,
                              rep);
}

/* ---- every proven loss has a certificate, and every row of it counts ---- */

/*
** Solve cards[0..n); on a loss, the certificate must hold, and (without
** beams, n < 25, where every row but the deal's was reached from
** another row) fail once any one row is taken out, or once a row of two
** matching piles is added. Returns the verdict.
*/
static int certify(accordion_ctx *ctx, const uint8_t *cards, size_t n,
                   uint64_t *seed) {
  int v = accordion_solve(ctx, cards, n, ACCORDION_ANY);
  assert_true(v == WN_WIN || v == WN_LOSS);
  struct rows r = {0};
  int rc = accordion_loss_certificate(ctx, collect, &r);
  if (v == WN_WIN) {
    assert_int_equal(rc, WN_EINVAL);
    return v;
  }
  assert_int_equal(rc, 0);
  assert_true(r.nrows >= 1);
  wn_replay rep;
  if (check(cards, n, &r, &rep) != 1)
    fail_msg("certificate of %zu rows refused: %s", r.nrows, rep.why);
  if (n < 25 && r.nrows >= 2 && r.nrows <= 20000) { /* keep it quick */
    struct rows less = {0};
    size_t skip = (size_t)cross_below(seed, (int)r.nrows);
    rows_without(&r, skip, &less);
    assert_int_equal(check(cards, n, &less, &rep), 0);
    rows_free(&less);
  }
  const uint8_t pair[2] = {cards[0], cards[0]}; /* the same card: a match */
  rows_add(&r, pair, 2);
  assert_int_equal(check(cards, n, &r, &rep), 0);
  assert_int_equal(rep.bad, r.nrows - 1);
  assert_non_null(strstr(rep.why, "wins"));
  rows_free(&r);
  return v;
}

static void every_loss_certified(void **state) {
  (void)state;
  accordion_ctx *ctx = accordion_new(NULL), *bounded = accordion_new(NULL);
  assert_non_null(ctx);
  assert_non_null(bounded);
  accordion_set_certify(ctx, 1);
  accordion_set_certify(bounded, 1);
  /* the bound that would make the table forget, which certify overrides */
  accordion_set_lost_room(bounded, ACCORDION_LOST_ROOM_TINY);
  uint64_t seed = 77, pick = 78;
  int total[2] = {0, 0};
  for (int k = 0; k < 4000; k++) { /* small decks, many repeats */
    uint8_t cards[24];
    size_t n = sd_deck(&seed, 20, 13, cards);
    total[certify(ctx, cards, n, &pick) == WN_WIN]++;
  }
  for (uint64_t k = 0; k < 1000; k++) { /* distinct cards, 14 to 20 */
    uint8_t cards[20];
    size_t n = 14 + (size_t)(k % 7);
    accordion_deal(5, k, n, cards);
    int v = certify(ctx, cards, n, &pick);
    assert_int_equal(certify(bounded, cards, n, &pick), v);
    total[v == WN_WIN]++;
  }
  /* losses of 25 and 26 cards: the beams run, the pass pauses for them */
  static const unsigned lost[][2] = {{25, 306}, {25, 198}, {26, 86}};
  for (size_t k = 0; k < sizeof lost / sizeof *lost; k++) {
    uint8_t cards[26];
    accordion_deal(lost[k][0], lost[k][1], lost[k][0], cards);
    assert_int_equal(certify(ctx, cards, lost[k][0], &pick), WN_LOSS);
    assert_true(ctx->search.beam_states > 0); /* the beams ran */
  }
  accordion_free(ctx);
  accordion_free(bounded);
  print_message("certificates: %d losses certified, %d wins\n", total[0],
                total[1]);
  assert_true(total[0] >= 1500 && total[1] >= 1500);
}

/* accordion_set_certify_sink: rows as they are proven, into a struct rows. */
static void sink_row(void *user, const uint8_t *row, size_t len) {
  rows_add(user, row, len);
}

/* 1 if some row of r is listed twice (a quadratic scan: small lists). */
static int has_repeat(const struct rows *r) {
  size_t at = 0;
  for (size_t k = 0; k < r->nrows; at += r->lens[k], k++) {
    size_t bt = at + r->lens[k];
    for (size_t j = k + 1; j < r->nrows; bt += r->lens[j], j++)
      if (r->lens[j] == r->lens[k] &&
          memcmp(r->bytes + at, r->bytes + bt, r->lens[k]) == 0)
        return 1;
  }
  return 0;
}

/*
** Certificates handed out row by row while the table of losses forgets
** (a table of a few kilobytes):
** the verdict is the brute force's, the rows of every loss certify it,
** and the table itself gives no certificate.
*/
static void streamed_certificates_hold(void **state) {
  (void)state;
  accordion_ctx *ctx = accordion_new(NULL);
  assert_non_null(ctx);
  struct rows r = {0};
  accordion_set_certify(ctx, 1);
  accordion_set_certify_sink(ctx, sink_row, &r);
  accordion_set_lost_room(ctx, ACCORDION_LOST_ROOM_TINY);
  uint64_t seed = 171;
  int losses = 0, repeats = 0;
  for (int k = 0; k < 600; k++) {
    uint8_t cards[24];
    size_t n = k % 2 ? sd_deck(&seed, 18, 13, cards)
                     : (accordion_deal(9, (uint64_t)k, 14 + k % 4, cards),
                        14 + (size_t)(k % 4));
    r.nrows = r.nbytes = 0;
    int v = accordion_solve(ctx, cards, n, ACCORDION_ANY);
    assert_int_equal(v == WN_WIN, accbrute_decide(cards, n, 0, 1, NULL, NULL));
    struct rows none = {0};
    assert_int_equal(accordion_loss_certificate(ctx, collect, &none),
                     WN_EINVAL);
    if (v != WN_LOSS)
      continue;
    wn_replay rep;
    if (check(cards, n, &r, &rep) != 1)
      fail_msg("streamed certificate of %zu rows refused: %s", r.nrows,
               rep.why);
    losses++;
    repeats += has_repeat(&r);
  }
  accordion_free(ctx);
  rows_free(&r);
  print_message("streamed: %d losses certified, %d with a row proven "
                "twice\n", losses, repeats);
  assert_true(losses >= 150 && repeats >= 10);
}

/* ---- the checker is sound ---- */

#define SMALL 8

/* Every row reachable from cards[0..n) (the deal too), into out. */
static void reachable(const uint8_t *cards, size_t n, struct rows *out) {
  rows_add(out, cards, n);
  size_t from = 0, at = 0;
  for (size_t len = n; len > 1; len--) { /* one layer per pile count */
    size_t end = out->nrows, layer_at = out->nbytes;
    for (size_t k = from; k < end; at += out->lens[k], k++) {
      uint8_t row[SMALL];
      for (size_t j = 2; j <= len; j++)
        for (size_t d = 1; d <= 3 && d < j; d += 2) {
          memcpy(row, out->bytes + at, len);
          uint8_t a = row[j - 1], b = row[j - 1 - d];
          if (wn_card_rank(a) != wn_card_rank(b) &&
              wn_card_suit(a) != wn_card_suit(b))
            continue;
          row[j - 1 - d] = a;
          memmove(row + j - 1, row + j, len - j);
          int seen = 0; /* the new layer so far: a plain scan */
          for (size_t lat = layer_at; lat < out->nbytes && !seen;
               lat += len - 1)
            seen = memcmp(out->bytes + lat, row, len - 1) == 0;
          if (!seen)
            rows_add(out, row, len - 1);
        }
    }
    from = end;
  }
}

/*
** Certificates from the deck's reachable rows: the lost ones (by the
** brute force) must certify exactly the lost decks; the same with rows
** dropped or won rows added at random is accepted only for lost decks;
** all the rows at once never certify a won deck.
*/
static void checker_is_sound(void **state) {
  (void)state;
  uint64_t seed = 91, pick = 92;
  int accepted_perturbed = 0, refused_perturbed = 0, lost_decks = 0;
  for (int k = 0; k < 3000; k++) {
    uint8_t cards[SMALL];
    size_t n = sd_deck(&seed, SMALL, 6, cards);
    int won = accbrute_decide(cards, n, 0, 1, NULL, NULL);
    assert_true(won == 0 || won == 1);
    struct rows all = {0}, lost = {0}, mixed = {0};
    reachable(cards, n, &all);
    size_t at = 0;
    for (size_t m = 0; m < all.nrows; at += all.lens[m], m++) {
      const uint8_t *row = all.bytes + at;
      if (all.lens[m] < 2)
        continue;
      int row_won = accbrute_decide(row, all.lens[m], 0, 1, NULL, NULL);
      if (!row_won)
        rows_add(&lost, row, all.lens[m]);
      int r = cross_below(&pick, 20);
      if (row_won ? r == 0 : r != 0) /* drop a twentieth, add won ones */
        rows_add(&mixed, row, all.lens[m]);
    }
    wn_replay rep;
    if (n >= 2) {
      assert_int_equal(check(cards, n, &lost, &rep), !won);
      int got = check(cards, n, &mixed, &rep);
      assert_true(got == 0 || got == 1);
      if (got && won)
        fail_msg("a won deck certified lost");
      got ? accepted_perturbed++ : refused_perturbed++;
      if (won) {
        struct rows every = {0};
        rows_without(&all, all.nrows, &every);
        assert_int_equal(check(cards, n, &every, &rep), 0);
        rows_free(&every);
      }
    }
    lost_decks += !won;
    rows_free(&all);
    rows_free(&lost);
    rows_free(&mixed);
  }
  print_message("soundness: %d lost decks; perturbed certificates %d "
                "accepted, %d refused\n",
                lost_decks, accepted_perturbed, refused_perturbed);
  assert_true(lost_decks >= 300 && accepted_perturbed >= 100 &&
              refused_perturbed >= 300);
}

/* ---- the API's edges ---- */

static void certificate_edges(void **state) {
  (void)state;
  accordion_ctx *ctx = accordion_new(NULL);
  assert_non_null(ctx);
  struct rows r = {0};
  uint8_t lost2[2], won3[3];
  wn_card_parse("AS", 2, &lost2[0]);
  wn_card_parse("2H", 2, &lost2[1]);
  wn_card_parse("AS", 2, &won3[0]);
  wn_card_parse("2S", 2, &won3[1]);
  wn_card_parse("2H", 2, &won3[2]);
  /* no solve yet, a win, the rightmost rule: no certificate */
  assert_int_equal(accordion_loss_certificate(ctx, collect, &r), WN_EINVAL);
  assert_int_equal(accordion_solve(ctx, won3, 3, ACCORDION_ANY), WN_WIN);
  assert_int_equal(accordion_loss_certificate(ctx, collect, &r), WN_EINVAL);
  assert_int_equal(accordion_solve(ctx, lost2, 2, ACCORDION_RIGHTMOST),
                   WN_LOSS);
  assert_int_equal(accordion_loss_certificate(ctx, collect, &r), WN_EINVAL);
  /* a loss solved without certify (sleep sets on): no certificate */
  assert_int_equal(accordion_solve(ctx, lost2, 2, ACCORDION_ANY), WN_LOSS);
  assert_int_equal(accordion_loss_certificate(ctx, collect, &r), WN_EINVAL);
  accordion_set_certify(ctx, 1);
  /* a dead end: the deal alone; the checker needs no row for it */
  assert_int_equal(accordion_solve(ctx, lost2, 2, ACCORDION_ANY), WN_LOSS);
  assert_int_equal(accordion_loss_certificate(ctx, collect, &r), 0);
  assert_int_equal(r.nrows, 1);
  assert_int_equal(accordion_check_loss(NULL, lost2, 2, NULL, NULL, 0, NULL),
                   1);
  /* a won deal: refused, the deal named as what fails */
  wn_replay rep;
  assert_int_equal(accordion_check_loss(NULL, won3, 3, NULL, NULL, 0, &rep), 0);
  assert_int_equal(rep.bad, 0);
  assert_non_null(strstr(rep.why, "the deal"));
  /* bad rows, bad cards, no cards */
  size_t zero = 0, one = 1;
  uint8_t bad = WN_NCARDS;
  assert_int_equal(accordion_check_loss(NULL, lost2, 2, lost2, &zero, 1, NULL),
                   WN_EINVAL);
  assert_int_equal(accordion_check_loss(NULL, lost2, 2, &bad, &one, 1, NULL),
                   WN_EINVAL);
  assert_int_equal(accordion_check_loss(NULL, &bad, 1, NULL, NULL, 0, NULL),
                   WN_EINVAL);
  assert_int_equal(accordion_check_loss(NULL, lost2, 0, NULL, NULL, 0, NULL),
                   WN_EINVAL);
  /* one pile is won, as a deal or as a row */
  assert_int_equal(accordion_check_loss(NULL, lost2, 1, NULL, NULL, 0, NULL),
                   0);
  assert_int_equal(accordion_check_loss(NULL, lost2, 2, lost2, &one, 1, &rep),
                   0);
  assert_int_equal(rep.bad, 0);
  /* a hint leaves no certificate behind, even one it refuses */
  assert_int_equal(accordion_solve(ctx, lost2, 2, ACCORDION_ANY), WN_LOSS);
  assert_true(accordion_hint(ctx, won3, 3, ACCORDION_ANY) >= 0);
  assert_int_equal(accordion_loss_certificate(ctx, collect, &r), WN_EINVAL);
  assert_int_equal(accordion_solve(ctx, lost2, 2, ACCORDION_ANY), WN_LOSS);
  assert_int_equal(accordion_hint(ctx, &bad, 1, ACCORDION_ANY), WN_EINVAL);
  assert_int_equal(accordion_loss_certificate(ctx, collect, &r), WN_EINVAL);
  rows_free(&r);
  accordion_free(ctx);
}

int main(void) {
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(every_loss_certified),
    cmocka_unit_test(streamed_certificates_hold),
    cmocka_unit_test(checker_is_sound),
    cmocka_unit_test(certificate_edges),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
