/*
** stacks_read.c: reads Stack Management contest input (winnable/stacks.h).
**
** Tokens come from the streaming wn_reader, so line length never
** matters; a number that lies wholly in its buffer is parsed in place
** (fast_number), anything else goes through wn_reader_token. The
** premade stacks are read once into one pool; a case is N pointers into
** it. Repeated cards are caught without hashing every case: when the
** pool is complete, one radix sort by card (no hash, so linear time on
** any input) gives each distinct card an id and flags each premade
** stack that repeats a card itself (REPEATS) or shares one with another
** premade stack (SHARED). Only the stacks so flagged can bring a
** repeated card into a case, and only their cards are stamped per case
** (cstamp[id] == case number).
** Invariant: sr->start has npremade + 1 entries once 'started' is set.
*/
#include <stdlib.h>
#include "core/core.h"
#include "winnable/stacks.h"

enum { REPEATS = 1, SHARED = 2 };

/* Pools beyond this many cards are refused (ids are 32-bit). */
#define MAX_POOL (UINT32_MAX / 4)

void stacks_reader_init(stacks_reader *sr, wn_reader *r,
                        const wn_allocator *alloc) {
  memset(sr, 0, sizeof *sr);
  sr->r = r;
  if (alloc)
    sr->alloc = *alloc;
}

static void release(stacks_reader *sr, void *p, size_t bytes) {
  if (p)
    wn_allocator_call(&sr->alloc, p, bytes, 0);
}

void stacks_reader_release(stacks_reader *sr) {
  release(sr, sr->stacks, sr->ncap * sizeof *sr->stacks);
  release(sr, sr->index, sr->ncap * sizeof *sr->index);
  release(sr, sr->pool, sr->pool_cap * sizeof *sr->pool);
  release(sr, sr->start, (sr->npremade + 1) * sizeof *sr->start);
  release(sr, sr->flags, sr->npremade);
  release(sr, sr->pstamp, sr->npremade * sizeof *sr->pstamp);
  release(sr, sr->ids, sr->pool_len * sizeof *sr->ids);
  release(sr, sr->cstamp, sr->nids * sizeof *sr->cstamp);
  memset(sr, 0, sizeof *sr);
}

/* A zeroed array of n elements, or NULL. */
static void *new_array(stacks_reader *sr, size_t n, size_t esize) {
  void *p = wn_allocator_call(&sr->alloc, NULL, 0, n ? n * esize : 1);
  if (p)
    memset(p, 0, n ? n * esize : 1);
  return p;
}

/* ---- numbers ---- */

static int blank(unsigned char ch) {
  return ch == ' ' || ch == '\n' || ch == '\t' || ch == '\r' || ch == '\v' ||
         ch == '\f';
}

/* A number read by fast_number: its value and where its text is. */
struct num {
  uint64_t value, line, col;
  size_t start, len;         /* in the reader's buffer */
};

/*
** Fast path for the usual token, a run of 1..18 digits that lies wholly
** in the reader's buffer, after blanks and before a blank. Returns 1
** with *n set and the reader moved past it, or 0 with nothing
** consumed, when the caller must use wn_reader_token (buffer refill,
** end of input, any other text, errors). Keeps reader.c's invariant:
** (line, col) is the position of buf[pos], columns counted in bytes.
*/
static int fast_number(wn_reader *r, struct num *n) {
  const unsigned char *b = r->buf;
  size_t pos = r->pos, len = r->len;
  uint64_t line = r->line, col = r->col, x = 0;
  for (; pos < len && blank(b[pos]); pos++) {
    if (b[pos] == '\n') {
      line++;
      col = 1;
    } else {
      col++;
    }
  }
  size_t start = pos;
  while (pos < len && (unsigned)(b[pos] - '0') < 10 && pos - start < 18)
    x = x * 10 + (uint64_t)(b[pos++] - '0');
  if (pos == start || pos == len || !blank(b[pos]))
    return 0;
  n->value = x;
  n->line = line;
  n->col = col;
  n->start = start;
  n->len = pos - start;
  r->pos = pos;
  r->line = line;
  r->col = col + n->len;
  return 1;
}

/* The token of n, for messages; valid until the reader reads again. */
static void num_token(const wn_reader *r, const struct num *n,
                      wn_token *tok) {
  memcpy(tok->text, r->buf + n->start, n->len);
  tok->text[n->len] = '\0';
  tok->len = n->len;
  tok->truncated = 0;
  tok->line = n->line;
  tok->col = n->col;
}

/* An integer token in [lo, hi], as wn_reader_int (same messages). */
static int read_int(wn_reader *r, int64_t lo, int64_t hi, const char *what,
                    int64_t *out) {
  struct num n;
  if (!fast_number(r, &n))
    return wn_reader_int(r, lo, hi, what, out);
  if (n.value < (uint64_t)lo || n.value > (uint64_t)hi) {
    wn_token tok;
    num_token(r, &n, &tok);
    return wn_reader_expected(r, &tok, what);
  }
  *out = (int64_t)n.value;
  return 1;
}

/* ---- the premade stacks ---- */

static int read_card(stacks_reader *sr, stacks_card *card) {
  int64_t v, s;
  int rc = read_int(sr->r, 1, STACKS_MAX_VALUE, "a card value (1..1000000)",
                    &v);
  if (rc < 0)
    return rc;
  rc = read_int(sr->r, 1, STACKS_MAX_VALUE, "a card suit (1..1000000)", &s);
  if (rc < 0)
    return rc;
  card->value = (uint32_t)v;
  card->suit = (uint32_t)s;
  return 1;
}

static int read_stack(stacks_reader *sr, size_t p) {
  int64_t size;
  int rc = read_int(sr->r, 1, STACKS_MAX_CARDS, "a stack size (1..1000000)",
                    &size);
  if (rc < 0)
    return rc;
  size_t need = sr->pool_len + (size_t)size;
  if (need > MAX_POOL)
    return WN_ENOMEM;
  if (wn_allocator_grow(&sr->alloc, (void **)&sr->pool, &sr->pool_cap, need,
                        sizeof *sr->pool, 1024))
    return WN_ENOMEM;
  for (int64_t j = 0; j < size; j++)
    if ((rc = read_card(sr, &sr->pool[sr->pool_len++])) < 0)
      return rc;
  sr->start[p + 1] = sr->pool_len;
  return 1;
}

/*
** Sort the pool's positions by card (value, then suit) into order[],
** stably, by least-significant-digit radix sort: RADIX_BITS of the 40-bit
** key (value << 20 | suit: both are below 2^20) a pass, a pass skipped
** when every key has the same digit there. Linear time on every input,
** and no hash a chosen input could make collide.
*/
#define RADIX_BITS 10
#define RADIX (1u << RADIX_BITS)

static uint64_t card_key(const stacks_card *c) {
  return (uint64_t)c->value << 20 | c->suit;
}

static void sort_pool(const stacks_card *pool, size_t n, uint32_t *order,
                      uint32_t *tmp) {
  for (size_t k = 0; k < n; k++)
    order[k] = (uint32_t)k;
  for (unsigned shift = 0; shift < 40; shift += RADIX_BITS) {
    size_t count[RADIX + 1] = {0};
    for (size_t k = 0; k < n; k++)
      count[((card_key(&pool[k]) >> shift) & (RADIX - 1)) + 1]++;
    if (count[((card_key(&pool[0]) >> shift) & (RADIX - 1)) + 1] == n)
      continue; /* one digit for all: the order stands */
    for (size_t d = 1; d <= RADIX; d++)
      count[d] += count[d - 1];
    for (size_t k = 0; k < n; k++) {
      uint32_t at = order[k];
      tmp[count[(card_key(&pool[at]) >> shift) & (RADIX - 1)]++] = at;
    }
    memcpy(order, tmp, n * sizeof *order);
  }
}

/*
** Give every distinct card of the pool an id (its rank among the
** distinct cards) and set the REPEATS / SHARED flags, from the pool
** sorted by card: equal cards are neighbours, in pool order, so their
** premade stacks come in increasing order. The per-case stamps (one per
** id) are made on first need: most inputs never share a card.
*/
static int index_cards(stacks_reader *sr) {
  size_t n = sr->pool_len;
  uint32_t *order = new_array(sr, n, sizeof *order);
  uint32_t *tmp = new_array(sr, n, sizeof *tmp);
  uint32_t *owner = new_array(sr, n, sizeof *owner);
  sr->ids = new_array(sr, n, sizeof *sr->ids);
  int ok = order && tmp && owner && sr->ids;
  if (ok) {
    for (size_t p = 0; p < sr->npremade; p++)
      for (size_t k = sr->start[p]; k < sr->start[p + 1]; k++)
        owner[k] = (uint32_t)p;
    sort_pool(sr->pool, n, order, tmp);
    uint32_t id = 0, first = 0;
    for (size_t i = 0; i < n; i++) {
      uint32_t k = order[i], p = owner[k];
      uint64_t key = card_key(&sr->pool[k]);
      if (i == 0 || key != card_key(&sr->pool[order[i - 1]])) {
        id += i > 0;
        first = p; /* the first premade stack holding this card */
      } else if (p == owner[order[i - 1]]) {
        sr->flags[p] |= REPEATS;
      } else {
        sr->flags[p] |= SHARED;
        sr->flags[first] |= SHARED;
      }
      sr->ids[k] = id;
    }
    sr->nids = (size_t)id + 1; /* n >= 1: every stack has a card */
  }
  release(sr, order, n * sizeof *order);
  release(sr, tmp, n * sizeof *tmp);
  release(sr, owner, n * sizeof *owner);
  return ok ? 1 : WN_ENOMEM;
}

/* Read P, the premade stacks and T. Returns 1; an empty stream is
** malformed. */
static int read_head(stacks_reader *sr) {
  wn_token tok;
  int64_t v;
  int rc = wn_reader_token(sr->r, &tok);
  if (rc == 0)
    return wn_reader_expected(sr->r, NULL,
                              "a number of premade stacks (1..1000000)");
  if (rc < 0)
    return rc;
  rc = wn_token_int(sr->r, &tok, 1, STACKS_MAX_PREMADE,
                    "a number of premade stacks (1..1000000)", &v);
  if (rc < 0)
    return rc;
  sr->npremade = (size_t)v;
  sr->start = new_array(sr, sr->npremade + 1, sizeof *sr->start);
  sr->flags = new_array(sr, sr->npremade, 1);
  sr->pstamp = new_array(sr, sr->npremade, sizeof *sr->pstamp);
  if (!sr->start || !sr->flags || !sr->pstamp)
    return WN_ENOMEM;
  for (size_t p = 0; p < sr->npremade; p++)
    if ((rc = read_stack(sr, p)) < 0)
      return rc;
  if ((rc = index_cards(sr)) < 0)
    return rc;
  rc = wn_reader_int(sr->r, 0, STACKS_MAX_CASES,
                     "a number of cases (0..1000000)", &v);
  if (rc < 0)
    return rc;
  sr->ncases = (uint64_t)v;
  return 1;
}

/* ---- the cases ---- */

/* Report card k of the pool as repeated in the case, at tok. */
static int repeated_card(stacks_reader *sr, const wn_token *tok, size_t k) {
  wn_reader_expected(sr->r, tok, "distinct cards in a case");
  snprintf(sr->r->err.msg, sizeof sr->r->err.msg,
           "expected distinct cards in a case, found \"%u %u\" twice",
           sr->pool[k].value, sr->pool[k].suit);
  return WN_EPARSE;
}

/* Read premade index number j of the case, of stacks of c cards. */
static int read_index(stacks_reader *sr, size_t j, size_t c) {
  wn_token tok;
  char what[80];
  struct num num;
  int64_t v = -1;
  int rc = 1;
  if (fast_number(sr->r, &num)) {
    v = (int64_t)num.value;
    num_token(sr->r, &num, &tok); /* a few bytes, for the messages below */
  } else if ((rc = wn_reader_token(sr->r, &tok)) < 0)
    return rc;
  else if (rc == 1 && (tok.truncated || wn_parse_int64(tok.text, tok.len, &v)))
    v = -1;
  if (rc == 0 || v < 0 || (uint64_t)v >= sr->npremade) { /* word it if bad */
    snprintf(what, sizeof what, "a premade stack index (0..%zu)",
             sr->npremade - 1);
    return wn_reader_expected(sr->r, rc ? &tok : NULL, what);
  }
  size_t p = (size_t)v, size = sr->start[p + 1] - sr->start[p];
  uint32_t stamp = (uint32_t)sr->ncase;
  if (size != c) {
    snprintf(what, sizeof what, "a premade stack of %zu card%s", c,
             c == 1 ? "" : "s");
    wn_reader_expected(sr->r, &tok, what);
    size_t len = strlen(sr->r->err.msg);
    snprintf(sr->r->err.msg + len, sizeof sr->r->err.msg - len,
             " (it has %zu)", size);
    return WN_EPARSE;
  }
  if (sr->pstamp[p] == stamp)
    return wn_reader_expected(sr->r, &tok, "a premade stack index not yet "
                              "used in the case");
  sr->pstamp[p] = stamp;
  if (sr->flags[p] && !sr->cstamp &&
      !(sr->cstamp = new_array(sr, sr->nids, sizeof *sr->cstamp)))
    return WN_ENOMEM;
  if (sr->flags[p])
    for (size_t k = sr->start[p]; k < sr->start[p + 1]; k++) {
      if (sr->cstamp[sr->ids[k]] == stamp)
        return repeated_card(sr, &tok, k);
      sr->cstamp[sr->ids[k]] = stamp;
    }
  sr->index[j] = (uint32_t)p;
  sr->stacks[j] = sr->pool + sr->start[p];
  return 1;
}

static int read_case(stacks_reader *sr) {
  int64_t n, c;
  char what[80];
  snprintf(what, sizeof what, "a number of stacks (1..%zu)", sr->npremade);
  int rc = wn_reader_int(sr->r, 1, (int64_t)sr->npremade, what, &n);
  if (rc < 0)
    return rc;
  snprintf(what, sizeof what, "a number of cards per stack (1..%lld)",
           (long long)(STACKS_MAX_CARDS / n));
  if ((rc = wn_reader_int(sr->r, 1, STACKS_MAX_CARDS / n, what, &c)) < 0)
    return rc;
  if ((size_t)n > sr->ncap) {
    release(sr, sr->stacks, sr->ncap * sizeof *sr->stacks);
    release(sr, sr->index, sr->ncap * sizeof *sr->index);
    sr->ncap = (size_t)n;
    sr->stacks = new_array(sr, sr->ncap, sizeof *sr->stacks);
    sr->index = new_array(sr, sr->ncap, sizeof *sr->index);
    if (!sr->stacks || !sr->index) {
      release(sr, sr->stacks, sr->ncap * sizeof *sr->stacks);
      release(sr, sr->index, sr->ncap * sizeof *sr->index);
      sr->stacks = NULL;
      sr->index = NULL;
      sr->ncap = 0;
      return WN_ENOMEM;
    }
  }
  sr->ncase++;
  for (size_t j = 0; j < (size_t)n; j++)
    if ((rc = read_index(sr, j, (size_t)c)) < 0)
      return rc;
  sr->n = (size_t)n;
  sr->c = (size_t)c;
  return 1;
}

int stacks_read(stacks_reader *sr) {
  if (!sr->started) {
    int rc = read_head(sr);
    if (rc <= 0)
      return rc;
    sr->started = 1;
  }
  if (sr->ncase < sr->ncases)
    return read_case(sr);
  wn_token tok;
  int rc = wn_reader_token(sr->r, &tok);
  if (rc <= 0)
    return rc;
  return wn_reader_expected(sr->r, &tok, "end of input after the last case");
}
