/* Wrong: greedy the other way round: the pile three to the left first,
   then the pile to the left, never looking back. */
#include <stdio.h>
#include <string.h>

static int match(const char *x, const char *y) {
  return x[0] == y[0] || x[1] == y[1];
}

int main(void) {
  int n;
  char pile[52][4];
  if (scanf("%d", &n) != 1)
    return 1;
  for (int i = 0; i < n; i++)
    if (scanf("%3s", pile[i]) != 1)
      return 1;
  while (n > 1) {
    if (n >= 4 && match(pile[n - 1], pile[n - 4]))
      strcpy(pile[n - 4], pile[n - 1]);
    else if (match(pile[n - 1], pile[n - 2]))
      strcpy(pile[n - 2], pile[n - 1]);
    else
      break;
    n--;
  }
  puts(n == 1 ? "YES" : "NO");
  return 0;
}
