/*
** winnable/reader.h: the streaming token reader shared by all input
** formats.
**
** Input is read through a fixed buffer, never whole lines, so a
** 300,000-character line or a 100 MB file without newlines costs no
** more memory than a short one. Tokens are runs of non-blank bytes;
** blanks are space, tab, CR, LF, VT and FF (so CRLF files read like LF
** files). A token longer than WN_TOKEN_MAX keeps its first bytes and is
** flagged 'truncated', so callers can still quote it in an error; the
** reader stops there (the rest of the token is left unread), so an
** endless token such as /dev/zero ends with that error, not a hang.
** Likewise a comment longer than WN_COMMENT_MAX bytes is refused.
** Every token carries the line and column of its first byte.
*/
#ifndef WINNABLE_READER_H
#define WINNABLE_READER_H

#include "types.h"

#ifdef __cplusplus
extern "C" {
#endif

#define WN_TOKEN_MAX 63
#define WN_COMMENT_MAX (1u << 20) /* bytes after the '#' */

typedef struct wn_token {
  char text[WN_TOKEN_MAX + 1]; /* NUL-terminated (may hold NUL bytes) */
  size_t len;                  /* bytes kept in text */
  int truncated;               /* the token was longer than WN_TOKEN_MAX */
  uint64_t line, col;          /* position of its first byte */
} wn_token;

/* See wn_reader_on_wait. */
typedef void wn_reader_wait_fn(void *arg);
/* See wn_reader_on_comment. */
typedef void wn_reader_comment_fn(void *arg, const char *text, size_t len,
                                  uint64_t line);

typedef struct wn_reader {
  FILE *fp;                    /* NULL when reading from memory */
  const unsigned char *mem;    /* wn_reader_init_string: bytes not yet */
  size_t mem_left;             /*   copied into buf, and how many */
  const char *name;            /* for messages; not owned */
  unsigned char buf[1 << 16];
  size_t pos, len;
  uint64_t line, col;          /* position of buf[pos] */
  int eof;
  int ioerr;                   /* 0, or the errno of a failed read */
  int comments;                /* '#' starts a comment to end of line */
  wn_error err;                /* filled by the reporting functions */
  int short_tokens;            /* a token longer than WN_TOKEN_MAX ends
                                  there, flagged truncated, the rest left
                                  unread, so an endless one cannot hang;
                                  on from wn_reader_init (every reader
                                  refuses long tokens), 0 reads them whole */
  wn_reader_wait_fn *wait;     /* wn_reader_on_wait; NULL: none */
  void *wait_arg;
  wn_reader_comment_fn *comment; /* wn_reader_on_comment; NULL: none */
  void *comment_arg;
} wn_reader;

/*
** Read from fp (not owned, not closed); name is used in messages.
** Where the system has read(2) (POSIX, not WASI), each refill is one
** read of fp's descriptor: a pipe or a terminal hands over what has
** arrived, at most the buffer, so a caller can answer each line as
** soon as it is read instead of when 64 KB or the end have come. So
** read fp through this reader only: bytes that stdio had already
** buffered in fp are not seen. A FILE without a descriptor (fmemopen)
** is read with fread, which waits for a full buffer or the end.
*/
WN_API void wn_reader_init(wn_reader *r, FILE *fp, const char *name);

/*
** Call fn(arg) whenever the reader is about to wait for input: before a
** refill from a descriptor that has nothing ready (poll), and before
** every fread. A program that answers as it reads passes a function
** that flushes its output, so the answers to the input read so far are
** out before it waits for more (a front end that writes one instance
** and waits for its answer needs that). fn may print and flush; it must
** not use r. NULL turns the hook off (the default).
*/
WN_API void wn_reader_on_wait(wn_reader *r, wn_reader_wait_fn *fn, void *arg);

/*
** Call fn(arg, text, len, line) for each '#' comment the reader skips,
** once it is skipped: text holds its first bytes after the '#' (len of
** them, at most WN_TOKEN_MAX, NUL-terminated), line the line it is on.
** How a program reads what a format leaves to comments (the goal card
** "# goal QS" of a deal of Accordion's Revenge). fn must not use r.
** NULL turns the hook off (the default).
*/
WN_API void wn_reader_on_comment(wn_reader *r, wn_reader_comment_fn *fn,
                                 void *arg);

/*
** Read the len bytes at text instead of a file: how a program parses a
** deal or instance it holds in a string ("2S 2S 2C 2C\n"), with the
** same tokens, positions and messages as from a file holding those
** bytes. text is not copied or owned and must outlive the reader; it
** may hold NUL bytes. Then use a game's reader on r as usual:
**
**     wn_reader r;
**     accordion_reader ar;
**     wn_reader_init_string(&r, text, strlen(text), "deal");
**     accordion_reader_init(&ar, &r, NULL);
**     if (accordion_read(&ar) == 1) ... ar.cards, ar.n ...
**     accordion_reader_release(&ar);
*/
WN_API void wn_reader_init_string(wn_reader *r, const char *text, size_t len,
                                  const char *name);

/*
** Next token anywhere ahead (line ends are blanks). Returns 1 with *tok
** filled, 0 at end of input, WN_EIO on a read error, WN_EPARSE on a
** comment longer than WN_COMMENT_MAX (r->err set for both).
*/
WN_API int wn_reader_token(wn_reader *r, wn_token *tok);

/*
** Next token on the current line only. Returns 1 with *tok filled, 0
** when the line ends (the newline is consumed) or at end of input,
** WN_EIO on a read error, WN_EPARSE on a comment that is too long.
*/
WN_API int wn_reader_token_on_line(wn_reader *r, wn_token *tok);

/*
** Byte-level access, for formats whose words can be longer than a
** token (rows of cells). wn_reader_peek returns the next byte (0..255)
** without consuming it, refilling the buffer as needed, or -1 at end of
** input and after a read error (r->ioerr then tells the two apart, and
** the next wn_reader_more or wn_reader_token returns WN_EIO with r->err
** filled). wn_reader_advance consumes that byte and moves (line, col)
** past it; call it only after wn_reader_peek returned a byte. Bytes,
** tokens and positions mix freely: both keep (r->line, r->col) the
** position of the next unread byte.
*/
WN_API int wn_reader_peek(wn_reader *r);
WN_API void wn_reader_advance(wn_reader *r);

/* 1 if c is a blank (space, tab, CR, LF, VT, FF), else 0. */
WN_API int wn_reader_is_blank(int c);

/*
** Skip blank lines and comment lines; 1 if a token follows, 0 at end,
** WN_EIO or WN_EPARSE (a comment that is too long) with r->err set.
*/
WN_API int wn_reader_more(wn_reader *r);

/* Position of the next unread byte (for "found end of input" messages). */
WN_API void wn_reader_where(const wn_reader *r, uint64_t *line, uint64_t *col);

/*
** Record "expected <what>, found <tok>" at tok's position in r->err and
** return WN_EPARSE. tok may be NULL for end of input / end of line
** ('found' then names that).
*/
WN_API
int wn_reader_expected(wn_reader *r, const wn_token *tok, const char *what);

/*
** Read an integer token in [lo, hi]. Returns 1 with *out set, or
** WN_EPARSE (r->err says "expected <what>, found ...", including a
** number that is out of range or overflows), or WN_EIO.
*/
WN_API int wn_reader_int(wn_reader *r, int64_t lo, int64_t hi, const char *what,
                         int64_t *out);

/* Like wn_reader_int for a token already read. */
WN_API
int wn_token_int(wn_reader *r, const wn_token *tok, int64_t lo, int64_t hi,
                 const char *what, int64_t *out);

/*
** 1 if tok is digits with an optional sign, however many digits (so a
** count too large for int64 can be reported as out of range rather
** than as some other kind of word), else 0.
*/
WN_API int wn_token_is_number(const wn_token *tok);

/* Parse a whole token as a decimal integer; 0 on success, -1 if not. */
WN_API int wn_parse_int64(const char *s, size_t len, int64_t *out);

/* Quote tok for a message: "7H", "\x00", "abc..." (out has room 80). */
WN_API void wn_token_quote(const wn_token *tok, char out[80]);

/* ---- Reading answers back (winnable check) ---- */

/*
** What the answer readers of the games (accordion_answer_read and the
** like) share. They read what a program printed for an input by tokens,
** as contest checkers do: blanks and line ends are interchangeable, so
** CRLF, trailing blanks and a missing final newline do not matter, and
** a token longer than WN_TOKEN_MAX is refused as soon as it is seen.
** One token of lookahead tells where an answer's proof ends (at the
** next answer's first word). Proof moves are gathered into 'chunk' and
** handed to the game's move parser a chunk at a time.
*/
#define WN_ANSWER_CHUNK_MOVES 1024

typedef struct wn_answer {
  wn_reader *r;
  wn_token next;          /* the lookahead token, when have_next */
  int have_next;          /* 1: next holds a token; 0: not read yet */
  uint64_t ncase;         /* answers read so far (the current case) */
  /* proof tokens waiting for the move parser: their text, joined by
     blanks, and where each was read */
  char chunk[WN_ANSWER_CHUNK_MOVES * (WN_TOKEN_MAX + 1)];
  size_t chunk_len, chunk_moves;
  uint64_t chunk_line[WN_ANSWER_CHUNK_MOVES], chunk_col[WN_ANSWER_CHUNK_MOVES];
} wn_answer;

/*
** Start reading answers from r (not owned): sets r->short_tokens and
** turns '#' comments off ("Case #1:" holds a '#').
*/
WN_API void wn_answer_init(wn_answer *a, wn_reader *r);

/*
** After the last case of the input: 0 if only blanks are left, else
** WN_EPARSE (r->err: "expected end of output after case N, found ...")
** or WN_EIO.
*/
WN_API int wn_answer_end(wn_answer *a);

#ifdef __cplusplus
}
#endif
#endif /* WINNABLE_READER_H */
