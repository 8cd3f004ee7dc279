/*
** cf208b_greedy.c: a WRONG Codeforces 208B solution (Accordion, rightmost
** rule). Reads `n` and n cards, prints YES or NO.
**
** Bug: it never searches. It plays one fixed line: put the rightmost pile
** 3 places left whenever that is legal, else 1 place left, else stop; YES
** iff that line ends with one pile. It is right whenever the deal has no
** choice that matters, which is most random deals (moves are rare), and
** wrong on a deal where the 3-left move is legal but only the 1-left move
** leads to a win, e.g. `5` / `2S 2S 3S 4H 4S` (tests/stress/inputs/
** cf208b_greedy.in): 4S onto 2S (3-left) leaves 2S 4S 3S 4H, which is
** stuck; 4S onto 4H (1-left) wins.
*/
#include <stdio.h>
#include <string.h>

static int card_id(const char *t)
{
    static const char ranks[] = "A23456789TJQK", suits[] = "SHDC";
    char r = t[0], s = t[1];
    if (t[0] == '1' && t[1] == '0')
        r = 'T', s = t[2];
    const char *rp = strchr(ranks, r >= 'a' ? r - 32 : r);
    const char *sp = strchr(suits, s >= 'a' ? s - 32 : s);
    if (r == 0 || s == 0 || rp == NULL || sp == NULL)
        return -1;
    return (int)(rp - ranks) * 4 + (int)(sp - suits);
}

static int match(int x, int y)
{
    return x / 4 == y / 4 || x % 4 == y % 4;
}

int main(void)
{
    int n, pile[52];
    char tok[16];
    if (scanf("%d", &n) != 1 || n < 1 || n > 52)
        return 1;
    for (int i = 0; i < n; i++) {
        if (scanf("%15s", tok) != 1 || (pile[i] = card_id(tok)) < 0)
            return 1;
    }
    int k = n;
    for (;;) {
        int top = pile[k - 1];
        if (k >= 4 && match(top, pile[k - 4])) {
            pile[k - 4] = top;
        } else if (k >= 2 && match(top, pile[k - 2])) {
            pile[k - 2] = top;
        } else {
            break;
        }
        k--;
    }
    puts(k == 1 ? "YES" : "NO");
    return 0;
}
