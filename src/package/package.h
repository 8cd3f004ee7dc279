/*
** package.h: "winnable package", a contest problem as a package in the
** ICPC/Kattis problem format (the legacy format problemtools' release
** v1.20231016 checks; DOMjudge imports it zipped). A package is made of
**   - fixed parts kept as files under src/package/problems/<problem>/
**     (problem.yaml, the statement, the samples, the submissions, the
**     secret inputs stress found against wrong programs) and compiled
**     into the program (cmake/embed_tree.cmake);
**   - the judge: the game's winnable_judge.c (cmake/amalgamate.sh GAME:
**     its checker and validator, and only the part of the library they
**     call) in output_validators/, and its winnable_validator.c (the
**     input validator alone, which compiles in a third of the time) in
**     input_validators/, each with a build script;
**   - secret inputs made by "winnable deal" from the problem's gen.txt;
**   - an answer (.ans) for every input, by the solver.
** Every input is validated before it is written. Invariant: the package
** is built in a fresh directory beside DIR and renamed to DIR at the
** end, so DIR holds a whole package or nothing.
*/
#ifndef WN_PACKAGE_H
#define WN_PACKAGE_H

#include <stddef.h>

/* One problem: its name and how winnable is told to play it. */
struct package_problem {
  const char *name;      /* "cf208b": the folder under problems/ */
  const char *game;      /* "accordion" */
  const char *const *opts; /* the game options of solve, validate and
                              check, NULL-terminated */
  const unsigned char *judge;  /* the game's winnable_judge.c */
  const size_t *judge_len;     /* its length in bytes */
  const unsigned char *validator; /* the game's winnable_validator.c */
  const size_t *validator_len;    /* its length in bytes */
};

/* The problem of GAME under the options given (rightmost: accordion's
** --rule rightmost), or NULL when the game has no contest problem. */
const struct package_problem *package_find(const char *game, int rightmost);

/* Where a package went wrong, for the command to print. */
struct package_error {
  int usage;       /* 1: the user can fix it (DIR not empty, a place
                      that cannot be written); 0: a failure of ours */
  char msg[512];
};

/*
** Write the package of p into dir, running 'self' (this program's
** path) for "deal" and for the answers. Returns 0, or -1 with *err
** filled; then nothing is left behind (dir is as it was).
*/
int package_write(const struct package_problem *p, const char *dir,
                  const char *self, struct package_error *err);

#endif /* WN_PACKAGE_H */
