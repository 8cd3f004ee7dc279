/*
** accordion_answer.c: reads back what "winnable accordion" (or a
** contestant) printed, deal by deal, for "winnable check": YES, NO or
** UNKNOWN for contest input, winnable, unwinnable or unknown for deal
** lines, each optionally followed by the moves of a proof as
** accordion_write_moves (accordion_write.c) prints them, parsed by
** accordion_moves_parse (accordion_moves.c). By tokens (answer.c): a
** proof runs to the next answer word or the end of the output.
*/
#include "core/core.h"
#include "io/answer.h"
#include "winnable/accordion.h"

/* What an answer word may be, by format, for "expected ..." messages. */
static const char *const WORDS[2] = {"winnable, unwinnable or unknown",
                                     "YES, NO or UNKNOWN"};

const char *accordion_answer_word(int verdict, int contest) {
  /* by format (deal lines, contest), then WN_LOSS, WN_WIN, WN_UNKNOWN */
  static const char *const word[2][3] = {
    {"unwinnable", "winnable", "unknown"}, {"NO", "YES", "UNKNOWN"}};
  if (verdict < WN_LOSS || verdict > WN_UNKNOWN)
    return NULL;
  return word[contest != 0][verdict];
}

void accordion_answer_init(accordion_answer *aa, wn_reader *r, int contest,
                           const wn_allocator *alloc) {
  memset(aa, 0, sizeof *aa);
  wn_answer_init(&aa->a, r);
  aa->contest = contest != 0;
  if (alloc)
    aa->alloc = *alloc;
}

void accordion_answer_release(accordion_answer *aa) {
  if (aa->moves)
    wn_allocator_call(&aa->alloc, aa->moves, aa->cap * sizeof *aa->moves, 0);
  aa->moves = NULL;
  aa->nmoves = aa->cap = 0;
}

/* The verdict tok names in format f, or -1. */
static int verdict_of(const wn_token *tok, int f) {
  for (int v = 0; v < 3; v++)
    if (wn_answer_is(tok, accordion_answer_word(v, f)))
      return v;
  return -1;
}

static int stop_lines(const wn_token *tok) { return verdict_of(tok, 0) >= 0; }
static int stop_contest(const wn_token *tok) { return verdict_of(tok, 1) >= 0; }

static long parse(void *ud, const char *text, size_t len, char *why,
                  size_t whylen) {
  accordion_answer *aa = ud;
  accordion_move *moves;
  long got = accordion_moves_parse(text, len, &moves, why, whylen);
  if (got < 0)
    got = WN_EPARSE; /* why[] names the token (or the parser's memory) */
  if (got > 0 && wn_answer_append(&aa->alloc, (void **)&aa->moves,
                                  &aa->nmoves, &aa->cap, moves, (size_t)got,
                                  sizeof *moves))
    got = WN_ENOMEM;
  accordion_moves_free(moves);
  return got;
}

int accordion_answer_read(accordion_answer *aa) {
  const wn_token *tok = NULL;
  const char *words = WORDS[aa->contest];
  aa->a.ncase++;
  int rc = wn_answer_peek(&aa->a, words, &tok);
  if (rc <= 0)
    return rc;
  if ((aa->verdict = verdict_of(tok, aa->contest)) < 0)
    return wn_answer_expected(&aa->a, tok, words);
  aa->line = tok->line;
  aa->col = tok->col;
  wn_answer_take(&aa->a);
  aa->nmoves = 0;
  char what[64];
  snprintf(what, sizeof what, "a move like 5>4, or %s", words);
  long got = wn_answer_proof(&aa->a, aa->contest ? stop_contest : stop_lines,
                             parse, aa, what, aa->max_moves);
  if (got < 0)
    return (int)got;
  aa->proof = got > 0;
  return 1;
}
