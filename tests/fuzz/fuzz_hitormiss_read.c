/*
** fuzz_hitormiss_read.c: libFuzzer harness for the Hit or Miss reader
** (either format) and the engine behind it (issue 9).
**
** Every deck read must hold 52 ranks 1..13 and 1..10 players; each is
** played under tight limits. A win must show 52 cards got rid of by
** every player and a last card for each; a deck played again with a
** state limit below the events the full game took must come back
** unknown with the states limit named. The raw input is also played as
** ranks (byte % 15, so 0 and 14 appear): out-of-range ranks or player
** counts must give WN_EINVAL, never a crash.
*/
#include "fuzz_common.h"

#define MAX_DECKS 64

static void play(hitormiss_ctx *ctx, const uint8_t *ranks, int players) {
  wn_limits lim = fuzz_limits();
  lim.max_states = 0; /* a game needs at most 52 + 104 * 9 events */
  hitormiss_set_limits(ctx, &lim);
  int v = hitormiss_play(ctx, ranks, players);
  FUZZ_CHECK(v == WN_WIN || v == WN_LOSS);
  if (v == WN_WIN) {
    const uint8_t *last = hitormiss_last(ctx);
    const uint32_t *hits = hitormiss_hits(ctx);
    for (int j = 0; j < players; j++)
      FUZZ_CHECK(hits[j] == HITORMISS_CARDS && last[j] >= 1 && last[j] <= 13);
  }
  uint64_t states = hitormiss_states(ctx);
  if (states > 1) {
    lim.max_states = states - 1;
    hitormiss_set_limits(ctx, &lim);
    int u = hitormiss_play(ctx, ranks, players);
    FUZZ_CHECK(u == WN_UNKNOWN || u == v);
    if (u == WN_UNKNOWN)
      FUZZ_CHECK(hitormiss_limit_hit(ctx) == WN_LIMIT_STATES);
  }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  hitormiss_ctx *ctx = hitormiss_new(NULL);
  FUZZ_CHECK(ctx);
  FILE *fp = fuzz_open(data, size);
  wn_reader r;
  hitormiss_reader hr;
  wn_reader_init(&r, fp, "fuzz");
  hitormiss_reader_init(&hr, &r, 1 + (int)(size % HITORMISS_MAX_PLAYERS));
  int rc, count = 0;
  while (count < MAX_DECKS && (rc = hitormiss_read(&hr)) == 1) {
    FUZZ_CHECK(hr.players >= 1 && hr.players <= HITORMISS_MAX_PLAYERS);
    for (int k = 0; k < HITORMISS_CARDS; k++)
      FUZZ_CHECK(hr.ranks[k] >= 1 && hr.ranks[k] <= 13);
    play(ctx, hr.ranks, hr.players);
    count++;
  }
  if (count < MAX_DECKS) {
    FUZZ_CHECK(rc == 0 || rc == WN_EPARSE);
    if (rc == WN_EPARSE)
      FUZZ_CHECK(r.err.line >= 1 && r.err.col >= 1 && r.err.msg[0]);
  }
  fclose(fp);

  if (size >= HITORMISS_CARDS) {
    uint8_t ranks[HITORMISS_CARDS];
    int bad = 0;
    for (int k = 0; k < HITORMISS_CARDS; k++) {
      ranks[k] = data[k] % 15;
      bad |= ranks[k] < 1 || ranks[k] > 13;
    }
    int players = size > HITORMISS_CARDS ? (int)(data[52] % 13) - 1 : 1;
    wn_limits lim = fuzz_limits();
    hitormiss_set_limits(ctx, &lim);
    int v = hitormiss_play(ctx, ranks, players);
    if (bad || players < 1 || players > HITORMISS_MAX_PLAYERS)
      FUZZ_CHECK(v == WN_EINVAL);
    else
      FUZZ_CHECK(v >= 0);
  }
  hitormiss_free(ctx);
  return 0;
}
