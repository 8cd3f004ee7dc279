# Benchmark of "winnable stats" (issue 7): instances/s on 1 and 2 threads
# per game and the speed-up. A script over the real command, run with
#   cmake --build BUILD --target stats_bench
add_custom_target(stats_bench
  COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/stats_bench.sh $<TARGET_FILE:winnable>
  DEPENDS winnable USES_TERMINAL)
