/*
** hitormiss_ok.c: a correct SPOJ HITOMISS (multi-player Hit or Miss)
** solution. Reads n, then n sets of p and 52 ranks (top card first);
** prints `Case k: v1 ... vp` (the last card each player got rid of) or
** `Case k: unwinnable`.
**
** Plain cycle-by-cycle simulation. Each deck is a ring buffer of 64
** slots (a player never holds more than the 52 cards). A game that goes
** STALL_WINDOW cycles in a row without a hit by anyone never changes
** again: in 13 * 52 = 676 cycles every player has met every pairing of
** the cards they hold with every count.
*/
#include <stdio.h>

#define STALL_WINDOW 676
#define SLOTS 64

struct deck {
    int card[SLOTS];
    int head, len;
};

static void push(struct deck *d, int card)
{
    d->card[(d->head + d->len++) % SLOTS] = card;
}

static int pop(struct deck *d)
{
    int card = d->card[d->head];
    d->head = (d->head + 1) % SLOTS;
    d->len--;
    return card;
}

/* Plays one game; fills last[0..p-1] and returns 1, or returns 0. */
static int play(int p, const int *ranks, int *last)
{
    struct deck d[10] = {{{0}, 0, 0}};
    int count[10], discarded = 0, stall = 0;
    for (int i = 0; i < p; i++)
        count[i] = 1;
    for (int i = 0; i < 52; i++)
        push(&d[0], ranks[i]);
    while (discarded < 52) {
        int passed[10] = {0}, hit = 0;
        for (int i = 0; i < p; i++) {
            if (d[i].len == 0)
                continue;
            int card = pop(&d[i]);
            if (card == count[i]) {
                hit = 1;
                last[i] = card;
                if (i + 1 < p)
                    passed[i + 1] = card;
                else
                    discarded++;
            } else {
                push(&d[i], card);
            }
            count[i] = count[i] % 13 + 1;
        }
        for (int i = 1; i < p; i++) {
            if (passed[i])
                push(&d[i], passed[i]);
        }
        stall = hit ? 0 : stall + 1;
        if (stall >= STALL_WINDOW)
            return 0;
    }
    return 1;
}

int main(void)
{
    int n, p, ranks[52], last[10];
    if (scanf("%d", &n) != 1)
        return 1;
    for (int k = 1; k <= n; k++) {
        if (scanf("%d", &p) != 1 || p < 1 || p > 10)
            return 1;
        for (int i = 0; i < 52; i++) {
            if (scanf("%d", &ranks[i]) != 1)
                return 1;
        }
        printf("Case %d:", k);
        if (play(p, ranks, last)) {
            for (int i = 0; i < p; i++)
                printf(" %d", last[i]);
            printf("\n");
        } else {
            printf(" unwinnable\n");
        }
    }
    return 0;
}
