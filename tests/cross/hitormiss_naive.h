/*
** hitormiss_naive.h: a deliberately plain Hit or Miss simulator for
** cross-checks and benchmarks. It shares no code with src/games.
*/
#ifndef HITORMISS_NAIVE_H
#define HITORMISS_NAIVE_H

#include <stdint.h>

struct naive_result {
  int won;              /* 1 won, 0 a full state repeated without a hit */
  uint64_t cycles;      /* won: cycle of the final discard; else the
                           cycle of the last hit (0 if none) */
  uint64_t repeat_at;   /* not won: cycle at which the repeat was seen */
  uint8_t last[10];     /* rank each player last got rid of, 0 if none */
  uint32_t hits[10];    /* cards each player got rid of */
};

/*
** Play ranks[52] (values 1..13, top first) with 1..10 players, one
** cycle at a time, until the last player has discarded 52 cards or the
** whole state (every deck in order and every count) repeats.
*/
void naive_play(const uint8_t ranks[52], int players, struct naive_result *res);

#endif
