/*
** accordion_cert.c: the text form of Accordion loss certificates
** (winnable accordion --certificate FILE; docs/accordion.md).
**
**   # comments and blank lines anywhere
**   lost 3            a block: the case (its number in its input)
**   AS 2H 3D ...      the deal
**   2H 3D ...         then one row of top cards per line, any number
**
** The writer takes the rows from accordion_loss_certificate, or from a
** certificate sink as they are proven (accordion_cert_write_row); the reader
** gives them back for accordion_check_loss, which trusts nothing it
** reads: a block's case number is only a label.
*/
#include <stdlib.h>
#include "core/core.h"
#include "winnable/accordion.h"

void accordion_write_certificate_head(FILE *out, uint64_t ncase,
                                      const uint8_t *cards, size_t n) {
  fprintf(out, "lost %llu\n", (unsigned long long)ncase);
  accordion_write_deal(out, cards, n);
  putc('\n', out);
}

void accordion_cert_write_row(void *rows, const uint8_t *row, size_t len) {
  accordion_cert_rows *w = rows;
  if (len == w->n && memcmp(row, w->cards, len) == 0)
    return; /* the deal's line is the head's */
  accordion_write_deal(w->out, row, len);
  putc('\n', w->out);
}

/* accordion_cert_write_row for accordion_loss_certificate. */
static int write_row(void *rows, const uint8_t *row, size_t len) {
  accordion_cert_write_row(rows, row, len);
  return 0;
}

int accordion_write_certificate(FILE *out, uint64_t ncase,
                                const accordion_ctx *ctx,
                                const uint8_t *cards, size_t n) {
  accordion_cert_rows w = {out, cards, n};
  accordion_write_certificate_head(out, ncase, cards, n);
  int rc = accordion_loss_certificate(ctx, write_row, &w);
  if (rc == 0 && ferror(out))
    rc = WN_EIO;
  return rc;
}

void accordion_cert_init(accordion_cert *c, wn_reader *r,
                         const wn_allocator *alloc) {
  memset(c, 0, sizeof *c);
  c->r = r;
  c->alloc = alloc;
  r->comments = 1;
}

void accordion_cert_release(accordion_cert *c) {
  wn_allocator_call(c->alloc, c->bytes, c->cap_bytes, 0);
  wn_allocator_call(c->alloc, c->lens, c->cap_rows * sizeof *c->lens, 0);
  c->bytes = NULL;
  c->lens = NULL;
  c->cap_bytes = c->cap_rows = 0;
}

/* Room for one more row of up to 'more' cards. */
static int cert_room(accordion_cert *c, size_t more) {
  if (wn_allocator_grow(c->alloc, (void **)&c->lens, &c->cap_rows,
                        c->nrows + 1, sizeof *c->lens, 256))
    return WN_ENOMEM;
  return wn_allocator_grow(c->alloc, (void **)&c->bytes, &c->cap_bytes,
                           c->nbytes + more, 1, 4096);
}

/*
** Read the cards of the current line, the first being tok, as one row.
** A line may not be longer than ACCORDION_MAX_CARDS cards.
*/
static int read_row(accordion_cert *c, wn_token *tok) {
  size_t len = 0;
  int rc = 1;
  for (; rc == 1; rc = wn_reader_token_on_line(c->r, tok)) {
    uint8_t card;
    if (len == ACCORDION_MAX_CARDS)
      return wn_reader_expected(c->r, tok, "the end of the row (at most "
                                           "100000 cards)");
    if (wn_card_parse(tok->text, tok->len, &card) || tok->truncated)
      return wn_reader_expected(c->r, tok, "a card like 7H");
    if ((rc = cert_room(c, len + 1)) != 0)
      return rc;
    c->bytes[c->nbytes + len++] = card;
  }
  if (rc < 0)
    return rc;
  c->lens[c->nrows++] = len;
  c->nbytes += len;
  return 1;
}

int accordion_cert_read(accordion_cert *c) {
  wn_token tok;
  c->nbytes = c->nrows = 0;
  int rc = c->have_next ? 1 : wn_reader_more(c->r);
  if (rc == 1 && !c->have_next)
    rc = wn_reader_token(c->r, &tok);
  if (rc != 1)
    return rc; /* 0: no block left */
  if (c->have_next)
    tok = c->next;
  c->have_next = 0;
  int64_t ncase;
  if (strcmp(tok.text, "lost") != 0 || tok.truncated)
    return wn_reader_expected(c->r, &tok, "\"lost\" and a case number");
  if ((rc = wn_reader_token_on_line(c->r, &tok)) != 1)
    return rc < 0 ? rc : wn_reader_expected(c->r, NULL, "a case number");
  if ((rc = wn_token_int(c->r, &tok, 1, INT64_MAX, "a case number",
                         &ncase)) != 1)
    return rc;
  if ((rc = wn_reader_token_on_line(c->r, &tok)) != 0)
    return rc < 0 ? rc : wn_reader_expected(c->r, &tok, "the end of the line");
  c->ncase = (uint64_t)ncase;
  /* the deal, then rows up to the next "lost" or the end */
  while ((rc = wn_reader_more(c->r)) == 1) {
    if ((rc = wn_reader_token(c->r, &tok)) != 1)
      return rc;
    if (strcmp(tok.text, "lost") == 0 && !tok.truncated) {
      c->next = tok;
      c->have_next = 1;
      break;
    }
    if ((rc = read_row(c, &tok)) != 1)
      return rc;
  }
  if (rc < 0)
    return rc;
  if (c->nrows == 0)
    return wn_reader_expected(c->r, c->have_next ? &c->next : NULL,
                              "the deal of the block");
  return 1;
}
