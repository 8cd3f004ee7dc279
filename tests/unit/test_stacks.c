/*
** test_stacks.c: unit tests of Stack Management: the decision and its
** reasons on hand-checked instances, the move checker and move parser,
** the contest reader (errors, shared premade stacks, a 300,000-char
** line), deals, limits, and allocation failures at every step.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <cmocka.h>
#include "winnable.h"
#include "winnable/stacks.h"
#include "core/core.h"
#include "failing_alloc.h"

/* ---- helpers ---- */

/* An instance of n stacks of c cards given as "v s v s ..." per stack. */
struct inst {
  size_t n, c;
  stacks_card cards[64];
  const stacks_card *stacks[16];
};

static void make(struct inst *in, size_t n, size_t c, const unsigned *vs) {
  in->n = n;
  in->c = c;
  for (size_t k = 0; k < n * c; k++) {
    in->cards[k].value = vs[2 * k];
    in->cards[k].suit = vs[2 * k + 1];
  }
  for (size_t i = 0; i < n; i++)
    in->stacks[i] = in->cards + i * c;
}

static int solve(stacks_ctx *ctx, const struct inst *in, unsigned flags) {
  return stacks_solve(ctx, in->stacks, in->n, in->c, flags);
}

/* The proof of the last win on 'in' replays as a win. */
static void assert_proof_replays(stacks_ctx *ctx, const struct inst *in) {
  size_t n;
  const stacks_move *m = stacks_proof(ctx, &n);
  assert_int_equal(stacks_replay(NULL, in->stacks, in->n, in->c, m, n, NULL),
                   1);
}

/* The moves of the last win as text ("r2 r2 m1>2"), in a static buffer. */
static const char *moves_text(stacks_ctx *ctx) {
  static char text[4096];
  size_t n;
  const stacks_move *m = stacks_proof(ctx, &n);
  FILE *fp = fmemopen(text, sizeof text, "w");
  assert_non_null(fp);
  stacks_write_moves(fp, m, n, " ", "");
  fputc('\0', fp);
  fclose(fp);
  return text;
}

/* Read all of 'input'; returns the last code and leaves err in *err. */
static int read_all(const char *input, wn_error *err, size_t *ncases) {
  FILE *fp = fmemopen((void *)input, strlen(input), "r");
  assert_non_null(fp);
  wn_reader r;
  stacks_reader sr;
  wn_reader_init(&r, fp, "in");
  stacks_reader_init(&sr, &r, NULL);
  int rc;
  *ncases = 0;
  while ((rc = stacks_read(&sr)) == 1)
    (*ncases)++;
  *err = r.err;
  stacks_reader_release(&sr);
  fclose(fp);
  return rc;
}

/* 3 stacks of 3 cards, won through a two-edge path of the suit graph. */
static const unsigned PATH[] = {2, 1, 3, 1, 4, 2, 1, 3, 2, 3, 3, 3,
                                1, 1, 4, 3, 4, 1};

/* The sample of the contest statement. */
static const char SAMPLE[] =
    "5\n2 7 2 7 1\n2 6 4 7 4\n2 3 2 6 2\n2 4 2 10 2\n2 5 4 7 3\n"
    "2\n2 2\n0 2\n3 2\n4 1 3\n";

/* ---- the decision ---- */

static void sample_cases(void **state) {
  (void)state;
  static const unsigned one[] = {7, 2, 7, 1, 3, 2, 6, 2};
  static const unsigned two[] = {5, 4, 7, 3, 6, 4, 7, 4, 4, 2, 10, 2};
  struct inst in;
  stacks_ctx *ctx = stacks_new(NULL);
  make(&in, 2, 2, one);
  assert_int_equal(solve(ctx, &in, STACKS_MOVES), WN_WIN);
  assert_string_equal(moves_text(ctx), "r2 r2 m1>2");
  assert_int_equal(stacks_suits(ctx), 2);
  make(&in, 3, 2, two);
  assert_int_equal(solve(ctx, &in, STACKS_MOVES), WN_LOSS);
  assert_int_equal(stacks_reason_of(ctx), STACKS_STUCK);
  stacks_free(ctx);
}

static void each_reason(void **state) {
  (void)state;
  /* two suits on one stack */
  static const unsigned suits[] = {1, 1, 2, 2};
  /* removals empty stack 3, but no suit is down to its ace alone */
  static const unsigned nopath[] = {4, 1, 4, 2, 4, 3, 2, 2, 3, 1, 1, 1};
  /* fewer suits than stacks: always won */
  static const unsigned fewer[] = {1, 1, 2, 1, 3, 1, 4, 1, 5, 1, 6, 1};
  struct inst in;
  stacks_ctx *ctx = stacks_new(NULL);
  make(&in, 1, 2, suits);
  assert_int_equal(solve(ctx, &in, 0), WN_LOSS);
  assert_int_equal(stacks_reason_of(ctx), STACKS_TOO_MANY_SUITS);
  assert_string_equal(stacks_reason_text(STACKS_TOO_MANY_SUITS),
                      "more suits than stacks");
  make(&in, 3, 2, nopath);
  assert_int_equal(solve(ctx, &in, 0), WN_LOSS);
  assert_int_equal(stacks_reason_of(ctx), STACKS_NO_PATH);
  assert_string_equal(stacks_reason_text(STACKS_NO_PATH),
                      "no source reaches a target");
  assert_string_equal(stacks_reason_text(STACKS_STUCK),
                      "stuck with no empty stack");
  make(&in, 3, 2, fewer);
  assert_int_equal(solve(ctx, &in, STACKS_MOVES), WN_WIN);
  assert_int_equal(stacks_reason_of(ctx), STACKS_REASON_NONE);
  assert_proof_replays(ctx, &in);
  stacks_free(ctx);
}

/* A win through a two-edge path of the suit graph, moves replayed. */
static void graph_path_win(void **state) {
  (void)state;
  struct inst in;
  stacks_ctx *ctx = stacks_new(NULL);
  make(&in, 3, 3, PATH);
  assert_int_equal(solve(ctx, &in, STACKS_MOVES), WN_WIN);
  assert_int_equal(stacks_states(ctx), 2);
  assert_proof_replays(ctx, &in);
  /* without STACKS_MOVES: the same verdict, no proof */
  assert_int_equal(solve(ctx, &in, 0), WN_WIN);
  size_t n;
  stacks_proof(ctx, &n);
  assert_int_equal(n, 0);
  stacks_free(ctx);
}

static void trivial_shapes(void **state) {
  (void)state;
  static const unsigned single[] = {5, 9};
  static const unsigned row[] = {1, 1, 1, 2, 1, 3};
  static const unsigned tower[] = {1, 1, 2, 1, 3, 1};
  struct inst in;
  stacks_ctx *ctx = stacks_new(NULL);
  make(&in, 1, 1, single);
  assert_int_equal(solve(ctx, &in, STACKS_MOVES), WN_WIN);
  assert_string_equal(moves_text(ctx), "");
  make(&in, 3, 1, row); /* one card per stack: won at once */
  assert_int_equal(solve(ctx, &in, STACKS_MOVES), WN_WIN);
  assert_string_equal(moves_text(ctx), "");
  make(&in, 1, 3, tower); /* one stack, one suit, no move at all */
  assert_int_equal(solve(ctx, &in, STACKS_MOVES), WN_LOSS);
  assert_int_equal(stacks_reason_of(ctx), STACKS_STUCK);
  stacks_free(ctx);
}

static void invalid_instances(void **state) {
  (void)state;
  static const unsigned zero[] = {0, 1, 2, 1};
  static const unsigned big[] = {1, 1, 2, STACKS_MAX_VALUE + 1};
  struct inst in;
  stacks_ctx *ctx = stacks_new(NULL);
  make(&in, 1, 2, zero);
  assert_int_equal(solve(ctx, &in, 0), WN_EINVAL);
  make(&in, 1, 2, big);
  assert_int_equal(solve(ctx, &in, 0), WN_EINVAL);
  assert_int_equal(stacks_solve(ctx, in.stacks, 0, 2, 0), WN_EINVAL);
  assert_int_equal(stacks_solve(ctx, in.stacks, 2, STACKS_MAX_CARDS, 0),
                   WN_EINVAL);
  /* the context is still usable */
  static const unsigned ok[] = {7, 2, 7, 1, 3, 2, 6, 2};
  make(&in, 2, 2, ok);
  assert_int_equal(solve(ctx, &in, STACKS_MOVES), WN_WIN);
  stacks_free(ctx);
}

static void limits_give_unknown(void **state) {
  (void)state;
  struct inst in;
  stacks_ctx *ctx = stacks_new(NULL);
  make(&in, 3, 3, PATH);
  wn_limits lim = {1, 0, 0, NULL, NULL};
  stacks_set_limits(ctx, &lim);
  assert_int_equal(solve(ctx, &in, 0), WN_UNKNOWN);
  assert_int_equal(stacks_limit_hit(ctx), WN_LIMIT_STATES);
  lim.max_states = 0;
  lim.max_memory = 64;
  stacks_set_limits(ctx, &lim);
  assert_int_equal(solve(ctx, &in, STACKS_MOVES), WN_UNKNOWN);
  assert_int_equal(stacks_limit_hit(ctx), WN_LIMIT_MEMORY);
  lim.max_memory = 0;
  stacks_set_limits(ctx, &lim);
  assert_int_equal(solve(ctx, &in, STACKS_MOVES), WN_WIN);
  assert_true(stacks_peak_memory(ctx) > 0);
  stacks_free(ctx);
}

/* ---- allocation failures (failing_alloc.h) ---- */

static void allocation_failures(void **state) {
  (void)state;
  struct inst in;
  make(&in, 3, 3, PATH);
  int failed = 0, passed = 0;
  for (int k = 1; k < 60; k++) {
    struct failing f = {.fail_at = k};
    wn_allocator a = {failing_alloc, &f};
    stacks_ctx *ctx = stacks_new(&a);
    if (!ctx) {
      assert_int_equal(f.held, 0);
      failed++;
      continue;
    }
    int rc = solve(ctx, &in, STACKS_MOVES);
    assert_true(rc == WN_WIN || rc == WN_ENOMEM);
    if (rc == WN_WIN) {
      assert_proof_replays(ctx, &in);
      passed++;
    } else {
      failed++;
      /* the context stays usable once memory is back */
      f.fail_at = 0;
      assert_int_equal(solve(ctx, &in, STACKS_MOVES), WN_WIN);
      assert_proof_replays(ctx, &in);
    }
    stacks_free(ctx);
    assert_int_equal(f.held, 0);
  }
  assert_true(failed >= 3 && passed > 0);
  /* the reader too */
  for (int k = 1; k < 20; k++) {
    struct failing f = {.fail_at = k};
    wn_allocator a = {failing_alloc, &f};
    FILE *fp = fmemopen((void *)SAMPLE, strlen(SAMPLE), "r");
    wn_reader r;
    stacks_reader sr;
    wn_reader_init(&r, fp, "in");
    stacks_reader_init(&sr, &r, &a);
    int rc;
    while ((rc = stacks_read(&sr)) == 1)
      ;
    assert_true(rc == 0 || rc == WN_ENOMEM);
    stacks_reader_release(&sr);
    fclose(fp);
    assert_int_equal(f.held, 0);
  }
}

/* ---- the move checker and parser ---- */

static void replay_rejects(void **state) {
  (void)state;
  /* stack 1: 7/2 over 7/1; stack 2: 3/2 over 6/2 */
  static const unsigned one[] = {7, 2, 7, 1, 3, 2, 6, 2};
  struct inst in;
  make(&in, 2, 2, one);
  enum { BAD = WN_EMOVE };
  struct {
    const char *moves;
    int want;
    const char *why;
  } cases[] = {
    {"r2 r2 m1>2", 1, ""},
    {"r2 r2", 0, "stack 1 still holds 2 cards"},
    {"r1", BAD, "move 1 (r1): a lower card of the same suit is on top of "
                "another stack"},
    {"r2 r2 r1", BAD, "move 3 (r1): no other stack shows a card of the same "
                      "suit"},
    {"r3", BAD, "move 1 (r3): no such stack"},
    {"m1>2", BAD, "move 1 (m1>2): the target stack is not empty"},
    {"r2 r2 m1>1", BAD, "move 3 (m1>1): a stack cannot move onto itself"},
    {"r2 r2 m1>3", BAD, "move 3 (m1>3): no such target stack"},
    {"r2 r2 m2>1", BAD, "move 3 (m2>1): the stack is empty"},
    {"r2 r2 m1>2 m2>1 r2", BAD, "move 4 (m2>1): the target stack is not "
                                "empty"},
  };
  for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
    stacks_move *m;
    wn_replay rep;
    long n = stacks_moves_parse(cases[k].moves, strlen(cases[k].moves), &m,
                                NULL, 0);
    assert_true(n >= 0);
    int got = stacks_replay(NULL, in.stacks, 2, 2, m, (size_t)n, &rep);
    stacks_moves_free(m);
    assert_int_equal(got, cases[k].want);
    assert_string_equal(rep.why, cases[k].why);
    if (got == WN_EMOVE) /* "move K (...)" names move index K - 1 */
      assert_int_equal(rep.bad + 1, strtoul(rep.why + 5, NULL, 10));
    else
      assert_int_equal(rep.bad, (size_t)n);
  }
}

static void moves_parse(void **state) {
  (void)state;
  stacks_move *m;
  char why[128];
  const char *good = " r12\tm3>4  r1 ";
  long n = stacks_moves_parse(good, strlen(good), &m, why, sizeof why);
  assert_int_equal(n, 3);
  assert_int_equal(m[0].from, 12);
  assert_int_equal(m[0].to, 0);
  assert_int_equal(m[1].from, 3);
  assert_int_equal(m[1].to, 4);
  stacks_moves_free(m);
  const char *bad[] = {"r", "r0", "m3", "m3>", "m3>0", "x1", "r1>2", "m1>2x",
                       "r-1", "R1"};
  for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
    n = stacks_moves_parse(bad[k], strlen(bad[k]), &m, why, sizeof why);
    assert_int_equal(n, -1);
    assert_non_null(strstr(why, "expected a move like r2 or m1>3"));
    stacks_moves_free(m);
  }
  n = stacks_moves_parse("", 0, &m, why, sizeof why);
  assert_int_equal(n, 0);
  stacks_moves_free(m);
}

/* ---- the reader ---- */

static void reader_sample(void **state) {
  (void)state;
  FILE *fp = fmemopen((void *)SAMPLE, strlen(SAMPLE), "r");
  wn_reader r;
  stacks_reader sr;
  wn_reader_init(&r, fp, "in");
  stacks_reader_init(&sr, &r, NULL);
  assert_int_equal(stacks_read(&sr), 1);
  assert_int_equal(sr.ncase, 1);
  assert_int_equal(sr.n, 2);
  assert_int_equal(sr.c, 2);
  assert_int_equal(sr.index[1], 2);
  assert_int_equal(sr.stacks[1][0].value, 3); /* premade 2, top card */
  assert_int_equal(sr.stacks[1][1].suit, 2);
  assert_int_equal(stacks_read(&sr), 1);
  assert_int_equal(sr.n, 3);
  /* premade stacks are shared, not copied */
  assert_ptr_equal(sr.stacks[0], sr.pool + 8);
  assert_int_equal(stacks_read(&sr), 0);
  stacks_reader_release(&sr);
  fclose(fp);
}

static void reader_errors(void **state) {
  (void)state;
  struct {
    const char *input, *msg;
    uint64_t line, col;
  } cases[] = {
    {"2\n2 1 1 2 1\n2 3 1 4 1\n1\n1 2\n2\n", "expected a premade stack "
     "index (0..1), found \"2\"", 6, 1},
    {"2\n2 1 1 2 1\n1 3 1\n1\n2 2\n0 1\n", "expected a premade stack of 2 "
     "cards, found \"1\" (it has 1)", 6, 3},
    {"2\n2 1 1 2 1\n2 2 1 3 1\n1\n2 2\n0 1\n", "expected distinct cards in "
     "a case, found \"2 1\" twice", 6, 3},
    {"1\n2 5 1 5 1\n1\n1 2\n0\n", "expected distinct cards in a case, found "
     "\"5 1\" twice", 5, 1},
    {"2\n2 1 1 2 1\n2 3 1 4 1\n1\n2 2\n1 1\n", "expected a premade stack "
     "index not yet used in the case, found \"1\"", 6, 3},
    {"2\n2 1 1 2 1\n2 3 1 4 1\n2\n1 2\n0\n", "expected a number of stacks "
     "(1..2), found end of input", 7, 1},
    {"2\n2 1 1 2 1\n2 3 1\n", "expected a card value (1..1000000), found "
     "end of input", 4, 1},
    {"1\n1 1 x\n", "expected a card suit (1..1000000), found \"x\"", 2, 5},
    {"1\n1 0 1\n", "expected a card value (1..1000000), found \"0\"", 2, 3},
    {"1\n1 1 1\n1\n2 1\n0 0\n", "expected a number of stacks (1..1), found "
     "\"2\"", 4, 1},
    {"1\n1 1 1\n1\n1 1\n0\n7\n", "expected end of input after the last "
     "case, found \"7\"", 6, 1},
    {"0\n", "expected a number of premade stacks (1..1000000), found \"0\"",
     1, 1},
    {"1\n1 1 1\n1\n1 2\n0\n", "expected a premade stack of 2 cards, found "
     "\"0\" (it has 1)", 5, 1},
  };
  for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
    wn_error err;
    size_t ncases;
    int rc = read_all(cases[k].input, &err, &ncases);
    if (rc != WN_EPARSE || strcmp(err.msg, cases[k].msg) ||
        err.line != cases[k].line || err.col != cases[k].col)
      fprintf(stderr, "case %zu: rc %d, %llu:%llu: %s\n", k, rc,
              (unsigned long long)err.line, (unsigned long long)err.col,
              err.msg);
    assert_int_equal(rc, WN_EPARSE);
    assert_string_equal(err.msg, cases[k].msg);
    assert_int_equal(err.line, cases[k].line);
    assert_int_equal(err.col, cases[k].col);
  }
  wn_error err;
  size_t ncases;
  /* an input without P is malformed (issue 20; it used to read as 0 cases) */
  assert_int_equal(read_all("", &err, &ncases), WN_EPARSE);
  assert_int_equal(ncases, 0);
  assert_string_equal(err.msg, "expected a number of premade stacks "
                               "(1..1000000), found end of input");
  /* no final line end, tabs, CRLF, leading zeros */
  assert_int_equal(read_all("1\r\n1\t1 1\r\n01\n1 1\n0", &err, &ncases), 0);
  assert_int_equal(ncases, 1);
  assert_int_equal(read_all("1\n1 1 1\n1\n1 1\n1", &err, &ncases),
                   WN_EPARSE);
  assert_string_equal(err.msg, "expected a premade stack index (0..0), "
                               "found \"1\"");
  assert_int_equal(err.col, 1);
  assert_int_equal(err.line, 5);
  /* shared premade stacks are fine while a case does not repeat a card */
  assert_int_equal(read_all("3\n2 1 1 2 1\n2 2 1 3 1\n2 4 1 5 1\n2\n2 2\n0 2"
                            "\n2 2\n1 2\n", &err, &ncases), 0);
  assert_int_equal(ncases, 2);
}

/* One case of 60000 stacks of 2 cards, its index line over 300,000 chars. */
static void reader_long_line(void **state) {
  (void)state;
  size_t n = 60000, cap = 4000000, len = 0;
  char *text = malloc(cap);
  assert_non_null(text);
  len += (size_t)sprintf(text + len, "%zu\n", n + 10);
  for (size_t p = 0; p < n + 10; p++) /* suit p+1: S = N + 10 > N */
    len += (size_t)sprintf(text + len, "2 %zu %zu %zu %zu\n", 2 * p + 1,
                           p % 10 + 1, 2 * p + 2, p + 1);
  len += (size_t)sprintf(text + len, "1\n%zu 2\n", n);
  size_t line_start = len;
  for (size_t i = 0; i < n; i++)
    len += (size_t)sprintf(text + len, "%s%zu", i ? " " : "", n + 9 - i);
  assert_true(len - line_start > 300000);
  text[len++] = '\n';
  FILE *fp = fmemopen(text, len, "r");
  wn_reader r;
  stacks_reader sr;
  wn_reader_init(&r, fp, "in");
  stacks_reader_init(&sr, &r, NULL);
  assert_int_equal(stacks_read(&sr), 1);
  assert_int_equal(sr.n, n);
  assert_int_equal(sr.index[n - 1], 10);
  stacks_ctx *ctx = stacks_new(NULL);
  assert_int_equal(stacks_solve(ctx, (const stacks_card *const *)sr.stacks,
                                sr.n, sr.c, STACKS_MOVES), WN_LOSS);
  assert_int_equal(stacks_reason_of(ctx), STACKS_TOO_MANY_SUITS);
  assert_int_equal(stacks_read(&sr), 0);
  stacks_free(ctx);
  stacks_reader_release(&sr);
  fclose(fp);
  free(text);
}

/* ---- issue 22: the card index ---- */

/* Read a whole input held in a string; the last code, *ncases read. */
static int read_text(const char *text, size_t len, size_t *ncases,
                     char *msg, size_t msgcap) {
  wn_reader r;
  stacks_reader sr;
  wn_reader_init_string(&r, text, len, "in");
  stacks_reader_init(&sr, &r, NULL);
  int rc;
  *ncases = 0;
  while ((rc = stacks_read(&sr)) == 1)
    (*ncases)++;
  snprintf(msg, msgcap, "%s", r.err.msg);
  stacks_reader_release(&sr);
  return rc;
}

/* CPU seconds of one read of text (0 cases expected). */
static double read_seconds(const char *text, size_t len) {
  size_t ncases;
  char msg[256];
  clock_t t0 = clock();
  assert_int_equal(read_text(text, len, &ncases, msg, sizeof msg), 0);
  return (double)(clock() - t0) / CLOCKS_PER_SEC;
}

/*
** Issue 22 item 1: the reader indexed the pool's cards in a hash table
** with a fixed public mixer (wn_mix64 of value << 20 | suit) and linear
** probing, so cards chosen to land in 1/64 of the table made reading
** quadratic (100,000 such cards: seconds; 2 MB of them: half a minute).
** Make those cards and time the read: the linear reader takes
** milliseconds, the hashed one several seconds, far over the bound.
*/
static void reader_adversarial_cards(void **state) {
  (void)state;
  enum { N = 100000 };
  size_t slots = 16; /* the old table: a power of two >= 2 * pool */
  while (slots < 2 * (size_t)N)
    slots *= 2;
  size_t cap = 24 * (size_t)N + 64, len;
  char *bad = malloc(cap), *fair = malloc(cap);
  assert_non_null(bad);
  assert_non_null(fair);
  len = (size_t)sprintf(bad, "1\n%d", N);
  size_t found = 0;
  for (uint64_t v = 1; found < N; v++)
    for (uint64_t st = 1; st <= STACKS_MAX_VALUE && found < N; st++)
      if ((wn_mix64(v << 20 | st) & (slots - 1)) < slots / 64) {
        len += (size_t)sprintf(bad + len, " %llu %llu", (unsigned long long)v,
                               (unsigned long long)st);
        found++;
      }
  len += (size_t)sprintf(bad + len, "\n0\n");
  size_t flen = (size_t)sprintf(fair, "1\n%d", N);
  for (size_t k = 0; k < N; k++) /* distinct cards, not chosen */
    flen += (size_t)sprintf(fair + flen, " %zu %zu", k / 1000 + 1,
                            k % 1000 + 1);
  flen += (size_t)sprintf(fair + flen, "\n0\n");
  double t_fair = read_seconds(fair, flen), t_bad = read_seconds(bad, len);
  print_message("100,000 cards: %.4f s chosen, %.4f s plain\n", t_bad,
                t_fair);
  assert_true(t_bad < 0.5);
  free(bad);
  free(fair);
}

/*
** The flags and ids from the sorted pool, against a direct check: random
** pools over few cards (so premade stacks repeat and share cards), one
** case each; the reader must refuse exactly the cases with a repeated
** card.
*/
static void reader_repeats_cross(void **state) {
  (void)state;
  wn_rng rng;
  char text[4096], msg[256];
  unsigned cards[8][3][2];
  wn_rng_init(&rng, 22, 1, 0);
  for (int round = 0; round < 3000; round++) {
    size_t p = 1 + wn_rng_below(&rng, 8), c = 1 + wn_rng_below(&rng, 3);
    unsigned range = 1 + (unsigned)wn_rng_below(&rng, 4);
    size_t len = (size_t)sprintf(text, "%zu\n", p);
    for (size_t i = 0; i < p; i++) {
      len += (size_t)sprintf(text + len, "%zu", c);
      for (size_t k = 0; k < c; k++) {
        cards[i][k][0] = 1 + (unsigned)wn_rng_below(&rng, range);
        cards[i][k][1] = 1 + (unsigned)wn_rng_below(&rng, range);
        len += (size_t)sprintf(text + len, " %u %u", cards[i][k][0],
                               cards[i][k][1]);
      }
      len += (size_t)sprintf(text + len, "\n");
    }
    size_t n = 1 + wn_rng_below(&rng, p), pick[8], used = 0;
    for (size_t j = 0; j < n; j++) { /* n distinct premade stacks */
      size_t q;
      do
        q = wn_rng_below(&rng, p);
      while (used >> q & 1);
      used |= (size_t)1 << q;
      pick[j] = q;
    }
    len += (size_t)sprintf(text + len, "1\n%zu %zu\n", n, c);
    for (size_t j = 0; j < n; j++)
      len += (size_t)sprintf(text + len, "%s%zu", j ? " " : "", pick[j]);
    int repeated = 0; /* any two of the case's n * c cards equal */
    for (size_t a = 0; a < n * c; a++)
      for (size_t b = a + 1; b < n * c; b++) {
        const unsigned *x = cards[pick[a / c]][a % c];
        const unsigned *y = cards[pick[b / c]][b % c];
        repeated |= x[0] == y[0] && x[1] == y[1];
      }
    len += (size_t)sprintf(text + len, "\n");
    size_t ncases;
    int rc = read_text(text, len, &ncases, msg, sizeof msg);
    if (repeated) {
      assert_int_equal(rc, WN_EPARSE);
      assert_non_null(strstr(msg, "distinct cards"));
    } else {
      assert_int_equal(rc, 0);
      assert_int_equal(ncases, 1);
    }
  }
}

/* ---- deals ---- */

static void deals(void **state) {
  (void)state;
  stacks_shape sh = {4, 5, 4, 13, 0};
  stacks_card a[20], b[20];
  assert_int_equal(stacks_shape_check(&sh, NULL, 0), 0);
  stacks_deal(7, 3, &sh, a);
  stacks_deal(7, 3, &sh, b);
  assert_memory_equal(a, b, sizeof a);
  stacks_deal(7, 4, &sh, b);
  assert_memory_not_equal(a, b, sizeof a);
  for (uint64_t k = 0; k < 200; k++) {
    stacks_deal(1, k, &sh, a);
    for (int i = 0; i < 20; i++) {
      assert_true(a[i].value >= 1 && a[i].value <= 13);
      assert_true(a[i].suit >= 1 && a[i].suit <= 4);
      for (int j = 0; j < i; j++)
        assert_false(a[i].value == a[j].value && a[i].suit == a[j].suit);
    }
  }
  /* a whole deck: every card once */
  stacks_shape deck = {4, 13, 4, 13, 0};
  stacks_card all[52];
  stacks_deal(2, 0, &deck, all);
  int seen[4][13] = {{0}};
  for (int i = 0; i < 52; i++)
    seen[all[i].suit - 1][all[i].value - 1]++;
  for (int s = 0; s < 4; s++)
    for (int v = 0; v < 13; v++)
      assert_int_equal(seen[s][v], 1);
  /* a pool: its stacks share no card; picks are distinct, in range */
  stacks_shape pool = {3, 4, 3, 5, 3};
  assert_int_equal(stacks_shape_check(&pool, NULL, 0), 0);
  int used[3][5] = {{0}};
  for (uint64_t p = 0; p < 3; p++) {
    stacks_deal_premade(9, p, &pool, a);
    for (int j = 0; j < 4; j++)
      used[a[j].suit - 1][a[j].value - 1]++;
  }
  int total = 0;
  for (int s = 0; s < 3; s++)
    for (int v = 0; v < 5; v++) {
      assert_true(used[s][v] <= 1);
      total += used[s][v];
    }
  assert_int_equal(total, 12);
  stacks_shape big = {5, 2, 5, 50, 40};
  for (uint64_t k = 0; k < 100; k++) {
    uint32_t pick[5];
    stacks_deal_pick(9, k, &big, pick);
    for (int i = 0; i < 5; i++) {
      assert_true(pick[i] < 40);
      for (int j = 0; j < i; j++)
        assert_int_not_equal(pick[i], pick[j]);
    }
  }
  char why[128];
  stacks_shape tight = {4, 5, 2, 9, 0};
  assert_int_equal(stacks_shape_check(&tight, why, sizeof why), WN_EINVAL);
  assert_string_equal(why, "suits times values is smaller than the cards "
                           "to deal");
  stacks_shape small_pool = {4, 5, 4, 13, 3};
  assert_int_equal(stacks_shape_check(&small_pool, why, sizeof why),
                   WN_EINVAL);
}

int main(void) {
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(sample_cases),
    cmocka_unit_test(each_reason),
    cmocka_unit_test(graph_path_win),
    cmocka_unit_test(trivial_shapes),
    cmocka_unit_test(invalid_instances),
    cmocka_unit_test(limits_give_unknown),
    cmocka_unit_test(allocation_failures),
    cmocka_unit_test(replay_rejects),
    cmocka_unit_test(moves_parse),
    cmocka_unit_test(reader_sample),
    cmocka_unit_test(reader_errors),
    cmocka_unit_test(reader_long_line),
    cmocka_unit_test(reader_adversarial_cards),
    cmocka_unit_test(reader_repeats_cross),
    cmocka_unit_test(deals),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
