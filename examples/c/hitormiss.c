/*
** hitormiss.c: play one Hit or Miss deck given as a string with
** libwinnable and print how it ends.
**
**   ./hitormiss                    a deck of 52 cards, 4 players
**   ./hitormiss "AS 2H ... KC" 3   any 52-card deck line, 1..10 players
**
** Prints "win: 13 13 13 13 after 55 cycles" (each player's last card,
** the contest answer), "loss after N cycles" or "unknown".
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <winnable.h>

/* Ace to king in each suit in turn: the deck of SPOJ's first sample. */
static const char default_deck[] =
    "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS "
    "AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH "
    "AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD "
    "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC";

int main(int argc, char **argv) {
  const char *text = argc > 1 ? argv[1] : default_deck;
  int players = argc > 2 ? atoi(argv[2]) : 4;
  if (players < 1 || players > HITORMISS_MAX_PLAYERS) {
    fprintf(stderr, "hitormiss: expected 1..10 players, found \"%s\"\n",
            argv[2]);
    return 2;
  }
  wn_reader r;
  hitormiss_reader hr;
  wn_reader_init_string(&r, text, strlen(text), "deck");
  hitormiss_reader_init(&hr, &r, players);
  int rc = hitormiss_read(&hr);
  if (rc != 1) {
    fprintf(stderr, "%s:%llu:%llu: %s\n", r.err.file,
            (unsigned long long)r.err.line, (unsigned long long)r.err.col,
            rc == 0 ? "no deck" : r.err.msg);
    return 2;
  }
  hitormiss_ctx *ctx = hitormiss_new(NULL);
  if (!ctx)
    return 1;
  int v = hitormiss_play(ctx, hr.ranks, hr.players);
  unsigned long long cycles = hitormiss_cycles(ctx);
  if (v == WN_WIN) {
    const uint8_t *last = hitormiss_last(ctx);
    printf("win:");
    for (int p = 0; p < hr.players; p++)
      printf(" %d", last[p]);
    printf(" after %llu cycles\n", cycles);
  } else if (v == WN_LOSS) {
    printf("loss after %llu cycles\n", cycles);
  } else {
    printf("%s\n", wn_verdict_name(v));
  }
  hitormiss_free(ctx);
  return v < 0;
}
