/*
** outlast_answer.c: reads back what "winnable outlast" (or a
** contestant) printed, case by case, for "winnable check": "Case #x: y"
** (or UNKNOWN), then optionally the winning first moves "r,c ..." that
** --moves prints. This file is the reading half of that move format.
** By tokens (answer.c): the moves run to the next "Case" or the end.
*/
#include "core/core.h"
#include "io/answer.h"
#include "winnable/outlast.h"

void outlast_answer_init(outlast_answer *oa, wn_reader *r,
                         const wn_allocator *alloc) {
  memset(oa, 0, sizeof *oa);
  wn_answer_init(&oa->a, r);
  if (alloc)
    oa->alloc = *alloc;
}

void outlast_answer_release(outlast_answer *oa) {
  if (oa->moves)
    wn_allocator_call(&oa->alloc, oa->moves, oa->cap * sizeof *oa->moves, 0);
  oa->moves = NULL;
  oa->nmoves = oa->cap = 0;
}

static int is_case(const wn_token *tok) { return wn_answer_is(tok, "Case"); }

/* 1..9 digits at s[*k], not 0; 0 if none. */
static uint32_t digits(const char *s, size_t len, size_t *k) {
  size_t start = *k;
  uint32_t v = 0;
  while (*k < len && s[*k] >= '0' && s[*k] <= '9' && *k - start < 9)
    v = v * 10 + (uint32_t)(s[(*k)++] - '0');
  return v;
}

/* "r,c" with r, c >= 1. */
static int parse_move(const char *s, size_t len, outlast_move *m) {
  size_t k = 0;
  m->row = digits(s, len, &k);
  if (m->row == 0 || k >= len || s[k++] != ',')
    return -1;
  m->col = digits(s, len, &k);
  m->grundy = 0;
  return m->col == 0 || k != len ? -1 : 0;
}

static long parse(void *ud, const char *text, size_t len, char *why,
                  size_t whylen) {
  outlast_answer *oa = ud;
  long count = 0;
  for (size_t k = 0; k < len;) {
    size_t start = k;
    while (k < len && text[k] != ' ')
      k++;
    outlast_move m;
    if (parse_move(text + start, k - start, &m)) {
      char found[31]; /* the token cut past 20 characters */
      wn_quote(found, sizeof found, text + start, k - start, 0);
      snprintf(why, whylen, "expected a move like 2,4, found %s", found);
      return WN_EPARSE;
    }
    if (wn_answer_append(&oa->alloc, (void **)&oa->moves, &oa->nmoves,
                         &oa->cap, &m, 1, sizeof m))
      return WN_ENOMEM;
    count++;
    k++;
  }
  return count;
}

int outlast_answer_read(outlast_answer *oa) {
  int rc = wn_answer_case(&oa->a, 1);
  if (rc <= 0)
    return rc;
  const char *what = "a number of winning moves or UNKNOWN";
  const wn_token *tok = NULL;
  if ((rc = wn_answer_peek(&oa->a, what, &tok)) <= 0)
    return rc ? rc : wn_answer_expected(&oa->a, NULL, what);
  oa->line = tok->line;
  oa->col = tok->col;
  oa->unknown = wn_answer_is(tok, "UNKNOWN");
  oa->count = 0;
  if (!oa->unknown && (rc = wn_answer_int(&oa->a, tok, what, &oa->count)) < 0)
    return rc;
  wn_answer_take(&oa->a);
  oa->nmoves = 0;
  long got = wn_answer_proof(&oa->a, is_case, parse, oa,
                             "a move like 2,4, or \"Case\"", 0);
  if (got < 0)
    return (int)got;
  oa->proof = got > 0;
  return 1;
}
