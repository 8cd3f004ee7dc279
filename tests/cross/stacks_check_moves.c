/*
** stacks_check_moves.c: checks the output of `winnable stacks --moves`
** against its contest input.
**
**   stacks_check_moves INPUT ANSWERS [--brute]
**
** ANSWERS must hold, for each case of INPUT in order, "Case #x:
** POSSIBLE" and a line of moves, or "Case #x: IMPOSSIBLE". Each move
** line is parsed and replayed from scratch by stacks_replay (which
** shares no code with the solver) and must win. With --brute every
** case (N <= 4, C <= 5) is also decided by the exhaustive search of
** stacks_brute.c and the answers must agree. "UNKNOWN" is refused (the
** test runs without limits). Prints a summary line; exit 0 when all
** checks pass, 1 (with a message naming the case) otherwise.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "winnable.h"
#include "winnable/stacks.h"
#include "cross/stacks_brute.h"

/* Next line of fp without its newline into *line; -1 at end of file. */
static long next_line(FILE *fp, char **line, size_t *cap) {
  ssize_t n = getline(line, cap, fp);
  if (n < 0)
    return -1;
  if (n > 0 && (*line)[n - 1] == '\n')
    (*line)[--n] = '\0';
  return (long)n;
}

static int brute(const stacks_reader *sr) {
  int value[SBRUTE_MAXN * SBRUTE_MAXC], suit[SBRUTE_MAXN * SBRUTE_MAXC];
  if (sr->n > SBRUTE_MAXN || sr->c > SBRUTE_MAXC)
    return -1;
  for (size_t i = 0; i < sr->n; i++)
    for (size_t j = 0; j < sr->c; j++) {
      value[i * sr->c + j] = (int)sr->stacks[i][j].value;
      suit[i * sr->c + j] = (int)sr->stacks[i][j].suit;
    }
  return stacks_brute(value, suit, (int)sr->n, (int)sr->c, NULL);
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: stacks_check_moves INPUT ANSWERS [--brute]\n");
    return 2;
  }
  int with_brute = argc > 3 && strcmp(argv[3], "--brute") == 0;
  FILE *in = fopen(argv[1], "rb"), *ans = fopen(argv[2], "rb");
  if (!in || !ans) {
    fprintf(stderr, "cannot open the files\n");
    return 2;
  }
  wn_reader r;
  stacks_reader sr;
  wn_reader_init(&r, in, argv[1]);
  stacks_reader_init(&sr, &r, NULL);
  char *line = NULL, head[64], why[200];
  wn_replay rep;
  size_t cap = 0;
  unsigned long long possible = 0, impossible = 0, moves = 0, brute_ok = 0;
  int rc, fail = 0;
  while (!fail && (rc = stacks_read(&sr)) == 1) {
    unsigned long long x = sr.ncase;
    if (next_line(ans, &line, &cap) < 0) {
      fprintf(stderr, "case %llu: no answer\n", x);
      fail = 1;
      break;
    }
    int win = 0;
    snprintf(head, sizeof head, "Case #%llu: POSSIBLE", x);
    if (strcmp(line, head) == 0) {
      win = 1;
    } else {
      snprintf(head, sizeof head, "Case #%llu: IMPOSSIBLE", x);
      if (strcmp(line, head) != 0) {
        fprintf(stderr, "case %llu: unexpected answer \"%.40s\"\n", x, line);
        fail = 1;
        break;
      }
    }
    if (win) {
      long len = next_line(ans, &line, &cap);
      stacks_move *m = NULL;
      long n = len < 0 ? -1 : stacks_moves_parse(line, (size_t)len, &m, why,
                                                 sizeof why);
      int ok = n >= 0 && stacks_replay(NULL, (const stacks_card *const *)sr.stacks,
                                       sr.n, sr.c, m, (size_t)n, &rep) == 1;
      stacks_moves_free(m);
      if (!ok) {
        fprintf(stderr, "case %llu: %s\n", x,
                len < 0 ? "no move line" : n < 0 ? why : rep.why);
        fail = 1;
        break;
      }
      possible++;
      moves += (unsigned long long)n;
    } else {
      impossible++;
    }
    if (with_brute) {
      int want = brute(&sr);
      if (want != win) {
        fprintf(stderr, "case %llu: answer %s, brute force %d\n", x,
                win ? "POSSIBLE" : "IMPOSSIBLE", want);
        fail = 1;
        break;
      }
      brute_ok++;
    }
  }
  if (!fail && rc < 0) {
    fprintf(stderr, "%s:%llu:%llu: %s\n", argv[1],
            (unsigned long long)r.err.line, (unsigned long long)r.err.col,
            r.err.msg);
    fail = 1;
  }
  if (!fail && next_line(ans, &line, &cap) >= 0) {
    fprintf(stderr, "extra answer line \"%.40s\"\n", line);
    fail = 1;
  }
  if (!fail) {
    printf("%llu cases: %llu POSSIBLE (%llu moves, all replayed), %llu "
           "IMPOSSIBLE", possible + impossible, possible, moves, impossible);
    if (with_brute)
      printf("; %llu verdicts match the brute force", brute_ok);
    printf("\n");
  }
  free(line);
  stacks_reader_release(&sr);
  fclose(in);
  fclose(ans);
  return fail;
}
