/*
** outlast_no_combine.c: a WRONG Code Jam to I/O for Women 2022 "Inventor
** Outlasting" solution. Reads T, then per case `R C` and R rows of `X`
** and `.`; prints `Case #x: y`.
**
** It splits the board into the two parity classes of (r + c) and values
** each class exactly (rotated coordinates u = r + c, v = r - c + C - 1,
** a build splits a rectangle of (u, v) into four, Grundy values memoised
** on bounding boxes). Bug: in the last step it treats the other class as
** a plain won-or-lost game, XOR-ing a first move's value with 1 if the
** other class's Grundy value is non-zero, 0 if it is zero, instead of with
** that value itself. That is right whenever the other class's value is 0
** or 1, which holds on many small boards, and wrong when it is 2 or more,
** e.g. tests/stress/inputs/outlast_no_combine.in, the 2x3 board
** `XXX` / `X.X` (answer 1): its odd class is worth 2 and its even class
** is two lone cells, each of which leaves 1, so this program counts both
** even cells as winning and answers 3.
*/
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXD 257                /* distinct u (or v) values of a class */

struct cls {
    int nu, nv, n;
    int iu[256], iv[256];       /* cells, sorted by iu */
    int ufirst[MAXD + 1];       /* cells with iu = k are ufirst[k] .. */
    int pre[MAXD + 1][MAXD + 1];
};

static struct cls cl[2];
static uint32_t *keys;          /* key + 1; 0 = free slot */
static unsigned char *vals;
static size_t cap, used;

static size_t slot(uint32_t k)
{
    size_t i = (size_t)(((uint64_t)k * 0x9E3779B97F4A7C15u) >> 32) & (cap - 1);
    while (keys[i] != 0 && keys[i] != k + 1)
        i = (i + 1) & (cap - 1);
    return i;
}

static void grow(void)
{
    uint32_t *ok = keys;
    unsigned char *ov = vals;
    size_t ocap = cap;
    cap = cap ? cap * 2 : 1 << 12;
    keys = calloc(cap, sizeof *keys);
    vals = malloc(cap);
    if (keys == NULL || vals == NULL)
        exit(1);
    for (size_t i = 0; i < ocap; i++) {
        if (ok[i] != 0) {
            size_t j = slot(ok[i] - 1);
            keys[j] = ok[i];
            vals[j] = ov[i];
        }
    }
    free(ok);
    free(ov);
}

/* X cells of c in [a, b] x [lo, hi] (compressed coordinates). */
static int count(const struct cls *c, int a, int b, int lo, int hi)
{
    if (a > b || lo > hi)
        return 0;
    return c->pre[b + 1][hi + 1] - c->pre[a][hi + 1] - c->pre[b + 1][lo] +
           c->pre[a][lo];
}

/* Shrinks a non-empty rectangle to the bounding box of its cells. */
static void shrink(const struct cls *c, int *a, int *b, int *lo, int *hi)
{
    int l, r;
    for (l = *a, r = *b; l < r;) {      /* first u with a cell */
        int m = (l + r) / 2;
        if (count(c, *a, m, *lo, *hi)) r = m; else l = m + 1;
    }
    *a = l;
    for (l = *a, r = *b; l < r;) {      /* last u with a cell */
        int m = (l + r + 1) / 2;
        if (count(c, m, *b, *lo, *hi)) l = m; else r = m - 1;
    }
    *b = l;
    for (l = *lo, r = *hi; l < r;) {
        int m = (l + r) / 2;
        if (count(c, *a, *b, *lo, m)) r = m; else l = m + 1;
    }
    *lo = l;
    for (l = *lo, r = *hi; l < r;) {
        int m = (l + r + 1) / 2;
        if (count(c, *a, *b, m, *hi)) l = m; else r = m - 1;
    }
    *hi = l;
}

static int grundy(int q, int a, int b, int lo, int hi);

/* XOR of the four regions a build on cell i of class q leaves. */
static int split(int q, int i, int a, int b, int lo, int hi)
{
    int u = cl[q].iu[i], v = cl[q].iv[i];
    return grundy(q, a, u - 1, lo, v - 1) ^ grundy(q, a, u - 1, v + 1, hi) ^
           grundy(q, u + 1, b, lo, v - 1) ^ grundy(q, u + 1, b, v + 1, hi);
}

static uint32_t key_of(int a, int b, int lo, int hi)
{
    return (uint32_t)a << 24 | (uint32_t)b << 16 | (uint32_t)lo << 8 |
           (uint32_t)hi;
}

static void remember(uint32_t k, int g)
{
    if (2 * (used + 1) > cap)
        grow();
    size_t at = slot(k);
    if (keys[at] == 0)
        used++;
    keys[at] = k + 1;
    vals[at] = (unsigned char)g;
}

/*
** Grundy value of the region [a, b] x [lo, hi] of class q. The value is
** kept under the region as asked and under its bounding box: the same
** region is asked for again and again from parents that differ only in
** a side it does not reach, and shrinking costs more than a lookup.
*/
static int grundy(int q, int a, int b, int lo, int hi)
{
    const struct cls *c = &cl[q];
    if (count(c, a, b, lo, hi) == 0)
        return 0;
    uint32_t asked = key_of(a, b, lo, hi);
    size_t at = slot(asked);
    if (keys[at] != 0)
        return vals[at];
    shrink(c, &a, &b, &lo, &hi);
    uint32_t box = key_of(a, b, lo, hi);
    at = slot(box);
    int mex = 0;
    if (keys[at] != 0) {
        mex = vals[at];
    } else {
        unsigned char seen[258] = {0};
        for (int i = c->ufirst[a]; i < c->ufirst[b + 1]; i++) {
            if (c->iv[i] >= lo && c->iv[i] <= hi)
                seen[split(q, i, a, b, lo, hi)] = 1;
        }
        while (seen[mex])
            mex++;
        remember(box, mex);
    }
    remember(asked, mex);
    return mex;
}

/* Grundy value of class q whole, and after each first move in it
** (after[i] for cell i); the memo is cleared first, as its keys do not
** name the class. */
static int class_values(int q, int *after)
{
    memset(keys, 0, cap * sizeof *keys);
    used = 0;
    for (int i = 0; i < cl[q].n; i++)
        after[i] = split(q, i, 0, cl[q].nu - 1, 0, cl[q].nv - 1);
    return grundy(q, 0, cl[q].nu - 1, 0, cl[q].nv - 1);
}

static int winning_first_moves(void)
{
    int whole[2], after[2][256], count = 0;
    for (int q = 0; q < 2; q++)
        whole[q] = class_values(q, after[q]);
    for (int q = 0; q < 2; q++) {
        for (int i = 0; i < cl[q].n; i++)
            count += (after[q][i] ^ (whole[1 - q] != 0)) == 0;
    }
    return count;
}

/* Builds class c from the raw cells (u[i], v[i]), i < n. */
static void build(struct cls *c, const int *u, const int *v, int n)
{
    int urank[520], vrank[520];
    memset(urank, 0, sizeof urank);
    memset(vrank, 0, sizeof vrank);
    for (int i = 0; i < n; i++)
        urank[u[i]] = vrank[v[i]] = 1;
    c->nu = c->nv = 0;
    for (int x = 0; x < 520; x++) {
        urank[x] = urank[x] ? c->nu++ : -1;
        vrank[x] = vrank[x] ? c->nv++ : -1;
    }
    memset(c->pre, 0, sizeof c->pre);
    memset(c->ufirst, 0, sizeof c->ufirst);
    for (int i = 0; i < n; i++) {
        c->pre[urank[u[i]] + 1][vrank[v[i]] + 1]++;
        c->ufirst[urank[u[i]] + 1]++;
    }
    for (int x = 0; x < c->nu; x++)
        c->ufirst[x + 1] += c->ufirst[x];
    for (int x = 1; x <= c->nu; x++)
        for (int y = 1; y <= c->nv; y++)
            c->pre[x][y] += c->pre[x - 1][y] + c->pre[x][y - 1] -
                            c->pre[x - 1][y - 1];
    int fill[MAXD + 1];
    memcpy(fill, c->ufirst, sizeof fill);
    for (int i = 0; i < n; i++) {
        int at = fill[urank[u[i]]]++;
        c->iu[at] = urank[u[i]];
        c->iv[at] = vrank[v[i]];
    }
    c->n = n;
}

int main(void)
{
    int t, r, w, u[2][256], v[2][256], n[2];
    char row[260];
    if (scanf("%d", &t) != 1)
        return 1;
    grow();
    for (int x = 1; x <= t; x++) {
        if (scanf("%d %d", &r, &w) != 2 || r < 1 || w < 1 || r * w > 256)
            return 1;
        n[0] = n[1] = 0;
        for (int i = 0; i < r; i++) {
            if (scanf("%259s", row) != 1 || (int)strlen(row) != w)
                return 1;
            for (int j = 0; j < w; j++) {
                int q = (i + j) % 2;
                if (row[j] == 'X')
                    u[q][n[q]] = i + j, v[q][n[q]++] = i - j + w - 1;
            }
        }
        build(&cl[0], u[0], v[0], n[0]);
        build(&cl[1], u[1], v[1], n[1]);
        printf("Case #%d: %d\n", x, winning_first_moves());
    }
    return 0;
}
