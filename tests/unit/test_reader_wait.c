/*
** test_reader_wait.c: the reader on a pipe that delivers its bytes in
** pieces (src/io/reader.c, one read(2) per refill, and the wait hook of
** wn_reader_on_wait).
**
** The feeder writes nothing up front: the reader's wait hook, called
** when the pipe is empty, writes the next piece (or closes the pipe at
** the end), so every refill gets exactly one piece, of sizes the test
** chooses, deterministically, in one thread. Checked: tokens and
** positions are those of the same bytes read from a string, whatever
** the pieces (1 byte, odd sizes, tokens and CRLF split); each game's
** reader returns an instance before it asks for the line after it; a
** read interrupted by a signal or met with EAGAIN goes on; a read error
** says why.
*/
#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <cmocka.h>
#include "winnable.h"
#include "unit/same_tokens.h"

/* The pipe and what is still to be written into it. */
struct feed {
  int wfd;                   /* write end; -1 once closed */
  const char *text;
  size_t len, at;            /* bytes of text, bytes written */
  const size_t *sizes;       /* piece sizes, used in turn */
  size_t nsizes, k;
  size_t calls;              /* times the hook ran */
  /* instance checks (game_answers_before_next_line) */
  const size_t *done_by;     /* done_by[j]: instances complete in the
                                first j pieces */
  size_t *returned;          /* instances the reader has returned */
};

/* The wait hook: write the next piece, or close the pipe at the end. */
static void feed_next(void *arg) {
  struct feed *f = arg;
  if (f->done_by) /* asked for piece k: the instances before it are out */
    assert_true(*f->returned >= f->done_by[f->k]);
  f->calls++;
  if (f->at == f->len) {
    assert_int_not_equal(f->wfd, -1); /* no hook call after the end */
    close(f->wfd);
    f->wfd = -1;
    return;
  }
  size_t n = f->sizes[f->k++ % f->nsizes];
  if (n > f->len - f->at)
    n = f->len - f->at;
  assert_int_equal(write(f->wfd, f->text + f->at, n), (ssize_t)n);
  f->at += n;
}

/* Start a feed of text in pieces; *fp reads the pipe. */
static void feed_open(struct feed *f, FILE **fp, const char *text, size_t len,
                      const size_t *sizes, size_t nsizes) {
  int fds[2];
  assert_int_equal(pipe(fds), 0);
  memset(f, 0, sizeof *f);
  f->wfd = fds[1];
  f->text = text;
  f->len = len;
  f->sizes = sizes;
  f->nsizes = nsizes;
  *fp = fdopen(fds[0], "r");
  assert_non_null(*fp);
}

static void feed_close(struct feed *f, FILE *fp) {
  if (f->wfd != -1)
    close(f->wfd);
  fclose(fp);
}

/* Text with what the tokenizer must get right across pieces. */
static const char sample[] =
    "7H 8S # a comment\r\n"
    "\n"
    "  10h\tKD\r\n"
    "# only a comment\n"
    "a-token-longer-than-the-sixty-three-bytes-kept-by-the-reader-so-it-is-"
    "truncated next\n"
    "last-without-newline";

/*
** Tokens, positions and the end from pieces of every size pattern are
** those of wn_reader_init_string on the same bytes, and the hook ran
** once per piece plus once for the end: each read got one piece.
*/
static void pieces_read_like_a_string(void **state) {
  (void)state;
  static const size_t p1[] = {1}, p2[] = {2}, p3[] = {3}, pmix[] = {5, 1, 7},
                      p13[] = {13}, pbig[] = {4096};
  const struct { const size_t *s; size_t n; } pats[] = {
      {p1, 1}, {p2, 1}, {p3, 1}, {pmix, 3}, {p13, 1}, {pbig, 1}};
  size_t len = sizeof sample - 1;
  for (size_t p = 0; p < sizeof pats / sizeof pats[0]; p++) {
    struct feed f;
    FILE *fp;
    feed_open(&f, &fp, sample, len, pats[p].s, pats[p].n);
    wn_reader a, b;
    wn_reader_init(&a, fp, "t");
    wn_reader_on_wait(&a, feed_next, &f);
    wn_reader_init_string(&b, sample, len, "t");
    a.comments = b.comments = 1;
    size_t tokens = same_tokens(&a, &b);
    assert_true(tokens >= 7); /* the long token comes in two */
    assert_false(a.ioerr);
    assert_int_equal(f.at, len);
    assert_int_equal(f.calls, f.k + 1); /* one per piece, one for the end */
    feed_close(&f, fp);
  }
}

/* ---- each game answers an instance before reading past it ---- */

enum game { ACCORDION, HITORMISS, OUTLAST, STACKS };

/*
** Read text, one line a piece, with the game's reader; lines[i] is the
** number of lines of instance i (the first counts the header lines
** before it too). The hook checks that when line j is asked for, every
** instance within lines 0..j-1 has been returned.
*/
static void answers_before_next_line(enum game g, const char *text,
                                     const size_t *lines, size_t n) {
  size_t len = strlen(text), nlines = 0, sizes[64], done_by[65] = {0};
  for (const char *s = text; *s; nlines++) {
    const char *e = strchr(s, '\n');
    size_t l = e ? (size_t)(e - s) + 1 : strlen(s);
    assert_true(nlines < 64);
    sizes[nlines] = l;
    s += l;
  }
  for (size_t i = 0, at = 0; i < n; i++) { /* instance i ends at line at */
    at += lines[i];
    for (size_t j = at; j <= nlines; j++)
      done_by[j] = i + 1;
  }
  struct feed f;
  FILE *fp;
  size_t returned = 0;
  feed_open(&f, &fp, text, len, sizes, nlines);
  f.done_by = done_by;
  f.returned = &returned;
  wn_reader r;
  wn_reader_init(&r, fp, "t");
  wn_reader_on_wait(&r, feed_next, &f);
  int rc;
  if (g == ACCORDION) {
    accordion_reader ar;
    accordion_reader_init(&ar, &r, NULL);
    while ((rc = accordion_read(&ar)) == 1)
      returned++;
    accordion_reader_release(&ar);
  } else if (g == HITORMISS) {
    hitormiss_reader hr;
    hitormiss_reader_init(&hr, &r, 1);
    while ((rc = hitormiss_read(&hr)) == 1)
      returned++;
  } else if (g == OUTLAST) {
    outlast_reader o;
    outlast_reader_init(&o, &r, NULL);
    while ((rc = outlast_read(&o)) == 1)
      returned++;
    outlast_reader_release(&o);
  } else {
    stacks_reader sr;
    stacks_reader_init(&sr, &r, NULL);
    while ((rc = stacks_read(&sr)) == 1)
      returned++;
    stacks_reader_release(&sr);
  }
  if (rc != 0)
    fail_msg("rc %d: %s", rc, r.err.msg);
  assert_int_equal(returned, n);
  feed_close(&f, fp);
}

static const char deck[] =
    "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AH 2H 3H 4H 5H 6H 7H 8H 9H TH "
    "JH QH KH AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AC 2C 3C 4C 5C 6C 7C "
    "8C 9C TC JC QC KC\n";
static const char values[] =
    " 1 2 3 4 5 6 7 8 9 10 11 12 13 1 2 3 4 5 6 7 8 9 10 11 12 13"
    " 1 2 3 4 5 6 7 8 9 10 11 12 13 1 2 3 4 5 6 7 8 9 10 11 12 13\n";

static void games_answer_before_next_line(void **state) {
  (void)state;
  static const size_t one[] = {1, 1, 1}, two[] = {2, 2, 2};
  answers_before_next_line(ACCORDION, "2S 2S 2C\n# note\n\nKH 3D\n7C\n",
                           (const size_t[]){1, 3, 1}, 3);
  answers_before_next_line(ACCORDION, "3\n2S 2S 2C\n2\nKH 3D\n1\n7C\n", two,
                           3);
  char buf[1024];
  snprintf(buf, sizeof buf, "%s%s%s", deck, deck, deck);
  answers_before_next_line(HITORMISS, buf, one, 3);
  snprintf(buf, sizeof buf, "2\n1%s3%s", values, values);
  answers_before_next_line(HITORMISS, buf, (const size_t[]){2, 1}, 2);
  answers_before_next_line(OUTLAST, "2\n2 3\nX.X\n..X\n1 1\n.\n",
                           (const size_t[]){4, 2}, 2);
  answers_before_next_line(STACKS,
                           "3\n1 1 1\n1 2 1\n1 3 2\n2\n2 1\n0 1\n1 1\n2\n",
                           (const size_t[]){7, 2}, 2);
}

/* ---- interrupted and non-blocking reads ---- */

static void on_alarm(int sig) { (void)sig; }

/* A child that writes text into a pipe after 'ms' ms; the read end. */
static FILE *late_writer(const char *text, int ms, pid_t *pid) {
  int fds[2];
  assert_int_equal(pipe(fds), 0);
  *pid = fork();
  assert_true(*pid >= 0);
  if (*pid == 0) {
    close(fds[0]);
    struct timespec ts = {ms / 1000, (long)(ms % 1000) * 1000000L};
    nanosleep(&ts, NULL);
    ssize_t w = write(fds[1], text, strlen(text));
    _exit(w == (ssize_t)strlen(text) ? 0 : 1);
  }
  close(fds[1]);
  FILE *fp = fdopen(fds[0], "r");
  assert_non_null(fp);
  return fp;
}

/* Reap the late writer and close its pipe. */
static void late_writer_done(pid_t pid, FILE *fp) {
  int status;
  assert_int_equal(waitpid(pid, &status, 0), pid);
  assert_true(WIFEXITED(status) && WEXITSTATUS(status) == 0);
  fclose(fp);
}

/* A signal during the read (no SA_RESTART): the read is tried again. */
static void read_interrupted_goes_on(void **state) {
  (void)state;
  struct sigaction sa, old;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_alarm; /* sa_flags 0: read(2) fails with EINTR */
  sigemptyset(&sa.sa_mask);
  assert_int_equal(sigaction(SIGALRM, &sa, &old), 0);
  pid_t pid;
  FILE *fp = late_writer("7H 8S\n", 300, &pid);
  struct itimerval it = {.it_value = {.tv_usec = 30000},
                         .it_interval = {.tv_usec = 30000}};
  assert_int_equal(setitimer(ITIMER_REAL, &it, NULL), 0);
  wn_reader r;
  wn_token t;
  wn_reader_init(&r, fp, "t");
  int rc = wn_reader_token(&r, &t);
  struct itimerval off = {{0, 0}, {0, 0}};
  setitimer(ITIMER_REAL, &off, NULL);
  sigaction(SIGALRM, &old, NULL);
  if (rc != 1)
    fail_msg("rc %d: %s", rc, r.err.msg);
  assert_string_equal(t.text, "7H");
  assert_int_equal(wn_reader_token(&r, &t), 1);
  assert_int_equal(wn_reader_token(&r, &t), 0);
  late_writer_done(pid, fp);
}

/* A descriptor left non-blocking (EAGAIN): the reader waits for input. */
static void read_nonblocking_waits(void **state) {
  (void)state;
  pid_t pid;
  FILE *fp = late_writer("KD\n", 100, &pid);
  int fd = fileno(fp);
  assert_int_equal(fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK), 0);
  wn_reader r;
  wn_token t;
  wn_reader_init(&r, fp, "t");
  int rc = wn_reader_token(&r, &t);
  if (rc != 1)
    fail_msg("rc %d: %s", rc, r.err.msg);
  assert_string_equal(t.text, "KD");
  assert_int_equal(wn_reader_token(&r, &t), 0);
  late_writer_done(pid, fp);
}

/* A descriptor that cannot be read: WN_EIO saying why, where. */
static void read_error_says_why(void **state) {
  (void)state;
  FILE *fp = fopen("/dev/null", "w");
  assert_non_null(fp);
  wn_reader r;
  wn_token t;
  wn_reader_init(&r, fp, "out");
  assert_int_equal(wn_reader_token(&r, &t), WN_EIO);
  assert_int_equal(r.ioerr, EBADF);
  assert_string_equal(r.err.msg, "cannot read input: Bad file descriptor");
  assert_int_equal(r.err.line, 1);
  assert_int_equal(r.err.col, 1);
  fclose(fp);
}

int main(void) {
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(pieces_read_like_a_string),
    cmocka_unit_test(games_answer_before_next_line),
    cmocka_unit_test(read_interrupted_goes_on),
    cmocka_unit_test(read_nonblocking_waits),
    cmocka_unit_test(read_error_says_why),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
