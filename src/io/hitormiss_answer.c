/*
** hitormiss_answer.c: reads back what "winnable hitormiss" (or a
** contestant) printed, case by case, for "winnable check": "Case k:"
** then the players' last cards, "unwinnable" or "UNKNOWN", then
** optionally the cycle count that --moves prints. By tokens (answer.c):
** the player count, known from the input, says where the values end.
*/
#include "core/core.h"
#include "io/answer.h"
#include "winnable/hitormiss.h"

void hitormiss_answer_init(hitormiss_answer *ha, wn_reader *r) {
  memset(ha, 0, sizeof *ha);
  wn_answer_init(&ha->a, r);
}

/* Take a number token into *v; what names it in messages. */
static int number(hitormiss_answer *ha, const wn_token *tok, const char *what,
                  int64_t *v) {
  int rc = wn_answer_int(&ha->a, tok, what, v);
  if (rc == 1)
    wn_answer_take(&ha->a);
  return rc;
}

/* The optional cycle count after an answer. */
static int cycles(hitormiss_answer *ha) {
  const wn_token *tok = NULL;
  const char *what = "a number of cycles, or \"Case\"";
  int rc = wn_answer_peek(&ha->a, what, &tok);
  ha->has_cycles = 0;
  if (rc <= 0 || wn_answer_is(tok, "Case"))
    return rc < 0 ? rc : 1;
  if ((rc = number(ha, tok, what, &ha->cycles)) < 0)
    return rc;
  ha->has_cycles = 1;
  return 1;
}

int hitormiss_answer_read(hitormiss_answer *ha, int players) {
  assert(players >= 1 && players <= HITORMISS_MAX_PLAYERS); /* the input's */
  int rc = wn_answer_case(&ha->a, 0);
  if (rc <= 0)
    return rc;
  const char *what = "a card value, unwinnable or UNKNOWN";
  const wn_token *tok = NULL;
  if ((rc = wn_answer_peek(&ha->a, what, &tok)) <= 0)
    return rc ? rc : wn_answer_expected(&ha->a, NULL, what);
  ha->line = tok->line;
  ha->col = tok->col;
  if (wn_answer_is(tok, "unwinnable") || wn_answer_is(tok, "UNKNOWN")) {
    ha->verdict = tok->text[0] == 'u' ? WN_LOSS : WN_UNKNOWN;
    wn_answer_take(&ha->a);
    return cycles(ha);
  }
  ha->verdict = WN_WIN;
  for (int j = 0; j < players; j++) {
    if (j && (rc = wn_answer_peek(&ha->a, "a card value", &tok)) <= 0)
      return rc ? rc : wn_answer_expected(&ha->a, NULL, "a card value");
    if ((rc = number(ha, tok, j ? "a card value" : what, &ha->last[j])) < 0)
      return rc;
  }
  return cycles(ha);
}
