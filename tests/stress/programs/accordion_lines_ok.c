/*
** accordion_lines_ok.c: decides classic Accordion (any pile may move) for
** deal lines: one deal per line of cards like 7H, left to right; prints
** `winnable` or `unwinnable` per line.
**
** Depth-first search over rows of pile tops, one byte per pile (rank * 4
** + suit), trying every move of every pile 1 and 3 places left. A row
** found lost is kept in a hash set, so no row is searched twice; each
** move removes a pile, so the search is at most n deep. Correct, but a
** hard 52-card deal can take long and much memory.
*/
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXN 256

static unsigned char *arena;            /* lost rows: length byte, cards */
static size_t arena_len, arena_cap;
static size_t *table;                   /* arena offset + 1; 0 = free */
static size_t table_cap, table_used;

static uint64_t hash(const unsigned char *row, int k)
{
    uint64_t h = 1469598103934665603u ^ (uint64_t)k;
    for (int i = 0; i < k; i++)
        h = (h ^ row[i]) * 1099511628211u;
    return h;
}

/* The slot holding row, or the free slot where it belongs. */
static size_t find(const unsigned char *row, int k)
{
    size_t i = (size_t)hash(row, k) & (table_cap - 1);
    for (;; i = (i + 1) & (table_cap - 1)) {
        if (table[i] == 0)
            return i;
        const unsigned char *e = arena + table[i] - 1;
        if (e[0] == k && memcmp(e + 1, row, (size_t)k) == 0)
            return i;
    }
}

static void *grow(void *p, size_t bytes)
{
    p = realloc(p, bytes);
    if (p == NULL) {
        fputs("out of memory\n", stderr);
        exit(1);
    }
    return p;
}

static void add_lost(const unsigned char *row, int k)
{
    if (2 * (table_used + 1) > table_cap) {
        size_t old = table_cap;
        size_t *t = table;
        table_cap = old ? 2 * old : 1 << 16;
        table = calloc(table_cap, sizeof *table);
        if (table == NULL)
            exit(1);
        for (size_t i = 0; i < old; i++) {
            if (t[i] != 0) {
                const unsigned char *e = arena + t[i] - 1;
                table[find(e + 1, e[0])] = t[i];
            }
        }
        free(t);
    }
    if (arena_len + (size_t)k + 1 > arena_cap) {
        arena_cap = arena_cap ? 2 * arena_cap : 1 << 20;
        arena = grow(arena, arena_cap);
    }
    size_t at = find(row, k);
    arena[arena_len] = (unsigned char)k;
    memcpy(arena + arena_len + 1, row, (size_t)k);
    table[at] = arena_len + 1;
    arena_len += (size_t)k + 1;
    table_used++;
}

static int match(int x, int y)
{
    return x / 4 == y / 4 || x % 4 == y % 4;
}

/* Can the row of k tops be brought down to one pile? */
static int wins(const unsigned char *row, int k)
{
    if (k == 1)
        return 1;
    if (table[find(row, k)] != 0)
        return 0;
    unsigned char next[MAXN];
    for (int i = k - 1; i >= 1; i--) {
        for (int d = 3; d >= 1; d -= 2) {
            if (i - d < 0 || !match(row[i], row[i - d]))
                continue;
            memcpy(next, row, (size_t)i);
            memcpy(next + i, row + i + 1, (size_t)(k - i - 1));
            next[i - d] = row[i];
            if (wins(next, k - 1))
                return 1;
        }
    }
    add_lost(row, k);
    return 0;
}

static int upper(int ch)
{
    return ch >= 'a' && ch <= 'z' ? ch - 32 : ch;
}

/* Reads one line's cards into row; returns the count, -1 at EOF. */
static int read_deal(unsigned char *row)
{
    static const char ranks[] = "A23456789TJQK", suits[] = "SHDC";
    int c, k = 0, any = 0;
    while ((c = getchar()) != EOF && c != '\n') {
        any = 1;
        if (c == ' ' || c == '\t' || c == '\r')
            continue;
        int r = c, s = getchar();
        if (r == '1' && s == '0')
            r = 'T', s = getchar();
        const char *rp = s == EOF ? NULL : strchr(ranks, upper(r));
        const char *sp = s == EOF ? NULL : strchr(suits, upper(s));
        if (rp == NULL || sp == NULL || *rp == 0 || *sp == 0 || k == MAXN)
            exit(1);
        row[k++] = (unsigned char)((rp - ranks) * 4 + (sp - suits));
    }
    return k == 0 && !any && c == EOF ? -1 : k;
}

int main(void)
{
    unsigned char row[MAXN];
    int k;
    table_cap = 1 << 16;
    table = calloc(table_cap, sizeof *table);
    if (table == NULL)
        return 1;
    while ((k = read_deal(row)) >= 0) {
        if (k == 0)
            continue;
        puts(wins(row, k) ? "winnable" : "unwinnable");
        memset(table, 0, table_cap * sizeof *table);
        table_used = arena_len = 0;
    }
    return 0;
}
