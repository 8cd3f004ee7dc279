/*
** amoves.h: the Accordion move list of "winnable show accordion
** --moves-from FILE": reading it and checking it against a deal.
**
** The file holds moves "j>i" separated by blanks or line ends, with '#'
** comments, as "winnable accordion --moves" prints them; a leading
** answer word (winnable, YES) is skipped. Every move keeps the place it
** was read, so a rejected list names the file, line and column of its
** first illegal move. Invariant: moves[k] was read at where[k], for
** k < n.
*/
#ifndef WN_AMOVES_H
#define WN_AMOVES_H

#include "winnable.h"

typedef struct amoves {
  accordion_move *moves;   /* owned */
  wn_error *where;         /* where each move was read; owned */
  size_t n, cap;
} amoves;

/* An empty list: pair with amoves_release. */
void amoves_init(amoves *ml);
void amoves_release(amoves *ml);

/*
** Append every move of r to ml, up to the end of input. Returns 0, or
** WN_EPARSE (r->err names the first word that is not a move), WN_EIO
** or WN_ENOMEM. The moves are not checked against any deal.
*/
int amoves_read(amoves *ml, wn_reader *r);

/*
** Check ml against the deal cards[0..n) under 'rule' (and, for
** ACCORDION_ANY, the family's rules r; NULL: classic) with
** accordion_replay(_rules), the library's independent checker. Returns
** 0 with *won set (1: the moves win), or an exit status: 1 after
** reporting the first illegal move at the place it was read
** (cli_report_input), or cli_fail's after running out of memory.
*/
int amoves_check(const amoves *ml, const uint8_t *cards, size_t n,
                 accordion_rule rule, const accordion_rules *r, int *won);
/*
** Play move m on row[0..piles) in place under 'rule' and r (as
** amoves_check takes them). Returns the piles left, or -1 with the row
** unchanged if m is not a move there.
*/
long amoves_play(accordion_rule rule, const accordion_rules *r, uint8_t *row,
                 size_t piles, accordion_move m);

#endif /* WN_AMOVES_H */
