/*
** stats_mpi.h: "winnable stats" across MPI ranks.
**
** Built only with WINNABLE_MPI (cmake/mpi.cmake); otherwise every call
** below is an inline no-op and the command runs as one process. With
** it, these calls are no-ops too until stats_mpi_start finds that an
** MPI launcher started the process; then it loads the MPI module
** winnable-mpi.so (src/mpi/, stats_mpi_load.c) and they call into it.
**
** Roles: rank 0 runs the ordinary engine (window, CSV, progress, report)
** plus a server that hands chunks of the engine's range to the other
** ranks through the engine's own feed (stats_engine_feed), on their
** behalf, and gives their results back to it. Every other rank runs
** --threads worker threads (stats_pool_run) whose feed asks rank 0 over
** MPI. Invariant: the engine sees remote workers exactly as local ones
** (take, give, fail), so totals and CSV rows are those of one process.
*/
#ifndef WN_STATS_MPI_H
#define WN_STATS_MPI_H

#include "stats/stats.h"

#ifdef WINNABLE_MPI

/*
** Join MPI if this process was started by an MPI launcher (mpirun,
** srun); *rank is its rank, or 0 when not under MPI. Returns 0, or
** EXIT_FAILURE_RUN after a message (no module, or MPI did not start).
*/
int stats_mpi_start(int *rank);
/* Rank > 0: decide chunks for rank 0 until it says stop. Exit status. */
int stats_mpi_worker(const struct stats_job *job);

typedef struct stats_mpi_server stats_mpi_server;
/*
** Rank 0: serve the other ranks from e (NULL: nothing left to do, they
** are told to stop) while stats_engine_drive runs; s->totals as they
** are now is the base for per-rank counts. NULL when not under MPI or
** alone. Out of memory aborts the job.
*/
stats_mpi_server *stats_mpi_serve(stats_engine *e, struct stats_summary *s);
/*
** Stop serving. complete: the range is done (wait until every remote
** thread has been told to stop); else leave them, stats_mpi_finish
** aborts them. Sets s->ranks and s->rank_instances (owned here, valid
** until stats_mpi_finish). Call before stats_engine_free.
*/
void stats_mpi_serve_end(stats_mpi_server *srv, int complete,
                         struct stats_summary *s);
/*
** Leave MPI with 'status': 0 finalizes, anything else aborts every rank
** with that code (a rank of an unfinished run must not wait forever).
** Returns status (also when not under MPI).
*/
int stats_mpi_finish(int status);

#else /* !WINNABLE_MPI */

typedef struct stats_mpi_server stats_mpi_server;
/* *rank = 0. Returns 0, or EXIT_FAILURE_RUN after a message when an MPI
** launcher started this build without MPI (stats_mpi_load.c). */
int stats_mpi_start(int *rank);
static inline int stats_mpi_worker(const struct stats_job *job) {
  (void)job;
  return 0;
}
static inline stats_mpi_server *stats_mpi_serve(stats_engine *e,
                                                struct stats_summary *s) {
  (void)e;
  (void)s;
  return NULL;
}
static inline void stats_mpi_serve_end(stats_mpi_server *srv, int complete,
                                       struct stats_summary *s) {
  (void)srv;
  (void)complete;
  (void)s;
}
static inline int stats_mpi_finish(int status) { return status; }

#endif /* WINNABLE_MPI */
#endif /* WN_STATS_MPI_H */
