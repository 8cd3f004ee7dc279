/*
** fuzz_answers.c: libFuzzer harness for the answer readers of "winnable
** check" (src/io/<game>_answer.c and answer.c; issue 18).
**
** Input layout: byte 0 picks the game (low two bits: accordion, stacks,
** hitormiss, outlast), the accordion words (bit 2: contest YES/NO) and
** the player count of Hit or Miss (1 + byte / 8 % 10); byte 1 the call
** of the allocator that fails (0: none); the rest is the output read.
** Checks: every read returns 1, 0 or a WN_E* code and stops there; a
** refusal has a position inside the output and a message; the case
** count goes up by one a read; an answer with moves, written back as
** winnable prints it and read again, gives the same verdict and moves;
** under a failing allocator every read returns what it returned with
** memory to spare (same error at the same place) until one returns
** WN_ENOMEM, and every byte comes back.
*/
#include "fuzz_common.h"

#define MAX_ANSWERS 64

/* What each read returned, and where a refusal was placed. */
struct trace {
  int n;
  int rc[MAX_ANSWERS];
  uint64_t line[MAX_ANSWERS], col[MAX_ANSWERS];
};

static void check_error(const wn_reader *r, int rc, size_t size) {
  FUZZ_CHECK(rc == WN_EPARSE || rc == WN_EIO || rc == WN_ENOMEM);
  if (rc == WN_EPARSE) {
    FUZZ_CHECK(r->err.line >= 1 && r->err.col >= 1);
    FUZZ_CHECK(r->err.line <= size + 1 && r->err.col <= size + 1);
    FUZZ_CHECK(r->err.msg[0] && memchr(r->err.msg, 0, sizeof r->err.msg));
  }
}

/* Write one answer back as winnable prints it (with --moves). */
static size_t put(char *out, size_t cap, int game, int contest, uint64_t k,
                  int verdict, const void *moves, size_t nmoves) {
  static const char *const acc[2][3] = {
    {"unwinnable", "winnable", "unknown"}, {"NO", "YES", "UNKNOWN"}};
  static const char *const stk[3] = {"IMPOSSIBLE", "POSSIBLE", "UNKNOWN"};
  FILE *fp = fmemopen(out, cap, "w");
  FUZZ_CHECK(fp);
  if (game == 0) {
    fprintf(fp, "%s\n", acc[contest][verdict]);
    accordion_write_moves(fp, moves, nmoves, " ", "");
  } else {
    fprintf(fp, "Case #%llu: %s\n", (unsigned long long)k, stk[verdict]);
    stacks_write_moves(fp, moves, nmoves, " ", "");
  }
  fputc('\n', fp);
  long len = ftell(fp);
  FUZZ_CHECK(!ferror(fp) && len > 0);
  fclose(fp);
  return (size_t)len;
}

/* Write answer k back, read it again and compare. */
static void round_trip(int game, int contest, uint64_t k, int verdict,
                       const void *moves, size_t nmoves) {
  size_t cap = 64 + nmoves * 24;
  char *text = malloc(cap);
  FUZZ_CHECK(text);
  size_t len = put(text, cap, game, contest, k, verdict, moves, nmoves);
  wn_reader r;
  wn_reader_init_string(&r, text, len, "again");
  if (game == 0) {
    accordion_answer aa;
    accordion_answer_init(&aa, &r, contest, NULL);
    aa.a.ncase = k - 1;
    FUZZ_CHECK(accordion_answer_read(&aa) == 1 && aa.verdict == verdict);
    FUZZ_CHECK(aa.nmoves == nmoves && (!nmoves ||
               !memcmp(aa.moves, moves, nmoves * sizeof *aa.moves)));
    FUZZ_CHECK(wn_answer_end(&aa.a) == 0);
    accordion_answer_release(&aa);
  } else {
    stacks_answer sa;
    stacks_answer_init(&sa, &r, NULL);
    sa.a.ncase = k - 1;
    FUZZ_CHECK(stacks_answer_read(&sa) == 1 && sa.verdict == verdict);
    FUZZ_CHECK(sa.nmoves == nmoves && (!nmoves ||
               !memcmp(sa.moves, moves, nmoves * sizeof *sa.moves)));
    FUZZ_CHECK(wn_answer_end(&sa.a) == 0);
    stacks_answer_release(&sa);
  }
  free(text);
}

/*
** Read every answer of data[0..size) (at most MAX_ANSWERS) with the
** reader of 'game', allocating through al (NULL: round trips too),
** recording each read in *t. Returns what the last read returned.
*/
static int read_all(int game, int contest, int players, const uint8_t *data,
                    size_t size, const wn_allocator *al, struct trace *t) {
  FILE *fp = fuzz_open(data, size);
  wn_reader r;
  wn_reader_init(&r, fp, "out");
  accordion_answer aa;
  stacks_answer sa;
  hitormiss_answer ha;
  outlast_answer oa;
  wn_answer *a = game == 0 ? &aa.a : game == 1 ? &sa.a
               : game == 2 ? &ha.a : &oa.a;
  if (game == 0)
    accordion_answer_init(&aa, &r, contest, al);
  else if (game == 1)
    stacks_answer_init(&sa, &r, al);
  else if (game == 2)
    hitormiss_answer_init(&ha, &r);
  else
    outlast_answer_init(&oa, &r, al);
  int rc = 1, n = 0;
  for (; n < MAX_ANSWERS && rc == 1; n++) {
    uint64_t before = a->ncase;
    rc = game == 0 ? accordion_answer_read(&aa)
       : game == 1 ? stacks_answer_read(&sa)
       : game == 2 ? hitormiss_answer_read(&ha, players)
                   : outlast_answer_read(&oa);
    FUZZ_CHECK(a->ncase == before + 1);
    if (rc < 0)
      check_error(&r, rc, size);
    t->rc[n] = rc;
    t->line[n] = rc == WN_EPARSE ? r.err.line : 0;
    t->col[n] = rc == WN_EPARSE ? r.err.col : 0;
    t->n = n + 1;
    if (rc != 1 || al)
      continue;
    if (game == 0 && aa.proof)
      round_trip(0, contest, a->ncase, aa.verdict, aa.moves, aa.nmoves);
    if (game == 1 && sa.proof)
      round_trip(1, 0, a->ncase, sa.verdict, sa.moves, sa.nmoves);
    if (game == 3)
      for (size_t i = 0; i < oa.nmoves; i++)
        FUZZ_CHECK(oa.moves[i].row >= 1 && oa.moves[i].col >= 1);
  }
  if (rc == 1 || rc == 0) {
    int end = wn_answer_end(a);
    FUZZ_CHECK(end == 0 || end == WN_EPARSE || end == WN_EIO);
    if (end < 0)
      check_error(&r, end, size);
  }
  if (game == 0)
    accordion_answer_release(&aa);
  else if (game == 1)
    stacks_answer_release(&sa);
  else if (game == 3)
    outlast_answer_release(&oa);
  fclose(fp);
  return rc;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 2)
    return 0;
  int game = data[0] & 3, contest = (data[0] >> 2) & 1;
  int players = 1 + (data[0] / 8) % 10;
  unsigned fail_at = data[1];
  struct trace full = {0}, tight = {0};
  read_all(game, contest, players, data + 2, size - 2, NULL, &full);
  if (fail_at) {
    struct fuzz_alloc fa;
    wn_allocator al = fuzz_allocator(&fa, fail_at);
    int rc = read_all(game, contest, players, data + 2, size - 2, &al,
                      &tight);
    FUZZ_CHECK(rc >= WN_EPARSE && rc <= 1);
    FUZZ_CHECK(fa.live == 0);
    for (int i = 0; i < tight.n; i++) {
      if (tight.rc[i] == WN_ENOMEM) {
        FUZZ_CHECK(i == tight.n - 1);
        break;
      }
      FUZZ_CHECK(i < full.n && tight.rc[i] == full.rc[i] &&
                 tight.line[i] == full.line[i] && tight.col[i] == full.col[i]);
    }
  }
  return 0;
}
