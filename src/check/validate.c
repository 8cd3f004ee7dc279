/*
** validate.c: validate_reader and validate_text, which pick the game's
** validator (validate_<game>.c) and run it on a reader. Invariant: a
** verdict (1 or 0) is only returned for input that was really read; a
** failed read is WN_EIO whatever the validator concluded from it.
*/
#include <stdlib.h>
#include <string.h>
#include "check/validate_scan.h"

struct game {
  const char *name;
  int (*run)(struct vscan *s);
  int subtasks;   /* 1: has a small subtask */
};

/* Every game this build judges (judge_games.h). */
static const struct game games[] = {
#if WN_JUDGE_ACCORDION
  {"accordion", validate_accordion, 0},
#endif
#if WN_JUDGE_HITORMISS
  {"hitormiss", validate_hitormiss, 0},
#endif
#if WN_JUDGE_OUTLAST
  {"outlast", validate_outlast, 1},
#endif
#if WN_JUDGE_STACKS
  {"stacks", validate_stacks, 1},
#endif
};

static const struct game *find(const char *name) {
  for (size_t k = 0; name && k < sizeof games / sizeof games[0]; k++)
    if (strcmp(games[k].name, name) == 0)
      return &games[k];
  return NULL;
}

int validate_game_known(const char *game) { return find(game) != NULL; }

int validate_has_subtasks(const char *game) {
  const struct game *g = find(game);
  return g && g->subtasks;
}

int validate_reader(const struct validate_spec *spec, wn_reader *r,
                    struct validate_error *err) {
  const struct game *g = find(spec->game);
  if (!g || (spec->subtask == VALIDATE_SMALL && !g->subtasks))
    return WN_EINVAL;
  struct vscan s = {r, err, spec};
  int rc = g->run(&s);
  if (r->ioerr) {
    wn_token none;
    (void)wn_reader_token(r, &none); /* fills r->err with the error */
    return WN_EIO;
  }
  return rc;
}

int validate_text(const struct validate_spec *spec, const char *text,
                  size_t len, struct validate_error *err) {
  wn_reader *r = malloc(sizeof *r); /* 64 KB of buffer: not on a stack */
  if (!r)
    return WN_ENOMEM;
  wn_reader_init_string(r, text, len, "input");
  int rc = validate_reader(spec, r, err);
  free(r);
  return rc;
}
