/*
** reader.c: the streaming tokenizer (winnable/reader.h).
**
** Bytes come through r->buf, refilled by one read(2) of what the file
** has (POSIX: a pipe or a terminal gives what has arrived, so a line is
** parsed as soon as it is there), by fread where read(2) is missing
** (WASI, or a FILE with no descriptor such as fmemopen), or copied from
** the caller's string for wn_reader_init_string; nothing depends on
** line length or on where a refill ends. Before a refill that may have
** to wait, the r->wait hook runs, so the caller can flush its answers.
** Invariant: (r->line, r->col) is the position of buf[pos], the next
** unread byte, counted in bytes from 1.
*/
#include <errno.h>
#include <string.h>
#include "core/core.h"
#include "winnable/reader.h"

#if (defined(__unix__) || defined(__APPLE__)) && !defined(__wasi__)
#define WN_READ_FD 1
#include <poll.h>
#include <unistd.h>
#else
#define WN_READ_FD 0
#endif

void wn_reader_init(wn_reader *r, FILE *fp, const char *name) {
  memset(r, 0, sizeof *r);
  r->short_tokens = 1; /* no format has a longer token */
  r->fp = fp;
  r->name = name;
  r->line = r->col = 1;
  r->err.file = name;
}

void wn_reader_init_string(wn_reader *r, const char *text, size_t len,
                           const char *name) {
  wn_reader_init(r, NULL, name);
  r->mem = (const unsigned char *)text;
  r->mem_left = len;
}

void wn_reader_on_wait(wn_reader *r, wn_reader_wait_fn *fn, void *arg) {
  r->wait = fn;
  r->wait_arg = arg;
}

void wn_reader_on_comment(wn_reader *r, wn_reader_comment_fn *fn,
                          void *arg) {
  r->comment = fn;
  r->comment_arg = arg;
}

#if WN_READ_FD
/*
** 1 if fd has bytes (or its end, or an error) to give at once, 0 if a
** read could wait. poll says so for pipes, terminals and sockets; a
** regular file is always ready.
*/
static int fd_ready(int fd) {
  struct pollfd p = {.fd = fd, .events = POLLIN};
  return poll(&p, 1, 0) == 1;
}

/*
** One read(2) into buf: what the descriptor has, at most the buffer.
** Retried on EINTR, and on EAGAIN (a descriptor left non-blocking by
** whoever shares it) after waiting for input. Returns the byte count,
** 0 at the end or after an error (r->ioerr = errno).
*/
static size_t read_fd(wn_reader *r, int fd) {
  if (r->wait && !fd_ready(fd))
    r->wait(r->wait_arg);
  for (;;) {
    ssize_t n = read(fd, r->buf, sizeof r->buf);
    if (n >= 0)
      return (size_t)n;
    if (errno == EAGAIN || errno == EWOULDBLOCK) {
      struct pollfd p = {.fd = fd, .events = POLLIN};
      poll(&p, 1, -1);
    } else if (errno != EINTR) {
      r->ioerr = errno ? errno : EIO;
      return 0;
    }
  }
}
#endif

/* Refill buf from the file or the string; the byte count (0 at the end). */
static size_t refill(wn_reader *r) {
  if (r->fp) {
#if WN_READ_FD
    int fd = fileno(r->fp);
    if (fd >= 0)
      return read_fd(r, fd);
#endif
    if (r->wait) /* fread waits for a full buffer or the end */
      r->wait(r->wait_arg);
    size_t n = fread(r->buf, 1, sizeof r->buf, r->fp);
    if (n == 0 && ferror(r->fp))
      r->ioerr = errno ? errno : EIO;
    return n;
  }
  size_t n = r->mem_left < sizeof r->buf ? r->mem_left : sizeof r->buf;
  if (n)
    memcpy(r->buf, r->mem, n);
  r->mem += n;
  r->mem_left -= n;
  return n;
}

int wn_reader_peek(wn_reader *r) {
  if (r->pos == r->len) {
    if (r->eof)
      return -1;
    r->len = refill(r);
    r->pos = 0;
    if (r->len == 0) {
      r->eof = 1;
      return -1;
    }
  }
  return r->buf[r->pos];
}

void wn_reader_advance(wn_reader *r) {
  assert(r->pos < r->len); /* the caller's wn_reader_peek gave a byte */
  if (r->buf[r->pos++] == '\n') {
    r->line++;
    r->col = 1;
  } else {
    r->col++;
  }
}

int wn_reader_is_blank(int c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' ||
         c == '\f';
}

static int io_error(wn_reader *r) {
  r->err.line = r->line;
  r->err.col = r->col;
  snprintf(r->err.msg, sizeof r->err.msg, "cannot read input: %s",
           strerror(r->ioerr));
  return WN_EIO;
}

/*
** Skip a comment up to (not including) its newline. A comment longer
** than WN_COMMENT_MAX bytes is refused (r->err set, WN_EPARSE), so an
** endless one ('#' then /dev/zero) ends with a message, not a hang.
** Its first bytes go to the comment hook, if there is one.
*/
static int skip_comment(wn_reader *r) {
  uint64_t line = r->line, col = r->col, n = 0;
  char head[WN_TOKEN_MAX + 1];
  int c;
  wn_reader_advance(r); /* the '#' */
  while ((c = wn_reader_peek(r)) != -1 && c != '\n') {
    if (n < WN_TOKEN_MAX)
      head[n] = (char)c;
    if (++n > WN_COMMENT_MAX) {
      r->err.line = line;
      r->err.col = col;
      snprintf(r->err.msg, sizeof r->err.msg,
               "expected the end of the comment within %u bytes, found more", (unsigned)WN_COMMENT_MAX);
      return WN_EPARSE;
    }
    wn_reader_advance(r);
  }
  if (r->comment) {
    size_t len = n < WN_TOKEN_MAX ? (size_t)n : WN_TOKEN_MAX;
    head[len] = '\0';
    r->comment(r->comment_arg, head, len, line);
  }
  return 0;
}

/*
** Skip blanks (newlines too unless stop_at_eol) and comments. Returns
** the next byte, -1 at the end of input, or WN_EPARSE (below -1) for a
** comment that is too long.
*/
static int skip_blanks(wn_reader *r, int stop_at_eol) {
  for (;;) {
    int c = wn_reader_peek(r);
    if (c == '#' && r->comments) {
      if (skip_comment(r) < 0)
        return WN_EPARSE;
    } else if (c != -1 && wn_reader_is_blank(c) &&
               !(stop_at_eol && c == '\n')) {
      wn_reader_advance(r);
    } else {
      return c;
    }
  }
}

/* 1 if c ends a token: a blank, or '#' when comments are on. */
static int ends_token(const wn_reader *r, int c) {
  return wn_reader_is_blank(c) || (c == '#' && r->comments);
}

/*
** Read a token's bytes. The inner loop scans the buffer in place (a
** token holds no newline, so only the column moves): tokenizing 8 MB
** of a stacks move list takes 360 M instructions (callgrind) where a
** peek and an advance per byte took 480 M.
*/
static void collect(wn_reader *r, wn_token *tok) {
  tok->line = r->line;
  tok->col = r->col;
  tok->len = 0;
  tok->truncated = 0;
  while (wn_reader_peek(r) != -1) {
    size_t p = r->pos;
    int stop = 0;
    for (; p < r->len && !(stop = ends_token(r, r->buf[p])); p++) {
      if (tok->len < WN_TOKEN_MAX) {
        tok->text[tok->len++] = (char)r->buf[p];
      } else {
        tok->truncated = 1;
        if ((stop = r->short_tokens) != 0)
          break; /* this byte stays unread */
      }
    }
    r->col += p - r->pos;
    r->pos = p;
    if (stop)
      break;
  }
  tok->text[tok->len] = '\0';
}

int wn_reader_token(wn_reader *r, wn_token *tok) {
  int c = skip_blanks(r, 0);
  if (c < -1)
    return c;
  if (c == -1)
    return r->ioerr ? io_error(r) : 0;
  collect(r, tok);
  return 1;
}

int wn_reader_token_on_line(wn_reader *r, wn_token *tok) {
  int c = skip_blanks(r, 1);
  if (c < -1)
    return c;
  if (c == -1)
    return r->ioerr ? io_error(r) : 0;
  if (c == '\n') {
    wn_reader_advance(r);
    return 0;
  }
  collect(r, tok);
  return 1;
}

int wn_reader_more(wn_reader *r) {
  int c = skip_blanks(r, 0);
  if (c < -1)
    return c;
  if (c == -1)
    return r->ioerr ? io_error(r) : 0;
  return 1;
}

void wn_reader_where(const wn_reader *r, uint64_t *line, uint64_t *col) {
  *line = r->line;
  *col = r->col;
}

void wn_token_quote(const wn_token *tok, char out[80]) {
  wn_quote(out, 80, tok->text, tok->len, tok->truncated);
}

int wn_reader_expected(wn_reader *r, const wn_token *tok, const char *what) {
  char found[80];
  if (tok) {
    r->err.line = tok->line;
    r->err.col = tok->col;
    wn_token_quote(tok, found);
  } else {
    r->err.line = r->line;
    r->err.col = r->col;
    snprintf(found, sizeof found, "%s",
             wn_reader_peek(r) == -1 ? "end of input" : "end of line");
  }
  snprintf(r->err.msg, sizeof r->err.msg, "expected %s, found %s", what,
           found);
  return WN_EPARSE;
}

int wn_token_is_number(const wn_token *tok) {
  size_t i = tok->len > 0 && (tok->text[0] == '-' || tok->text[0] == '+');
  if (i == tok->len)
    return 0;
  for (; i < tok->len; i++)
    if (tok->text[i] < '0' || tok->text[i] > '9')
      return 0;
  return 1;
}

int wn_parse_int64(const char *s, size_t len, int64_t *out) {
  size_t i = 0;
  int neg = 0;
  if (len > 0 && (s[0] == '-' || s[0] == '+')) {
    neg = s[0] == '-';
    i = 1;
  }
  if (i == len)
    return -1;
  uint64_t v = 0;
  for (; i < len; i++) {
    if (s[i] < '0' || s[i] > '9')
      return -1;
    if (v > (UINT64_C(1) << 62) / 5) /* v * 10 would pass 2^63 */
      return -1;
    v = v * 10 + (uint64_t)(s[i] - '0');
  }
  if (v > (uint64_t)INT64_MAX)
    return -1;
  *out = neg ? -(int64_t)v : (int64_t)v;
  return 0;
}

int wn_token_int(wn_reader *r, const wn_token *tok, int64_t lo, int64_t hi,
                 const char *what, int64_t *out) {
  int64_t v;
  if (tok->truncated || wn_parse_int64(tok->text, tok->len, &v) ||
      v < lo || v > hi)
    return wn_reader_expected(r, tok, what);
  *out = v;
  return 1;
}

int wn_reader_int(wn_reader *r, int64_t lo, int64_t hi, const char *what,
                  int64_t *out) {
  wn_token tok;
  int rc = wn_reader_token(r, &tok);
  if (rc < 0)
    return rc;
  if (rc == 0)
    return wn_reader_expected(r, NULL, what);
  return wn_token_int(r, &tok, lo, hi, what, out);
}
