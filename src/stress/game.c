/*
** game.c: the games and kinds by name, deals of a kind, and the
** validated contest text of an instance (game.h). It sits above the
** gen_<game>.c files, whose games it lists.
*/
#include "stress/game.h"

#include <stdio.h>
#include <string.h>
#include "check/validate.h"

const char *stress_kind_name(enum stress_kind kind) {
  static const char *const names[] = {"small", "edge", "random", "hard"};
  return names[kind];
}

int stress_kind_parse(const char *name) {
  for (int k = 0; k < STRESS_NKINDS; k++)
    if (!strcmp(name, stress_kind_name((enum stress_kind)k)))
      return k;
  return -1;
}

const struct stress_game *stress_game_find(const char *name) {
  static const struct stress_game *const games[] = {
      &stress_accordion, &stress_hitormiss, &stress_stacks, &stress_outlast};
  for (size_t k = 0; k < sizeof games / sizeof games[0]; k++)
    if (!strcmp(name, games[k]->name))
      return games[k];
  return NULL;
}

int stress_deal(const struct stress_game *g, const struct stress_opts *o,
                enum stress_kind kind, uint64_t seed, uint64_t first,
                uint64_t count, struct stress_inst *x) {
  inst_init(x);
  for (uint64_t k = 0; k < count; k++)
    if (g->add_case(x, o, kind, seed, first + k) != 0)
      return WN_ENOMEM;
  return 0;
}

int stress_input_text(const struct stress_game *g,
                      const struct stress_opts *o,
                      const struct stress_inst *x, struct sbuf *text,
                      struct validate_error *err) {
  const struct validate_spec spec = {
    .game = g->name,
    .rightmost = o->rightmost,
    .subtask = o->small ? VALIDATE_SMALL : VALIDATE_LARGE,
  };
  sbuf_reset(text);
  g->write(x, o, text);
  int rc = text->failed ? WN_ENOMEM
         : validate_text(&spec, text->s ? text->s : "", text->len, err);
  if (rc < 0) {
    err->line = err->col = 0;
    snprintf(err->msg, sizeof err->msg, "cannot validate: %s",
             rc == WN_ENOMEM ? "out of memory" : "no such game or subtask");
  }
  return rc == 1;
}
