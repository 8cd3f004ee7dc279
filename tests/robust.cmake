# Robustness (issue 9): limits that end searches, output to closed pipes
# and full disks, and hostile inputs too big to commit (made at test
# time). Small hostile inputs are golden cases in golden/hostile; the
# fuzz harnesses and their corpora are in fuzz.cmake.
add_test(NAME robust/limits
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/limits.sh $<TARGET_FILE:winnable>)
add_test(NAME robust/pipes
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/pipes.sh $<TARGET_FILE:winnable>)
add_test(NAME robust/hostile_big
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/hostile_big.sh
          $<TARGET_FILE:winnable>)
set_tests_properties(robust/hostile_big PROPERTIES TIMEOUT 900)
