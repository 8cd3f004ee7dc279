/*
** hitormiss_read.c: reads Hit or Miss decks in either input format.
**
** The first token of a stream decides: a number means contest input
** ("n", then n sets of "p" and 52 values 1..13, by tokens, so line
** breaks may fall anywhere, and nothing after the last set), anything
** else deck lines (52 card tokens on one line, suits ignored, '#'
** comments, blank lines skipped). A bad token ends the stream with
** WN_EPARSE. The reader holds no memory of its own.
*/
#include "core/core.h"
#include "io/card_token.h"
#include "winnable/hitormiss.h"

void hitormiss_reader_init(hitormiss_reader *hr, wn_reader *r,
                           int line_players) {
  memset(hr, 0, sizeof *hr);
  hr->r = r;
  hr->line_players = line_players;
  r->comments = 1; /* neither values nor cards contain '#' */
}

int hitormiss_reader_contest(const hitormiss_reader *hr) {
  return hr->format == 1;
}

/* wn_reader_is_blank, inline: ' ' or one of \t \n \v \f \r (9..13). */
static inline int blank(unsigned c) { return c == ' ' || (c - 9u) <= 4u; }

/*
** The common shape of a card value, read straight from the buffer: one
** space or line break, then 1..9 or 10..13, then a blank, all already in
** the buffer. Returns the value with the space and digits consumed (line
** and column kept as wn_reader_advance keeps them), or 0 having consumed
** nothing: anything else goes through wn_reader_int, with its messages.
*/
static inline int quick_value(wn_reader *r) {
  const unsigned char *b = r->buf + r->pos;
  if (r->len - r->pos < 4 || (b[0] != ' ' && b[0] != '\n') ||
      b[1] < '1' || b[1] > '9')
    return 0;
  /* 10..13 without a branch: a third of the values, unpredictably */
  int two = (b[1] == '1') & ((unsigned)(b[2] - '0') <= 3u);
  int v = b[1] - '0' + two * (9 + b[2] - '0'), used = 2 + two;
  if (!blank(b[used]))
    return 0;
  if (b[0] == '\n') {
    r->line++;
    r->col = (uint64_t)used; /* the column after the digits */
  } else {
    r->col += (uint64_t)used;
  }
  r->pos += (size_t)used;
  return v;
}

/* One contest set: "p" and 52 values. */
static int read_set(hitormiss_reader *hr) {
  int64_t v;
  int rc = wn_reader_int(hr->r, 1, HITORMISS_MAX_PLAYERS,
                         "a number of players (1..10)", &v);
  if (rc < 0)
    return rc;
  hr->players = (int)v;
  for (int k = 0; k < HITORMISS_CARDS; k++) {
    int q = quick_value(hr->r);
    if (q) {
      hr->ranks[k] = (uint8_t)q;
      continue;
    }
    rc = wn_reader_int(hr->r, 1, 13, "a card value (1..13)", &v);
    if (rc < 0)
      return rc;
    hr->ranks[k] = (uint8_t)v;
  }
  hr->sets_left--;
  return 1;
}

/* After the last set only the end of input may come. */
static int read_end(hitormiss_reader *hr) {
  wn_token tok;
  int rc = wn_reader_token(hr->r, &tok);
  if (rc <= 0)
    return rc;
  char what[80];
  if (hr->sets)
    snprintf(what, sizeof what, "end of input after set %llu of %llu",
             (unsigned long long)hr->sets, (unsigned long long)hr->sets);
  else
    snprintf(what, sizeof what, "end of input after 0 sets");
  return wn_reader_expected(hr->r, &tok, what);
}

/* Report a deck line that ends early, just after its last card. */
static int short_line(hitormiss_reader *hr, const wn_token *last) {
  wn_error *err = &hr->r->err;
  err->line = last->line;
  err->col = last->col + last->len;
  snprintf(err->msg, sizeof err->msg,
           "expected a card like 7H (52 on a line), found end of line");
  return WN_EPARSE;
}

/* A deck line whose first token is 'tok'. */
static int read_line(hitormiss_reader *hr, wn_token *tok) {
  hr->players = hr->line_players;
  for (int k = 0;; k++) {
    uint8_t card;
    if (k == HITORMISS_CARDS)
      return wn_reader_expected(hr->r, tok, "end of line after 52 cards");
    if (tok->truncated || wn_card_parse(tok->text, tok->len, &card))
      return wn_card_expected(hr->r, tok, "a card like 7H");
    hr->ranks[k] = (uint8_t)wn_card_rank(card);
    wn_token prev = *tok;
    int rc = wn_reader_token_on_line(hr->r, tok);
    if (rc < 0)
      return rc;
    if (rc == 0)
      return k + 1 == HITORMISS_CARDS ? 1 : short_line(hr, &prev);
  }
}

int hitormiss_read(hitormiss_reader *hr) {
  if (hr->format == 1)
    return hr->sets_left ? read_set(hr) : read_end(hr);
  wn_token tok;
  int rc = wn_reader_token(hr->r, &tok);
  if (rc == 0 && hr->format == 0) /* an input without any instance */
    return wn_reader_expected(hr->r, NULL, "a number of sets or a deck");
  if (rc <= 0)
    return rc;
  int64_t n;
  if (hr->format == 0)
    hr->format = wn_token_is_number(&tok) ? 1 : 2;
  if (hr->format == 2)
    return read_line(hr, &tok);
  rc = wn_token_int(hr->r, &tok, 0, INT64_MAX, "a number of sets", &n);
  if (rc < 0)
    return rc;
  hr->sets = hr->sets_left = (uint64_t)n;
  return hr->sets_left ? read_set(hr) : read_end(hr);
}
