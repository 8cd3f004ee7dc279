/*
** hostile_cf208b.h: the right CF 208B answer for the hostile programs
** that must answer correctly, so that their hostile act is the only thing
** wrong with them. Memoised search over (pile count, tops of the last
** three piles); cards are numbers rank * 4 + suit, 52 is "no pile".
** Included by one program each; not a library.
*/
#include <stdio.h>
#include <string.h>

static int h_card[52];
static unsigned char h_memo[53][53][53][53];    /* 0 unknown, 1 won, 2 lost */

static int h_match(int x, int y)
{
    return x / 4 == y / 4 || x % 4 == y % 4;
}

static int h_wins(int k, int a, int b, int c)
{
    if (k == 1)
        return 1;
    unsigned char *m = &h_memo[k][a][b][c];
    if (*m == 0) {
        int d = k >= 4 ? h_card[k - 4] : 52;
        int won = h_match(a, b) && h_wins(k - 1, a, c, d);
        if (!won && k >= 4 && h_match(a, d))
            won = h_wins(k - 1, b, c, a);
        *m = won ? 1 : 2;
    }
    return *m == 1;
}

/* Reads a CF 208B input from stdin; returns "YES", "NO", or NULL if the
** input is malformed. */
static const char *hostile_cf208b_answer(void)
{
    static const char ranks[] = "A23456789TJQK", suits[] = "SHDC";
    int n;
    char t[16];
    if (scanf("%d", &n) != 1 || n < 1 || n > 52)
        return NULL;
    for (int i = 0; i < n; i++) {
        if (scanf("%15s", t) != 1 || strlen(t) != 2)
            return NULL;
        const char *r = strchr(ranks, t[0]), *s = strchr(suits, t[1]);
        if (r == NULL || s == NULL)
            return NULL;
        h_card[i] = (int)(r - ranks) * 4 + (int)(s - suits);
    }
    int b = n >= 2 ? h_card[n - 2] : 52, c = n >= 3 ? h_card[n - 3] : 52;
    return h_wins(n, h_card[n - 1], b, c) ? "YES" : "NO";
}
