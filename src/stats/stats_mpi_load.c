/*
** stats_mpi_load.c: the program's side of stats_mpi.h: load the MPI
** module winnable-mpi.so when an MPI launcher started us, and forward
** to it (contract: stats_mpi_plugin.h). In a build without MPI, only
** stats_mpi_start is here: it stops a run that a launcher started,
** which would otherwise do the whole job once per rank.
**
** 'ops' is NULL until stats_mpi_start loads the module, and every call
** below then behaves as in a build without MPI: one plain process. It
** is set once, on the main thread, before any worker thread exists.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "stats/stats_mpi.h"

/* Open MPI (mpirun), PMIx and PMI-1/2 (Slurm's srun, MPICH) each set
** one of these in every process they start. */
static const char *const launcher_vars[] = {"OMPI_COMM_WORLD_SIZE",
                                            "PMIX_RANK", "PMI_RANK",
                                            "PMI_SIZE"};

/* The launcher variable set in our environment, or NULL. */
static const char *launcher_var(void) {
  for (size_t k = 0; k < sizeof launcher_vars / sizeof *launcher_vars; k++)
    if (getenv(launcher_vars[k]))
      return launcher_vars[k];
  return NULL;
}

#ifdef WINNABLE_MPI

#include <dlfcn.h>
#include <limits.h>
#include <unistd.h>
#include "stats/stats_mpi_plugin.h"

static const struct stats_mpi_ops *ops;

static const struct stats_mpi_host host = {
    WINNABLE_VERSION,    sizeof(struct stats_job),
    sizeof(struct stats_summary), sizeof(struct stats_result),
    cli_error,           stats_pool_run,
    stats_engine_feed,   stats_engine_hold,
    stats_engine_halt};

/*
** dlopen the module from the first place that has it: beside the
** program (the build tree), then WN_MPI_RELDIR from the program's
** directory (an installed tree, wherever it was moved), then the
** configured WN_MPI_DIR. NULL after a message naming what was tried.
*/
static void *open_module(void) {
  char exe[PATH_MAX], path[PATH_MAX + 64], *slash;
  ssize_t len = readlink("/proc/self/exe", exe, sizeof exe - 1);
  const char *dirs[3] = {NULL, NULL, WN_MPI_DIR};
  const char *rel[3] = {"", "/" WN_MPI_RELDIR, ""};
  exe[len > 0 ? len : 0] = '\0';
  slash = strrchr(exe, '/');
  if (slash) {
    *slash = '\0';
    dirs[0] = dirs[1] = exe;
  }
  for (int k = 0; k < 3; k++) {
    if (!dirs[k])
      continue;
    snprintf(path, sizeof path, "%s%s/%s", dirs[k], rel[k],
             WN_MPI_PLUGIN_FILE);
    if (access(path, F_OK) != 0)
      continue;
    void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!h)
      cli_error("cannot load the MPI module \"%s\": %s", path, dlerror());
    return h;
  }
  cli_error("started by an MPI launcher, but the MPI module %s is not "
            "installed (looked beside the program and in %s)",
            WN_MPI_PLUGIN_FILE, WN_MPI_DIR);
  return NULL;
}

int stats_mpi_start(int *rank) {
  *rank = 0;
  if (!launcher_var())
    return 0;
  void *h = open_module();
  if (!h)
    return EXIT_FAILURE_RUN;
  stats_mpi_plugin_fn entry;
  /* ISO C has no cast from object to function pointer: copy the bits */
  void *sym = dlsym(h, WN_MPI_PLUGIN_SYMBOL);
  memcpy(&entry, &sym, sizeof entry);
  ops = sym ? entry(&host) : NULL;
  if (!ops) {
    cli_error("the MPI module is not from this build of winnable %s",
              WINNABLE_VERSION);
    return EXIT_FAILURE_RUN;
  }
  return ops->start(rank);
}

int stats_mpi_worker(const struct stats_job *job) {
  return ops ? ops->worker(job) : 0;
}

stats_mpi_server *stats_mpi_serve(stats_engine *e, struct stats_summary *s) {
  return ops ? ops->serve(e, s) : NULL;
}

void stats_mpi_serve_end(stats_mpi_server *srv, int complete,
                         struct stats_summary *s) {
  if (ops)
    ops->serve_end(srv, complete, s);
}

int stats_mpi_finish(int status) {
  return ops ? ops->finish(status) : status;
}

#else /* !WINNABLE_MPI */

int stats_mpi_start(int *rank) {
  *rank = 0;
  const char *var = launcher_var();
  /* srun without PMI sets no MPI variable, only its task count */
  const char *tasks = getenv("SLURM_STEP_NUM_TASKS");
  if (!var && tasks && strtoull(tasks, NULL, 10) > 1)
    var = "SLURM_STEP_NUM_TASKS";
  if (!var)
    return 0;
  cli_error("started by an MPI launcher (%s is set), but this winnable "
            "was built without MPI: each rank would run the whole job; run "
            "it without mpirun or srun, or build it with MPI "
            "(docs/cluster.md)", var);
  return EXIT_FAILURE_RUN;
}

#endif /* WINNABLE_MPI */
