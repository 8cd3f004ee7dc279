/*
** test_mpi_off.c: stats_mpi_start of a build without MPI (issue 20 item
** 4). This program compiles src/stats/stats_mpi_load.c itself, without
** WINNABLE_MPI, whatever the build has: started by mpirun or srun, such
** a build ran the whole job once per rank; it must stop with a message.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <cmocka.h>
#include "stats/stats_mpi.h"

#ifdef WINNABLE_MPI
#error "this test is about the build without MPI"
#endif

static const char *const vars[] = {"OMPI_COMM_WORLD_SIZE", "PMIX_RANK",
                                   "PMI_RANK", "PMI_SIZE",
                                   "SLURM_STEP_NUM_TASKS"};

static void clear(void) {
  for (size_t k = 0; k < sizeof vars / sizeof *vars; k++)
    unsetenv(vars[k]);
}

static int start(void) {
  int rank = 7;
  int rc = stats_mpi_start(&rank);
  assert_int_equal(rank, 0);
  return rc;
}

static void plain_process_runs(void **state) {
  (void)state;
  clear();
  assert_int_equal(start(), 0);
  setenv("SLURM_STEP_NUM_TASKS", "1", 1); /* srun -n 1: one copy */
  assert_int_equal(start(), 0);
  clear();
}

static void launched_process_stops(void **state) {
  (void)state;
  for (size_t k = 0; k < sizeof vars / sizeof *vars; k++) {
    clear();
    setenv(vars[k], "2", 1);
    assert_int_equal(start(), EXIT_FAILURE_RUN);
  }
  clear();
}

int main(void) {
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(plain_process_runs),
    cmocka_unit_test(launched_process_stops),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
