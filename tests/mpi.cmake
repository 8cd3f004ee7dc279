# "winnable stats" under MPI (issue 8), only in builds with WINNABLE_MPI:
# mpirun -np 2 and -np 3 against the plain run, resume across ranks, a
# killed worker rank, a stopped one (tests/stats_mpi.sh); loading the MPI module
# (tests/stats_mpi_module.sh). They run beside other tests: an mpirun
# mostly waits for its ranks to start, and a test spends a small part
# of its time on the CPU.
if(WINNABLE_MPI)
  find_program(WN_MPIRUN NAMES mpirun mpiexec HINTS ${MPIEXEC_EXECUTABLE})
  if(WN_MPIRUN)
    foreach(spec "accordion|--cards 13" "hitormiss|--players 3"
                 "outlast|--rows 4 --cols 5 --density 0.6")
      string(REPLACE "|" ";" parts "${spec}")
      list(GET parts 0 game)
      list(GET parts 1 opts)
      add_test(NAME stats_mpi/${game}
        COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/stats_mpi.sh
                $<TARGET_FILE:winnable> ${WN_MPIRUN} ${game} "${opts}")
      set_tests_properties(stats_mpi/${game} PROPERTIES
        TIMEOUT 300)
    endforeach()
    # issue 38: weighted runs, whose rows travel with their weights
    add_test(NAME stats_mpi/accordion_tilt
      COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/stats_mpi.sh
              $<TARGET_FILE:winnable> ${WN_MPIRUN} accordion
              "--cards 13 --tilt 1")
    set_tests_properties(stats_mpi/accordion_tilt PROPERTIES
      TIMEOUT 300)
    add_test(NAME stats_mpi/killed_rank
      COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/stats_mpi.sh
              $<TARGET_FILE:winnable> ${WN_MPIRUN} accordion "--cards 9" kill)
    set_tests_properties(stats_mpi/killed_rank PROPERTIES
      TIMEOUT 300)
    add_test(NAME stats_mpi/stopped_rank
      COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/stats_mpi.sh
              $<TARGET_FILE:winnable> ${WN_MPIRUN} accordion "--cards 9" stop)
    set_tests_properties(stats_mpi/stopped_rank PROPERTIES
      TIMEOUT 300)
    add_test(NAME stats_mpi/module
      COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/stats_mpi_module.sh
              ${PROJECT_BINARY_DIR} ${WN_MPIRUN} ${CMAKE_C_COMPILER})
    set_tests_properties(stats_mpi/module PROPERTIES
      TIMEOUT 300)
  else()
    message(WARNING "WINNABLE_MPI is on but mpirun was not found: "
                    "no MPI tests")
  endif()
endif()

# The configure message names the MPI found, never "()" (issue 36 item 11).
add_test(NAME mpi/describe
  COMMAND ${CMAKE_COMMAND} -P ${CMAKE_CURRENT_SOURCE_DIR}/cmake/mpi_describe_test.cmake)
