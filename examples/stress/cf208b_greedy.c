/*
** cf208b_greedy.c: a wrong solution of Codeforces 208B, for the
** README's "Testing your solution". Only the rightmost pile moves; this
** program always takes the 3-left move when it can, else the 1-left
** one, and never tries the other choice. Random deals almost never
** catch it; winnable stress does, and shrinks the deal to four cards.
*/
#include <stdio.h>
#include <string.h>

/* Two tops match when they share a rank or a suit. */
static int match(const char *a, const char *b) {
  return a[0] == b[0] || a[1] == b[1];
}

int main(void) {
  char top[52][3];
  int n;
  if (scanf("%d", &n) != 1 || n < 1 || n > 52)
    return 1;
  for (int i = 0; i < n; i++)
    if (scanf("%2s", top[i]) != 1)
      return 1;
  while (n > 1) {
    if (n >= 4 && match(top[n - 1], top[n - 4]))
      memcpy(top[n - 4], top[n - 1], 3);  /* the bug: no second choice */
    else if (match(top[n - 1], top[n - 2]))
      memcpy(top[n - 2], top[n - 1], 3);
    else
      break;
    n--;
  }
  puts(n == 1 ? "YES" : "NO");
  return 0;
}
