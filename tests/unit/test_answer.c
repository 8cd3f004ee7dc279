/*
** test_answer.c: unit tests of the answer readers of "winnable check"
** (src/io/<game>_answer.c, answer.c) and of wn_reader.short_tokens:
** each game's answers read back from strings, with and without proofs,
** whatever the blanks; the errors with their positions; proofs longer
** than a chunk; numbers in canonical form only.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include "winnable.h"

static void init(wn_reader *r, const char *text) {
  wn_reader_init_string(r, text, strlen(text), "out");
}

static void expect_error(const wn_reader *r, uint64_t line, uint64_t col,
                         const char *msg) {
  assert_int_equal(r->err.line, line);
  assert_int_equal(r->err.col, col);
  assert_string_equal(r->err.msg, msg);
}

static void short_tokens_stop_long_words(void **state) {
  (void)state;
  char text[200];
  memset(text, 'a', 100);
  strcpy(text + 100, " b");
  wn_reader r;
  wn_token tok;
  init(&r, text);
  r.short_tokens = 1;
  assert_int_equal(wn_reader_token(&r, &tok), 1);
  assert_true(tok.truncated);
  assert_int_equal(tok.len, WN_TOKEN_MAX);
  assert_int_equal(r.col, WN_TOKEN_MAX + 1); /* the rest left unread */
  init(&r, text);                             /* without: the whole word */
  r.short_tokens = 0;
  assert_int_equal(wn_reader_token(&r, &tok), 1);
  assert_true(tok.truncated);
  assert_int_equal(wn_reader_token(&r, &tok), 1);
  assert_string_equal(tok.text, "b");
}

static void stacks_answers_any_blanks(void **state) {
  (void)state;
  wn_reader r;
  stacks_answer sa;
  init(&r, "Case #1: POSSIBLE\r\nr2 r2\n\n  m1>2 \t\r\nCase #2:\nIMPOSSIBLE "
           "Case #3: UNKNOWN");
  stacks_answer_init(&sa, &r, NULL);
  assert_int_equal(stacks_answer_read(&sa), 1);
  assert_int_equal(sa.verdict, WN_WIN);
  assert_true(sa.proof);
  assert_int_equal(sa.nmoves, 3);
  assert_int_equal(sa.moves[2].from, 1);
  assert_int_equal(sa.moves[2].to, 2);
  assert_int_equal(sa.line, 1);
  assert_int_equal(sa.col, 10);
  assert_int_equal(stacks_answer_read(&sa), 1);
  assert_int_equal(sa.verdict, WN_LOSS);
  assert_false(sa.proof);
  assert_int_equal(stacks_answer_read(&sa), 1);
  assert_int_equal(sa.verdict, WN_UNKNOWN);
  assert_int_equal(wn_answer_end(&sa.a), 0);
  assert_int_equal(stacks_answer_read(&sa), 0); /* case 4: none */
  assert_int_equal(sa.a.ncase, 4);
  stacks_answer_release(&sa);
}

static void stacks_answer_errors(void **state) {
  (void)state;
  static const struct {
    const char *text;
    uint64_t line, col;
    const char *msg;
  } bad[] = {
    {"Case #2: POSSIBLE", 1, 6, "expected \"#1:\", found \"#2:\""},
    {"case #1: POSSIBLE", 1, 1, "expected \"Case\", found \"case\""},
    {"Case #1: possible", 1, 10,
     "expected POSSIBLE, IMPOSSIBLE or UNKNOWN, found \"possible\""},
    {"Case #1:", 1, 9,
     "expected POSSIBLE, IMPOSSIBLE or UNKNOWN, found end of output"},
    {"Case #1: POSSIBLE\nr1 r0", 2, 4,
     "expected a move like r2 or m1>3, found \"r0\""},
  };
  for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
    wn_reader r;
    stacks_answer sa;
    init(&r, bad[k].text);
    stacks_answer_init(&sa, &r, NULL);
    assert_int_equal(stacks_answer_read(&sa), WN_EPARSE);
    expect_error(&r, bad[k].line, bad[k].col, bad[k].msg);
    stacks_answer_release(&sa);
  }
}

/* A proof of n moves "r1 r1 ...", with bad_at (1-based, 0: none) "x". */
static char *long_proof(size_t n, size_t bad_at) {
  char *text = malloc(32 + 3 * n);
  assert_non_null(text);
  size_t o = (size_t)sprintf(text, "Case #1: POSSIBLE\n");
  for (size_t k = 1; k <= n; k++)
    o += (size_t)sprintf(text + o, "%s ", k == bad_at ? "xx" : "r1");
  return text;
}

static void stacks_proof_past_a_chunk(void **state) {
  (void)state;
  size_t n = 3 * WN_ANSWER_CHUNK_MOVES + 5;
  char *text = long_proof(n, 0);
  wn_reader r;
  stacks_answer sa;
  init(&r, text);
  stacks_answer_init(&sa, &r, NULL);
  assert_int_equal(stacks_answer_read(&sa), 1);
  assert_int_equal(sa.nmoves, n);
  stacks_answer_release(&sa);
  free(text);
  /* a bad word in the second chunk is placed exactly */
  text = long_proof(n, WN_ANSWER_CHUNK_MOVES + 7);
  init(&r, text);
  stacks_answer_init(&sa, &r, NULL);
  assert_int_equal(stacks_answer_read(&sa), WN_EPARSE);
  expect_error(&r, 2, 3 * (WN_ANSWER_CHUNK_MOVES + 6) + 1,
               "expected a move like r2 or m1>3, found \"xx\"");
  stacks_answer_release(&sa);
  free(text);
}

static void accordion_answers_both_words(void **state) {
  (void)state;
  wn_reader r;
  accordion_answer aa;
  init(&r, "YES 4>3 3>2\n2>1 NO UNKNOWN YES");
  accordion_answer_init(&aa, &r, 1, NULL);
  assert_int_equal(accordion_answer_read(&aa), 1);
  assert_int_equal(aa.verdict, WN_WIN);
  assert_int_equal(aa.nmoves, 3);
  assert_int_equal(aa.moves[0].from, 4);
  assert_int_equal(aa.moves[0].to, 3);
  assert_int_equal(accordion_answer_read(&aa), 1);
  assert_int_equal(aa.verdict, WN_LOSS);
  assert_int_equal(accordion_answer_read(&aa), 1);
  assert_int_equal(aa.verdict, WN_UNKNOWN);
  assert_int_equal(accordion_answer_read(&aa), 1);
  assert_false(aa.proof);
  assert_int_equal(accordion_answer_read(&aa), 0);
  accordion_answer_release(&aa);
  /* deal lines take their own words; the other format's are refused */
  init(&r, "winnable\nYES");
  accordion_answer_init(&aa, &r, 0, NULL);
  assert_int_equal(accordion_answer_read(&aa), WN_EPARSE);
  expect_error(&r, 2, 1, "expected a move like 5>4, found \"YES\"");
  accordion_answer_release(&aa);
}

/* The one table of words: what cmd_accordion prints and check compares. */
static void accordion_answer_words(void **state) {
  (void)state;
  static const char *const want[2][3] = {
    {"unwinnable", "winnable", "unknown"}, {"NO", "YES", "UNKNOWN"}};
  for (int contest = 0; contest < 2; contest++)
    for (int v = WN_LOSS; v <= WN_UNKNOWN; v++)
      assert_string_equal(accordion_answer_word(v, contest), want[contest][v]);
  assert_string_equal(accordion_answer_word(WN_WIN, 7), "YES");
  assert_null(accordion_answer_word(-1, 0));
  assert_null(accordion_answer_word(WN_UNKNOWN + 1, 1));
  assert_null(accordion_answer_word(WN_ENOMEM, 1));
}

/* An allocator that counts the bytes it holds and refuses call fail_at. */
struct tally {
  size_t bytes, calls, fail_at;
};

static void *tally_fn(void *ud, void *p, size_t osize, size_t nsize) {
  struct tally *t = ud;
  t->calls++;
  if (nsize == 0) {
    t->bytes -= osize;
    free(p);
    return NULL;
  }
  if (t->calls == t->fail_at)
    return NULL;
  void *q = realloc(p, nsize);
  if (q)
    t->bytes += nsize - (p ? osize : 0);
  return q;
}

/*
** A proof grows through the reader's allocator, which is told the true
** size of every block (so it ends holding nothing): room for 64 moves at
** first, doubled as needed; a refusal at any call is WN_ENOMEM.
*/
static void accordion_proof_through_allocator(void **state) {
  (void)state;
  enum { N = 300 };
  char *text = malloc(8 + 4 * N);
  assert_non_null(text);
  strcpy(text, "YES");
  for (int k = 0; k < N; k++)
    strcat(text, " 2>1");
  for (size_t fail_at = 0;; fail_at++) {
    struct tally t = {0, 0, fail_at};
    const wn_allocator al = {tally_fn, &t};
    wn_reader r;
    accordion_answer aa;
    init(&r, text);
    accordion_answer_init(&aa, &r, 1, &al);
    int rc = accordion_answer_read(&aa);
    if (rc == 1) {
      assert_int_equal(aa.nmoves, N);
      assert_int_equal(aa.cap, 512);
      assert_int_equal(aa.moves[N - 1].from, 2);
      assert_int_equal(t.bytes, aa.cap * sizeof *aa.moves);
    } else {
      assert_int_equal(rc, WN_ENOMEM);
    }
    accordion_answer_release(&aa);
    assert_int_equal(t.bytes, 0);
    if (rc == 1 && fail_at > t.calls)
      break;
  }
  wn_reader r;
  accordion_answer aa;
  struct tally t = {0, 0, 0};
  const wn_allocator al = {tally_fn, &t};
  init(&r, "NO 5>4 YES");
  accordion_answer_init(&aa, &r, 1, &al);
  assert_int_equal(accordion_answer_read(&aa), 1);
  assert_int_equal(aa.cap, 64);
  accordion_answer_release(&aa);
  assert_int_equal(t.bytes, 0);
  free(text);
}

/*
** The move lines answers carry, both games (move_list.c): which bytes
** separate moves, a long line (past the first 64 moves), and the bad
** token named in full up to 20 bytes.
*/
static void move_lines_both_games(void **state) {
  (void)state;
  char why[128], line[1200] = "";
  accordion_move *am;
  stacks_move *sm;
  const char *blanks = " 2>1\t3>1\r ", *lf = "2>1\n3>1", *sk = "r2\nm1>3\r\tr1";
  assert_int_equal(accordion_moves_parse(blanks, strlen(blanks), &am, why,
                                         sizeof why), 2);
  assert_int_equal(am[1].from, 3);
  accordion_moves_free(am);
  assert_int_equal(accordion_moves_parse(lf, strlen(lf), &am, why, sizeof why),
                   -1); /* a line break is not a blank here */
  assert_string_equal(why, "expected a move like 5>4, found \"2>1\\x0a3>1\"");
  accordion_moves_free(am);
  assert_int_equal(stacks_moves_parse(sk, strlen(sk), &sm, why, sizeof why),
                   3);
  assert_int_equal(sm[1].to, 3);
  stacks_moves_free(sm);
  for (int k = 0; k < 200; k++)
    strcat(line, k % 2 ? " 9>8" : " 12>9");
  long n = accordion_moves_parse(line, strlen(line), &am, why, sizeof why);
  assert_int_equal(n, 200);
  assert_int_equal(am[198].from, 12);
  assert_int_equal(am[199].to, 8);
  accordion_moves_free(am);
  strcat(line, " 123456789012345678901234567890");
  n = accordion_moves_parse(line, strlen(line), &am, why, sizeof why);
  assert_int_equal(n, -1);
  assert_string_equal(why, "expected a move like 5>4, found "
                           "\"12345678901234567890...\"");
  accordion_moves_free(am);
  n = stacks_moves_parse("r1 m2>1x", 8, &sm, why, sizeof why);
  assert_int_equal(n, -1);
  assert_string_equal(why, "expected a move like r2 or m1>3, found \"m2>1x\"");
  stacks_moves_free(sm);
}

static void hitormiss_answers_by_player_count(void **state) {
  (void)state;
  wn_reader r;
  hitormiss_answer ha;
  init(&r, "Case 1: 13 10 8\n55\nCase 2: unwinnable\nCase 3: UNKNOWN");
  hitormiss_answer_init(&ha, &r);
  assert_int_equal(hitormiss_answer_read(&ha, 3), 1);
  assert_int_equal(ha.verdict, WN_WIN);
  assert_int_equal(ha.last[1], 10);
  assert_true(ha.has_cycles);
  assert_int_equal(ha.cycles, 55);
  assert_int_equal(hitormiss_answer_read(&ha, 3), 1);
  assert_int_equal(ha.verdict, WN_LOSS);
  assert_false(ha.has_cycles);
  assert_int_equal(hitormiss_answer_read(&ha, 3), 1);
  assert_int_equal(ha.verdict, WN_UNKNOWN);
  assert_int_equal(wn_answer_end(&ha.a), 0);
  /* too few values: the next "Case" is not a value */
  init(&r, "Case 1: 13 10\nCase 2: unwinnable");
  hitormiss_answer_init(&ha, &r);
  assert_int_equal(hitormiss_answer_read(&ha, 3), WN_EPARSE);
  expect_error(&r, 2, 1, "expected a card value, found \"Case\"");
}

static void outlast_numbers_canonical(void **state) {
  (void)state;
  static const char *const bad[] = {"01", "+1", "-0", "1x", "-", "1,1"};
  for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
    char text[64];
    snprintf(text, sizeof text, "Case #1: %s", bad[k]);
    wn_reader r;
    outlast_answer oa;
    init(&r, text);
    outlast_answer_init(&oa, &r, NULL);
    assert_int_equal(outlast_answer_read(&oa), WN_EPARSE);
    assert_int_equal(r.err.col, 10);
    outlast_answer_release(&oa);
  }
  wn_reader r;
  outlast_answer oa;
  init(&r, "Case #1: 0 Case #2: -3 Case #3: 2\n1,1 12,345");
  outlast_answer_init(&oa, &r, NULL);
  assert_int_equal(outlast_answer_read(&oa), 1);
  assert_int_equal(oa.count, 0);
  assert_int_equal(outlast_answer_read(&oa), 1);
  assert_int_equal(oa.count, -3);
  assert_int_equal(outlast_answer_read(&oa), 1);
  assert_int_equal(oa.nmoves, 2);
  assert_int_equal(oa.moves[1].row, 12);
  assert_int_equal(oa.moves[1].col, 345);
  assert_int_equal(wn_answer_end(&oa.a), 0);
  outlast_answer_release(&oa);
}

static void end_of_output(void **state) {
  (void)state;
  wn_reader r;
  stacks_answer sa;
  init(&r, "Case #1: IMPOSSIBLE\n\n  Case #2: IMPOSSIBLE");
  stacks_answer_init(&sa, &r, NULL);
  assert_int_equal(stacks_answer_read(&sa), 1);
  assert_int_equal(wn_answer_end(&sa.a), WN_EPARSE);
  expect_error(&r, 3, 3,
               "expected end of output after case 1, found \"Case\"");
  stacks_answer_release(&sa);
}

int main(void) {
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(short_tokens_stop_long_words),
    cmocka_unit_test(stacks_answers_any_blanks),
    cmocka_unit_test(stacks_answer_errors),
    cmocka_unit_test(stacks_proof_past_a_chunk),
    cmocka_unit_test(accordion_answers_both_words),
    cmocka_unit_test(accordion_answer_words),
    cmocka_unit_test(accordion_proof_through_allocator),
    cmocka_unit_test(move_lines_both_games),
    cmocka_unit_test(hitormiss_answers_by_player_count),
    cmocka_unit_test(outlast_numbers_canonical),
    cmocka_unit_test(end_of_output),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
