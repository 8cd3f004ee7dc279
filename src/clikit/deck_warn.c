/*
** deck_warn.c: a warning for a hand-typed deal that is almost one deck.
**
** A deal line of 51 to 53 cards that is not the 52 cards of one deck is
** most likely a typo (a card left out, typed twice, or both); the deal
** is still decided as given, since rows of any length and repeated
** cards are valid input. The warning names what differs from a deck:
** the cards typed more than once and the cards missing.
*/
#include <string.h>
#include "clikit/clikit.h"

enum { DECK = 52, LISTED = 4 }; /* name at most LISTED cards of a kind */

/* Append to buf the cards typed more than once ("7H twice, 9C 3
** times") or, if !more_than_once, those missing ("7H 9C"), at most
** LISTED of them, then " ..." if there are more. The number found. */
static size_t list(char *buf, size_t size, const unsigned count[DECK],
                   int more_than_once) {
  size_t found = 0;
  for (uint8_t c = 0; c < DECK; c++) {
    if (more_than_once ? count[c] < 2 : count[c] != 0)
      continue;
    if (found++ == LISTED) {
      strncat(buf, " ...", size - strlen(buf) - 1);
      continue;
    }
    if (found > LISTED)
      continue;
    char tok[3], item[32];
    wn_card_format(c, tok);
    if (!more_than_once)
      snprintf(item, sizeof item, "%s%s", found > 1 ? " " : "", tok);
    else if (count[c] == 2)
      snprintf(item, sizeof item, "%s%s twice", found > 1 ? ", " : "", tok);
    else
      snprintf(item, sizeof item, "%s%s %u times", found > 1 ? ", " : "", tok,
               count[c]);
    strncat(buf, item, size - strlen(buf) - 1);
  }
  return found;
}

void cli_deck_warning(const wn_reader *r, const uint8_t *cards, size_t n) {
  if (n < DECK - 1 || n > DECK + 1)
    return;
  unsigned count[DECK] = {0};
  for (size_t k = 0; k < n; k++)
    if (cards[k] < DECK) /* every card parsed is one of the 52 */
      count[cards[k]]++;
  char twice[160] = "", missing[160] = "";
  size_t ntwice = list(twice, sizeof twice, count, 1);
  size_t nmissing = list(missing, sizeof missing, count, 0);
  if (!ntwice && !nmissing)
    return; /* one whole deck */
  /* the deal's line: the reader is past its line end, or at the end of
     a last line that has none */
  uint64_t line, col;
  wn_reader_where(r, &line, &col);
  if (col == 1 && line > 1)
    line--;
  fflush(stdout);
  fprintf(stderr, "%s:%llu: warning: %zu cards, not one deck (%s%s%s%s); "
          "decided as typed\n", r->name ? r->name : "<input>",
          (unsigned long long)line, n, twice, ntwice && nmissing ? "; " : "",
          nmissing ? "missing " : "", missing);
}
