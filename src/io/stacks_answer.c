/*
** stacks_answer.c: reads back what "winnable stacks" (or a contestant)
** printed, case by case, for "winnable check": "Case #x: POSSIBLE",
** IMPOSSIBLE or UNKNOWN, then optionally the moves of a proof as
** stacks_write_moves (stacks_write.c) prints them, parsed by
** stacks_moves_parse (stacks_moves.c). By tokens (answer.c): a proof
** runs to the next "Case" or the end, whatever the line breaks.
*/
#include "core/core.h"
#include "io/answer.h"
#include "winnable/stacks.h"

#define WORDS "POSSIBLE, IMPOSSIBLE or UNKNOWN"

void stacks_answer_init(stacks_answer *sa, wn_reader *r,
                        const wn_allocator *alloc) {
  memset(sa, 0, sizeof *sa);
  wn_answer_init(&sa->a, r);
  if (alloc)
    sa->alloc = *alloc;
}

void stacks_answer_release(stacks_answer *sa) {
  if (sa->moves)
    wn_allocator_call(&sa->alloc, sa->moves, sa->cap * sizeof *sa->moves, 0);
  sa->moves = NULL;
  sa->nmoves = sa->cap = 0;
}

static int is_case(const wn_token *tok) { return wn_answer_is(tok, "Case"); }

static long parse(void *ud, const char *text, size_t len, char *why,
                  size_t whylen) {
  stacks_answer *sa = ud;
  stacks_move *moves;
  long got = stacks_moves_parse(text, len, &moves, why, whylen);
  if (got < 0)
    got = WN_EPARSE; /* why[] names the token (or the parser's memory) */
  if (got > 0 && wn_answer_append(&sa->alloc, (void **)&sa->moves,
                                  &sa->nmoves, &sa->cap, moves, (size_t)got,
                                  sizeof *moves))
    got = WN_ENOMEM;
  stacks_moves_free(moves);
  return got;
}

int stacks_answer_read(stacks_answer *sa) {
  int rc = wn_answer_case(&sa->a, 1);
  if (rc <= 0)
    return rc;
  const wn_token *tok = NULL;
  if ((rc = wn_answer_peek(&sa->a, WORDS, &tok)) <= 0)
    return rc ? rc : wn_answer_expected(&sa->a, NULL, WORDS);
  if (wn_answer_is(tok, "POSSIBLE"))
    sa->verdict = WN_WIN;
  else if (wn_answer_is(tok, "IMPOSSIBLE"))
    sa->verdict = WN_LOSS;
  else if (wn_answer_is(tok, "UNKNOWN"))
    sa->verdict = WN_UNKNOWN;
  else
    return wn_answer_expected(&sa->a, tok, WORDS);
  sa->line = tok->line;
  sa->col = tok->col;
  wn_answer_take(&sa->a);
  sa->nmoves = 0;
  long got = wn_answer_proof(&sa->a, is_case, parse, sa,
                             "a move like r2 or m1>3, or \"Case\"", 0);
  if (got < 0)
    return (int)got;
  sa->proof = got > 0;
  return 1;
}
