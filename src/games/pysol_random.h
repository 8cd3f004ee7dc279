/*
** pysol_random.h: PySolFC's two random generators, as its deals draw
** from them (library-internal; pysol_deal.c is the one user).
*/
#ifndef WN_PYSOL_RANDOM_H
#define WN_PYSOL_RANDOM_H

#include "winnable/pysol.h"

#define PYSOL_MT_WORDS 624

typedef struct pysol_random {
  int mt;                             /* 1: Mersenne Twister, 0: LC */
  uint64_t lc_seed, lc_state;         /* the LC generator */
  uint32_t mt_state[PYSOL_MT_WORDS];  /* the Mersenne Twister ... */
  unsigned mt_next;                   /* ... and its next word to temper */
} pysol_random;

/* The generator PySolFC seeds for deal 'num', as it stands when the
** shuffle starts. */
void pysol_random_init(pysol_random *r, const pysol_number *num);
/* 1 when 'num' deals with the LC (Microsoft-compatible) generator. */
int pysol_random_is_lc(const pysol_number *num);
/* PySolFC's randint(0, n - 1), n >= 1: the LC generator takes its
** draw modulo n, the Mersenne Twister scales a 53-bit fraction. */
uint32_t pysol_random_below(pysol_random *r, uint32_t n);

#endif /* WN_PYSOL_RANDOM_H */
