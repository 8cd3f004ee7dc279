/*
** cf208b_ok.c: a correct Codeforces 208B "Solitaire" solution (Accordion,
** rightmost rule), written as a contestant would. Reads `n` and n cards
** from stdin, prints YES or NO.
**
** Only the rightmost pile moves, so every pile left of the last three
** still holds its dealt card: a position is (pile count k, tops of the
** last three piles). Each card is a number 0..51 (rank * 4 + suit) and
** 52 stands for "no pile". memo[k][a][b][c] is 0 unknown, 1 won, 2 lost;
** every move lowers k, so the recursion is at most n deep.
*/
#include <stdio.h>
#include <string.h>

#define NONE 52

static int cards[52];
static unsigned char memo[53][53][53][53];

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

/* Can k piles whose last three tops are a (last), b, c be won? */
static int wins(int k, int a, int b, int c)
{
    if (k == 1)
        return 1;
    unsigned char *m = &memo[k][a][b][c];
    if (*m)
        return *m == 1;
    int below = k >= 4 ? cards[k - 4] : NONE;
    int won = 0;
    if (match(a, b))
        won = wins(k - 1, a, c, below);
    if (!won && k >= 4 && match(a, below))
        won = wins(k - 1, b, c, a);
    *m = won ? 1 : 2;
    return won;
}

int main(void)
{
    int n;
    char tok[16];
    if (scanf("%d", &n) != 1 || n < 1 || n > 52)
        return 1;
    for (int i = 0; i < n; i++) {
        if (scanf("%15s", tok) != 1 || (cards[i] = card_id(tok)) < 0)
            return 1;
    }
    int a = cards[n - 1];
    int b = n >= 2 ? cards[n - 2] : NONE;
    int c = n >= 3 ? cards[n - 3] : NONE;
    puts(wins(n, a, b, c) ? "YES" : "NO");
    return 0;
}
