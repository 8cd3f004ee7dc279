/*
** validate_scan.c: the byte-level scanner of the validators (see
** validate_scan.h). Invariant: every function leaves the reader just
** past what it accepted, and fills s->err only when it returns 0, so
** the first problem found is the one a caller reports.
*/
#include <assert.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "check/validate_scan.h"

int vscan_peek(struct vscan *s) { return wn_reader_peek(s->r); }

void vscan_advance(struct vscan *s) { wn_reader_advance(s->r); }

static int vfail(struct vscan *s, uint64_t line, uint64_t col,
                 const char *fmt, va_list ap) {
  s->err->line = line;
  s->err->col = col;
  vsnprintf(s->err->msg, sizeof s->err->msg, fmt, ap);
  return 0;
}

int vscan_fail(struct vscan *s, uint64_t line, uint64_t col,
               const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vfail(s, line, col, fmt, ap);
  va_end(ap);
  return 0;
}

int vscan_fail_here(struct vscan *s, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vfail(s, s->r->line, s->r->col, fmt, ap);
  va_end(ap);
  return 0;
}

void vscan_quote(const struct vtok *t, char out[80]) {
  wn_token_quote(&t->t, out);
}

/* Bytes that end a token: the blanks a contest input may hold, or not. */
static int ends_token(int c) {
  return c == -1 || c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

void vscan_blanks(struct vscan *s) {
  int c = vscan_peek(s);
  while (c != -1 && ends_token(c)) {
    vscan_advance(s);
    c = vscan_peek(s);
  }
}

/* What the byte c, where no token starts, is called in a message. */
static const char *no_token(const struct vscan *s, int c) {
  int first = s->r->col == 1;
  switch (c) {
  case -1: return "end of input";
  case '\n': return first ? "a blank line" : "end of line";
  case ' ': return first ? "a leading space" : "a second space";
  case '\t': return "a tab";
  default: return "a CR (lines end in LF alone)";
  }
}

int vscan_token(struct vscan *s, struct vtok *t, const char *what) {
  int c = vscan_peek(s);
  if (ends_token(c))
    return vscan_fail_here(s, "expected %s, found %s", what, no_token(s, c));
  t->t.line = s->r->line;
  t->t.col = s->r->col;
  t->t.len = 0;
  t->t.truncated = 0;
  for (; !ends_token(c); c = vscan_peek(s)) {
    if (t->t.len < WN_TOKEN_MAX)
      t->t.text[t->t.len++] = (char)c;
    else
      t->t.truncated = 1;
    vscan_advance(s);
  }
  t->t.text[t->t.len] = '\0';
  return 1;
}

int vscan_uint(struct vscan *s, struct vtok *t, const char *what) {
  return vscan_token(s, t, what) && vscan_number(s, t, what);
}

int vscan_number(struct vscan *s, struct vtok *t, const char *what) {
  char q[80];
  vscan_quote(t, q);
  const char *p = t->t.text;
  if (p[0] == '+' || p[0] == '-')
    return vscan_fail(s, t->t.line, t->t.col,
                      "expected %s, found %s: numbers have no sign",
                      what, q);
  uint64_t v = 0;
  for (size_t k = 0; k < t->t.len; k++) {
    if (p[k] < '0' || p[k] > '9')
      return vscan_fail(s, t->t.line, t->t.col, "expected %s, found %s",
                        what, q);
    unsigned d = (unsigned)(p[k] - '0');
    v = v > (UINT64_MAX - d) / 10 ? UINT64_MAX : v * 10 + d;
  }
  if (p[0] == '0' && t->t.len > 1)
    return vscan_fail(s, t->t.line, t->t.col,
                      "expected %s, found %s: numbers have no leading "
                      "zeros", what, q);
  t->value = t->t.truncated ? UINT64_MAX : v;
  return 1;
}

int vscan_range(struct vscan *s, const struct vtok *t, const char *name,
                uint64_t lo, uint64_t hi, const char *whose) {
  const char *more = t->t.truncated ? "..." : "";
  if (t->value < lo)
    return vscan_fail(s, t->t.line, t->t.col, "%s = %s is under the limit %llu",
                      name, t->t.text, (unsigned long long)lo);
  if (t->value > hi)
    return vscan_fail(s, t->t.line, t->t.col, "%s = %s%s is over %s %llu",
                      name, t->t.text, more, whose, (unsigned long long)hi);
  return 1;
}

int vscan_space(struct vscan *s, const char *what) {
  int c = vscan_peek(s);
  if (c == -1 || c == '\n')
    return VSCAN_EOL;
  if (c == '\r')
    return vscan_fail_here(s, "expected %s, found %s", what, no_token(s, c));
  if (c == '\t')
    return vscan_fail_here(s, "expected a space before %s, found a tab", what);
  assert(c == ' '); /* the token before ended at a blank or the end */
  uint64_t line = s->r->line, col = s->r->col;
  vscan_advance(s);
  c = vscan_peek(s);
  if (c == -1 || c == '\n' || c == '\r')
    return vscan_fail(s, line, col, "expected %s, found a trailing space",
                      what);
  if (ends_token(c))
    return vscan_fail_here(s, "expected %s after one space, found %s", what,
                           c == ' ' ? "a second space" : "a tab");
  return 1;
}

int vscan_eol(struct vscan *s, const char *done) {
  int c = vscan_peek(s);
  if (c == '\n') {
    vscan_advance(s);
    return 1;
  }
  if (c == -1)
    return vscan_fail_here(s, "expected a newline after %s, found end of "
                           "input", done);
  if (c != ' ')
    return vscan_fail_here(s, "expected end of line after %s, found %s", done,
                           no_token(s, c));
  uint64_t line = s->r->line, col = s->r->col;
  vscan_advance(s);
  c = vscan_peek(s);
  if (ends_token(c))
    return vscan_fail(s, line, col, "expected end of line after %s, found "
                      "a trailing space", done);
  return VSCAN_MORE;
}

int vscan_end(struct vscan *s, const char *done) {
  int c = vscan_peek(s);
  if (c == -1)
    return 1;
  if (ends_token(c))
    return vscan_fail_here(s, "expected end of input after %s, found %s",
                           done, no_token(s, c));
  struct vtok t;
  char q[80];
  vscan_token(s, &t, "end of input");
  vscan_quote(&t, q);
  return vscan_fail(s, t.t.line, t.t.col,
                    "expected end of input after %s, found %s", done, q);
}

int vscan_extra(struct vscan *s, const char *done) {
  struct vtok t;
  char q[80];
  if (!vscan_token(s, &t, "end of line"))
    return 0;
  vscan_quote(&t, q);
  return vscan_fail(s, t.t.line, t.t.col,
                    "expected end of line after %s, found %s", done, q);
}
