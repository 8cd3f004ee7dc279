/*
** accordion_team.c: accordion_solve, on the caller's thread alone or
** with helpers (accordion_set_threads).
**
** Member 0 is the caller's context running the whole pipeline
** (accordion.c), which from ctx->team_start positions on leaves the
** helpers' orders to them; member k >= 1 is a helper context running
** one plain pass in ORDER_LEFT (k = 1) or ORDER_RIGHT (k = 2) with a
** table of its own, in a thread of its own, started once member 0 has
** examined ctx->team_start positions. A member's count is its
** positions, plus team_start for a helper (the head start member 0
** had). Invariant: the
** answer is the decided member (win or loss) with the least (count,
** index), so it depends only on the members' deterministic searches,
** never on how fast the threads ran: a member stops early only when a
** decided member already has a smaller (count, index) than any count it
** could still end at, and the caller joins every helper before picking.
** Members that end on a limit (states, memory, time) are out of the
** choice; when every member is out the caller's own result stands.
*/
#include "games/accordion_ctx.h"

#if !defined(__wasi__)
#define TEAM_THREADS 1
#include <pthread.h>
#include <stdatomic.h>
#endif

#ifdef TEAM_THREADS

enum { RUNNING, DECIDED, OUT }; /* a member's state */

struct member {
  accordion_ctx *ctx;
  struct team *team;
  size_t index;
  uint64_t offset;        /* added to its positions: its count */
  int rc;                 /* what its solve returned */
  uint64_t count;         /* its count at the end, once not RUNNING */
  atomic_int state;       /* RUNNING until count and rc are final */
  pthread_t thread;
  int started;
};

struct team {
  struct member m[ACCORDION_TEAM_MAX];
  size_t nmembers;        /* member 0 and the helpers made */
  int started;            /* the helpers were started (member 0's thread) */
  atomic_int abort;       /* the caller's cancel hook fired */
  wn_limits user;         /* the caller's limits, its cancel hook */
  const uint8_t *cards;
  size_t n;
};

/* Whether a decided member beats every count member j, at 'count' now,
** can still end at: then j's answer can never be the one chosen. */
static int beaten(struct team *t, size_t j, uint64_t count) {
  for (size_t i = 0; i < t->nmembers; i++) {
    struct member *m = &t->m[i];
    if (i == j || atomic_load_explicit(&m->state, memory_order_acquire) !=
                      DECIDED)
      continue;
    if (m->count < count || (m->count == count && i < j))
      return 1;
  }
  return 0;
}

/* Record how member m's solve ended (rc) and publish it. */
static void member_end(struct member *m, int rc) {
  m->rc = rc;
  m->count = m->offset + m->ctx->budget.states;
  int decided = rc == WN_WIN || rc == WN_LOSS;
  atomic_store_explicit(&m->state, decided ? DECIDED : OUT,
                        memory_order_release);
}

static void *helper_main(void *arg) {
  struct member *m = arg;
  member_end(m, accordion_solve_one(m->ctx, m->team->cards, m->team->n,
                                    ACCORDION_ANY));
  return NULL;
}

/*
** Start the helpers (on member 0's thread, once). Each gets what is left
** of the state and time limits, and member 0's share of memory. A
** helper whose thread cannot be made is out of the choice; without a
** thread library that can fail only for want of resources.
*/
static void team_start(struct team *t) {
  accordion_ctx *lead = t->m[0].ctx;
  t->started = 1;
  for (size_t k = 1; k < t->nmembers; k++) {
    struct member *m = &t->m[k];
    wn_limits lim = lead->limits; /* member 0's share of memory */
    if (lim.max_states && lim.max_states <= m->offset) {
      member_end(m, WN_UNKNOWN); /* no position left to it */
      continue;
    }
    if (lim.max_states)
      lim.max_states -= m->offset; /* the same last count as member 0's */
    if (lim.timeout > 0) {
      lim.timeout -= wn_now() - lead->budget.t0;
      if (lim.timeout <= 0)
        lim.timeout = 1e-9;
    }
    lim.cancel_arg = m; /* lim.cancel is member 0's: team_poll */
    accordion_set_limits(m->ctx, &lim);
    m->started = !pthread_create(&m->thread, NULL, helper_main, m);
    if (!m->started)
      member_end(m, WN_ENOMEM);
  }
}

/*
** The cancel hook of every member, polled on its own thread about once
** a millisecond of its search: member 0 polls the caller's hook and
** starts the helpers when due; a member stops once it is beaten.
*/
static int team_poll(void *arg) {
  struct member *me = arg;
  struct team *t = me->team;
  uint64_t count = me->offset + me->ctx->budget.states;
  if (me->index == 0) {
    if (t->user.cancel && t->user.cancel(t->user.cancel_arg)) {
      atomic_store(&t->abort, 1);
      return 1;
    }
    if (!t->started && count >= me->ctx->team_start)
      team_start(t);
  } else if (atomic_load(&t->abort)) {
    return 1;
  }
  return beaten(t, me->index, count);
}

/*
** Make the helpers' contexts that ctx->threads asks for, with ctx's
** settings. Returns the number of members (1: no helper could be made,
** and the solve runs alone).
*/
static size_t team_make(accordion_ctx *ctx) {
  size_t want = ctx->threads < ACCORDION_TEAM_MAX ? ctx->threads
                                                  : ACCORDION_TEAM_MAX;
  for (size_t k = 1; k < want; k++) {
    accordion_ctx *h = ctx->helper[k - 1];
    if (!h && !(h = ctx->helper[k - 1] = accordion_new(&ctx->mem.a)))
      return k;
    h->order = k == 1 ? ORDER_LEFT : ORDER_RIGHT;
    h->certify = ctx->certify;
    h->no_sleep = ctx->no_sleep;
    h->canon_states = ctx->canon_states;
    h->block_states = ctx->block_states;
    h->lost_room = ctx->lost_room;
    h->beam_on = 0;
    h->search.noise_seed = ctx->search.noise_seed;
    h->search.cross_states = ctx->search.cross_states;
    h->threads = 1;
  }
  return want;
}

/*
** The solve with helpers: member 0 on this thread, under a copy of the
** caller's limits with the team's poll as cancel hook and its share of
** memory; then the helpers joined and the answer picked.
*/
static int team_solve(accordion_ctx *ctx, const uint8_t *cards, size_t n) {
  struct team t = {.nmembers = team_make(ctx), .user = ctx->limits,
                   .cards = cards, .n = n};
  if (t.nmembers < 2)
    return accordion_solve_one(ctx, cards, n, ACCORDION_ANY);
  atomic_init(&t.abort, 0);
  for (size_t k = 0; k < t.nmembers; k++) {
    struct member *m = &t.m[k];
    m->ctx = k ? ctx->helper[k - 1] : ctx;
    m->team = &t;
    m->index = k;
    m->offset = k ? ctx->team_start : 0;
    atomic_init(&m->state, RUNNING);
  }
  ctx->limits.max_memory /= t.nmembers;
  ctx->limits.cancel = team_poll;
  ctx->limits.cancel_arg = &t.m[0];
  ctx->team_members = t.nmembers; /* the pipeline leaves their orders */
  int rc = accordion_solve_one(ctx, cards, n, ACCORDION_ANY);
  ctx->team_members = 0;
  /* a search that ended between two polls past team_start: the helpers
  ** still race it to its count */
  if (rc >= 0 && !t.started && !atomic_load(&t.abort) &&
      ctx->budget.states >= ctx->team_start)
    team_start(&t);
  member_end(&t.m[0], rc);
  ctx->limits = t.user;
  size_t pick = 0;
  uint64_t best = UINT64_MAX;
  for (size_t k = 0; k < t.nmembers; k++) {
    struct member *m = &t.m[k];
    if (m->started)
      pthread_join(m->thread, NULL);
    if (t.started && m->state == DECIDED && m->count < best)
      best = m->count, pick = k;
  }
  if (pick) {
    ctx->decider = t.m[pick].ctx;
    ctx->certified = 0;
  }
  return t.m[pick].rc;
}

#endif /* TEAM_THREADS */

int accordion_solve(accordion_ctx *ctx, const uint8_t *cards, size_t n,
                    accordion_rule rule) {
#ifdef TEAM_THREADS
  /* rows handed to a certificate sink come from this thread's search:
  ** a helper's loss would leave them short, so such solves run alone */
  if (ctx->threads >= 2 && rule == ACCORDION_ANY && n >= 2 && n < LONG_ROW &&
      !(ctx->certify && ctx->cert_sink))
    return team_solve(ctx, cards, n);
#endif
  return accordion_solve_one(ctx, cards, n, rule);
}
