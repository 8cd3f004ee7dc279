/*
** stacks_keeps_removals.c: buggy. stacks_ok.c keeping how far each
** premade stack has been played down (first[], the index of its top) by
** premade index across cases, as if a case consumed its premade stacks:
** right on inputs whose cases all name stacks of their own, wrong when a
** later case names a premade stack an earlier case played (the statement
** says they are shared and never consumed).
**
** (stacks_ok.c, whose logic this is:) a correct Code Jam 2017 World
** Finals "Stack Management" solution, small and large. Reads the premade stacks (top card first),
** then T cases of `N C` and N premade indexes; prints
** `Case #x: POSSIBLE` or `Case #x: IMPOSSIBLE`.
**
** With S distinct suits: S < N wins, S > N loses (the highest card of a
** suit, its "ace", can never be removed). For S = N it applies every
** removal first (a removal never hurts), then decides by the graph of
** the analysis: vertices are suits whose ace is the bottom card of a
** stack, sources are those with no other card left, targets those whose
** stack holds another suit's ace, and s1 -> s2 when the second-highest
** card of s2 (its "king") lies in the stack whose bottom is s1's ace.
** Winnable iff a source reaches a target. Removals only ever take a top,
** so every stack stays a suffix of its premade stack: first[j] is the
** index of stack j's current top.
*/
#include <stdio.h>
#include <stdlib.h>

static int *val, *suit, *start;         /* premade cards, flattened */
static int *first, *owner, *queue;      /* per stack, per suit, per stack */
static int *ace, *king, *left, *home, *seen, *stamp;   /* per suit */
static int *at;                         /* premade index of case stack j */
static int nsuit_max, C;

static int read_int(void)
{
    int c, x = 0;
    while ((c = getchar()) != EOF && (c < '0' || c > '9'))
        ;
    if (c == EOF)
        exit(1);
    for (; c >= '0' && c <= '9'; c = getchar())
        x = x * 10 + (c - '0');
    return x;
}

static void *grab(size_t n)
{
    void *p = calloc(n ? n : 1, sizeof(int));
    if (p == NULL)
        exit(1);
    return p;
}

#define CARD(j, i) (start[at[j]] + (i))   /* card i (0 = top) of stack j */

/* Applies removals until no two tops share a suit; owner[] must hold
** -1 for every suit of the case. */
static void remove_greedily(int n)
{
    int head = 0, tail = 0, size = n + 1;
    for (int j = 0; j < n; j++)
        queue[tail++] = j;              /* first[] as the cases left it */
    while (head != tail) {              /* an owner is never queued */
        int j = queue[head];
        head = (head + 1) % size;
        if (first[j] == C)
            continue;
        int s = suit[CARD(j, first[j])], o = owner[s];
        if (o < 0) {
            owner[s] = j;
            continue;
        }
        int loser = val[CARD(j, first[j])] < val[CARD(o, first[o])] ? j : o;
        owner[s] = loser == j ? o : j;
        first[loser]++;
        queue[tail] = loser;
        tail = (tail + 1) % size;
    }
}

/* Notes each suit's ace, king, cards left, and the stack whose bottom
** card is its ace (home, -1 if none). */
static void survey(int n)
{
    for (int j = 0; j < n; j++) {
        for (int i = first[j]; i < C; i++) {
            int c = CARD(j, i), s = suit[c];
            ace[s] = king[s] = -1;
            left[s] = 0;
            home[s] = -1;
        }
    }
    for (int j = 0; j < n; j++) {
        for (int i = first[j]; i < C; i++) {
            int c = CARD(j, i), s = suit[c];
            left[s]++;
            if (ace[s] < 0 || val[c] > val[ace[s]]) {
                king[s] = ace[s];
                ace[s] = c;
            } else if (king[s] < 0 || val[c] > val[king[s]]) {
                king[s] = c;
            }
        }
    }
    for (int j = 0; j < n; j++) {
        int b = CARD(j, C - 1);
        if (first[j] < C && ace[suit[b]] == b)
            home[suit[b]] = j;
    }
}

/* Does some source reach a target? Uses queue[] for suits (n of them). */
static int source_reaches_target(int n, int tag)
{
    int head = 0, tail = 0;
    for (int j = 0; j < n; j++) {
        int s = suit[CARD(j, C - 1)];
        if (first[j] < C && home[s] == j && left[s] == 1) {
            seen[s] = tag;
            queue[tail++] = s;
        }
    }
    while (head < tail) {
        int s = queue[head++], j = home[s];
        for (int i = first[j]; i < C; i++) {
            int c = CARD(j, i), t = suit[c];
            if (t != s && ace[t] == c)
                return 1;                   /* s is a target */
            if (king[t] == c && home[t] >= 0 && seen[t] != tag) {
                seen[t] = tag;
                queue[tail++] = t;
            }
        }
    }
    return 0;
}

static int decide(int n, int tag)
{
    int suits = 0, empty = 0, won = 1;
    for (int j = 0; j < n; j++) {
        for (int i = 0; i < C; i++) {
            int s = suit[CARD(j, i)];
            if (stamp[s] != tag)
                suits++;
            stamp[s] = tag;
            owner[s] = -1;
        }
    }
    if (suits != n)
        return suits < n;
    remove_greedily(n);
    for (int j = 0; j < n; j++) {
        empty |= first[j] == C;
        won &= C - first[j] <= 1;
    }
    if (won || !empty)
        return won;
    survey(n);
    return source_reaches_target(n, tag);
}

int main(void)
{
    int p = read_int(), total = 0;
    start = grab((size_t)p + 1);
    int *len = grab((size_t)p), cap = 1024, *played = grab((size_t)p);
    val = grab((size_t)cap);
    suit = grab((size_t)cap);
    for (int i = 0; i < p; i++) {
        len[i] = read_int();
        start[i] = total;
        if (total + len[i] > cap) {
            while (total + len[i] > cap)
                cap *= 2;
            val = realloc(val, (size_t)cap * sizeof(int));
            suit = realloc(suit, (size_t)cap * sizeof(int));
            if (val == NULL || suit == NULL)
                return 1;
        }
        for (int k = 0; k < len[i]; k++, total++) {
            val[total] = read_int();
            suit[total] = read_int();
            if (suit[total] > nsuit_max)
                nsuit_max = suit[total];
        }
    }
    size_t ns = (size_t)nsuit_max + 1;
    owner = grab(ns), ace = grab(ns), king = grab(ns), left = grab(ns);
    home = grab(ns), seen = grab(ns), stamp = grab(ns);
    int t = read_int();
    for (int x = 1; x <= t; x++) {
        int n = read_int();
        C = read_int();
        at = grab((size_t)n), first = grab((size_t)n);
        queue = grab((size_t)n + 1);
        for (int j = 0; j < n; j++) {
            at[j] = read_int();
            first[j] = played[at[j]];   /* the bug: kept across cases */
        }
        printf("Case #%d: %s\n", x, decide(n, x) ? "POSSIBLE" : "IMPOSSIBLE");
        for (int j = 0; j < n; j++)
            played[at[j]] = first[j];
        free(at), free(first), free(queue);
    }
    return 0;
}
