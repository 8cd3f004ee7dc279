/*
** cf208b_crash_n1.c: a Codeforces 208B solution (Accordion, rightmost
** rule) that CRASHES on n = 1. Reads `n` and n cards, prints YES or NO.
**
** The search is right and memoised: a position is the pile count and the
** tops of the last three piles. The deal is kept as a linked list of
** piles, each pointing to the pile on its left, and the first position is
** read off its right end. Bug: the code guards the third pile from the
** right (sample 2 has two cards) but not the second, so with one card it
** follows a NULL 'left' pointer and dies of SIGSEGV. Exposed by any
** one-card input, e.g. `1` / `AH` (tests/stress/inputs/
** cf208b_crash_n1.in); every n >= 2 is answered right.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NONE 52

struct pile {
    int card;
    struct pile *left;
};

static int deck[52];
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
static int solve(int k, int a, int b, int c)
{
    if (k == 1)
        return 1;
    unsigned char *m = &memo[k][a][b][c];
    if (*m == 0) {
        int d = k >= 4 ? deck[k - 4] : NONE;
        int won = match(a, b) && solve(k - 1, a, c, d);
        if (!won && k >= 4 && match(a, d))
            won = solve(k - 1, b, c, a);
        *m = won ? 1 : 2;
    }
    return *m == 1;
}

int main(void)
{
    int n;
    char tok[16];
    if (scanf("%d", &n) != 1 || n < 1 || n > 52)
        return 1;
    struct pile *row = calloc((size_t)n, sizeof *row);
    if (row == NULL)
        return 1;
    for (int i = 0; i < n; i++) {
        if (scanf("%15s", tok) != 1 || (deck[i] = card_id(tok)) < 0)
            return 1;
        row[i].card = deck[i];
        row[i].left = i > 0 ? &row[i - 1] : NULL;
    }
    struct pile *last = &row[n - 1];
    int a = last->card;
    int b = last->left->card;
    int c = last->left->left != NULL ? last->left->left->card : NONE;
    puts(solve(n, a, b, c) ? "YES" : "NO");
    free(row);
    return 0;
}
