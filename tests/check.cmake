# "winnable check" (issue 18): exit statuses on winnable's own outputs
# and on mutations of them, for the four games; golden cases with the
# exact stderr line are in golden/check/.
add_test(NAME check/mutations
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/check_mutations.sh
          $<TARGET_FILE:winnable> $<TARGET_FILE:accordion_check_moves>
          $<TARGET_FILE:stacks_check_moves>)

# The answer readers (src/io/<game>_answer.c) on strings.
wn_unit_test(test_answer ${CMAKE_CURRENT_SOURCE_DIR}/unit/test_answer.c)

# The checkers in-process on texts in memory (struct check_report).
wn_unit_test(test_check_memory ${CMAKE_CURRENT_SOURCE_DIR}/unit/test_check_memory.c)
target_link_libraries(test_check_memory PRIVATE winnable_check winnable_clikit
  Threads::Threads)

# The judges' one-file sources, one a game (issue 47): each compiles
# alone and holds its game alone, agrees with "winnable check" on every
# mutation case, keeps testlib's and ICPC's exit codes.
add_test(NAME check/judge_amalgamation
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/judge_amalgamation.sh
          $<TARGET_FILE:winnable> ${WN_JUDGE_DIR}
          $<TARGET_FILE:accordion_check_moves>
          $<TARGET_FILE:stacks_check_moves>)

# The four packages through problemtools' verifyproblem (issue 47):
# skipped (77) where no problemtools snapshot is found, as in CI.
add_test(NAME package/verifyproblem
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/package_verify.sh
          $<TARGET_FILE:winnable>)
set_tests_properties(package/verifyproblem PROPERTIES SKIP_RETURN_CODE 77
                     TIMEOUT 1800 LABELS problemtools)

# "winnable package": bad input leaves nothing, a failure half way is
# taken back, and the packages judge as their folders say (issue 47).
add_test(NAME package/cli
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/package_cli.sh $<TARGET_FILE:winnable>)
set_tests_properties(package/cli PROPERTIES TIMEOUT 1500)
wn_quick_under_sanitizers(package/cli)
