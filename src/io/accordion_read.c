/*
** accordion_read.c: reads Accordion deals in either input format.
**
** The first token of a stream decides: a number means contest input
** ("n", then n card tokens anywhere, repeated until the end), anything
** else deal lines (the cards of one deal on one line, '#' comments,
** blank lines skipped). A bad token ends the stream with WN_EPARSE.
*/
#include "core/core.h"
#include "io/card_token.h"
#include "winnable/accordion.h"

void accordion_reader_init(accordion_reader *ar, wn_reader *r,
                           const wn_allocator *alloc) {
  memset(ar, 0, sizeof *ar);
  ar->r = r;
  if (alloc)
    ar->alloc = *alloc;
  r->comments = 1; /* cards never contain '#', so this is safe for both */
}

void accordion_reader_release(accordion_reader *ar) {
  if (ar->cards)
    wn_allocator_call(&ar->alloc, ar->cards, ar->cap, 0);
  ar->cards = NULL;
  ar->n = ar->cap = 0;
}

int accordion_reader_contest(const accordion_reader *ar) {
  return ar->format == 1;
}

/* Append the card in tok, or report it. */
static int push_card(accordion_reader *ar, const wn_token *tok) {
  uint8_t card;
  if (tok->truncated || wn_card_parse(tok->text, tok->len, &card))
    return wn_card_expected(ar->r, tok, "a card like 7H");
  if (ar->n == ACCORDION_MAX_CARDS) {
    wn_reader_expected(ar->r, tok, "at most 100000 cards in a deal");
    return WN_EPARSE;
  }
  if (wn_allocator_grow(&ar->alloc, (void **)&ar->cards, &ar->cap, ar->n + 1,
                        1, 64))
    return WN_ENOMEM;
  ar->cards[ar->n++] = card;
  return 1;
}

/*
** A contest deal that declared n cards and holds only k, followed by
** tok (a number: the next deal's count) or, if tok is NULL, the end of
** input: "52 cards declared, 51 found". Returns WN_EPARSE.
*/
static int short_deal(accordion_reader *ar, const wn_token *tok, int64_t n,
                      int64_t k) {
  wn_error *err = &ar->r->err;
  char next[96] = "";
  if (tok) {
    char quoted[80];
    err->line = tok->line;
    err->col = tok->col;
    wn_token_quote(tok, quoted);
    snprintf(next, sizeof next, " before %s", quoted);
  } else {
    wn_reader_where(ar->r, &err->line, &err->col);
  }
  snprintf(err->msg, sizeof err->msg, "%lld card%s declared, %lld found%s",
           (long long)n, n == 1 ? "" : "s", (long long)k, next);
  return WN_EPARSE;
}

static int read_contest(accordion_reader *ar, const wn_token *count) {
  int64_t n;
  int rc = wn_token_int(ar->r, count, 1, ACCORDION_MAX_CARDS,
                        "a number of cards (1..100000)", &n);
  if (rc < 0)
    return rc;
  ar->n = 0;
  for (int64_t k = 0; k < n; k++) {
    wn_token tok;
    rc = wn_reader_token(ar->r, &tok);
    if (rc < 0)
      return rc;
    if (rc == 0 || wn_token_is_number(&tok)) /* the end, or the next deal */
      return short_deal(ar, rc ? &tok : NULL, n, k);
    if ((rc = push_card(ar, &tok)) < 0)
      return rc;
  }
  return 1;
}

static int read_line(accordion_reader *ar, const wn_token *first) {
  ar->n = 0;
  int rc = push_card(ar, first);
  wn_token tok;
  while (rc > 0 && (rc = wn_reader_token_on_line(ar->r, &tok)) > 0)
    rc = push_card(ar, &tok);
  return rc < 0 ? rc : 1;
}

int accordion_read(accordion_reader *ar) {
  wn_token tok;
  int rc = wn_reader_token(ar->r, &tok);
  if (rc == 0 && ar->format == 0) /* an input without any deal */
    return wn_reader_expected(ar->r, NULL, "a deal or a number of cards");
  if (rc <= 0)
    return rc;
  if (ar->format == 0)
    ar->format = wn_token_is_number(&tok) ? 1 : 2;
  return ar->format == 1 ? read_contest(ar, &tok) : read_line(ar, &tok);
}
