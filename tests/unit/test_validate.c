/*
** test_validate.c: unit tests of validate_text (src/check/validate*.c):
** seeded random inputs built from the library's deal functions, in the
** contest's exact format, are all valid; single-byte mutations of them
** (a byte replaced, deleted or inserted) are mostly caught, and every
** mutation that leaves the layout wrong is; the spec's own errors.
*/
#include <ctype.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include "check/validate.h"

#define SEEDS 200

/* A growing text. */
struct text {
  char *p;
  size_t len, cap;
};

static void add(struct text *t, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  if (t->len + (size_t)n + 1 > t->cap) {
    t->cap = 2 * (t->len + (size_t)n + 1);
    t->p = realloc(t->p, t->cap);
    assert_non_null(t->p);
  }
  va_start(ap, fmt);
  vsnprintf(t->p + t->len, (size_t)n + 1, fmt, ap);
  va_end(ap);
  t->len += (size_t)n;
}

static void add_cards(struct text *t, const uint8_t *cards, size_t n) {
  for (size_t k = 0; k < n; k++)
    add(t, "%s%c%c", k ? " " : "", "A23456789TJQK"[wn_card_rank(cards[k]) - 1],
        "SHDC"[wn_card_suit(cards[k])]);
  add(t, "\n");
}

/* ---- one valid input per (game, k), from the deal functions ---- */

static void cf208b(struct text *t, wn_rng *rng, uint64_t k) {
  uint8_t cards[52];
  size_t n = 1 + (size_t)wn_rng_below(rng, 52);
  accordion_deal(7, k, n, cards);
  add(t, "%zu\n", n);
  add_cards(t, cards, n);
}

static void deal_lines(struct text *t, wn_rng *rng, uint64_t k) {
  uint8_t cards[200];
  for (uint64_t lines = 1 + wn_rng_below(rng, 4), j = 0; j < lines; j++) {
    size_t n = 1 + (size_t)wn_rng_below(rng, 200);
    accordion_deal(7, k * 4 + j, n, cards);
    add_cards(t, cards, n);
  }
}

static void hitormiss(struct text *t, wn_rng *rng, uint64_t k) {
  uint64_t sets = 1 + wn_rng_below(rng, 3);
  add(t, "%llu\n", (unsigned long long)sets);
  for (uint64_t j = 0; j < sets; j++) {
    uint8_t deck[52];
    hitormiss_deal(7, k * 3 + j, deck);
    add(t, "%llu", (unsigned long long)(1 + wn_rng_below(rng, 10)));
    for (int i = 0; i < 52; i++)
      add(t, " %d", wn_card_rank(deck[i]));
    add(t, "\n");
  }
}

/* Stacks: each case brings its own premade stacks (as deal stacks does). */
static void stacks_common(struct text *t, wn_rng *rng, uint64_t k,
                          const stacks_shape *sh, uint64_t cases) {
  stacks_card *cards = malloc(sizeof *cards * sh->stacks * sh->cards);
  assert_non_null(cards);
  add(t, "%llu\n", (unsigned long long)(cases * sh->stacks));
  for (uint64_t j = 0; j < cases; j++) {
    stacks_deal(7, k * 3 + j, sh, cards);
    for (uint32_t i = 0; i < sh->stacks; i++) {
      add(t, "%u", sh->cards);
      for (uint32_t c = 0; c < sh->cards; c++)
        add(t, " %u %u", cards[i * sh->cards + c].value,
            cards[i * sh->cards + c].suit);
      add(t, "\n");
    }
  }
  add(t, "%llu\n", (unsigned long long)cases);
  for (uint64_t j = 0; j < cases; j++) {
    add(t, "%u %u\n", sh->stacks, sh->cards);
    for (uint32_t i = 0; i < sh->stacks; i++)
      add(t, "%s%llu", i ? " " : "",
          (unsigned long long)(j * sh->stacks + i));
    add(t, "\n");
  }
  free(cards);
  (void)rng;
}

static void stacks_small(struct text *t, wn_rng *rng, uint64_t k) {
  /* the statement's 2 <= N, 2 <= C */
  stacks_shape sh = {2 + (uint32_t)wn_rng_below(rng, 3),
                     2 + (uint32_t)wn_rng_below(rng, 12), 4, 13, 0};
  assert_int_equal(stacks_shape_check(&sh, NULL, 0), 0);
  stacks_common(t, rng, k, &sh, 1 + wn_rng_below(rng, 3));
}

static void stacks_large(struct text *t, wn_rng *rng, uint64_t k) {
  stacks_shape sh = {2 + (uint32_t)wn_rng_below(rng, 19),
                     2 + (uint32_t)wn_rng_below(rng, 19), 50000, 50000, 0};
  assert_int_equal(stacks_shape_check(&sh, NULL, 0), 0);
  stacks_common(t, rng, k, &sh, 1 + wn_rng_below(rng, 3));
}

static void outlast(struct text *t, wn_rng *rng, uint64_t k) {
  uint64_t cases = 1 + wn_rng_below(rng, 3);
  add(t, "%llu\n", (unsigned long long)cases);
  for (uint64_t j = 0; j < cases; j++) {
    size_t rows = 1 + (size_t)wn_rng_below(rng, 10);
    size_t cols = 1 + (size_t)wn_rng_below(rng, 200 / rows < 100 ? 200 / rows
                                                                 : 100);
    uint8_t cells[200];
    outlast_deal(7, k * 3 + j, rows, cols, 0.3, cells);
    add(t, "%zu %zu\n", rows, cols);
    for (size_t r = 0; r < rows; r++) {
      for (size_t c = 0; c < cols; c++)
        add(t, "%c", cells[r * cols + c] ? 'X' : '.');
      add(t, "\n");
    }
  }
}

struct gen {
  const char *name;
  struct validate_spec spec;
  void (*make)(struct text *t, wn_rng *rng, uint64_t k);
  int tokens; /* the statement is read by tokens: blanks vary */
};

static const struct gen gens[] = {
  {"cf208b", {"accordion", 1, VALIDATE_LARGE, 0}, cf208b, 0},
  {"deal lines", {"accordion", 0, VALIDATE_LARGE, 0}, deal_lines, 0},
  {"hitormiss", {"hitormiss", 0, VALIDATE_LARGE, 0}, hitormiss, 1},
  {"stacks small", {"stacks", 0, VALIDATE_SMALL, 0}, stacks_small, 0},
  {"stacks large", {"stacks", 0, VALIDATE_LARGE, 0}, stacks_large, 0},
  {"outlast", {"outlast", 0, VALIDATE_LARGE, 0}, outlast, 0},
};

#define NGENS (sizeof gens / sizeof gens[0])

/* Input k of generator g, in t (emptied first). */
static void make(const struct gen *g, uint64_t k, struct text *t) {
  wn_rng rng;
  wn_rng_init(&rng, 11, WN_TAG_STACKS, k);
  t->len = 0;
  g->make(t, &rng, k);
}

static int check(const struct gen *g, const char *text, size_t len,
                 struct validate_error *err) {
  int rc = validate_text(&g->spec, text, len, err);
  assert_true(rc == 0 || rc == 1);
  return rc;
}

static void deals_are_valid(void **state) {
  (void)state;
  struct text t = {0};
  struct validate_error err;
  for (size_t g = 0; g < NGENS; g++)
    for (uint64_t k = 0; k < SEEDS; k++) {
      make(&gens[g], k, &t);
      if (check(&gens[g], t.p, t.len, &err) != 1)
        fail_msg("%s %llu: %llu:%llu: %s", gens[g].name,
                 (unsigned long long)k, (unsigned long long)err.line,
                 (unsigned long long)err.col, err.msg);
    }
  free(t.p);
}

/* t with byte b inserted at pos (b < 0: the byte at pos deleted). */
static size_t mutate(const struct text *t, size_t pos, int b, char *out) {
  memcpy(out, t->p, pos);
  if (b < 0) {
    memcpy(out + pos, t->p + pos + 1, t->len - pos - 1);
    return t->len - 1;
  }
  out[pos] = (char)b;
  memcpy(out + pos + 1, t->p + pos, t->len - pos);
  return t->len + 1;
}

static int blank(char c) { return c == ' ' || c == '\n'; }

/*
** In an input read by tokens, a blank (space, tab, CR or LF) inserted
** anywhere keeps it valid, but inside a token, where it makes two: the
** count of tokens then breaks the statement.
*/
static void token_blanks(const struct gen *g, const struct text *t,
                         size_t pos, char *m) {
  static const char blanks[] = " \t\r\n";
  struct validate_error err;
  int inside = pos > 0 && pos < t->len &&
               !isspace((unsigned char)t->p[pos - 1]) &&
               !isspace((unsigned char)t->p[pos]);
  for (size_t b = 0; b < sizeof blanks - 1; b++)
    assert_int_equal(check(g, m, mutate(t, pos, blanks[b], m), &err), !inside);
}

/*
** A CR or a tab anywhere, a space beside a blank or at either end, a
** newline after a newline or at the start, the final newline deleted:
** each breaks the layout, wherever it lands (token_blanks for an input
** read by tokens, where the final newline may go too).
*/
static void layout_mutations_are_caught(void **state) {
  (void)state;
  struct text t = {0};
  struct validate_error err;
  wn_rng rng;
  wn_rng_init(&rng, 3, WN_TAG_OUTLAST, 0);
  for (size_t g = 0; g < NGENS; g++)
    for (uint64_t k = 0; k < SEEDS / 4; k++) {
      make(&gens[g], k, &t);
      char *m = malloc(t.len + 1);
      assert_non_null(m);
      for (int j = 0; j < 40; j++) {
        size_t pos = (size_t)wn_rng_below(&rng, t.len + 1);
        int before = pos ? t.p[pos - 1] : '\n';
        int after = pos < t.len ? t.p[pos] : '\n';
        if (gens[g].tokens) {
          token_blanks(&gens[g], &t, pos, m);
          continue;
        }
        assert_int_equal(check(&gens[g], m, mutate(&t, pos, '\r', m), &err),
                         0);
        assert_int_equal(check(&gens[g], m, mutate(&t, pos, '\t', m), &err),
                         0);
        if (blank((char)before) || blank((char)after))
          assert_int_equal(check(&gens[g], m, mutate(&t, pos, ' ', m), &err),
                           0);
        if (before == '\n')
          assert_int_equal(check(&gens[g], m, mutate(&t, pos, '\n', m), &err),
                           0);
      }
      assert_int_equal(check(&gens[g], m, mutate(&t, t.len - 1, -1, m), &err),
                       gens[g].tokens);
      free(m);
    }
  free(t.p);
}

/*
** Random single-byte changes (replace, delete or insert a byte from a
** set of likely typos): most make an input invalid; some are still
** valid (7 for 8 in a value, X for '.'), so the rate has a floor only:
** half of them, which large Stack Management values (any of 1..50000)
** keep above with the least room.
*/
static void byte_mutations_are_mostly_caught(void **state) {
  (void)state;
  static const char typos[] = " \n0123456789X.SHDCATJQK+-a";
  struct text t = {0};
  struct validate_error err;
  for (size_t g = 0; g < NGENS; g++) {
    uint64_t tried = 0, caught = 0;
    wn_rng rng;
    wn_rng_init(&rng, 5, WN_TAG_OUTLAST, g);
    for (uint64_t k = 0; k < SEEDS; k++) {
      make(&gens[g], k, &t);
      char *m = malloc(t.len + 1);
      assert_non_null(m);
      for (int j = 0; j < 10; j++) {
        size_t pos = (size_t)wn_rng_below(&rng, t.len);
        int b = typos[wn_rng_below(&rng, sizeof typos - 1)];
        size_t len;
        switch (wn_rng_below(&rng, 3)) {
        case 0: len = mutate(&t, pos, -1, m); break;
        case 1: len = mutate(&t, pos, b, m); break;
        default:
          memcpy(m, t.p, t.len);
          if (m[pos] == b)
            continue;
          m[pos] = (char)b;
          len = t.len;
        }
        tried++;
        caught += check(&gens[g], m, len, &err) == 0;
      }
      free(m);
    }
    print_message("%-12s %llu of %llu mutations caught\n", gens[g].name,
                  (unsigned long long)caught, (unsigned long long)tried);
    assert_true(caught * 2 >= tried);
  }
  free(t.p);
}

static void spec_errors(void **state) {
  (void)state;
  struct validate_error err;
  struct validate_spec none = {"chess", 0, VALIDATE_LARGE, 0};
  struct validate_spec small = {"accordion", 1, VALIDATE_SMALL, 0};
  struct validate_spec null = {NULL, 0, VALIDATE_LARGE, 0};
  assert_int_equal(validate_text(&none, "1\n", 2, &err), WN_EINVAL);
  assert_int_equal(validate_text(&small, "1\nAH\n", 5, &err), WN_EINVAL);
  assert_int_equal(validate_text(&null, "1\n", 2, &err), WN_EINVAL);
  assert_true(validate_game_known("outlast"));
  assert_false(validate_game_known("chess"));
  assert_true(validate_has_subtasks("stacks"));
  assert_false(validate_has_subtasks("hitormiss"));
}

/* A deck that is not a pack: refused, unless any_deck. */
static void any_deck(void **state) {
  (void)state;
  struct text t = {0};
  add(&t, "1\n1");
  for (int k = 0; k < 52; k++)
    add(&t, " 13");
  add(&t, "\n");
  struct validate_spec pack = {"hitormiss", 0, VALIDATE_LARGE, 0};
  struct validate_spec any = {"hitormiss", 0, VALIDATE_LARGE, 1};
  struct validate_error err;
  assert_int_equal(validate_text(&pack, t.p, t.len, &err), 0);
  assert_int_equal(err.line, 2);
  assert_int_equal(err.col, 15); /* the fifth 13 */
  assert_string_equal(err.msg,
                      "value 13 appears a fifth time: a deck holds four of each");
  assert_int_equal(validate_text(&any, t.p, t.len, &err), 1);
  free(t.p);
}

int main(void) {
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(deals_are_valid),
    cmocka_unit_test(layout_mutations_are_caught),
    cmocka_unit_test(byte_mutations_are_mostly_caught),
    cmocka_unit_test(spec_errors),
    cmocka_unit_test(any_deck),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
