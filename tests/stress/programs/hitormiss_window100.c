/*
** hitormiss_window100.c: a WRONG SPOJ HITOMISS (multi-player Hit or Miss)
** solution. Reads n, then n sets of p and 52 ranks (top card first);
** prints `Case k: v1 ... vp` or `Case k: unwinnable`.
**
** A plain cycle-by-cycle simulation, right in every rule but one. Bug:
** it declares a game unwinnable after STALL_WINDOW = 100 cycles in a row
** without a hit, a cut-off that "looks long enough"; the game may stall
** for up to 13 * 52 = 676 cycles and still go on. About one random
** one-player deck in a hundred stalls that long and is then won, e.g. the
** deck of tests/stress/inputs/hitormiss_window100.in (deck 170 of
** `winnable deal hitormiss --seed 3`): won in 740 cycles, with a stall of
** 109 cycles on the way; this program says unwinnable.
*/
#include <stdio.h>

#define STALL_WINDOW 100
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
