/*
** accordion_deadstart.c: exact count of the deals with no first move.
**
** Usage: accordion_deadstart [RANKS SUITS [parity] [MAX_STATES]]
** (default 13 4: the 52-card deck). Prints the number of orderings of
** the deck in which no two cards one or three apart share a rank or a
** suit (such a deal has no legal move, so it is lost), the number of
** orderings, and the quotient: a lower bound on the loss rate of
** classic Accordion. With "parity", only the subfamily whose even
** positions hold one half of the suits (deadstart_count.h). Gives up
** with exit 1 when the states do not fit.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "bench_util.h"
#include "deadstart_count.h"

int main(int argc, char **argv) {
  int ranks = argc > 2 ? atoi(argv[1]) : 13;
  int suits = argc > 2 ? atoi(argv[2]) : 4;
  int parity = argc > 3 && strcmp(argv[3], "parity") == 0;
  size_t max = argc > 3 + parity ? strtoull(argv[3 + parity], NULL, 10) : 0;
  ds_u256 n, all = {{1}};
  struct ds_stats st;
  int rc = parity ? ds_count_parity(ranks, suits, max, &n, &st)
                  : ds_count_dead(ranks, suits, max, &n, &st);
  if (rc != 0) {
    fprintf(stderr, "accordion_deadstart: %dx%d: bad shape or out of "
            "room (max states %zu)\n", ranks, suits, max);
    return 1;
  }
  for (int k = 2; k <= ranks * suits; k++)
    ds_u256_mul_small(&all, (uint32_t)k);
  char a[96], b[96];
  ds_u256_decimal(&n, a, sizeof a);
  ds_u256_decimal(&all, b, sizeof b);
  printf("deck        %d ranks x %d suits (%d cards)%s\n", ranks, suits,
         ranks * suits, parity ? ", parity family" : "");
  printf("dead deals  %s\n", a);
  printf("orderings   %s\n", b);
  printf("fraction    %.6e\n", ds_u256_double(&n) / ds_u256_double(&all));
  printf("states      %zu\n", st.states);
  return 0;
}
