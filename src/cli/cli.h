/*
** cli.h: the commands of the program (main.c dispatches to them) and
** what the "deal GAME" parts share. One file per command (cmd_<name>.c)
** and per game of "deal" (deal_<game>.c); the work itself lives in the
** rooms below: clikit, stats, show and the library.
*/
#ifndef WN_CLI_H
#define WN_CLI_H

#include "clikit/clikit.h"

/* ---- the options every "deal GAME" takes ---- */

/* Instances first .. first+count-1 of seed 'seed'. */
struct cli_deal {
  uint64_t seed, count, first;
  int seed_given, first_given; /* --seed, --first on the command line */
};

#define CLI_DEAL_DEFAULTS {1, 1, 0, 0, 0}

/*
** Table entries --seed, --count (alias --deals), --first for struct
** cli_deal: put inside
** a deal_<game>.c table. 'noun' is a string literal naming one instance
** ("deal"; the help adds "s" for the count), 'count_arg' the placeholder
** of --count, 'count_min' and 'count_max' its bounds (max 0: none).
*/
#define CLI_DEAL_OPTS(d, noun, count_arg, count_min, count_max)              \
  {"seed", CLI_UINT, &(d)->seed, "S",                                        \
   "seed of the " noun " sequence (default 1)", 0, 0},                       \
  {"count", CLI_UINT, &(d)->count, count_arg,                                \
   "number of " noun "s (default 1)", count_min, count_max},                 \
  {"deals", CLI_UINT, &(d)->count, count_arg,                                \
   "the same as --count (as in stats)", count_min, count_max},               \
  {"first", CLI_UINT, &(d)->first, "I",                                      \
   "index of the first " noun ", counting from 0 (default 0)", 0, 0}

/*
** cli_parse for a "deal GAME" command (cmd_deal.c), which takes no file,
** then the range of d (cli_check_range), and whether --seed and --first
** were given. Returns 0 to go on, or 1 when the command is over: *status is then
** what cli_finish(EXIT_OK) gave after --help, or EXIT_USAGE after the
** problem was printed.
*/
int cli_deal_parse(const struct cli_command *cmd, struct cli_deal *d,
                   int argc, char **argv, int *status);

/* The --kind row of a deal_<game>.c table (kind: a const char *). */
#define CLI_DEAL_KIND_OPT(kind)                                              \
  {"kind", CLI_STRING, (kind), "K",                                          \
   "small, edge, random or hard: the instances of 'winnable stress' "        \
   "(the shape options then play no part)", 0, 0}

/*
** Print instances d->first .. d->first+count-1 of d->seed of 'kind'
** (a --kind value) for 'game' as stress makes them, with 'rightmost'
** for Accordion's contest format: the exit status.
*/
int cli_deal_kind(const char *game, const char *kind, const struct cli_deal *d,
                  int rightmost);

/*
** "deal GAME --pysol N" (deal_pysol.c): PySolFC's deals N .. N+count-1
** of 'family' ("accordion", where --rule 'rule' names the game, or
** "hitormiss" with a NULL rule), one line each. 'others' is nonzero when
** an option of the command that does not go with --pysol was given.
** Returns the exit status.
*/
int cli_deal_pysol(const char *family, const char *rule, const char *number,
                   const struct cli_deal *d, int others);
/* The --pysol row of a deal_<game>.c table (number: a const char *),
** 'game' a string literal naming what is dealt. */
#define CLI_DEAL_PYSOL_OPT(number, game)                                     \
  {"pysol", CLI_STRING, (number), "N",                                       \
   "PySolFC's deal number N (12345, ms12345) of " game ", then N+1, ... "    \
   "with --count", 0, 0}

/* ---- "winnable accordion" (cmd_accordion.c parses, accordion_deals.c
** decides) ---- */

/* What cmd_accordion.c read from its options. */
struct cli_accordion_deals {
  struct cli_accordion_opts ao; /* --rule and the knobs, resolved */
  struct cli_solve s;
  unsigned threads;          /* deals decided at a time, 1 .. 256 */
  const char *cert_name;     /* --certificate FILE, or NULL */
  FILE *cert;                /* that file, open (the caller closes it) */
};
/*
** Decide and print every deal of the inputs (argv[0..nargs), stdin when
** nargs is 0), o->threads at a time, in input order, certificates of
** losses to o->cert. Returns the exit status (0: all printed), a
** failure said on stderr.
*/
int cli_accordion_deals(const struct cli_accordion_deals *o, int nargs,
                        char **argv);

/* ---- subcommands (one file each) ---- */

int cmd_accordion(int argc, char **argv);
int cmd_check(int argc, char **argv);
int cmd_deal(int argc, char **argv);
int cmd_games(int argc, char **argv);
int cmd_hint(int argc, char **argv);
int cmd_hitormiss(int argc, char **argv);
int cmd_outlast(int argc, char **argv);
int cmd_show(int argc, char **argv);
int cmd_stacks(int argc, char **argv);
int cmd_stats(int argc, char **argv);
int cmd_package(int argc, char **argv);
int cmd_stress(int argc, char **argv);
int cmd_validate(int argc, char **argv);

/* Per-game parts of "winnable hint GAME" (hint_<game>.c). */
int hint_accordion(int argc, char **argv);
int hint_outlast(int argc, char **argv);
int hint_stacks(int argc, char **argv);

/* ---- what the "hint GAME" parts share (cmd_hint.c) ---- */

/*
** The --after moves as the game's *_moves_parse returned them: 'count',
** with why[] its complaint when negative. Returns 0 with *nafter set, or
** EXIT_USAGE after "--after: WHY".
*/
int cli_hint_after(long count, const char *why, size_t *nafter);
/*
** --after cannot be played on 'noun' ("deal", "case") in->ncase of 'in':
** "NAME: NOUN K: --after WHY" to stderr, and past the first one without
** --case, that --after plays on every one and --case K picks one.
** Returns EXIT_USAGE.
*/
int cli_hint_illegal(const struct cli_input *in, const char *noun,
                     const char *why);
/*
** Move k of a hint, written 'move', valued 'verdict': "MOVE:VERDICT",
** after a blank unless k is 0; with 'json' the start of its object
** {"move":"MOVE","verdict":"VERDICT", after a comma unless k is 0, left
** open for the game's fields.
*/
void cli_hint_value(size_t k, const char *move, int verdict, int json);

/* Per-game parts of "winnable deal GAME" (deal_<game>.c). */
int deal_accordion(int argc, char **argv);
int deal_hitormiss(int argc, char **argv);
int deal_outlast(int argc, char **argv);
int deal_stacks(int argc, char **argv);

#endif /* WN_CLI_H */
