/* Hit or Miss: the reference solution. Plays the cycles as the rules
   say; 676 = 13 * 52 cycles in a row without a hit mean every player has
   met every (card, count) pairing, so nothing can change again. */
#include <stdio.h>

#define WINDOW 676

int main(void) {
  int sets;
  if (scanf("%d", &sets) != 1)
    return 1;
  for (int set = 1; set <= sets; set++) {
    int p, deck[10][52], head[10] = {0}, size[10] = {0}, count[10];
    int last[10] = {0}, passed[10], discarded = 0, quiet = 0;
    if (scanf("%d", &p) != 1)
      return 1;
    for (int k = 0; k < 52; k++)
      if (scanf("%d", &deck[0][k]) != 1)
        return 1;
    size[0] = 52;
    for (int i = 0; i < p; i++)
      count[i] = 1;
    while (discarded < 52 && quiet < WINDOW) {
      int hit = 0;
      for (int i = 0; i < p; i++) {
        passed[i] = 0;
        if (size[i] == 0)
          continue;
        int card = deck[i][head[i]];
        head[i] = (head[i] + 1) % 52;
        size[i]--;
        if (card == count[i]) {
          hit = 1;
          last[i] = card;
          if (i + 1 < p)
            passed[i] = card;
          else
            discarded++;
        } else {
          deck[i][(head[i] + size[i]) % 52] = card;
          size[i]++;
        }
        count[i] = count[i] % 13 + 1;
      }
      for (int i = 1; i < p; i++)
        if (passed[i - 1]) {
          deck[i][(head[i] + size[i]) % 52] = passed[i - 1];
          size[i]++;
        }
      quiet = hit ? 0 : quiet + 1;
    }
    printf("Case %d:", set);
    if (discarded < 52)
      printf(" unwinnable\n");
    else {
      for (int i = 0; i < p; i++)
        printf(" %d", last[i]);
      printf("\n");
    }
  }
  return 0;
}
