/* Too slow: the right search without a memo, exponential in n when
   many moves are legal and none wins. */
#include <stdio.h>
#include <string.h>

static int match(const char *x, const char *y) {
  return x[0] == y[0] || x[1] == y[1];
}

static int win(char (*pile)[4], int n) {
  if (n == 1)
    return 1;
  char keep[4];
  if (match(pile[n - 1], pile[n - 2])) {
    memcpy(keep, pile[n - 2], 4);
    memcpy(pile[n - 2], pile[n - 1], 4);
    int w = win(pile, n - 1);
    memcpy(pile[n - 2], keep, 4);
    if (w)
      return 1;
  }
  if (n >= 4 && match(pile[n - 1], pile[n - 4])) {
    char moved[4];
    memcpy(keep, pile[n - 4], 4);
    memcpy(moved, pile[n - 1], 4);
    memcpy(pile[n - 4], moved, 4);
    int w = win(pile, n - 1);
    memcpy(pile[n - 4], keep, 4);
    memcpy(pile[n - 1], moved, 4);
    if (w)
      return 1;
  }
  return 0;
}

int main(void) {
  int n;
  char pile[52][4];
  if (scanf("%d", &n) != 1)
    return 1;
  for (int i = 0; i < n; i++)
    if (scanf("%3s", pile[i]) != 1)
      return 1;
  puts(win(pile, n) ? "YES" : "NO");
  return 0;
}
