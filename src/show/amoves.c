/*
** amoves.c: reads and checks the move list of "winnable show accordion
** --moves-from" (see amoves.h). Words come from the streaming
** wn_reader, each parsed by accordion_moves_parse as a one-move line,
** so a move list can be as long as the input.
*/
#include <stdlib.h>
#include <string.h>
#include "show/amoves.h"
#include "show/show.h"

void amoves_init(amoves *ml) { memset(ml, 0, sizeof *ml); }

void amoves_release(amoves *ml) {
  free(ml->moves);
  free(ml->where);
  amoves_init(ml);
}

static int push(amoves *ml, accordion_move m, const wn_reader *r,
                const wn_token *tok) {
  if (ml->n == ml->cap) {
    size_t cap = ml->cap ? ml->cap * 2 : 64;
    accordion_move *mv = realloc(ml->moves, cap * sizeof *mv);
    if (mv)
      ml->moves = mv;
    wn_error *wh = realloc(ml->where, cap * sizeof *wh);
    if (wh)
      ml->where = wh;
    if (!mv || !wh)
      return WN_ENOMEM;
    ml->cap = cap;
  }
  ml->moves[ml->n] = m;
  ml->where[ml->n] = (wn_error){r->name, tok->line, tok->col, ""};
  ml->n++;
  return 0;
}

int amoves_read(amoves *ml, wn_reader *r) {
  wn_token tok;
  int rc, first = 1;
  r->comments = 1;
  while ((rc = wn_reader_token(r, &tok)) == 1) {
    if (first && (strcmp(tok.text, "winnable") == 0 ||
                  strcmp(tok.text, "YES") == 0)) {
      first = 0;
      continue;
    }
    first = 0;
    accordion_move *one;
    long got = accordion_moves_parse(tok.text, tok.len, &one, NULL, 0);
    accordion_move m = got == 1 ? one[0] : (accordion_move){0, 0};
    accordion_moves_free(one);
    if (got != 1 || tok.truncated)
      return wn_reader_expected(r, &tok, "a move like 5>4");
    if ((rc = push(ml, m, r, &tok)) != 0)
      return rc;
  }
  return rc;
}

int amoves_check(const amoves *ml, const uint8_t *cards, size_t n,
                 accordion_rule rule, const accordion_rules *r, int *won) {
  wn_replay rep;
  int rc = rule == ACCORDION_RIGHTMOST
               ? accordion_replay(NULL, cards, n, rule, ml->moves, ml->n,
                                  &rep)
               : accordion_replay_rules(NULL, cards, n, r, ml->moves, ml->n,
                                        &rep);
  if (rc >= 0) {
    *won = rc == 1;
    return 0;
  }
  if (rc != WN_EMOVE)
    return cli_fail(rc, NULL);
  wn_error err = ml->where[rep.bad];
  snprintf(err.msg, sizeof err.msg, "%s", rep.why);
  cli_report_input(&err);
  return SHOW_NOT_WON;
}

long amoves_play(accordion_rule rule, const accordion_rules *r, uint8_t *row,
                 size_t piles, accordion_move m) {
  if (rule == ACCORDION_RIGHTMOST)
    return accordion_play(row, piles, m) ? -1 : (long)piles - 1;
  accordion_rules classic = ACCORDION_RULES_CLASSIC;
  long left = accordion_rules_play(r ? r : &classic, row, piles, m);
  return left < 0 ? -1 : left;
}
