/*
** game.h: the games and kinds by name, the instances of "winnable deal
** GAME --kind K", and an instance's contest text, validated (game.c).
*/
#ifndef WN_STRESS_GAME_H
#define WN_STRESS_GAME_H

#include "stress/gen.h"

/* "small", "edge", "random", "hard". */
const char *stress_kind_name(enum stress_kind kind);
/* The kind called 'name', or -1. */
int stress_kind_parse(const char *name);

/* The game called 'name', or NULL. */
const struct stress_game *stress_game_find(const char *name);

/*
** Fill x with cases first .. first+count-1 of 'seed' and 'kind', as
** "winnable deal GAME --kind K" prints them: 0 or WN_ENOMEM.
*/
int stress_deal(const struct stress_game *g, const struct stress_opts *o,
                enum stress_kind kind, uint64_t seed, uint64_t first,
                uint64_t count, struct stress_inst *x);

struct validate_error;
/*
** Write x as contest text of game g under o into *text (emptied first),
** the text stress runs the program on, and check it with the validator
** of "winnable validate" for g and o's subtask: 1 when it is valid,
** else 0 with *err saying why (out of memory included). Every input
** stress runs, generated or shrunk, is one the statement allows.
*/
int stress_input_text(const struct stress_game *g,
                      const struct stress_opts *o,
                      const struct stress_inst *x, struct sbuf *text,
                      struct validate_error *err);

#endif /* WN_STRESS_GAME_H */
