/*
** gen.h: what a game gives stress (one struct stress_game per game, in
** gen_<game>.c): how many cases an input holds, one case of a kind as
** a pure function of (seed, index), the contest text, and the shrink
** candidates. Only types and the games themselves: the files that use
** them (game.c, shrink.c, ...) sit above the gen_<game>.c files, which
** include nothing of stress's but this and inst.h.
*/
#ifndef WN_STRESS_GEN_H
#define WN_STRESS_GEN_H

#include "stress/inst.h"

/* The kinds of generated instance (--kinds, deal --kind). */
enum stress_kind {
  STRESS_SMALL,  /* tiny: most bugs show there, and shrinking is quick */
  STRESS_EDGE,   /* every bound of the statement */
  STRESS_RANDOM, /* the instances of "winnable deal" */
  STRESS_HARD,   /* made to blow up naive searches and magic cut-offs */
  STRESS_NKINDS
};

/* The game options of a stress run or a deal. */
struct stress_opts {
  int rightmost;   /* accordion: CF 208B, contest format, one case */
  int small;       /* --subtask small: stay within its bounds */
};

/* One game: its generators, its text and its shrink candidates. */
struct stress_game {
  const char *name;        /* "accordion" */
  const char *unit;        /* what size() counts: "cards", "cells" */
  const char *unit_one;    /* and one of them: "card", "cell" */
  const char *unit_means;  /* what the unit counts, said once in a report */
  double seconds;          /* the contest's time limit per input */
  size_t memory;           /* and memory limit, bytes */
  /* How many cases an input of 'kind' holds, drawn from rng. */
  size_t (*ncases)(const struct stress_opts *o, enum stress_kind kind,
                   wn_rng *rng);
  /* Append case 'index' of 'seed' and 'kind' to x: 0 or WN_ENOMEM. */
  int (*add_case)(struct stress_inst *x, const struct stress_opts *o,
                  enum stress_kind kind, uint64_t seed, uint64_t index);
  /* x as contest input (deal lines for classic Accordion). */
  void (*write)(const struct stress_inst *x, const struct stress_opts *o,
                struct sbuf *out);
  /*
  ** Shrink candidate k of x: 1 with *out a copy of x smaller by one
  ** element (a card, a player, a stack, a row, a cell), 0 when x has no
  ** candidate k (candidates are numbered 0, 1, ... without gaps), or
  ** WN_ENOMEM. Cases as a whole are shrink.c's, not the game's.
  */
  int (*reduce)(const struct stress_inst *x, size_t k,
                struct stress_inst *out);
  /* The elements of x that shrinking removes, in 'unit'. */
  size_t (*size)(const struct stress_inst *x);
  /*
  ** 1 when neighbouring candidates are mostly elements of one kind in a
  ** row (the cards of a deal, the swaps of a deck), so that shrink.c
  ** also tries removing spans of them at once; 0 when they are of mixed
  ** kinds (Stack Management: unused premades, a case's stacks, layers;
  ** Outlasting: rows, columns, X cells), where a span is an arbitrary
  ** mix and the descent ends at larger 1-minimal inputs.
  */
  int spans;
};

extern const struct stress_game stress_accordion, stress_hitormiss,
    stress_stacks, stress_outlast;

#endif /* WN_STRESS_GEN_H */
