/*
** cf208b_exponential.c: a SLOW Codeforces 208B solution (Accordion,
** rightmost rule). Reads `n` and n cards, prints YES or NO.
**
** The search is right (a position is the pile count and the tops of the
** last three piles; both the 1-left and the 3-left move are tried), but
** nothing is memoised, so it walks every move sequence. Random deals have
** few legal moves and finish at once; a deal where nearly every move is
** legal and the game is still lost takes exponential time: e.g. 2H then
** 51 spades with no 2 (tests/stress/inputs/cf208b_exponential.in) can
** never be won, since no card can ever go onto the 2H, and the search
** runs for hours (any deal of many cards of one suit headed by a card
** that matches none of them does the same).
*/
#include <stdio.h>
#include <string.h>

#define NONE 52

static int cards[52];

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
    int below = k >= 4 ? cards[k - 4] : NONE;
    int won = 0;
    if (match(a, b))
        won = wins(k - 1, a, c, below);
    if (!won && k >= 4 && match(a, below))
        won = wins(k - 1, b, c, a);
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
