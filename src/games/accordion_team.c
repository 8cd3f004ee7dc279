/*
** accordion_team.c: accordion_solve, on the caller's thread alone or
** with helpers (accordion_set_threads) that share their proven losses.
**
** Member 0 is the caller's context running the whole pipeline
** (accordion.c); member k >= 1 is a helper context running one plain
** pass in ORDER_LEFT (k = 1) or ORDER_RIGHT (k = 2), in a thread of its
** own. The team starts at member 0's first pass position past
** ctx->team_start: its losses so far move to the shared table
** (ctx->shared) and the helpers start. From then on every member
** searches in epochs of ctx->team_epoch of its own positions: during an
** epoch the shared table is only read, and each member adds the losses
** it proves to its own table (searched first); at the end of an epoch
** the running members meet at a barrier, where every member's new
** losses are merged into the shared table, member 0's first, and their
** tables emptied: once the shared table is packed, one keytab a row
** length, the lengths are split into parts that the waiting members'
** threads take (accordion_lost_split_*), each keytab's bound and
** memory fixed when the merge opens. A member that ends (decided, or
** out on a limit) leaves; its losses join at the barrier of the epoch
** it left in.
**
** Invariant: what a member does in an epoch depends only on its own
** state and on the shared table at the epoch's start, which depends
** only on what the members did before (which thread merged a length
** does not matter: each keytab takes its rows in member order within a
** bound fixed at the open): so every member's search, the
** shared table and the answer are the same on every run with the same
** thread count, however fast the threads ran (but after a timeout or a
** cancel). The solve ends at the barrier of the first epoch in which a
** member decided; the answer is the member decided then with the least
** (count, index), a member's count being its positions plus, for a
** helper, member 0's positions when the team started. When no member
** decided, member 0's own result stands.
*/
#include "games/accordion_ctx.h"

#if !defined(__wasi__)
#define TEAM_THREADS 1
#include <pthread.h>
#include <stdatomic.h>
#include <time.h>
#if defined(__GLIBC__)
#include <malloc.h> /* malloc_trim */
#endif
#endif

#ifdef TEAM_THREADS

/* Helpers' malloc arenas are trimmed once merges on their threads freed
** this many bytes: a trim gives pages back that later growths fault in
** again, for a few percent of CPU if done at every merge. */
#define TEAM_TRIM_BYTES ((size_t)16 << 20)

enum { RUNNING, DECIDED, OUT }; /* a member's state */

struct member {
  accordion_ctx *ctx;
  struct team *team;
  size_t index;
  uint64_t offset;        /* added to its positions: its count */
  int rc;                 /* what its solve returned, once not RUNNING */
  uint64_t count;         /* its count at the end, once not RUNNING */
  int state;              /* under team.lock */
  pthread_t thread;
  int started;
};

struct team {
  struct member m[ACCORDION_TEAM_MAX];
  size_t nmembers;        /* member 0 and the helpers made */
  int started;            /* the team started (member 0's thread) */
  wn_limits user;         /* the caller's limits, its cancel hook */
  const uint8_t *cards;
  size_t n;
  uint64_t start;         /* member 0's positions when the team started */
  pthread_mutex_t lock;   /* guards what follows and every member's
                          ** state, and orders the merges before the
                          ** epochs that read them */
  pthread_cond_t turn;    /* an epoch ended, or a member left */
  size_t running;         /* members that have not left */
  size_t arrived;         /* of them, waiting at this epoch's barrier */
  uint64_t epoch;         /* epochs ended */
  int due;                /* every running member waits (or none is
                          ** left): member 0's thread ends the epoch */
  int decided;            /* a member decided in this epoch */
  int over;               /* the solve ends: members stop at their next
                          ** barrier */
  int short_rows;         /* the shared table, which must keep every row
                          ** (a certificate), had no room for one */
  accordion_lost_split split; /* the merge of this barrier, by lengths */
  int merging;            /* the split is open: waiting members take
                          ** parts; none leaves the barrier */
  size_t next_part;       /* the split's first part nobody took */
  size_t parts_done;      /* its parts merged */
  size_t untrimmed;       /* bytes freed on helpers' threads by merges
                          ** since the malloc arenas were last trimmed */
  atomic_int abort;       /* the caller's cancel hook fired, or its time
                          ** ran out */
};

/* Wait on t->turn (t->lock held) for at most a millisecond. */
static void wait_turn(struct team *t) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  ts.tv_nsec += 1000000;
  if (ts.tv_nsec >= 1000000000) {
    ts.tv_sec++;
    ts.tv_nsec -= 1000000000;
  }
  (void)pthread_cond_timedwait(&t->turn, &t->lock, &ts);
}

/* Whether the caller's cancel hook fired or its time ran out (polled on
** member 0's thread only, which the hook may require). */
static wn_limit_hit caller_stop(struct team *t) {
  if (t->user.cancel && t->user.cancel(t->user.cancel_arg))
    return WN_LIMIT_CANCEL;
  if (t->user.timeout > 0 &&
      wn_now() - t->m[0].ctx->budget.t0 > t->user.timeout)
    return WN_LIMIT_TIME;
  return WN_LIMIT_NONE;
}

/*
** Take the parts of the open split nobody took, one at a time, t->lock
** held but while merging one ('far': on a helper's thread).
*/
static void take_parts(struct team *t, int far) {
  while (t->merging && t->next_part < t->split.nparts) {
    size_t p = t->next_part++;
    pthread_mutex_unlock(&t->lock);
    accordion_lost_split_run(&t->split, p, far);
    pthread_mutex_lock(&t->lock);
    if (++t->parts_done == t->split.nparts)
      pthread_cond_broadcast(&t->turn);
  }
}

/*
** Merge every member's new losses into the shared table (member 0's
** thread, t->lock held, every running member waiting or gone): one
** length of rows a thread, in member order, the waiting members taking
** parts; or on this thread alone where the split cannot run. Returns
** 0, or the wn_mem code of the first row forgotten.
*/
static int merge_all(struct team *t) {
  accordion_ctx *lead = t->m[0].ctx;
  accordion_lost *from[ACCORDION_TEAM_MAX] = {0};
  size_t nfrom = 0;
  for (size_t k = 0; k < t->nmembers; k++)
    if (t->m[k].started || k == 0)
      from[nfrom++] = &t->m[k].ctx->search.lost;
  size_t threads = t->running + (t->m[0].state != RUNNING);
  if (accordion_lost_split_open(&t->split, &lead->shared, from, nfrom,
                                threads)) {
    int rc = 0;
    for (size_t k = 0; k < nfrom; k++) {
      int r = accordion_lost_merge(&lead->shared, from[k]);
      rc = rc ? rc : r;
    }
    return rc;
  }
  t->next_part = t->parts_done = 0;
  t->merging = 1;
  pthread_cond_broadcast(&t->turn);
  take_parts(t, 0);
  while (t->parts_done < t->split.nparts)
    wait_turn(t);
  t->merging = 0;
  int rc = accordion_lost_split_close(&t->split);
#if defined(__GLIBC__)
  t->untrimmed += t->split.far_freed;
  if (t->untrimmed >= TEAM_TRIM_BYTES) { /* freed arrays stay resident in
                                         ** a helper's arena till then */
    (void)malloc_trim(0);
    t->untrimmed = 0;
  }
#endif
  return rc;
}

/*
** End the epoch (on member 0's thread, t->lock held, every running
** member waiting or gone): merge the members' new losses (merge_all),
** switch the shared table to packed keys once member 0's count at this
** barrier reaches ctx->canon_states, and release the waiting members.
*/
static void epoch_end(struct team *t) {
  accordion_ctx *lead = t->m[0].ctx;
  if (merge_all(t) && lead->shared.room == SIZE_MAX)
    t->short_rows = t->over = 1; /* no certificate: as out of memory */
  t->epoch++;
  t->due = 0;
  if (!lead->shared.packed &&
      t->start + t->epoch * lead->team_epoch >= lead->canon_states &&
      accordion_lost_repack(&lead->shared) && lead->shared.room == SIZE_MAX)
    t->short_rows = t->over = 1; /* a failure forgets: no certificate */
  t->arrived = 0;
  if (t->decided)
    t->over = 1;
  pthread_cond_broadcast(&t->turn);
}

/* Record how member m's solve ended (rc) and leave the epochs. */
static void member_leave(struct member *m, int rc) {
  struct team *t = m->team;
  pthread_mutex_lock(&t->lock);
  m->rc = rc;
  m->count = m->offset + m->ctx->budget.states;
  m->state = rc == WN_WIN || rc == WN_LOSS ? DECIDED : OUT;
  t->decided |= m->state == DECIDED;
  t->running--;
  if (t->arrived == t->running) /* the others wait for it, or none is
                                ** left: its losses join now */
    t->due = 1;
  pthread_cond_broadcast(&t->turn);
  pthread_mutex_unlock(&t->lock);
}

/*
** Member m reached the end of an epoch: wait for the others. Returns 1
** if the solve ends there (m stops), else 0 (m goes on with the next
** epoch). Member 0 polls the caller's cancel hook and time meanwhile.
*/
static int barrier(struct member *m) {
  struct team *t = m->team;
  pthread_mutex_lock(&t->lock);
  uint64_t epoch = t->epoch;
  int waits = !t->over;
  if (waits && ++t->arrived == t->running) {
    t->due = 1;
    pthread_cond_broadcast(&t->turn); /* member 0 ends the epoch */
  }
  while (t->merging || (t->epoch == epoch && !t->over)) {
    if (m->index == 0 && t->due) {
      epoch_end(t);
      break;
    }
    if (t->merging) { /* the tables merged are read: nobody leaves */
      take_parts(t, 1);
      wait_turn(t);
      continue;
    }
    wait_turn(t);
    wn_limit_hit hit = m->index ? WN_LIMIT_NONE : caller_stop(t);
    if (hit) {
      m->ctx->budget.hit = hit;
      atomic_store(&t->abort, 1);
    }
    if (atomic_load(&t->abort)) {
      t->over = 1; /* this barrier never ends: all stop */
      pthread_cond_broadcast(&t->turn);
    }
  }
  if (waits && t->epoch == epoch) /* it leaves without the barrier: the
                                  ** others may not count it as waiting */
    t->arrived--;
  int stop = t->over;
  pthread_mutex_unlock(&t->lock);
  return stop;
}

static void *helper_main(void *arg) {
  struct member *m = arg;
  member_leave(m, accordion_solve_one(m->ctx, m->team->cards, m->team->n,
                                      ACCORDION_ANY));
  return NULL;
}

/* Point member m's search at the team: the shared table, the barrier
** after each ctx->team_epoch positions from 'from'. */
static int team_sync(void *arg);
static void member_join(struct member *m, uint64_t from) {
  accordion_search *s = &m->ctx->search;
  accordion_ctx *lead = m->team->m[0].ctx;
  s->lost.shared = &lead->shared;
  s->canon_states = UINT64_MAX; /* its own table stays small: rows as
                                ** they are (a helper's ctx says so too) */
  s->sync = team_sync;
  s->sync_arg = m;
  s->sync_at = from + lead->team_epoch;
}

/*
** The shared table at the team's start: empty, bounded as member 0's
** table is, holding member 0's losses so far (not handed to the sink
** again); from then on it hands the sink each row merged. Returns 1 if
** it must keep every row and had no room for one of them.
*/
static int shared_open(accordion_ctx *lead) {
  accordion_lost *sh = &lead->shared;
  int keep_all = lead->certify && !lead->cert_sink;
  accordion_lost_clear(sh);
  accordion_lost_configure(sh,
                           keep_all          ? SIZE_MAX
                           : lead->lost_room ? lead->lost_room
                                             : accordion_lost_room(lead->mem.cap),
                           !lead->certify);
  accordion_lost_sink(sh, NULL, NULL);
  int rc = lead->budget.states >= lead->canon_states
               ? accordion_lost_repack(sh) /* empty: nothing to forget */
               : 0;
  rc = accordion_lost_merge(sh, &lead->search.lost) || rc;
  accordion_lost_sink(&lead->search.lost, NULL, NULL); /* merges hand out */
  accordion_lost_sink(sh, lead->certify ? lead->cert_sink : NULL,
                      lead->cert_user);
  return rc && keep_all;
}

/*
** Start the team (on member 0's thread, at its first pass position past
** team_start). Each helper gets what is left of the state and time
** limits, and member 0's share of memory. A helper whose thread cannot
** be made is out, and member 0 keeps its order.
*/
static void team_start(struct team *t) {
  accordion_ctx *lead = t->m[0].ctx;
  t->started = 1;
  t->start = lead->budget.states;
  t->short_rows = t->over = shared_open(lead);
  member_join(&t->m[0], t->start);
  t->running = 1;
  for (size_t k = 1; k < t->nmembers; k++) {
    struct member *m = &t->m[k];
    m->offset = t->start;
    m->state = OUT;
    wn_limits lim = lead->limits; /* member 0's share of memory */
    if (lim.max_states && lim.max_states <= m->offset)
      continue; /* no position left to it */
    if (lim.max_states)
      lim.max_states -= m->offset; /* the same last count as member 0's */
    if (lim.timeout > 0) {
      lim.timeout -= wn_now() - lead->budget.t0;
      if (lim.timeout <= 0)
        lim.timeout = 1e-9;
    }
    lim.cancel_arg = m; /* lim.cancel is member 0's: team_poll */
    accordion_set_limits(m->ctx, &lim);
    member_join(m, 0);
    m->state = RUNNING;
    pthread_mutex_lock(&t->lock); /* member 0 is the only one to touch
                                  ** 'running' before the first barrier,
                                  ** but the helpers read it */
    t->running++;
    pthread_mutex_unlock(&t->lock);
    m->started = !pthread_create(&m->thread, NULL, helper_main, m);
    if (m->started) {
      lead->helped_orders |= 1u << m->ctx->order;
      continue;
    }
    pthread_mutex_lock(&t->lock);
    t->running--;
    m->state = OUT;
    pthread_mutex_unlock(&t->lock);
  }
}

/* The sync hook of every member's search: member 0's first starts the
** team; each later one is the end of an epoch. Nonzero: stop. */
static int team_sync(void *arg) {
  struct member *me = arg;
  struct team *t = me->team;
  if (!t->started) {
    team_start(t);
    return 0;
  }
  me->ctx->search.sync_at += me->ctx->team_epoch;
  return barrier(me);
}

/*
** The cancel hook of every member, polled on its own thread about once
** a millisecond of its search: member 0 polls the caller's hook (and
** tells the others); a helper stops once that fired.
*/
static int team_poll(void *arg) {
  struct member *me = arg;
  struct team *t = me->team;
  if (me->index == 0 && t->user.cancel &&
      t->user.cancel(t->user.cancel_arg)) {
    atomic_store(&t->abort, 1);
    return 1;
  }
  return atomic_load(&t->abort);
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
    h->certify = ctx->certify; /* rows go to the sink at the merges */
    h->no_sleep = ctx->no_sleep;
    h->canon_states = UINT64_MAX; /* its own table: rows as they are */
    h->block_states = ctx->block_states;
    h->lost_room = ctx->lost_room;
    h->team_epoch = ctx->team_epoch;
    h->beam_on = 0;
    h->search.noise_seed = ctx->search.noise_seed;
    h->search.cross_states = ctx->search.cross_states;
    h->threads = 1;
  }
  return want;
}

/* Member 0's part once its own search ended: leave, wait for the
** helpers (polling the caller's cancel hook and time), join them. */
static void team_finish(struct team *t, int rc) {
  member_leave(&t->m[0], rc);
  pthread_mutex_lock(&t->lock);
  while (t->running || t->due) {
    if (t->due) { /* the helpers wait, or the last one left */
      epoch_end(t);
      continue;
    }
    wait_turn(t);
    if (caller_stop(t) != WN_LIMIT_NONE)
      atomic_store(&t->abort, 1);
  }
  pthread_mutex_unlock(&t->lock);
  for (size_t k = 1; k < t->nmembers; k++) {
    struct member *m = &t->m[k];
    if (m->started)
      pthread_join(m->thread, NULL);
    accordion_search *s = &m->ctx->search;
    s->lost.shared = NULL;
    s->sync_at = UINT64_MAX;
  }
}

/* The member whose answer stands: the decided one with the least
** (count, index), else member 0. */
static size_t team_pick(const struct team *t) {
  size_t pick = 0;
  uint64_t best = UINT64_MAX;
  for (size_t k = 0; k < t->nmembers; k++)
    if (t->m[k].state == DECIDED && t->m[k].count < best)
      best = t->m[k].count, pick = k;
  return pick;
}

/*
** The solve with helpers: member 0 on this thread, under a copy of the
** caller's limits with the team's poll as cancel hook and its share of
** memory; then the helpers joined and the answer picked.
*/
static int team_solve(accordion_ctx *ctx, const uint8_t *cards, size_t n) {
  struct team t = {.nmembers = team_make(ctx), .user = ctx->limits,
                   .cards = cards, .n = n};
  pthread_condattr_t ca;
  if (t.nmembers < 2 || pthread_condattr_init(&ca))
    return accordion_solve_one(ctx, cards, n, ACCORDION_ANY);
  int made = !pthread_condattr_setclock(&ca, CLOCK_MONOTONIC) &&
             !pthread_cond_init(&t.turn, &ca);
  pthread_condattr_destroy(&ca);
  if (!made)
    return accordion_solve_one(ctx, cards, n, ACCORDION_ANY);
  if (pthread_mutex_init(&t.lock, NULL)) {
    pthread_cond_destroy(&t.turn);
    return accordion_solve_one(ctx, cards, n, ACCORDION_ANY);
  }
  atomic_init(&t.abort, 0);
  for (size_t k = 0; k < t.nmembers; k++)
    t.m[k] = (struct member){.ctx = k ? ctx->helper[k - 1] : ctx,
                             .team = &t, .index = k, .state = RUNNING};
  ctx->limits.max_memory /= t.nmembers;
  ctx->limits.cancel = team_poll;
  ctx->limits.cancel_arg = &t.m[0];
  ctx->search.sync = team_sync;
  ctx->search.sync_arg = &t.m[0];
  ctx->search.sync_at = ctx->team_start;
  int rc = accordion_solve_one(ctx, cards, n, ACCORDION_ANY);
  ctx->limits = t.user;
  ctx->search.sync_at = UINT64_MAX;
  if (t.started) {
    team_finish(&t, rc);
    ctx->search.lost.shared = NULL;
    ctx->helped_orders = 0;
    size_t pick = team_pick(&t);
    rc = t.m[pick].rc;
    if (t.short_rows && rc != WN_WIN) { /* no certificate: unknown, as
                                         ** one thread out of memory */
      pick = 0;
      rc = WN_UNKNOWN;
      ctx->budget.hit = WN_LIMIT_MEMORY;
    }
    ctx->decider = pick ? t.m[pick].ctx : NULL;
    /* the certificate is every member's rows: the shared table's */
    ctx->cert_shared = 1;
    ctx->certified = rc == WN_LOSS && ctx->certify && !ctx->cert_sink;
    if (!ctx->certified)
      accordion_lost_release(&ctx->shared);
  }
  pthread_mutex_destroy(&t.lock);
  pthread_cond_destroy(&t.turn);
  return rc;
}

#endif /* TEAM_THREADS */

int accordion_solve(accordion_ctx *ctx, const uint8_t *cards, size_t n,
                    accordion_rule rule) {
#ifdef TEAM_THREADS
  if (ctx->threads >= 2 && rule == ACCORDION_ANY && n >= 2 && n < LONG_ROW)
    return team_solve(ctx, cards, n);
#endif
  return accordion_solve_one(ctx, cards, n, rule);
}
