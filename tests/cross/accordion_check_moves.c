/*
** accordion_check_moves.c: checks the output of `winnable accordion
** --moves` on a file of deal lines, from scratch.
**
**   accordion_check_moves any|rightmost DEALS ANSWERS
**
** ANSWERS must hold one answer per deal of DEALS, in order: "winnable"
** followed by a line of moves "j>i" (single blanks), or "unwinnable".
** Every move line is replayed with the rules coded here (not
** accordion_replay): each move must be legal under the rule and the
** last must leave one pile holding all n cards. "unknown" is refused
** (the test runs without limits). Prints a summary line; exit 0 when
** everything checks, 1 (with a message naming the deal) otherwise.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cross/deal_lines.h"

#define MAXCARDS 100000

struct check {
  int rightmost;
  const char *why;
  uint8_t top[MAXCARDS];
  size_t size[MAXCARDS];
};

/* Read "j>i" at *p (positive decimals); advance *p. 0 on success. */
static int read_move(const char **p, size_t *j, size_t *i) {
  char *end;
  if (**p < '1' || **p > '9')
    return -1;
  *j = strtoul(*p, &end, 10);
  if (*end != '>' || end[1] < '1' || end[1] > '9')
    return -1;
  *i = strtoul(end + 1, &end, 10);
  *p = end;
  return 0;
}

/*
** Replay the move line 'moves' on cards[0..n-1]. Returns 1 if legal and
** ending in one pile of n cards, else 0 with c->why set.
*/
static int replay(struct check *c, const uint8_t *cards, size_t n,
                  const char *moves) {
  size_t piles = n;
  for (size_t p = 0; p < n; p++) {
    c->top[p] = cards[p];
    c->size[p] = 1;
  }
  const char *s = moves;
  while (*s) {
    size_t j, i;
    if (s != moves && *s++ != ' ')
      return c->why = "moves not separated by one blank", 0;
    if (read_move(&s, &j, &i))
      return c->why = "malformed move", 0;
    if (j > piles)
      return c->why = "no such pile", 0;
    if (i + 1 != j && i + 3 != j)
      return c->why = "target not 1 or 3 piles to the left", 0;
    if (c->rightmost && j != piles)
      return c->why = "a pile other than the last moved", 0;
    uint8_t a = c->top[j - 1], b = c->top[i - 1];
    if (a / 4 != b / 4 && a % 4 != b % 4)
      return c->why = "tops share neither rank nor suit", 0;
    c->top[i - 1] = a;
    c->size[i - 1] += c->size[j - 1];
    memmove(&c->top[j - 1], &c->top[j], piles - j);
    memmove(&c->size[j - 1], &c->size[j], (piles - j) * sizeof c->size[0]);
    piles--;
  }
  if (piles != 1 || c->size[0] != n)
    return c->why = "more than one pile left", 0;
  return 1;
}

/* The next line of fp without its line end, or NULL at end of file. */
static char *next_line(FILE *fp, char **buf, size_t *cap) {
  ssize_t len = getline(buf, cap, fp);
  if (len < 0)
    return NULL;
  if (len > 0 && (*buf)[len - 1] == '\n')
    (*buf)[len - 1] = '\0';
  return *buf;
}

static int fail(unsigned long deal, const char *what, const char *line) {
  fprintf(stderr, "accordion_check_moves: deal %lu: %s", deal, what);
  if (line)
    fprintf(stderr, ": \"%.200s\"", line);
  fputc('\n', stderr);
  return 1;
}

static int check_all(struct check *c, FILE *deals, FILE *answers) {
  char *dline = NULL, *aline = NULL;
  size_t dcap = 0, acap = 0, n;
  unsigned long ndeal = 0, won = 0, lost = 0;
  static uint8_t cards[MAXCARDS];
  int rc = 0;
  while (rc == 0 && next_line(deals, &dline, &dcap)) {
    int got = dl_parse(dline, strlen(dline), cards, MAXCARDS, &n);
    if (got == 0)
      continue;
    ndeal++;
    const char *ans = next_line(answers, &aline, &acap);
    if (got < 0)
      rc = fail(ndeal, "bad deal line", dline);
    else if (!ans)
      rc = fail(ndeal, "no answer", NULL);
    else if (strcmp(ans, "unwinnable") == 0)
      lost++;
    else if (strcmp(ans, "winnable") != 0)
      rc = fail(ndeal, "expected winnable or unwinnable", ans);
    else if (!next_line(answers, &aline, &acap))
      rc = fail(ndeal, "no move line after winnable", NULL);
    else if (!replay(c, cards, n, aline))
      rc = fail(ndeal, c->why, aline);
    else
      won++;
  }
  if (rc == 0 && next_line(answers, &aline, &acap))
    rc = fail(ndeal, "more answers than deals", aline);
  if (rc == 0)
    printf("%lu deals: %lu winnable (moves checked), %lu unwinnable\n",
           ndeal, won, lost);
  free(dline);
  free(aline);
  return rc;
}

int main(int argc, char **argv) {
  if (argc != 4 || (strcmp(argv[1], "any") && strcmp(argv[1], "rightmost"))) {
    fprintf(stderr, "usage: accordion_check_moves any|rightmost DEALS ANSWERS\n");
    return 2;
  }
  FILE *deals = fopen(argv[2], "r"), *answers = fopen(argv[3], "r");
  struct check *c = calloc(1, sizeof *c);
  if (!deals || !answers || !c) {
    fprintf(stderr, "accordion_check_moves: cannot open input\n");
    return 2;
  }
  c->rightmost = strcmp(argv[1], "rightmost") == 0;
  int rc = check_all(c, deals, answers);
  fclose(deals);
  fclose(answers);
  free(c);
  return rc;
}
