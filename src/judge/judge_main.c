/*
** judge_main.c: the main of winnable_judge.c, the amalgamation of one
** game a judge compiles (cmake/amalgamate.sh GAME). It runs the two
** commands a judge needs for that game, exactly as winnable runs them:
**   judge check GAME [options] INPUT OUTPUT          (and --testlib, --icpc)
**   judge validate GAME [options] [INPUT]            (and --icpc)
** A judge that calls its programs with files only (Polygon's checker
** gets "in out ans", a Kattis validator "in ans feedback_dir") cannot
** name the command: compiled with WN_JUDGE_ARGS defined as a string of
** blank-separated words ("check accordion --rule rightmost --testlib"),
** those words come before the arguments the judge gives. Built only
** into the amalgamations, never into winnable itself; in the validator
** alone (winnable_validator.c, WN_JUDGE_CHECKER 0) "check" is unknown.
*/
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"

#ifndef WN_JUDGE_ARGS
#define WN_JUDGE_ARGS ""
#endif
#ifndef WN_JUDGE_CHECKER
#define WN_JUDGE_CHECKER 1 /* 0: the file holds no checker */
#endif

/*
** argv with the words of WN_JUDGE_ARGS put after argv[0]: a new array
** (and a copy of the words) that lives until exit. NULL: out of memory.
*/
static char **with_preset(int *argc, char **argv) {
  static char words[] = WN_JUDGE_ARGS;
  size_t n = 0;
  for (char *w = strtok(words, " "); w; w = strtok(NULL, " "))
    n++;
  char **v = malloc((n + (size_t)*argc + 1) * sizeof *v);
  if (!v)
    return NULL;
  v[0] = argv[0];
  char *w = words;
  for (size_t k = 0; k < n; k++) { /* strtok left NULs between words */
    while (*w == '\0')
      w++;
    v[1 + k] = w;
    w += strlen(w);
  }
  for (int k = 1; k <= *argc; k++) /* argv[argc] is NULL */
    v[n + (size_t)k] = argv[k];
  *argc += (int)n;
  return v;
}

int main(int argc, char **argv) {
  argv = with_preset(&argc, argv);
  if (!argv) {
    fputs("judge: out of memory\n", stderr);
    return 3; /* a checker failure, whatever the role */
  }
#if WN_JUDGE_CHECKER
  if (argc >= 2 && strcmp(argv[1], "check") == 0)
    return cmd_check(argc - 1, argv + 1);
#endif
  if (argc >= 2 && strcmp(argv[1], "validate") == 0)
    return cmd_validate(argc - 1, argv + 1);
  fputs(WN_JUDGE_CHECKER
            ? "usage: judge check GAME [options] INPUT OUTPUT\n"
              "       judge check GAME [options] --testlib INPUT OUTPUT "
              "ANSWER\n"
              "       judge check GAME [options] --icpc INPUT ANSWER "
              "FEEDBACK_DIR < OUTPUT\n"
              "       judge validate GAME [options] [--icpc] [INPUT]\n"
            : "usage: validator validate GAME [options] [--icpc] [INPUT]\n",
        stderr);
  return 3;
}
