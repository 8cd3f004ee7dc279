# Benchmark of "winnable stats" under MPI (issue 8): instances/s for 1
# and 2 ranks against 1 and 2 threads. A script over the real command:
#   cmake --build BUILD --target stats_mpi_bench
if(WINNABLE_MPI)
  add_custom_target(stats_mpi_bench
    COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/stats_mpi_bench.sh
            $<TARGET_FILE:winnable> 20000
    DEPENDS winnable USES_TERMINAL)
endif()
