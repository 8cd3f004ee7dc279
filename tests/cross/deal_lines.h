/*
** deal_lines.h: a small reader of Accordion deal lines for the test
** tools (prefix dl_), written apart from src/io so that the tools do
** not trust the library's reader to tell them what was dealt.
*/
#ifndef DEAL_LINES_H
#define DEAL_LINES_H

#include <stddef.h>
#include <stdint.h>

/*
** Parse one line (no line end needed; '#' starts a comment; blanks are
** spaces, tabs and CR). Cards are bytes (rank - 1) * 4 + suit, suits
** S H D C, ranks A 2-9 T (or 10) J Q K, either case.
** Returns  1  a deal: cards[0..*n-1] (*n <= cap);
**          0  no cards on the line;
**         -1  a bad token or more than cap cards.
*/
int dl_parse(const char *line, size_t len, uint8_t *cards, size_t cap,
             size_t *n);

/* The card as two characters and a NUL, canonical spelling (TH, AS). */
void dl_format(uint8_t card, char out[3]);

#endif /* DEAL_LINES_H */
