/*
** validate.h: "winnable validate", a strict contest-input validator in
** the testlib convention. It accepts exactly the inputs the statement
** allows (../shared/spec/games.md): exact token counts, one space
** between the tokens of a line, no leading or trailing blanks, LF line
** ends with a final one, no blank lines, no data after the last case,
** numbers in canonical form (no sign, no leading zero), and every bound
** of the chosen subtask. The first problem in reading order is the one
** reported, with its line and column.
**
** The validator never prints and holds no state between calls, so the
** "stress" command can call it in-process on every input it shrinks.
** Each game's rules live in validate_<game>.c; validate_scan.c holds
** the byte-level scanner they share.
*/
#ifndef WN_VALIDATE_H
#define WN_VALIDATE_H

#include <stddef.h>
#include <stdint.h>
#include "winnable.h"
#include "check/judge_games.h"

enum validate_subtask { VALIDATE_LARGE = 0, VALIDATE_SMALL = 1 };

/* What the input must be. */
struct validate_spec {
  const char *game;               /* "accordion", "hitormiss", "stacks",
                                     "outlast" */
  int rightmost;                  /* accordion: 1 for --rule rightmost
                                     (CF 208B input only), 0 for any
                                     (contest input or deal lines) */
  enum validate_subtask subtask;  /* stacks, outlast: which bounds; the
                                     other games have one set of bounds
                                     and refuse VALIDATE_SMALL */
  int any_deck;                   /* hitormiss: 1 allows any 52 values
                                     1..13; 0 (the default) asks for a
                                     pack, four of each value */
};

/* Where the input breaks a rule, and which ("N = 5 is over ..."). */
struct validate_error {
  uint64_t line, col;  /* 1-based; col counts bytes */
  char msg[256];
};

/*
** Validate the input read from r (set up by the caller, not owned, read
** to the first problem or the end). Returns
**   1          valid;
**   0          invalid, *err says where and why;
**   WN_EINVAL  spec names no game, or a subtask the game does not have;
**   WN_ENOMEM  out of memory (stacks keeps the premade stacks);
**   WN_EIO     reading r failed (r->err says how).
** Never prints.
*/
int validate_reader(const struct validate_spec *spec, wn_reader *r,
                    struct validate_error *err);

/* validate_reader on the len bytes at text (which may hold NUL bytes). */
int validate_text(const struct validate_spec *spec, const char *text,
                  size_t len, struct validate_error *err);

/* 1 if 'game' is a game validate_reader knows, else 0. */
int validate_game_known(const char *game);
/* 1 if 'game' has a small subtask (stacks, outlast), else 0. */
int validate_has_subtasks(const char *game);

#endif /* WN_VALIDATE_H */
