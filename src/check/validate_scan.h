/*
** validate_scan.h: the byte-level scanner the validators of
** validate_<game>.c share. It reads a wn_reader byte by byte (never a
** line into a buffer, so a line of any length costs nothing) and knows
** the layout of the contest inputs here: lines of tokens, one space
** between tokens, each line ended by one LF, the last one too; or, for
** a statement read by tokens, any blanks between them (vscan_blanks).
**
** Results: 1 means go on; 0 means the input is invalid and s->err
** says where and why (the first problem found is the one kept); the
** two VSCAN_* codes hand a count problem back to the caller, who knows
** what the count should have been.
*/
#ifndef WN_VALIDATE_SCAN_H
#define WN_VALIDATE_SCAN_H

#include "check/validate.h"

#define VSCAN_EOL 2   /* vscan_space: the line ends here (nothing read) */
#define VSCAN_MORE 3  /* vscan_eol: one space, then another token */

struct vscan {
  wn_reader *r;
  struct validate_error *err;
  const struct validate_spec *spec;
};

/* A token: its first bytes and where it starts, and its value. */
struct vtok {
  wn_token t;      /* t.text, t.len, t.truncated, t.line, t.col */
  uint64_t value;  /* vscan_uint: the number, UINT64_MAX if larger */
};

/* Record "fmt..." at (line, col) in s->err; returns 0 (invalid). */
int vscan_fail(struct vscan *s, uint64_t line, uint64_t col,
               const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;
/* vscan_fail at the next unread byte. */
int vscan_fail_here(struct vscan *s, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/*
** The next byte without reading it (-1 at the end of input) and
** reading it: the scanner's view of wn_reader_peek/advance.
*/
int vscan_peek(struct vscan *s);
void vscan_advance(struct vscan *s);

/*
** Read the token that starts at the next byte: bytes up to a space, a
** tab, CR, LF or the end. 0 if no token starts there: "expected WHAT,
** found end of input / a blank line / a space / ...".
*/
int vscan_token(struct vscan *s, struct vtok *t, const char *what);
/*
** vscan_token, then the token must be a canonical decimal number:
** digits only, no sign, no leading zero ("0" itself is canonical).
** t->value is set (UINT64_MAX when it does not fit).
*/
int vscan_uint(struct vscan *s, struct vtok *t, const char *what);
/* The checks of vscan_uint on a token already read. */
int vscan_number(struct vscan *s, struct vtok *t, const char *what);
/*
** Check lo <= t->value <= hi for a number called 'name': "NAME = V is
** under the limit LO", "NAME = V is over WHOSE HI" where 'whose' is
** "the limit" for a bound of the whole statement, or names the subtask
** whose bound it is ("the small subtask's").
*/
int vscan_range(struct vscan *s, const struct vtok *t, const char *name,
                uint64_t lo, uint64_t hi, const char *whose);

/*
** The separator before another token of the line, called 'what': one
** space, then a byte that starts a token. VSCAN_EOL (nothing read) if
** the line or the input ends here instead; 0 for two spaces, a tab, a
** trailing space or a CR.
*/
int vscan_space(struct vscan *s, const char *what);
/*
** The end of a line whose last token was 'done': one LF. VSCAN_MORE
** if one space and another token follow (the space is read, the token
** is next); 0 for a trailing space, a CR, a tab, or the end of input
** without a final LF.
*/
int vscan_eol(struct vscan *s, const char *done);
/*
** After the eol of the last line: the end of input. 0 if anything
** follows (a blank line, more data), naming 'done', what came last.
*/
int vscan_end(struct vscan *s, const char *done);
/*
** The token at the next byte is one too many: "expected end of line
** after DONE, found \"TOK\"". Returns 0.
*/
int vscan_extra(struct vscan *s, const char *done);

/*
** For statements read by tokens ("whitespace and line breaks vary"):
** skip any run of spaces, tabs, CRs and LFs, possibly empty.
*/
void vscan_blanks(struct vscan *s);

/* The quoted form of a token for messages ("7H", "\x00", "abc..."). */
void vscan_quote(const struct vtok *t, char out[80]);

/* ---- the games (validate_<game>.c): 1, 0, or WN_ENOMEM ---- */

int validate_accordion(struct vscan *s);
int validate_hitormiss(struct vscan *s);
int validate_stacks(struct vscan *s);
int validate_outlast(struct vscan *s);

#endif /* WN_VALIDATE_SCAN_H */
