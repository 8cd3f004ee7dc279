/*
** show.h: what the "winnable show GAME" commands share: the options
** every game takes (--case, --color, --html, limits), colour output,
** picking one instance out of an input, and the self-contained HTML
** page the games fill with their data.
**
** Invariant: a show command prints nothing on stdout until its instance
** was read and its solution (or the given move list) was checked, so a
** failure leaves stdout empty, as for the solving commands.
*/
#ifndef WN_SHOW_H
#define WN_SHOW_H

#include "clikit/clikit.h"

/* Options common to every "show GAME". */
struct show_opts {
  uint64_t ncase;        /* 1-based instance of the input to show */
  const char *color;     /* "auto", "always" or "never" */
  const char *html;      /* write an HTML page here instead (NULL: no) */
  struct cli_solve s;    /* limits (moves/json unused) */
  int use_color;         /* decided by show_parse */
};

/* Table entries for struct show_opts: put inside a command's table. */
#define SHOW_OPTS(o)                                                         \
  {"case", CLI_UINT, &(o)->ncase, "N",                                       \
   "show case N of the input, counting from 1 (for deal lines: the N-th "   \
   "deal; default 1)", 1, 0},                                                \
  {"color", CLI_STRING, &(o)->color, "WHEN",                                 \
   "colour cards: auto (default: on a terminal, unless NO_COLOR is set), "   \
   "always, never", 0, 0},                                                   \
  {"html", CLI_STRING, &(o)->html, "FILE",                                   \
   "write a self-contained web page to FILE instead (- for stdout; never "   \
   "replaces a file)", 0, 0},                                                \
  {"max-states", CLI_UINT, &(o)->s.max_states, "N",                          \
   "give up as unknown after N positions (0: no limit)", 0, 0},              \
  {"timeout", CLI_DOUBLE, &(o)->s.timeout, "SECONDS",                        \
   "give up as unknown after SECONDS (0: no limit)", 0, 0},                  \
  {"limit-seconds", CLI_DOUBLE, &(o)->s.timeout, "SECONDS",                  \
   "the same as --timeout (as in stats)", 0, 0},                             \
  {"max-memory", CLI_SIZE, &(o)->s.max_memory, "SIZE",                       \
   "give up as unknown past SIZE bytes (K, M, G; default: half of RAM)",     \
   0, 0}

void show_defaults(struct show_opts *o);
/*
** cli_parse for a show command whose table holds SHOW_OPTS(o), then
** check the options and decide on colour. Returns 0 to go on (*nargs:
** 0 or 1 files left in argv), or 1 when the command is over: *status
** is then what cli_finish(EXIT_OK) gave after --help, or EXIT_USAGE
** after the problem was printed.
*/
int show_parse(const struct cli_command *cmd, struct show_opts *o, int argc,
               char **argv, int *nargs, int *status);

/* The instance's input: the file named in argv[0], or stdin. */
struct show_input {
  FILE *fp;
  const char *name;      /* display name ("<stdin>" for -) */
  wn_reader r;           /* reads fp, set up by show_open */
};

/*
** One "show GAME" command: its option table (holding SHOW_OPTS(o)) and
** how it shows the instance. 'check' (may be NULL) runs after the
** options are parsed and before the input is opened; 'run' reads the
** instance from 'in' and shows it. Both get 'game', the command's own
** state (its extra options), and return 0 or an exit status after
** reporting the problem.
*/
struct show_game {
  const struct cli_command *cmd;
  struct show_opts *o;
  int (*check)(void *game);
  int (*run)(void *game, const struct show_opts *o, struct show_input *in);
  void *game;
};
/* The whole of a "show GAME": parse, check, open, run, close. */
int show_main(const struct show_game *g, int argc, char **argv);

/*
** The exit status of "show accordion --moves-from" when the moves do not
** win: an illegal move, or piles left at the end (as "check" calls it a
** wrong answer); a word that is not a move stays EXIT_USAGE.
*/
enum { SHOW_NOT_WON = 1 };

/* ---- terminal output ---- */

/* ANSI attributes, or "" when colour is off. */
const char *show_sgr(const struct show_opts *o, const char *attrs);
/* A card token as a small white card with a red or black face. */
void show_card(const struct show_opts *o, uint8_t card, int underline);
/* "1 move", "2 moves": n and the noun, plural unless n is 1. */
void show_count(uint64_t n, const char *noun);
/* "unknown, the states limit ran out": a summary's unknown verdict. */
void show_unknown(FILE *out, wn_limit_hit hit);

/* ---- input ---- */

/* Returns 0, or EXIT_USAGE after reporting a file that cannot open. */
int show_open(struct show_input *in, int nargs, char **argv);
void show_close(struct show_input *in);
/*
** One step on the way to instance --case N: 'got' is what the game's
** read function returned for instance k + 1 (k counts from 0). Returns
** 0 to go on (got 1); EXIT_USAGE after "FILE has k cases, --case N asked
** for" (cli_case_missing; got 0); the cli_fail status for in->r.err (got < 0).
*/
int show_read_rc(int got, uint64_t k, const struct show_input *in,
                 const struct show_opts *o);

/* ---- the HTML page ---- */

/*
** Open the page o->html ("-" is stdout), write html_page_head and the
** start of the data object, {"game":GAME,"title":TITLE, for the game to
** go on with its own fields. Returns the stream, or NULL after
** reporting why it cannot be written.
*/
FILE *show_page_begin(const struct show_opts *o, const char *game,
                      const char *title);
/*
** Close the data object and write html_page_tail, then close the page.
** Returns 0 (cli_finish's status for stdout), or EXIT_FAILURE_RUN after
** reporting a write error.
*/
int show_page_end(const struct show_opts *o, FILE *out);

/*
** The page template (html_page.c). The page is html_page_head, then
** one JSON object (the game's data, see the top of html_page.c), then
** html_page_tail: no network, no external files. A playable game's
** page carries the WebAssembly solver when the build has it.
*/
void html_page_head(FILE *out, const char *game, const char *title);
void html_page_tail(FILE *out);
/* A JSON string that is safe inside <script> ('<', '>', '&' escaped). */
void html_json_string(FILE *out, const char *s);

/* ---- the games ---- */

int show_accordion(int argc, char **argv);
int show_hitormiss(int argc, char **argv);
int show_outlast(int argc, char **argv);
int show_stacks(int argc, char **argv);

#endif /* WN_SHOW_H */
