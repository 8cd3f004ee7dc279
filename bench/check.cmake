# Benchmark of "winnable check" (issue 18): the check of winnable's own
# --moves output for the Large Stack Management input, run with
#   cmake --build BUILD --target check_bench
# (stacks_gen_large is a tool of the test suite: WINNABLE_TESTS=ON.)
if(TARGET stacks_gen_large)
add_custom_target(check_bench
  COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/check_bench.sh $<TARGET_FILE:winnable>
          $<TARGET_FILE:stacks_gen_large>
  DEPENDS winnable stacks_gen_large USES_TERMINAL)
endif()
