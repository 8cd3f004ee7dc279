# Stack Management: unit tests, the cross-check against an exhaustive
# search, and end-to-end checks of `winnable stacks --moves` output.
set(WN_STK_CROSS ${CMAKE_CURRENT_SOURCE_DIR}/cross)

wn_unit_test(test_stacks_cross ${WN_STK_CROSS}/test_stacks_cross.c
  ${WN_STK_CROSS}/stacks_brute.c)
wn_unit_test(test_stacks ${CMAKE_CURRENT_SOURCE_DIR}/unit/test_stacks.c)

wn_tool(stacks_check_moves ${WN_STK_CROSS}/stacks_check_moves.c
  ${WN_STK_CROSS}/stacks_brute.c)
wn_tool(stacks_gen_large ${WN_STK_CROSS}/stacks_gen_main.c
  ${PROJECT_SOURCE_DIR}/bench/stacks_gen.c)
target_include_directories(stacks_gen_large PRIVATE ${PROJECT_SOURCE_DIR}/bench)
add_test(NAME stacks/cli_cross
  COMMAND bash ${WN_STK_CROSS}/stacks_cli_cross.sh $<TARGET_FILE:winnable>
          $<TARGET_FILE:stacks_check_moves> $<TARGET_FILE:stacks_gen_large>)
wn_unit_test(test_stacks_hint_cross ${WN_STK_CROSS}/test_stacks_hint_cross.c
  ${WN_STK_CROSS}/stacks_brute.c)
wn_unit_test(test_stacks_hint ${CMAKE_CURRENT_SOURCE_DIR}/unit/test_stacks_hint.c)
