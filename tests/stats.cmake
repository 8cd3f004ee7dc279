# Tests of "winnable stats" (issue 7): the engine and Wilson arithmetic
# (cmocka), and script checks of the whole command: identical output for
# 1 and 2 threads, --resume after a cut CSV, and agreement with the
# single-instance command on every dealt instance. Golden cases live in
# tests/golden/stats/.
wn_unit_test(test_stats ${CMAKE_CURRENT_SOURCE_DIR}/unit/test_stats.c)
target_link_libraries(test_stats PRIVATE winnable_stats)
# stats_mpi_start as a build without MPI has it, in every build.
wn_unit_test(test_mpi_off ${CMAKE_CURRENT_SOURCE_DIR}/unit/test_mpi_off.c
  ${PROJECT_SOURCE_DIR}/src/stats/stats_mpi_load.c)
target_link_libraries(test_mpi_off PRIVATE winnable_clikit)

set(WN_STATS_SH ${CMAKE_CURRENT_SOURCE_DIR}/stats_check.sh)
foreach(spec
    "accordion|--cards 9|--cards 9|"
    "accordion|--cards 13 --rule rightmost|--cards 13|--rule rightmost"
    "hitormiss|--players 1|--players 1|"
    "hitormiss|--players 4|--players 4|"
    "stacks|--stacks 3 --cards 3 --values 4|--stacks 3 --cards 3 --values 4|"
    "stacks|--stacks 3 --cards 2 --values 20 --premade 25|--stacks 3 --cards 2 --values 20 --premade 25|"
    "outlast|--rows 4 --cols 6 --density 0.6|--rows 4 --cols 6 --density 0.6|"
    )
  string(REPLACE "|" ";" parts "${spec}")
  list(GET parts 0 game)
  list(GET parts 1 stats_opts)
  list(GET parts 2 deal_opts)
  list(GET parts 3 solve_opts)
  string(REGEX REPLACE "[^a-z0-9]+" "_" tag "${game}${stats_opts}")
  add_test(NAME stats/${tag}
    COMMAND bash ${WN_STATS_SH} $<TARGET_FILE:winnable> ${game}
            "${stats_opts}" "${deal_opts}" "${solve_opts}")
endforeach()

# Under sanitizers a run of 20,000 deals takes ten times as long: 5,000
# still outlast the 0.4 s before the signal.
if(WINNABLE_SANITIZE)
  set(WN_INTERRUPT_DEALS 5000)
else()
  set(WN_INTERRUPT_DEALS 20000)
endif()
add_test(NAME stats/interrupt_resume
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/stats_interrupt.sh
          $<TARGET_FILE:winnable> ${WN_INTERRUPT_DEALS})
set_tests_properties(stats/interrupt_resume PROPERTIES SKIP_RETURN_CODE 77)

# The long Accordion run's summaries are added up by bench/runs/combine.py
# into docs/results.md: totals, Wilson intervals, picture (made-up chunks).
find_program(WN_PYTHON3 python3)
if(WN_PYTHON3)
  add_test(NAME stats/runs_combine
    COMMAND ${WN_PYTHON3} ${CMAKE_CURRENT_SOURCE_DIR}/runs/combine_test.py
            ${PROJECT_SOURCE_DIR}/bench/runs/combine.py)
endif()

# Issue 38: weighted runs (--tilt) through the CSV, threads and --resume.
add_test(NAME stats/tilt_csv
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/stats_tilt.sh $<TARGET_FILE:winnable>)
