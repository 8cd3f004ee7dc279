/*
** fuzz_stacks_hint.c: libFuzzer harness for stacks_hint on any position.
**
** Input layout: byte 0 gives n (1..8 stacks), the next n bytes the
** heights (0..6, byte % 7), then one byte per card (value 1..13 from the
** low nibble, suit 1..4 from the high one), stack after stack, top
** first; inputs that repeat a card are skipped. The rest is a move line
** for stacks_moves_parse, replayed from the position by
** stacks_replay_position. Byte 0's high bit runs the hint with an
** allocator that fails at a call chosen by the last byte.
** Checks: every listed move replays legally from the position; every
** removal has the verdict of the position; the position's verdict is a
** win exactly when it is won already or some move wins, and the move
** line, when it replays to a win, implies that verdict; every winning
** move's line replays to a win from the position; a failed allocation
** gives WN_ENOMEM (or the answer) and leaves nothing held.
*/
#include "fuzz_common.h"
#include "winnable/stacks.h"

#define MAX_N 8
#define MAX_H 6

struct pos {
  size_t n, heights[MAX_N], total;
  stacks_card cards[MAX_N * MAX_H];
  const stacks_card *stacks[MAX_N];
};

/* Read the position; the bytes used, or 0 if the input does not fit. */
static size_t read_pos(const uint8_t *data, size_t size, struct pos *p) {
  if (size < 1)
    return 0;
  p->n = 1 + (data[0] & 127) % MAX_N;
  if (size < 1 + p->n)
    return 0;
  p->total = 0;
  for (size_t i = 0; i < p->n; i++) {
    p->heights[i] = data[1 + i] % (MAX_H + 1);
    p->stacks[i] = p->heights[i] ? p->cards + p->total : NULL;
    p->total += p->heights[i];
  }
  size_t used = 1 + p->n + p->total;
  if (size < used)
    return 0;
  for (size_t k = 0; k < p->total; k++) {
    p->cards[k].value = 1 + (data[1 + p->n + k] & 15) % 13;
    p->cards[k].suit = 1 + (data[1 + p->n + k] >> 4) % 4;
    for (size_t j = 0; j < k; j++)
      if (p->cards[j].value == p->cards[k].value &&
          p->cards[j].suit == p->cards[k].suit)
        return 0;
  }
  return used;
}

static int replay(const struct pos *p, const stacks_move *m, size_t k) {
  return stacks_replay_position(NULL, p->stacks, p->heights, p->n, m, k,
                                NULL);
}

static int won_already(const struct pos *p) {
  for (size_t i = 0; i < p->n; i++)
    if (p->heights[i] > 1)
      return 0;
  return 1;
}

/* Move i wins: its line, after it, replays to a win from p. */
static void line_wins(stacks_ctx *ctx, const struct pos *p, size_t i,
                      stacks_move m) {
  size_t k;
  const stacks_move *line = stacks_hint_line(ctx, i, &k);
  FUZZ_CHECK(line);
  stacks_move *all = malloc((k + 1) * sizeof *all);
  FUZZ_CHECK(all);
  all[0] = m;
  memcpy(all + 1, line, k * sizeof *line);
  FUZZ_CHECK(replay(p, all, k + 1) == 1);
  free(all);
}

/* The checks of the header on a hint that ran to its end. */
static void check_hint(stacks_ctx *ctx, const struct pos *p, int v) {
  size_t nm;
  const stacks_move_value *mv = stacks_hint_moves(ctx, &nm);
  int some_win = 0;
  for (size_t i = 0; i < nm; i++) {
    FUZZ_CHECK(replay(p, &mv[i].move, 1) >= 0);
    FUZZ_CHECK(mv[i].verdict == WN_WIN || mv[i].verdict == WN_LOSS);
    if (mv[i].move.to == 0)
      FUZZ_CHECK(mv[i].verdict == v);
    some_win |= mv[i].verdict == WN_WIN;
  }
  FUZZ_CHECK((v == WN_WIN) == (won_already(p) || some_win));
  for (size_t i = 0; i < nm; i++)
    if (mv[i].verdict == WN_WIN)
      line_wins(ctx, p, i, mv[i].move);
    else
      FUZZ_CHECK(stacks_hint_line(ctx, i, &nm) == NULL && nm == 0);
}

/* The hint with allocation 'fail_at' failing: ENOMEM or the answer. */
static void failing(const struct pos *p, unsigned long fail_at, int want) {
  struct fuzz_alloc fa = {0, fail_at, 0};
  wn_allocator a = {fuzz_alloc_fn, &fa};
  stacks_ctx *ctx = stacks_new(&a);
  if (ctx) {
    int v = stacks_hint(ctx, p->stacks, p->heights, p->n);
    FUZZ_CHECK(v == want || v == WN_ENOMEM);
    size_t k;
    if (v == want && stacks_hint_moves(ctx, &k) && k > 0)
      (void)stacks_hint_line(ctx, k - 1, &k); /* NULL or a line */
    stacks_free(ctx);
  }
  FUZZ_CHECK(fa.live == 0);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static struct pos p;
  size_t used = read_pos(data, size, &p);
  if (used == 0)
    return 0;
  stacks_ctx *ctx = stacks_new(NULL);
  FUZZ_CHECK(ctx);
  int v = stacks_hint(ctx, p.stacks, p.heights, p.n);
  FUZZ_CHECK(v == WN_WIN || v == WN_LOSS);
  check_hint(ctx, &p, v);
  stacks_free(ctx);
  stacks_move *moves;
  char why[96];
  long nm = stacks_moves_parse((const char *)data + used, size - used,
                               &moves, why, sizeof why);
  if (nm >= 0 && replay(&p, moves, (size_t)nm) == 1)
    FUZZ_CHECK(v == WN_WIN);
  stacks_moves_free(moves);
  if (data[0] & 128)
    failing(&p, 1 + data[size - 1] % 40, v);
  return 0;
}
