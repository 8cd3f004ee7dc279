/*
** test_core.c: unit tests for src/core and the shared reader: cards,
** the deal generator, hash sets, accounted memory and the tokenizer.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include "core/core.h"
#include "winnable.h"
#include "unit/same_tokens.h"

static void card_round_trip(void **state) {
  (void)state;
  for (uint8_t c = 0; c < WN_NCARDS; c++) {
    char tok[3];
    uint8_t back = 0xff;
    wn_card_format(c, tok);
    assert_int_equal(wn_card_parse(tok, 2, &back), 0);
    assert_int_equal(back, c);
  }
}

static void card_aliases_and_errors(void **state) {
  (void)state;
  uint8_t c;
  assert_int_equal(wn_card_parse("10h", 3, &c), 0);
  assert_int_equal(c, wn_card_make(10, 1));
  assert_int_equal(wn_card_parse("th", 2, &c), 0);
  assert_int_equal(c, wn_card_make(10, 1));
  assert_int_equal(wn_card_parse("as", 2, &c), 0);
  assert_int_equal(c, 0);
  assert_int_equal(wn_card_parse("1X", 2, &c), -1);
  assert_int_equal(wn_card_parse("1S", 2, &c), -1);
  assert_int_equal(wn_card_parse("11S", 3, &c), -1);
  assert_int_equal(wn_card_parse("A", 1, &c), -1);
  assert_int_equal(wn_card_parse("AS ", 3, &c), -1);
}

/* Suit symbols as pasted (issue 20): every rank with each of the eight
** symbols, with and without U+FE0F, equals the letter form; near misses
** are refused. */
static void card_suit_symbols(void **state) {
  (void)state;
  static const char *symbols[8] = {"\u2660", "\u2661", "\u2662", "\u2663",
                                   "\u2664", "\u2665", "\u2666", "\u2667"};
  static const char letter[8] = "SHDCSHDC";
  static const char *ranks[13] = {"A", "2", "3", "4", "5", "6", "7",
                                  "8", "9", "10", "J", "Q", "K"};
  for (int r = 0; r < 13; r++)
    for (int k = 0; k < 8; k++)
      for (int vs = 0; vs < 2; vs++) {
        char tok[16], plain[8];
        snprintf(tok, sizeof tok, "%s%s%s", ranks[r], symbols[k],
                 vs ? "\ufe0f" : "");
        snprintf(plain, sizeof plain, "%s%c", ranks[r], letter[k]);
        uint8_t a, b;
        assert_int_equal(wn_card_parse(tok, strlen(tok), &a), 0);
        assert_int_equal(wn_card_parse(plain, strlen(plain), &b), 0);
        assert_int_equal(a, b);
      }
  uint8_t c;
  assert_int_equal(wn_card_parse("7\u2665", 4, &c), 0);
  assert_int_equal(c, wn_card_make(7, 1));
  assert_int_equal(wn_card_parse("7\u2668", 4, &c), -1);   /* hot springs */
  assert_int_equal(wn_card_parse("7\u265f", 4, &c), -1);   /* a chess pawn */
  assert_int_equal(wn_card_parse("7\u2665x", 5, &c), -1);
  assert_int_equal(wn_card_parse("7\u2665\ufe0e", 7, &c), -1);
  assert_int_equal(wn_card_parse("\u26657", 4, &c), -1);
  assert_int_equal(wn_card_parse("7\xe2\x99", 3, &c), -1);  /* cut short */
  assert_int_equal(wn_card_parse("10", 2, &c), -1);
}

/* Instance k depends only on (seed, tag, k), not on what came before. */
static void rng_is_counter_based(void **state) {
  (void)state;
  wn_rng a, b;
  wn_rng_init(&a, 7, WN_TAG_ACCORDION, 5);
  uint64_t first = wn_rng_next(&a);
  for (int k = 0; k < 5; k++) {
    wn_rng_init(&b, 7, WN_TAG_ACCORDION, (uint64_t)k);
    (void)wn_rng_next(&b);
  }
  wn_rng_init(&b, 7, WN_TAG_ACCORDION, 5);
  assert_int_equal(wn_rng_next(&b), first);
  wn_rng_init(&b, 7, WN_TAG_HITORMISS, 5);
  assert_int_not_equal(wn_rng_next(&b), first);
  wn_rng_init(&b, 8, WN_TAG_ACCORDION, 5);
  assert_int_not_equal(wn_rng_next(&b), first);
}

/* below(6) over many draws hits every value with roughly equal counts. */
static void rng_below_is_uniform(void **state) {
  (void)state;
  wn_rng r;
  unsigned counts[6] = {0};
  wn_rng_init(&r, 1, 99, 0);
  for (int k = 0; k < 60000; k++) {
    uint64_t v = wn_rng_below(&r, 6);
    assert_true(v < 6);
    counts[v]++;
  }
  for (int k = 0; k < 6; k++)
    assert_in_range(counts[k], 9500, 10500);
  assert_int_equal(wn_rng_below(&r, 1), 0);
}

static void deal_is_a_permutation(void **state) {
  (void)state;
  uint8_t d[52], e[52];
  accordion_deal(3, 9, 52, d);
  accordion_deal(3, 9, 52, e);
  assert_memory_equal(d, e, 52);
  int seen[52] = {0};
  for (int k = 0; k < 52; k++)
    seen[d[k]]++;
  for (int k = 0; k < 52; k++)
    assert_int_equal(seen[k], 1);
  /* more than one deck: each card appears at most twice in 104 */
  uint8_t big[104];
  int twice[52] = {0};
  accordion_deal(3, 9, 104, big);
  for (int k = 0; k < 104; k++)
    twice[big[k]]++;
  for (int k = 0; k < 52; k++)
    assert_int_equal(twice[k], 2);
}

static void byteset_exact_keys(void **state) {
  (void)state;
  wn_mem mem;
  wn_byteset s;
  wn_mem_init(&mem, NULL);
  wn_byteset_init(&s, &mem);
  uint8_t key[8];
  for (int k = 0; k < 5000; k++) {
    memset(key, 0, sizeof key);
    memcpy(key, &k, sizeof k);
    assert_int_equal(wn_byteset_insert(&s, key, 4 + k % 5), 1);
  }
  for (int k = 0; k < 5000; k += 7) {
    memset(key, 0, sizeof key);
    memcpy(key, &k, sizeof k);
    assert_int_equal(wn_byteset_insert(&s, key, 4 + k % 5), 0);
  }
  assert_int_equal(s.count, 5000);
  wn_byteset_clear(&s);
  assert_int_equal(wn_byteset_insert(&s, key, 3), 1);
  wn_byteset_release(&s);
  assert_int_equal(mem.used, 0);
}

/* Keys of every length from 0 to 600 (lengths of 255 bytes and more
** have a longer entry head) are kept apart, found, survive regrowing
** and come back from wn_byteset_each as they went in. */
static int each_long_key(void *user, const uint8_t *key, size_t len) {
  size_t *next = user;
  if (len != *next)
    return 1;
  for (size_t i = 0; i < len; i++)
    if (key[i] != (uint8_t)(len + i))
      return 1;
  ++*next;
  return 0;
}

static void byteset_long_keys(void **state) {
  (void)state;
  wn_mem mem;
  wn_byteset s;
  wn_mem_init(&mem, NULL);
  wn_byteset_init(&s, &mem);
  static uint8_t key[601];
  for (size_t len = 0; len <= 600; len++) {
    for (size_t i = 0; i < len; i++)
      key[i] = (uint8_t)(len + i);
    assert_int_equal(wn_byteset_insert(&s, key, len), 1);
  }
  for (size_t len = 0; len <= 600; len++) {
    for (size_t i = 0; i < len; i++)
      key[i] = (uint8_t)(len + i);
    assert_int_equal(wn_byteset_insert(&s, key, len), 0);
    assert_true(wn_byteset_contains(&s, key, len, wn_hash_bytes(key, len)));
    if (len)
      key[len - 1] ^= 1;
    assert_int_equal(
        wn_byteset_contains(&s, key, len, wn_hash_bytes(key, len)), !len);
  }
  size_t next = 0;
  assert_int_equal(wn_byteset_each(&s, each_long_key, &next), 0);
  assert_int_equal(next, 601);
  wn_byteset_release(&s);
  assert_int_equal(mem.used, 0);
}

/* Clears raise the base instead of wiping: old keys are gone, new ones
** found, across many clears and across the offsets starting again. */
static void byteset_clears_and_rebase(void **state) {
  (void)state;
  wn_mem mem;
  wn_byteset s;
  wn_mem_init(&mem, NULL);
  wn_byteset_init(&s, &mem);
  uint8_t key[8] = {0};
  for (int round = 0; round < 300; round++) {
    if (round == 200) /* offsets near their end: the next adds rebase */
      s.base = (UINT64_C(1) << 40) - 1 - 3000;
    int keys = 1 + round * 37 % 400;
    for (int k = 0; k < keys; k++) {
      memcpy(key, &k, sizeof k);
      key[4] = (uint8_t)round;
      assert_int_equal(wn_byteset_insert(&s, key, 5 + k % 3), 1);
    }
    assert_int_equal(s.count, (size_t)keys);
    for (int k = 0; k < 400; k++) {
      memcpy(key, &k, sizeof k);
      key[4] = (uint8_t)round;
      assert_int_equal(wn_byteset_contains(&s, key, 5 + k % 3,
                                           wn_hash_bytes(key, 5 + k % 3)),
                       k < keys);
      key[4] = (uint8_t)(round - 1); /* the last round's: cleared */
      assert_int_equal(wn_byteset_contains(&s, key, 5 + k % 3,
                                           wn_hash_bytes(key, 5 + k % 3)),
                       0);
    }
    wn_byteset_clear(&s);
  }
  assert_true(s.base < (UINT64_C(1) << 39)); /* it did start again */
  wn_byteset_release(&s);
  assert_int_equal(mem.used, 0);
}

static void u64set_and_cap(void **state) {
  (void)state;
  wn_mem mem;
  wn_u64set s;
  wn_mem_init(&mem, NULL);
  mem.cap = 64 * 1024; /* room for 1024 and 2048 slots, not 8192 */
  wn_u64set_init(&s, &mem);
  int rc = 1;
  uint64_t k;
  for (k = 0; k < 100000 && rc == 1; k++)
    rc = wn_u64set_insert(&s, k * 977);
  assert_int_equal(rc, WN_CAPPED);
  assert_true(mem.peak <= mem.cap);
  assert_int_equal(wn_u64set_insert(&s, 0), 0);
  wn_u64set_release(&s);
  assert_int_equal(mem.used, 0);
}

static void mem_grow_doubles_and_refuses_huge(void **state) {
  (void)state;
  wn_mem mem;
  wn_mem_init(&mem, NULL);
  mem.cap = 1 << 20;
  void *p = NULL;
  size_t cap = 0;
  assert_int_equal(wn_mem_grow(&mem, &p, &cap, 5, 8), 0);
  assert_int_equal(cap, 16); /* the first block holds 16 */
  assert_int_equal(wn_mem_grow(&mem, &p, &cap, 17, 8), 0);
  assert_int_equal(cap, 32); /* then doubles */
  /* past SIZE_MAX / 2 items doubling would wrap to 0 (it looped forever) */
  assert_true(wn_mem_grow(&mem, &p, &cap, SIZE_MAX / 2 + 2, 1) < 0);
  assert_int_equal(wn_mem_grow(&mem, &p, &cap, SIZE_MAX / 4, 8), WN_ENOMEM);
  assert_int_equal(cap, 32); /* a refused growth keeps the block */
  wn_mem_free(&mem, p, cap * 8);
  assert_int_equal(mem.used, 0);
}

/* The readers' growth: no accounting, their own first capacity. */
static void allocator_grow_from_first(void **state) {
  (void)state;
  void *p = NULL;
  size_t cap = 0;
  assert_int_equal(wn_allocator_grow(NULL, &p, &cap, 1, 1, 64), 0);
  assert_int_equal(cap, 64);
  assert_int_equal(wn_allocator_grow(NULL, &p, &cap, 64, 1, 64), 0);
  assert_int_equal(cap, 64); /* room enough: the block stays */
  assert_int_equal(wn_allocator_grow(NULL, &p, &cap, 300, 1, 64), 0);
  assert_int_equal(cap, 512); /* doubled until it holds 300 */
  assert_int_equal(wn_allocator_grow(NULL, &p, &cap, SIZE_MAX / 4, 8, 64),
                   WN_ENOMEM);
  assert_int_equal(cap, 512);
  wn_allocator_call(NULL, p, cap, 0);
}

static FILE *from_string(const char *text, size_t len) {
  FILE *fp = tmpfile();
  assert_non_null(fp);
  fwrite(text, 1, len, fp);
  rewind(fp);
  return fp;
}

static void reader_tokens_and_positions(void **state) {
  (void)state;
  static const char text[] = "  ab\tc\r\n\n  #x y\n d # tail\n";
  FILE *fp = from_string(text, sizeof text - 1);
  wn_reader r;
  wn_token t;
  wn_reader_init(&r, fp, "t");
  r.comments = 1;
  assert_int_equal(wn_reader_token(&r, &t), 1);
  assert_string_equal(t.text, "ab");
  assert_int_equal(t.line, 1);
  assert_int_equal(t.col, 3);
  assert_int_equal(wn_reader_token_on_line(&r, &t), 1);
  assert_string_equal(t.text, "c");
  assert_int_equal(wn_reader_token_on_line(&r, &t), 0); /* CRLF ends it */
  assert_int_equal(wn_reader_more(&r), 1);
  assert_int_equal(wn_reader_token(&r, &t), 1);
  assert_string_equal(t.text, "d");
  assert_int_equal(t.line, 4);
  assert_int_equal(t.col, 2);
  assert_int_equal(wn_reader_token_on_line(&r, &t), 0);
  assert_int_equal(wn_reader_token(&r, &t), 0);
  fclose(fp);
}

static void reader_long_token_and_nul(void **state) {
  (void)state;
  char text[300];
  memset(text, 'z', 200);
  text[200] = ' ';
  text[201] = 'a';
  text[202] = '\0';
  text[203] = 'b';
  FILE *fp = from_string(text, 204);
  wn_reader r;
  wn_token t;
  wn_reader_init(&r, fp, "t");
  assert_int_equal(wn_reader_token(&r, &t), 1);
  assert_true(t.truncated);
  assert_int_equal(t.len, WN_TOKEN_MAX);
  /* issue 22: the reader stops there, the rest of the word unread */
  assert_int_equal(r.col, WN_TOKEN_MAX + 1);
  rewind(fp);
  wn_reader_init(&r, fp, "t");
  r.short_tokens = 0; /* the whole word */
  assert_int_equal(wn_reader_token(&r, &t), 1);
  assert_true(t.truncated);
  assert_int_equal(t.len, WN_TOKEN_MAX);
  assert_int_equal(wn_reader_token(&r, &t), 1);
  assert_int_equal(t.len, 3);
  char quoted[80];
  wn_token_quote(&t, quoted);
  assert_string_equal(quoted, "\"a\\x00b\"");
  fclose(fp);
}

/*
** Bytes read with wn_reader_peek/wn_reader_advance across buffer
** refills keep the positions tokens get: a 200,000-byte word (three
** refills of the 64 KiB buffer), then a token on the next line.
*/
static void reader_bytes_across_refills(void **state) {
  (void)state;
  size_t n = 200000;
  char *text = malloc(n + 8);
  assert_non_null(text);
  text[0] = ' ';
  memset(text + 1, 'X', n);
  memcpy(text + 1 + n, " \r\n 42", 7);
  FILE *fp = from_string(text, n + 8 - 1);
  wn_reader r;
  wn_token t;
  wn_reader_init(&r, fp, "t");
  assert_int_equal(wn_reader_peek(&r), ' ');
  wn_reader_advance(&r);
  size_t got = 0;
  int c;
  while ((c = wn_reader_peek(&r)) != -1 && !wn_reader_is_blank(c)) {
    assert_int_equal(c, 'X');
    wn_reader_advance(&r);
    got++;
  }
  assert_int_equal(got, n);
  assert_int_equal(r.line, 1);
  assert_int_equal(r.col, n + 2);
  assert_int_equal(wn_reader_token_on_line(&r, &t), 0); /* " \r\n" */
  assert_int_equal(wn_reader_token(&r, &t), 1);
  assert_string_equal(t.text, "42");
  assert_int_equal(t.line, 2);
  assert_int_equal(t.col, 2);
  assert_int_equal(wn_reader_peek(&r), -1);
  assert_false(r.ioerr);
  assert_int_equal(wn_reader_peek(&r), -1); /* and stays at the end */
  fclose(fp);
  free(text);
}

/*
** wn_reader_init_string gives the same tokens, positions and end as
** reading the same bytes from a file: seeded random text of 150,000
** bytes (blanks, CRLF, '#', NUL, long words; so buffer refills land
** inside tokens), and the empty string.
*/
static void reader_string_matches_file(void **state) {
  (void)state;
  static const char alphabet[] = "ab7HX#\r\n \t\0";
  size_t n = 150000;
  char *text = malloc(n);
  assert_non_null(text);
  wn_rng rng;
  wn_rng_init(&rng, 20, 0, 0);
  for (size_t k = 0; k < n; k++)
    text[k] = wn_rng_below(&rng, 50) == 0
                  ? 'z' : alphabet[wn_rng_below(&rng, sizeof alphabet - 1)];
  for (size_t len = 0; len <= n; len += n) {
    FILE *fp = from_string(text, len);
    wn_reader a, b;
    wn_reader_init(&a, fp, "t");
    wn_reader_init_string(&b, text, len, "t");
    a.comments = b.comments = 1;
    size_t tokens = same_tokens(&a, &b);
    assert_false(b.ioerr);
    assert_true(len == 0 ? tokens == 0 : tokens > 10000);
    fclose(fp);
  }
  free(text);
}

/* wn_quote: printable ASCII only, NUL shown, cut with "..." (issue 36). */
static void quote_escapes_every_byte(void **state) {
  (void)state;
  char out[80];
  static const char raw[] = "a\"b\\c\0d\x1b]0;\x07\x7f\xc3\xa9";
  size_t n = wn_quote(out, sizeof out, raw, sizeof raw - 1, 0);
  assert_string_equal(out,
                      "\"a\\\"b\\\\c\\x00d\\x1b]0;\\x07\\x7f\\xc3\\xa9\"");
  assert_int_equal(n, strlen(out));
  for (const char *p = out; *p; p++)
    assert_true(*p >= 0x20 && *p < 0x7f);
  /* 31 bytes of room: 20 bytes of text, then "..." */
  char cut[31];
  wn_quote(cut, sizeof cut, "abcdefghijklmnopqrstuvwxyz", 26, 0);
  assert_string_equal(cut, "\"abcdefghijklmnopqrst...\"");
  wn_quote(cut, sizeof cut, "ab", 2, 1);
  assert_string_equal(cut, "\"ab...\"");
  /* an escape is never split: it goes whole or not at all */
  wn_quote(cut, sizeof cut, "\x01\x01\x01\x01\x01\x01", 6, 0);
  assert_string_equal(cut, "\"\\x01\\x01\\x01\\x01\\x01...\"");
}

static void token_is_number(void **state) {
  (void)state;
  static const char *yes[] = {"0", "-3", "+12", "99999999999999999999999"};
  static const char *no[] = {"", "-", "+", "1x", "x1", "1-", "--1"};
  wn_token t;
  memset(&t, 0, sizeof t);
  for (size_t k = 0; k < sizeof yes / sizeof *yes; k++) {
    t.len = strlen(yes[k]);
    memcpy(t.text, yes[k], t.len + 1);
    assert_true(wn_token_is_number(&t));
  }
  for (size_t k = 0; k < sizeof no / sizeof *no; k++) {
    t.len = strlen(no[k]);
    memcpy(t.text, no[k], t.len + 1);
    assert_false(wn_token_is_number(&t));
  }
}

static void reader_integers(void **state) {
  (void)state;
  static const char text[] = "12 -3 99999999999999999999 7x 5";
  FILE *fp = from_string(text, sizeof text - 1);
  wn_reader r;
  int64_t v;
  wn_reader_init(&r, fp, "f");
  assert_int_equal(wn_reader_int(&r, 0, 100, "a count", &v), 1);
  assert_int_equal(v, 12);
  assert_int_equal(wn_reader_int(&r, 0, 100, "a count", &v), WN_EPARSE);
  assert_string_equal(r.err.msg, "expected a count, found \"-3\"");
  assert_int_equal(wn_reader_int(&r, 0, 100, "a count", &v), WN_EPARSE);
  assert_int_equal(r.err.col, 7);
  assert_int_equal(wn_reader_int(&r, 0, 100, "a count", &v), WN_EPARSE);
  assert_int_equal(wn_reader_int(&r, 0, 4, "a count", &v), WN_EPARSE);
  assert_int_equal(wn_reader_int(&r, 0, 4, "a count", &v), WN_EPARSE);
  assert_string_equal(r.err.msg, "expected a count, found end of input");
  fclose(fp);
}

int main(void) {
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(card_round_trip),
    cmocka_unit_test(card_aliases_and_errors),
    cmocka_unit_test(card_suit_symbols),
    cmocka_unit_test(rng_is_counter_based),
    cmocka_unit_test(rng_below_is_uniform),
    cmocka_unit_test(deal_is_a_permutation),
    cmocka_unit_test(byteset_exact_keys),
    cmocka_unit_test(byteset_long_keys),
    cmocka_unit_test(byteset_clears_and_rebase),
    cmocka_unit_test(u64set_and_cap),
    cmocka_unit_test(mem_grow_doubles_and_refuses_huge),
    cmocka_unit_test(allocator_grow_from_first),
    cmocka_unit_test(reader_tokens_and_positions),
    cmocka_unit_test(reader_long_token_and_nul),
    cmocka_unit_test(reader_bytes_across_refills),
    cmocka_unit_test(reader_string_matches_file),
    cmocka_unit_test(quote_escapes_every_byte),
    cmocka_unit_test(token_is_number),
    cmocka_unit_test(reader_integers),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
