/*
** answer.c: reading a program's output back by tokens, for the games'
** answer readers (answer.h; the public half is in winnable/reader.h).
**
** Invariant: a->next holds the one token read but not yet taken when
** a->have_next is 1; every token comes through wn_answer_peek, which
** refuses a token longer than WN_TOKEN_MAX (the reader stops reading it
** there, r->short_tokens). So no output makes this code hold more than
** one token and one chunk of a proof (the moves parsed go to the game's
** list, whose allocator the caller caps), or run on a token without end.
*/
#include <inttypes.h>
#include "core/core.h"
#include "io/answer.h"

void wn_answer_init(wn_answer *a, wn_reader *r) {
  a->r = r;
  a->have_next = 0;
  a->ncase = 0;
  a->chunk_len = a->chunk_moves = 0;
  r->comments = 0;
  r->short_tokens = 1;
}

int wn_answer_expected(wn_answer *a, const wn_token *tok, const char *what) {
  if (tok)
    return wn_reader_expected(a->r, tok, what);
  wn_reader_where(a->r, &a->r->err.line, &a->r->err.col);
  snprintf(a->r->err.msg, sizeof a->r->err.msg,
           "expected %s, found end of output", what);
  return WN_EPARSE;
}

int wn_answer_peek(wn_answer *a, const char *what, const wn_token **tok) {
  if (!a->have_next) {
    int rc = wn_reader_token(a->r, &a->next);
    if (rc <= 0)
      return rc;
    a->have_next = 1;
  }
  if (a->next.truncated)
    return wn_answer_expected(a, &a->next, what);
  *tok = &a->next;
  return 1;
}

void wn_answer_take(wn_answer *a) {
  assert(a->have_next); /* wn_answer_peek returned this token */
  a->have_next = 0;
}

/* Take the next token, which must be the word w. */
static int expect(wn_answer *a, const char *w) {
  char what[48];
  snprintf(what, sizeof what, "\"%s\"", w);
  const wn_token *tok = NULL;
  int rc = wn_answer_peek(a, what, &tok);
  if (rc < 0)
    return rc;
  if (rc == 0 || !wn_answer_is(tok, w))
    return wn_answer_expected(a, rc ? tok : NULL, what);
  wn_answer_take(a);
  return 1;
}

int wn_answer_int(wn_answer *a, const wn_token *tok, const char *what,
                  int64_t *v) {
  size_t neg = tok->len > 0 && tok->text[0] == '-';
  if (tok->truncated || tok->len == neg || tok->text[0] == '+' ||
      (tok->text[neg] == '0' && tok->len > neg + 1) ||
      (neg && tok->text[1] == '0') ||
      wn_parse_int64(tok->text, tok->len, v))
    return wn_answer_expected(a, tok, what);
  return 1;
}

int wn_answer_case(wn_answer *a, int hash) {
  const wn_token *tok = NULL;
  a->ncase++;
  int rc = wn_answer_peek(a, "\"Case\"", &tok);
  if (rc <= 0)
    return rc;
  char word[32];
  snprintf(word, sizeof word, "%s%" PRIu64 ":", hash ? "#" : "", a->ncase);
  if ((rc = expect(a, "Case")) < 0 || (rc = expect(a, word)) < 0)
    return rc;
  return 1;
}

int wn_answer_end(wn_answer *a) {
  char what[64];
  snprintf(what, sizeof what, "end of output after case %" PRIu64, a->ncase);
  const wn_token *tok = NULL;
  int rc = wn_answer_peek(a, what, &tok);
  if (rc <= 0)
    return rc;
  return wn_answer_expected(a, tok, what);
}

/* Hand the chunk to parse(); on a refusal, find the token refused. */
static int flush(wn_answer *a, wn_answer_parse_fn *parse, void *ud) {
  char why[96] = "";
  long got = a->chunk_moves ? parse(ud, a->chunk, a->chunk_len, why,
                                    sizeof why) : 0;
  if (got == WN_EPARSE) {
    /* parse each token alone: the first refused is the one to report */
    size_t k = 0;
    for (size_t i = 0; i < a->chunk_moves; i++) {
      size_t start = k;
      while (k < a->chunk_len && a->chunk[k] != ' ')
        k++;
      got = parse(ud, a->chunk + start, k - start, why, sizeof why);
      k++;
      if (got == WN_EPARSE) {
        a->r->err.line = a->chunk_line[i];
        a->r->err.col = a->chunk_col[i];
        snprintf(a->r->err.msg, sizeof a->r->err.msg, "%s", why);
        return WN_EPARSE;
      }
      if (got < 0)
        return (int)got;
    }
    return WN_ENOMEM; /* no token alone is refused: the parser's memory */
  }
  a->chunk_len = a->chunk_moves = 0;
  return got < 0 ? (int)got : 1;
}

long wn_answer_proof(wn_answer *a, int (*stop)(const wn_token *tok),
                     wn_answer_parse_fn *parse, void *ud, const char *what,
                     uint64_t max) {
  long count = 0;
  const wn_token *tok = NULL;
  int rc = 1;
  a->chunk_len = a->chunk_moves = 0;
  while ((!max || (uint64_t)count < max) &&
         (rc = wn_answer_peek(a, what, &tok)) == 1 && !stop(tok)) {
    if (a->chunk_moves == WN_ANSWER_CHUNK_MOVES &&
        (rc = flush(a, parse, ud)) < 0)
      return rc;
    /* room: each of the chunk's tokens takes at most WN_TOKEN_MAX + 1 */
    if (a->chunk_len)
      a->chunk[a->chunk_len++] = ' ';
    memcpy(a->chunk + a->chunk_len, tok->text, tok->len);
    a->chunk_len += tok->len;
    a->chunk_line[a->chunk_moves] = tok->line;
    a->chunk_col[a->chunk_moves] = tok->col;
    a->chunk_moves++;
    count++;
    wn_answer_take(a);
  }
  if (rc < 0 || (rc = flush(a, parse, ud)) < 0)
    return rc;
  return count;
}

int wn_answer_append(const wn_allocator *al, void **arr, size_t *n,
                     size_t *cap, const void *items, size_t count,
                     size_t esize) {
  if (count > SIZE_MAX / esize - *n)
    return WN_ENOMEM;
  /* room for 64 items at first, as ever: most proofs need no more */
  if (wn_allocator_grow(al, arr, cap, *n + count, esize, 64))
    return WN_ENOMEM;
  memcpy((char *)*arr + *n * esize, items, count * esize);
  *n += count;
  return 0;
}
