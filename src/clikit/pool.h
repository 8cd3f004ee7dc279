/*
** pool.h: an ordered pool of worker threads for the commands that
** decide many instances of an input ("winnable accordion --threads T").
**
** The caller submits jobs in input order; T threads run them, each
** with a worker index 0..T-1 (so a worker can own a solver context);
** cli_pool_next hands them back in the order submitted, whatever order
** they finished in. So what the caller prints is the same text as with
** one thread. With T = 1 no thread is started: cli_pool_submit runs the
** job at once, on the caller's thread, as worker 0.
**
** At most 'window' jobs are in flight (submitted, not yet handed back):
** the caller keeps that many job records and reuses the one
** cli_pool_next returned. The pool owns no job.
*/
#ifndef WN_CLIKIT_POOL_H
#define WN_CLIKIT_POOL_H

#include <stddef.h>

/* Run 'job' on worker 'worker' (0..threads-1); 'arg' is cli_pool_new's. */
typedef void cli_pool_work_fn(void *arg, unsigned worker, void *job);

typedef struct cli_pool cli_pool;

/*
** A pool of 'threads' workers (1 or more) running 'work', with room for
** 'window' jobs in flight (window >= threads). Returns NULL when memory
** or a thread could not be had.
*/
cli_pool *cli_pool_new(unsigned threads, size_t window, cli_pool_work_fn *work,
                       void *arg);
/* Hand over a job; there must be room (cli_pool_in_flight < window). */
void cli_pool_submit(cli_pool *p, void *job);
/* Jobs submitted and not yet handed back by cli_pool_next. */
size_t cli_pool_in_flight(const cli_pool *p);
/* The oldest job in flight, once it is done (waits for it); NULL when
** none is in flight. */
void *cli_pool_next(cli_pool *p);
/* End the threads and free the pool: a job a worker has begun is
** finished first, jobs not begun are never run (hand back every job
** with cli_pool_next first to have them all). NULL is allowed. */
void cli_pool_free(cli_pool *p);

#endif
