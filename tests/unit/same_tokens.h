/*
** same_tokens.h: the reader's unit tests compare a reader under test
** with a reference one (wn_reader_init_string on the same bytes): the
** same tokens line by line, at the same positions, and the same end.
** Include after <cmocka.h> and "winnable.h".
*/
#ifndef WN_TEST_SAME_TOKENS_H
#define WN_TEST_SAME_TOKENS_H

/* Read a and b to their end in step; the number of tokens read. */
static size_t same_tokens(wn_reader *a, wn_reader *b) {
  wn_token ta, tb;
  int ra, rb;
  size_t tokens = 0;
  do {
    ra = wn_reader_token_on_line(a, &ta);
    rb = wn_reader_token_on_line(b, &tb);
    assert_int_equal(ra, rb);
    if (ra == 1) {
      assert_int_equal(ta.len, tb.len);
      assert_memory_equal(ta.text, tb.text, ta.len);
      assert_int_equal(ta.truncated, tb.truncated);
      assert_int_equal(ta.line, tb.line);
      assert_int_equal(ta.col, tb.col);
      tokens++;
    }
  } while (ra == 1 || wn_reader_peek(a) != -1);
  assert_int_equal(wn_reader_peek(b), -1);
  return tokens;
}

#endif
