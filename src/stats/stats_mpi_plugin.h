/*
** stats_mpi_plugin.h: the contract between the winnable program and its MPI
** module, winnable-mpi.so.
**
** Only the module links libmpi. The program opens it (dlopen) when, and
** only when, an MPI launcher started it (stats_mpi_load.c), so every
** other run of every command starts without loading MPI and the
** libraries it pulls in (~2 M instructions of relocation per process).
**
** The module sees nothing of the program but what the host table hands
** it, and the program reaches the module only through the one exported
** symbol WN_MPI_PLUGIN_SYMBOL. Invariant: both sides are built from one
** tree; the host's 'version' and struct sizes must match the module's,
** or the module refuses (returns NULL) rather than misread a struct.
*/
#ifndef WN_STATS_MPI_PLUGIN_H
#define WN_STATS_MPI_PLUGIN_H

#include <stddef.h>
#include "stats/stats.h"

#define WN_MPI_PLUGIN_FILE "winnable-mpi.so"
#define WN_MPI_PLUGIN_SYMBOL "winnable_mpi_plugin"

/* What the program lends the module. */
struct stats_mpi_host {
  const char *version;     /* WINNABLE_VERSION */
  size_t job_size, summary_size, result_size; /* sizeof, as a check */
  /* "winnable: msg" on stderr (cli_error) */
  void (*error)(const char *fmt, ...);
  int (*pool_run)(const struct stats_job *job, const struct stats_feed *f);
  struct stats_feed (*engine_feed)(stats_engine *e);
  void (*engine_hold)(stats_engine *e, int delta);
  void (*engine_halt)(stats_engine *e);
};

typedef struct stats_mpi_server stats_mpi_server;

/* What the module does: the functions of stats_mpi.h, under MPI. */
struct stats_mpi_ops {
  /* MPI_Init; *rank. 0, or EXIT_FAILURE_RUN after a message. */
  int (*start)(int *rank);
  int (*worker)(const struct stats_job *job);
  stats_mpi_server *(*serve)(stats_engine *e, struct stats_summary *s);
  void (*serve_end)(stats_mpi_server *srv, int complete,
                    struct stats_summary *s);
  int (*finish)(int status);
};

/*
** The module's entry point: remembers 'host' (it must outlive the
** module's use) and returns its operations, or NULL if 'host' is from
** another build.
*/
typedef const struct stats_mpi_ops *(*stats_mpi_plugin_fn)(
    const struct stats_mpi_host *host);

#endif /* WN_STATS_MPI_PLUGIN_H */
