/*
** fuzz_amoves.c: libFuzzer harness for the move list file of "winnable
** show accordion --moves-from" (src/show/amoves.c, linked from the
** show component; issue 9).
**
** Input layout: byte 0 gives n (1..40 cards, n = 1 + byte % 40) and
** the rule (any if byte / 40 is even, else rightmost), the next n bytes
** the cards (mod 52); the rest is the move file. Checks: the reader
** fails only with WN_EPARSE and a position, or reads moves whose places
** are strictly increasing; the check accepts exactly the lists
** accordion_replay accepts, and when it rejects one it reports, once,
** the place of the first move whose prefix fails (the prefix before it
** must replay).
*/
#include "fuzz_common.h"
#include "said.h"
#include "clikit/clikit.h"
#include "show/amoves.h"
#include "show/show.h"

#define MAX_N 40

static int before(const wn_error *a, const wn_error *b) {
  return a->line < b->line || (a->line == b->line && a->col < b->col);
}

static void check(const amoves *ml, const uint8_t *cards, size_t n,
                  accordion_rule rule) {
  int won = -1;
  said_start();
  int rc = amoves_check(ml, cards, n, rule, NULL, &won);
  said_stop();
  int all = accordion_replay(NULL, cards, n, rule, ml->moves, ml->n, NULL);
  if (rc == 0) {
    FUZZ_CHECK(all >= 0 && won == (all == 1));
    FUZZ_CHECK(said.errors + said.reports == 0);
    return;
  }
  FUZZ_CHECK(rc == SHOW_NOT_WON && all < 0);
  FUZZ_CHECK(said.reports == 1 && said.errors == 0);
  size_t k = 0; /* the move reported */
  while (k < ml->n && (ml->where[k].line != said.last.line ||
                       ml->where[k].col != said.last.col))
    k++;
  FUZZ_CHECK(k < ml->n);
  FUZZ_CHECK(accordion_replay(NULL, cards, n, rule, ml->moves, k, NULL) >= 0);
  FUZZ_CHECK(accordion_replay(NULL, cards, n, rule, ml->moves, k + 1, NULL) <
             0);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 1)
    return 0;
  size_t n = 1 + data[0] % MAX_N;
  accordion_rule rule = (data[0] / MAX_N) % 2 ? ACCORDION_RIGHTMOST
                                              : ACCORDION_ANY;
  if (size < 1 + n)
    return 0;
  uint8_t cards[MAX_N];
  for (size_t k = 0; k < n; k++)
    cards[k] = data[1 + k] % WN_NCARDS;

  FILE *fp = fuzz_open(data + 1 + n, size - 1 - n);
  wn_reader r;
  wn_reader_init(&r, fp, "fuzz.moves");
  amoves ml;
  amoves_init(&ml);
  int rc = amoves_read(&ml, &r);
  fclose(fp);
  if (rc != 0) {
    FUZZ_CHECK(rc == WN_EPARSE);
    FUZZ_CHECK(r.err.line >= 1 && r.err.col >= 1 && r.err.msg[0]);
  } else {
    for (size_t k = 0; k < ml.n; k++) {
      FUZZ_CHECK(ml.where[k].line >= 1 && ml.where[k].col >= 1);
      FUZZ_CHECK(k == 0 || before(&ml.where[k - 1], &ml.where[k]));
    }
    check(&ml, cards, n, rule);
  }
  amoves_release(&ml);
  return 0;
}
