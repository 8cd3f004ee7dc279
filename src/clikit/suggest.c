/*
** suggest.c: "did you mean ...?" for a misspelt command, game or long
** option, by edit distance as git suggests commands.
**
** The distance is the optimal string alignment distance: the fewest
** insertions, deletions, substitutions and swaps of two neighbouring
** characters turning one word into the other. A name is suggested when
** at most a third of its characters need an edit, so a short word that
** shares little with every name gets no suggestion.
*/
#include <string.h>
#include "clikit/clikit.h"

/* Words longer than this are compared by their first SUGGEST_MAX bytes. */
#define SUGGEST_MAX 32

/* The optimal string alignment distance of a[0..n) and b[0..m). */
static size_t distance(const char *a, size_t n, const char *b, size_t m) {
  size_t d[SUGGEST_MAX + 1][SUGGEST_MAX + 1];
  for (size_t i = 0; i <= n; i++)
    d[i][0] = i;
  for (size_t j = 0; j <= m; j++)
    d[0][j] = j;
  for (size_t i = 1; i <= n; i++)
    for (size_t j = 1; j <= m; j++) {
      size_t best = d[i - 1][j - 1] + (a[i - 1] != b[j - 1]);
      if (d[i - 1][j] + 1 < best)
        best = d[i - 1][j] + 1;
      if (d[i][j - 1] + 1 < best)
        best = d[i][j - 1] + 1;
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] &&
          d[i - 2][j - 2] + 1 < best)
        best = d[i - 2][j - 2] + 1;
      d[i][j] = best;
    }
  return d[n][m];
}

const char *cli_suggest(const char *word, size_t len, const void *table,
                        size_t n, size_t stride) {
  const char *best = NULL;
  size_t best_d = 0;
  if (len > SUGGEST_MAX)
    len = SUGGEST_MAX;
  for (size_t k = 0; k < n; k++) {
    const char *name = *(const char *const *)((const char *)table + k * stride);
    size_t m = strlen(name);
    if (m > SUGGEST_MAX)
      m = SUGGEST_MAX;
    size_t d = distance(word, len, name, m);
    if (d * 3 <= (m > len ? m : len) && (!best || d < best_d)) {
      best = name;
      best_d = d;
    }
  }
  return best;
}

const char *cli_did_you_mean(char *buf, size_t size, const char *prefix,
                             const char *word, size_t len, const void *table,
                             size_t n, size_t stride) {
  const char *name = cli_suggest(word, len, table, n, stride);
  if (name)
    snprintf(buf, size, ", did you mean %s%s?", prefix, name);
  else if (size)
    buf[0] = '\0';
  return buf;
}
