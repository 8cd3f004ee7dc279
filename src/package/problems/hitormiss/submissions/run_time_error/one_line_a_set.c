/* Crashes: reads each set as one line of text and stops (assert) when
   a line does not hold p and the 52 values; but line breaks and blanks
   in the input vary. */
#include <assert.h>
#include <stdio.h>
#include <string.h>

#define WINDOW 676

int main(void) {
  int sets;
  char line[4096];
  if (!fgets(line, sizeof line, stdin) || sscanf(line, "%d", &sets) != 1)
    return 1;
  for (int set = 1; set <= sets; set++) {
    int p, deck[10][52], head[10] = {0}, size[10] = {0}, count[10];
    int last[10] = {0}, passed[10], discarded = 0, quiet = 0, got = 0, at;
    char *s = fgets(line, sizeof line, stdin);
    assert(s && sscanf(s, "%d%n", &p, &at) == 1);
    s += at;
    while (got < 52 && sscanf(s, "%d%n", &deck[0][got], &at) == 1) {
      got++;
      s += at;
    }
    assert(got == 52);
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
