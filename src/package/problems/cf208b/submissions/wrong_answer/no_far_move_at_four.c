/* Wrong: off by one at a bound. The move onto the pile three to the
   left is only tried with more than four piles, not with exactly four. */
#include <stdio.h>
#include <string.h>

static int n, card[52];
static signed char memo[53][52][52][52];

static int code(const char *s) {
  return (int)(strchr("A23456789TJQK", s[0]) - "A23456789TJQK") * 4 +
         (int)(strchr("SHDC", s[1]) - "SHDC");
}

static int match(int x, int y) { return x / 4 == y / 4 || x % 4 == y % 4; }

static int win(int k, int a, int b, int c) {
  if (k == 3)
    return match(b, c) && match(a, c);
  signed char *m = &memo[k][a][b][c];
  if (*m == 0) {
    int w = (match(b, c) && win(k - 1, card[k - 4], a, c)) ||
            (k > 4 && match(card[k - 4], c) && win(k - 1, c, a, b));
    *m = w ? 1 : -1;
  }
  return *m == 1;
}

int main(void) {
  char s[8];
  if (scanf("%d", &n) != 1)
    return 1;
  for (int i = 0; i < n; i++) {
    if (scanf("%7s", s) != 1)
      return 1;
    card[i] = code(s);
  }
  int yes = n == 1 || (n == 2 && match(card[0], card[1])) ||
            (n >= 3 && win(n, card[n - 3], card[n - 2], card[n - 1]));
  puts(yes ? "YES" : "NO");
  return 0;
}
