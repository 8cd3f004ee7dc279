/*
** check.h: "winnable check GAME INPUT OUTPUT", a contest checker in the
** testlib convention: it judges OUTPUT, what a program printed for
** INPUT, and says so in one line on stderr with the exit status
**   0 ok: every answer right, every proof present replays to a win;
**   1 wrong answer: a verdict or value is wrong, a proof does not win;
**   2 presentation error: the output is malformed, cases are missing or
**     extra (an answer reader refused a token);
**   3 checker failure: bad options, INPUT malformed or unreadable, out
**     of memory, or a claim the solver could not decide in its limits.
** The first problem in reading order decides. Each game's judge lives
** in check_<game>.c; check_main.c holds the command frame and the
** messages, so every game words them alike.
*/
#ifndef WN_CHECK_H
#define WN_CHECK_H

#include "check/judge_games.h"
#include "clikit/clikit.h"

enum { CHECK_OK = 0, CHECK_WRONG = 1, CHECK_PRESENTATION = 2,
       CHECK_FAIL = 3 };

/* Not a status: the case passed, go on. */
#define CHECK_GO_ON (-1)

/* One run: both streams, the limits of the solver calls. */
struct check_run {
  wn_reader in;              /* INPUT, read by the game's reader */
  wn_reader out;             /* OUTPUT, read by the game's answer reader */
  wn_limits limits;          /* for the solver calls */
  const wn_allocator *alloc; /* for the answer readers: capped at the
                                memory limit */
  struct check_mem *mem;     /* that cap (check_main.c) */
};

/*
** The judge's convention on the command line (check_main):
**   plain    INPUT OUTPUT, exit 0 1 2 3 as above;
**   testlib  INPUT OUTPUT ANSWER (testlib's order), the same statuses;
**            ANSWER must be readable and is not needed: the solver
**            knows every answer;
**   icpc     INPUT ANSWER FEEDBACK_DIR < OUTPUT (an ICPC/Kattis output
**            validator): exit 42 accepted, 43 wrong answer or
**            presentation error, 3 checker failure (a judge error
**            there); the line goes to FEEDBACK_DIR/judgemessage.txt
**            and to stderr.
*/
struct check_conv {
  int testlib, icpc;  /* flags: at most one set */
};
enum { CHECK_ICPC_ACCEPTED = 42, CHECK_ICPC_WRONG = 43 };

/* Options every "check GAME" takes beyond its own: the limits and the
** convention. */
#define CHECK_OPTS(s, conv)                                                  \
  {"max-states", CLI_UINT, &(s)->max_states, "N",                            \
   "a claim the solver cannot decide in N positions: checker failure "       \
   "(0: no limit)", 0, 0},                                                   \
  {"timeout", CLI_DOUBLE, &(s)->timeout, "SECONDS",                          \
   "the same in SECONDS per instance (0: no limit)", 0, 0},                  \
  {"max-memory", CLI_SIZE, &(s)->max_memory, "SIZE",                         \
   "the same in SIZE bytes, which also cap a proof read (K, M, G; "          \
   "default: half of RAM)", 0, 0},                                           \
  {"testlib", CLI_FLAG, &(conv)->testlib, NULL,                              \
   "testlib's order: INPUT OUTPUT ANSWER (ANSWER is read, not needed)",      \
   0, 0},                                                                    \
  {"icpc", CLI_FLAG, &(conv)->icpc, NULL,                                    \
   "ICPC output validator: INPUT ANSWER FEEDBACK_DIR < OUTPUT; exit 42 "     \
   "accepted, 43 wrong, the line also in FEEDBACK_DIR/judgemessage.txt",     \
   0, 0}

/*
** One "check GAME" command: its option table (holding CHECK_OPTS(s)),
** a check of its own options (may be NULL; returns 0 or EXIT_USAGE
** after saying why) and the judge, which reads run->in and run->out to
** the end and returns a status after its one line on stderr.
*/
struct check_game {
  const struct cli_command *cmd;
  struct cli_solve *s;
  struct check_conv *conv;  /* set by the options CHECK_OPTS adds */
  int (*options)(void *game);
  int (*judge)(void *game, struct check_run *run);
  void *game;
};
/* The whole of a "check GAME": parse, open both files, judge, close. */
int check_main(const struct check_game *g, int argc, char **argv);

/* ---- the one line on stderr; each returns the status it names ---- */

/*
** One in-process call of a "check GAME": how "winnable stress" and the
** Python module judge without a process. The one line goes to 'to'
** instead of stderr. With 'input' not NULL, INPUT and OUTPUT are the
** texts input[0..input_len) and output[0..output_len) (NUL bytes
** allowed) instead of the files argv names, whose names are then only
** shown in the line; no file is opened (but a --certificate FILE).
** A 'cancel' hook joins the limits of the solver calls: a claim it
** stops is undecided, a checker failure.
*/
struct check_report {
  FILE *to;        /* where the line goes instead of stderr */
  uint64_t ncase;  /* the case a wrong answer or presentation error
                      names (from 1), else 0 */
  const char *input, *output;  /* NULL: the files argv names */
  size_t input_len, output_len;
  wn_cancel_fn cancel;         /* NULL: none */
  void *cancel_arg;
};
/*
** Route the calls of this thread through 'sink' (NULL: stderr and files
** again); sink->ncase is set. The route is per thread: two threads judge
** at once, each with its own sink.
*/
void check_report_to(struct check_report *sink);

/* "ok: N cases". */
int check_ok(uint64_t ncases);
/* "wrong answer: case N: ..." (printf style). */
int check_wrong(uint64_t ncase, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/*
** "presentation error: case N: OUT:L:C: ..." at (line, col) of OUTPUT
** (printf style).
*/
int check_presentation(const struct check_run *run, uint64_t ncase,
                       uint64_t line, uint64_t col, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 5, 6)))
#endif
    ;
/*
** An answer reader returned rc <= 0 for case ncase: 0 (the output
** ended where it was due) and WN_EPARSE are presentation errors, the
** rest checker failures.
*/
int check_answer_fail(const struct check_run *run, uint64_t ncase, int rc);
/*
** The reader of a file the program being judged also wrote (a
** certificate file) failed with rc < 0: WN_EPARSE is a presentation
** error, located; the rest checker failures.
*/
int check_file_fail(const struct check_run *run, const wn_reader *r,
                    int rc);
/*
** Out of memory at case ncase (0: reading the certificate file, before
** any case): past the cap of --max-memory (run->mem, when run is not
** NULL) or the machine's.
*/
int check_memory_fail(const struct check_run *run, uint64_t ncase);
/*
** "checker failure: ..." (printf style): an option that the input, read
** while judging, shows to be wrong. (Bad options found before judging
** are usage errors, "winnable: ..." on stderr.)
*/
int check_failure(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;
/* INPUT's reader failed with rc < 0: a checker failure, located. */
int check_input_fail(const struct check_run *run, int rc);
/* A solver or replay returned a code < 0: a checker failure. */
int check_code_fail(uint64_t ncase, int rc);
/* The solver ran out of 'hit' deciding the claim 'claim': failure. */
int check_undecided(uint64_t ncase, const char *claim, wn_limit_hit hit);
/*
** After the input's last case (ncases of them): "ok" if the answer
** reader a has nothing left, else a presentation error.
*/
int check_end(const struct check_run *run, wn_answer *a, uint64_t ncases);

/* ---- certificates of Accordion losses (check_cert.c) ---- */

/* One block of a certificate file: rows[first .. first + nrows). */
struct check_cert_block {
  size_t first, nrows, at; /* at: the offset of row 'first' in bytes */
};

/* The whole file, its blocks sorted by their deal (row 0). */
struct check_certs {
  const wn_allocator *alloc;
  uint8_t *bytes;
  size_t *lens;
  struct check_cert_block *blocks;
  size_t nbytes, nrows, nblocks, cap_bytes, cap_rows, cap_blocks;
};

/*
** Read the certificate file 'name' whole, through run->alloc (capped at
** --max-memory). Returns CHECK_GO_ON, or the
** status after its line on stderr: the file cannot be opened (checker
** failure), is malformed (presentation error), or needs more memory.
*/
int check_certs_load(struct check_certs *cs, const char *name,
                     const struct check_run *run);
/*
** The blocks whose deal is cards[0..n): *count of them from the one
** returned (NULL, *count 0, if none). A file may hold several.
*/
const struct check_cert_block *check_certs_find(const struct check_certs *cs,
                                                const uint8_t *cards,
                                                size_t n, size_t *count);
void check_certs_release(struct check_certs *cs);

/* ---- the games ---- */

/* The "check GAME" of every game this build judges (judge_games.h). */
extern const struct cli_verb_game check_games[];
extern const size_t check_ngames;
/* The "check GAME" of a game's name, or NULL when there is none. */
int (*check_game(const char *game))(int argc, char **argv);

int check_accordion(int argc, char **argv);
int check_hitormiss(int argc, char **argv);
int check_outlast(int argc, char **argv);
int check_stacks(int argc, char **argv);

#endif /* WN_CHECK_H */
