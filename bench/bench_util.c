/*
** bench_util.c: helpers the bench programs share; figures only, no checks.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "winnable.h"
#include "bench_util.h"

int bench_cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

size_t bench_read_deals(const char *path, uint8_t **deals, size_t **lens) {
  FILE *in = fopen(path, "r");
  char line[8192];
  size_t count = 0, cap = 0;
  *deals = NULL;
  *lens = NULL;
  while (in && fgets(line, sizeof line, in)) {
    uint8_t deal[BENCH_DEAL_MAX];
    size_t n = 0;
    for (char *tok = strtok(line, " \t\r\n"); tok && *tok != '#' &&
                                              n < BENCH_DEAL_MAX;
         tok = strtok(NULL, " \t\r\n"))
      if (wn_card_parse(tok, strlen(tok), &deal[n]) == 0)
        n++;
    if (!n)
      continue;
    if (count == cap) {
      cap = cap ? 2 * cap : 64;
      uint8_t *d = realloc(*deals, cap * BENCH_DEAL_MAX);
      size_t *l = d ? realloc(*lens, cap * sizeof *l) : NULL;
      if (d)
        *deals = d;
      if (!l) {
        fprintf(stderr, "bench: out of memory reading %s\n", path);
        exit(1);
      }
      *lens = l;
    }
    memcpy(*deals + count * BENCH_DEAL_MAX, deal, n);
    (*lens)[count++] = n;
  }
  if (in)
    fclose(in);
  return count;
}
