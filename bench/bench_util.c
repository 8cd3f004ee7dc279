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

uint64_t bench_row_hash(const uint8_t *row, size_t len) {
  uint64_t h = 0xcbf29ce484222325ULL ^ len; /* FNV-1a over the tops */
  for (size_t k = 0; k < len; k++)
    h = (h ^ row[k]) * 0x100000001b3ULL;
  return (h ^ h >> 29) | 1;
}

int bench_rowset_find(const struct bench_rowset *s, const uint8_t *row,
                      size_t len, uint64_t h, size_t *slot) {
  for (size_t k = (size_t)h & (s->cap - 1);; k = (k + 1) & (s->cap - 1)) {
    *slot = k;
    if (!s->hash[k])
      return 0;
    const uint8_t *key = s->arena + s->off[k];
    if (s->hash[k] == h && key[0] == len && !memcmp(key + 1, row, len))
      return 1;
  }
}

/* Double s's table (or make its first): 0, or -1 out of memory. */
static int rowset_grow(struct bench_rowset *s) {
  size_t cap = s->cap ? 2 * s->cap : (size_t)1 << 16;
  uint64_t *hash = calloc(cap, sizeof *hash);
  uint32_t *off = malloc(cap * sizeof *off);
  if (!hash || !off)
    return free(hash), free(off), -1;
  for (size_t k = 0; k < s->cap; k++) {
    if (!s->hash[k])
      continue;
    size_t m = (size_t)s->hash[k] & (cap - 1);
    while (hash[m])
      m = (m + 1) & (cap - 1);
    hash[m] = s->hash[k];
    off[m] = s->off[k];
  }
  free(s->hash);
  free(s->off);
  s->hash = hash;
  s->off = off;
  s->cap = cap;
  return 0;
}

int bench_rowset_add(struct bench_rowset *s, const uint8_t *row, size_t len,
                     uint64_t h) {
  size_t slot;
  if (2 * (s->count + 1) > s->cap && rowset_grow(s))
    return -1;
  if (bench_rowset_find(s, row, len, h, &slot))
    return 0;
  if (s->used + len + 1 > s->room) {
    size_t room = s->room ? 2 * s->room : (size_t)1 << 20;
    if (room > UINT32_MAX) /* offsets are 32-bit */
      return -1;
    uint8_t *a = realloc(s->arena, room);
    if (!a)
      return -1;
    s->arena = a;
    s->room = room;
  }
  s->off[slot] = (uint32_t)s->used;
  s->arena[s->used] = (uint8_t)len;
  memcpy(s->arena + s->used + 1, row, len);
  s->used += len + 1;
  s->hash[slot] = h;
  s->count++;
  return 0;
}

int bench_rowset_clear(struct bench_rowset *s) {
  if (s->cap)
    memset(s->hash, 0, s->cap * sizeof *s->hash);
  s->count = s->used = 0;
  return s->cap ? 0 : rowset_grow(s);
}

void bench_rowset_release(struct bench_rowset *s) {
  free(s->hash);
  free(s->off);
  free(s->arena);
  memset(s, 0, sizeof *s);
}
