/*
** check_cert.c: the certificate file of "check accordion --certificate
** FILE", read whole (accordion_cert_read) and looked up by deal, so a
** block proves the deal it holds whatever case number it carries.
** What the rows prove is accordion_check_loss's to judge.
*/
#include <stdlib.h>
#include <string.h>
#include "check/check.h"

/* The capped allocator of check_main (never NULL here). */
static void *mem(const wn_allocator *a, void *p, size_t osize, size_t nsize) {
  return a->fn(a->ud, p, osize, nsize);
}

/* Make room for 'count' more items of 'size' bytes in *p (cap items). */
static int grow(const wn_allocator *a, void **p, size_t *cap, size_t used,
                size_t count, size_t size) {
  if (used + count <= *cap)
    return 0;
  size_t want = *cap ? *cap : 64;
  while (want < used + count)
    want *= 2;
  void *q = mem(a, *p, *cap * size, want * size);
  if (!q)
    return WN_ENOMEM;
  *p = q;
  *cap = want;
  return 0;
}

/* Copy the block just read into the store. */
static int keep_block(struct check_certs *cs, const accordion_cert *c) {
  const wn_allocator *a = cs->alloc;
  int rc = grow(a, (void **)&cs->bytes, &cs->cap_bytes, cs->nbytes,
                c->nbytes, 1);
  if (!rc)
    rc = grow(a, (void **)&cs->lens, &cs->cap_rows, cs->nrows, c->nrows,
              sizeof *cs->lens);
  if (!rc)
    rc = grow(a, (void **)&cs->blocks, &cs->cap_blocks, cs->nblocks, 1,
              sizeof *cs->blocks);
  if (rc)
    return rc;
  cs->blocks[cs->nblocks++] =
      (struct check_cert_block){cs->nrows, c->nrows, cs->nbytes};
  memcpy(cs->bytes + cs->nbytes, c->bytes, c->nbytes);
  memcpy(cs->lens + cs->nrows, c->lens, c->nrows * sizeof *c->lens);
  cs->nbytes += c->nbytes;
  cs->nrows += c->nrows;
  return 0;
}

/* A block's deal, for sorting and finding (qsort takes no context). */
struct deal_key {
  const uint8_t *deal;
  size_t n;
  size_t block;
};

static int key_order(const void *pa, const void *pb) {
  const struct deal_key *a = pa, *b = pb;
  if (a->n != b->n)
    return a->n < b->n ? -1 : 1;
  return memcmp(a->deal, b->deal, a->n);
}

/* Sort the blocks by their deal (row 0 of each). */
static int sort_blocks(struct check_certs *cs) {
  size_t n = cs->nblocks;
  if (n < 2)
    return 0;
  struct deal_key *keys =
      mem(cs->alloc, NULL, 0, n * sizeof *keys);
  struct check_cert_block *sorted =
      mem(cs->alloc, NULL, 0, n * sizeof *sorted);
  int rc = keys && sorted ? 0 : WN_ENOMEM;
  for (size_t k = 0; !rc && k < n; k++)
    keys[k] = (struct deal_key){cs->bytes + cs->blocks[k].at,
                                cs->lens[cs->blocks[k].first], k};
  if (!rc) {
    qsort(keys, n, sizeof *keys, key_order);
    for (size_t k = 0; k < n; k++)
      sorted[k] = cs->blocks[keys[k].block];
    memcpy(cs->blocks, sorted, n * sizeof *sorted);
  }
  if (keys)
    mem(cs->alloc, keys, n * sizeof *keys, 0);
  if (sorted)
    mem(cs->alloc, sorted, n * sizeof *sorted, 0);
  return rc;
}

int check_certs_load(struct check_certs *cs, const char *name,
                     const struct check_run *run) {
  const wn_allocator *alloc = run->alloc;
  memset(cs, 0, sizeof *cs);
  cs->alloc = alloc;
  FILE *fp = cli_open(name);
  if (!fp)
    return CHECK_FAIL;
  wn_reader r;
  wn_reader_init(&r, fp, cli_input_name(name));
  accordion_cert c;
  accordion_cert_init(&c, &r, alloc);
  int rc;
  while ((rc = accordion_cert_read(&c)) == 1)
    if ((rc = keep_block(cs, &c)) != 0)
      break;
  accordion_cert_release(&c);
  cli_close(fp);
  if (rc == 0)
    rc = sort_blocks(cs);
  if (rc == 0)
    return CHECK_GO_ON;
  check_certs_release(cs);
  return check_file_fail(run, &r, rc);
}

const struct check_cert_block *check_certs_find(const struct check_certs *cs,
                                                const uint8_t *cards,
                                                size_t n, size_t *count) {
  size_t lo = 0, hi = cs->nblocks;
  struct deal_key want = {cards, n, 0};
  while (lo < hi) { /* the first block whose deal is not below cards */
    size_t mid = lo + (hi - lo) / 2;
    const struct check_cert_block *b = &cs->blocks[mid];
    struct deal_key at = {cs->bytes + b->at, cs->lens[b->first], mid};
    if (key_order(&at, &want) < 0)
      lo = mid + 1;
    else
      hi = mid;
  }
  *count = 0;
  for (size_t k = lo; k < cs->nblocks; k++, ++*count) {
    const struct check_cert_block *b = &cs->blocks[k];
    struct deal_key at = {cs->bytes + b->at, cs->lens[b->first], k};
    if (key_order(&at, &want) != 0)
      break;
  }
  return *count ? &cs->blocks[lo] : NULL;
}

void check_certs_release(struct check_certs *cs) {
  const wn_allocator *a = cs->alloc;
  if (cs->bytes)
    mem(a, cs->bytes, cs->cap_bytes, 0);
  if (cs->lens)
    mem(a, cs->lens, cs->cap_rows * sizeof *cs->lens, 0);
  if (cs->blocks)
    mem(a, cs->blocks, cs->cap_blocks * sizeof *cs->blocks, 0);
  memset(cs, 0, sizeof *cs);
}
