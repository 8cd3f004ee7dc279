/*
** accordion_plain.c: an independent peer for the classic Accordion
** solver (issue 23: "compare against an independent solver of a
** different design on the same deals"), run side by side with it.
**
** The peer shares no solver code with src/games/accordion.c: a
** recursive depth-first search in natural move order (pile 2 to the
** last, each onto 1 left then 3 left), a new row copied per level, and
** its own set of proven-lost rows (open addressing over full keys kept
** in an arena, so two rows never merge). No move ordering, no noise, no
** restarts. With --prune 1 it also cuts rows that cannot be won by its
** own O(n) reading of the dead-end theorem (docs/accordion.md): tops
** are edges between a suit and a rank node, the row can be won only if
** those edges form one connected graph and, with three or more piles,
** they still do without the leftmost top, which must share a node with
** another top. A row cut that way is neither counted nor stored.
** Positions counted: rows whose moves were generated (not cut, not
** found in the set), the dealt row included, as the library counts.
**
** usage: accordion_plain [--file FILE] [--count N --seed S]
**                        [--max-states M] [--timeout SEC] [--prune 0|1]
**                        [--order left|right] [--each 1] [--ours 0]
** Deals are 52 cards: FILE's deal lines, or N random deals of seed S.
** --order right tries the last pile first, 3-left before 1-left.
** Each deal is solved by the peer and by accordion_solve, both capped at
** M positions (default 5,000,000) and SEC seconds (default 10); --each 1
** prints a line per deal; --ours 0 runs the peer alone (its verdict,
** positions and time; bench/accordion_hard_bench.sh so measures its
** peak memory apart). The summary says on how many deals each one
** decides with fewer positions and in less time, and the medians.
** Figures only; it never passes or fails.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "winnable.h"
#include "bench_util.h"

/* ---- the peer's search ---- */

struct peer {
  struct bench_rowset lost;
  uint8_t rows[64][64];   /* rows[d]: the row at depth d */
  unsigned long long positions, max_positions;
  double deadline;
  int prune, stopped;
  int right;              /* --order right: last pile first, 3-left first */
};

static int same_rank_or_suit(uint8_t a, uint8_t b) {
  return (a >> 2) == (b >> 2) || (a & 3) == (b & 3);
}

/* Union-find over 17 nodes: suits 0..3, ranks 4..16. */
static int uf_root(int *up, int x) {
  while (up[x] != x)
    x = up[x] = up[up[x]];
  return x;
}

/*
** 1 if the tops row[skip+1..len) form one connected graph of suit-rank
** edges (skip = -1: all of row[0..len)). *touch gets the nodes touched.
*/
static int edges_connected(const uint8_t *row, size_t len, size_t from,
                           unsigned *touch) {
  int up[17];
  for (int k = 0; k < 17; k++)
    up[k] = k;
  unsigned t = 0;
  for (size_t k = from; k < len; k++) {
    int s = row[k] & 3, r = 4 + (row[k] >> 2);
    t |= 1u << s | 1u << r;
    up[uf_root(up, s)] = uf_root(up, r);
  }
  *touch = t;
  int root = -1;
  for (int k = 0; k < 17; k++)
    if (t >> k & 1) {
      if (root < 0)
        root = uf_root(up, k);
      else if (uf_root(up, k) != root)
        return 0;
    }
  return 1;
}

static int peer_may_win(const uint8_t *row, size_t len) {
  unsigned touch;
  if (len == 2)
    return same_rank_or_suit(row[0], row[1]);
  if (!edges_connected(row, len, 1, &touch)) /* the others, alone */
    return 0;
  /* the leftmost top is a leaf: it shares a suit or rank with another */
  return (touch >> (row[0] & 3) & 1) || (touch >> (4 + (row[0] >> 2)) & 1);
}

/* 1 won, 0 lost, -1 stopped (limit) or out of memory. */
static int peer_dfs(struct peer *p, size_t depth, size_t len) {
  const uint8_t *row = p->rows[depth];
  if (len == 1)
    return 1;
  if (p->prune && !peer_may_win(row, len))
    return 0;
  uint64_t h = bench_row_hash(row, len);
  size_t slot;
  if (bench_rowset_find(&p->lost, row, len, h, &slot))
    return 0;
  if (++p->positions > p->max_positions ||
      ((p->positions & 1023) == 0 && wn_now() > p->deadline)) {
    p->stopped = 1;
    return -1;
  }
  uint8_t *child = p->rows[depth + 1];
  for (size_t jj = 1; jj < len; jj++)
    for (size_t dd = 1; dd <= 3; dd += 2) {
      size_t j = p->right ? len - jj : jj, d = p->right ? 4 - dd : dd;
      if (j < d || !same_rank_or_suit(row[j], row[j - d]))
        continue;
      memcpy(child, row, j);
      child[j - d] = row[j];
      memcpy(child + j, row + j + 1, len - j - 1);
      int r = peer_dfs(p, depth + 1, len - 1);
      if (r)
        return r;
    }
  return bench_rowset_add(&p->lost, row, len, h) ? -1 : 0;
}

/* WN_WIN, WN_LOSS or WN_UNKNOWN. */
static int peer_solve(struct peer *p, const uint8_t *deal, size_t n,
                      double seconds) {
  p->positions = 0;
  if (bench_rowset_clear(&p->lost))
    return WN_UNKNOWN;
  p->stopped = 0;
  p->deadline = wn_now() + seconds;
  memcpy(p->rows[0], deal, n);
  if (!p->prune || peer_may_win(deal, n) || n == 1) {
    int r = peer_dfs(p, 0, n);
    return r > 0 ? WN_WIN : r == 0 ? WN_LOSS : WN_UNKNOWN;
  }
  p->positions = 1; /* the dealt row, refuted at once */
  return WN_LOSS;
}

/* ---- the side-by-side run ---- */

/* The 52-card deal lines of 'path', at most max of them. */
static size_t read_deals(const char *path, uint8_t (*deals)[52], size_t max) {
  uint8_t *all;
  size_t *lens, count = 0;
  size_t lines = bench_read_deals(path, &all, &lens);
  for (size_t k = 0; k < lines && count < max; k++)
    if (lens[k] == 52)
      memcpy(deals[count++], all + k * BENCH_DEAL_MAX, 52);
  free(all);
  free(lens);
  return count;
}

static double median(double *v, size_t n) {
  qsort(v, n, sizeof *v, bench_cmp_double);
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

static const char *vname(int v) {
  return v == WN_WIN ? "win" : v == WN_LOSS ? "loss" : "unknown";
}

static struct peer peer;

int main(int argc, char **argv) {
  const char *file = NULL;
  unsigned long long count = 100, seed = 1, max_states = 5000000, each = 0;
  int ours = 1;
  double timeout = 10;
  int prune = 1;
  for (int k = 1; k + 1 < argc; k += 2) {
    if (!strcmp(argv[k], "--file")) file = argv[k + 1];
    else if (!strcmp(argv[k], "--count")) count = strtoull(argv[k + 1], 0, 10);
    else if (!strcmp(argv[k], "--seed")) seed = strtoull(argv[k + 1], 0, 10);
    else if (!strcmp(argv[k], "--max-states"))
      max_states = strtoull(argv[k + 1], 0, 10);
    else if (!strcmp(argv[k], "--timeout")) timeout = atof(argv[k + 1]);
    else if (!strcmp(argv[k], "--prune")) prune = atoi(argv[k + 1]);
    else if (!strcmp(argv[k], "--order"))
      peer.right = !strcmp(argv[k + 1], "right");
    else if (!strcmp(argv[k], "--each")) each = strtoull(argv[k + 1], 0, 10);
    else if (!strcmp(argv[k], "--ours")) ours = atoi(argv[k + 1]);
  }
  static uint8_t deals[10000][52];
  size_t ndeals = 0;
  if (file)
    ndeals = read_deals(file, deals, 10000);
  else
    for (; ndeals < count && ndeals < 10000; ndeals++)
      accordion_deal(seed, ndeals, 52, deals[ndeals]);
  if (!ndeals)
    return 2;
  peer.max_positions = max_states;
  peer.prune = prune;
  accordion_ctx *ctx = accordion_new(NULL);
  wn_limits lim = {max_states, timeout, 0, NULL, NULL};
  accordion_set_limits(ctx, &lim);
  double *pp = malloc(ndeals * sizeof *pp), *ps = malloc(ndeals * sizeof *ps);
  double *op = malloc(ndeals * sizeof *op), *os = malloc(ndeals * sizeof *os);
  size_t peer_pos = 0, peer_time = 0, ours_pos = 0, ours_time = 0;
  size_t peer_unknown = 0, ours_unknown = 0, disagree = 0;
  for (size_t i = 0; i < ndeals; i++) {
    double t0 = wn_now();
    int pv = peer_solve(&peer, deals[i], 52, timeout);
    ps[i] = wn_now() - t0;
    pp[i] = (double)peer.positions;
    t0 = wn_now();
    int ov = ours ? accordion_solve(ctx, deals[i], 52, ACCORDION_ANY)
                  : WN_UNKNOWN;
    os[i] = wn_now() - t0;
    op[i] = (double)accordion_states(ctx);
    peer_unknown += pv == WN_UNKNOWN;
    ours_unknown += ov == WN_UNKNOWN;
    if (pv != WN_UNKNOWN && ov != WN_UNKNOWN && pv != ov)
      disagree++;
    /* "decides with fewer": decided, and the other either did not
    ** decide or needed more */
    int pd = pv != WN_UNKNOWN, od = ov != WN_UNKNOWN;
    int peer_fewer = pd && (!od || pp[i] < op[i]);
    int peer_faster = pd && (!od || ps[i] < os[i]);
    peer_pos += peer_fewer;
    peer_time += peer_faster;
    ours_pos += od && (!pd || op[i] < pp[i]);
    ours_time += od && (!pd || os[i] < ps[i]);
    if (each)
      printf("%zu peer %s %.0f %.4f  ours %s %.0f %.4f%s%s\n", i, vname(pv),
             pp[i], ps[i], vname(ov), op[i], os[i],
             peer_fewer ? "  PEER-FEWER" : "", peer_faster ? " PEER-FASTER" : "");
    fflush(stdout);
  }
  printf("deals %zu  %s  prune=%d  order=%s  cap %llu positions, %.0f s\n",
         ndeals, file ? file : "random", prune, peer.right ? "right" : "left",
         max_states, timeout);
  printf("undecided: peer %zu, ours %zu; verdicts differ: %zu\n", peer_unknown,
         ours_unknown, disagree);
  printf("fewer positions: peer %zu deals, ours %zu deals\n", peer_pos,
         ours_pos);
  printf("less time:       peer %zu deals, ours %zu deals\n", peer_time,
         ours_time);
  printf("median positions: peer %.0f, ours %.0f\n", median(pp, ndeals),
         median(op, ndeals));
  printf("median seconds:   peer %.4f, ours %.4f\n", median(ps, ndeals),
         median(os, ndeals));
  accordion_free(ctx);
  free(pp);
  free(ps);
  free(op);
  free(os);
  bench_rowset_release(&peer.lost);
  return 0;
}
