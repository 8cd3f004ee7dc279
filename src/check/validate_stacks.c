/*
** validate_stacks.c: Stack Management input (Code Jam 2017 World
** Finals). "P" (2..60000); P lines "Ci v1 s1 ... vCi sCi"; "T"
** (1..100); per case "N C" and a line of N distinct premade indexes,
** each naming a stack of exactly C cards, no two cards of the case
** equal. Bounds by subtask: small N <= 4, C <= 13, values <= 13,
** suits <= 4; large N, C <= 50000, N*C <= 10^5, values and suits <=
** 50000; N, C and every Ci at least 2 (the statement's lower bounds),
** every value and suit at least 1.
**
** The premade stacks are kept, card k of all of them at cards[k] as
** value << 32 | suit, stack i at cards[start[i] .. start[i + 1]).
*/
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include "check/validate_scan.h"

#define MAX_PREMADE 60000
#define MAX_CASES 100
#define LARGE_MAX 50000
#define LARGE_MAX_PRODUCT 100000

struct bounds {
  uint64_t n, c, value, suit;
  const char *whose;
};

static const struct bounds small = {4, 13, 13, 4, "the small subtask's"};
static const struct bounds large = {LARGE_MAX, LARGE_MAX, LARGE_MAX,
                                    LARGE_MAX, "the large subtask's"};

/* One (card, its stack's place in the case) of the case being checked. */
struct placed {
  uint64_t card;
  uint32_t at;
};

struct vstacks {
  struct vscan *s;
  const struct bounds *b;
  uint64_t *cards, *start;      /* the premade stacks (see above) */
  size_t ncards, cap;
  uint32_t npremade;
  uint32_t *stamp;              /* stamp[i]: the last case using stack i */
  uint32_t *picked;             /* the case's indexes, in order */
  uint64_t *col;                /* the column of each */
  struct placed *seen;          /* the case's cards, then sorted */
  uint64_t most;                /* room in seen: N*C of the largest case */
};

/* A number token in [lo, hi] called 'name' (what: for "expected"). */
static int number(struct vscan *s, struct vtok *t, const char *what,
                  const char *name, uint64_t lo, uint64_t hi,
                  const char *whose) {
  return vscan_uint(s, t, what) && vscan_range(s, t, name, lo, hi, whose);
}

/*
** The separator before another token, 'what'; where the line ends
** instead, "expected NAME = WANT NOUN, found GOT".
*/
static int space(struct vscan *s, const char *what, const char *name,
                 uint64_t want, const char *noun, uint64_t got) {
  int rc = vscan_space(s, what);
  if (rc == VSCAN_EOL)
    return vscan_fail_here(s, "expected %s = %llu %s, found %llu", name,
                           (unsigned long long)want, noun,
                           (unsigned long long)got);
  return rc;
}

/* The end of a line after 'done'. */
static int eol(struct vscan *s, const char *done) {
  int rc = vscan_eol(s, done);
  return rc == VSCAN_MORE ? vscan_extra(s, done) : rc;
}

static int push_card(struct vstacks *v, uint64_t card) {
  if (v->ncards == v->cap) {
    size_t cap = v->cap ? 2 * v->cap : 1024;
    uint64_t *p = realloc(v->cards, cap * sizeof *p);
    if (!p)
      return WN_ENOMEM;
    v->cards = p;
    v->cap = cap;
  }
  v->cards[v->ncards++] = card;
  return 1;
}

/* Premade stack line i: Ci, then Ci pairs "value suit". */
static int premade(struct vstacks *v, uint32_t i) {
  struct vscan *s = v->s;
  const struct bounds *b = v->b;
  struct vtok c, val, suit;
  v->start[i] = v->ncards;
  if (!number(s, &c, "Ci, the size of a premade stack", "Ci", 2, b->c,
              b->whose))
    return 0;
  for (uint64_t k = 0; k < c.value; k++) {
    int rc;
    if (space(s, "a card value", "Ci", c.value, "pairs", k) != 1 ||
        !number(s, &val, "a card value", "value", 1, b->value, b->whose) ||
        space(s, "a suit", "Ci", c.value, "pairs", k) != 1 ||
        !number(s, &suit, "a suit", "suit", 1, b->suit, b->whose))
      return 0;
    if ((rc = push_card(v, val.value << 32 | suit.value)) != 1)
      return rc;
  }
  char done[64];
  snprintf(done, sizeof done, "Ci = %llu pairs", (unsigned long long)c.value);
  return eol(s, done);
}

/* The space between N and C. */
static int n_then_c(struct vscan *s) {
  int rc = vscan_space(s, "C");
  if (rc == VSCAN_EOL)
    return vscan_fail_here(s, "expected 2 numbers on the line (N C), "
                           "found 1");
  return rc;
}

/* "N C" of a case: 1 with *n and *c set. */
static int case_head(struct vstacks *v, uint64_t *n, uint64_t *c) {
  struct vscan *s = v->s;
  const struct bounds *b = v->b;
  struct vtok tn, tc;
  if (!number(s, &tn, "N, the number of stacks", "N", 2, b->n, b->whose) ||
      !n_then_c(s) ||
      !number(s, &tc, "C, the number of cards per stack", "C", 2, b->c,
              b->whose))
    return 0;
  if (b == &large && tn.value * tc.value > LARGE_MAX_PRODUCT)
    return vscan_fail(s, tc.t.line, tc.t.col,
                      "N*C = %llu is over the large subtask's %u",
                      (unsigned long long)(tn.value * tc.value),
                      (unsigned)LARGE_MAX_PRODUCT);
  *n = tn.value;
  *c = tc.value;
  return eol(s, "N C");
}

/* Index k of a case's line: in range, new to the case, C cards. */
static int pick(struct vstacks *v, uint32_t ncase, uint64_t k, uint64_t c) {
  struct vscan *s = v->s;
  struct vtok t;
  if (!vscan_uint(s, &t, "a premade stack index"))
    return 0;
  if (t.value >= v->npremade)
    return vscan_fail(s, t.t.line, t.t.col, "index = %s%s is over P - 1 "
                      "= %u, the last premade stack", t.t.text,
                      t.t.truncated ? "..." : "", v->npremade - 1);
  uint32_t i = (uint32_t)t.value;
  if (v->stamp[i] == ncase)
    return vscan_fail(s, t.t.line, t.t.col, "premade stack %u appears "
                      "twice in the case", i);
  uint64_t size = v->start[i + 1] - v->start[i];
  if (size != c)
    return vscan_fail(s, t.t.line, t.t.col, "premade stack %u has %llu "
                      "cards, expected C = %llu", i,
                      (unsigned long long)size, (unsigned long long)c);
  v->stamp[i] = ncase;
  v->picked[k] = i;
  v->col[k] = t.t.col;
  return 1;
}

static int by_card(const void *a, const void *b) {
  const struct placed *x = a, *y = b;
  if (x->card != y->card)
    return x->card < y->card ? -1 : 1;
  return x->at < y->at ? -1 : x->at > y->at;
}

/* The card 'card' is in the stacks at places a <= b of the case. */
static int twice(struct vstacks *v, uint64_t line, uint32_t a, uint32_t b,
                 uint64_t card) {
  char where[64];
  if (a == b)
    snprintf(where, sizeof where, "twice in premade stack %u", v->picked[a]);
  else
    snprintf(where, sizeof where, "in premade stacks %u and %u",
             v->picked[a], v->picked[b]);
  return vscan_fail(v->s, line, v->col[b], "card \"%llu %llu\" is %s: no "
                    "two cards of a case may be equal",
                    (unsigned long long)(card >> 32),
                    (unsigned long long)(card & 0xffffffffu), where);
}

/* No card twice among the n stacks of c cards picked on 'line'. */
static int distinct(struct vstacks *v, uint64_t line, uint64_t n,
                    uint64_t c) {
  size_t m = 0;
  assert(n * c <= v->most); /* case_head checked the subtask's bounds */
  for (uint32_t k = 0; k < n; k++)
    for (uint64_t j = 0; j < c; j++)
      v->seen[m++] = (struct placed){v->cards[v->start[v->picked[k]] + j], k};
  qsort(v->seen, m, sizeof *v->seen, by_card);
  for (size_t j = 1; j < m; j++)
    if (v->seen[j].card == v->seen[j - 1].card)
      return twice(v, line, v->seen[j - 1].at, v->seen[j].at,
                   v->seen[j].card);
  return 1;
}

/* Case ncase (1-based): "N C" and its line of indexes. */
static int one_case(struct vstacks *v, uint32_t ncase) {
  struct vscan *s = v->s;
  uint64_t n = 0, c = 0;
  if (vscan_peek(s) == -1)
    return vscan_fail_here(s, "expected case %u, found end of input", ncase);
  if (case_head(v, &n, &c) != 1)
    return 0;
  uint64_t line = s->r->line;
  for (uint64_t k = 0; k < n; k++)
    if ((k && space(s, "a premade stack index", "N", n, "indexes", k) != 1) ||
        !pick(v, ncase, k, c))
      return 0;
  char done[64];
  snprintf(done, sizeof done, "N = %llu indexes", (unsigned long long)n);
  return eol(s, done) && distinct(v, line, n, c);
}

/* Room for cases of up to n stacks and m cards: 1 or WN_ENOMEM. */
static int reserve(struct vstacks *v, uint64_t n, uint64_t m) {
  v->picked = malloc(n * sizeof *v->picked);
  v->col = malloc(n * sizeof *v->col);
  v->seen = malloc(m * sizeof *v->seen);
  return v->picked && v->col && v->seen ? 1 : WN_ENOMEM;
}

/* P and the premade stacks: 1, 0 or WN_ENOMEM. */
static int premades(struct vstacks *v) {
  struct vscan *s = v->s;
  struct vtok t;
  if (!number(s, &t, "P, the number of premade stacks", "P", 2, MAX_PREMADE,
              "the limit") || !eol(s, "P"))
    return 0;
  v->npremade = (uint32_t)t.value;
  v->start = malloc((v->npremade + 1) * sizeof *v->start);
  v->stamp = calloc(v->npremade, sizeof *v->stamp);
  if (!v->start || !v->stamp)
    return WN_ENOMEM;
  for (uint32_t i = 0; i < v->npremade; i++) {
    if (vscan_peek(s) == -1)
      return vscan_fail_here(s, "expected P = %u premade stacks, found %u",
                             v->npremade, i);
    int rc = premade(v, i);
    if (rc != 1)
      return rc;
  }
  v->start[v->npremade] = v->ncards;
  return 1;
}

static int run(struct vstacks *v) {
  struct vscan *s = v->s;
  struct vtok t;
  int rc = premades(v);
  if (rc != 1)
    return rc;
  if (!number(s, &t, "T, the number of cases", "T", 1, MAX_CASES,
              "the limit") || !eol(s, "T"))
    return 0;
  /* the largest case the subtask allows: N <= b->n, N*C <= the product */
  v->most = v->b == &large ? LARGE_MAX_PRODUCT : v->b->n * v->b->c;
  if ((rc = reserve(v, v->b->n, v->most)) != 1)
    return rc;
  for (uint32_t k = 1; k <= t.value; k++)
    if (!one_case(v, k))
      return 0;
  char done[64];
  snprintf(done, sizeof done, "T = %llu cases", (unsigned long long)t.value);
  return vscan_end(s, done);
}

int validate_stacks(struct vscan *s) {
  struct vstacks v = {0};
  v.s = s;
  v.b = s->spec->subtask == VALIDATE_SMALL ? &small : &large;
  int rc = run(&v);
  free(v.cards);
  free(v.start);
  free(v.stamp);
  free(v.picked);
  free(v.col);
  free(v.seen);
  return rc;
}
