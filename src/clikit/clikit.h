/*
** clikit.h: the command-line toolkit every room above the library
** shares (src/cli, src/stats, src/show): the option parser, input
** files, error reporting, small output helpers and the "VERB GAME"
** table. Only these rooms print or choose an exit status; the library
** below returns codes.
**
** Exit status (the table of winnable(1) and ../shared/spec/cli.md):
** 0 all decided (unknown within limits counts); 1 a failure the command
** line could not have prevented (out of memory, a failed write, a lost
** MPI rank); 2 the user can fix it (usage, a missing, unreadable or
** directory input, malformed input, an output path that cannot be
** created, a --resume file that does not match); 130 interrupted.
*/
#ifndef WN_CLIKIT_H
#define WN_CLIKIT_H

#include <stdio.h>
#include "winnable.h"

enum { EXIT_OK = 0, EXIT_FAILURE_RUN = 1, EXIT_USAGE = 2 };

/* ---- options: one table per command parses and prints --help ---- */

enum cli_kind { CLI_END = 0, CLI_FLAG, CLI_UINT, CLI_DOUBLE, CLI_STRING,
                CLI_SIZE };

struct cli_opt {
  const char *name;      /* long name without "--" */
  enum cli_kind kind;
  void *value;           /* int*, uint64_t*, double*, const char**, size_t* */
  const char *arg;       /* placeholder in --help, e.g. "N" */
  const char *help;
  uint64_t min, max;     /* CLI_UINT bounds, inclusive (max 0: none) */
};

#define CLI_OPT_END { NULL, CLI_END, NULL, NULL, NULL, 0, 0 }

struct cli_command {
  const char *usage;     /* "winnable accordion [options] [FILE...]" */
  const char *summary;   /* one paragraph printed under the usage */
  struct cli_opt *opts;
};

/*
** Parse argv[1..argc) against cmd->opts; --help is built in. Non-option
** arguments (and everything after "--") are moved to the front of argv
** and counted in *nargs.
** Returns 0 to go on, 1 if --help was printed (exit 0), or EXIT_USAGE
** after printing the problem to stderr.
*/
int cli_parse(const struct cli_command *cmd, int argc, char **argv,
              int *nargs);
void cli_print_help(const struct cli_command *cmd, FILE *out);
/*
** Parse text as every CLI_DOUBLE option does: an optional '+', digits,
** an optional fraction, at most 1e12; no blanks, sign '-', exponent,
** hex or "inf". 0 with *out set, or -1 (*out unchanged).
*/
int cli_parse_number(const char *text, double *out);
/*
** Replace the --help text of the row called 'name' in opts (a table built
** from shared macros, for a command where a shared option means something
** else). The row must exist.
*/
void cli_opt_rehelp(struct cli_opt *opts, const char *name, const char *help);
/* The --max-memory help of Hit or Miss commands, whose games allocate
** nothing. */
#define HITORMISS_NO_MEMORY                                                  \
  "accepted as for every game; a game allocates nothing, so no effect"

/* ---- the options every solving command takes ---- */

struct cli_solve {
  int moves, json;
  uint64_t only_case;    /* --case K: answer case K alone (0: every case) */
  uint64_t max_states;
  double timeout;
  size_t max_memory;
};

/* Table entries for struct cli_solve: put inside a command's table. */
#define CLI_SOLVE_OPTS(s)                                                    \
  CLI_CASE_OPT(&(s)->only_case),                                             \
  {"moves", CLI_FLAG, &(s)->moves, NULL,                                     \
   "print the proof on the line after each answer", 0, 0},                   \
  {"json", CLI_FLAG, &(s)->json, NULL,                                       \
   "write one JSON object per instance (JSON Lines)", 0, 0},                 \
  {"max-states", CLI_UINT, &(s)->max_states, "N",                            \
   "give up as unknown after N positions (0: no limit)", 0, 0},              \
  {"timeout", CLI_DOUBLE, &(s)->timeout, "SECONDS",                          \
   "give up as unknown after SECONDS per instance (0: no limit)", 0, 0},     \
  {"limit-seconds", CLI_DOUBLE, &(s)->timeout, "SECONDS",                    \
   "the same as --timeout (as in stats)", 0, 0},                             \
  {"max-memory", CLI_SIZE, &(s)->max_memory, "SIZE",                         \
   "give up as unknown past SIZE bytes (K, M, G; default: half of RAM)", 0, 0}

/* The --case row: 'k' points at the uint64_t that gets K. */
#define CLI_CASE_OPT(k)                                                      \
  {"case", CLI_UINT, (k), "K",                                               \
   "answer only case K of each input, counting from 1 (for deal lines: "    \
   "the K-th deal)", 1, 0}

void cli_solve_defaults(struct cli_solve *s);
void cli_solve_limits(const struct cli_solve *s, wn_limits *limits);

/*
** The value of --rule where only the two fixed rules are taken (stress,
** package, validate; accordion_rule.c): 0 with *rule set, or -1 after
** printing what is wrong (the caller exits with its usage status).
*/
int cli_accordion_rule(const char *name, accordion_rule *rule);
/*
** The --rule row of an Accordion command's table. 'name' points at the
** const char * that holds the default ("any") and, after cli_parse, the
** word for cli_accordion_rule.
*/
#define CLI_ACCORDION_RULE_OPT(name)                                         \
  {"rule", CLI_STRING, (name), "RULE",                                       \
   "any (classic, default) or rightmost (Codeforces 208B)", 0, 0}
/* ---- the Accordion family: --rule and its knobs (accordion_opts.c) ---- */

/* Every name --rule takes, for messages and --help. */
#define CLI_ACCORDION_RULE_NAMES                                             \
  "any, rightmost, relaxed, 23-skidoo, revenge or bayan"
/* What an Accordion command's --rule and knobs said, and the rules. */
struct cli_accordion_opts {
  const char *rule;           /* --rule: a preset name (default "any") */
  const char *goal, *left, *right, *match, *win_piles; /* the knobs as
                              ** typed, or NULL */
  int pairs;
  /* set by cli_accordion_opts_resolve: */
  accordion_rule base;        /* ACCORDION_ANY or ACCORDION_RIGHTMOST */
  accordion_rules rules;      /* under ACCORDION_ANY: the game */
  int goal_from_deal;         /* revenge without --goal: each deal's
                              ** "# goal XX" comment names it */
};

/* The rows of --rule and the knobs: put inside a command's table. */
#define CLI_ACCORDION_OPTS(o)                                                \
  {"rule", CLI_STRING, &(o)->rule, "RULE",                                   \
   "any (classic, default), rightmost (Codeforces 208B), relaxed, "          \
   "23-skidoo, revenge or bayan (PySolFC's games; 'winnable games')", 0, 0}, \
  {"goal", CLI_STRING, &(o)->goal, "CARD",                                   \
   "won only if CARD is the last top (revenge; without it, a deal's "        \
   "'# goal CARD' comment)", 0, 0},                                          \
  {"left", CLI_STRING, &(o)->left, "D,D",                                    \
   "a pile may meet the piles D to its left (1..16, or none)", 0, 0},        \
  {"right", CLI_STRING, &(o)->right, "D,D",                                  \
   "a pile may meet the piles D to its right (1..16, or none)", 0, 0},       \
  {"match", CLI_STRING, &(o)->match, "M,M",                                  \
   "tops that may meet: rank, suit, red-black, any (comma separated)", 0, 0},\
  {"win-piles", CLI_STRING, &(o)->win_piles, "K",                            \
   "won once at most K piles are left", 0, 0},                               \
  {"pairs", CLI_FLAG, &(o)->pairs, NULL,                                     \
   "both piles of a move leave the row (Bayan; won at 0 piles unless "       \
   "--win-piles)", 0, 0}

/* --rule "any" and no knob. */
void cli_accordion_opts_init(struct cli_accordion_opts *o);
/*
** Check --rule and the knobs and work out the rules: the preset of
** --rule, changed by each knob given. 'goal_from_deal' nonzero lets
** revenge go without --goal (the command reads each deal's comment).
** Returns 0, or EXIT_USAGE after saying what is wrong.
*/
int cli_accordion_opts_resolve(struct cli_accordion_opts *o,
                               int goal_from_deal);
/* The preset name of r, or "custom". */
const char *cli_accordion_rules_label(const accordion_rules *r);
/* r as its knobs, no line end: "left 1,3 right none match rank,suit
** win-piles 1" (then " pairs", " goal QS" when r has them). */
void cli_accordion_rules_write(FILE *out, const accordion_rules *r);
/*
** The rule of a --json object, without braces: "rule":"rightmost" or
** "rule":"any" for the two fixed rules (r NULL or classic), else
** "rule":LABEL,"rules":{"left":[..],"right":[..],"match":[..],
** "win_piles":K,"pairs":B,"goal":CARD or null}.
*/
void cli_accordion_rules_json(FILE *out, accordion_rule base,
                              const accordion_rules *r);
/*
** A comment hook (wn_reader_on_comment) reading "goal CARD" into a
** struct cli_goal_comment: the goal of Accordion's Revenge that
** "deal accordion --pysol N --rule revenge" writes after a deal.
*/
struct cli_goal_comment {
  int goal;                   /* the card byte, or -1: none seen */
};
void cli_goal_comment_hook(void *goal, const char *text, size_t len,
                           uint64_t line);
/*
** The rules of one deal on a context: o->rules, with the goal of the
** deal's comment when o->goal_from_deal. Returns 0, or EXIT_USAGE after
** "NAME: deal K: ..." when revenge's deal names no goal.
*/
int cli_accordion_deal_rules(const struct cli_accordion_opts *o,
                             const struct cli_goal_comment *g,
                             const char *name, uint64_t ncase,
                             accordion_rules *r);

/*
** A new Accordion context deciding under the limits of s (--max-states,
** --timeout, --max-memory), or NULL when out of memory. The caller
** frees it with accordion_free.
*/
accordion_ctx *cli_accordion_new(const struct cli_solve *s);

/* ---- inputs ---- */

/*
** Open input 'name' ("-" is stdin). Returns the stream, or NULL after
** printing "winnable: cannot open ..." to stderr: the file is missing,
** unreadable or a directory (the caller exits EXIT_USAGE).
*/
FILE *cli_open(const char *name);
/* cli_open without the message: NULL with errno set (EISDIR for a
   directory), for a caller that words the failure itself. */
FILE *cli_open_quiet(const char *name);
void cli_close(FILE *fp);
/*
** Create the output file 'name' (a 'what', for messages: "certificate
** file") for writing. A regular file that already holds something is
** never replaced: NULL after "winnable: ... already exists" (the caller
** exits EXIT_USAGE), as when it cannot be created, is "-" or is the
** file standard output writes to. An empty file, a FIFO or a device is
** written to.
*/
FILE *cli_create(const char *name, const char *what);
/* Flush and close it: 0, or EXIT_FAILURE_RUN after saying why. */
int cli_close_output(FILE *fp, const char *name, const char *what);
/*
** The directory for temporary files: $TMPDIR if set and not empty, else
** /tmp. A relative one is relative to the working directory at the time
** of use: a caller whose files outlive a change of directory makes it
** absolute (realpath) once it has made them.
*/
const char *cli_tmpdir(void);
/*
** A scratch file for text to be kept or dropped later (a certificate
** while its deal is undecided), opened for reading and writing in
** cli_tmpdir() and already unlinked, so nothing is left behind
** however the run ends. NULL after saying why.
*/
FILE *cli_scratch(const char *what);
/* Empty the scratch file for the next text: 0, or -1 (errno set). */
int cli_scratch_reset(FILE *fp);
/* Append all the scratch file holds to out: 0, or -1 on a failed read
** or write. */
int cli_scratch_copy(FILE *fp, FILE *out);
/* Display name for messages: "<stdin>" for "-". */
const char *cli_input_name(const char *name);

/*
** One input of a solving command, as cli_each_input hands it over.
** Each input is its own contest input: its cases are numbered from 1,
** so its "Case #x" lines are the judge's output for that file.
*/
struct cli_input {
  wn_reader r;           /* reads this input, set up by cli_each_input */
  const char *name;      /* display name: "<stdin>" for "-" */
  uint64_t ncase;        /* 0 at the start; the callback adds 1 per case */
  uint64_t only;         /* --case K: case K alone is answered (0: all) */
  int many;              /* more than one input was named */
};

/*
** --case, in the loop of a callback: cli_case_skip after counting a case
** (1: not the case asked for, read on without answering it);
** cli_case_done before reading the next one (1: the case asked for is
** answered, read no further).
*/
static inline int cli_case_skip(const struct cli_input *in) {
  return in->only && in->ncase != in->only;
}
static inline int cli_case_done(const struct cli_input *in) {
  return in->only && in->ncase >= in->only;
}
/*
** "NAME has N cases, --case K asked for" for an input of 'have' cases
** that lacks case 'want'. Returns EXIT_USAGE.
*/
int cli_case_missing(const char *name, uint64_t have, uint64_t want);

/*
** Called once per input with the 'run' given to cli_each_input. Returns
** 0 when the input was read to its end, a WN_E* code (< 0) for
** cli_each_input to report (with in->r.err for input errors), or an
** exit status (> 0) after reporting the problem itself.
*/
typedef int cli_input_fn(void *run, struct cli_input *in);

/*
** The loop of every solving command: open each of the nargs inputs in
** argv in turn (standard input when nargs is 0; "-" is standard input),
** hand it to fn, close it. Each reader flushes stdout before it waits
** for input (cli_wait_flush), so every answer printed is out as soon as
** the input read so far is answered: a terminal user or a front end on
** pipes gets each answer without closing the input. Stops at the first
** input that cannot be opened (EXIT_USAGE, "cannot open" printed) or
** whose fn fails.
** Returns 0 or the exit status of that failure.
*/
int cli_each_input(int nargs, char **argv, cli_input_fn *fn, void *run);
/*
** cli_each_input answering case 'only' (1-based) of each input alone,
** as in->only tells fn; 0: every case. An input that ends before case
** 'only' stops the run: EXIT_USAGE after cli_case_missing.
*/
int cli_each_input_case(int nargs, char **argv, uint64_t only,
                        cli_input_fn *fn, void *run);
/* The wn_reader_on_wait hook of cli_each_input: flush stdout. */
void cli_wait_flush(void *unused);
/*
** Start a --json object: {"case":N where N is in->ncase, then, when
** several inputs were named, ,"file":"NAME" (JSON-escaped display name).
*/
void cli_json_case(const struct cli_input *in);
/* The same for case 'ncase' of 'in' (answers printed after reading on). */
void cli_json_case_at(const struct cli_input *in, uint64_t ncase);
/*
** End a --json object: ,"limit":"LIMIT" unless 'limit' is NULL, then
** ,"states":N,"seconds":S (6 decimals), the closing brace and a newline.
*/
void cli_json_end(const char *limit, uint64_t states, double seconds);

/* ---- reporting ---- */

/*
** After a deal line of 51 to 53 cards read from r that is not one
** whole deck, print "FILE:LINE: warning: ..." naming the cards typed
** twice and the cards missing (likely a typo; the deal is still
** decided). Nothing for any other deal.
*/
void cli_deck_warning(const wn_reader *r, const uint8_t *cards, size_t n);

/* "file:line:col: msg" to stderr, after flushing stdout. */
void cli_report_input(const wn_error *err);
/* "winnable: msg" to stderr, printf style. */
void cli_error(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;
/* Map a library failure code to an exit status, reporting it. */
int cli_fail(int code, const wn_error *err);
/* Flush stdout; EXIT_FAILURE_RUN with a message if writing failed. */
int cli_finish(int status);
/*
** Instances first .. first+count-1: 0 if first + count <= 2^64 - 1 (so
** the end of the range is a number), else EXIT_USAGE after a message
** naming --first and 'count_opt' ("--count").
*/
int cli_check_range(uint64_t first, uint64_t count, const char *count_opt);
/* Nonzero once a write to stdout has failed: stop, cli_finish reports. */
int cli_output_failed(void);

/* ---- output ---- */

/*
** Write s as a JSON string: '"' and '\\' backslash-escaped, bytes below
** 0x20 and the characters in 'as_unicode' as \u00XX.
*/
void cli_json_quote(FILE *out, const char *s, const char *as_unicode);
/* cli_json_quote with nothing more escaped. */
void cli_json_string(FILE *out, const char *s);
double cli_clock(void);
/* Allocator hook that pre-faults large blocks (prefault_alloc.c); may be NULL. */
const wn_allocator *cli_prefault_allocator(void);

/* ---- "did you mean ...?": suggest.c ---- */

/*
** The name in 'table' closest to word[0..len) by edit distance, or NULL
** when none is close (more than a third of its characters to edit).
** 'table' holds n entries 'stride' bytes apart, each starting with its
** name as a const char * (a table of structs whose first member is the
** name, or an array of names with stride sizeof(char *)). On a tie the
** first entry wins.
*/
const char *cli_suggest(const char *word, size_t len, const void *table,
                        size_t n, size_t stride);
/*
** ", did you mean PREFIXNAME?" in buf for cli_suggest's name, or "" when
** there is none; returns buf, to end an "unknown ..." message with.
*/
const char *cli_did_you_mean(char *buf, size_t size, const char *prefix,
                             const char *word, size_t len, const void *table,
                             size_t n, size_t stride);

/* ---- "winnable VERB GAME" (deal, show): game_verb.c ---- */

struct cli_verb_game {
  const char *game;
  int (*run)(int argc, char **argv);   /* argv[0] is the game */
};

struct cli_verb {
  const char *verb;      /* "deal" */
  const char *args;      /* what follows GAME in the usage: "[options]" */
  const char *summary;   /* sentences printed before the list of games */
  const struct cli_verb_game *games;
  size_t ngames;
};

/*
** Run the game named by argv[1] with argv shifted by one. "--help" or
** "-h" instead prints the usage, summary and games (cli_finish status).
** No game, or one not in v->games: EXIT_USAGE
** after the message and a hint. Otherwise returns what the game's function returned.
*/
int cli_game_verb(const struct cli_verb *v, int argc, char **argv);

#endif /* WN_CLIKIT_H */
