/*
** winnable/pysol.h: the deals of PySolFC, the solitaire collection, by
** the number its players see, for the Accordion family (Accordion,
** Relaxed Accordion, 23 Skidoo, Accordion's Revenge, Bayan) and Hit or
** Miss (limited and unlimited).
**
** A PySolFC deal number is what its "Select game by number" dialog and
** its --deal option take: 1 .. 31999 and "msN" (N up to 2^33 - 1) use
** PySolFC's Microsoft-compatible generator, 32000 .. 10^20 - 1 its
** Mersenne Twister. Which PySolFC release is reproduced, and how, is
** in docs/formats.md. Everything here is a pure function of its
** arguments.
*/
#ifndef WINNABLE_PYSOL_H
#define WINNABLE_PYSOL_H

#include "types.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The games, numbered with PySolFC's own game ids. */
typedef enum pysol_game {
  PYSOL_BAYAN = 656,
  PYSOL_ACCORDION = 772,
  PYSOL_RELAXED_ACCORDION = 773,
  PYSOL_HIT_OR_MISS = 774,
  PYSOL_ACCORDIONS_REVENGE = 811,
  PYSOL_HIT_OR_MISS_UNLIMITED = 865,
  PYSOL_23_SKIDOO = 883
} pysol_game;

/* PySolFC's name of 'game' ("Accordion's Revenge"), or NULL if unknown. */
WN_API const char *pysol_game_name(int game);

/*
** A deal number: its value as 32-bit words, least significant first,
** and whether it was written with the "ms" prefix. A value below 32000
** deals the same with or without the prefix.
*/
typedef struct pysol_number {
  uint32_t word[3]; /* < 10^20 < 2^67: three words hold every number */
  int ms;           /* 1: "msN", the Microsoft-compatible generator */
} pysol_number;

/*
** Read a deal number as PySolFC does: digits, with blanks and the
** characters # - _ . , anywhere ignored ("#00000000000000123456" as
** its status bar shows it, "12,345"), or "ms" and digits after an
** optional '#'. Returns 0 and fills *num, or -1 with *why saying what
** is wrong (a static string: no number, 0, too large).
*/
WN_API int pysol_number_parse(const char *text, pysol_number *num,
                              const char **why);
/*
** Add k to *num (the number k further on, same prefix): 0, or -1 with
** *num unchanged when that is past the last number of its kind.
*/
WN_API int pysol_number_add(pysol_number *num, uint64_t k);
/*
** PySolFC's deal 'num' of 'game': cards[k] is the k-th card dealt, so
** cards[0] is the leftmost pile of an Accordion row and the top of a
** Hit or Miss deck. For Accordion's Revenge *goal is the goal card
** PySolFC names at the deal; for the other games -1 (goal may be NULL
** for them). Returns 0, or WN_EINVAL for a game not listed above or a
** NULL goal for Accordion's Revenge.
*/
WN_API int pysol_deal(int game, const pysol_number *num,
                      uint8_t cards[WN_NCARDS], int *goal);

#ifdef __cplusplus
}
#endif

#endif /* WINNABLE_PYSOL_H */
